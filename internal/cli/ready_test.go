package cli

import (
	"context"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/sitehost"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/postgres"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/store/storetest"
)

// hungStore is a store whose Ping does not return, whatever its context
// says, until released: a database that hangs, under a driver that does
// not give up.
type hungStore struct {
	store.Store
	release chan struct{}
	pings   atomic.Int32
}

func (h *hungStore) Ping(context.Context) error {
	h.pings.Add(1)
	<-h.release
	return nil
}

// readyService is the app's handler over st, as serve builds it.
func readyService(t *testing.T, st store.Store, timeout time.Duration) *service {
	t.Helper()
	host := sitehost.New(sitehost.Options{CacheDir: t.TempDir()})
	t.Cleanup(func() { host.Close() })
	return newService(serviceParts{store: st, log: slog.New(slog.DiscardHandler), api: http.NotFoundHandler(),
		dashboard: http.NotFoundHandler(), sites: host, readyTimeout: timeout})
}

// readyz asks srv for /readyz and reports the status and how long it
// took.
func readyz(srv *service) (int, time.Duration) {
	start := time.Now()
	rec := httptest.NewRecorder()
	srv.ServeHTTP(rec, httptest.NewRequest("GET", "/readyz", nil))
	return rec.Code, time.Since(start)
}

// TestReadyDatabaseGone: /readyz answers 200 while the database answers
// and 503 once it is closed, on SQLite and on PostgreSQL.
func TestReadyDatabaseGone(t *testing.T) {
	stores := map[string]func() store.Store{
		"sqlite": func() store.Store {
			db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
			if err != nil {
				t.Fatal(err)
			}
			return db
		},
	}
	if base := os.Getenv("FOLIO_TEST_POSTGRES"); base != "" {
		stores["postgres"] = func() store.Store {
			db, err := postgres.Open(t.Context(), storetest.PostgresSchema(t, base), nil)
			if err != nil {
				t.Fatal(err)
			}
			// Something listens: the listener's health counts too.
			if _, err := db.Listen(t.Context(), store.TopicSite); err != nil {
				t.Fatal(err)
			}
			return db
		}
	}
	for name, open := range stores {
		t.Run(name, func(t *testing.T) {
			st := open()
			srv := readyService(t, st, 0)
			if code, _ := readyz(srv); code != http.StatusOK {
				t.Fatalf("readyz with the database up = %d", code)
			}
			st.Close()
			if code, took := readyz(srv); code != http.StatusServiceUnavailable {
				t.Fatalf("readyz with the database closed = %d after %v", code, took)
			}
		})
	}
}

// TestReadyHungDatabase: a Ping that hangs leaves /readyz answering 503
// on time, and the probes that come meanwhile share that Ping rather
// than start more.
func TestReadyHungDatabase(t *testing.T) {
	db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	hung := &hungStore{Store: db, release: make(chan struct{})}
	srv := readyService(t, hung, 100*time.Millisecond)
	for i := range 3 {
		code, took := readyz(srv)
		if code != http.StatusServiceUnavailable || took > 5*time.Second {
			t.Fatalf("probe %d of a hung database: %d after %v", i, code, took)
		}
	}
	if n := hung.pings.Load(); n != 1 {
		t.Errorf("three probes started %d Pings, want 1", n)
	}
	close(hung.release)
	deadline := time.Now().Add(10 * time.Second)
	for {
		if code, _ := readyz(srv); code == http.StatusOK {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("readyz stays 503 once the database answers")
		}
		time.Sleep(10 * time.Millisecond)
	}
}
