package runner

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// DefaultMention is what, in a pull request comment, makes the comment a
// follow-up of the job.
const DefaultMention = "@folio"

// maxPromptRunes bounds a follow-up taken from a comment, as the API
// bounds a prompt.
const maxPromptRunes = 32000

// WatcherStore is what the watcher reads and writes of the job store.
type WatcherStore interface {
	Project(ctx context.Context, id string) (domain.Project, error)
	JobByPR(ctx context.Context, projectID string, number int) (domain.Job, error)
	JobsWithOpenPRs(ctx context.Context, limit int) ([]domain.Job, error)
	UpdateJob(ctx context.Context, projectID, id string, fn func(j *domain.Job) (store.JobChange, error)) (domain.Job, error)
}

// Watcher keeps jobs in step with their pull requests on the code hosts:
// what a host's webhook reports (Hook), and what a poll finds for hosts
// whose webhooks are not set up (Poll). It is safe for concurrent use.
type Watcher struct {
	store WatcherStore
	hosts map[string]codehost.Host
	env   func(string) string
	read  func(string) ([]byte, error)
	log   *slog.Logger
	now   func() time.Time
}

// WatcherOptions configure a Watcher; Store and Hosts are required.
type WatcherOptions struct {
	Store    WatcherStore
	Hosts    map[string]codehost.Host
	Env      func(string) string          // reads a project's TokenEnv
	ReadFile func(string) ([]byte, error) // reads a GitHub App's key
	Log      *slog.Logger
	Now      func() time.Time
}

// NewWatcher returns a watcher.
func NewWatcher(o WatcherOptions) *Watcher {
	w := &Watcher{store: o.Store, hosts: o.Hosts, env: o.Env, read: o.ReadFile, log: o.Log, now: o.Now}
	if w.log == nil {
		w.log = slog.New(slog.DiscardHandler)
	}
	if w.now == nil {
		w.now = time.Now
	}
	if w.env == nil {
		w.env = func(string) string { return "" }
	}
	return w
}

// HookResult says what a webhook delivery did, for the host's delivery
// log and Folio's.
type HookResult string

const (
	HookRecorded HookResult = "recorded"  // a job's pull request state
	HookFollowUp HookResult = "follow-up" // a comment became a follow-up
	HookNoJob    HookResult = "no job"    // about a pull request no job has
	HookIgnored  HookResult = "ignored"   // not something Folio follows
)

// Hook applies a verified webhook event of project p's code host.
func (w *Watcher) Hook(ctx context.Context, p domain.Project, ev codehost.HookEvent) (HookResult, error) {
	switch ev.Kind {
	case codehost.HookPullRequest:
		return w.report(ctx, p, ev.PullRequest)
	case codehost.HookComment:
		return w.comment(ctx, p, ev)
	}
	return HookIgnored, nil
}

// report records a pull request's state on the job it belongs to.
func (w *Watcher) report(ctx context.Context, p domain.Project, pr codehost.PullRequest) (HookResult, error) {
	if pr.Number <= 0 {
		return HookIgnored, nil
	}
	j, err := w.store.JobByPR(ctx, p.ID, pr.Number)
	if errors.Is(err, store.ErrNotFound) {
		return HookNoJob, nil
	}
	if err != nil {
		return "", err
	}
	if pr.Head != "" && !strings.HasPrefix(pr.Head, jobs.Branch(j.ID)) {
		// Not one of the job's branches: the number is another
		// repository's (the project moved to it).
		return HookNoJob, nil
	}
	now := w.now().UTC().Truncate(time.Microsecond)
	_, err = w.store.UpdateJob(ctx, p.ID, j.ID, func(j *domain.Job) (store.JobChange, error) {
		return jobs.Apply(j, jobs.PRState(jobs.PRReport{Number: pr.Number, URL: pr.URL, State: string(pr.State), Draft: pr.Draft,
			Title: pr.Title, Base: pr.Base, Head: pr.Head}), now)
	})
	if errors.Is(err, jobs.ErrArchived) {
		return HookIgnored, nil
	}
	if err != nil {
		return "", err
	}
	w.log.InfoContext(ctx, "pull request state recorded", "project", p.ID, "job", j.ID, "number", pr.Number, "state", pr.State)
	return HookRecorded, nil
}

// comment makes a person's comment that mentions Folio a follow-up of
// the job whose pull request it is on.
func (w *Watcher) comment(ctx context.Context, p domain.Project, ev codehost.HookEvent) (HookResult, error) {
	mention := p.HostSettings.Mention
	if mention == "" {
		mention = DefaultMention
	}
	if ev.AuthorIsBot || strings.Contains(ev.Comment, agentMark) || !mentions(ev.Comment, mention) || ev.PullRequest.Number <= 0 {
		return HookIgnored, nil
	}
	j, err := w.store.JobByPR(ctx, p.ID, ev.PullRequest.Number)
	if errors.Is(err, store.ErrNotFound) {
		return HookNoJob, nil
	}
	if err != nil {
		return "", err
	}
	prompt := strings.TrimSpace(ev.Comment)
	if r := []rune(prompt); len(r) > maxPromptRunes {
		prompt = string(r[:maxPromptRunes])
	}
	if ev.Author != "" {
		prompt = fmt.Sprintf("%s commented on the pull request:\n\n%s", ev.Author, prompt)
	}
	now := w.now().UTC().Truncate(time.Microsecond)
	_, err = w.store.UpdateJob(ctx, p.ID, j.ID, func(j *domain.Job) (store.JobChange, error) {
		return jobs.Apply(j, jobs.Message(prompt), now)
	})
	if errors.Is(err, jobs.ErrArchived) {
		return HookIgnored, nil
	}
	if err != nil {
		return "", err
	}
	w.log.InfoContext(ctx, "pull request comment sent to the job", "project", p.ID, "job", j.ID, "number", ev.PullRequest.Number, "author", ev.Author)
	return HookFollowUp, nil
}

// mentions reports whether text names mention as a word: "@folio fix
// it" and "thanks, @Folio!" do, "me@folio.dev" does not.
func mentions(text, mention string) bool {
	re, err := regexp.Compile(`(?i)(^|[^\w@.])` + regexp.QuoteMeta(mention) + `($|[^\w-])`)
	return err == nil && re.MatchString(text)
}

// Poll asks the code hosts for the state of up to limit jobs' open pull
// requests, the least recently updated first, and records what changed.
// A host that fails is logged and asked again at the next poll.
func (w *Watcher) Poll(ctx context.Context, limit int) error {
	js, err := w.store.JobsWithOpenPRs(ctx, limit)
	if err != nil {
		return fmt.Errorf("poll pull requests: %w", err)
	}
	projects := map[string]*domain.Project{}
	for _, j := range js {
		p, ok := projects[j.ProjectID]
		if !ok {
			got, err := w.store.Project(ctx, j.ProjectID)
			if err != nil {
				projects[j.ProjectID] = nil
				continue
			}
			p = &got
			projects[j.ProjectID] = p
		}
		if p == nil {
			continue
		}
		host, repo, err := w.repo(*p)
		if err != nil {
			w.log.WarnContext(ctx, "poll a pull request", "project", p.ID, "job", j.ID, "err", err)
			continue
		}
		pr, err := host.Get(ctx, repo, j.PR.Number)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			w.log.WarnContext(ctx, "poll a pull request", "project", p.ID, "job", j.ID, "number", j.PR.Number, "err", err)
			continue
		}
		if _, err := w.report(ctx, *p, pr); err != nil {
			w.log.WarnContext(ctx, "record a pull request's state", "project", p.ID, "job", j.ID, "err", err)
		}
	}
	return nil
}

// Run polls every interval until ctx ends.
func (w *Watcher) Run(ctx context.Context, every time.Duration) {
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		if err := w.Poll(ctx, 100); err != nil && ctx.Err() == nil {
			w.log.WarnContext(ctx, "poll pull requests", "err", err)
		}
	}
}

// repo is a project's host and repository with its credentials.
func (w *Watcher) repo(p domain.Project) (codehost.Host, codehost.Repo, error) {
	host, err := hostOf(w.hosts, p)
	if err != nil {
		return nil, codehost.Repo{}, err
	}
	repo, err := RepoOf(p, w.env, w.read)
	return host, repo, err
}
