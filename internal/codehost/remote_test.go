package codehost_test

import (
	"testing"

	"github.com/foliodocs/folio/internal/codehost"
)

func TestParseRemote(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want codehost.Remote
	}{
		{"https://gitlab.com/group/sub/docs.git", codehost.Remote{Scheme: "https", Host: "gitlab.com", Path: "group/sub/docs"}},
		{"http://127.0.0.1:8080/acme/docs", codehost.Remote{Scheme: "http", Host: "127.0.0.1:8080", Path: "acme/docs"}},
		{"ssh://git@git.example.com:2222/acme/docs.git", codehost.Remote{Scheme: "https", Host: "git.example.com", Path: "acme/docs"}},
		{"git@codeberg.org:acme/docs.git", codehost.Remote{Scheme: "https", Host: "codeberg.org", Path: "acme/docs"}},
	} {
		got, err := codehost.ParseRemote(tc.in)
		if err != nil || got != tc.want {
			t.Errorf("ParseRemote(%q) = %+v, %v; want %+v", tc.in, got, err, tc.want)
		}
	}
	for _, bad := range []string{"/srv/docs", "https://gitlab.com/docs", "https://gitlab.com/a/../b", "ftp://h/a/b"} {
		if _, err := codehost.ParseRemote(bad); err == nil {
			t.Errorf("ParseRemote(%q): no error", bad)
		}
	}
}

func TestRemoteUnder(t *testing.T) {
	for _, tc := range []struct {
		repo, api, apiPath, want string
	}{
		// An instance under /gitlab: its folder is not a group.
		{"https://example.com/gitlab/group/docs.git", "https://example.com/gitlab/api/v4", "api/v4", "group/docs"},
		{"ssh://git@example.com:2222/gitlab/group/sub/docs.git", "https://example.com/gitlab/api/v4/", "api/v4", "group/sub/docs"},
		{"https://example.com/git/acme/docs.git", "https://example.com/git/api/v1", "api/v1", "acme/docs"},
		// At the root, or the API elsewhere, or an address that is not
		// the instance's: the path stays.
		{"https://gitlab.com/group/docs.git", "https://gitlab.com/api/v4", "api/v4", "group/docs"},
		{"https://example.com/gitlab/group/docs.git", "https://proxy.example.net/gitlab/api/v4", "api/v4", "gitlab/group/docs"},
		{"https://example.com/gitlab/docs.git", "https://example.com/gitlab/api/v4", "api/v4", "gitlab/docs"},
		{"https://example.com/other/group/docs.git", "https://example.com/gitlab/api/v4", "api/v4", "other/group/docs"},
		{"https://example.com/gitlab/group/docs.git", "https://example.com/gitlab/proxy", "api/v4", "gitlab/group/docs"},
	} {
		r, err := codehost.ParseRemote(tc.repo)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Under(tc.api, tc.apiPath).Path; got != tc.want {
			t.Errorf("%s under %s = %q, want %q", tc.repo, tc.api, got, tc.want)
		}
	}
}
