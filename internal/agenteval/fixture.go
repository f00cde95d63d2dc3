package agenteval

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
)

// files holds the fixtures (fixtures/NAME.txtar) and every task's scripts
// (scripts/TASK/pass.json and fail.json). It is read only.
//
//go:embed fixtures scripts
var files embed.FS

// Prepared is a task whose repository is made.
type Prepared struct {
	Task Task
	// Repo is the repository's folder, its branch main at the last of
	// Task.Repo.
	Repo string
	// Context is the create body's context, the task's commits named by
	// their IDs (nil: none).
	Context *domain.JobContext
}

// Prepare makes the task's repository in dir, which must not exist: each
// of Task.Repo's archives written over the files before it and committed
// on main, tagged as asked.
func Prepare(ctx context.Context, g *git.Runner, dir string, t Task) (Prepared, error) {
	if len(t.Repo) == 0 {
		return Prepared{}, fmt.Errorf("task %s has no repository", t.Name)
	}
	if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
		return Prepared{}, err
	}
	if err := os.Mkdir(dir, 0o755); err != nil {
		return Prepared{}, fmt.Errorf("task %s: %w", t.Name, err)
	}
	run := func(env []string, args ...string) (string, error) {
		out, err := g.Run(ctx, git.Cmd{Dir: dir, Args: args, Env: env})
		return strings.TrimSpace(out), err
	}
	if _, err := run(nil, "init", "-q", "-b", "main"); err != nil {
		return Prepared{}, err
	}
	// Fixed dates (a day apart) and authors give every run the same
	// commit IDs.
	start := time.Date(2026, 1, 5, 10, 0, 0, 0, time.UTC)
	ids := make([]string, len(t.Repo))
	for i, c := range t.Repo {
		msg, err := writeArchive(dir, c.Files)
		if err != nil {
			return Prepared{}, fmt.Errorf("task %s: %w", t.Name, err)
		}
		when := start.Add(time.Duration(i) * 24 * time.Hour).Format(time.RFC3339)
		env := []string{"GIT_AUTHOR_NAME=Ada Fixture", "GIT_AUTHOR_EMAIL=ada@example.com", "GIT_AUTHOR_DATE=" + when,
			"GIT_COMMITTER_NAME=Ada Fixture", "GIT_COMMITTER_EMAIL=ada@example.com", "GIT_COMMITTER_DATE=" + when}
		if _, err := run(nil, "add", "-A"); err != nil {
			return Prepared{}, err
		}
		if _, err := run(env, "commit", "-q", "--allow-empty", "-m", msg); err != nil {
			return Prepared{}, err
		}
		if ids[i], err = run(nil, "rev-parse", "HEAD"); err != nil {
			return Prepared{}, err
		}
		if c.Tag != "" {
			if _, err := run(nil, "tag", c.Tag); err != nil {
				return Prepared{}, err
			}
		}
	}
	p := Prepared{Task: t, Repo: dir}
	if c := t.Context; c != nil {
		p.Context = &domain.JobContext{}
		for _, i := range c.Commits {
			if i < 0 || i >= len(ids) {
				return Prepared{}, fmt.Errorf("task %s: context commit %d is not in its repository", t.Name, i)
			}
			p.Context.Commits = append(p.Context.Commits, ids[i])
		}
		if c.From != "" || c.To != "" {
			p.Context.Compare = &domain.CompareRange{From: c.From, To: c.To}
		}
	}
	return p, nil
}

// writeArchive writes the files of fixtures/NAME.txtar into dir and
// returns the archive's comment, the commit message.
func writeArchive(dir, name string) (string, error) {
	data, err := files.ReadFile("fixtures/" + name + ".txtar")
	if err != nil {
		return "", fmt.Errorf("fixture %s: %w", name, err)
	}
	ar := txtar.Parse(data)
	msg := strings.TrimSpace(string(ar.Comment))
	if msg == "" {
		return "", fmt.Errorf("fixture %s: its comment, the commit message, is empty", name)
	}
	for _, f := range ar.Files {
		rel := path.Clean(f.Name)
		if !fs.ValidPath(rel) {
			return "", fmt.Errorf("fixture %s: %q is not a relative path", name, f.Name)
		}
		dst := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(dst, f.Data, 0o644); err != nil {
			return "", err
		}
	}
	return msg, nil
}

// Script returns the task's built-in script for the script: provider:
// set is "pass", which does the task, or "fail", which makes a plausible
// mistake its grader must catch.
func (t Task) Script(set string) ([]byte, error) {
	if set != "pass" && set != "fail" {
		return nil, fmt.Errorf("script set %q: want pass or fail", set)
	}
	data, err := files.ReadFile("scripts/" + t.Name + "/" + set + ".json")
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("task %s has no %s script", t.Name, set)
	}
	return data, err
}
