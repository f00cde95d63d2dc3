package cli

import (
	"net/http"
	"runtime"
	"strings"
	"testing"
	"testing/fstest"

	"go.uber.org/goleak"
)

// TestServeJoinsItsGoroutines starts folio serve in process, has it build
// a site and answer a readiness probe, stops it, and checks that the
// goroutines it started had ended when it returned, so before the store
// closed (the site host's, the job queue's and its recovery's, the
// watcher's, the pruning's, the HTTP servers' and the probe's Ping), and
// that nothing it started is left at all.
func TestServeJoinsItsGoroutines(t *testing.T) {
	if testing.Short() {
		t.Skip("starts folio serve")
	}
	ignore := goleak.IgnoreCurrent()
	docs := fstest.MapFS{
		"docs.json": {Data: []byte(`{"theme":"mint","name":"Leaks","colors":{"primary":"#2563EB"},"navigation":{"pages":["index"]}}`)},
		"index.mdx": {Data: []byte("---\ntitle: Home\n---\n\nHello.\n")},
	}
	srv := startServe(t, t.TempDir(), freeAddr(t), freeAddr(t), docs, []byte(`{"turns":[]}`))
	waitHTTP(t, srv.site+"/", http.StatusOK)
	waitHTTP(t, srv.dash+"/readyz", http.StatusOK)
	srv.stop()

	// At once, without waiting for stragglers as goleak does.
	buf := make([]byte, 1<<20)
	stacks := string(buf[:runtime.Stack(buf, true)])
	for _, fn := range []string{
		"internal/cli.(*app).serve.",
		"internal/cli.(*jobService).run",
		"internal/cli.(*service).prune",
		"internal/cli.(*service).pingStore",
		"internal/sitehost.(*Host).Run",
		"internal/sitehost.(*Host).Follow",
		"internal/jobs/runner.(*Watcher).Run",
		"internal/jobs/runner.(*Runner).RecoverEvery",
	} {
		if strings.Contains(stacks, fn) {
			t.Errorf("%s still runs after serve returned", fn)
		}
	}
	if t.Failed() {
		t.Logf("goroutines:\n%s", stacks)
	}
	http.DefaultClient.CloseIdleConnections()
	goleak.VerifyNone(t, ignore)
}
