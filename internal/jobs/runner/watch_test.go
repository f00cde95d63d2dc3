package runner_test

import (
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs/runner"
	"github.com/foliodocs/folio/internal/store"
)

// TestWatcher: a host's webhook and a poll record the job's pull request
// merged or closed, with the matching event and webhook; a comment that
// mentions Folio becomes a follow-up, and others do not.
func TestWatcher(t *testing.T) {
	e := newEnv(t)
	j := e.waitEnd(e.create("Add A", script(t, writeTurn("a.mdx", "---\ntitle: A\n---\n\nA.\n"), textTurn("Add A"))))
	if j.PR.Number != 1 || j.PR.State != "open" {
		t.Fatalf("job's pull request = %+v", j.PR)
	}
	p, err := e.db.Project(t.Context(), "demo")
	if err != nil {
		t.Fatal(err)
	}
	w := runner.NewWatcher(runner.WatcherOptions{Store: e.db, Hosts: map[string]codehost.Host{"local": e.host}, Log: slog.New(slog.DiscardHandler)})
	ctx := t.Context()
	hook := func(ev codehost.HookEvent) runner.HookResult {
		t.Helper()
		res, err := w.Hook(ctx, p, ev)
		if err != nil {
			t.Fatal(err)
		}
		return res
	}
	// Another pull request, or another repository's with the same number.
	if res := hook(codehost.HookEvent{Kind: codehost.HookPullRequest, PullRequest: codehost.PullRequest{Number: 9, State: codehost.StateMerged}}); res != runner.HookNoJob {
		t.Errorf("an unknown pull request: %s", res)
	}
	if res := hook(codehost.HookEvent{Kind: codehost.HookPullRequest, PullRequest: codehost.PullRequest{Number: 1, State: codehost.StateMerged, Head: "feature/x"}}); res != runner.HookNoJob {
		t.Errorf("a pull request of another branch: %s", res)
	}
	// Comments: a mention is a follow-up; the rest is not.
	for _, c := range []struct {
		text string
		bot  bool
	}{{"Looks good", false}, {"mail me@folio.dev", false}, {"@folio do it", true},
		// Folio's own comment, posted with a person's token, that
		// mentions the agent: never a request.
		{"**Follow-up:** Ask @folio for more\n\n<!-- folio:agent -->", false}} {
		if res := hook(codehost.HookEvent{Kind: codehost.HookComment, PullRequest: codehost.PullRequest{Number: 1}, Comment: c.text, Author: "x", AuthorIsBot: c.bot}); res != runner.HookIgnored {
			t.Errorf("comment %q (bot %v): %s", c.text, c.bot, res)
		}
	}
	e.models[j.Model] = script(t, writeTurn("b.mdx", "---\ntitle: B\n---\n\nB.\n"), textTurn("Add B"))
	if res := hook(codehost.HookEvent{Kind: codehost.HookComment, PullRequest: codehost.PullRequest{Number: 1}, Comment: "Thanks! @Folio please add page B too.", Author: "octocat"}); res != runner.HookFollowUp {
		t.Fatalf("a comment that mentions Folio: %s", res)
	}
	j = e.waitEnd(j)
	if j.Status != domain.StatusCompleted || !strings.Contains(strings.Join(e.transcript(j), "\n"), "user: octocat commented on the pull request:\n\nThanks! @Folio please add page B too.") {
		t.Fatalf("after the comment: %+v\n%s", j, strings.Join(e.transcript(j), "\n"))
	}

	// Merged, by the host's webhook.
	if res := hook(codehost.HookEvent{Kind: codehost.HookPullRequest, PullRequest: codehost.PullRequest{Number: 1, State: codehost.StateMerged, Head: j.Branch, URL: j.PRLink}}); res != runner.HookRecorded {
		t.Fatalf("merge: %s", res)
	}
	j, _ = e.db.Job(ctx, "demo", j.ID)
	if j.PR.State != "merged" {
		t.Errorf("after the merge hook: %+v", j.PR)
	}
	var hooks []string
	for _, ev := range e.events(j) {
		if ev.Type == store.EventPR {
			var d struct{ Action string }
			json.Unmarshal(ev.Data, &d)
			hooks = append(hooks, d.Action)
		}
	}
	if hooks[len(hooks)-1] != "merged" {
		t.Errorf("pr events %q, want merged last", hooks)
	}
	// The same report again changes nothing.
	n := len(e.events(j))
	hook(codehost.HookEvent{Kind: codehost.HookPullRequest, PullRequest: codehost.PullRequest{Number: 1, State: codehost.StateMerged, Head: j.Branch, URL: j.PRLink}})
	if len(e.events(j)) != n {
		t.Error("a repeated report added events")
	}

	// Closed, found by a poll.
	j2 := e.waitEnd(e.create("Add C", script(t, writeTurn("c.mdx", "---\ntitle: C\n---\n\nC.\n"), textTurn("Add C"))))
	e.host.setState(j2.PR.Number, codehost.StateClosed)
	if err := w.Poll(ctx, 10); err != nil {
		t.Fatal(err)
	}
	j2, _ = e.db.Job(ctx, "demo", j2.ID)
	if j2.PR.State != "closed" {
		t.Errorf("after a poll: %+v", j2.PR)
	}
	if js, _ := e.db.JobsWithOpenPRs(ctx, 10); len(js) != 0 {
		t.Errorf("%d jobs still have an open pull request", len(js))
	}
}
