package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/browsertest"
)

// attackJS is what a hostile repository, or an agent, puts on a docs
// page: with the reader's browser, it tries to read the dashboard (and
// its CSRF token), create an all-projects key with the reader's session,
// read the cookies, and frame the dashboard. It records what it got in
// window.__attack. %s is the dashboard's origin.
const attackJS = `(async function () {
  var dash = %q, r = {};
  try { r.cookie = document.cookie; } catch (e) { r.cookie = "error: " + e.name; }
  try {
    var res = await fetch(dash + "/dashboard/keys/new", {credentials: "include"});
    var text = await res.text();
    r.read = text.slice(0, 300);
    var m = text.match(/name="csrf" value="([^"]+)"/);
    r.csrf = m ? m[1] : "";
  } catch (e) { r.read = "error: " + e.name; r.csrf = ""; }
  try {
    await fetch(dash + "/dashboard/keys", {method: "POST", credentials: "include", mode: "no-cors",
      headers: {"Content-Type": "application/x-www-form-urlencoded"},
      body: "csrf=" + encodeURIComponent(r.csrf) + "&name=stolen-%s&access=all&scope=read&scope=write&expiry=never"});
    r.post = "sent";
  } catch (e) { r.post = "error: " + e.name; }
  await new Promise(function (done) {
    var f = document.createElement("iframe");
    f.src = dash + "/dashboard/keys/new";
    f.onload = function () {
      try { r.frame = f.contentDocument ? f.contentDocument.documentElement.outerHTML.slice(0, 300) : "no document"; }
      catch (e) { r.frame = "error: " + e.name; }
      done();
    };
    setTimeout(function () { if (r.frame === undefined) r.frame = "no load"; done(); }, 3000);
    document.body.appendChild(f);
  });
  r.done = true;
  window.__attack = r;
})();
`

// attackResult is window.__attack.
type attackResult struct {
	Cookie, Read, CSRF, Post, Frame string
	Done                            bool
}

// syncBuffer is a bytes.Buffer safe to write from serve and read here.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

// TestBrowserPagesCannotActAsTheDashboardUser runs folio serve as a
// newcomer does and an administrator signed in to the dashboard opens, as
// the product links them, (1) the docs site, whose repository carries a
// hostile script, and (2) the live preview of a job whose agent wrote
// one. Neither script may read the dashboard, create a key with the
// administrator's session, read the session cookie or frame the
// dashboard.
func TestBrowserPagesCannotActAsTheDashboardUser(t *testing.T) {
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("serve needs git")
	}
	ctx, problems := browsertest.Start(t, 1200, 800)
	_ = problems // the attack's own failures are the point: console errors are expected

	dir := t.TempDir()
	addr, siteAddr := freeAddr(t), freeAddr(t)
	dash := "http://" + strings.Replace(addr, "127.0.0.1", "localhost", 1)
	docs := fstest.MapFS{
		"docs.json": {Data: []byte(`{"$schema":"https://mintlify.com/docs.json","theme":"mint","name":"Target","colors":{"primary":"#2563EB"},"navigation":{"pages":["index"]}}`)},
		"index.mdx": {Data: []byte("---\ntitle: Welcome\n---\n\nA page whose repository carries a script.\n")},
		"attack.js": {Data: []byte(fmt.Sprintf(attackJS, dash, "site"))},
	}
	turns, _ := json.Marshal(map[string]any{"turns": []any{
		map[string]any{"tool_calls": []any{map[string]any{"name": "write_file", "arguments": map[string]string{
			"path": "attack.js", "content": fmt.Sprintf(attackJS, dash, "preview")}}}},
		map[string]any{"tool_calls": []any{map[string]any{"name": "finish", "arguments": map[string]string{
			"summary": "Add a helpful script"}}}},
	}})
	srv := startServe(t, dir, addr, siteAddr, docs, turns)
	site, password, key := srv.site, srv.password, srv.key

	// The administrator signs in.
	if err := chromedp.Run(ctx,
		chromedp.Navigate(dash+"/dashboard/login"),
		chromedp.WaitVisible(`input[type=password]`),
		chromedp.SendKeys(`#email`, "admin"),
		chromedp.SendKeys(`input[type=password]`, password),
		chromedp.Submit(`input[type=password]`),
		chromedp.WaitVisible(`a[href="/dashboard/keys"]`),
	); err != nil {
		t.Fatalf("sign in: %v\n%s", err, srv.stderr.String())
	}

	// (1) The docs site, as the banner names it.
	waitHTTP(t, site, http.StatusOK)
	checkAttack(t, ctx, site, "the docs site")

	// (2) A job's live preview, as the change page links it.
	job := startJob(t, dash, key)
	prLink := waitJob(t, dash, key, job)
	var preview string
	if err := chromedp.Run(ctx,
		chromedp.Navigate(prLink),
		chromedp.AttributeValue(`a[data-preview]`, "href", &preview, nil),
	); err != nil {
		t.Fatalf("change page %s: %v", prLink, err)
	}
	checkAttack(t, ctx, preview, "the job's preview")

	// No key was made: the first run's is the only one.
	var keys bytes.Buffer
	if code := Main(context.Background(), []string{"keys", "list", "--data", filepath.Join(dir, "data")}, Env{Stdout: &keys, Stderr: io.Discard}); code != ExitOK {
		t.Fatalf("keys list: exit %d", code)
	}
	if strings.Contains(keys.String(), "stolen") {
		t.Fatalf("a page created a key with the administrator's session:\n%s", keys.String())
	}
}

// served is a folio serve started by startServe.
type served struct {
	dash, site, password, key string
	stderr                    *syncBuffer
	// stop stops serve and waits for it to return (the test's cleanup
	// does, if the test did not).
	stop func()
}

// startServe runs folio serve on a new data folder in dir, as the
// quickstart does, with docs as the demo project and turns as the
// script model; it stops with the test.
func startServe(t *testing.T, dir, addr, siteAddr string, docs fstest.MapFS, turns []byte) *served {
	t.Helper()
	model := filepath.Join(dir, "turns.json")
	if err := os.WriteFile(model, turns, 0o644); err != nil {
		t.Fatal(err)
	}
	var out syncBuffer
	s := &served{stderr: &syncBuffer{}}
	sctx, stop := context.WithCancel(context.Background())
	done := make(chan int, 1)
	go func() {
		done <- Main(sctx, []string{"serve", "--addr", addr, "--site-addr", siteAddr, "--data", filepath.Join(dir, "data"),
			"--model", "script:" + model, "--log-format", "json", "--poll", "1s"},
			Env{Stdout: &out, Stderr: s.stderr, Docs: docs, Environ: os.Environ()})
	}()
	var once sync.Once
	s.stop = func() {
		once.Do(func() {
			stop()
			select {
			case <-done:
			case <-time.After(30 * time.Second):
				t.Error("serve did not stop")
			}
		})
	}
	t.Cleanup(s.stop)
	banner := waitFor(t, &out, "Start an agent job on the demo project:")
	get := func(re string) string {
		m := regexp.MustCompile(`(?m)` + re).FindStringSubmatch(banner)
		if m == nil {
			t.Fatalf("the banner lacks %s:\n%s", re, banner)
		}
		return m[1]
	}
	s.dash, s.site, s.password, s.key = get(`^Folio is running at (\S+)$`), get(`^  Docs site   (\S+)$`), get(`^  password  (\S{20})$`), get(`^  (svc_\S+)$`)
	s.site = strings.TrimSuffix(s.site, "/")
	return s
}

// checkAttack opens page and reads what its script got.
func checkAttack(t *testing.T, ctx context.Context, page, what string) {
	t.Helper()
	var r attackResult
	deadline := time.Now().Add(60 * time.Second)
	for {
		// A preview may answer with its building page first, which
		// reloads itself.
		err := chromedp.Run(ctx, chromedp.Navigate(page), chromedp.Poll(`window.__attack && window.__attack.done ? window.__attack : null`, &r,
			chromedp.WithPollingTimeout(10*time.Second)))
		if err == nil && r.Done {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s (%s): the page's script never finished: %v", what, page, err)
		}
	}
	t.Logf("%s (%s): %+v", what, page, r)
	if strings.Contains(r.Read, "<") || r.CSRF != "" {
		t.Errorf("%s read the dashboard: %q (csrf %q)", what, r.Read, r.CSRF)
	}
	if strings.Contains(r.Cookie, "folio_session") {
		t.Errorf("%s read the session cookie: %q", what, r.Cookie)
	}
	if strings.Contains(r.Frame, "<") {
		t.Errorf("%s read the dashboard in a frame: %q", what, r.Frame)
	}
}

// waitFor waits until the buffer holds line and returns all of it.
func waitFor(t *testing.T, b *syncBuffer, line string) string {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for !strings.Contains(b.String(), line) {
		if time.Now().After(deadline) {
			t.Fatalf("never printed %q:\n%s", line, b.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	return b.String()
}

func waitHTTP(t *testing.T, u string, status int) {
	t.Helper()
	deadline := time.Now().Add(60 * time.Second)
	for {
		resp, err := http.Get(u)
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == status {
				return
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("GET %s never answered %d (%v)", u, status, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func apiDo(t *testing.T, method, u, key, body string) map[string]any {
	t.Helper()
	req, _ := http.NewRequest(method, u, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+key)
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var v map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&v); err != nil {
		t.Fatalf("%s %s: %d, not JSON: %v", method, u, resp.StatusCode, err)
	}
	return v
}

func startJob(t *testing.T, dash, key string) string {
	t.Helper()
	v := apiDo(t, "POST", dash+"/v2/agent/demo/job", key, `{"prompt":"Add a helpful script"}`)
	id, _ := v["id"].(string)
	if id == "" {
		t.Fatalf("create job: %v", v)
	}
	return id
}

func waitJob(t *testing.T, dash, key, id string) string {
	t.Helper()
	deadline := time.Now().Add(90 * time.Second)
	for {
		v := apiDo(t, "GET", dash+"/v2/agent/demo/job/"+id, key, "")
		switch v["status"] {
		case "completed":
			link, _ := v["prLink"].(string)
			if link == "" {
				t.Fatalf("job completed without a prLink: %v", v)
			}
			return link
		case "failed", "archived":
			t.Fatalf("job ended %v: %v", v["status"], v)
		}
		if time.Now().After(deadline) {
			t.Fatalf("job never completed: %v", v)
		}
		time.Sleep(200 * time.Millisecond)
	}
}
