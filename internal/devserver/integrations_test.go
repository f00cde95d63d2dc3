package devserver

import (
	"strings"
	"testing"
)

// TestNoIntegrations checks that folio dev leaves docs.json's analytics
// out of the pages: the author's visits are not readers' page views.
func TestNoIntegrations(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Dev","colors":{"primary":"#2563EB"},`+
		`"integrations":{"ga4":{"measurementId":"G-TEST123"}},"navigation":{"pages":["index"]}}`)
	write(t, dir, "index.mdx", "---\ntitle: Home\n---\nHello.\n")
	hs := serveDir(t, dir, Options{})
	code, b := body(t, hs.URL+"/")
	if code != 200 || !strings.Contains(b, "Hello.") {
		t.Fatalf("GET / = %d:\n%.300s", code, b)
	}
	if strings.Contains(b, "folio-integrations") || strings.Contains(b, "G-TEST123") {
		t.Error("folio dev's page carries the site's integrations")
	}
}
