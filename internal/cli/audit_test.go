package cli

import (
	"bytes"
	"context"
	"log/slog"
	"net/http"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/sitehost"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// TestAuditCommands: what folio admin users and folio keys change is in
// the audit log, as cli, with no address.
func TestAuditCommands(t *testing.T) {
	data := t.TempDir()
	run := func(stdin string, args ...string) {
		t.Helper()
		var out, errb bytes.Buffer
		if code := Main(context.Background(), append(args, "--data", data), Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb}); code != ExitOK {
			t.Fatalf("%v: %d\n%s%s", args, code, out.String(), errb.String())
		}
	}
	run("a good password\n", "admin", "users", "add", "ada@example.com", "--role", "editor")
	run("", "admin", "users", "set-role", "ada@example.com", "viewer")
	run("", "admin", "users", "disable", "ada@example.com")
	run("", "admin", "users", "enable", "ada@example.com")
	run("another password\n", "admin", "users", "reset-password", "ada@example.com")
	run("", "admin", "users", "invite", "bob@example.com", "--role", "viewer")
	run("", "keys", "create", "--name", "auditor", "--scope", "audit:read")

	st, err := sqlite.Open(t.Context(), filepath.Join(data, "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	page, err := st.AuditLog(t.Context(), store.AuditQuery{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for i := len(page.Entries) - 1; i >= 0; i-- {
		e := page.Entries[i]
		got = append(got, e.Action)
		if e.ActorName != "cli" || e.IP != "" || e.Outcome != "success" {
			t.Errorf("%s: actor %q, ip %q, %s", e.Action, e.ActorName, e.IP, e.Outcome)
		}
		if strings.Contains(strings.Join([]string{e.Detail["email"], e.Detail["how"], e.Detail["name"]}, " "), "password\n") {
			t.Errorf("%s: a password in %v", e.Action, e.Detail)
		}
	}
	want := "user.create,user.role,user.disable,user.enable,user.password,invitation.create,key.create"
	if strings.Join(got, ",") != want {
		t.Errorf("recorded\n %s\nwant\n %s", strings.Join(got, ","), want)
	}
}

// TestPruneAudit: serve's pruning deletes the audit entries past their
// retention, and none without one.
func TestPruneAudit(t *testing.T) {
	for _, tc := range []struct {
		retention time.Duration
		left      int
	}{{24 * time.Hour, 1}, {0, 2}} {
		db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		for _, at := range []time.Time{time.Now().Add(-48 * time.Hour), time.Now()} {
			if _, err := db.AddAudit(t.Context(), store.AuditEntry{Time: at, Action: "signout", Outcome: "success"}); err != nil {
				t.Fatal(err)
			}
		}
		host := sitehost.New(sitehost.Options{CacheDir: t.TempDir()})
		defer host.Close()
		srv := newService(serviceParts{store: db, log: slog.New(slog.DiscardHandler), api: http.NotFoundHandler(),
			dashboard: http.NotFoundHandler(), sites: host, auditRetention: tc.retention})
		ctx, cancel := context.WithCancel(t.Context())
		done := make(chan struct{})
		go func() { srv.prune(ctx, time.Millisecond); close(done) }()
		var n int
		for range 200 {
			page, err := db.AuditLog(t.Context(), store.AuditQuery{})
			if err != nil {
				t.Fatal(err)
			}
			if n = len(page.Entries); n == tc.left {
				break
			}
			time.Sleep(5 * time.Millisecond)
		}
		time.Sleep(20 * time.Millisecond) // a few more rounds, which must keep the rest
		cancel()
		<-done
		page, _ := db.AuditLog(t.Context(), store.AuditQuery{})
		if len(page.Entries) != tc.left {
			t.Errorf("retention %v: %d entries left, want %d", tc.retention, len(page.Entries), tc.left)
		}
	}
}

// TestAuditRetentionFlag: a negative retention is a usage error.
func TestAuditRetentionFlag(t *testing.T) {
	var out, errb bytes.Buffer
	code := Main(context.Background(), []string{"serve", "--data", t.TempDir(), "--audit-retention", "-1h"}, Env{Stdout: &out, Stderr: &errb})
	if code != ExitUsage || !strings.Contains(errb.String(), "--audit-retention") {
		t.Errorf("--audit-retention -1h: %d %s", code, errb.String())
	}
}
