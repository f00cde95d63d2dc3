package devserver

import (
	"bytes"
	"image/png"
	"io"
	"net/http"
	"regexp"
	"testing"
)

// TestSocialImages checks that folio dev draws a page's social image at
// the address its og:image gives, and answers 404 for a page it does not
// have.
func TestSocialImages(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Dev Docs","colors":{"primary":"#2563EB"},"navigation":{"groups":[{"group":"G","pages":["index","guide"]}]}}`)
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nThe first text.\n")
	write(t, dir, "guide.mdx", "---\ntitle: Guide\ndescription: Set it up.\n---\nText.\n")
	hs := serveDir(t, dir, Options{})

	get := func(p string) (*http.Response, []byte) {
		t.Helper()
		resp, err := http.Get(hs.URL + p)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		return resp, body
	}
	_, page := get("/guide")
	m := regexp.MustCompile(`<meta property="og:image" content="([^"]+)">`).FindSubmatch(page)
	if m == nil {
		t.Fatal("the page has no og:image")
	}
	resp, body := get(string(m[1]))
	if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "image/png" {
		t.Fatalf("%s: %d %s", m[1], resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	if cfg, err := png.DecodeConfig(bytes.NewReader(body)); err != nil || cfg.Width != 1200 || cfg.Height != 630 {
		t.Errorf("%s: %+v %v", m[1], cfg, err)
	}
	if resp, _ := get("/_folio/og/missing.png"); resp.StatusCode != http.StatusNotFound {
		t.Errorf("an unknown page's image: %d, want 404", resp.StatusCode)
	}
}
