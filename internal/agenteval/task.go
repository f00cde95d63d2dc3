package agenteval

import (
	"context"
	"fmt"
	"path"
	"strings"
)

// Kind is the sort of docs work a task asks for.
type Kind string

// The kinds of task.
const (
	// KindAddPage adds a page and puts it in the right place of the
	// navigation.
	KindAddPage Kind = "add-page"
	// KindFixLink mends a link that leads nowhere.
	KindFixLink Kind = "fix-link"
	// KindDocumentFlag documents a command-line flag found in the code.
	KindDocumentFlag Kind = "document-flag"
	// KindUpdate brings the docs in line with a code change given as a
	// commit or a compare range.
	KindUpdate Kind = "update"
	// KindRename renames or moves pages and keeps their old URLs working.
	KindRename Kind = "rename"
	// KindOpenAPI adds the page of an API operation from the site's
	// OpenAPI specification.
	KindOpenAPI Kind = "openapi-page"
	// KindTranslate translates a page into a language the site has.
	KindTranslate Kind = "translate"
	// KindNoChange asks for something that is already so: the right
	// answer is no pull request.
	KindNoChange Kind = "no-change"
)

// Task is one docs task: a request, the repository it is made on, and the
// grader of its outcome.
type Task struct {
	// Name identifies the task; it is the project's id, so it is
	// lowercase letters, digits and hyphens.
	Name string
	Kind Kind
	// Repo is the repository's history, oldest first: the fixture, then
	// the commits a task about a code change documents.
	Repo []Commit
	// Docs is the docs folder inside the repository.
	Docs string
	// Prompt is the request, as a person would write it.
	Prompt string
	// Context names the code change the job is about (nil: none).
	Context *Context
	// Grade judges the outcome: it reports each way the outcome falls
	// short with g.Failf. ctx bounds the checks it runs on the docs.
	Grade func(ctx context.Context, g *Grading)
}

// Commit is one commit of a task's repository.
type Commit struct {
	// Files names the archive of the files it writes: fixtures/NAME.txtar,
	// whose comment is the commit message. Files not in it are left as
	// they were.
	Files string
	// Tag is a tag put on the commit ("" for none).
	Tag string
}

// Context is the code change a job is pointed at, given in its create
// body.
type Context struct {
	// Commits are indexes in Task.Repo; the job is given their IDs.
	Commits []int
	// From and To are a compare range of tags.
	From, To string
}

// Select returns the tasks whose names match one of the comma-separated
// glob patterns (path.Match syntax), or whose kind one of them names; an
// empty pattern selects them all.
// A pattern that matches no task is an error, so that a typing mistake
// does not pass for an empty run.
func Select(tasks []Task, patterns string) ([]Task, error) {
	if strings.TrimSpace(patterns) == "" {
		return tasks, nil
	}
	var globs []string
	for g := range strings.SplitSeq(patterns, ",") {
		if g = strings.TrimSpace(g); g != "" {
			if _, err := path.Match(g, ""); err != nil {
				return nil, fmt.Errorf("task pattern %q: %w", g, err)
			}
			globs = append(globs, g)
		}
	}
	var out []Task
	used := make([]bool, len(globs))
	for _, t := range tasks {
		hit := false
		for i, g := range globs {
			if ok, _ := path.Match(g, t.Name); ok || g == string(t.Kind) {
				used[i], hit = true, true
			}
		}
		if hit {
			out = append(out, t)
		}
	}
	for i, g := range globs {
		if !used[i] {
			return nil, fmt.Errorf("task pattern %q matches no task (folio eval --list names them)", g)
		}
	}
	return out, nil
}
