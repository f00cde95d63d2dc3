package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/foliodocs/folio/internal/codehost/github/githubtest"
)

// fakesKey finds a script's fake code hosts in its Values.
type fakesKey struct{}

type fakes struct {
	github *githubtest.Server
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

// cmdFakeGitHub runs a fake GitHub in the test process:
//
//	fakegithub start DIR     a repository acme/docs holding DIR's files, the token
//	                         $GITHUB_TOKEN of octocat; sets GITHUB and REPO
//	fakegithub hook URL SECRET   send the repository's events to URL
//	fakegithub unhook        stop sending them
//	fakegithub merge N       squash and merge pull request N
//	fakegithub close N       close it
//	fakegithub comment N LOGIN TEXT
//	fakegithub pr N          print the pull request: number, state, head,
//	                         draft, comments (one per line), commits on the head
func cmdFakeGitHub(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) == 0 {
		ts.Fatalf("usage: fakegithub start DIR | hook URL SECRET | unhook | merge N | close N | comment N LOGIN TEXT | pr N")
	}
	f := ts.Value(fakesKey{}).(*fakes)
	if args[0] != "start" && f.github == nil {
		ts.Fatalf("fakegithub: not started")
	}
	number := func() int {
		if len(args) < 2 {
			ts.Fatalf("fakegithub %s: which pull request?", args[0])
		}
		n, err := strconv.Atoi(args[1])
		ts.Check(err)
		return n
	}
	switch args[0] {
	case "start":
		if len(args) != 2 {
			ts.Fatalf("usage: fakegithub start DIR")
		}
		files := map[string]string{}
		root := ts.MkAbs(args[1])
		ts.Check(filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			data, err := os.ReadFile(p)
			rel, _ := filepath.Rel(root, p)
			files[filepath.ToSlash(rel)] = string(data)
			return err
		}))
		f.github = githubtest.New(scriptTB{ts})
		url := f.github.AddRepo("acme/docs", "main", files)
		f.github.AddToken(ts.Getenv("GITHUB_TOKEN"), "octocat", true)
		ts.Setenv("GITHUB", f.github.URL)
		ts.Setenv("REPO", url)
	case "hook":
		if len(args) != 3 {
			ts.Fatalf("usage: fakegithub hook URL SECRET")
		}
		f.github.Hook(args[1], args[2])
	case "unhook":
		f.github.Unhook()
	case "merge":
		f.github.Merge("acme/docs", number())
	case "close":
		f.github.Close("acme/docs", number())
	case "comment":
		if len(args) != 4 {
			ts.Fatalf("usage: fakegithub comment N LOGIN TEXT")
		}
		f.github.UserComment("acme/docs", number(), args[2], args[3])
	case "pr":
		pr, ok := f.github.PullRequest("acme/docs", number())
		if !ok {
			ts.Fatalf("fakegithub: no pull request %s", args[1])
		}
		state := pr.State
		if pr.Merged {
			state = "merged"
		}
		fmt.Fprintf(ts.Stdout(), "number %d\nstate %s\nhead %s\nbase %s\ndraft %v\ntitle %s\n", pr.Number, state, pr.Head, pr.Base, pr.Draft, pr.Title)
		fmt.Fprintf(ts.Stdout(), "body %s\n", strings.ReplaceAll(pr.Body, "\n", "\\n"))
		for _, c := range pr.Comments {
			fmt.Fprintf(ts.Stdout(), "comment %s: %s\n", c.User, strings.ReplaceAll(c.Body, "\n", "\\n"))
		}
		if !pr.Merged {
			out, err := f.github.Git.TryGit(f.github.Git.Dir("acme/docs"), "rev-list", "--count", "refs/heads/"+pr.Base+"..refs/heads/"+pr.Head)
			ts.Check(err)
			fmt.Fprintf(ts.Stdout(), "commits %s\n", out)
		}
	default:
		ts.Fatalf("fakegithub: unknown command %s", args[0])
	}
}
