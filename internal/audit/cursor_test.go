package audit_test

import (
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/store"
)

func TestCursor(t *testing.T) {
	c := store.AuditCursor{Time: time.Date(2026, 1, 2, 3, 4, 5, 6000, time.UTC), ID: 42}
	got, err := audit.DecodeCursor(audit.EncodeCursor(c))
	if err != nil || !got.Time.Equal(c.Time) || got.ID != c.ID {
		t.Errorf("round trip: %+v, %v", got, err)
	}
	for _, bad := range []string{"", "x", "YTEgbm9wZSAx", "djEgMjAyNi0wMS0wMlQwMzowNDowNVogam9i"} {
		if _, err := audit.DecodeCursor(bad); err == nil {
			t.Errorf("%q: no error", bad)
		}
	}
}

func FuzzDecodeCursor(f *testing.F) {
	f.Add(audit.EncodeCursor(store.AuditCursor{Time: time.Unix(1e9, 0), ID: 7}))
	f.Add("a1")
	f.Fuzz(func(t *testing.T, s string) {
		c, err := audit.DecodeCursor(s)
		if err != nil {
			return
		}
		back, err := audit.DecodeCursor(audit.EncodeCursor(c))
		if err != nil || !back.Time.Equal(c.Time) || back.ID != c.ID {
			t.Fatalf("%q: %+v does not round-trip (%+v, %v)", s, c, back, err)
		}
	})
}
