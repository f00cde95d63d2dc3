package codehost

import (
	"errors"
	"fmt"
	"net/url"
	"strings"

	"github.com/foliodocs/folio/internal/git"
)

// Remote is a repository's URL taken apart as the hosts lay them out:
// the server and the path of the repository on it.
type Remote struct {
	// Scheme is how the host's API is reached: "https", or "http" when
	// the repository URL was plain HTTP (a test server, an internal
	// instance).
	Scheme string
	// Host is the server's name with its port, if any ("github.com",
	// "git.example.com:8443").
	Host string
	// Path is the repository's path without ".git": "owner/name", or
	// "group/subgroup/name" on GitLab.
	Path string
}

// ParseRemote reads a clone URL: https://host/owner/name(.git),
// http://…, ssh://git@host[:port]/owner/name.git or the scp-like
// git@host:owner/name.git.
func ParseRemote(raw string) (Remote, error) {
	bad := func(why string) (Remote, error) {
		return Remote{}, fmt.Errorf("repository %q: %s", git.ScrubURLs(raw), why)
	}
	var r Remote
	switch {
	case strings.Contains(raw, "://"):
		u, err := url.Parse(raw)
		if err != nil {
			return bad("not a URL")
		}
		switch u.Scheme {
		case "https", "ssh", "git":
			r.Scheme = "https"
		case "http":
			r.Scheme = "http"
		default:
			return bad("a code host's repository is an https:// or ssh:// URL")
		}
		// An ssh port is not the web server's.
		r.Host = u.Host
		if u.Scheme == "ssh" || u.Scheme == "git" {
			r.Host = u.Hostname()
		}
		r.Path = u.Path
	default:
		// user@host:path
		at := strings.IndexByte(raw, '@')
		colon := strings.IndexByte(raw, ':')
		if colon < 0 || colon < at || strings.Contains(raw[:colon], "/") {
			return bad("a code host's repository is an https:// or ssh:// URL, or git@host:owner/name.git")
		}
		r.Scheme, r.Host, r.Path = "https", raw[at+1:colon], raw[colon+1:]
	}
	r.Path = strings.TrimSuffix(strings.Trim(r.Path, "/"), ".git")
	if r.Host == "" || !strings.Contains(r.Path, "/") {
		return bad("want owner/name after the host")
	}
	for _, seg := range strings.Split(r.Path, "/") {
		if seg == "" || seg == "." || seg == ".." {
			return bad("not a repository path")
		}
	}
	return r, nil
}

// Owner and Name split a path of two segments; GitLab's may have more
// (Name is the last).
func (r Remote) Owner() string {
	i := strings.LastIndexByte(r.Path, '/')
	return r.Path[:i]
}

// Name is the repository's name, the path's last segment.
func (r Remote) Name() string {
	return r.Path[strings.LastIndexByte(r.Path, '/')+1:]
}

// PushError maps what a failed push of a job's branch to a remote host
// says onto the package's errors: a push that is not a fast-forward is
// ErrConflict; a protected branch ErrProtected; credentials the host
// refuses ErrUnauthorized; a permission they lack ErrForbidden. Others
// are returned as they are.
func PushError(err error) error {
	if err == nil {
		return nil
	}
	said := err.Error()
	if ge := (*git.Error)(nil); errors.As(err, &ge) {
		said = ge.Stderr + "\n" + said
	}
	has := func(subs ...string) bool {
		for _, s := range subs {
			if strings.Contains(said, s) {
				return true
			}
		}
		return false
	}
	switch {
	case has("protected branch", "GH006", "not allowed to push code to protected branches", "Protected branch"):
		return fmt.Errorf("%w: %w", ErrProtected, err)
	case has("non-fast-forward", "[rejected]", "fetch first"):
		return fmt.Errorf("%w: %w", ErrConflict, err)
	case has("returned error: 403", "Permission to", "denied to", "not allowed to push", "You are not allowed"):
		return fmt.Errorf("%w: %w", ErrForbidden, err)
	case has("Authentication failed", "returned error: 401", "could not read Username", "could not read Password", "HTTP Basic: Access denied", "Invalid username or password"):
		return fmt.Errorf("%w: %w", ErrUnauthorized, err)
	case has("returned error: 404", "not found", "Repository not found"):
		return fmt.Errorf("%w: %w", ErrNotFound, err)
	}
	return err
}

// Under takes off the front of r.Path the folder an instance is served
// under (GitLab's relative URL root, Gitea's ROOT_URL path), read from
// its API address: the part of api's path before apiPath ("api/v4",
// "api/v1"), when api is on r's server. With the API at
// https://example.com/gitlab/api/v4, https://example.com/gitlab/group/docs.git
// is group/docs. r is returned as it is when api says nothing of the
// kind, or when what would be left is not owner/name.
func (r Remote) Under(api, apiPath string) Remote {
	u, err := url.Parse(api)
	if err != nil || u.Host == "" {
		return r
	}
	server, err := url.Parse("//" + r.Host)
	if err != nil || !strings.EqualFold(server.Hostname(), u.Hostname()) {
		return r
	}
	root, ok := strings.CutSuffix(strings.Trim(u.Path, "/"), strings.Trim(apiPath, "/"))
	root = strings.Trim(root, "/")
	if !ok || root == "" {
		return r
	}
	rest, ok := strings.CutPrefix(r.Path, root+"/")
	if !ok || !strings.Contains(rest, "/") {
		return r
	}
	r.Path = rest
	return r
}
