package runner

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/workspace"
)

// This file is what a run asks of its project's code host besides the
// push and the pull request: the host and its credentials, what to do
// after the job's pull request was merged or closed, and the failures
// that say what to fix.

// host is the project's code host and its repository, with the
// credentials the project names.
func (rn *run) host(ctx context.Context) (codehost.Host, codehost.Repo, error) {
	host, err := hostOf(rn.r.o.Hosts, rn.p)
	if err != nil {
		return nil, codehost.Repo{}, &failure{code: CodeHostCode,
			message: fmt.Sprintf("This server cannot open pull requests on the %s code host; see the project's settings.", rn.p.CodeHost),
			err:     err}
	}
	repo, err := RepoOf(rn.p, rn.r.o.Env, rn.r.o.ReadFile)
	if err != nil {
		return nil, repo, &failure{code: CodeHostAuthCode,
			message: "The GitHub App's private key file could not be read on the server; check the project's --github-app-key.",
			err:     err}
	}
	return host, repo, nil
}

// hostOf is the code host a project names ("" is the built-in review).
func hostOf(hosts map[string]codehost.Host, p domain.Project) (codehost.Host, error) {
	name := p.CodeHost
	if name == "" {
		name = "local"
	}
	if h := hosts[name]; h != nil {
		return h, nil
	}
	return nil, fmt.Errorf("no code host %q", name)
}

// RepoOf is a project's repository as its code host reaches it: with the
// token its TokenEnv names, or its GitHub App's key.
func RepoOf(p domain.Project, env func(string) string, read func(string) ([]byte, error)) (codehost.Repo, error) {
	repo := codehost.Repo{Project: p.ID, URL: p.Repository, APIURL: p.HostSettings.APIURL}
	if p.TokenEnv != "" && env != nil {
		repo.Token = git.Secret(env(p.TokenEnv))
	}
	if app := p.HostSettings.GitHubApp; app != nil {
		if read == nil {
			read = os.ReadFile
		}
		key, err := read(app.KeyFile)
		if err != nil {
			return repo, fmt.Errorf("read the GitHub App's key: %w", err)
		}
		repo.App = &codehost.App{ID: app.ID, Installation: app.Installation, PrivateKey: key}
	}
	return repo, nil
}

// hostFailure is the job's failure for an error of the code host: a
// code and a message that name the fix; what a retry cannot mend is
// not retryable. The error itself goes to the log only.
func (rn *run) hostFailure(ctx context.Context, err error, fallback string) error {
	if ctx.Err() != nil {
		return context.Cause(ctx)
	}
	f := &failure{code: CodeHostCode, message: fallback, retryable: true, err: err}
	var rl *codehost.RateLimitError
	var se *codehost.ScopeError
	switch {
	case errors.As(err, &se):
		f.code, f.retryable = CodeHostForbiddenCode, false
		f.message = "The project's token lacks the scope " + strings.Join(se.Missing, " and ") + ", which the code host needs for this. Give the project a token with it, then send the job a message."
	case errors.Is(err, codehost.ErrUnauthorized):
		f.code, f.retryable = CodeHostAuthCode, false
		f.message = "The code host refused the project's credentials: a bad, expired or revoked token, or a GitHub App key that is not the App's. Give the project a new token, then send the job a message to try again."
	case errors.Is(err, codehost.ErrProtected):
		f.code, f.retryable = BranchProtectedCode, false
		f.message = "The code host refused the push because the branch is protected; let the project's credentials push folio/* branches, then send the job a message."
	case errors.Is(err, codehost.ErrForbidden):
		f.code, f.retryable = CodeHostForbiddenCode, false
		f.message = "The project's credentials may not push to the repository or open pull requests there. On GitHub give the token contents and pull requests (read and write); on GitLab the api scope and at least the Developer role; on Gitea write:repository and write:issue. Then send the job a message."
	case errors.Is(err, codehost.ErrNotFound):
		f.code, f.retryable = CodeHostNotFoundCode, false
		f.message = "The code host does not show the repository to the project's credentials: check the repository's URL and that the token (or App installation) can see it."
	case errors.As(err, &rl):
		f.code = CodeHostRateLimitCode
		f.message = "The code host's rate limit is reached; send the job a message to try again"
		if rl.RetryAfter > 0 {
			f.message += " in " + rl.RetryAfter.Round(time.Second).String() + " or later"
		}
		f.message += "."
	}
	return f
}

// maxRateWait is the longest a run waits for a host's rate limit before
// it gives up.
const maxRateWait = 2 * time.Minute

// withRateLimit calls fn again after the wait a host's rate limit asks
// for, up to maxRateWait, a few times.
func withRateLimit[T any](ctx context.Context, fn func() (T, error)) (T, error) {
	for attempt := 0; ; attempt++ {
		v, err := fn()
		var rl *codehost.RateLimitError
		if err == nil || attempt == 3 || !errors.As(err, &rl) || rl.RetryAfter > maxRateWait {
			return v, err
		}
		wait := max(rl.RetryAfter, time.Second)
		t := time.NewTimer(wait)
		select {
		case <-ctx.Done():
			t.Stop()
			return v, err
		case <-t.C:
		}
	}
}

// afterPullRequest looks at the job's pull request before a follow-up
// run: the host's state (webhooks may be off) is recorded, and once it
// is merged or closed the run works on a new branch from the current
// base, with a new pull request. A squash merge leaves the old branch's
// commits out of the base: more commits on it would show them again.
func (rn *run) afterPullRequest(ctx context.Context, host codehost.Host, repo codehost.Repo) error {
	if rn.j.PR.Number == 0 {
		return nil
	}
	state := rn.j.PR.State
	if state == "open" || state == "" {
		pr, err := withRateLimit(ctx, func() (codehost.PullRequest, error) { return host.Get(ctx, repo, rn.j.PR.Number) })
		switch {
		case err != nil:
			// The stored state is the best there is; the publish will
			// say what is wrong with the host.
			rn.log.WarnContext(ctx, "read the job's pull request", "number", rn.j.PR.Number, "err", err)
		default:
			state = string(pr.State)
			if err := rn.record(ctx, pr); err != nil {
				return err
			}
		}
	}
	if state != string(codehost.StateMerged) && state != string(codehost.StateClosed) {
		return nil
	}
	old, next := rn.j.Branch, nextBranch(rn.j.Branch)
	if err := rn.progress(ctx, func(j *domain.Job) { j.Branch = next }); err != nil {
		return err
	}
	what := "merged"
	if state == string(codehost.StateClosed) {
		what = "closed without merging"
	}
	rn.note = fmt.Sprintf("Your earlier pull request #%d (branch %s) was %s. This follow-up works on a new branch, %s, made from %s as it is now: its files hold what was merged, and nothing of a pull request that was closed. Read the files again before you change them.",
		rn.j.PR.Number, old, what, next, rn.j.Ref)
	rn.log.InfoContext(ctx, "pull request "+what+"; a new branch for the follow-up", "number", rn.j.PR.Number, "branch", next)
	return nil
}

// record writes what the host reported of the job's pull request.
func (rn *run) record(ctx context.Context, pr codehost.PullRequest) error {
	return rn.apply(ctx, jobs.PRState(jobs.PRReport{Number: pr.Number, URL: pr.URL, State: string(pr.State), Draft: pr.Draft,
		Title: pr.Title, Base: pr.Base, Head: pr.Head}))
}

// nextBranch is the branch after b for a job's next pull request:
// folio/abc → folio/abc-2 → folio/abc-3.
func nextBranch(b string) string {
	if i := strings.LastIndexByte(b, '-'); i > 0 && !strings.Contains(b[i:], "/") {
		if n, err := strconv.Atoi(b[i+1:]); err == nil && n >= 2 {
			return b[:i] + "-" + strconv.Itoa(n+1)
		}
	}
	return b + "-2"
}

// addNote gives the agent a note from the runner as a user message, when
// the conversation goes on.
func (rn *run) addNote() {
	if rn.note == "" || len(rn.st.Agent.Messages) == 0 {
		return
	}
	rn.st.Agent.Messages = append(rn.st.Agent.Messages, model.Message{Role: model.RoleUser, Content: rn.note})
	rn.saved = snapshot(rn.st.Agent)
	rn.note = ""
}

// mergeBase brings the base's new commits into the branch of an open
// pull request before a follow-up, as a merge commit (the branch is
// public: never a rebase). Conflicts are left to the agent, with git's
// markers in the files, and the merge is committed at the publish.
func (rn *run) mergeBase(ctx context.Context) error {
	res, err := rn.ws.MergeFrom(ctx, rn.j.Ref)
	switch {
	case errors.Is(err, workspace.ErrNotFound):
		return nil // a commit or a tag: nothing moves under it
	case err != nil:
		return &failure{code: WorkspaceCode, message: fmt.Sprintf("%s could not be merged into the job's branch.", rn.j.Ref), retryable: true, err: err}
	case res.Merged:
		// The merge commit is public once pushed: not squashed.
		rn.st.Base, rn.unpushed = res.Commit, true
		rn.pending = append(rn.pending, domain.Message{Role: domain.RoleCommit, Commit: res.Commit, Content: "Merge " + rn.j.Ref + " into " + rn.j.Branch, CreatedAt: rn.r.now()})
		rn.note = fmt.Sprintf("%s moved on since your last run: its new commits are merged into your branch (%s). Read the files again before you change them.", rn.j.Ref, shortSHA(res.Commit))
		rn.log.InfoContext(ctx, "merged the base into the branch", "ref", rn.j.Ref, "commit", res.Commit)
	case len(res.Conflicts) > 0:
		rn.st.Merging = res.Conflicts
		rn.note = fmt.Sprintf("%s moved on since your last run, and merging it into your branch conflicts in: %s. Those files hold git's conflict markers (lines <<<<<<<, ======= and >>>>>>>). Before anything else, resolve every conflict with edit_file or write_file, keeping what both sides meant, and remove the markers; the merge is committed when you finish.",
			rn.j.Ref, strings.Join(res.Conflicts, ", "))
		rn.log.InfoContext(ctx, "merging the base conflicts; the agent resolves it", "ref", rn.j.Ref, "files", res.Conflicts)
	}
	return rn.save(ctx)
}

// finishMerge makes the merge commit of a merge whose conflicts the
// agent resolved, with the run's work in it; a marker left fails the
// job with merge_conflict.
func (rn *run) finishMerge(ctx context.Context, msg string) (string, error) {
	if left := rn.ws.Unresolved(rn.st.Merging); len(left) > 0 {
		return "", &failure{code: MergeConflictCode,
			message: fmt.Sprintf("%s moved on under the pull request, and merging it conflicts in %s; the agent did not resolve it. Resolve the conflict in the pull request, or send the job a message saying how.", rn.j.Ref, strings.Join(left, ", ")),
			err:     fmt.Errorf("conflict markers left in %s", strings.Join(left, ", "))}
	}
	sha, _, err := rn.ws.Commit(ctx, "Merge "+rn.j.Ref+" into "+rn.j.Branch+"\n\n"+msg)
	if err != nil {
		return "", &failure{code: WorkspaceCode, message: "The agent's work could not be committed.", retryable: true, err: err}
	}
	rn.pending = append(rn.pending, domain.Message{Role: domain.RoleCommit, Commit: sha, Content: "Merge " + rn.j.Ref + " into " + rn.j.Branch, CreatedAt: rn.r.now()})
	rn.st.Merging, rn.st.Base = nil, sha
	return sha, nil
}

func shortSHA(s string) string { return s[:min(len(s), 12)] }
