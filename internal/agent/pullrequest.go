package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
)

// ToolReadPullRequest reads a code pull request of the project's code
// host: what "document what changed in #123" is about.
const ToolReadPullRequest = "read_pull_request"

// PullRequest is a code host's pull request as read_pull_request shows
// it. HeadCommit and MergeCommit are commit IDs ("" when the host did not
// say).
type PullRequest struct {
	Number      int
	URL         string
	State       string
	Title       string
	Body        string
	Base, Head  string
	HeadCommit  string
	MergeCommit string
}

// ErrNoPullRequest: the code host has no pull request of that number.
var ErrNoPullRequest = errors.New("no such pull request")

// pullRequestTools are read_pull_request: a pull request from the code
// host, and its change from the repository's history.
type pullRequestTools struct {
	history   *historyTools
	read      func(ctx context.Context, number int) (PullRequest, error)
	log       *slog.Logger
	maxOutput int
}

// maxPullRequestBody bounds the description shown, so that the diff
// after it still fits in MaxRepoOutput.
const maxPullRequestBody = 16 << 10

// register adds read_pull_request.
func (p *pullRequestTools) register(add addTool) {
	add(ToolReadPullRequest,
		"Read a pull request of the code repository from its code host: its title, description, state and branches, then the files it changes and its diff when its commits are in the repository.",
		`{"type":"object","properties":{
			"number":{"type":"integer","minimum":1,"description":"The pull request's number (a merge request's iid on GitLab)."}
		},"required":["number"],"additionalProperties":false}`,
		p.readPullRequest)
}

func (p *pullRequestTools) readPullRequest(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Number int `json:"number"`
	}
	if err := decodeArgs(ToolReadPullRequest, raw, &args); err != nil {
		return "", err
	}
	if args.Number < 1 {
		return "", fmt.Errorf("number must be a pull request number, from 1")
	}
	pr, err := p.read(ctx, args.Number)
	switch {
	case ctx.Err() != nil:
		return "", ctx.Err()
	case errors.Is(err, ErrNoPullRequest):
		return "", fmt.Errorf("the code host has no pull request #%d", args.Number)
	case err != nil:
		// The cause is in the server's log; the model can only try later.
		p.log.WarnContext(ctx, "read pull request", "number", args.Number, "err", err)
		return "", fmt.Errorf("pull request #%d could not be read from the code host; go on without it or try again later", args.Number)
	}
	var b strings.Builder
	fmt.Fprintf(&b, "Pull request #%d: %s\nState: %s\n", pr.Number, pr.Title, pr.State)
	if pr.URL != "" {
		fmt.Fprintf(&b, "URL: %s\n", pr.URL)
	}
	if pr.Head != "" || pr.Base != "" {
		fmt.Fprintf(&b, "Branches: %s into %s\n", pr.Head, pr.Base)
	}
	body := strings.TrimSpace(pr.Body)
	if body == "" {
		body = "(no description)"
	}
	b.WriteString("\n" + capOutput(body, maxPullRequestBody, false, "the rest of the description is left out") + "\n\n")
	diff, note := p.pullRequestDiff(ctx, pr)
	if note != "" {
		b.WriteString(note)
	}
	b.WriteString(diff)
	return capOutput(strings.TrimRight(b.String(), "\n"), p.maxOutput, false,
		"read the files it changes with git_diff and a path"), nil
}

// pullRequestDiff is the change a pull request makes, from the
// repository: the merge commit's (a merge or squash), else from where its
// head left its base to its head. A fork's commits are not in the
// repository: then only a note says so.
func (p *pullRequestTools) pullRequestDiff(ctx context.Context, pr PullRequest) (diff, note string) {
	var from, to string
	if pr.MergeCommit != "" {
		if id, err := p.history.commitID(ctx, "merge commit", pr.MergeCommit); err == nil {
			if parent, err := p.history.commitID(ctx, "merge commit", id+"^1"); err == nil {
				from, to = parent, id
				note = fmt.Sprintf("Merged as %s; its change:\n", shortID(id))
			}
		}
	}
	if to == "" && pr.HeadCommit != "" {
		head, err := p.history.commitID(ctx, "head", pr.HeadCommit)
		base := ""
		if err == nil && pr.Base != "" {
			base, err = p.history.commitID(ctx, "base", pr.Base)
		}
		if err == nil {
			out, gerr := p.history.gitRead(ctx, "", "merge-base", base, head)
			if gerr == nil && strings.TrimSpace(out) != "" {
				from, to = strings.TrimSpace(out), head
				note = fmt.Sprintf("Its change, from where %s left %s to its head %s:\n", pr.Head, pr.Base, shortID(head))
			}
		}
	}
	if to == "" {
		return "", "Its commits are not in this repository (a fork's, or not fetched yet): its diff cannot be shown.\n"
	}
	out, err := p.history.gitRead(ctx, "the list of files comes first: read the ones you need with git_diff from "+shortID(from)+" to "+shortID(to)+" with path",
		"diff", "--no-color", "--no-ext-diff", "--no-textconv", "--patch-with-stat", "--end-of-options", from, to, "--")
	if err != nil {
		return "", fmt.Sprintf("Its diff could not be read: %v\n", err)
	}
	return out, note
}
