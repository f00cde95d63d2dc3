package workspace

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"time"
)

// Secret is a credential. It prints, formats and logs as "[REDACTED]", so
// a Source logged or wrapped into an error by mistake shows no token.
type Secret string

const redacted = "[REDACTED]"

// String hides the secret.
func (s Secret) String() string {
	if s == "" {
		return ""
	}
	return redacted
}

// GoString hides the secret from %#v.
func (s Secret) GoString() string { return s.String() }

// LogValue hides the secret from slog.
func (s Secret) LogValue() slog.Value { return slog.StringValue(s.String()) }

// MarshalText hides the secret from encoders (JSON logs among them).
func (s Secret) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Environment variables set on git processes only: the askpass script
// answers git's prompts from them.
const (
	envUser     = "FOLIO_GIT_USERNAME"
	envPassword = "FOLIO_GIT_PASSWORD"
)

// askpassScript answers git's "Username for ..." and "Password for ..."
// prompts from the environment of the git process that runs it; the
// token is never written to disk or passed in an argument.
const askpassScript = `#!/bin/sh
case "$1" in
Username*) printf '%s\n' "$` + envUser + `" ;;
*) printf '%s\n' "$` + envPassword + `" ;;
esac
`

// dropped reports whether a variable of the server's environment is kept
// from git: these would point it at another repository, identity, prompt
// or configuration.
func dropped(name string) bool {
	switch name {
	case "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_OBJECT_DIRECTORY",
		"GIT_ALTERNATE_OBJECT_DIRECTORIES", "GIT_COMMON_DIR", "GIT_NAMESPACE",
		"GIT_PREFIX", "GIT_ASKPASS", "SSH_ASKPASS", "GIT_TERMINAL_PROMPT",
		"GIT_AUTHOR_NAME", "GIT_AUTHOR_EMAIL", "GIT_AUTHOR_DATE",
		"GIT_COMMITTER_NAME", "GIT_COMMITTER_EMAIL", "GIT_COMMITTER_DATE",
		"GIT_CONFIG_PARAMETERS", "GIT_CONFIG_COUNT", "GIT_ALLOW_PROTOCOL",
		envUser, envPassword:
		return true
	}
	return strings.HasPrefix(name, "GIT_CONFIG_KEY_") || strings.HasPrefix(name, "GIT_CONFIG_VALUE_")
}

// gitCmd is one git invocation.
type gitCmd struct {
	dir   string   // working directory ("" = the manager's folder)
	args  []string // after "git"
	stdin string
	auth  *remote  // credentials for a network command
	env   []string // extra variables (author and committer)
}

// run runs git and returns its standard output. Errors carry git's
// standard error with any credential scrubbed.
func (m *Manager) run(ctx context.Context, c gitCmd) (string, error) {
	ctx, cancel := context.WithTimeout(ctx, m.timeout)
	defer cancel()
	// Configuration that must hold for every command: no credential
	// helper may store or supply a token, no pager, no signing prompts.
	args := append([]string{
		"-c", "credential.helper=",
		"-c", "core.askPass=",
		"-c", "commit.gpgSign=false",
		"-c", "tag.gpgSign=false",
		"-c", "core.hooksPath=" + os.DevNull,
		"-c", "protocol.ext.allow=never",
	}, c.args...)
	cmd := exec.CommandContext(ctx, m.git, args...)
	cmd.Dir = c.dir
	if cmd.Dir == "" {
		cmd.Dir = m.dir
	}
	cmd.Env = m.env(c)
	cmd.WaitDelay = 5 * time.Second
	if c.stdin != "" {
		cmd.Stdin = strings.NewReader(c.stdin)
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout = &stdout
	cmd.Stderr = &stderr
	start := time.Now()
	err := cmd.Run()
	m.log.DebugContext(ctx, "git", "args", c.logArgs(), "took", time.Since(start), "ok", err == nil)
	if err != nil {
		msg := strings.TrimSpace(stderr.String())
		if ctxErr := ctx.Err(); ctxErr != nil {
			err = ctxErr
		}
		return stdout.String(), &gitError{args: c.logArgs(), stderr: c.scrub(msg), err: err}
	}
	return stdout.String(), nil
}

func (m *Manager) env(c gitCmd) []string {
	env := make([]string, 0, len(os.Environ())+8)
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); !dropped(name) {
			env = append(env, kv)
		}
	}
	env = append(env,
		"GIT_TERMINAL_PROMPT=0",
		"GIT_ASKPASS="+m.askpass,
		"GIT_ALLOW_PROTOCOL=file:git:http:https:ssh",
		"GIT_CONFIG_NOSYSTEM=1",
		"LC_ALL=C",
	)
	if c.auth != nil && c.auth.token != "" {
		env = append(env, envUser+"="+c.auth.username, envPassword+"="+string(c.auth.token))
	}
	return append(env, c.env...)
}

// logArgs is the command line as logs and errors show it.
func (c gitCmd) logArgs() string {
	return c.scrub(strings.Join(c.args, " "))
}

// userinfo matches the credentials part of a URL.
var userinfo = regexp.MustCompile(`(://)[^/@\s]*@`)

// scrub removes the token and any URL credentials from text.
func (c gitCmd) scrub(s string) string {
	if c.auth != nil && c.auth.token != "" {
		s = strings.ReplaceAll(s, string(c.auth.token), redacted)
	}
	return userinfo.ReplaceAllString(s, "${1}"+redacted+"@")
}

// gitError is a failed git command.
type gitError struct {
	args   string
	stderr string
	err    error
}

func (e *gitError) Error() string {
	if e.stderr == "" {
		return fmt.Sprintf("git %s: %v", e.args, e.err)
	}
	return fmt.Sprintf("git %s: %v: %s", e.args, e.err, e.stderr)
}

func (e *gitError) Unwrap() error { return e.err }

// exitCode is git's exit status, or -1 when it did not run to the end.
func exitCode(err error) int {
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	return -1
}

// remote is a parsed Source repository.
type remote struct {
	target   string // what git fetches from and pushes to: a path or a URL without a password
	display  string // what logs and errors show
	username string
	token    Secret
}

// parseRemote splits a repository into the address git is given and the
// credentials the askpass script hands out. A password in the URL moves
// to the token, so it never reaches git's argv.
func parseRemote(repo, username string, token Secret) (*remote, error) {
	if repo == "" {
		return nil, errors.New("no repository")
	}
	if strings.HasPrefix(repo, "-") {
		return nil, fmt.Errorf("repository %q: must not start with '-'", repo)
	}
	if strings.ContainsAny(repo, "\x00\n\r") {
		return nil, errors.New("repository: control characters")
	}
	r := &remote{target: repo, display: repo, username: username, token: token}
	if strings.Contains(repo, "://") {
		u, err := url.Parse(repo)
		if err != nil {
			// url.Parse quotes its input, which could hold a password.
			return nil, errors.New("repository: not a valid URL")
		}
		switch u.Scheme {
		case "http", "https", "ssh", "git", "file":
		default:
			return nil, fmt.Errorf("repository: unsupported scheme %q", u.Scheme)
		}
		if u.User != nil {
			if p, ok := u.User.Password(); ok {
				if r.token == "" {
					r.token = Secret(p)
				}
				if r.username == "" {
					r.username = u.User.Username()
				}
				u.User = url.User(u.User.Username())
			}
		}
		r.target = u.String()
		u.User = nil
		r.display = u.String()
	}
	if r.username == "" {
		r.username = "x-access-token"
	}
	return r, nil
}
