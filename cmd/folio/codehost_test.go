package main

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/foliodocs/folio/internal/codehost/gitea/giteatest"
	"github.com/foliodocs/folio/internal/codehost/github/githubtest"
	"github.com/foliodocs/folio/internal/codehost/gitlab/gitlabtest"
	"github.com/foliodocs/folio/internal/codehost/hosttest"
)

// fakesKey finds a script's fake code host in its Values.
type fakesKey struct{}

// fakes holds the script's fake code host, once started.
type fakes struct {
	host fakeHost
}

// fakeHost is what a script does with a fake code host, whichever.
type fakeHost interface {
	hook(url, secret string)
	unhook()
	merge(n int)
	close(n int)
	comment(n int, login, text string)
	// pr is the pull request's number, state ("open", "merged",
	// "closed"), head, base, draft flag, title, body and comments.
	pr(n int) (fakePR, bool)
	git() *hosttest.GitServer
	// deliveries are the webhooks sent: "EVENT STATUS" each.
	deliveries() []string
}

type fakePR struct {
	number            int
	state, head, base string
	draft             bool
	title, body       string
	comments, authors []string
}

const fakeRepo = "acme/docs"

type fakeGitHub struct{ *githubtest.Server }

func (f fakeGitHub) hook(url, secret string)           { f.Hook(url, secret) }
func (f fakeGitHub) unhook()                           { f.Unhook() }
func (f fakeGitHub) merge(n int)                       { f.Merge(fakeRepo, n) }
func (f fakeGitHub) close(n int)                       { f.Close(fakeRepo, n) }
func (f fakeGitHub) comment(n int, login, text string) { f.UserComment(fakeRepo, n, login, text) }
func (f fakeGitHub) git() *hosttest.GitServer          { return f.Git }
func (f fakeGitHub) deliveries() []string {
	var out []string
	for _, d := range f.Deliveries() {
		out = append(out, fmt.Sprintf("%s %d", d.Event, d.Status))
	}
	return out
}
func (f fakeGitHub) pr(n int) (fakePR, bool) {
	p, ok := f.PullRequest(fakeRepo, n)
	out := fakePR{number: p.Number, state: p.State, head: p.Head, base: p.Base, draft: p.Draft, title: p.Title, body: p.Body}
	if p.Merged {
		out.state = "merged"
	}
	for _, c := range p.Comments {
		out.comments, out.authors = append(out.comments, c.Body), append(out.authors, c.User)
	}
	return out, ok
}

type fakeGitLab struct{ *gitlabtest.Server }

func (f fakeGitLab) hook(url, secret string)           { f.Hook(url, secret) }
func (f fakeGitLab) unhook()                           { f.Unhook() }
func (f fakeGitLab) merge(n int)                       { f.Merge(fakeRepo, n) }
func (f fakeGitLab) close(n int)                       { f.Close(fakeRepo, n) }
func (f fakeGitLab) comment(n int, login, text string) { f.UserComment(fakeRepo, n, login, text) }
func (f fakeGitLab) git() *hosttest.GitServer          { return f.Git }
func (f fakeGitLab) deliveries() []string {
	var out []string
	for _, d := range f.Deliveries() {
		out = append(out, fmt.Sprintf("%s %d", d.Event, d.Status))
	}
	return out
}
func (f fakeGitLab) pr(n int) (fakePR, bool) {
	m, ok := f.MergeRequest(fakeRepo, n)
	state := m.State
	if state == "opened" {
		state = "open"
	}
	title, draft := m.Title, false
	if t, ok := strings.CutPrefix(title, "Draft: "); ok {
		title, draft = t, true
	}
	out := fakePR{number: m.IID, state: state, head: m.Source, base: m.Target, draft: draft, title: title, body: m.Description}
	for _, n := range m.Notes {
		if !n.System {
			out.comments, out.authors = append(out.comments, n.Body), append(out.authors, n.Author)
		}
	}
	return out, ok
}

type fakeGitea struct{ *giteatest.Server }

func (f fakeGitea) hook(url, secret string)           { f.Hook(url, secret) }
func (f fakeGitea) unhook()                           { f.Unhook() }
func (f fakeGitea) merge(n int)                       { f.Merge(fakeRepo, n) }
func (f fakeGitea) close(n int)                       { f.Close(fakeRepo, n) }
func (f fakeGitea) comment(n int, login, text string) { f.UserComment(fakeRepo, n, login, text) }
func (f fakeGitea) git() *hosttest.GitServer          { return f.Git }
func (f fakeGitea) deliveries() []string {
	var out []string
	for _, d := range f.Deliveries() {
		out = append(out, fmt.Sprintf("%s %d", d.Event, d.Status))
	}
	return out
}
func (f fakeGitea) pr(n int) (fakePR, bool) {
	p, ok := f.PullRequest(fakeRepo, n)
	title, draft := p.Title, false
	if t, ok := strings.CutPrefix(title, "WIP: "); ok {
		title, draft = t, true
	}
	out := fakePR{number: int(p.Index), state: p.State, head: p.Head, base: p.Base, draft: draft, title: title, body: p.Body}
	if p.Merged {
		out.state = "merged"
	}
	for _, c := range p.Comments {
		out.comments, out.authors = append(out.comments, c.Body), append(out.authors, c.User)
	}
	return out, ok
}

// scriptTB lets a fake live for a script: its failures fail the script,
// its temporary folders are in $WORK, its cleanups run at the end.
type scriptTB struct{ ts *testscript.TestScript }

func (s scriptTB) Helper()                           {}
func (s scriptTB) Fatalf(format string, args ...any) { s.ts.Fatalf(format, args...) }
func (s scriptTB) Skipf(format string, args ...any) {
	s.ts.Fatalf("cannot run the fake: "+format, args...)
}
func (s scriptTB) Cleanup(f func()) { s.ts.Defer(f) }
func (s scriptTB) TempDir() string {
	d, err := os.MkdirTemp(s.ts.Getenv("WORK"), "fake-")
	s.ts.Check(err)
	return d
}

// cmdFakeHost runs a fake code host in the test process, speaking its
// REST API and git's smart HTTP on loopback:
//
//	fakehost start KIND DIR   github, gitlab or gitea: a repository acme/docs
//	                          holding DIR's files, and the token $TOKEN of
//	                          octocat, who may push; sets HOSTURL and REPO
//	fakehost hook URL SECRET  send the repository's events to URL
//	fakehost unhook           stop sending them
//	fakehost merge N          squash and merge pull request N
//	fakehost close N          close it
//	fakehost comment N LOGIN TEXT
//	fakehost pr N             print the pull request: number, state, head,
//	                          base, draft, title, body, comments, and the
//	                          commits on its head
func cmdFakeHost(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) == 0 {
		ts.Fatalf("usage: fakehost start KIND DIR | hook URL SECRET | unhook | delivered 'EVENT STATUS' | merge N | close N | comment N LOGIN TEXT | pr N")
	}
	f := ts.Value(fakesKey{}).(*fakes)
	if args[0] != "start" && f.host == nil {
		ts.Fatalf("fakehost: not started")
	}
	number := func() int {
		if len(args) < 2 {
			ts.Fatalf("fakehost %s: which pull request?", args[0])
		}
		n, err := strconv.Atoi(args[1])
		ts.Check(err)
		return n
	}
	switch args[0] {
	case "start":
		if len(args) != 3 {
			ts.Fatalf("usage: fakehost start KIND DIR")
		}
		files := map[string]string{}
		root := ts.MkAbs(args[2])
		ts.Check(filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(p)
			rel, _ := filepath.Rel(root, p)
			files[filepath.ToSlash(rel)] = string(data)
			return err
		}))
		token := ts.Getenv("TOKEN")
		var url, base string
		switch args[1] {
		case "github":
			g := githubtest.New(scriptTB{ts})
			url = g.AddRepo(fakeRepo, "main", files)
			g.AddToken(token, "octocat", true)
			f.host, base = fakeGitHub{g}, g.URL
		case "gitlab":
			g := gitlabtest.New(scriptTB{ts})
			url = g.AddProject(fakeRepo, "main", files)
			g.AddToken(token, "octocat", "api")
			g.Member(fakeRepo, "octocat", gitlabtest.Developer)
			f.host, base = fakeGitLab{g}, g.URL
		case "gitea":
			g := giteatest.New(scriptTB{ts})
			url = g.AddRepo(fakeRepo, "main", files)
			g.AddToken(token, "octocat", "write:repository", "write:issue", "read:user")
			g.Collaborator(fakeRepo, "octocat", giteatest.Write)
			f.host, base = fakeGitea{g}, g.URL
		default:
			ts.Fatalf("fakehost: no fake %s", args[1])
		}
		ts.Setenv("HOSTURL", base)
		ts.Setenv("REPO", url)
	case "hook":
		if len(args) != 3 {
			ts.Fatalf("usage: fakehost hook URL SECRET")
		}
		f.host.hook(args[1], args[2])
	case "unhook":
		f.host.unhook()
	case "delivered":
		// Webhooks go out in the background, as the hosts send them:
		// wait for the one named.
		if len(args) != 2 {
			ts.Fatalf("usage: fakehost delivered 'EVENT STATUS'")
		}
		deadline := time.Now().Add(10 * time.Second)
		for !slices.Contains(f.host.deliveries(), args[1]) {
			if time.Now().After(deadline) {
				ts.Fatalf("fakehost: no delivery %q in %q", args[1], f.host.deliveries())
			}
			time.Sleep(20 * time.Millisecond)
		}
	case "merge":
		f.host.merge(number())
	case "close":
		f.host.close(number())
	case "comment":
		if len(args) != 4 {
			ts.Fatalf("usage: fakehost comment N LOGIN TEXT")
		}
		f.host.comment(number(), args[2], args[3])
	case "pr":
		pr, ok := f.host.pr(number())
		if !ok {
			ts.Fatalf("fakehost: no pull request %s", args[1])
		}
		fmt.Fprintf(ts.Stdout(), "number %d\nstate %s\nhead %s\nbase %s\ndraft %v\ntitle %s\n", pr.number, pr.state, pr.head, pr.base, pr.draft, pr.title)
		fmt.Fprintf(ts.Stdout(), "body %s\n", strings.ReplaceAll(pr.body, "\n", "\\n"))
		for i, c := range pr.comments {
			fmt.Fprintf(ts.Stdout(), "comment %s: %s\n", pr.authors[i], strings.ReplaceAll(c, "\n", "\\n"))
		}
		if pr.state != "merged" {
			g := f.host.git()
			out, err := g.TryGit(g.Dir(fakeRepo), "rev-list", "--count", "refs/heads/"+pr.base+"..refs/heads/"+pr.head)
			ts.Check(err)
			fmt.Fprintf(ts.Stdout(), "commits %s\n", out)
		}
	default:
		ts.Fatalf("fakehost: unknown command %s", args[0])
	}
}
