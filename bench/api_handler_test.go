package bench

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/api"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// BenchmarkAPIHandler is the server's own cost of creating and reading a
// job on SQLite, without the network or a load generator: what the load
// test's latencies are made of.
func BenchmarkAPIHandler(b *testing.B) {
	ctx := b.Context()
	st, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "f.db"), nil)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	now := time.Now().UTC()
	if err := st.CreateProject(ctx, domain.Project{ID: "bench", Name: "Bench", Repository: "/srv", Branch: "main", CodeHost: "local", CreatedAt: now, UpdatedAt: now}); err != nil {
		b.Fatal(err)
	}
	secret, key, err := auth.NewKey(nil, "bench", nil, nil, time.Time{}, now)
	if err != nil {
		b.Fatal(err)
	}
	if err := st.CreateKey(ctx, key); err != nil {
		b.Fatal(err)
	}
	h := api.New(api.Options{Store: st, Log: slog.New(slog.DiscardHandler), Model: "script:none", RateLimit: 1 << 30})
	var id string
	b.Run("create", func(b *testing.B) {
		for b.Loop() {
			r := httptest.NewRequest("POST", "/v2/agent/bench/job", strings.NewReader(`{"prompt":"x"}`))
			r.Header.Set("Authorization", "Bearer "+secret)
			r.Header.Set("Content-Type", "application/json")
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != 201 {
				b.Fatal(w.Code, w.Body.String())
			}
			var j struct{ ID string }
			if err := json.Unmarshal(w.Body.Bytes(), &j); err != nil {
				b.Fatal(err)
			}
			id = j.ID
		}
	})
	b.Run("get", func(b *testing.B) {
		for b.Loop() {
			r := httptest.NewRequest("GET", "/v2/agent/bench/job/"+id, nil)
			r.Header.Set("Authorization", "Bearer "+secret)
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			if w.Code != http.StatusOK {
				b.Fatal(w.Code, w.Body.String())
			}
		}
	})
}
