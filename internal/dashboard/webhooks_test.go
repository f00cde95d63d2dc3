package dashboard_test

import (
	"fmt"
	"html"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/webhook"
)

// addWebhook stores a webhook of project p with the secret whsec_<id>.
func (b *bundle) addWebhook(id, p, u string, events ...string) store.Webhook {
	b.t.Helper()
	w := store.Webhook{ID: id, ProjectID: p, URL: u, Events: events, Secret: "whsec_c2VjcmV0IG9m" + id,
		Description: "Alerts for " + id, CreatedAt: b.clock.Now().Add(-time.Hour)}
	if err := b.store.CreateWebhook(b.t.Context(), w); err != nil {
		b.t.Fatal(err)
	}
	return w
}

// addDelivery queues a delivery of a job event to a webhook, created
// minutes ago, and records attempts answered with the given status codes
// (0: no answer); the last one decides the state.
func (b *bundle) addDelivery(id, webhookID, jobID string, minutes int, state store.DeliveryState, codes ...int) store.Delivery {
	b.t.Helper()
	ctx := b.t.Context()
	created := b.clock.Now().Add(-time.Duration(minutes) * time.Minute)
	nd := store.NewDelivery{Delivery: store.Delivery{ID: id, WebhookID: webhookID, JobID: jobID, Seq: int64(minutes), Event: store.HookJobCompleted,
		Payload: []byte(`{"type":"job.completed","timestamp":"2026-03-14T09:00:00Z","data":{"id":"` + jobID + `","summary":"<b>bold</b>"}}`), CreatedAt: created}, MaxAttempts: 8}
	if _, err := b.store.EnqueueDeliveries(ctx, []store.NewDelivery{nd}); err != nil {
		b.t.Fatal(err)
	}
	for i, code := range codes {
		a := store.DeliveryAttempt{StartedAt: created.Add(time.Duration(i) * time.Minute), Duration: 180 * time.Millisecond, StatusCode: code}
		switch {
		case code == 0:
			a.Error, a.Duration = "no answer within 15s", 15*time.Second
		case code >= 300:
			a.Error, a.Response = fmt.Sprintf("answered %d %s", code, http.StatusText(code)), `<script>alert("x")</script> upstream failed`
		default:
			a.Response = `{"received":true}`
		}
		st, next := store.DeliveryPending, b.clock.Now().Add(25*time.Minute)
		if i == len(codes)-1 {
			st = state
		}
		if _, err := b.store.RecordAttempt(ctx, id, a, st, next); err != nil {
			b.t.Fatal(err)
		}
	}
	d, err := b.store.Delivery(ctx, id)
	if err != nil {
		b.t.Fatal(err)
	}
	return d
}

var secretField = regexp.MustCompile(`id="secret" value="(whsec_[^"]+)"`)

// secretMark is the longest run of letters and digits of a secret: a page
// that has it shows the secret, however its + and / are escaped.
func secretMark(secret string) string {
	var best string
	for _, run := range regexp.MustCompile(`[A-Za-z0-9]+`).FindAllString(strings.TrimPrefix(secret, "whsec_"), -1) {
		if len(run) > len(best) {
			best = run
		}
	}
	return best
}

func TestWebhookLifecycle(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme Docs")
	c := b.signedIn()

	c.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, `href="/dashboard/projects/acme/webhooks"`)
	c.get("/projects/acme/webhooks").wantStatus(t, http.StatusOK).wantBody(t, "Get told when a job ends", `href="/dashboard/projects/acme/webhooks/new"`)
	form := c.get("/projects/acme/webhooks/new").wantStatus(t, http.StatusOK)
	form.wantBody(t, `name="url"`, `value="job.completed"`, `value="job.pr_opened"`, "A job opened a pull request")
	token := form.csrf(t)

	// Mistakes are shown on the form, which keeps what was typed.
	bad := c.post("/projects/acme/webhooks", url.Values{"csrf": {token}, "url": {"https://bot:pw@hooks.example.com/x"}, "scope": {"some"}, "description": {"Ops <alerts>"}})
	bad.wantStatus(t, http.StatusUnprocessableEntity).wantBody(t,
		"Check the fields marked below.",
		"The URL must not contain a user name or password: the request is signed instead.",
		"Choose at least one event, or send all of them.",
		`value="https://bot:pw@hooks.example.com/x"`, `value="Ops &lt;alerts&gt;"`)
	c.post("/projects/acme/webhooks", url.Values{"csrf": {token}, "url": {"ftp://x"}, "scope": {"all"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, `The scheme &#34;ftp&#34; is not allowed`)
	// Without the form's token nothing happens.
	c.post("/projects/acme/webhooks", url.Values{"url": {"https://hooks.example.com/x"}, "scope": {"all"}}).wantStatus(t, http.StatusForbidden)
	if ws, _ := b.store.Webhooks(t.Context(), "acme"); len(ws) != 0 {
		t.Fatalf("%d webhooks after refused forms", len(ws))
	}

	created := c.post("/projects/acme/webhooks", url.Values{"csrf": {token}, "url": {" https://hooks.example.com/folio?team=docs "},
		"scope": {"some"}, "event": {"job.failed", "job.completed"}, "description": {"Ops alerts"}})
	if created.StatusCode != http.StatusSeeOther || !regexp.MustCompile(`^/dashboard/projects/acme/webhooks/wh_\w+/created$`).MatchString(created.Header.Get("Location")) {
		t.Fatalf("create: %d to %q", created.StatusCode, created.Header.Get("Location"))
	}
	ws, err := b.store.Webhooks(t.Context(), "acme")
	if err != nil || len(ws) != 1 {
		t.Fatalf("webhooks: %v, %v", ws, err)
	}
	w := ws[0]
	if w.URL != "https://hooks.example.com/folio?team=docs" || strings.Join(w.Events, ",") != "job.completed,job.failed" || w.Description != "Ops alerts" {
		t.Errorf("stored webhook: %+v", w)
	}
	if strings.Contains(created.Header.Get("Location"), "whsec_") {
		t.Fatal("the secret is in the address")
	}
	shown := c.get(strings.TrimPrefix(created.Header.Get("Location"), "/dashboard")).wantStatus(t, http.StatusOK)
	m := secretField.FindStringSubmatch(shown.body)
	if m == nil || html.UnescapeString(m[1]) != w.Secret {
		t.Fatalf("the created page does not show the secret %s", w.Secret)
	}
	shown.wantBody(t, "Copy the signing secret now.", `data-copy="secret"`, "createHmac", `/webhooks/`+w.ID+`/test`)
	// Once.
	again := c.get(strings.TrimPrefix(created.Header.Get("Location"), "/dashboard")).wantStatus(t, http.StatusOK)
	again.wantBody(t, "The secret was already shown").wantNoBody(t, secretMark(w.Secret), "whsec_")
	// Another browser never sees it.
	other := b.signedIn()
	other.get(strings.TrimPrefix(created.Header.Get("Location"), "/dashboard")).wantStatus(t, http.StatusOK).wantNoBody(t, secretMark(w.Secret))

	self := "/projects/acme/webhooks/" + w.ID
	list := c.get("/projects/acme/webhooks").wantStatus(t, http.StatusOK)
	list.wantBody(t, "https://hooks.example.com/folio?team=docs", "Ops alerts", "job.completed", "job.failed", "None yet", "Enabled").wantNoBody(t, secretMark(w.Secret), "whsec_")
	page := c.get(self).wantStatus(t, http.StatusOK)
	page.wantBody(t, "hooks.example.com", "Nothing sent yet", "Send test event", "whsec_••••••••").wantNoBody(t, secretMark(w.Secret))

	// A test event is queued and shows in the log.
	c.post(self+"/test", url.Values{"csrf": {page.csrf(t)}}).wantRedirect(t, "/dashboard"+self+"?done=test")
	dp, err := b.store.Deliveries(t.Context(), store.DeliveryQuery{WebhookID: w.ID})
	if err != nil || len(dp.Deliveries) != 1 {
		t.Fatalf("deliveries after a test: %+v, %v", dp, err)
	}
	d := dp.Deliveries[0]
	if d.Event != webhook.TestEvent || d.State != store.DeliveryPending || !strings.Contains(string(d.Payload), `"webhookId":"`+w.ID+`"`) {
		t.Errorf("test delivery: %+v", d)
	}
	c.get(self+"?done=test").wantStatus(t, http.StatusOK).wantBody(t, "A test event is queued.", "webhook.test", d.ID, "Pending")
	dpath := self + "/deliveries/" + d.ID
	dpage := c.get(dpath).wantStatus(t, http.StatusOK).wantBody(t, "The first attempt is queued", "Test event", "&#34;webhookId&#34;: &#34;"+w.ID+"&#34;")
	dpage.wantNoBody(t, "/resend")
	// A pending delivery is not sent twice.
	c.post(dpath+"/resend", url.Values{"csrf": {dpage.csrf(t)}}).wantStatus(t, http.StatusConflict).wantBody(t, "still pending")

	// The endpoint failed: the log shows how.
	if _, err := b.store.RecordAttempt(t.Context(), d.ID, store.DeliveryAttempt{StartedAt: b.clock.Now(), Duration: 2300 * time.Millisecond,
		StatusCode: 500, Error: "answered 500 Internal Server Error", Response: "<h1>oops</h1>"}, store.DeliveryFailed, time.Time{}); err != nil {
		t.Fatal(err)
	}
	dpage = c.get(dpath).wantStatus(t, http.StatusOK)
	dpage.wantBody(t, "answered 500 Internal Server Error", "&lt;h1&gt;oops&lt;/h1&gt;", "2.3 s", `status-chip status-bad">500<`, "Send again").wantNoBody(t, "<h1>oops")
	c.post(dpath+"/resend", url.Values{"csrf": {dpage.csrf(t)}}).wantRedirect(t, "/dashboard"+dpath+"?done=resent")
	if d, _ := b.store.Delivery(t.Context(), d.ID); d.State != store.DeliveryPending {
		t.Errorf("after resend: %s", d.State)
	}

	// Disabling stops events, test events included, until it is enabled.
	c.post(self+"/disable", url.Values{"csrf": {token}}).wantRedirect(t, "/dashboard"+self+"?done=disabled")
	c.get(self).wantStatus(t, http.StatusOK).wantBody(t, "No events are sent to this endpoint", "Disabled on the dashboard.", "/enable").wantNoBody(t, "Send test event")
	c.post(self+"/test", url.Values{"csrf": {token}}).wantStatus(t, http.StatusConflict)
	c.post(self+"/enable", url.Values{"csrf": {token}}).wantRedirect(t, "/dashboard"+self+"?done=enabled")
	if wh, _ := b.store.Webhook(t.Context(), w.ID); !wh.Enabled() {
		t.Error("not enabled again")
	}

	// Deleting asks first.
	c.get(self+"/delete").wantStatus(t, http.StatusOK).wantBody(t, "Delete this webhook?", "the delivery log goes with the webhook")
	c.post(self+"/delete", url.Values{"csrf": {token}}).wantRedirect(t, "/dashboard/projects/acme/webhooks?done=deleted")
	c.get("/projects/acme/webhooks?done=deleted").wantStatus(t, http.StatusOK).wantBody(t, "Webhook deleted")
	c.get(self).wantStatus(t, http.StatusNotFound)
	if _, err := b.store.Delivery(t.Context(), d.ID); err == nil {
		t.Error("the delivery outlived its webhook")
	}
}

func TestWebhookDeliveryLog(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme Docs")
	w := b.addWebhook("wh_log", "acme", "https://hooks.example.com/folio")
	b.addDelivery("msg_ok", "wh_log", "job_1", 50, store.DeliverySucceeded, 204)
	b.addDelivery("msg_retry", "wh_log", "job_2", 40, store.DeliveryPending, 503, 0)
	b.addDelivery("msg_failed", "wh_log", "job_3", 30, store.DeliveryFailed, 500, 502, 410)
	c := b.signedIn()
	self := "/projects/acme/webhooks/" + w.ID

	p := c.get(self).wantStatus(t, http.StatusOK)
	p.wantBody(t, "Delivery log", "msg_ok", "msg_retry", "msg_failed", `status-chip status-ok">204<`, `status-chip status-none">No answer<`,
		`status-chip status-bad">410<`, "in 25 minutes", `href="/dashboard/projects/acme/webhooks/wh_log/deliveries/msg_retry"`)
	if strings.Index(p.body, "msg_failed") > strings.Index(p.body, "msg_ok") {
		t.Error("the log is not newest first")
	}
	c.get(self+"?state=failed").wantStatus(t, http.StatusOK).wantBody(t, "msg_failed").wantNoBody(t, "msg_ok", "msg_retry")
	c.get(self+"?state=pending").wantStatus(t, http.StatusOK).wantBody(t, "msg_retry").wantNoBody(t, "msg_ok", "msg_failed")
	c.get(self+"?state=succeeded").wantStatus(t, http.StatusOK).wantBody(t, "msg_ok").wantNoBody(t, "msg_retry")
	c.get("/projects/acme/webhooks").wantStatus(t, http.StatusOK).wantBody(t, "Failed") // the newest delivery's state

	// Every attempt, newest first, escaped.
	d := c.get(self+"/deliveries/msg_failed").wantStatus(t, http.StatusOK)
	d.wantBody(t, "#3", "#2", "#1", "answered 410 Gone", "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt; upstream failed", "180 ms",
		`href="/dashboard/projects/acme/jobs/job_3"`, "&lt;b&gt;bold&lt;/b&gt;").wantNoBody(t, `<script>alert("x")`)
	if strings.Index(d.body, "#3") > strings.Index(d.body, "#1") {
		t.Error("attempts are not newest first")
	}
	c.get(self+"/deliveries/msg_retry").wantStatus(t, http.StatusOK).wantBody(t, "Next attempt", "no answer within 15s", "15.0 s").wantNoBody(t, "Send again")

	// Pages of 25.
	for i := range 30 {
		b.addDelivery(fmt.Sprintf("msg_p%02d", i), "wh_log", fmt.Sprintf("job_p%02d", i), 100+i, store.DeliverySucceeded, 200)
	}
	first := c.get(self).wantStatus(t, http.StatusOK)
	next := regexp.MustCompile(`href="(/dashboard/projects/acme/webhooks/wh_log\?before=[^"]+)">Older deliveries`).FindStringSubmatch(first.body)
	if next == nil {
		t.Fatal("no link to older deliveries")
	}
	older := c.get(strings.TrimPrefix(strings.ReplaceAll(next[1], "&amp;", "&"), "/dashboard")).wantStatus(t, http.StatusOK)
	older.wantBody(t, "msg_p29", "Newest").wantNoBody(t, "msg_ok", "Older deliveries")
	c.get(self+"?before=nonsense").wantStatus(t, http.StatusBadRequest).wantBody(t, "Bad page link")
}

func TestWebhookPagesStayInTheirProject(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addProject("acme", "Acme Docs")
	b.addProject("other", "Other")
	b.addWebhook("wh_a", "acme", "https://a.example.com/")
	b.addWebhook("wh_b", "acme", "https://b.example.com/")
	b.addDelivery("msg_b", "wh_b", "job_1", 5, store.DeliverySucceeded, 200)
	c := b.signedIn()
	token := c.get("/projects").csrf(t)
	for _, path := range []string{
		"/projects/other/webhooks/wh_a",
		"/projects/other/webhooks/wh_a/delete",
		"/projects/acme/webhooks/wh_a/deliveries/msg_b",
		"/projects/acme/webhooks/wh_nope",
		"/projects/nope/webhooks",
		"/projects/nope/webhooks/new",
		"/projects/acme/webhooks/wh_a/created",
	} {
		if path == "/projects/acme/webhooks/wh_a/created" {
			// Its own project's page exists, but shows no secret.
			c.get(path).wantStatus(t, http.StatusOK).wantNoBody(t, "whsec_")
			continue
		}
		c.get(path).wantStatus(t, http.StatusNotFound)
	}
	for _, path := range []string{
		"/projects/other/webhooks/wh_a/delete",
		"/projects/other/webhooks/wh_a/test",
		"/projects/other/webhooks/wh_a/disable",
		"/projects/acme/webhooks/wh_a/deliveries/msg_b/resend",
		"/projects/nope/webhooks",
	} {
		c.post(path, url.Values{"csrf": {token}}).wantStatus(t, http.StatusNotFound)
	}
	if w, err := b.store.Webhook(t.Context(), "wh_a"); err != nil || !w.Enabled() {
		t.Errorf("wh_a after requests through another project: %+v, %v", w, err)
	}
	// Not signed in: the login page.
	b.client().get("/projects/acme/webhooks").wantRedirect(t, "/dashboard/login?next=%2Fdashboard%2Fprojects%2Facme%2Fwebhooks")
}
