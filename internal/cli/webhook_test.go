package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// TestWebhookDeliveries reads a delivery log the workers wrote.
func TestWebhookDeliveries(t *testing.T) {
	data := t.TempDir()
	ctx := t.Context()
	db, err := sqlite.Open(ctx, filepath.Join(data, "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	at := time.Date(2026, 3, 14, 9, 0, 0, 0, time.UTC)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(db.CreateProject(ctx, domain.Project{ID: "docs", CreatedAt: at, UpdatedAt: at}))
	must(db.CreateWebhook(ctx, store.Webhook{ID: "wh_1", ProjectID: "docs", URL: "https://example.com/h", Secret: "whsec_AAAA", CreatedAt: at}))
	nd := func(id, job string, seq int64, i int) store.NewDelivery {
		return store.NewDelivery{Delivery: store.Delivery{ID: id, WebhookID: "wh_1", JobID: job, Seq: seq, Event: store.HookJobCompleted,
			Payload: []byte(`{"type":"job.completed"}`), CreatedAt: at.Add(time.Duration(i) * time.Minute)}, MaxAttempts: 8}
	}
	if _, err := db.EnqueueDeliveries(ctx, []store.NewDelivery{nd("msg_ok", "job_1", 3, 0), nd("msg_retry", "job_2", 5, 1), nd("msg_off", "job_3", 1, 2)}); err != nil {
		t.Fatal(err)
	}
	_, err = db.RecordAttempt(ctx, "msg_ok", store.DeliveryAttempt{StartedAt: at, Duration: 42 * time.Millisecond, StatusCode: 204}, store.DeliverySucceeded, time.Time{})
	must(err)
	_, err = db.RecordAttempt(ctx, "msg_retry", store.DeliveryAttempt{StartedAt: at, Duration: time.Second, Error: "no answer within 15s"}, store.DeliveryPending, at.Add(5*time.Minute))
	must(err)
	must(db.EndDelivery(ctx, "msg_off", at, "not sent: the webhook is disabled"))
	must(db.Close())

	run := func(args ...string) string {
		t.Helper()
		var stdout, stderr bytes.Buffer
		code := Main(context.Background(), append(args, "--data", data), Env{Stdout: &stdout, Stderr: &stderr})
		if code != ExitOK {
			t.Fatalf("folio %v: exit %d: %s", args, code, stderr.String())
		}
		return stdout.String()
	}
	out := run("webhook", "deliveries", "wh_1")
	for _, re := range []string{
		`(?m)^DELIVERY +EVENT +JOB +STATE +ATTEMPTS +LAST ANSWER +NEXT ATTEMPT +CREATED$`,
		`(?m)^msg_off +job.completed +job_3 +failed +0 +not sent +- +2026-03-14 09:02:00$`,
		`(?m)^msg_retry +job.completed +job_2 +pending +1 +no answer +2026-03-14 09:05:00 +2026-03-14 09:01:00$`,
		`(?m)^msg_ok +job.completed +job_1 +succeeded +1 +204 +- +2026-03-14 09:00:00$`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("deliveries do not match %s:\n%s", re, out)
		}
	}
	if out := run("webhook", "deliveries", "wh_1", "--state", "pending", "--limit", "1"); !regexp.MustCompile(`(?s)msg_retry.*\n$`).MatchString(out) || regexp.MustCompile(`msg_ok|msg_off`).MatchString(out) {
		t.Errorf("pending only:\n%s", out)
	}
	if out := run("webhook", "deliveries", "wh_1", "--limit", "1"); !regexp.MustCompile(`\(the 1 newest; --limit shows more\)`).MatchString(out) {
		t.Errorf("a cut list does not say so:\n%s", out)
	}

	var rows []deliveryJSON
	if err := json.Unmarshal([]byte(run("webhook", "deliveries", "wh_1", "--format", "json")), &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 || rows[2].ID != "msg_ok" || len(rows[2].Attempts) != 1 || rows[2].Attempts[0].StatusCode != 204 ||
		rows[2].Attempts[0].DurationMS != 42 || rows[1].NextAttemptAt == nil || rows[0].LastError == "" || rows[2].Payload != `{"type":"job.completed"}` {
		t.Errorf("json: %+v", rows)
	}
}
