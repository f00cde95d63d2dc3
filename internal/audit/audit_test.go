package audit_test

import (
	"bytes"
	"context"
	"errors"
	"log/slog"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/store"
)

type fakeStore struct {
	got []store.AuditEntry
	err error
	ctx error // the context's error when AddAudit ran
}

func (f *fakeStore) AddAudit(ctx context.Context, e store.AuditEntry) (store.AuditEntry, error) {
	f.ctx = ctx.Err()
	if f.err != nil {
		return store.AuditEntry{}, f.err
	}
	f.got = append(f.got, e)
	return e, nil
}

var clock = time.Date(2026, 5, 1, 12, 0, 0, 0, time.UTC)

func TestRecord(t *testing.T) {
	fs := &fakeStore{}
	r := audit.NewRecorder(fs, nil, func() time.Time { return clock })
	who := audit.Actor{UserID: "usr_1", KeyID: "key_1", Name: "ada@example.com", IP: "203.0.113.7", UserAgent: "curl/8"}
	ctx, cancel := context.WithCancel(audit.WithActor(t.Context(), who))
	cancel() // the client has gone: the entry is written all the same
	r.Record(ctx, audit.Event{Action: audit.JobCancel, TargetKind: "job", TargetID: "job_1", ProjectID: "docs"})
	r.RecordAs(t.Context(), audit.Actor{Name: "bob@example.com", IP: "198.51.100.1"},
		audit.Event{Action: audit.SignInPassword, Failed: true, Detail: map[string]string{"reason": "bad_password"}})
	want := []store.AuditEntry{
		{Time: clock, UserID: "usr_1", KeyID: "key_1", ActorName: "ada@example.com", Action: "job.cancel", TargetKind: "job",
			TargetID: "job_1", ProjectID: "docs", IP: "203.0.113.7", UserAgent: "curl/8", Outcome: audit.Success},
		{Time: clock, ActorName: "bob@example.com", Action: "signin.password", IP: "198.51.100.1", Outcome: audit.Failure,
			Detail: map[string]string{"reason": "bad_password"}},
	}
	if !reflect.DeepEqual(fs.got, want) {
		t.Errorf("entries:\n got %+v\nwant %+v", fs.got, want)
	}
	if fs.ctx != nil {
		t.Errorf("AddAudit ran with a context that ended: %v", fs.ctx)
	}
	if a := audit.ActorFrom(t.Context()); a != (audit.Actor{}) {
		t.Errorf("no actor: got %+v", a)
	}
}

func TestRecordFailureIsLogged(t *testing.T) {
	var buf bytes.Buffer
	r := audit.NewRecorder(&fakeStore{err: errors.New("disk full")}, slog.New(slog.NewTextHandler(&buf, nil)), nil)
	r.Record(t.Context(), audit.Event{Action: audit.KeyCreate}) // no panic, no error to return
	if !strings.Contains(buf.String(), "disk full") || !strings.Contains(buf.String(), "key.create") {
		t.Errorf("log: %q", buf.String())
	}
	var nilRecorder *audit.Recorder
	nilRecorder.Record(t.Context(), audit.Event{Action: audit.KeyCreate})
}

func TestActions(t *testing.T) {
	seen := map[audit.Action]bool{}
	for _, a := range audit.Actions() {
		if seen[a] || !a.Valid() || a.Label() == "" {
			t.Errorf("action %q: duplicate or without a label", a)
		}
		seen[a] = true
	}
	if audit.Action("nope").Valid() {
		t.Error("an unknown action is valid")
	}
}
