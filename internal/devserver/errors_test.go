package devserver

import (
	"bufio"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

// firstProblems reads the "problems" event a new stream starts with.
func firstProblems(t *testing.T, u string) (errs []string, kept bool, build string) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, "GET", u+"/_folio/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		if d, ok := strings.CutPrefix(sc.Text(), "data: "); ok {
			var p struct {
				Errors []string
				Kept   bool
				Build  string
			}
			if err := json.Unmarshal([]byte(d), &p); err != nil {
				t.Fatal(err)
			}
			return p.Errors, p.Kept, p.Build
		}
	}
	t.Fatal("no problems event")
	return nil, false, ""
}

// TestErrorsFirstBuild starts on a page with errors: it is answered with
// its errors, never as rendered, and the overlay is told that no good
// version is shown. Once fixed it is served; broken again, it keeps the
// good version, and the overlay says so.
func TestErrorsFirstBuild(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Dev","colors":{"primary":"#2563EB"},"navigation":{"pages":["index","other"]}}`)
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\n<Note>\nUnclosed, it would swallow this.\n")
	write(t, dir, "other.mdx", "---\ntitle: Other\n---\nFine.\n")
	hs, srv := serveDirServer(t, dir, Options{})

	code, b := body(t, hs.URL+"/")
	if code != http.StatusInternalServerError || !strings.Contains(b, `id="folio-errors"`) || !strings.Contains(b, "index.mdx:4:1") || strings.Contains(b, "would swallow") {
		t.Fatalf("GET / = %d, want the page's errors, not its render:\n%.600s", code, b)
	}
	if !strings.Contains(b, "EventSource") {
		t.Error("the error page does not reload by itself")
	}
	if code, b := body(t, hs.URL+"/other"); code != 200 || !strings.Contains(b, "Fine.") {
		t.Errorf("GET /other = %d: the other pages are served as usual", code)
	}
	errs, kept, first := firstProblems(t, hs.URL)
	if len(errs) != 1 || kept {
		t.Errorf("problems = %d errors, kept %v; want 1 error and no good version", len(errs), kept)
	}

	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nFixed.\n")
	if !srv.Update(context.Background(), []string{"index.mdx"}) {
		t.Fatal("Update refused a body edit")
	}
	if code, b := body(t, hs.URL+"/"); code != 200 || !strings.Contains(b, "Fixed.") {
		t.Errorf("GET / after the fix = %d", code)
	}
	errs, _, second := firstProblems(t, hs.URL)
	if len(errs) != 0 || second == first {
		t.Errorf("after the fix: %d errors, build %q (was %q)", len(errs), second, first)
	}

	write(t, dir, "index.mdx", "---\ntitle: Home\n---\n<Note>\nBroken again.\n")
	if !srv.Update(context.Background(), []string{"index.mdx"}) {
		t.Fatal("Update refused a body edit")
	}
	if code, b := body(t, hs.URL+"/"); code != 200 || !strings.Contains(b, "Fixed.") {
		t.Errorf("GET / broken again = %d; want the last good version", code)
	}
	if errs, kept, _ := firstProblems(t, hs.URL); len(errs) != 1 || !kept {
		t.Errorf("problems = %d errors, kept %v; want 1 error shown over the good version", len(errs), kept)
	}

	// A full build (as after a docs.json edit) keeps the good version too.
	if err := srv.Build(context.Background()); err != nil {
		t.Fatal(err)
	}
	if code, b := body(t, hs.URL+"/"); code != 200 || !strings.Contains(b, "Fixed.") {
		t.Errorf("GET / after a rebuild = %d; want the last good version", code)
	}
}
