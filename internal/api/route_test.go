package api

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

// match finds the route of a request the way the Server does, for the
// tests that sort answers by route. It returns nil when the path has no
// route for the method.
func match(table []route, method, path string) (rt *route, params map[string]string, allow []string) {
	if len(path) > maxPathLen {
		return nil, nil, nil
	}
	mux := http.NewServeMux()
	for _, rt := range table {
		mux.Handle(rt.method+" "+rt.pattern, http.NotFoundHandler())
	}
	_, pattern := mux.Handler(routing(httptest.NewRequest(method, path, nil)))
	for i := range table {
		if table[i].method+" "+table[i].pattern == pattern {
			return &table[i], nil, nil
		}
	}
	return nil, nil, nil
}

// TestRouteEdges checks the answers of paths an http.ServeMux alone would
// clean, redirect or unescape: the API matches the segments the client
// sent, so a dot or empty segment is an id (which no check lets through)
// and an escaped word is not the word.
func TestRouteEdges(t *testing.T) {
	b := setup(t)
	for _, tc := range []struct {
		method, path, key string
		status            int
		allow             string
	}{
		{"GET", "/v2/agent/demo/jobs", "rw", 200, ""},
		{"HEAD", "/v2/agent/demo/jobs", "rw", 200, ""},
		{"GET", "/v2/agent/%64emo/jobs", "rw", 200, ""}, // an escaped id is the id
		{"GET", "/v2/agent/demo/%6Aobs", "rw", 404, ""}, // an escaped word is not the word
		{"GET", "/v2/%61gent/demo/jobs", "rw", 404, ""}, // nor here
		{"GET", "/v2/agent/./jobs", "", 401, ""},        // "." is a project id: credentials first
		{"GET", "/v2/agent/./jobs", "rw", 404, ""},      // then not found
		{"GET", "/v2/agent//jobs", "", 401, ""},         // "" too
		{"GET", "/v2/agent/../jobs", "rw", 404, ""},     // no redirect
		{"GET", "/v2/agent/demo/job/", "", 401, ""},     // a trailing slash is an empty job id
		{"POST", "/v2/agent/demo/job/", "rw", 405, "GET, HEAD"},
		{"DELETE", "/v2/agent/./job", "rw", 405, "POST"},
		{"PUT", "/v2/agent/demo/%6Aob", "rw", 404, ""},
		{"POST", "/v2/agent/demo/job/x/../cancel", "rw", 404, ""},
		{"GET", "/v2/openapi.json/", "", 404, ""},
		{"GET", "/v2", "", 404, ""},
		{"GET", "/", "", 404, ""},
		{"CONNECT", "/v2/agent/demo/jobs", "rw", 405, "GET, HEAD"},
	} {
		w := b.do(req{method: tc.method, path: tc.path, key: tc.key})
		if w.Code != tc.status {
			t.Errorf("%s %s: %d, want %d: %s", tc.method, tc.path, w.Code, tc.status, w.Body)
			continue
		}
		if got := w.Header().Get("Allow"); got != tc.allow {
			t.Errorf("%s %s: Allow %q, want %q", tc.method, tc.path, got, tc.allow)
		}
		if w.Code >= 400 {
			checkProblem(t, w)
		}
	}
}
