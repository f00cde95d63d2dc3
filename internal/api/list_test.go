package api

import (
	"encoding/base64"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/store"
)

// walk lists a project's jobs page by page and returns the ids of each
// page.
func walk(t *testing.T, b *bundle, query string) [][]string {
	t.Helper()
	var pages [][]string
	cursor := ""
	for range 100 {
		q := query
		if cursor != "" {
			q += "&cursor=" + url.QueryEscape(cursor)
		}
		w := b.do(req{method: "GET", path: "/v2/agent/demo/jobs?" + q, key: "ro"})
		if w.Code != 200 {
			t.Fatalf("%s: %d %s", q, w.Code, w.Body)
		}
		l := decode[listAnswer](t, w)
		pages = append(pages, l.ids())
		if l.NextCursor == nil {
			return pages
		}
		cursor = *l.NextCursor
		if strings.ContainsAny(cursor, "+/= ") {
			t.Errorf("cursor %q is not URL-safe", cursor)
		}
	}
	t.Fatal("more than 100 pages")
	return nil
}

// TestListPages creates 45 jobs through the API and lists them 20 at a
// time, newest first, then filters by status.
func TestListPages(t *testing.T) {
	for _, sameTime := range []bool{false, true} {
		name := "a second apart"
		if sameTime {
			name = "all at once"
		}
		t.Run(name, func(t *testing.T) {
			b := setup(t)
			var created []string
			for i := range 45 {
				if !sameTime {
					b.clock.Advance(time.Second)
				}
				w := b.do(req{method: "POST", path: "/v2/agent/demo/job", body: prompt, key: "rw"})
				if w.Code != 201 {
					t.Fatalf("job %d: %d %s", i, w.Code, w.Body)
				}
				created = append(created, decode[jobAnswer](t, w).ID)
			}
			// Newest first: by creation time, then by id.
			newest := slices.Clone(created)
			slices.Reverse(newest)
			if sameTime {
				slices.Sort(newest)
				slices.Reverse(newest)
			}

			pages := walk(t, b, "limit=20")
			if len(pages) != 3 || len(pages[0]) != 20 || len(pages[1]) != 20 || len(pages[2]) != 5 {
				t.Fatalf("pages of %d, %d, %d…", len(pages[0]), len(pages[1]), len(pages[len(pages)-1]))
			}
			if got := slices.Concat(pages...); !slices.Equal(got, newest) {
				t.Errorf("listing\n%v\nwant\n%v", got, newest)
			}
			// The default limit is 20.
			if pages := walk(t, b, ""); len(pages) != 3 || len(pages[0]) != 20 {
				t.Errorf("default limit: %d pages", len(pages))
			}
			if pages := walk(t, b, "limit=100"); len(pages) != 1 || len(pages[0]) != 45 {
				t.Errorf("limit=100: %d pages", len(pages))
			}

			// Cancel every third job; list the failed ones 4 at a time.
			var failed []string
			for i, id := range newest {
				if i%3 == 0 {
					if w := b.do(req{method: "POST", path: "/v2/agent/demo/job/" + id + "/cancel", key: "rw"}); w.Code != 200 {
						t.Fatalf("cancel: %d", w.Code)
					}
					failed = append(failed, id)
				}
			}
			pages = walk(t, b, "status=failed&limit=4")
			if got := slices.Concat(pages...); !slices.Equal(got, failed) {
				t.Errorf("failed jobs\n%v\nwant\n%v", got, failed)
			}
			if len(pages) != 4 { // 15 jobs: 4, 4, 4, 3
				t.Errorf("%d pages", len(pages))
			}
			pages = walk(t, b, "status=active&limit=20")
			if got := len(slices.Concat(pages...)); got != 30 {
				t.Errorf("%d active jobs, want 30", got)
			}
			pages = walk(t, b, "status=completed")
			if len(pages) != 1 || len(pages[0]) != 0 {
				t.Errorf("completed: %v", pages)
			}
		})
	}
}

func TestCursorRoundTrip(t *testing.T) {
	c := store.JobCursor{CreatedAt: time.Date(2026, 11, 22, 10, 20, 0, 123456000, time.UTC), ID: jobs.NewID(nil, t0)}
	s := encodeCursor(c)
	got, err := decodeCursor(s)
	if err != nil || !got.CreatedAt.Equal(c.CreatedAt) || got.ID != c.ID {
		t.Fatalf("%q → %+v, %v", s, got, err)
	}
	raw, _ := base64.RawURLEncoding.DecodeString(s)
	for _, bad := range []string{
		"", "!!!", s + "=", s[:len(s)-2],
		base64.RawURLEncoding.EncodeToString([]byte(strings.Replace(string(raw), "v1", "v2", 1))),
		base64.RawURLEncoding.EncodeToString([]byte(strings.Replace(string(raw), " ", "  ", 1))),
		base64.RawURLEncoding.EncodeToString([]byte(string(raw) + " x")),
		base64.RawURLEncoding.EncodeToString([]byte("v1 yesterday " + c.ID)),
	} {
		if _, err := decodeCursor(bad); err == nil {
			t.Errorf("decodeCursor(%q) accepted", bad)
		}
	}
}
