package main

import (
	"context"
	"errors"
	"flag"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/foliodocs/folio"
	"github.com/foliodocs/folio/internal/cli"
)

var update = flag.Bool("update", false, "rewrite the expected output in testdata/script")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"folio": func() {
			// As main does: SIGTERM and interrupts end the command's context.
			ctx, _ := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			os.Exit(cli.Main(ctx, os.Args[1:], cli.Env{
				Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Environ: os.Environ(), Docs: folio.Docs(),
			}))
		},
	})
}

// TestScripts runs the CLI scripts in testdata/script. Besides the usual
// commands they have:
//
//	status N cmd args...   run cmd and require exit status N
//	[corpus]               the real-site corpus is available as $CORPUS
//	[exec:NAME]            the program NAME is installed
//
// and, for long-running commands (serve.go has them):
//
//	freeport VAR                   set VAR to a free TCP port on 127.0.0.1
//	start NAME FILE cmd args...    start cmd in the background, its output to FILE
//	terminate NAME                 SIGTERM it and require a clean exit
//	waitfor FILE REGEXP            wait (up to a minute) until FILE matches
//	envmatch FILE VAR REGEXP       set VAR to REGEXP's first group in FILE
//	http [-H h]... [-d body] [-want N] [-until RE] METHOD URL
//	                               make a request; stdout is the body; with
//	                               -want, retry for a minute until status N,
//	                               with -until until the body matches RE
//	sigkill NAME                   SIGKILL a process started with start
//	fakemodel VAR TURNS.json       an OpenAI-compatible model server; VAR
//	                               is its base URL (see agent_test.go)
//	hookreceiver VAR FILE          a webhook receiver at URL VAR that
//	                               appends each request to FILE
func TestScripts(t *testing.T) {
	corpus := os.Getenv("FOLIO_CORPUS")
	if corpus == "" {
		if d, err := filepath.Abs(filepath.Join("..", "..", "..", "shared", "corpus")); err == nil {
			if fi, err := os.Stat(d); err == nil && fi.IsDir() {
				corpus = d
			}
		}
	}
	testscript.Run(t, testscript.Params{
		Dir:                 filepath.Join("..", "..", "testdata", "script"),
		UpdateScripts:       *update,
		RequireExplicitExec: true,
		RequireUniqueNames:  true,
		Setup: func(env *testscript.Env) error {
			env.Values[procsKey{}] = map[string]*proc{}
			env.Values[fakesKey{}] = &fakes{}
			env.Setenv("CORPUS", corpus)
			env.Setenv("NO_COLOR", "")
			return nil
		},
		Condition: func(cond string) (bool, error) {
			if cond == "corpus" {
				return corpus != "", nil
			}
			if name, ok := strings.CutPrefix(cond, "exec:"); ok {
				_, err := exec.LookPath(name)
				return err == nil, nil
			}
			return false, errors.New("unknown condition " + cond)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"freeport":     cmdFreeport,
			"start":        cmdStart,
			"terminate":    cmdTerminate,
			"waitfor":      cmdWaitfor,
			"envmatch":     cmdEnvmatch,
			"http":         cmdHTTP,
			"fakemodel":    cmdFakeModel,
			"sigkill":      cmdKill,
			"hookreceiver": cmdHookReceiver,
			"fakehost":     cmdFakeHost,
			"status": func(ts *testscript.TestScript, neg bool, args []string) {
				if neg || len(args) < 2 {
					ts.Fatalf("usage: status N command [args...]")
				}
				want, err := strconv.Atoi(args[0])
				if err != nil {
					ts.Fatalf("status: %v", err)
				}
				got := 0
				if err := ts.Exec(args[1], args[2:]...); err != nil {
					var ee *exec.ExitError
					if !errors.As(err, &ee) {
						ts.Fatalf("status: %v", err)
					}
					got = ee.ExitCode()
				}
				if got != want {
					ts.Fatalf("%s exited with status %d, want %d", args[1], got, want)
				}
			},
		},
	})
}
