package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/api"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
	"github.com/foliodocs/folio/internal/store/postgres"
	"github.com/foliodocs/folio/internal/store/sqlite"
	"github.com/foliodocs/folio/internal/store/storetest"
)

// Load test parameters: a constant 200 requests a second for 10 seconds,
// half of them creating a job, half reading one.
const (
	loadRate     = 200
	loadDuration = 10 * time.Second
)

// TestAPILoad drives the real API handler behind a real http.Server on
// loopback with an open-loop generator: requests start on schedule whether
// or not earlier ones have answered, and latency counts from the scheduled
// start, so a slow server cannot hide its queue (no coordinated omission).
// It runs only with FOLIO_BENCH=1:
//
//	FOLIO_BENCH=1 go test ./bench -run TestAPILoad -v
//
// On SQLite always, and on PostgreSQL too when FOLIO_TEST_POSTGRES holds a
// database URL the test may create a schema in. Figures are logged, never
// asserted.
func TestAPILoad(t *testing.T) {
	if os.Getenv("FOLIO_BENCH") != "1" {
		t.Skip("set FOLIO_BENCH=1 to run the API load test")
	}
	t.Run("sqlite", func(t *testing.T) {
		db, err := sqlite.Open(t.Context(), filepath.Join(t.TempDir(), "folio.db"), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		runLoad(t, db)
	})
	t.Run("postgres", func(t *testing.T) {
		base := os.Getenv("FOLIO_TEST_POSTGRES")
		if base == "" {
			t.Skip("set FOLIO_TEST_POSTGRES to a PostgreSQL URL to load the API on PostgreSQL too")
		}
		db, err := postgres.Open(t.Context(), storetest.PostgresSchema(t, base), nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		runLoad(t, db)
	})
}

func runLoad(t *testing.T, st store.Store) {
	ctx := t.Context()
	now := time.Now().UTC()
	if err := st.CreateProject(ctx, domain.Project{ID: "bench", Name: "Bench", Repository: "/srv/bench", Branch: "main",
		CodeHost: "local", CreatedAt: now, UpdatedAt: now}); err != nil {
		t.Fatal(err)
	}
	secret, key, err := auth.NewKey(nil, "bench", nil, nil, time.Time{}, now)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CreateKey(ctx, key); err != nil {
		t.Fatal(err)
	}
	// Jobs stay queued: nothing runs them. The rate limit is counted, as
	// in production, but set above the 1,000 jobs the test makes.
	h := api.New(api.Options{Store: st, Log: slog.New(slog.DiscardHandler), Model: "script:none", RateLimit: 1 << 30})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go hs.Serve(ln)
	t.Cleanup(func() { hs.Close() })
	base := "http://" + ln.Addr().String() + "/v2/agent/bench"
	client := &http.Client{
		Timeout:   30 * time.Second,
		Transport: &http.Transport{MaxIdleConns: 512, MaxIdleConnsPerHost: 512, IdleConnTimeout: time.Minute},
	}

	var (
		mu      sync.Mutex
		created []string
		results = map[string][]time.Duration{}
		errs    = map[string]int{}
		first   = map[string]string{}
	)
	call := func(method, url, body string, want int) (string, bool) {
		var rd io.Reader
		if body != "" {
			rd = strings.NewReader(body)
		}
		req, err := http.NewRequestWithContext(ctx, method, url, rd)
		if err != nil {
			return err.Error(), false
		}
		req.Header.Set("Authorization", "Bearer "+secret)
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		resp, err := client.Do(req)
		if err != nil {
			return err.Error(), false
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			return err.Error(), false
		}
		if resp.StatusCode != want {
			return fmt.Sprintf("%d %.200s", resp.StatusCode, data), false
		}
		var j struct{ ID string }
		json.Unmarshal(data, &j)
		return j.ID, true
	}
	// One job to read before the first create answers.
	id, ok := call("POST", base+"/job", `{"prompt":"warm up"}`, 201)
	if !ok {
		t.Fatalf("first job: %s", id)
	}
	created = append(created, id)

	interval := time.Second / loadRate
	total := int(loadDuration / interval)
	start := time.Now()
	var wg sync.WaitGroup
	for i := range total {
		due := start.Add(time.Duration(i) * interval)
		time.Sleep(time.Until(due))
		op := "create"
		if i%2 == 1 {
			op = "get"
		}
		wg.Go(func() {
			var (
				msg string
				ok  bool
			)
			if op == "create" {
				msg, ok = call("POST", base+"/job", fmt.Sprintf(`{"prompt":"Document feature %d."}`, i), 201)
			} else {
				mu.Lock()
				id := created[len(created)-1-i%min(len(created), 50)]
				mu.Unlock()
				msg, ok = call("GET", base+"/job/"+id, "", 200)
			}
			lat := time.Since(due)
			mu.Lock()
			defer mu.Unlock()
			if !ok {
				errs[op]++
				if first[op] == "" {
					first[op] = msg
				}
				return
			}
			results[op] = append(results[op], lat)
			if op == "create" {
				created = append(created, msg)
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(start)

	t.Logf("%d requests in %v (%.0f/s offered, open loop)", total, elapsed.Round(time.Millisecond), float64(total)/elapsed.Seconds())
	for _, op := range []string{"create", "get"} {
		lat := results[op]
		slices.Sort(lat)
		if len(lat) == 0 {
			t.Logf("%-6s no successful requests; %d errors (first: %s)", op, errs[op], first[op])
			continue
		}
		pct := func(p float64) time.Duration { return lat[min(len(lat)-1, int(p*float64(len(lat))))] }
		t.Logf("%-6s n=%d p50=%v p99=%v max=%v errors=%d", op, len(lat),
			pct(0.50).Round(10*time.Microsecond), pct(0.99).Round(10*time.Microsecond), lat[len(lat)-1].Round(10*time.Microsecond), errs[op])
		if errs[op] > 0 {
			t.Logf("%-6s first error: %s", op, first[op])
		}
	}
}
