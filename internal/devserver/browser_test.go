package devserver

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/browsertest"
)

// streams counts the event streams pages open, and answers them 503
// while down, as a stopped server's address would fail.
type streams struct {
	next    http.Handler
	down    atomic.Bool
	opened  atomic.Int32
	mu      sync.Mutex
	waiters []chan struct{}
}

func (s *streams) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.URL.Path == "/_folio/events" {
		s.opened.Add(1)
		s.mu.Lock()
		for _, c := range s.waiters {
			close(c)
		}
		s.waiters = nil
		s.mu.Unlock()
		if s.down.Load() {
			http.Error(w, "down", http.StatusServiceUnavailable)
			return
		}
	}
	s.next.ServeHTTP(w, r)
}

// opening returns a channel closed at the next stream opened.
func (s *streams) opening() <-chan struct{} {
	c := make(chan struct{})
	s.mu.Lock()
	s.waiters = append(s.waiters, c)
	s.mu.Unlock()
	return c
}

// TestBrowserDevErrors looks at what a person sees in `folio dev`: a
// page that never built is its errors, other pages carry an overlay that
// says so; a lost server is tried again with backoff; a hidden tab holds
// no stream and reloads, when shown, if the site changed meanwhile.
func TestBrowserDevErrors(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Dev","colors":{"primary":"#2563EB"},"navigation":{"pages":["index","other"]}}`)
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\n<Note>\nUnclosed.\n")
	write(t, dir, "other.mdx", "---\ntitle: Other\n---\nFirst text.\n")
	srv, err := New(dir, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := srv.Build(context.Background()); err != nil {
		t.Fatal(err)
	}
	st := &streams{next: srv}
	hs := httptest.NewServer(st)
	defer hs.Close()
	defer func() { // the browser's stream ends, and cannot come back
		st.down.Store(true)
		srv.closeStreams()
	}()

	ctx, problems := browsertest.Start(t, 1100, 800)
	var head string
	var errorPage, overlayOnErrorPage bool
	var shot, errShot []byte
	err = chromedp.Run(ctx,
		chromedp.Navigate(hs.URL+"/other"),
		chromedp.WaitVisible(".dev-overlay-head"),
		chromedp.Text(".dev-overlay-head", &head),
		chromedp.FullScreenshot(&shot, 100),
		chromedp.Navigate(hs.URL+"/"),
		chromedp.WaitVisible("#folio-errors pre"),
		chromedp.Sleep(300*time.Millisecond), // the stream's first event has arrived
		chromedp.FullScreenshot(&errShot, 100),
		chromedp.Evaluate(`!!document.getElementById("folio-errors")`, &errorPage),
		chromedp.Evaluate(`!!document.getElementById("folio-overlay")`, &overlayOnErrorPage),
	)
	if err != nil {
		t.Fatal(err)
	}
	if dirShots := os.Getenv("FOLIO_SCREENSHOTS"); dirShots != "" {
		os.WriteFile(dirShots+"/dev-overlay.png", shot, 0o644)
		os.WriteFile(dirShots+"/dev-error-page.png", errShot, 0o644)
	}
	if !strings.Contains(head, "1 error — pages with errors show them instead of their content") {
		t.Errorf("overlay head = %q", head)
	}
	if !errorPage || overlayOnErrorPage {
		t.Errorf("error page %v, overlay over it %v; want the page's errors alone", errorPage, overlayOnErrorPage)
	}

	// The server goes away: the page tries again 0.5, 1, 2 … s apart,
	// where EventSource alone would try twice a second.
	if err := chromedp.Run(ctx, chromedp.Navigate(hs.URL+"/other"), chromedp.WaitVisible(".dev-overlay-head")); err != nil {
		t.Fatal(err)
	}
	st.down.Store(true)
	before := st.opened.Load()
	srv.closeStreams()
	time.Sleep(4 * time.Second) // counting attempts over a stretch of time is the point
	if n := st.opened.Load() - before; n < 2 || n > 4 {
		t.Errorf("%d attempts in 4 s while the server was down; want 2 to 4 (backoff)", n)
	}
	st.down.Store(false)
	select {
	case <-st.opening():
	case <-time.After(10 * time.Second):
		t.Fatal("the page did not come back to the server")
	}

	// Hidden, the tab closes its stream; an edit meanwhile reloads it
	// when it is shown again.
	hide := `Object.defineProperty(document,"hidden",{configurable:true,get:function(){return true}});document.dispatchEvent(new Event("visibilitychange"))`
	show := `Object.defineProperty(document,"hidden",{configurable:true,get:function(){return false}});document.dispatchEvent(new Event("visibilitychange"))`
	if err := chromedp.Run(ctx, chromedp.Sleep(200*time.Millisecond), chromedp.Evaluate(hide, nil)); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(5 * time.Second)
	for srv.clientCount() > 0 && time.Now().Before(deadline) {
		time.Sleep(20 * time.Millisecond)
	}
	if n := srv.clientCount(); n != 0 {
		t.Fatalf("%d streams open while the tab is hidden", n)
	}
	write(t, dir, "other.mdx", "---\ntitle: Other\n---\nSecond text.\n")
	if !srv.Update(context.Background(), []string{"other.mdx"}) {
		t.Fatal("Update refused a body edit")
	}
	if err := chromedp.Run(ctx,
		chromedp.Evaluate(show, nil),
		chromedp.WaitVisible(`//p[contains(., "Second text.")]`),
	); err != nil {
		t.Fatalf("the shown tab did not reload to the edit: %v", err)
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}
