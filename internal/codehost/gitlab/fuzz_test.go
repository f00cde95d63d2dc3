package gitlab_test

import (
	"bytes"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/codehost/gitlab"
)

// FuzzParseHook feeds ParseHook any body under a good token: it reads it
// or ignores it, never panics.
func FuzzParseHook(f *testing.F) {
	f.Add("Merge Request Hook", []byte(`{"object_kind":"merge_request","object_attributes":{"iid":1,"state":"merged","created_at":"2025-01-02 03:04:05 UTC"}}`))
	f.Add("Note Hook", []byte(`{"object_kind":"note","object_attributes":{"id":5,"note":"hi","noteable_type":"MergeRequest"},"merge_request":{"iid":2}}`))
	f.Add("Note Hook", []byte(`{"object_kind":"note","object_attributes":{"noteable_type":"Issue"}}`))
	f.Add("Push Hook", []byte(`{"object_kind":"push"}`))
	f.Add("Merge Request Hook", []byte(`[1,2`))
	h := gitlab.New(gitlab.Options{})
	f.Fuzz(func(t *testing.T, event string, body []byte) {
		req := httptest.NewRequest(http.MethodPost, "/hooks", bytes.NewReader(body))
		req.Header.Set("X-Gitlab-Event", event)
		req.Header.Set("X-Gitlab-Token", "s3cret")
		ev, err := h.ParseHook(req, body, "s3cret")
		if err != nil && !errors.Is(err, codehost.ErrBadSignature) {
			t.Fatalf("ParseHook: %v", err)
		}
		if ev.Kind == codehost.HookPullRequest && ev.PullRequest.Number <= 0 {
			t.Fatalf("a pull request event without a number: %+v", ev)
		}
	})
}
