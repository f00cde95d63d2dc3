package main

import (
	"context"
	"errors"
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/rogpeppe/go-internal/testscript"

	"github.com/foliodocs/folio/internal/cli"
)

var update = flag.Bool("update", false, "rewrite the expected output in testdata/script")

func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"folio": func() {
			os.Exit(cli.Main(context.Background(), os.Args[1:], cli.Env{
				Stdin: os.Stdin, Stdout: os.Stdout, Stderr: os.Stderr, Environ: os.Environ(),
			}))
		},
	})
}

// TestScripts runs the CLI scripts in testdata/script. Besides the usual
// commands they have:
//
//	status N cmd args...   run cmd and require exit status N
//	[corpus]               the real-site corpus is available as $CORPUS
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
			env.Setenv("CORPUS", corpus)
			env.Setenv("NO_COLOR", "")
			return nil
		},
		Condition: func(cond string) (bool, error) {
			if cond == "corpus" {
				return corpus != "", nil
			}
			return false, errors.New("unknown condition " + cond)
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
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
