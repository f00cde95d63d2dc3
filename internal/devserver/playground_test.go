package devserver

import (
	"net/http"
	"strings"
	"testing"
)

// TestPlayground checks that folio dev serves the playground's proxy and
// that its API pages send through it.
func TestPlayground(t *testing.T) {
	dir := t.TempDir()
	write(t, dir, "docs.json", `{"theme":"mint","name":"Dev","colors":{"primary":"#2563EB"},"navigation":{"groups":[{"group":"API","openapi":"api.yaml"}]}}`)
	write(t, dir, "api.yaml", "openapi: 3.1.0\ninfo: {title: A, version: '1'}\nservers: [{url: 'https://api.example.com'}]\npaths:\n  /pets:\n    get: {summary: List pets}\n")
	proxied := 0
	hs := serveDir(t, dir, Options{Playground: http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		proxied++
		w.WriteHeader(http.StatusTeapot)
	})})
	if code, b := body(t, hs.URL+"/api-reference/list-pets"); code != 200 || !strings.Contains(b, `data-proxy="/_folio/playground"`) {
		t.Fatalf("GET the API page = %d, the playground does not use the proxy:\n%.300s", code, b)
	}
	res, err := http.Post(hs.URL+"/_folio/playground", "text/plain", nil)
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusTeapot || proxied != 1 {
		t.Errorf("POST /_folio/playground = %d, the proxy got %d requests", res.StatusCode, proxied)
	}
}
