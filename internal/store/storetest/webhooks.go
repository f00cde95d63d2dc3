package storetest

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

func normWebhook(w store.Webhook) store.Webhook {
	w.CreatedAt, w.DisabledAt = norm(w.CreatedAt), norm(w.DisabledAt)
	if len(w.Events) == 0 {
		w.Events = nil
	}
	return w
}

func webhook(id, project string, i int, events ...string) store.Webhook {
	return store.Webhook{
		ID: id, ProjectID: project, URL: "https://hooks.example.com/folio/" + id, Events: events,
		Secret: "whsec_c2VjcmV0IG9mIA==" + id, Description: "hook " + id, CreatedAt: at(i),
	}
}

func mkWebhook(t *testing.T, s store.Store, w store.Webhook) store.Webhook {
	t.Helper()
	must(t, s.CreateWebhook(t.Context(), w))
	return normWebhook(w)
}

func getWebhook(t *testing.T, s store.Store, id string) store.Webhook {
	t.Helper()
	w, err := s.Webhook(t.Context(), id)
	must(t, err)
	wantUTC(t, "webhook "+id, w.CreatedAt, w.DisabledAt)
	return w
}

func testWebhooks(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkProject(t, s, "q")
	w1 := mkWebhook(t, s, webhook("wh_1", "p", 2))
	w2 := mkWebhook(t, s, webhook("wh_2", "p", 1, store.HookJobCompleted, store.HookJobPROpened))
	w3 := mkWebhook(t, s, webhook("wh_3", "q", 0, store.HookJobFailed))
	// Empty events are every event, like nil.
	w4 := mkWebhook(t, s, store.Webhook{ID: "wh_4", ProjectID: "q", URL: "http://localhost:9/x", Events: []string{}, Secret: "whsec_x", CreatedAt: at(3)})

	wantEqual(t, "webhook", getWebhook(t, s, "wh_1"), w1)
	wantEqual(t, "webhook with events", getWebhook(t, s, "wh_2"), w2)
	list := func(p string) []store.Webhook {
		t.Helper()
		ws, err := s.Webhooks(ctx, p)
		must(t, err)
		return ws
	}
	wantEqual(t, "webhooks of p, oldest first", list("p"), []store.Webhook{w2, w1})
	wantEqual(t, "webhooks of q", list("q"), []store.Webhook{w3, w4})
	wantEqual(t, "webhooks of a project without any", len(list("nope")), 0)

	wantIs(t, "taken id", s.CreateWebhook(ctx, webhook("wh_1", "q", 0)), store.ErrConflict)
	wantIs(t, "unknown project", s.CreateWebhook(ctx, webhook("wh_9", "nope", 0)), store.ErrNotFound)
	if err := s.CreateWebhook(ctx, store.Webhook{ID: "wh_8", ProjectID: "p"}); err == nil {
		t.Error("a webhook without URL and secret was written")
	}

	if !w1.Wants(store.HookJobArchived) || !w2.Wants(store.HookJobPROpened) || w2.Wants(store.HookJobFailed) {
		t.Error("Wants: wrong answer")
	}

	// Disabling keeps the first time and reason.
	must(t, s.DisableWebhook(ctx, "wh_1", at(5), "the endpoint answered 410 Gone"))
	must(t, s.DisableWebhook(ctx, "wh_1", at(6), "another reason"))
	got := getWebhook(t, s, "wh_1")
	wantEqual(t, "disabled at", got.DisabledAt, norm(at(5)))
	wantEqual(t, "disabled reason", got.DisabledReason, "the endpoint answered 410 Gone")
	if got.Enabled() {
		t.Error("a disabled webhook says it is enabled")
	}
	must(t, s.EnableWebhook(ctx, "wh_1"))
	wantEqual(t, "enabled again", getWebhook(t, s, "wh_1"), w1)
	before := time.Now()
	must(t, s.DisableWebhook(ctx, "wh_1", time.Time{}, "by hand"))
	if d := getWebhook(t, s, "wh_1").DisabledAt; d.Before(before.Add(-time.Second)) || d.After(time.Now().Add(time.Second)) {
		t.Errorf("disabled at zero time: %v, want about now", d)
	}
	wantIs(t, "disable a missing webhook", s.DisableWebhook(ctx, "nope", at(0), "x"), store.ErrNotFound)
	wantIs(t, "enable a missing webhook", s.EnableWebhook(ctx, "nope"), store.ErrNotFound)

	must(t, s.DeleteWebhook(ctx, "wh_2"))
	_, err := s.Webhook(ctx, "wh_2")
	wantIs(t, "deleted webhook", err, store.ErrNotFound)
	wantIs(t, "delete twice", s.DeleteWebhook(ctx, "wh_2"), store.ErrNotFound)
	wantEqual(t, "webhooks after delete", len(list("p")), 1)

	// A project's webhooks go with it.
	must(t, s.DeleteProject(ctx, "q"))
	_, err = s.Webhook(ctx, "wh_3")
	wantIs(t, "webhook of a deleted project", err, store.ErrNotFound)
	wantEqual(t, "webhooks of a deleted project", len(list("q")), 0)
}

func normDelivery(d store.Delivery) store.Delivery {
	d.NextAttemptAt, d.CreatedAt, d.UpdatedAt = norm(d.NextAttemptAt), norm(d.CreatedAt), norm(d.UpdatedAt)
	return d
}

func normAttempt(a store.DeliveryAttempt) store.DeliveryAttempt {
	a.StartedAt = norm(a.StartedAt)
	a.Duration = a.Duration.Truncate(time.Microsecond)
	return a
}

func newDelivery(id, webhookID, jobID string, seq int64, i int) store.NewDelivery {
	return store.NewDelivery{
		Delivery: store.Delivery{
			ID: id, WebhookID: webhookID, JobID: jobID, Seq: seq, Event: store.HookJobCompleted,
			// Byte for byte, spaces and escapes included: it is signed.
			Payload:   []byte(`{"type": "job.completed","data":{"id":"` + jobID + `","s":"é\u2028<"}}`),
			CreatedAt: at(i),
		},
		MaxAttempts: 8,
	}
}

// pending is the delivery EnqueueDeliveries writes for nd.
func pending(nd store.NewDelivery) store.Delivery {
	d := nd.Delivery
	d.State = store.DeliveryPending
	d.NextAttemptAt, d.UpdatedAt = d.CreatedAt, d.CreatedAt
	return normDelivery(d)
}

func getDelivery(t *testing.T, s store.Store, id string) store.Delivery {
	t.Helper()
	d, err := s.Delivery(t.Context(), id)
	must(t, err)
	wantUTC(t, "delivery "+id, d.NextAttemptAt, d.CreatedAt, d.UpdatedAt)
	return d
}

func enqueue(t *testing.T, s store.Store, ds ...store.NewDelivery) int {
	t.Helper()
	n, err := s.EnqueueDeliveries(t.Context(), ds)
	must(t, err)
	return n
}

// deliveryEntries lists the queue entries of deliveries as kind, queue and
// attempts, when the store can show its queue.
func deliveryEntries(t *testing.T, s store.Store) ([]string, bool) {
	t.Helper()
	q, ok := s.(Queue)
	if !ok {
		return nil, false
	}
	rs, err := q.RunJobs(t.Context())
	must(t, err)
	var out []string
	for _, r := range rs {
		if r.Kind == (store.DeliverWebhook{}).Kind() {
			out = append(out, fmt.Sprintf("%s/%d", r.Queue, r.MaxAttempts))
		}
	}
	return out, true
}

func testDeliveries(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkWebhook(t, s, webhook("wh_a", "p", 0))
	mkWebhook(t, s, webhook("wh_b", "p", 0))

	d1 := newDelivery("msg_1", "wh_a", "job1", 3, 1)
	d2 := newDelivery("msg_2", "wh_b", "job1", 3, 1)
	test := newDelivery("msg_t", "wh_a", "", 0, 2)
	test.Delivery.Event, test.MaxAttempts = "webhook.test", 1
	test2 := newDelivery("msg_t2", "wh_a", "", 0, 2)
	wantEqual(t, "written", enqueue(t, s, d1, d2, test, test2), 4)
	q := store.HookQueue
	if entries, ok := deliveryEntries(t, s); ok {
		wantEqual(t, "queue entries", entries, []string{q + "/8", q + "/8", q + "/1", q + "/8"})
	}
	wantEqual(t, "delivery", getDelivery(t, s, "msg_1"), pending(d1))
	wantEqual(t, "test delivery", getDelivery(t, s, "msg_t"), pending(test))

	// The same job event again (a fan-out that ran twice) is skipped.
	again := newDelivery("msg_1b", "wh_a", "job1", 3, 5)
	wantEqual(t, "written again", enqueue(t, s, again, newDelivery("msg_3", "wh_a", "job1", 4, 5)), 1)
	_, err := s.Delivery(ctx, "msg_1b")
	wantIs(t, "skipped delivery", err, store.ErrNotFound)
	getDelivery(t, s, "msg_3")
	// An unknown webhook fails the whole batch.
	_, err = s.EnqueueDeliveries(ctx, []store.NewDelivery{newDelivery("msg_4", "wh_a", "job2", 1, 6), newDelivery("msg_5", "wh_nope", "job2", 1, 6)})
	wantIs(t, "unknown webhook", err, store.ErrNotFound)
	_, err = s.Delivery(ctx, "msg_4")
	wantIs(t, "delivery of a failed batch", err, store.ErrNotFound)
	_, err = s.EnqueueDeliveries(ctx, []store.NewDelivery{newDelivery("msg_1", "wh_a", "job3", 1, 6)})
	wantIs(t, "taken delivery id", err, store.ErrConflict)
	wantEqual(t, "nothing to write", enqueue(t, s), 0)
	if entries, ok := deliveryEntries(t, s); ok {
		wantEqual(t, "queue entries after skips and failures", len(entries), 5)
	}

	// Attempts are numbered by the store and move the delivery along.
	a1 := store.DeliveryAttempt{StartedAt: at(5), Duration: 1500*time.Millisecond + 1234*time.Nanosecond, StatusCode: 500,
		Error: "the endpoint answered 500 Internal Server Error", Response: `{"error":"boom"}`}
	got, err := s.RecordAttempt(ctx, "msg_1", a1, store.DeliveryPending, at(6))
	must(t, err)
	a1.DeliveryID, a1.Attempt = "msg_1", 1
	wantEqual(t, "first attempt", normAttempt(got), normAttempt(a1))
	want := pending(d1)
	want.Attempts, want.LastStatus, want.LastError = 1, 500, a1.Error
	want.NextAttemptAt, want.UpdatedAt = norm(at(6)), norm(at(5).Add(a1.Duration))
	wantEqual(t, "after a failed attempt", getDelivery(t, s, "msg_1"), want)

	a2 := store.DeliveryAttempt{StartedAt: at(6), Duration: 80 * time.Millisecond, StatusCode: 204}
	got, err = s.RecordAttempt(ctx, "msg_1", a2, store.DeliverySucceeded, at(99))
	must(t, err)
	a2.DeliveryID, a2.Attempt = "msg_1", 2
	wantEqual(t, "second attempt", normAttempt(got), normAttempt(a2))
	want.State, want.Attempts, want.LastStatus, want.LastError = store.DeliverySucceeded, 2, 204, ""
	want.NextAttemptAt, want.UpdatedAt = time.Time{}, norm(at(6).Add(80*time.Millisecond))
	wantEqual(t, "after a successful attempt", getDelivery(t, s, "msg_1"), want)
	as, err := s.Attempts(ctx, "msg_1")
	must(t, err)
	for i := range as {
		wantUTC(t, "attempt", as[i].StartedAt)
		as[i] = normAttempt(as[i])
	}
	wantEqual(t, "attempts", as, []store.DeliveryAttempt{normAttempt(a1), normAttempt(a2)})

	_, err = s.RecordAttempt(ctx, "msg_1", a2, store.DeliveryFailed, time.Time{})
	wantIs(t, "attempt at an ended delivery", err, store.ErrConflict)
	_, err = s.RecordAttempt(ctx, "nope", a2, store.DeliveryFailed, time.Time{})
	wantIs(t, "attempt at a missing delivery", err, store.ErrNotFound)

	// Ending without an attempt.
	must(t, s.EndDelivery(ctx, "msg_2", at(7), "not sent: the webhook is disabled"))
	want2 := pending(d2)
	want2.State, want2.LastError, want2.NextAttemptAt, want2.UpdatedAt = store.DeliveryFailed, "not sent: the webhook is disabled", time.Time{}, norm(at(7))
	wantEqual(t, "ended delivery", getDelivery(t, s, "msg_2"), want2)
	wantIs(t, "end twice", s.EndDelivery(ctx, "msg_2", at(8), "x"), store.ErrConflict)
	wantIs(t, "end a missing delivery", s.EndDelivery(ctx, "nope", at(8), "x"), store.ErrNotFound)

	// Sending again.
	must(t, s.Redeliver(ctx, "msg_1", 1, at(9)))
	d := getDelivery(t, s, "msg_1")
	if d.State != store.DeliveryPending || d.Attempts != 2 || !d.NextAttemptAt.Equal(norm(at(9))) || !d.UpdatedAt.Equal(norm(at(9))) {
		t.Errorf("redelivered: %+v", d)
	}
	wantIs(t, "redeliver a pending delivery", s.Redeliver(ctx, "msg_1", 1, at(9)), store.ErrConflict)
	wantIs(t, "redeliver a missing delivery", s.Redeliver(ctx, "nope", 1, at(9)), store.ErrNotFound)
	if entries, ok := deliveryEntries(t, s); ok {
		wantEqual(t, "queue entries after a redelivery", entries[len(entries)-1], q+"/1")
		wantEqual(t, "queue entries after refused redeliveries", len(entries), 6)
	}
	got, err = s.RecordAttempt(ctx, "msg_1", store.DeliveryAttempt{StartedAt: at(10), Error: "connection refused"}, store.DeliveryFailed, at(11))
	must(t, err)
	wantEqual(t, "attempt after redelivery", got.Attempt, 3)
	d = getDelivery(t, s, "msg_1")
	if d.State != store.DeliveryFailed || !d.NextAttemptAt.IsZero() || d.LastStatus != 0 || d.LastError != "connection refused" {
		t.Errorf("failed for good: %+v", d)
	}

	// A webhook's deliveries go with it, attempts included.
	must(t, s.DeleteWebhook(ctx, "wh_a"))
	_, err = s.Delivery(ctx, "msg_1")
	wantIs(t, "delivery of a deleted webhook", err, store.ErrNotFound)
	as, err = s.Attempts(ctx, "msg_1")
	must(t, err)
	wantEqual(t, "attempts of a deleted webhook", len(as), 0)
	// And a project's webhooks' deliveries go with the project.
	must(t, s.DeleteProject(ctx, "p"))
	_, err = s.Delivery(ctx, "msg_2")
	wantIs(t, "delivery of a deleted project", err, store.ErrNotFound)
}

func testDeliveryPages(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkWebhook(t, s, webhook("wh", "p", 0))
	mkWebhook(t, s, webhook("other", "p", 0))
	var all []store.NewDelivery
	for i := range 7 {
		// Two at each time: the id breaks the tie.
		all = append(all, newDelivery(fmt.Sprintf("msg_%02d", i), "wh", "j", int64(i), i/2))
	}
	enqueue(t, s, all...)
	enqueue(t, s, newDelivery("msg_other", "other", "j", 1, 9))
	for _, id := range []string{"msg_01", "msg_04"} {
		must(t, s.EndDelivery(ctx, id, at(20), "gone"))
	}

	ids := func(ds []store.Delivery) []string {
		var out []string
		for _, d := range ds {
			out = append(out, d.ID)
		}
		return out
	}
	var seen []string
	q := store.DeliveryQuery{WebhookID: "wh", Limit: 3}
	for range 5 {
		page, err := s.Deliveries(ctx, q)
		must(t, err)
		seen = append(seen, ids(page.Deliveries)...)
		if page.Next == nil {
			break
		}
		q.After = page.Next
	}
	wantEqual(t, "every page, newest first", seen, []string{"msg_06", "msg_05", "msg_04", "msg_03", "msg_02", "msg_01", "msg_00"})
	page, err := s.Deliveries(ctx, store.DeliveryQuery{WebhookID: "wh", State: store.DeliveryFailed})
	must(t, err)
	wantEqual(t, "failed only", ids(page.Deliveries), []string{"msg_04", "msg_01"})
	if page.Next != nil {
		t.Error("a last page has a next cursor")
	}
	page, err = s.Deliveries(ctx, store.DeliveryQuery{WebhookID: "wh", Limit: 7})
	must(t, err)
	if len(page.Deliveries) != 7 || page.Next != nil {
		t.Errorf("a page that holds all: %d deliveries, next %v", len(page.Deliveries), page.Next)
	}
	wantEqual(t, "a delivery in a list", page.Deliveries[0], pending(all[6]))

	// Pruning removes what ended before the time, never what is pending.
	must(t, s.EndDelivery(ctx, "msg_00", at(10), "gone"))
	n, err := s.PruneDeliveries(ctx, at(15))
	must(t, err)
	wantEqual(t, "pruned", n, 1)
	n, err = s.PruneDeliveries(ctx, at(100))
	must(t, err)
	wantEqual(t, "pruned later", n, 2)
	page, err = s.Deliveries(ctx, store.DeliveryQuery{WebhookID: "wh"})
	must(t, err)
	wantEqual(t, "after pruning", ids(page.Deliveries), []string{"msg_06", "msg_05", "msg_03", "msg_02"})
}

// testRecordAttemptConcurrent: attempts recorded at once get distinct
// numbers and are all counted.
func testRecordAttemptConcurrent(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkWebhook(t, s, webhook("wh", "p", 0))
	enqueue(t, s, newDelivery("msg", "wh", "j", 1, 0))
	const n = 8
	var wg sync.WaitGroup
	nums := make([]int, n)
	errs := make([]error, n)
	for i := range n {
		wg.Go(func() {
			var a store.DeliveryAttempt
			a, errs[i] = s.RecordAttempt(ctx, "msg", store.DeliveryAttempt{StartedAt: at(i), StatusCode: 503}, store.DeliveryPending, at(i+1))
			nums[i] = a.Attempt
		})
	}
	wg.Wait()
	for _, err := range errs {
		must(t, err)
	}
	slices.Sort(nums)
	wantEqual(t, "attempt numbers", nums, []int{1, 2, 3, 4, 5, 6, 7, 8})
	wantEqual(t, "attempts counted", getDelivery(t, s, "msg").Attempts, n)
}

func testWebhookHostileInput(t *testing.T, s store.Store) {
	ctx := t.Context()
	mkProject(t, s, "p")
	mkWebhook(t, s, webhook("wh", "p", 0))
	enqueue(t, s, newDelivery("msg", "wh", "j", 1, 0))
	for i, id := range hostile() {
		name := fmt.Sprintf("%d:%.20q", i, id)
		_, err := s.Webhook(ctx, id)
		wantIs(t, name+" Webhook", err, store.ErrNotFound)
		ws, err := s.Webhooks(ctx, id)
		if err != nil || len(ws) != 0 {
			t.Errorf("%s Webhooks: %d, error %v", name, len(ws), err)
		}
		wantIs(t, name+" DeleteWebhook", s.DeleteWebhook(ctx, id), store.ErrNotFound)
		wantIs(t, name+" DisableWebhook", s.DisableWebhook(ctx, id, at(0), "x"), store.ErrNotFound)
		wantIs(t, name+" EnableWebhook", s.EnableWebhook(ctx, id), store.ErrNotFound)
		_, err = s.Delivery(ctx, id)
		wantIs(t, name+" Delivery", err, store.ErrNotFound)
		page, err := s.Deliveries(ctx, store.DeliveryQuery{WebhookID: id, State: store.DeliveryState(id), After: &store.DeliveryCursor{CreatedAt: at(0), ID: id}})
		if err != nil || len(page.Deliveries) != 0 {
			t.Errorf("%s Deliveries: %d, error %v", name, len(page.Deliveries), err)
		}
		as, err := s.Attempts(ctx, id)
		if err != nil || len(as) != 0 {
			t.Errorf("%s Attempts: %d, error %v", name, len(as), err)
		}
		_, err = s.RecordAttempt(ctx, id, store.DeliveryAttempt{}, store.DeliveryFailed, time.Time{})
		wantIs(t, name+" RecordAttempt", err, store.ErrNotFound)
		wantIs(t, name+" EndDelivery", s.EndDelivery(ctx, id, at(0), "x"), store.ErrNotFound)
		wantIs(t, name+" Redeliver", s.Redeliver(ctx, id, 1, at(0)), store.ErrNotFound)
	}
	if getWebhook(t, s, "wh").ID != "wh" || getDelivery(t, s, "msg").State != store.DeliveryPending {
		t.Error("the webhook or its delivery changed")
	}
}
