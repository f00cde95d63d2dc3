package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/foliodocs/folio/internal/git"
)

// The git history tools run git in the repository through internal/git,
// read only: log, show, diff and rev-parse. Every revision is checked
// (git.CheckRevision) and resolved to a commit ID before it reaches a
// command, and follows --end-of-options, so none is read as an option;
// paths follow "--" with --literal-pathspecs, so none is pathspec magic.

// historyTools are the git history tools: git_log, git_show and
// git_diff, and the change brief.
type historyTools struct {
	dir       string // the repository, with symbolic links resolved
	git       *git.Runner
	maxOutput int
}

const (
	defaultLogLimit = 30
	maxLogLimit     = 200
)

// register adds the history tools.
func (h *historyTools) register(add addTool) {
	add(ToolGitLog,
		"List the repository's commits, newest first, from the job's branch: short ID, date, author and subject. Narrow it to a file or folder with path, or to recent ones with since.",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"Only commits that changed this file or folder, relative to the repository's root."},
			"since":{"type":"string","description":"Only commits after this date, such as '2025-06-01' or '2 weeks ago'."},
			"limit":{"type":"integer","minimum":1,"maximum":200,"description":"Number of commits. Default 30."}
		},"additionalProperties":false}`,
		h.gitLog)
	add(ToolGitShow,
		"Show one commit: its message, the files it changed with counts of lines, and its diff.",
		`{"type":"object","properties":{
			"commit":{"type":"string","description":"A commit ID (full or abbreviated), a branch or a tag, such as 'a1b2c3d', 'main' or 'HEAD~2'."}
		},"required":["commit"],"additionalProperties":false}`,
		h.gitShow)
	add(ToolGitDiff,
		"Show what changed between two commits: the files changed with counts of lines, then the diff.",
		`{"type":"object","properties":{
			"from":{"type":"string","description":"The older commit, branch or tag, such as 'v1.2.0'."},
			"to":{"type":"string","description":"The newer commit, branch or tag, such as 'main'."},
			"path":{"type":"string","description":"Only changes to this file or folder, relative to the repository's root."}
		},"required":["from","to"],"additionalProperties":false}`,
		h.gitDiff)
}

// gitArgs returns args after the arguments every history command starts
// with: a commit's signature is never checked (that would run gpg, which
// the repository's configuration could name), and paths are plain paths.
func gitArgs(args ...string) []string {
	return append([]string{"-c", "log.showSignature=false", "-c", "diff.external=", "--literal-pathspecs"}, args...)
}

// gitRead runs a read-only git command in the repository and returns at
// most MaxRepoOutput bytes of its output, with a note saying what to do
// when it was cut.
func (h *historyTools) gitRead(ctx context.Context, instead string, args ...string) (string, error) {
	limit := h.maxOutput
	var buf bytes.Buffer
	cut := false
	cmd := git.Cmd{Dir: h.dir, Args: gitArgs(args...)}
	err := h.git.Stream(ctx, cmd, func(r io.Reader) (bool, error) {
		n, err := io.Copy(&buf, io.LimitReader(r, int64(limit)+1))
		if err != nil {
			return false, err
		}
		cut = n > int64(limit)
		return !cut, nil
	})
	if err != nil {
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
		return "", gitProblem(args[0], err)
	}
	out := buf.String()
	if cut {
		// git was stopped past the limit: the total is not known.
		out = capOutput(out, limit, true, instead)
	}
	return out, nil
}

// gitProblem is a git failure as the model reads it: what git said.
func gitProblem(sub string, err error) error {
	var ge *git.Error
	if errors.As(err, &ge) && ge.Stderr != "" {
		msg, _, _ := strings.Cut(ge.Stderr, "\n")
		return fmt.Errorf("git %s failed: %s", sub, strings.TrimSpace(msg))
	}
	return fmt.Errorf("git %s failed", sub)
}

// commitID checks a revision an argument names and resolves it to the
// commit ID it stands for.
func (h *historyTools) commitID(ctx context.Context, name, rev string) (string, error) {
	rev = strings.TrimSpace(rev)
	if rev == "" {
		return "", fmt.Errorf("%s is empty: give a commit ID, a branch or a tag", name)
	}
	if err := git.CheckRevision(rev); err != nil {
		return "", fmt.Errorf("%s %q is not a commit ID, branch or tag (no options, ranges, ':' or '@{'); name one commit, such as 'a1b2c3d', 'main' or 'HEAD~2'", name, rev)
	}
	// A job's worktree belongs to a mirror that keeps the repository's
	// branches as refs/remotes/origin/*: "main" is found there.
	for _, cand := range []string{rev, "refs/remotes/origin/" + rev} {
		out, err := h.git.Run(ctx, git.Cmd{Dir: h.dir, Args: gitArgs(
			"rev-parse", "--verify", "--quiet", "--end-of-options", cand+"^{commit}")})
		if err == nil {
			return strings.TrimSpace(out), nil
		}
		if ctx.Err() != nil {
			return "", ctx.Err()
		}
	}
	return "", fmt.Errorf("%s %q is not a commit of the repository (git_log lists them)", name, rev)
}

// historyPath checks a path argument of a history tool. git reads the
// committed tree, not the files, but the rules are those of the other
// tools, so that no path leads where they would not.
func (h *historyTools) historyPath(arg string) ([]string, error) {
	if strings.TrimSpace(arg) == "" {
		return nil, nil
	}
	rel, err := cleanRepoPath(arg, "path", true)
	if err != nil {
		return nil, err
	}
	r, err := followLinks(h.dir, rel)
	switch {
	case errors.Is(err, errLeaves):
		return nil, fmt.Errorf("path %q leads %w through a symbolic link", rel, errOutsideRepo)
	case err == nil && inGit(r):
		return nil, fmt.Errorf("path %q leads into .git through a symbolic link, which the tools may not read", rel)
	}
	return []string{"--", rel}, nil
}

func (h *historyTools) gitLog(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path  string `json:"path"`
		Since string `json:"since"`
		Limit int    `json:"limit"`
	}
	if err := decodeArgs(ToolGitLog, raw, &args); err != nil {
		return "", err
	}
	paths, err := h.historyPath(args.Path)
	if err != nil {
		return "", err
	}
	limit := args.Limit
	if limit <= 0 {
		limit = defaultLogLimit
	}
	limit = min(limit, maxLogLimit)
	cmd := []string{"log", "--no-color", "--date=short", "--format=%h %ad %an: %s", fmt.Sprintf("--max-count=%d", limit)}
	if s := strings.TrimSpace(args.Since); s != "" {
		if len(s) > 64 || strings.ContainsAny(s, "\x00\n\r") {
			return "", fmt.Errorf("since %q is not a date; give one such as '2025-06-01' or '2 weeks ago'", args.Since)
		}
		cmd = append(cmd, "--since="+s)
	}
	cmd = append(cmd, "--end-of-options", "HEAD")
	if paths == nil {
		paths = []string{"--"}
	}
	out, err := h.gitRead(ctx, "ask for fewer commits with limit, or narrow them with path or since", append(cmd, paths...)...)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(out) == "" {
		return "No commits match.", nil
	}
	return strings.TrimRight(out, "\n"), nil
}

func (h *historyTools) gitShow(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Commit string `json:"commit"`
	}
	if err := decodeArgs(ToolGitShow, raw, &args); err != nil {
		return "", err
	}
	id, err := h.commitID(ctx, "commit", args.Commit)
	if err != nil {
		return "", err
	}
	out, err := h.gitRead(ctx, "the list of files comes first: read the ones you need with git_diff from "+shortID(id)+"~1 to "+shortID(id)+" with path",
		"show", "--no-color", "--no-ext-diff", "--no-textconv", "--format=fuller", "--patch-with-stat", "--end-of-options", id, "--")
	if err != nil {
		return "", err
	}
	return strings.TrimRight(out, "\n"), nil
}

func (h *historyTools) gitDiff(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		From string `json:"from"`
		To   string `json:"to"`
		Path string `json:"path"`
	}
	if err := decodeArgs(ToolGitDiff, raw, &args); err != nil {
		return "", err
	}
	from, err := h.commitID(ctx, "from", args.From)
	if err != nil {
		return "", err
	}
	to, err := h.commitID(ctx, "to", args.To)
	if err != nil {
		return "", err
	}
	paths, err := h.historyPath(args.Path)
	if err != nil {
		return "", err
	}
	if paths == nil {
		paths = []string{"--"}
	}
	out, err := h.gitRead(ctx, "the list of files comes first: ask for one file or folder at a time with path",
		append([]string{"diff", "--no-color", "--no-ext-diff", "--no-textconv", "--patch-with-stat", "--end-of-options", from, to}, paths...)...)
	if err != nil {
		return "", err
	}
	if strings.TrimSpace(out) == "" {
		return "No differences.", nil
	}
	return strings.TrimRight(out, "\n"), nil
}

// shortID abbreviates a commit ID for messages.
func shortID(id string) string {
	if len(id) > 12 {
		return id[:12]
	}
	return id
}

// Change is the code change a job documents, as its create body named it:
// commits, a compare range (From and To), a code pull request.
type Change struct {
	Commits     []string
	From, To    string
	PullRequest int
}

// ChangeBrief describes the change for the model's first prompt: each
// commit's message and the files it changed, the range's commits and
// files, and the commits that name the pull request, so that "document
// what changed" starts from the change rather than a search for it. What
// git cannot find is said, not fatal: the person may have named a commit
// this repository lacks. It is "" for an empty change or tools without
// git. The whole is capped at MaxRepoOutput and at 16 KiB.
func (t *Tools) ChangeBrief(ctx context.Context, c Change) string {
	if t.history == nil {
		return ""
	}
	return t.history.changeBrief(ctx, c)
}

// changeBrief is Tools.ChangeBrief.
func (h *historyTools) changeBrief(ctx context.Context, c Change) string {
	if len(c.Commits) == 0 && c.From == "" && c.PullRequest == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("The code change this job documents (read more with git_show, git_diff and read_repo_file):\n")
	for _, rev := range c.Commits {
		id, err := h.commitID(ctx, "commit", rev)
		if err != nil {
			fmt.Fprintf(&b, "\nCommit %s: not found in the repository (%v).\n", rev, err)
			continue
		}
		out, err := h.gitRead(ctx, "git_show shows the rest",
			"show", "--no-color", "--no-ext-diff", "--no-textconv", "--format=commit %H%nAuthor: %an%nDate:   %ad%n%n%w(0,4,4)%B", "--stat", "--end-of-options", id, "--")
		if err != nil {
			fmt.Fprintf(&b, "\nCommit %s: %v\n", rev, err)
			continue
		}
		b.WriteString("\n" + strings.TrimRight(out, "\n") + "\n")
	}
	if c.From != "" {
		fmt.Fprintf(&b, "\nChanges from %s to %s:\n", c.From, c.To)
		from, err := h.commitID(ctx, "from", c.From)
		var to string
		if err == nil {
			to, err = h.commitID(ctx, "to", c.To)
		}
		if err != nil {
			fmt.Fprintf(&b, "%v\n", err)
		} else {
			log, err := h.gitRead(ctx, "git_log and git_diff show the rest",
				"log", "--no-color", "--date=short", "--format=%h %ad %an: %s", "--max-count=100", "--end-of-options", from+".."+to, "--")
			if err == nil {
				var stat string
				if stat, err = h.gitRead(ctx, "git_diff shows the rest", "diff", "--no-color", "--no-ext-diff", "--stat", "--end-of-options", from, to, "--"); err == nil {
					fmt.Fprintf(&b, "Commits:\n%s\nFiles:\n%s\n", orNone(log), orNone(stat))
				}
			}
			if err != nil {
				fmt.Fprintf(&b, "%v\n", err)
			}
		}
	}
	if c.PullRequest > 0 {
		fmt.Fprintf(&b, "\nPull request #%d of the code repository. Its title and description cannot be read here; ", c.PullRequest)
		// A merged pull request's commits are on the branch: merge and
		// squash commits name it.
		out, err := h.gitRead(ctx, "git_log shows more",
			"log", "--no-color", "--date=short", "--format=%h %ad %an: %s", "--max-count=20", "-E", fmt.Sprintf("--grep=#%d([^0-9]|$)", c.PullRequest), "--end-of-options", "HEAD", "--")
		switch {
		case err != nil:
			fmt.Fprintf(&b, "its commits could not be looked for (%v).\n", err)
		case strings.TrimSpace(out) == "":
			b.WriteString("no commit of this branch names it (it may not be merged yet).\n")
		default:
			fmt.Fprintf(&b, "these commits of this branch name it (git_show shows each):\n%s\n", strings.TrimRight(out, "\n"))
		}
	}
	return capOutput(strings.TrimRight(b.String(), "\n"), min(h.maxOutput, maxBrief), false, "git_show and git_diff show the rest")
}

// maxBrief caps ChangeBrief below a tool's output: the first prompt is
// never cut to the context window as a tool's result is, and a model of
// 32k tokens must still have room to work after it.
const maxBrief = 16 << 10

func orNone(s string) string {
	if s = strings.TrimRight(s, "\n"); s == "" {
		return "(none)"
	}
	return s
}
