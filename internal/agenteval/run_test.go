package agenteval

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestRunReportsTheAPIsProblem: a job the API refuses is a failed result
// that says why, in the problem's words.
func TestRunReportsTheAPIsProblem(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer svc_test" {
			t.Errorf("Authorization: %q", r.Header.Get("Authorization"))
		}
		w.Header().Set("Content-Type", "application/problem+json")
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte(`{"type":"about:blank","title":"No model","status":503,"detail":"The project has no model."}`))
	}))
	defer srv.Close()
	c := &Client{BaseURL: srv.URL, Key: "svc_test", Work: t.TempDir()}
	task := Tasks()[0]
	r := c.Run(t.Context(), Prepared{Task: task}, task.Name)
	if r.Pass || len(r.Failures) != 1 || !strings.Contains(r.Failures[0], "503 No model: The project has no model.") {
		t.Errorf("result %+v", r)
	}
}
