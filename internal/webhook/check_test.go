package webhook_test

import (
	"crypto/rand"
	"errors"
	"net/url"
	"slices"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/webhook"
)

func TestCheckURL(t *testing.T) {
	for _, tc := range []struct{ in, want, err string }{
		{"https://hooks.example.com/folio", "https://hooks.example.com/folio", ""},
		{"  http://127.0.0.1:8080/x?token=abc  ", "http://127.0.0.1:8080/x?token=abc", ""},
		{"HTTPS://Example.com", "https://Example.com", ""},
		{"https://[::1]:9000/", "https://[::1]:9000/", ""},
		{"", "", "the URL is empty"},
		{"hooks.example.com/x", "", "must start with https://"},
		{"ftp://example.com/", "", `the scheme "ftp" is not allowed`},
		{"javascript:alert(1)", "", `the scheme "javascript" is not allowed`},
		{"file:///etc/passwd", "", `the scheme "file" is not allowed`},
		{"https://user:pass@example.com/", "", "must not contain a user name or password"},
		{"https://token@example.com/", "", "must not contain a user name or password"},
		{"https:///path", "", "no host"},
		{"https:example.com", "", "no host"},
		{"https://example.com/#frag", "", "must not have a #fragment"},
		{"https://example.com/a b", "", "spaces or control characters"},
		{"https://example.com/\x00", "", "spaces or control characters"},
		{"https://example.com:0/", "", `the port "0" is not valid`},
		{"https://example.com:99999/", "", `the port "99999" is not valid`},
		{"https://example.com:abc/", "", "not valid"},
		{"https://" + strings.Repeat("a", 3000) + ".com/", "", "longer than 2048"},
	} {
		got, err := webhook.CheckURL(tc.in)
		switch {
		case tc.err == "" && (err != nil || got != tc.want):
			t.Errorf("CheckURL(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		case tc.err != "" && (err == nil || !strings.Contains(err.Error(), tc.err)):
			t.Errorf("CheckURL(%q) = %q, %v; want an error with %q", tc.in, got, err, tc.err)
		}
	}
}

func FuzzCheckURL(f *testing.F) {
	for _, s := range []string{"https://example.com/x", "http://a:1@b/", "https://[::1]:80", "x://y", "https://a/#", "%zz"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, err := webhook.CheckURL(s)
		if err != nil {
			return
		}
		u, err := url.Parse(got)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || u.Host == "" || u.Fragment != "" {
			t.Fatalf("CheckURL(%q) accepted %q", s, got)
		}
		if again, err := webhook.CheckURL(got); err != nil || again != got {
			t.Fatalf("CheckURL(%q) = %q, but that checks as %q, %v", s, got, again, err)
		}
	})
}

func TestParseEvents(t *testing.T) {
	for _, tc := range []struct {
		in   []string
		want []string
		err  string
	}{
		{nil, nil, ""},
		{[]string{"", " "}, nil, ""},
		{[]string{"job.failed", "job.completed", "job.failed"}, []string{"job.completed", "job.failed"}, ""},
		{store.HookEvents(), nil, ""}, // every event is no filter
		{[]string{"job.pr_opened"}, []string{"job.pr_opened"}, ""},
		{[]string{"job.created"}, nil, `unknown event "job.created": use job.completed, job.failed, job.archived, job.pr_opened, job.pr_merged, job.pr_closed`},
	} {
		got, err := webhook.ParseEvents(tc.in)
		if tc.err != "" {
			if err == nil || err.Error() != tc.err {
				t.Errorf("ParseEvents(%q) error = %v, want %q", tc.in, err, tc.err)
			}
			continue
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("ParseEvents(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
}

func TestNewWebhook(t *testing.T) {
	w, err := webhook.NewWebhook(rand.Reader, "docs", " https://example.com/hook ", []string{"job.failed"}, "  Alerts  ")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(w.ID, "wh_") || len(w.ID) != 19 || w.ProjectID != "docs" || w.URL != "https://example.com/hook" ||
		!slices.Equal(w.Events, []string{"job.failed"}) || !strings.HasPrefix(w.Secret, "whsec_") || w.Description != "Alerts" {
		t.Errorf("NewWebhook = %+v", w)
	}
	for _, tc := range []struct {
		url, desc, field string
		events           []string
	}{
		{"mailto:x@example.com", "", "url", nil},
		{"https://example.com", "", "events", []string{"push"}},
		{"https://example.com", strings.Repeat("x", 201), "description", nil},
		{"https://example.com", "a\nb", "description", nil},
	} {
		_, err := webhook.NewWebhook(rand.Reader, "docs", tc.url, tc.events, tc.desc)
		var fe *webhook.FieldError
		if !errors.As(err, &fe) || fe.Field != tc.field {
			t.Errorf("NewWebhook(%q, %q, %q): %v, want an error on %s", tc.url, tc.events, tc.desc, err, tc.field)
		}
	}
}
