package api

import (
	"bytes"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzDecodeJobRequest: the decoder never panics, refuses with a 400
// problem, and what it accepts is a prompt the API may store.
func FuzzDecodeJobRequest(f *testing.F) {
	for _, seed := range []string{
		prompt, `{"prompt":""}`, `{"prompt":" "}`, `{"prompt":42}`, `{"prompt":null}`, `{"prompt":"a\u0000b"}`,
		`{"prompt":"\ud800"}`, `{"prompt":"\ud83d\ude00"}`, `{"prompt":"\udc00x"}`, "{\"prompt\":\"a\xc3(\"}", `{"prompt":"x"} {}`, `[]`, `null`, `"x"`, `{`, ``, "\xff\xfe", `{"prompt":"é"}`,
		`{"Prompt":"case"}`, `{"prompt":"a","prompt":"b"}`, `{"prompt":` + strings.Repeat("[", 100) + `}`,
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		q, err := decodeJobRequest(body)
		if err != nil {
			p, ok := errors.AsType[*problem](err)
			if !ok || p.Status != http.StatusBadRequest || p.Code == "" || p.Detail == "" {
				t.Fatalf("error %#v is not a 400 problem", err)
			}
			return
		}
		n := utf8.RuneCountInString(q.Prompt)
		if n < 1 || n > MaxPromptChars || strings.TrimSpace(q.Prompt) == "" || strings.ContainsRune(q.Prompt, 0) || !utf8.ValidString(q.Prompt) {
			t.Fatalf("accepted prompt %q", q.Prompt)
		}
		// Never silently changed: U+FFFD only where the body has one.
		if strings.ContainsRune(q.Prompt, utf8.RuneError) && !bytes.Contains(body, []byte("\uFFFD")) && !bytes.Contains(bytes.ToLower(body), []byte(`\ufffd`)) {
			t.Fatalf("accepted prompt %q has U+FFFD that the body %q does not", q.Prompt, body)
		}
	})
}

// FuzzServe sends arbitrary requests to one API over a real store: never a
// 500, always a problem document for an error.
func FuzzServe(f *testing.F) {
	for _, s := range []struct{ method, path, ctype, body string }{
		{"POST", "/v2/agent/demo/job", "application/json", prompt},
		{"POST", "/v2/agent/demo/job/job_00000000000000000000000000/message", "application/json", prompt},
		{"GET", "/v2/agent/demo/jobs?limit=5&status=active&cursor=abc", "", ""},
		{"GET", "/v2/agent/demo/job/..", "", ""},
		{"DELETE", "/v2/agent/%00/job", "", ""},
		{"POST", "/v2/agent/demo/job/x/cancel", "text/plain", "x"},
		{"GET", "/v2/openapi.json", "", ""},
		{"PATCH", "/v2//agent", "application/json; charset=utf-16", "{}"},
	} {
		f.Add(s.method, s.path, s.ctype, []byte(s.body))
	}
	// Nothing may log to f inside the fuzz function.
	b := newBundle(f, nil, tmpl.withFixtures, tmpl.fixturesDone, func(o *Options) { o.RateLimit = -1 })
	f.Fuzz(func(t *testing.T, method, path, ctype string, body []byte) {
		if !validMethod(method) || !strings.HasPrefix(path, "/") {
			return
		}
		r, err := http.NewRequest(method, "http://folio.test"+path, bytes.NewReader(body))
		if err != nil {
			return // not a request a server would parse
		}
		r.Header.Set("Authorization", "Bearer "+b.keys["rw"])
		if ctype != "" && !strings.ContainsAny(ctype, "\r\n\x00") {
			r.Header.Set("Content-Type", ctype)
		}
		w := httptest.NewRecorder()
		b.srv.ServeHTTP(w, r)
		if w.Code >= 500 {
			t.Fatalf("%s %s: %d %s", method, path, w.Code, w.Body)
		}
		if w.Code >= 400 && w.Header().Get("Content-Type") != "application/problem+json" {
			t.Fatalf("%s %s: %d without a problem document", method, path, w.Code)
		}
	})
}

func validMethod(m string) bool {
	if m == "" || len(m) > 10 {
		return false
	}
	for _, c := range m {
		if c < 'A' || c > 'Z' {
			return false
		}
	}
	return true
}
