// Package cli implements the folio command line: one file per command,
// all built on cobra. Main runs a command and turns its outcome into an
// exit code: 0 success, 1 the input has errors (or warnings with --strict),
// 2 a usage or I/O error.
package cli

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"strings"

	"github.com/spf13/cobra"
	"golang.org/x/term"
)

// Exit codes.
const (
	ExitOK      = 0
	ExitInvalid = 1
	ExitUsage   = 2
)

// Env is what a command may touch of the process: its streams and its
// environment. Tests substitute their own.
type Env struct {
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer
	// Environ is the environment as KEY=value pairs.
	Environ []string
	// Docs is Folio's own documentation, the first run's demo project.
	Docs fs.FS
}

func (e Env) lookup(key string) (string, bool) {
	for _, kv := range e.Environ {
		if k, v, ok := strings.Cut(kv, "="); ok && k == key {
			return v, true
		}
	}
	return "", false
}

// exitError carries an exit code out of a command. Its message, if any,
// has not been printed yet.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string {
	if e.err == nil {
		return fmt.Sprintf("exit status %d", e.code)
	}
	return e.err.Error()
}

// invalid is returned by a command that printed its findings and must exit 1.
var invalid = &exitError{code: ExitInvalid}

// app holds what every command shares. The commands are methods of two
// types that embed it: docsCommands work on a docs folder (init,
// validate, upgrade, nav, build, dev), serviceCommands on the service's
// data and store (serve, keys, project, admin, webhook, eval).
type app struct {
	env     Env
	log     *slog.Logger
	noColor bool
}

// docsCommands are the commands that work on a docs folder, with what
// they share: printing diagnostics, and the specifications' cache.
type docsCommands struct{ *app }

// color reports whether output to w may use ANSI colours: only on a
// terminal, without --no-color and without NO_COLOR set.
func (a *app) color(w io.Writer) bool {
	if a.noColor {
		return false
	}
	if v, ok := a.env.lookup("NO_COLOR"); ok && v != "" {
		return false
	}
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// terminal reports whether w is a terminal (for progress lines, which
// would only clutter a log).
func (a *app) terminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && term.IsTerminal(int(f.Fd()))
}

// Main runs the folio command line with args (without the program name)
// and returns the exit code.
func Main(ctx context.Context, args []string, env Env) int {
	a := &app{env: env, log: slog.New(slog.NewTextHandler(env.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn}))}
	root := a.rootCommand()
	root.SetArgs(args)
	root.SetIn(env.Stdin)
	root.SetOut(env.Stdout)
	root.SetErr(env.Stderr)
	err := root.ExecuteContext(ctx)
	if err == nil {
		return ExitOK
	}
	var ee *exitError
	if errors.As(err, &ee) {
		if ee.err != nil {
			fmt.Fprintln(env.Stderr, "folio:", ee.err)
		}
		return ee.code
	}
	// Everything else is a usage error from cobra (unknown command or
	// flag, wrong number of arguments) or an I/O error.
	fmt.Fprintln(env.Stderr, "folio:", err)
	return ExitUsage
}

// Command returns the folio command tree without running it, for tools
// that describe it: docs/reference/cli.mdx is generated from it. env
// supplies what the flags' defaults read (HOME for --data).
func Command(env Env) *cobra.Command {
	a := &app{env: env, log: slog.New(slog.DiscardHandler)}
	return a.rootCommand()
}

func (a *app) rootCommand() *cobra.Command {
	root := &cobra.Command{
		Use:   "folio",
		Short: "Folio builds, serves and checks documentation sites",
		Example: `  folio init my-docs && folio dev my-docs
  folio validate --strict my-docs
  folio build my-docs -o public
  folio serve --model openai:gpt-4.1`,
		Long: `Folio turns a docs folder — MDX pages and a docs.json, as used by Mintlify —
into a documentation site, and checks it with precise errors.`,
		SilenceUsage:  true,
		SilenceErrors: true,
		// --version prints what folio version does.
		Version: versionString(),
	}
	root.SetVersionTemplate("{{.Version}}\n")
	root.PersistentFlags().BoolVar(&a.noColor, "no-color", false, "do not colour the output (colour is only used on a terminal)")
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return &exitError{code: ExitUsage, err: fmt.Errorf("%w\nRun '%s --help' for usage.", err, c.CommandPath())}
	})
	dc, sc := &docsCommands{a}, &serviceCommands{a}
	root.AddCommand(a.versionCommand(), dc.initCommand(), dc.validateCommand(), a.schemaCommand(), dc.upgradeCommand(), dc.navCommand(), dc.buildCommand(), dc.devCommand(),
		sc.serveCommand(), sc.keysCommand(), sc.projectCommand(), sc.adminCommand(), sc.webhookCommand(), sc.evalCommand())
	return root
}

// usageError wraps an error as a usage error (exit 2).
func usageError(format string, args ...any) error {
	return &exitError{code: ExitUsage, err: fmt.Errorf(format, args...)}
}

// dirArg returns the optional folder argument, "." by default.
func dirArg(args []string) string {
	if len(args) > 0 {
		return args[0]
	}
	return "."
}
