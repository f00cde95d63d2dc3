package gitea_test

import (
	"bytes"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/gitea"
)

// FuzzParseHook feeds ParseHook any body, well signed: it reads it or
// ignores it, never panics or fails.
func FuzzParseHook(f *testing.F) {
	f.Add("pull_request", []byte(`{"action":"closed","number":1,"pull_request":{"number":1,"state":"closed","merged":true,"merged_at":"2025-01-02T03:04:05Z"}}`))
	f.Add("issue_comment", []byte(`{"action":"created","issue":{"number":3,"pull_request":{"merged":false}},"comment":{"id":9,"body":"hi","user":{"login":"olga"}},"is_pull":true}`))
	f.Add("push", []byte(`{"ref":"refs/heads/main"}`))
	f.Add("pull_request", []byte(`{"pull_request":{"created_at":"yesterday"}}`))
	h := gitea.New(gitea.Options{})
	f.Fuzz(func(t *testing.T, event string, body []byte) {
		req := httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
		req.Header.Set("X-Gitea-Event", event)
		req.Header.Set("X-Gitea-Signature", sign("s3cret", body))
		ev, err := h.ParseHook(req, body, "s3cret")
		if err != nil {
			t.Fatalf("ParseHook of a well-signed body: %v", err)
		}
		if (ev.Kind == codehost.HookPullRequest || ev.Kind == codehost.HookComment) && ev.PullRequest.Number <= 0 {
			t.Fatalf("an event without a number: %+v", ev)
		}
	})
}
