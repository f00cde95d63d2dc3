// Package git runs the git command line for every part of Folio that
// needs it: the job workspaces, the site host, the built-in review and the
// CLI. It is the one place that decides how git is started:
//
//   - no shell; arguments are built by the caller, which validates refs and
//     paths before they reach them;
//   - one environment policy: the server's GIT_* variables that would point
//     git at another repository, identity or configuration are dropped, no
//     terminal prompt, no system configuration;
//   - configuration a repository must not control is pinned on the command
//     line, where it beats the repository's own config file (see pinned);
//   - credentials reach git only through GIT_ASKPASS, from the environment
//     of the one process that needs them: never in argv, a file, a log line
//     or an error;
//   - one error type, Error, carrying git's standard error with any
//     credential scrubbed.
package git

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// DefaultTimeout bounds each git command that has no earlier deadline.
const DefaultTimeout = 10 * time.Minute

// Options configures a Runner.
type Options struct {
	// Git is the git executable ("" = "git" from PATH).
	Git string
	// Dir is a private folder where the askpass script is written ("" =
	// none: commands with credentials fail).
	Dir string
	// Log receives one debug line per command (nil = discard).
	Log *slog.Logger
	// Timeout bounds each command (0 = DefaultTimeout).
	Timeout time.Duration
	// Environ is the server's environment that git starts from (nil =
	// os.Environ()); the policy filters it.
	Environ []string
}

// Runner starts git processes. It is safe for concurrent use.
type Runner struct {
	bin     string
	askpass string
	log     *slog.Logger
	timeout time.Duration
	base    []string // the filtered environment
	pins    []string // -c arguments before every subcommand
}

// New finds git and writes the askpass script.
func New(opts Options) (*Runner, error) {
	name := opts.Git
	if name == "" {
		name = "git"
	}
	bin, err := exec.LookPath(name)
	if err != nil {
		return nil, fmt.Errorf("find git: %w", err)
	}
	r := &Runner{bin: bin, log: opts.Log, timeout: opts.Timeout}
	if r.log == nil {
		r.log = slog.New(slog.DiscardHandler)
	}
	if r.timeout <= 0 {
		r.timeout = DefaultTimeout
	}
	environ := opts.Environ
	if environ == nil {
		environ = os.Environ()
	}
	r.base, r.pins = policy(environ)
	if opts.Dir != "" {
		if err := os.MkdirAll(opts.Dir, 0o700); err != nil {
			return nil, fmt.Errorf("git: %w", err)
		}
		r.askpass = filepath.Join(opts.Dir, "askpass.sh")
		if err := writeIfChanged(r.askpass, askpassScript); err != nil {
			return nil, fmt.Errorf("git: askpass: %w", err)
		}
	}
	return r, nil
}

// Cmd is one git invocation.
type Cmd struct {
	// Dir is the working directory ("" = the server's).
	Dir string
	// GitDir, when set, is passed as --git-dir.
	GitDir string
	// Args follow "git" and the pinned configuration.
	Args []string
	// Stdin is standard input ("" = none).
	Stdin string
	// Auth answers git's credential prompts (nil = none).
	Auth *Credentials
	// Env adds variables: the author and committer of a commit. Names
	// the policy drops are refused.
	Env []string
}

// Run runs git and returns its standard output.
func (r *Runner) Run(ctx context.Context, c Cmd) (string, error) {
	var stdout bytes.Buffer
	err := r.run(ctx, c, &stdout, nil)
	return stdout.String(), err
}

// Stream runs git and hands its standard output to read while it runs.
// read reports whether it read everything: when it stops early (output
// over a limit), git is stopped and its exit status does not matter.
func (r *Runner) Stream(ctx context.Context, c Cmd, read func(io.Reader) (all bool, err error)) error {
	return r.run(ctx, c, nil, read)
}

func (r *Runner) run(ctx context.Context, c Cmd, stdout io.Writer, read func(io.Reader) (bool, error)) error {
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	cmd, err := r.command(ctx, c)
	if err != nil {
		return err
	}
	stderr := &limitedBuffer{}
	cmd.Stderr = stderr
	start := time.Now()
	var runErr, readErr error
	all := true
	if read == nil {
		cmd.Stdout = stdout
		runErr = cmd.Run()
	} else {
		out, perr := cmd.StdoutPipe()
		if perr != nil {
			return r.fail(c, perr, "")
		}
		if err := cmd.Start(); err != nil {
			return r.fail(c, err, "")
		}
		all, readErr = read(out)
		if readErr != nil || !all {
			cancel()
		}
		// git may still be writing (an archive's padding, the rest of a
		// stopped diff): it must not block on a full pipe.
		io.Copy(io.Discard, out)
		runErr = cmd.Wait()
	}
	r.log.DebugContext(ctx, "git", "args", c.logArgs(), "took", time.Since(start), "ok", runErr == nil && readErr == nil)
	switch {
	case readErr != nil:
		if ctx.Err() != nil && runErr != nil {
			return r.fail(c, ctx.Err(), "")
		}
		return readErr
	case !all:
		return nil
	case runErr != nil:
		if ctx.Err() != nil {
			runErr = fmt.Errorf("%w (%w)", context.Cause(ctx), runErr)
		}
		return r.fail(c, runErr, stderr.String())
	}
	return nil
}

func (r *Runner) fail(c Cmd, err error, stderr string) error {
	return &Error{Sub: c.subcommand(), Args: c.logArgs(), Stderr: c.scrub(strings.TrimSpace(stderr)), Err: err}
}

// command prepares c.
func (r *Runner) command(ctx context.Context, c Cmd) (*exec.Cmd, error) {
	if c.Auth != nil && c.Auth.Token != "" && r.askpass == "" {
		return nil, errors.New("git: credentials given to a runner without an askpass folder")
	}
	for _, kv := range c.Env {
		name, _, _ := strings.Cut(kv, "=")
		if !allowedExtra(name) {
			return nil, fmt.Errorf("git: the variable %s may not be set on a command", name)
		}
	}
	args := make([]string, 0, len(r.pins)+len(c.Args)+1)
	args = append(args, r.pins...)
	if c.GitDir != "" {
		args = append(args, "--git-dir="+c.GitDir)
	}
	args = append(args, c.Args...)
	cmd := exec.CommandContext(ctx, r.bin, args...)
	cmd.Dir = c.Dir
	cmd.Env = make([]string, 0, len(r.base)+len(c.Env)+4)
	cmd.Env = append(cmd.Env, r.base...)
	if r.askpass != "" {
		cmd.Env = append(cmd.Env, "GIT_ASKPASS="+r.askpass)
	}
	if c.Auth != nil && c.Auth.Token != "" {
		user := c.Auth.Username
		if user == "" {
			user = DefaultUsername
		}
		cmd.Env = append(cmd.Env, envUser+"="+user, envPassword+"="+string(c.Auth.Token))
	}
	cmd.Env = append(cmd.Env, c.Env...)
	cmd.WaitDelay = 5 * time.Second
	if c.Stdin != "" {
		cmd.Stdin = strings.NewReader(c.Stdin)
	}
	return cmd, nil
}

// subcommand names the git command c runs, for errors.
func (c Cmd) subcommand() string {
	for i := 0; i < len(c.Args); i++ {
		switch a := c.Args[i]; {
		case a == "-C" || a == "-c":
			i++
		case !strings.HasPrefix(a, "-"):
			return a
		}
	}
	return "git"
}

// logArgs is the command line as logs and errors show it.
func (c Cmd) logArgs() string { return c.scrub(strings.Join(c.Args, " ")) }

// scrub removes the token and any URL credentials from text.
func (c Cmd) scrub(s string) string {
	if c.Auth != nil {
		s = c.Auth.Token.scrub(s)
	}
	return ScrubURLs(s)
}

// limitedBuffer keeps the first few kilobytes written to it: git's
// messages, without letting a chatty command fill the memory.
type limitedBuffer struct{ b []byte }

const stderrLimit = 8 << 10

func (l *limitedBuffer) Write(p []byte) (int, error) {
	if room := stderrLimit - len(l.b); room > 0 {
		l.b = append(l.b, p[:min(room, len(p))]...)
	}
	return len(p), nil
}

func (l *limitedBuffer) String() string { return string(l.b) }

func writeIfChanged(path, content string) error {
	if b, err := os.ReadFile(path); err == nil && string(b) == content {
		return os.Chmod(path, 0o700)
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(content), 0o700); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}
