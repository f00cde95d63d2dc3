package hosttest

import (
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/codehost"
)

// PushHook pushes a commit to a new branch of the repository at url over
// HTTP (as user with password), and checks that the host's push webhook
// reaches a receiver registered with register, and that parse (the
// host's ParseHook with the hook's secret) reads it as a push of that
// branch.
func PushHook(t *testing.T, s *GitServer, url, user, password string, register func(hookURL string),
	parse func(r *http.Request, body []byte) (codehost.HookEvent, error)) {
	t.Helper()
	got := make(chan codehost.HookEvent, 8)
	hooks := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		ev, err := parse(r, body)
		if err != nil {
			t.Errorf("a push delivery: %v", err)
			return
		}
		got <- ev
	}))
	defer hooks.Close()
	register(hooks.URL)
	s.PushCommit(t, url, user, password, "docs/pushed")
	select {
	case ev := <-got:
		if ev.Kind != codehost.HookPush || ev.Branch != "docs/pushed" {
			t.Errorf("push delivery read as %+v, want a push of docs/pushed", ev)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no push delivery")
	}
}
