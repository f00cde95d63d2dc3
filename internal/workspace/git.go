package workspace

import (
	"context"
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/foliodocs/folio/internal/git"
)

// gitCmd is one git invocation.
type gitCmd struct {
	dir   string   // working directory ("" = the manager's folder)
	args  []string // after "git"
	stdin string
	auth  *remote  // credentials for a network command
	env   []string // extra variables (author and committer)
}

// run runs git through the one git layer and returns its standard output.
func (m *Manager) run(ctx context.Context, c gitCmd) (string, error) {
	cmd := git.Cmd{Dir: c.dir, Args: c.args, Stdin: c.stdin, Env: c.env}
	if cmd.Dir == "" {
		cmd.Dir = m.dir
	}
	if c.auth != nil && c.auth.token != "" {
		cmd.Auth = &git.Credentials{Username: c.auth.username, Token: c.auth.token}
	}
	return m.git.Run(ctx, cmd)
}

// stderrOf is what git said when err is a failed git command.
func stderrOf(err error) string {
	if ge := (*git.Error)(nil); errors.As(err, &ge) {
		return ge.Stderr
	}
	return ""
}

// remote is a parsed Source repository.
type remote struct {
	target   string // what git fetches from and pushes to: a path or a URL without a password
	display  string // what logs and errors show
	username string
	token    git.Secret
}

// parseRemote splits a repository into the address git is given and the
// credentials the askpass script hands out. A password in the URL moves
// to the token, so it never reaches git's argv.
func parseRemote(repo, username string, token git.Secret) (*remote, error) {
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
					r.token = git.Secret(p)
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
		r.username = git.DefaultUsername
	}
	return r, nil
}
