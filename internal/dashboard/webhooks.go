package dashboard

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/webhook"
)

const (
	// webhookSecretCookie carries a new webhook's signing secret, sealed,
	// from the POST that made it to the page that shows it once.
	webhookSecretCookie = "folio_new_webhook"
	deliveriesPerPage   = 25
)

// webhookPages are a project's webhooks and their delivery log.
type webhookPages struct{ *handler }

// webhookRoutes adds the webhook pages of a project to mux.
func (wp *webhookPages) webhookRoutes(mux *http.ServeMux) {
	p := wp.prefix + "/projects/{project}/webhooks"
	// A webhook's address and its deliveries' payloads are the project's
	// settings: its owners'.
	wp.handle(mux, "GET "+p, domain.RoleOwner, wp.webhooksPage)
	wp.handle(mux, "GET "+p+"/new", domain.RoleOwner, wp.newWebhookPage)
	wp.handle(mux, "POST "+p, domain.RoleOwner, wp.createWebhook)
	wp.handle(mux, "GET "+p+"/{webhook}", domain.RoleOwner, wp.webhookPage)
	wp.handle(mux, "GET "+p+"/{webhook}/created", domain.RoleOwner, wp.webhookCreatedPage)
	wp.handle(mux, "POST "+p+"/{webhook}/test", domain.RoleOwner, wp.testWebhook)
	wp.handle(mux, "POST "+p+"/{webhook}/enable", domain.RoleOwner, wp.enableWebhook)
	wp.handle(mux, "POST "+p+"/{webhook}/disable", domain.RoleOwner, wp.disableWebhook)
	wp.handle(mux, "GET "+p+"/{webhook}/delete", domain.RoleOwner, wp.deleteWebhookPage)
	wp.handle(mux, "POST "+p+"/{webhook}/delete", domain.RoleOwner, wp.deleteWebhook)
	wp.handle(mux, "GET "+p+"/{webhook}/deliveries/{delivery}", domain.RoleOwner, wp.deliveryPage)
	wp.handle(mux, "POST "+p+"/{webhook}/deliveries/{delivery}/resend", domain.RoleOwner, wp.resendDelivery)
}

// notices are what a page says after a form sent the browser back to it
// (?done=…); unknown codes say nothing.
var webhookNotices = map[string]string{
	"test":     "A test event is queued. It is sent within seconds; reload to see how the endpoint answered.",
	"enabled":  "The webhook is enabled: new events are sent to it again.",
	"disabled": "The webhook is disabled: no events are sent to it until it is enabled.",
	"deleted":  "Webhook deleted, with its delivery log.",
	"resent":   "The delivery is queued again. Reload to see the new attempt.",
}

func (wp *webhookPages) webhooksPath(projectID string) string {
	return wp.prefix + "/projects/" + pathSegment(projectID) + "/webhooks"
}

func (wp *webhookPages) webhookPath(w store.Webhook) string {
	return wp.webhooksPath(w.ProjectID) + "/" + pathSegment(w.ID)
}

// projectWebhook reads the project and webhook a path names; a webhook of
// another project is not found.
func (wp *webhookPages) projectWebhook(r *http.Request) (domain.Project, store.Webhook, error) {
	ctx := r.Context()
	p, err := wp.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return domain.Project{}, store.Webhook{}, fmt.Errorf("read project: %w", err)
	}
	wh, err := wp.store.Webhook(ctx, r.PathValue("webhook"))
	if err != nil {
		return domain.Project{}, store.Webhook{}, fmt.Errorf("read webhook: %w", err)
	}
	if wh.ProjectID != p.ID {
		return domain.Project{}, store.Webhook{}, errNotFound
	}
	return p, wh, nil
}

func (wp *webhookPages) webhookCrumbs(p domain.Project, last ...crumb) []crumb {
	cs := []crumb{{"Projects", wp.prefix + "/projects"}, {p.Name, wp.prefix + "/projects/" + pathSegment(p.ID)}}
	if len(last) == 0 {
		return append(cs, crumb{"Webhooks", ""})
	}
	return append(append(cs, crumb{"Webhooks", wp.webhooksPath(p.ID)}), last...)
}

// webhookRow is a webhook as pages show it: never its secret.
type webhookRow struct {
	ID             string
	URL            string
	Host           string
	Description    string
	Events         []string // empty: all
	Enabled        bool
	DisabledAt     time.Time
	DisabledReason string
	CreatedAt      time.Time
	Path           string
	Last           *store.Delivery // the newest delivery, if any
}

func (wp *webhookPages) webhookRow(w store.Webhook) webhookRow {
	host := w.URL
	if u, err := url.Parse(w.URL); err == nil {
		host = u.Host
	}
	return webhookRow{ID: w.ID, URL: w.URL, Host: host, Description: w.Description, Events: w.Events, Enabled: w.Enabled(),
		DisabledAt: w.DisabledAt, DisabledReason: w.DisabledReason, CreatedAt: w.CreatedAt, Path: wp.webhookPath(w)}
}

type webhooksView struct {
	Project  domain.Project
	Webhooks []webhookRow
	Notice   string
}

func (wp *webhookPages) webhooksPage(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := wp.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	hooks, err := wp.store.Webhooks(ctx, p.ID)
	if err != nil {
		return fmt.Errorf("list webhooks of %s: %w", p.ID, err)
	}
	v := webhooksView{Project: p, Notice: webhookNotices[r.URL.Query().Get("done")]}
	for _, wh := range hooks {
		row := wp.webhookRow(wh)
		page, err := wp.store.Deliveries(ctx, store.DeliveryQuery{WebhookID: wh.ID, Limit: 1})
		if err != nil {
			return fmt.Errorf("deliveries of %s: %w", wh.ID, err)
		}
		if len(page.Deliveries) > 0 {
			row.Last = &page.Deliveries[0]
		}
		v.Webhooks = append(v.Webhooks, row)
	}
	meta := pageMeta{Title: "Webhooks · " + p.Name, Section: "projects", Crumbs: wp.webhookCrumbs(p)}
	return wp.render(w, r, http.StatusOK, "webhooks", s, meta, v)
}

// webhookForm is the add-webhook form, as sent and as shown again with
// errors.
type webhookForm struct {
	URL         string
	Scope       string // "all" or "some"
	Events      []string
	Description string
	Errors      map[string]string
}

// Picked reports whether the form chose event.
func (f webhookForm) Picked(event string) bool { return slices.Contains(f.Events, event) }

type webhookEventChoice struct {
	Name, Hint string
}

type webhookNewView struct {
	Project domain.Project
	Form    webhookForm
	Choices []webhookEventChoice
}

// eventHints say when each event is sent.
var eventHints = map[string]string{
	store.HookJobCompleted: "The agent finished, with or without changes",
	store.HookJobFailed:    "The job failed, was cancelled or ran out of budget",
	store.HookJobArchived:  "The job was archived",
	store.HookJobPROpened:  "A job opened a pull request",
}

func (wp *webhookPages) newWebhookPage(w http.ResponseWriter, r *http.Request, s *session) error {
	p, err := wp.store.Project(r.Context(), r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	return wp.renderWebhookForm(w, r, s, http.StatusOK, p, webhookForm{Scope: "all"})
}

func (wp *webhookPages) renderWebhookForm(w http.ResponseWriter, r *http.Request, s *session, status int, p domain.Project, f webhookForm) error {
	v := webhookNewView{Project: p, Form: f}
	for _, e := range store.HookEvents() {
		v.Choices = append(v.Choices, webhookEventChoice{Name: e, Hint: eventHints[e]})
	}
	meta := pageMeta{Title: "Add a webhook · " + p.Name, Section: "projects", Crumbs: wp.webhookCrumbs(p, crumb{"Add", ""})}
	return wp.render(w, r, status, "webhook_new", s, meta, v)
}

// createWebhook adds a webhook and sends the browser to the page that
// shows its secret once (post/redirect/get).
func (wp *webhookPages) createWebhook(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	p, err := wp.store.Project(ctx, r.PathValue("project"))
	if err != nil {
		return fmt.Errorf("read project: %w", err)
	}
	f := webhookForm{
		URL:         strings.TrimSpace(r.PostFormValue("url")),
		Scope:       r.PostFormValue("scope"),
		Description: strings.TrimSpace(r.PostFormValue("description")),
		Errors:      map[string]string{},
	}
	var events []string
	switch f.Scope {
	case "all":
	case "some":
		f.Events = r.PostForm["event"]
		events = f.Events
		if len(events) == 0 {
			f.Errors["events"] = "Choose at least one event, or send all of them."
		}
	default:
		f.Scope = "all"
		f.Errors["events"] = "Choose which events to send."
	}
	wh, err := webhook.NewWebhook(wp.rand, p.ID, f.URL, events, f.Description)
	var fe *webhook.FieldError
	switch {
	case errors.As(err, &fe):
		msg := fe.Err.Error()
		f.Errors[fe.Field] = strings.ToUpper(msg[:1]) + msg[1:] + "."
	case err != nil:
		return fmt.Errorf("new webhook: %w", err)
	}
	if len(f.Errors) > 0 {
		return wp.renderWebhookForm(w, r, s, http.StatusUnprocessableEntity, p, f)
	}
	wh.CreatedAt = wp.now().UTC()
	if err := wp.store.CreateWebhook(ctx, wh); err != nil {
		return fmt.Errorf("create webhook: %w", err)
	}
	wp.log.InfoContext(ctx, "dashboard: webhook added", "project", p.ID, "webhook", wh.ID)
	wp.recordWebhook(r, audit.WebhookCreate, wh, map[string]string{"url": wh.URL, "events": strings.Join(wh.Events, ",")})
	sealed, err := sealSecret(wp.rand, s, wh.ID, wh.Secret)
	if err != nil {
		return err
	}
	created := wp.webhookPath(wh) + "/created"
	wp.setCookie(w, webhookSecretCookie, sealed, created, secretTTL, http.SameSiteStrictMode)
	http.Redirect(w, r, created, http.StatusSeeOther)
	return nil
}

type webhookCreatedView struct {
	Project domain.Project
	Webhook webhookRow
	Secret  string // "" once it has been shown
	Verify  string // a verification example
}

// webhookCreatedPage shows a new webhook's secret, once.
func (wp *webhookPages) webhookCreatedPage(w http.ResponseWriter, r *http.Request, s *session) error {
	p, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	v := webhookCreatedView{Project: p, Webhook: wp.webhookRow(wh)}
	if c, err := wp.readCookie(r, webhookSecretCookie); err == nil {
		wp.clearCookie(w, webhookSecretCookie, wp.webhookPath(wh)+"/created")
		if secret, ok := openSecret(s, wh.ID, c.Value); ok && secret == wh.Secret {
			v.Secret = secret
		}
	}
	v.Verify = verifyExample
	meta := pageMeta{Title: "Webhook added", Section: "projects", Crumbs: wp.webhookCrumbs(p, crumb{v.Webhook.Host, ""})}
	return wp.render(w, r, http.StatusOK, "webhook_created", s, meta, v)
}

// verifyExample is how a receiver checks a request, in Node (the most
// common receiver); the docs have Go too.
const verifyExample = `import { createHmac, timingSafeEqual } from "node:crypto";

// body: the raw request body, before any JSON parsing
function verify(secret, headers, body) {
  const id = headers["webhook-id"], ts = headers["webhook-timestamp"];
  if (!id || !/^\d+$/.test(ts ?? "") || Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const want = createHmac("sha256", key).update(` + "`${id}.${ts}.`" + `).update(body).digest();
  return (headers["webhook-signature"] ?? "").split(" ").some((entry) => {
    const [version, sig] = entry.split(",");
    const got = Buffer.from(sig ?? "", "base64");
    return version === "v1" && got.length === want.length && timingSafeEqual(got, want);
  });
}`

// deliveryRow is a delivery as the log lists it.
type deliveryRow struct {
	store.Delivery
	Path      string
	JobPath   string
	Retrying  bool // pending with a next attempt after a failure
	StatusTag string
}

func (wp *webhookPages) deliveryRow(wh store.Webhook, d store.Delivery) deliveryRow {
	row := deliveryRow{Delivery: d, Path: wp.webhookPath(wh) + "/deliveries/" + pathSegment(d.ID)}
	if d.JobID != "" {
		row.JobPath = wp.prefix + "/projects/" + pathSegment(wh.ProjectID) + "/jobs/" + pathSegment(d.JobID)
	}
	row.Retrying = d.State == store.DeliveryPending && d.Attempts > 0
	row.StatusTag = statusTag(d.LastStatus)
	return row
}

// statusTag classes an HTTP status for its chip: ok, redirect, bad, none.
func statusTag(code int) string {
	switch {
	case code == 0:
		return "none"
	case code >= 200 && code < 300:
		return "ok"
	case code >= 300 && code < 400:
		return "redirect"
	}
	return "bad"
}

type deliveryFilter struct {
	Label  string
	State  string
	URL    string
	Active bool
}

type webhookView struct {
	Project    domain.Project
	Webhook    webhookRow
	Notice     string
	Filters    []deliveryFilter
	State      string
	Deliveries []deliveryRow
	Next       string
	First      string
}

func (wp *webhookPages) webhookPage(w http.ResponseWriter, r *http.Request, s *session) error {
	p, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	self := wp.webhookPath(wh)
	v := webhookView{Project: p, Webhook: wp.webhookRow(wh), Notice: webhookNotices[r.URL.Query().Get("done")]}
	state := r.URL.Query().Get("state")
	v.Filters = append(v.Filters, deliveryFilter{Label: "All", URL: self})
	for _, st := range []store.DeliveryState{store.DeliveryPending, store.DeliverySucceeded, store.DeliveryFailed} {
		f := deliveryFilter{Label: strings.ToUpper(string(st[:1])) + string(st[1:]), State: string(st), URL: self + "?state=" + string(st)}
		if string(st) == state {
			v.State = state
		}
		v.Filters = append(v.Filters, f)
	}
	for i := range v.Filters {
		v.Filters[i].Active = v.Filters[i].State == v.State
	}
	list := self + "?"
	if v.State != "" {
		list += "state=" + v.State + "&"
	}
	q := store.DeliveryQuery{WebhookID: wh.ID, State: store.DeliveryState(v.State), Limit: deliveriesPerPage}
	if c := r.URL.Query().Get("before"); c != "" {
		cur, ok := parseDeliveryCursor(c)
		if !ok {
			return &httpError{status: http.StatusBadRequest, title: "Bad page link", msg: "This link to a page of deliveries is not valid. Open the webhook again.",
				link: self, linkText: "Open the webhook"}
		}
		q.After = &cur
		v.First = strings.TrimSuffix(strings.TrimSuffix(list, "&"), "?")
	}
	page, err := wp.store.Deliveries(r.Context(), q)
	if err != nil {
		return fmt.Errorf("deliveries of %s: %w", wh.ID, err)
	}
	for _, d := range page.Deliveries {
		v.Deliveries = append(v.Deliveries, wp.deliveryRow(wh, d))
	}
	if page.Next != nil {
		v.Next = list + "before=" + url.QueryEscape(formatDeliveryCursor(*page.Next))
	}
	meta := pageMeta{Title: v.Webhook.Host + " · Webhooks", Section: "projects", Crumbs: wp.webhookCrumbs(p, crumb{v.Webhook.Host, ""})}
	return wp.render(w, r, http.StatusOK, "webhook", s, meta, v)
}

// formatDeliveryCursor writes a log position as "<unix microseconds>.<id>".
func formatDeliveryCursor(c store.DeliveryCursor) string {
	return strconv.FormatInt(c.CreatedAt.UnixMicro(), 10) + "." + c.ID
}

func parseDeliveryCursor(s string) (store.DeliveryCursor, bool) {
	us, id, ok := strings.Cut(s, ".")
	if !ok || id == "" {
		return store.DeliveryCursor{}, false
	}
	n, err := strconv.ParseInt(us, 10, 64)
	if err != nil {
		return store.DeliveryCursor{}, false
	}
	return store.DeliveryCursor{CreatedAt: time.UnixMicro(n).UTC(), ID: id}, true
}

// attemptRow is one attempt as the delivery page shows it.
type attemptRow struct {
	store.DeliveryAttempt
	StatusTag string
	Took      string
}

type deliveryView struct {
	Project  domain.Project
	Webhook  webhookRow
	Delivery deliveryRow
	Attempts []attemptRow
	Payload  string // indented
	Notice   string
	Error    string
}

func (wp *webhookPages) deliveryPage(w http.ResponseWriter, r *http.Request, s *session) error {
	return wp.renderDelivery(w, r, s, http.StatusOK, "")
}

func (wp *webhookPages) renderDelivery(w http.ResponseWriter, r *http.Request, s *session, status int, problem string) error {
	p, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	ctx := r.Context()
	d, err := wp.store.Delivery(ctx, r.PathValue("delivery"))
	if err != nil {
		return fmt.Errorf("read delivery: %w", err)
	}
	if d.WebhookID != wh.ID {
		return errNotFound
	}
	as, err := wp.store.Attempts(ctx, d.ID)
	if err != nil {
		return fmt.Errorf("attempts of %s: %w", d.ID, err)
	}
	v := deliveryView{Project: p, Webhook: wp.webhookRow(wh), Delivery: wp.deliveryRow(wh, d), Error: problem}
	if status == http.StatusOK {
		v.Notice = webhookNotices[r.URL.Query().Get("done")]
	}
	// Newest first: the attempt that matters is on top.
	for i := len(as) - 1; i >= 0; i-- {
		a := as[i]
		v.Attempts = append(v.Attempts, attemptRow{DeliveryAttempt: a, StatusTag: statusTag(a.StatusCode), Took: took(a.Duration)})
	}
	var pretty bytes.Buffer
	if json.Indent(&pretty, d.Payload, "", "  ") == nil {
		v.Payload = pretty.String()
	} else {
		v.Payload = string(d.Payload)
	}
	meta := pageMeta{Title: d.Event + " · " + v.Webhook.Host, Section: "projects",
		Crumbs: wp.webhookCrumbs(p, crumb{v.Webhook.Host, v.Webhook.Path}, crumb{d.ID, ""})}
	return wp.render(w, r, status, "delivery", s, meta, v)
}

// took formats a duration the way the log shows it: 87 ms, 1.4 s.
func took(d time.Duration) string {
	switch {
	case d < time.Millisecond:
		return "<1 ms"
	case d < time.Second:
		return strconv.FormatInt(d.Milliseconds(), 10) + " ms"
	}
	return strconv.FormatFloat(d.Seconds(), 'f', 1, 64) + " s"
}

// recordWebhook writes a change of a project's webhook to the audit log.
func (wp *webhookPages) recordWebhook(r *http.Request, a audit.Action, wh store.Webhook, detail map[string]string) {
	wp.record(r, audit.Event{Action: a, TargetKind: "webhook", TargetID: wh.ID, ProjectID: wh.ProjectID, Detail: detail})
}

func (wp *webhookPages) testWebhook(w http.ResponseWriter, r *http.Request, s *session) error {
	_, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	if !wh.Enabled() {
		return &httpError{status: http.StatusConflict, title: "The webhook is disabled",
			msg: "A disabled webhook is sent nothing, test events included. Enable it first.", link: wp.webhookPath(wh), linkText: "Back to the webhook"}
	}
	nd, err := webhook.TestDelivery(wp.rand, wh, wp.now().UTC())
	if err != nil {
		return err
	}
	if _, err := wp.store.EnqueueDeliveries(r.Context(), []store.NewDelivery{nd}); err != nil {
		return fmt.Errorf("queue a test event: %w", err)
	}
	wp.log.InfoContext(r.Context(), "dashboard: webhook test event queued", "webhook", wh.ID, "delivery", nd.Delivery.ID)
	wp.recordWebhook(r, audit.WebhookTest, wh, map[string]string{"delivery": nd.Delivery.ID})
	http.Redirect(w, r, wp.webhookPath(wh)+"?done=test", http.StatusSeeOther)
	return nil
}

func (wp *webhookPages) enableWebhook(w http.ResponseWriter, r *http.Request, s *session) error {
	_, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	if err := wp.store.EnableWebhook(r.Context(), wh.ID); err != nil {
		return fmt.Errorf("enable webhook: %w", err)
	}
	wp.recordWebhook(r, audit.WebhookEnable, wh, nil)
	http.Redirect(w, r, wp.webhookPath(wh)+"?done=enabled", http.StatusSeeOther)
	return nil
}

func (wp *webhookPages) disableWebhook(w http.ResponseWriter, r *http.Request, s *session) error {
	_, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	if err := wp.store.DisableWebhook(r.Context(), wh.ID, wp.now().UTC(), "Disabled on the dashboard."); err != nil {
		return fmt.Errorf("disable webhook: %w", err)
	}
	wp.recordWebhook(r, audit.WebhookDisable, wh, nil)
	http.Redirect(w, r, wp.webhookPath(wh)+"?done=disabled", http.StatusSeeOther)
	return nil
}

type webhookDeleteView struct {
	Project domain.Project
	Webhook webhookRow
}

func (wp *webhookPages) deleteWebhookPage(w http.ResponseWriter, r *http.Request, s *session) error {
	p, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	v := webhookDeleteView{Project: p, Webhook: wp.webhookRow(wh)}
	meta := pageMeta{Title: "Delete webhook", Section: "projects", Crumbs: wp.webhookCrumbs(p, crumb{v.Webhook.Host, v.Webhook.Path}, crumb{"Delete", ""})}
	return wp.render(w, r, http.StatusOK, "webhook_delete", s, meta, v)
}

func (wp *webhookPages) deleteWebhook(w http.ResponseWriter, r *http.Request, s *session) error {
	p, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	if err := wp.store.DeleteWebhook(r.Context(), wh.ID); err != nil {
		return fmt.Errorf("delete webhook: %w", err)
	}
	wp.log.InfoContext(r.Context(), "dashboard: webhook deleted", "project", p.ID, "webhook", wh.ID)
	wp.recordWebhook(r, audit.WebhookDelete, wh, map[string]string{"url": wh.URL})
	http.Redirect(w, r, wp.webhooksPath(p.ID)+"?done=deleted", http.StatusSeeOther)
	return nil
}

func (wp *webhookPages) resendDelivery(w http.ResponseWriter, r *http.Request, s *session) error {
	_, wh, err := wp.projectWebhook(r)
	if err != nil {
		return err
	}
	d, err := wp.store.Delivery(r.Context(), r.PathValue("delivery"))
	if err != nil {
		return fmt.Errorf("read delivery: %w", err)
	}
	if d.WebhookID != wh.ID {
		return errNotFound
	}
	if !wh.Enabled() {
		return wp.renderDelivery(w, r, s, http.StatusConflict, "The webhook is disabled. Enable it to send this delivery again.")
	}
	err = wp.store.Redeliver(r.Context(), d.ID, 1, wp.now().UTC())
	if errors.Is(err, store.ErrConflict) {
		return wp.renderDelivery(w, r, s, http.StatusConflict, "This delivery is still pending: its next attempt is already queued.")
	}
	if err != nil {
		return fmt.Errorf("redeliver %s: %w", d.ID, err)
	}
	wp.recordWebhook(r, audit.WebhookRedeliver, wh, map[string]string{"delivery": d.ID})
	http.Redirect(w, r, wp.webhookPath(wh)+"/deliveries/"+pathSegment(d.ID)+"?done=resent", http.StatusSeeOther)
	return nil
}
