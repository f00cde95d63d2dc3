package dashboard

import (
	"testing"
	"time"
)

func TestRelTime(t *testing.T) {
	now := time.Date(2026, 3, 14, 12, 0, 0, 0, time.UTC)
	for _, tc := range []struct {
		d    time.Duration
		want string
	}{
		{0, "just now"},
		{30 * time.Second, "just now"},
		{-30 * time.Second, "just now"},
		{time.Minute, "a minute ago"},
		{5 * time.Minute, "5 minutes ago"},
		{-5 * time.Minute, "in 5 minutes"},
		{time.Hour, "an hour ago"},
		{3 * time.Hour, "3 hours ago"},
		{30 * time.Hour, "yesterday"},
		{-30 * time.Hour, "tomorrow"},
		{4 * 24 * time.Hour, "4 days ago"},
		{-29 * 24 * time.Hour, "in 29 days"},
		{60 * 24 * time.Hour, "2 months ago"},
		{400 * 24 * time.Hour, "on 7 Feb 2025"},
	} {
		if got := relTime(now.Add(-tc.d), now); got != tc.want {
			t.Errorf("relTime(now - %v) = %q, want %q", tc.d, got, tc.want)
		}
	}
	if got := relTime(time.Time{}, now); got != "never" {
		t.Errorf("relTime(zero) = %q", got)
	}
}

func TestFormatting(t *testing.T) {
	for n, want := range map[int64]string{0: "0", 999: "999", 1000: "1,000", 48210: "48,210", 1234567: "1,234,567", -1500: "-1,500"} {
		if got := thousands(n); got != want {
			t.Errorf("thousands(%d) = %q, want %q", n, got, want)
		}
	}
	for link, want := range map[string]string{
		"https://github.com/acme/docs/pull/42":             "#42",
		"https://gitlab.com/acme/docs/-/merge_requests/7/": "#7",
		"http://127.0.0.1:8080/dashboard/changes/job_1":    "Open",
		"not a url %": "Open",
	} {
		if got := prLabel(link); got != want {
			t.Errorf("prLabel(%q) = %q, want %q", link, got, want)
		}
	}
	if got := firstLine(10, "\n\n  Document the settings page\nmore"); got != "Document…" {
		t.Errorf("firstLine = %q", got)
	}
	if got := initial("émile"); got != "É" {
		t.Errorf("initial = %q", got)
	}
}

func TestSafeNext(t *testing.T) {
	h := &handler{prefix: "/dashboard"}
	for next, want := range map[string]string{
		"/dashboard/keys":                 "/dashboard/keys",
		"/dashboard/projects/a?status=x":  "/dashboard/projects/a?status=x",
		"/dashboard/./keys":               "/dashboard/keys",
		"/dashboard/projects/../keys":     "/dashboard/keys",
		"/dashboard/../etc":               "",
		"//evil.example/dashboard":        "",
		"/\\evil.example":                 "",
		"https://evil.example/dashboard/": "",
		"dashboard/keys":                  "",
		"/dashboard-other":                "",
		"/dashboard/login":                "",
		"/dashboard/%2e%2e/x":             "",
		"/dashboard/keys\n":               "",
		"":                                "",
	} {
		if got := h.safeNext(next); got != want {
			t.Errorf("safeNext(%q) = %q, want %q", next, got, want)
		}
	}
}

func TestCheckRepository(t *testing.T) {
	for repo, want := range map[string]string{
		"/srv/docs":                          "path",
		"file:///srv/docs":                   "path",
		"https://github.com/acme/docs.git":   "url",
		"ssh://git@gitlab.example/acme/docs": "url",
		"git@github.com:acme/docs.git":       "url",
		"docs":                               "",
		"-upload-pack=evil":                  "",
		"ftp://example.com/docs":             "",
		"https://user:token@github.com/a/b":  "",
	} {
		if got, _ := repositoryKind(repo); got != want {
			t.Errorf("repositoryKind(%q) = %q, want %q", repo, got, want)
		}
	}
	for repo, want := range map[string]string{
		"https://github.com/acme/docs.git": "github",
		"git@gitlab.com:acme/docs.git":     "gitlab",
		"https://codeberg.org/acme/docs":   "gitea",
	} {
		if got := detectCodeHost("url", repo); got != want {
			t.Errorf("detectCodeHost(%q) = %q, want %q", repo, got, want)
		}
	}
}

func TestLogPath(t *testing.T) {
	for in, want := range map[string]string{
		"/dashboard/projects/acme":                          "/dashboard/projects/acme",
		"/dashboard/invite/abcdefghijklmnopqrstuvwxyz01234": "/dashboard/invite/…",
		"/admin/invite/x/y":                                 "/admin/invite/…",
	} {
		if got := logPath(in); got != want {
			t.Errorf("logPath(%q) = %q, want %q", in, got, want)
		}
	}
}
