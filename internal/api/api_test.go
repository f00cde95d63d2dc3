package api

import (
	"context"
	"net/http/httptest"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// fixtures are the jobs every scenario finds in its bundle.
type fixtures struct {
	active, completed, failed, archived domain.Job // of project demo
	other                               domain.Job // of project other (active)
	bare                                domain.Job // of project bare (active)
	missing                             string     // a job id nothing has
	first                               string     // a job a scenario's before made
}

// path fills in the fixtures' ids: {job}, {completed}, {failed},
// {archived}, {other}, {bare}, {missing}.
func (f *fixtures) path(p string) string {
	return strings.NewReplacer(
		"{job}", f.active.ID, "{completed}", f.completed.ID, "{failed}", f.failed.ID,
		"{archived}", f.archived.ID, "{other}", f.other.ID, "{bare}", f.bare.ID, "{missing}", f.missing,
	).Replace(p)
}

// scenario is one request against a fresh bundle and what must come back.
type scenario struct {
	name   string
	req    req
	opts   []func(*Options)
	before func(t *testing.T, b *bundle, f *fixtures)
	status int
	code   string // the problem code of an error answer
	check  func(t *testing.T, b *bundle, f *fixtures, w *httptest.ResponseRecorder)
}

const (
	prompt = `{"prompt":"Document the deploy command."}`
	// chunked as a scenario's body sends 64 KiB and one byte without a
	// Content-Length.
	chunked = "chunked"
)

func repeat(s string, n int) string { return strings.Repeat(s, n) }

// jobRoutes are the routes of a job, for the scenarios every route gets.
var jobRoutes = []struct{ method, path, body string }{
	{"POST", "/v2/agent/demo/job", prompt},
	{"POST", "/v2/agent/demo/job/{job}/message", prompt},
	{"GET", "/v2/agent/demo/job/{job}", ""},
	{"GET", "/v2/agent/demo/jobs", ""},
	{"POST", "/v2/agent/demo/job/{job}/cancel", ""},
	{"POST", "/v2/agent/demo/job/{job}/archive", ""},
	{"GET", "/v2/agent/demo/job/{job}/messages", ""},
	{"GET", "/v2/agent/demo/job/{completed}/events", ""},
}

func scenarios() []scenario {
	var sc []scenario
	// Credentials, scopes and visibility, on every route.
	for _, rt := range jobRoutes {
		name := rt.method + " " + rt.path
		for _, a := range []struct {
			why, header string
			challenge   string
		}{
			{"no key", "", `Bearer realm="folio"`},
			{"unknown key", "Bearer svc_" + repeat("x", 43), `Bearer realm="folio", error="invalid_token"`},
			{"malformed key", "Bearer not-a-key", `Bearer realm="folio", error="invalid_token"`},
			{"basic auth", "Basic dXNlcjpwYXNz", `Bearer realm="folio"`},
		} {
			challenge := a.challenge
			sc = append(sc, scenario{
				name: name + "/401 " + a.why, status: 401, code: "unauthorized",
				req: req{method: rt.method, path: rt.path, body: rt.body, header: map[string]string{"Authorization": a.header}},
				check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
					if got := w.Header().Get("WWW-Authenticate"); got != challenge {
						t.Errorf("WWW-Authenticate %q, want %q", got, challenge)
					}
				},
			})
		}
		for _, key := range []string{"expired", "revoked"} {
			sc = append(sc, scenario{
				name: name + "/401 " + key, status: 401, code: "unauthorized",
				req: req{method: rt.method, path: rt.path, body: rt.body, key: key},
				check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
					if got := w.Header().Get("WWW-Authenticate"); !strings.Contains(got, `error="invalid_token"`) {
						t.Errorf("WWW-Authenticate %q", got)
					}
				},
			})
		}
		wrongScope, scope := "ro", "write"
		if rt.method == "GET" {
			wrongScope, scope = "wo", "read"
		}
		sc = append(sc, scenario{
			name: name + "/403 without the " + scope + " scope", status: 403, code: "forbidden",
			req: req{method: rt.method, path: rt.path, body: rt.body, key: wrongScope},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if got := w.Header().Get("WWW-Authenticate"); !strings.Contains(got, `scope="`+scope+`"`) {
					t.Errorf("WWW-Authenticate %q", got)
				}
			},
		})
		hidden := strings.Replace(rt.path, "/demo/", "/other/", 1)
		hidden = strings.Replace(hidden, "{job}", "{other}", 1)
		sc = append(sc,
			scenario{name: name + "/404 a project the key may not see", status: 404, code: "not_found",
				req: req{method: rt.method, path: hidden, body: rt.body, key: "demo-only"}},
			scenario{name: name + "/404 a project that does not exist", status: 404, code: "not_found",
				req: req{method: rt.method, path: strings.Replace(rt.path, "/demo/", "/nope/", 1), body: rt.body, key: "rw"}},
			scenario{name: name + "/404 a project id with ..", status: 404, code: "not_found",
				req: req{method: rt.method, path: strings.Replace(rt.path, "/demo/", "/../", 1), body: rt.body, key: "rw"}},
			scenario{name: name + "/404 a project id with %00", status: 404, code: "not_found",
				req: req{method: rt.method, path: strings.Replace(rt.path, "/demo/", "/de%00mo/", 1), body: rt.body, key: "rw"}},
			scenario{name: name + "/404 a 10 KB project id", status: 404, code: "not_found",
				req: req{method: rt.method, path: strings.Replace(rt.path, "/demo/", "/"+repeat("d", 10<<10)+"/", 1), body: rt.body, key: "rw"}},
		)
		if strings.Contains(rt.path, "{job}") || strings.Contains(rt.path, "{completed}") {
			p := strings.Replace(rt.path, "{completed}", "{job}", 1)
			for _, bad := range []struct{ why, id string }{
				{"a job that does not exist", "{missing}"},
				{"another project's job", "{other}"},
				{"a job id of ..", ".."},
				{"a job id of %2e%2e", "%2e%2e"},
				{"a job id with %00", "job_%00"},
				{"a job id with %2F", "job_a%2Fb"},
				{"a job id with a control character", "job_%01"},
				{"an upper-case job id", "JOB_0000000000000000000000000A"},
				{"a 10 KB job id", "job_" + repeat("0", 10<<10)},
			} {
				sc = append(sc, scenario{name: name + "/404 " + bad.why, status: 404, code: "not_found",
					req: req{method: rt.method, path: strings.Replace(p, "{job}", bad.id, 1), body: rt.body, key: "rw"}})
			}
		}
	}

	checkJob := func(wantStatus string, wantPhase string) func(*testing.T, *bundle, *fixtures, *httptest.ResponseRecorder) {
		return func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
			j := decode[jobAnswer](t, w)
			if j.Status != wantStatus {
				t.Errorf("status %q, want %q", j.Status, wantStatus)
			}
			if got := deref(j.Phase); got != wantPhase {
				t.Errorf("phase %q, want %q", got, wantPhase)
			}
		}
	}

	// Creating a job.
	sc = append(sc,
		scenario{name: "create/201", status: 201, req: req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw"},
			check: func(t *testing.T, b *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				j := decode[jobAnswer](t, w)
				checkNewJob(t, j, b.clock.Now())
				if j.Model != "script:demo" || j.Source.Repository != "https://example.com/acme/docs.git" || j.Source.Ref != "main" {
					t.Errorf("model %q, source %+v", j.Model, j.Source)
				}
				if got, want := w.Header().Get("Location"), "/v2/agent/demo/job/"+j.ID; got != want {
					t.Errorf("Location %q, want %q", got, want)
				}
				checkRateHeaders(t, b, w, "100", "99")
				if w.Header().Get("Idempotent-Replayed") != "" {
					t.Error("a first request says it is replayed")
				}
				msgs, err := b.db.Messages(context.Background(), j.ID)
				if err != nil || len(msgs) != 1 || msgs[0].Content != "Document the deploy command." || msgs[0].Role != domain.RoleUser {
					t.Errorf("transcript %+v, %v", msgs, err)
				}
			}},
		scenario{name: "create/201 with a charset", status: 201,
			req: req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw", header: map[string]string{"Content-Type": "application/json; charset=UTF-8"}}},
		// The create body's options: model, source.ref and draft, and no
		// member the API does not know.
		scenario{name: "create/201 no options: the project's model, branch and draft", status: 201,
			req: req{method: "POST", path: "/v2/agent/other/job", body: prompt, key: "rw"},
			check: func(t *testing.T, b *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				j := decode[jobAnswer](t, w)
				if j.Model != "script:other" || j.Source.Ref != "trunk" || j.Draft == nil || !*j.Draft {
					t.Errorf("model %q ref %q draft %v", j.Model, j.Source.Ref, j.Draft)
				}
			}},
		scenario{name: "create/201 options", status: 201,
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw",
				body: `{"prompt":"x","model":"openai:llama3.1:8b","source":{"ref":"release/v2"},"draft":true}`},
			check: func(t *testing.T, b *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				j := decode[jobAnswer](t, w)
				if j.Model != "openai:llama3.1:8b" || j.Source.Ref != "release/v2" || j.Draft == nil || !*j.Draft {
					t.Errorf("model %q ref %q draft %v", j.Model, j.Source.Ref, j.Draft)
				}
				// Stored, so a run on any node has them.
				got, err := b.db.Job(t.Context(), "demo", j.ID)
				if err != nil || got.Model != j.Model || got.Ref != "release/v2" || got.Draft == nil || !*got.Draft {
					t.Errorf("stored job %+v, %v", got, err)
				}
			}},
		scenario{name: "create/201 the project's default model named", status: 201,
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","model":"script:demo","draft":false}`, key: "rw"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if j := decode[jobAnswer](t, w); j.Model != "script:demo" || j.Draft == nil || *j.Draft {
					t.Errorf("model %q draft %v", j.Model, j.Draft)
				}
			}},
		scenario{name: "create/201 draft false over the project's drafts", status: 201,
			req: req{method: "POST", path: "/v2/agent/other/job", body: `{"prompt":"x","draft":false}`, key: "rw"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if j := decode[jobAnswer](t, w); j.Draft == nil || *j.Draft {
					t.Errorf("draft %v", j.Draft)
				}
			}},
		scenario{name: "create/400 a model the project does not allow", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","model":"openai:gpt-5"}`, key: "rw"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				p := checkProblem(t, w)
				if len(p.Errors) != 1 || p.Errors[0].Pointer == nil || *p.Errors[0].Pointer != "/model" ||
					!strings.Contains(p.Detail, "script:demo, anthropic:claude-test, openai:llama3.1:8b") {
					t.Errorf("problem %+v", p)
				}
			}},
		scenario{name: "create/400 another project's model", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/other/job", body: `{"prompt":"x","model":"anthropic:claude-test"}`, key: "rw"}},
		scenario{name: "create/400 model not a string", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","model":7}`, key: "rw"}},
		scenario{name: "create/400 empty model", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","model":""}`, key: "rw"}},
		scenario{name: "create/400 source not an object", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","source":"main"}`, key: "rw"}},
		scenario{name: "create/400 source.ref an option", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","source":{"ref":"--upload-pack=evil"}}`, key: "rw"}},
		scenario{name: "create/400 source.ref a revision expression", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","source":{"ref":"main@{1}"}}`, key: "rw"}},
		scenario{name: "create/400 source.ref with a space", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","source":{"ref":"my branch"}}`, key: "rw"}},
		scenario{name: "create/400 source.ref null", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","source":{"ref":null}}`, key: "rw"}},
		scenario{name: "create/400 draft not a boolean", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","draft":"yes"}`, key: "rw"}},
		scenario{name: "create/400 unknown members named", status: 400, code: "unknown_member",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"x","darft":true,"extra":{"a":[1,2]},"source":{"ref":"main","repository":"/etc"}}`, key: "rw"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				p := checkProblem(t, w)
				var ptrs []string
				for _, e := range p.Errors {
					if e.Pointer != nil {
						ptrs = append(ptrs, *e.Pointer)
					}
				}
				if strings.Join(ptrs, " ") != "/darft /extra /source/repository" || !strings.Contains(p.Detail, "darft, extra, source/repository") {
					t.Errorf("problem %+v", p)
				}
			}},
		// The create body's context: the code change the job documents.
		scenario{name: "create/201 context", status: 201,
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw",
				body: `{"prompt":"Document what changed.","context":{"commits":["a1b2c3d","0123456789abcdef0123456789abcdef01234567"],"compare":{"from":"v1.2.0","to":"main"},"pullRequest":123}}`},
			check: func(t *testing.T, b *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				j := decode[jobAnswer](t, w)
				want := `{"commits":["a1b2c3d","0123456789abcdef0123456789abcdef01234567"],"compare":{"from":"v1.2.0","to":"main"},"pullRequest":123}`
				if string(j.Context) != want {
					t.Errorf("context %s, want %s", j.Context, want)
				}
				// Stored, so a run on any node has it.
				got, err := b.db.Job(t.Context(), "demo", j.ID)
				if err != nil || got.Context == nil || got.Context.PullRequest != 123 || got.Context.Compare == nil || got.Context.Compare.From != "v1.2.0" || len(got.Context.Commits) != 2 {
					t.Errorf("stored job %+v, %v", got.Context, err)
				}
			}},
		scenario{name: "create/201 no context is null", status: 201,
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: prompt},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if j := decode[jobAnswer](t, w); string(j.Context) != "null" {
					t.Errorf("context %s, want null", j.Context)
				}
			}},
		scenario{name: "create/201 context with a pull request only", status: 201,
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"pullRequest":7}}`},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if j := decode[jobAnswer](t, w); string(j.Context) != `{"pullRequest":7}` {
					t.Errorf("context %s", j.Context)
				}
			}},
		scenario{name: "create/400 context unknown nested members named", status: 400, code: "unknown_member",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw",
				body: `{"prompt":"x","context":{"commits":["abcd"],"branch":"x","compare":{"from":"a","to":"b","path":"/etc"}}}`},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				p := checkProblem(t, w)
				var ptrs []string
				for _, e := range p.Errors {
					if e.Pointer != nil {
						ptrs = append(ptrs, *e.Pointer)
					}
				}
				if strings.Join(ptrs, " ") != "/context/branch /context/compare/path" {
					t.Errorf("problem %+v", p)
				}
			}},
		scenario{name: "create/400 context a bad sha", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"commits":["abcd","HEAD~1"]}}`},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				p := checkProblem(t, w)
				if len(p.Errors) != 1 || p.Errors[0].Pointer == nil || *p.Errors[0].Pointer != "/context/commits/1" {
					t.Errorf("problem %+v", p)
				}
			}},
		scenario{name: "create/400 context a sha that is an option", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"commits":["--all"]}}`}},
		scenario{name: "create/400 context commits not an array", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"commits":"abcd"}}`}},
		scenario{name: "create/400 context no commits", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"commits":[]}}`}},
		scenario{name: "create/400 context too many commits", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"commits":["` + strings.Repeat(`abcd","`, 20) + `abcd"]}}`}},
		scenario{name: "create/400 context empty", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{}}`}},
		scenario{name: "create/400 context null", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":null}`}},
		scenario{name: "create/400 context compare an option", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"compare":{"from":"--output=/tmp/x","to":"main"}}}`},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				p := checkProblem(t, w)
				if len(p.Errors) != 1 || p.Errors[0].Pointer == nil || *p.Errors[0].Pointer != "/context/compare/from" {
					t.Errorf("problem %+v", p)
				}
			}},
		scenario{name: "create/400 context compare a range", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"compare":{"from":"a","to":"v1..v2"}}}`}},
		scenario{name: "create/400 context compare without to", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"compare":{"from":"a"}}}`}},
		scenario{name: "create/400 context pull request not a number", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"pullRequest":"12"}}`}},
		scenario{name: "create/400 context pull request zero", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"pullRequest":0}}`}},
		scenario{name: "create/400 context pull request a fraction", status: 400, code: "invalid_body",
			req: req{method: "POST", path: "/v2/agent/demo/job", key: "rw", body: `{"prompt":"x","context":{"pullRequest":1.5}}`}},
		scenario{name: "create/422 an Idempotency-Key reused with other options", status: 422, code: "idempotency_key_reused",
			before: func(t *testing.T, b *bundle, f *fixtures) {
				w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw", header: map[string]string{"Idempotency-Key": "k-opt"}})
				if w.Code != 201 {
					t.Fatalf("first request: %d %s", w.Code, w.Body)
				}
			},
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"Document the deploy command.","draft":true}`, key: "rw",
				header: map[string]string{"Idempotency-Key": "k-opt"}}},
		scenario{name: "create/400 an unknown member before a bad prompt", status: 400, code: "unknown_member",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"promt":"x"}`, key: "rw"}},
		scenario{name: "message/200 unknown members ignored", status: 200,
			req: req{method: "POST", path: "/v2/agent/demo/job/{job}/message", body: `{"prompt":"x","extra":1}`, key: "rw"}},
		scenario{name: "create/201 32,000 characters of two bytes", status: 201,
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"` + repeat("é", 32000) + `"}`, key: "rw"}},
		scenario{name: "create/201 the server's model", status: 201,
			opts: []func(*Options){func(o *Options) { o.Model = "script:server" }},
			req:  req{method: "POST", path: "/v2/agent/bare/job", body: prompt, key: "rw"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if j := decode[jobAnswer](t, w); j.Model != "script:server" {
					t.Errorf("model %q", j.Model)
				}
			}},
		scenario{name: "create/201 idempotent replay", status: 201,
			before: func(t *testing.T, b *bundle, f *fixtures) {
				w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw", header: map[string]string{"Idempotency-Key": "k-1"}})
				if w.Code != 201 {
					t.Fatalf("first request: %d %s", w.Code, w.Body)
				}
				f.first = decode[jobAnswer](t, w).ID
				b.clock.Advance(23 * time.Hour)
			},
			// The same meaning, other bytes.
			req: req{method: "POST", path: "/v2/agent/demo/job", body: "{ \"prompt\" : \"Document the deploy \\u0063ommand.\" }", key: "rw", header: map[string]string{"Idempotency-Key": "k-1"}},
			check: func(t *testing.T, b *bundle, f *fixtures, w *httptest.ResponseRecorder) {
				if j := decode[jobAnswer](t, w); j.ID != f.first {
					t.Errorf("replay made job %s, want %s", j.ID, f.first)
				}
				if w.Header().Get("Idempotent-Replayed") != "true" {
					t.Error("no Idempotent-Replayed: true")
				}
				if n, _ := b.written(); n != 7 {
					t.Errorf("%d jobs, want the 6 fixtures and one", n)
				}
			}},
		scenario{name: "create/201 an Idempotency-Key older than a day is forgotten", status: 201,
			before: func(t *testing.T, b *bundle, f *fixtures) {
				w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw", header: map[string]string{"Idempotency-Key": "k-old"}})
				if w.Code != 201 {
					t.Fatalf("first request: %d %s", w.Code, w.Body)
				}
				b.clock.Advance(25 * time.Hour)
			},
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"something else"}`, key: "rw", header: map[string]string{"Idempotency-Key": "k-old"}},
			check: func(t *testing.T, b *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if w.Header().Get("Idempotent-Replayed") != "" {
					t.Error("replayed a day-old key")
				}
				if n, _ := b.written(); n != 8 {
					t.Errorf("%d jobs, want the 6 fixtures and two", n)
				}
			}},
		scenario{name: "create/422 an Idempotency-Key reused with another body", status: 422, code: "idempotency_key_reused",
			before: func(t *testing.T, b *bundle, _ *fixtures) {
				w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw", header: map[string]string{"Idempotency-Key": "k-2"}})
				if w.Code != 201 {
					t.Fatalf("first request: %d %s", w.Code, w.Body)
				}
			},
			req: req{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":"something else"}`, key: "rw", header: map[string]string{"Idempotency-Key": "k-2"}}},
		scenario{name: "create/400 Idempotency-Key too long", status: 400, code: "invalid_idempotency_key",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw", header: map[string]string{"Idempotency-Key": repeat("k", 256)}}},
		scenario{name: "create/201 Idempotency-Key of 255 characters", status: 201,
			req: req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw", header: map[string]string{"Idempotency-Key": repeat("k", 255)}}},
		scenario{name: "create/400 Idempotency-Key not ASCII", status: 400, code: "invalid_idempotency_key",
			req: req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw", header: map[string]string{"Idempotency-Key": "clé"}}},
		scenario{name: "create/503 no model anywhere", status: 503, code: "model_not_configured",
			req: req{method: "POST", path: "/v2/agent/bare/job", body: prompt, key: "rw"},
			check: func(t *testing.T, b *bundle, f *fixtures, w *httptest.ResponseRecorder) {
				// The problem says how to configure one.
				for _, want := range []string{"--model", "FOLIO_MODEL", "folio project set"} {
					if !strings.Contains(w.Body.String(), want) {
						t.Errorf("the problem does not name %s: %s", want, w.Body)
					}
				}
			}},
		scenario{name: "create/429 over the hour's limit", status: 429, code: "rate_limited",
			opts: []func(*Options){func(o *Options) { o.RateLimit = 2 }},
			before: func(t *testing.T, b *bundle, f *fixtures) {
				for range 2 {
					if w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw"}); w.Code != 201 {
						t.Fatalf("%d %s", w.Code, w.Body)
					}
				}
			},
			req: req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw"},
			check: func(t *testing.T, b *bundle, f *fixtures, w *httptest.ResponseRecorder) {
				checkRateHeaders(t, b, w, "2", "0")
				// Another project has its own count.
				if w := b.do(req{method: "POST", path: "/v2/agent/other/job", body: prompt, key: "rw"}); w.Code != 201 {
					t.Errorf("other project: %d", w.Code)
				}
				// The next hour starts again.
				b.clock.Advance(40 * time.Minute)
				if now := b.clock.Now(); now.Minute() > 5 {
					t.Fatalf("the test's hour has not ended at %v", now)
				}
				if w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw"}); w.Code != 201 {
					t.Errorf("next hour: %d", w.Code)
				}
			}},
		scenario{name: "create/201 rejected requests do not count", status: 201,
			opts: []func(*Options){func(o *Options) { o.RateLimit = 1 }},
			before: func(t *testing.T, b *bundle, f *fixtures) {
				for _, q := range []req{
					{method: "POST", path: "/v2/agent/demo/job", body: `{"prompt":""}`, key: "rw"},
					{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "ro"},
					{method: "POST", path: "/v2/agent/demo/job/{archived}/message", body: prompt, key: "rw"},
				} {
					q.path = f.path(q.path)
					if w := b.do(q); w.Code < 400 {
						t.Fatalf("%s: %d", q.path, w.Code)
					}
				}
			},
			req: req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw"},
			check: func(t *testing.T, b *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				checkRateHeaders(t, b, w, "1", "0")
			}},
		scenario{name: "create/201 no limit", status: 201,
			opts: []func(*Options){func(o *Options) { o.RateLimit = -1 }},
			req:  req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if w.Header().Get("RateLimit-Limit") != "" {
					t.Error("RateLimit headers without a limit")
				}
			}},
	)
	// Bodies, on both routes that take one.
	for _, p := range []string{"/v2/agent/demo/job", "/v2/agent/demo/job/{job}/message"} {
		detail := func(want string) func(*testing.T, *bundle, *fixtures, *httptest.ResponseRecorder) {
			return func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), want) {
					t.Errorf("body %s lacks %q", w.Body, want)
				}
			}
		}
		field := func(pointer string) func(*testing.T, *bundle, *fixtures, *httptest.ResponseRecorder) {
			return func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				pr := decode[problemAnswer](t, w)
				if len(pr.Errors) != 1 || pr.Errors[0].Pointer == nil || *pr.Errors[0].Pointer != pointer {
					t.Errorf("errors %+v, want one at %q", pr.Errors, pointer)
				}
			}
		}
		for _, b := range []struct {
			why, body, code string
			check           func(*testing.T, *bundle, *fixtures, *httptest.ResponseRecorder)
		}{
			{"malformed JSON", `{"prompt":`, "malformed_json", nil},
			{"not JSON", `prompt=hello`, "malformed_json", nil},
			{"trailing garbage", prompt + ` {}`, "malformed_json", nil},
			{"two objects", prompt + prompt, "malformed_json", nil},
			{"white space only", "  \n", "malformed_json", nil},
			{"an array", `[{"prompt":"x"}]`, "invalid_body", field("")},
			{"a string", `"x"`, "invalid_body", field("")},
			{"null", `null`, "invalid_body", field("")},
			{"no prompt", `{}`, "invalid_body", field("/prompt")},
			{"a number prompt", `{"prompt":42}`, "invalid_body", field("/prompt")},
			{"a null prompt", `{"prompt":null}`, "invalid_body", field("/prompt")},
			{"an object prompt", `{"prompt":{"text":"x"}}`, "invalid_body", field("/prompt")},
			{"an empty prompt", `{"prompt":""}`, "invalid_body", field("/prompt")},
			{"a blank prompt", `{"prompt":" \t\n"}`, "invalid_body", field("/prompt")},
			{"32,001 characters", `{"prompt":"` + repeat("a", 32001) + `"}`, "invalid_body", field("/prompt")},
			{"a NUL", `{"prompt":"a\u0000b"}`, "invalid_body", field("/prompt")},
			{"invalid UTF-8", "{\"prompt\":\"caf\xe9 au lait\"}", "malformed_json", detail("at byte 14")},
			{"a lone high surrogate", `{"prompt":"x\ud83dy"}`, "invalid_body", detail("at byte 2 of its JSON string")},
			{"a lone low surrogate", `{"prompt":"\ude00"}`, "invalid_body", detail("at byte 1 of its JSON string")},
		} {
			sc = append(sc, scenario{name: p + "/400 " + b.why, status: 400, code: b.code, check: b.check,
				req: req{method: "POST", path: p, body: b.body, key: "rw"}})
		}
		sc = append(sc,
			scenario{name: p + "/400 empty body", status: 400, code: "malformed_json",
				req: req{method: "POST", path: p, key: "rw", header: map[string]string{"Content-Type": "application/json"}}},
			scenario{name: p + "/408 a body that stops coming", status: 408, code: "request_timeout",
				req: req{method: "POST", path: p, body: `{"prompt":"half`, key: "rw", stall: true}},
			scenario{name: p + "/413 Content-Length over 64 KiB", status: 413, code: "body_too_large",
				req: req{method: "POST", path: p, body: `{"prompt":"` + repeat("a", 64<<10) + `"}`, key: "rw"}},
			scenario{name: p + "/413 a chunked body over 64 KiB", status: 413, code: "body_too_large",
				req: req{method: "POST", path: p, body: chunked, key: "rw"}},
			scenario{name: p + "/415 text/plain", status: 415, code: "unsupported_media_type",
				req: req{method: "POST", path: p, body: prompt, key: "rw", header: map[string]string{"Content-Type": "text/plain"}}},
			scenario{name: p + "/415 no Content-Type", status: 415, code: "unsupported_media_type",
				req: req{method: "POST", path: p, body: prompt, key: "rw", header: map[string]string{"Content-Type": ""}}},
			scenario{name: p + "/415 a form", status: 415, code: "unsupported_media_type",
				req: req{method: "POST", path: p, body: prompt, key: "rw", header: map[string]string{"Content-Type": "application/x-www-form-urlencoded"}}},
			scenario{name: p + "/415 Latin-1 JSON", status: 415, code: "unsupported_media_type",
				req: req{method: "POST", path: p, body: prompt, key: "rw", header: map[string]string{"Content-Type": "application/json; charset=latin1"}}},
			scenario{name: p + "/415 a broken media type", status: 415, code: "unsupported_media_type",
				req: req{method: "POST", path: p, body: prompt, key: "rw", header: map[string]string{"Content-Type": "application/json; ;;="}}},
		)
	}

	// Follow-up messages.
	sc = append(sc,
		scenario{name: "message/200 active stays active", status: 200, check: func(t *testing.T, b *bundle, f *fixtures, w *httptest.ResponseRecorder) {
			checkJob("active", "queued")(t, b, f, w)
			checkRateHeaders(t, b, w, "100", "99")
			msgs, _ := b.db.Messages(context.Background(), f.active.ID)
			if len(msgs) != 2 || msgs[1].Content != "Document the deploy command." {
				t.Errorf("transcript %+v", msgs)
			}
		}, req: req{method: "POST", path: "/v2/agent/demo/job/{job}/message", body: prompt, key: "rw"}},
		scenario{name: "message/200 completed becomes active", status: 200, check: checkJob("active", "queued"),
			req: req{method: "POST", path: "/v2/agent/demo/job/{completed}/message", body: prompt, key: "rw"}},
		scenario{name: "message/200 failed becomes active without its error", status: 200,
			req: req{method: "POST", path: "/v2/agent/demo/job/{failed}/message", body: prompt, key: "rw"},
			check: func(t *testing.T, b *bundle, f *fixtures, w *httptest.ResponseRecorder) {
				checkJob("active", "queued")(t, b, f, w)
				if j := decode[jobAnswer](t, w); j.Error != nil {
					t.Errorf("error %+v", j.Error)
				}
			}},
		scenario{name: "message/409 archived", status: 409, code: "job_archived",
			req: req{method: "POST", path: "/v2/agent/demo/job/{archived}/message", body: prompt, key: "rw"}},
		scenario{name: "message/503 no model anywhere", status: 503, code: "model_not_configured",
			req: req{method: "POST", path: "/v2/agent/bare/job/{bare}/message", body: prompt, key: "rw"}},
		scenario{name: "message/429 over the hour's limit", status: 429, code: "rate_limited",
			opts: []func(*Options){func(o *Options) { o.RateLimit = 1 }},
			before: func(t *testing.T, b *bundle, f *fixtures) {
				if w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw"}); w.Code != 201 {
					t.Fatalf("%d", w.Code)
				}
			},
			req: req{method: "POST", path: "/v2/agent/demo/job/{job}/message", body: prompt, key: "rw"},
			check: func(t *testing.T, b *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				checkRateHeaders(t, b, w, "1", "0")
				if w.Header().Get("Retry-After") == "" {
					t.Error("no Retry-After")
				}
			}},
	)

	// Reading, cancelling, archiving.
	sc = append(sc,
		scenario{name: "get/200", status: 200, req: req{method: "GET", path: "/v2/agent/demo/job/{failed}", key: "ro"},
			check: func(t *testing.T, _ *bundle, f *fixtures, w *httptest.ResponseRecorder) {
				j := decode[jobAnswer](t, w)
				if j.ID != f.failed.ID || j.Status != "failed" || j.Phase != nil {
					t.Errorf("job %+v", j)
				}
				if j.Error == nil || j.Error.Code != "agent_error" || j.Error.Message != "the model gave up" || j.Error.Retryable {
					t.Errorf("error %+v", j.Error)
				}
			}},
		scenario{name: "get/200 HEAD", status: 200, req: req{method: "HEAD", path: "/v2/agent/demo/job/{job}", key: "ro"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if w.Body.Len() != 0 || w.Header().Get("Content-Length") == "" {
					t.Errorf("HEAD: body %q, Content-Length %q", w.Body, w.Header().Get("Content-Length"))
				}
			}},
		scenario{name: "get/200 archived", status: 200, req: req{method: "GET", path: "/v2/agent/demo/job/{archived}", key: "demo-only"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				j := decode[jobAnswer](t, w)
				if j.Status != "archived" || j.ArchivedAt == nil || !rfc3339UTC.MatchString(*j.ArchivedAt) {
					t.Errorf("job %+v", j)
				}
			}},
		scenario{name: "cancel/200 active", status: 200, req: req{method: "POST", path: "/v2/agent/demo/job/{job}/cancel", key: "rw"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				j := decode[jobAnswer](t, w)
				if j.Status != "failed" || j.Error == nil || j.Error.Code != "cancelled" || j.Error.Retryable {
					t.Errorf("job %+v, error %+v", j, j.Error)
				}
			}},
		scenario{name: "cancel/200 with a body and any Content-Type", status: 200,
			req: req{method: "POST", path: "/v2/agent/demo/job/{job}/cancel", key: "rw", body: "why not", header: map[string]string{"Content-Type": "text/plain"}}},
		scenario{name: "cancel/409 completed", status: 409, code: "job_not_active",
			req: req{method: "POST", path: "/v2/agent/demo/job/{completed}/cancel", key: "rw"}},
		scenario{name: "cancel/409 failed", status: 409, code: "job_not_active",
			req: req{method: "POST", path: "/v2/agent/demo/job/{failed}/cancel", key: "rw"}},
		scenario{name: "cancel/409 archived", status: 409, code: "job_archived",
			req: req{method: "POST", path: "/v2/agent/demo/job/{archived}/cancel", key: "rw"}},
		scenario{name: "archive/200 active", status: 200, req: req{method: "POST", path: "/v2/agent/demo/job/{job}/archive", key: "rw"},
			check: func(t *testing.T, b *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				j := decode[jobAnswer](t, w)
				if j.Status != "archived" || j.ArchivedAt == nil || *j.ArchivedAt != timestamp(b.clock.Now()) {
					t.Errorf("job %+v", j)
				}
			}},
		scenario{name: "archive/200 failed", status: 200, check: checkJob("archived", ""),
			req: req{method: "POST", path: "/v2/agent/demo/job/{failed}/archive", key: "rw"}},
		scenario{name: "archive/409 twice", status: 409, code: "job_archived",
			req: req{method: "POST", path: "/v2/agent/demo/job/{archived}/archive", key: "rw"}},
		scenario{name: "messages/200", status: 200, req: req{method: "GET", path: "/v2/agent/demo/job/{failed}/messages", key: "ro"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				tr := decode[struct {
					Messages []struct {
						Seq       int64  `json:"seq"`
						Role      string `json:"role"`
						Content   string `json:"content"`
						CreatedAt string `json:"createdAt"`
					} `json:"messages"`
				}](t, w)
				if len(tr.Messages) != 1 || tr.Messages[0].Seq != 1 || tr.Messages[0].Role != "user" ||
					tr.Messages[0].Content != "fixture prompt" || !rfc3339UTC.MatchString(tr.Messages[0].CreatedAt) {
					t.Errorf("transcript %s", w.Body)
				}
			}},
		scenario{name: "events/200 a completed job", status: 200, req: req{method: "GET", path: "/v2/agent/demo/job/{completed}/events", key: "ro"},
			check: func(t *testing.T, _ *bundle, f *fixtures, w *httptest.ResponseRecorder) {
				if ct := w.Header().Get("Content-Type"); ct != "text/event-stream" {
					t.Errorf("Content-Type %q", ct)
				}
				want := "id: 3\nevent: status\ndata: {\"id\":\"" + f.completed.ID + "\",\"status\":\"completed\""
				if !strings.Contains(w.Body.String(), want) || !strings.HasSuffix(w.Body.String(), "event: done\ndata: {\"status\":\"completed\"}\n\n") {
					t.Errorf("stream:\n%s", w.Body)
				}
			}},
		scenario{name: "list/200", status: 200, req: req{method: "GET", path: "/v2/agent/demo/jobs", key: "ro"},
			check: func(t *testing.T, _ *bundle, f *fixtures, w *httptest.ResponseRecorder) {
				l := decode[listAnswer](t, w)
				want := []string{f.archived.ID, f.failed.ID, f.completed.ID, f.active.ID}
				if !slices.Equal(l.ids(), want) || l.NextCursor != nil {
					t.Errorf("jobs %v next %v, want %v and null", l.ids(), l.NextCursor, want)
				}
			}},
		scenario{name: "list/200 status filter", status: 200, req: req{method: "GET", path: "/v2/agent/demo/jobs?status=completed", key: "ro"},
			check: func(t *testing.T, _ *bundle, f *fixtures, w *httptest.ResponseRecorder) {
				if l := decode[listAnswer](t, w); !slices.Equal(l.ids(), []string{f.completed.ID}) {
					t.Errorf("jobs %v", l.ids())
				}
			}},
		scenario{name: "list/200 a project without jobs", status: 200, req: req{method: "GET", path: "/v2/agent/bare/jobs?status=archived", key: "ro"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if !strings.Contains(w.Body.String(), `{"jobs":[],"nextCursor":null}`) {
					t.Errorf("body %s", w.Body)
				}
			}},
	)
	for _, q := range []string{
		"status=running", "status=", "status=active&status=failed", "limit=0", "limit=101", "limit=abc", "limit=+5",
		"limit=1.5", "limit=99999999999999999999", "cursor=garbage!", "cursor=", "cursor=" + encodeCursor(store.JobCursor{ID: "x"}),
		"cursor=djEgMjAyNi0xMS0yMlQxMDoyMDowMFogam9iXy4u", "cursor=" + repeat("A", 5000), "a=%zz",
	} {
		sc = append(sc, scenario{name: "list/400 " + q, status: 400, code: "invalid_parameter",
			req: req{method: "GET", path: "/v2/agent/demo/jobs?" + q, key: "ro"}})
	}

	// The description, routes, methods.
	sc = append(sc,
		scenario{name: "openapi/200", status: 200, req: req{method: "GET", path: "/v2/openapi.json"},
			check: func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
				if w.Header().Get("Content-Type") != "application/json" || !strings.Contains(w.Body.String(), `"openapi": "3.1.0"`) {
					t.Errorf("openapi.json: %.100s", w.Body)
				}
			}},
		scenario{name: "route/404 unknown", status: 404, code: "not_found", req: req{method: "GET", path: "/v2/nope", key: "rw"}},
		scenario{name: "route/404 outside /v2/", status: 404, code: "not_found", req: req{method: "GET", path: "/v1/agent/demo/jobs", key: "rw"}},
		scenario{name: "route/404 trailing slash", status: 404, code: "not_found", req: req{method: "GET", path: "/v2/agent/demo/jobs/", key: "rw"}},
		scenario{name: "route/404 unknown action", status: 404, code: "not_found", req: req{method: "POST", path: "/v2/agent/demo/job/{job}/../cancel", key: "rw"}},
		scenario{name: "route/405 PUT a job", status: 405, code: "method_not_allowed", req: req{method: "PUT", path: "/v2/agent/demo/job", body: prompt, key: "rw"},
			check: checkAllow("POST")},
		scenario{name: "route/405 DELETE a job", status: 405, code: "method_not_allowed", req: req{method: "DELETE", path: "/v2/agent/demo/job/{job}", key: "rw"},
			check: checkAllow("GET, HEAD")},
		scenario{name: "route/405 GET a cancel", status: 405, code: "method_not_allowed", req: req{method: "GET", path: "/v2/agent/demo/job/{job}/cancel", key: "rw"},
			check: checkAllow("POST")},
		scenario{name: "route/405 POST the description", status: 405, code: "method_not_allowed", req: req{method: "POST", path: "/v2/openapi.json"},
			check: checkAllow("GET, HEAD")},
	)
	// The audit log: the organisation's, for keys with audit:read.
	for _, a := range []struct {
		name, key, query string
		status           int
		code             string
	}{
		{"200", "audit", "?limit=5", 200, ""},
		{"400 bad filter", "audit", "?since=soon", 400, "invalid_parameter"},
		{"401 no key", "", "", 401, "unauthorized"},
		{"403 without audit:read", "rw", "", 403, "forbidden"},
	} {
		sc = append(sc, scenario{name: "GET /v2/audit/" + a.name, status: a.status, code: a.code,
			req: req{method: "GET", path: "/v2/audit" + a.query, key: a.key}})
	}
	return sc
}

func checkAllow(want string) func(*testing.T, *bundle, *fixtures, *httptest.ResponseRecorder) {
	return func(t *testing.T, _ *bundle, _ *fixtures, w *httptest.ResponseRecorder) {
		if got := w.Header().Get("Allow"); got != want {
			t.Errorf("Allow %q, want %q", got, want)
		}
	}
}

// checkRateHeaders checks the RateLimit headers of an answer given at the
// bundle's time.
func checkRateHeaders(t *testing.T, b *bundle, w *httptest.ResponseRecorder, limit, remaining string) {
	t.Helper()
	h := w.Header()
	now := b.clock.Now()
	reset := strconv.Itoa(int(now.Truncate(time.Hour).Add(time.Hour).Sub(now) / time.Second))
	if h.Get("RateLimit-Limit") != limit || h.Get("RateLimit-Remaining") != remaining || h.Get("RateLimit-Reset") != reset ||
		h.Get("RateLimit-Policy") != limit+";w=3600" {
		t.Errorf("RateLimit headers %q %q %q %q, want %s, %s, %s", h.Get("RateLimit-Limit"), h.Get("RateLimit-Remaining"),
			h.Get("RateLimit-Reset"), h.Get("RateLimit-Policy"), limit, remaining, reset)
	}
	if w.Code == 429 && h.Get("Retry-After") != reset {
		t.Errorf("Retry-After %q, want %s", h.Get("Retry-After"), reset)
	}
}

var rfc3339UTC = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$`)

// checkNewJob checks a job straight out of create.
func checkNewJob(t *testing.T, j jobAnswer, now time.Time) {
	t.Helper()
	if !jobs.ValidID(j.ID) || j.Status != "active" || deref(j.Phase) != "queued" {
		t.Errorf("id %q status %q phase %v", j.ID, j.Status, deref(j.Phase))
	}
	if j.Branch != "folio/"+jobs.ShortID(j.ID) {
		t.Errorf("branch %q", j.Branch)
	}
	if j.PRLink != nil || j.ArchivedAt != nil || j.Error != nil {
		t.Errorf("prLink %v archivedAt %v error %v, want null", j.PRLink, j.ArchivedAt, j.Error)
	}
	if j.ChangedFiles == nil || len(j.ChangedFiles) != 0 || j.Checks == nil || len(j.Checks) != 0 {
		t.Errorf("changedFiles %v checks %v, want [] and {}", j.ChangedFiles, j.Checks)
	}
	if j.Usage == nil || j.Usage.Steps == nil || *j.Usage.Steps != 0 || j.Usage.InputTokens == nil || j.Usage.OutputTokens == nil {
		t.Errorf("usage %+v", j.Usage)
	}
	if j.CreatedAt != timestamp(now) || j.UpdatedAt != j.CreatedAt || !rfc3339UTC.MatchString(j.CreatedAt) {
		t.Errorf("createdAt %q updatedAt %q, want %q", j.CreatedAt, j.UpdatedAt, timestamp(now))
	}
}

func deref(s *string) string {
	if s == nil {
		return ""
	}
	return *s
}

type listAnswer struct {
	Jobs       []jobAnswer `json:"jobs"`
	NextCursor *string     `json:"nextCursor"`
}

func (l listAnswer) ids() []string {
	var ids []string
	for _, j := range l.Jobs {
		ids = append(ids, j.ID)
	}
	return ids
}

// statusSet collects which statuses each route answered.
type statusSet struct {
	mu   sync.Mutex
	seen map[string]map[int]bool // "METHOD pattern" → statuses
	ran  int
}

func (s *statusSet) add(method, path string, status int) {
	rt, _, _ := match(routes(), method, path)
	if rt == nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.seen == nil {
		s.seen = map[string]map[int]bool{}
	}
	k := rt.method + " " + rt.pattern
	if s.seen[k] == nil {
		s.seen[k] = map[int]bool{}
	}
	s.seen[k][status] = true
}

// TestScenarios runs every scenario on a fresh store and checks what holds
// for all of them: never a 500, a complete problem document for every
// error, and nothing written by a rejected request. Then it checks that
// each status the OpenAPI description lists was answered by some scenario.
func TestScenarios(t *testing.T) {
	all := scenarios()
	var seen statusSet
	desc := loadDescription(t)
	t.Run("scenario", func(t *testing.T) {
		names := map[string]bool{}
		for _, sc := range all {
			if names[sc.name] {
				t.Fatalf("two scenarios named %q", sc.name)
			}
			names[sc.name] = true
			t.Run(sc.name, func(t *testing.T) {
				t.Parallel()
				b, f := setupWithFixtures(t, sc.opts...)
				if sc.before != nil {
					sc.before(t, b, f)
				}
				q := sc.req
				q.path = f.path(q.path)
				jobsBefore, msgsBefore := b.written()
				var w *httptest.ResponseRecorder
				switch q.body {
				case chunked:
					w = b.doChunked(q, MaxBodyBytes+1)
				default:
					w = b.do(q)
				}
				seen.mu.Lock()
				seen.ran++
				seen.mu.Unlock()
				seen.add(q.method, pathOnly(q.path), w.Code)
				if w.Code >= 500 && sc.status < 500 {
					t.Fatalf("%d for a client's request:\n%s", w.Code, w.Body)
				}
				if w.Code != sc.status {
					t.Fatalf("status %d, want %d:\n%.2000s", w.Code, sc.status, w.Body)
				}
				if w.Code >= 400 {
					p := checkProblem(t, w)
					if p.Code != sc.code {
						t.Errorf("code %q, want %q (%s)", p.Code, sc.code, p.Detail)
					}
					if jobsAfter, msgsAfter := b.written(); jobsAfter != jobsBefore || msgsAfter != msgsBefore {
						t.Errorf("a rejected request wrote: jobs %d → %d, messages %d → %d", jobsBefore, jobsAfter, msgsBefore, msgsAfter)
					}
				} else if sc.code != "" {
					t.Errorf("scenario wants code %q from a success", sc.code)
				}
				if rt, _, _ := match(routes(), q.method, pathOnly(q.path)); rt != nil && q.method != "HEAD" {
					mt, _, _ := strings.Cut(w.Header().Get("Content-Type"), ";")
					if mt == "application/json" || mt == "application/problem+json" {
						if err := desc.check(rt.method, rt.pattern, w.Code, mt, w.Body.Bytes()); err != nil {
							t.Error(err)
						}
					}
				}
				if sc.check != nil {
					sc.check(t, b, f, w)
				}
			})
		}
	})
	if seen.ran != len(all) {
		t.Logf("%d of %d scenarios ran; not checking the description's statuses", seen.ran, len(all))
		return
	}
	t.Run("every described status is answered", func(t *testing.T) {
		for _, op := range describedOperations(t) {
			k := op.method + " " + op.path
			for _, st := range op.statuses {
				if !seen.seen[k][st] {
					t.Errorf("%s: the description lists %d, no scenario answered it", k, st)
				}
			}
		}
	})
}

// pathOnly drops the query.
func pathOnly(p string) string {
	path, _, _ := strings.Cut(p, "?")
	return path
}

// doChunked sends a JSON body of n bytes with no Content-Length.
func (b *bundle) doChunked(q req, n int) *httptest.ResponseRecorder {
	body := `{"prompt":"` + repeat("a", n) + `"}`
	r := httptest.NewRequest(q.method, q.path, strings.NewReader(body))
	r.ContentLength = -1
	r.Header.Set("Content-Type", "application/json")
	r.Header.Set("Authorization", "Bearer "+b.keys[q.key])
	w := httptest.NewRecorder()
	b.srv.ServeHTTP(w, r)
	return w
}

// TestNotFoundIsOneAnswer checks that a project the key may not see, a
// project that does not exist, a job of another project, a job that does
// not exist and an id of the wrong shape all get the same body.
func TestNotFoundIsOneAnswer(t *testing.T) {
	b, f := setupWithFixtures(t)
	var first string
	for _, q := range []req{
		{method: "GET", path: "/v2/agent/other/job/{other}", key: "demo-only"},
		{method: "GET", path: "/v2/agent/nope/job/{other}", key: "demo-only"},
		{method: "GET", path: "/v2/agent/nope/job/{other}", key: "rw"},
		{method: "GET", path: "/v2/agent/demo/job/{other}", key: "rw"},
		{method: "GET", path: "/v2/agent/demo/job/{missing}", key: "rw"},
		{method: "GET", path: "/v2/agent/demo/job/..", key: "rw"},
		{method: "GET", path: "/v2/agent/de%00mo/job/{job}", key: "rw"},
		{method: "POST", path: "/v2/agent/demo/job/{other}/cancel", key: "rw"},
		{method: "POST", path: "/v2/agent/other/job", key: "demo-only", body: prompt},
		{method: "GET", path: "/v2/agent/other/jobs", key: "demo-only"},
	} {
		q.path = f.path(q.path)
		w := b.do(q)
		if w.Code != 404 {
			t.Errorf("%s %s: %d", q.method, q.path, w.Code)
			continue
		}
		if first == "" {
			first = w.Body.String()
		} else if w.Body.String() != first {
			t.Errorf("%s %s: body\n%s\nwant\n%s", q.method, q.path, w.Body, first)
		}
	}
}

func TestMaxActive(t *testing.T) {
	db := setup(t).db
	if got := New(Options{Store: db}).MaxActive(); got != DefaultMaxActive {
		t.Errorf("default MaxActive %d", got)
	}
	if got := New(Options{Store: db, MaxActive: 7}).MaxActive(); got != 7 {
		t.Errorf("MaxActive %d", got)
	}
}

// TestStoreFailureIs500 checks that a failing store is a generic 500 that
// does not show the store's error.
func TestStoreFailureIs500(t *testing.T) {
	b := setup(t)
	b.db.Close()
	w := b.do(req{method: "GET", path: "/v2/agent/demo/jobs", key: "rw"})
	if w.Code != 500 {
		t.Fatalf("status %d", w.Code)
	}
	p := checkProblem(t, w)
	if p.Code != "internal" || strings.Contains(strings.ToLower(w.Body.String()), "sql") || strings.Contains(w.Body.String(), "closed") {
		t.Errorf("internal error leaked: %s", w.Body)
	}
}

func TestNewWithoutStorePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("no panic")
		}
	}()
	New(Options{})
}
