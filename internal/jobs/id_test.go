package jobs

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"
	"testing/iotest"
	"time"
)

func TestNewID(t *testing.T) {
	r := rand.NewChaCha8([32]byte{1})
	seen := map[string]bool{}
	var ids []string
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	for i := range 2000 {
		id := NewID(r, now.Add(time.Duration(i)*time.Millisecond))
		if !ValidID(id) {
			t.Fatalf("NewID made %q, which ValidID refuses", id)
		}
		if len(id) != 30 || !strings.HasPrefix(id, "job_") {
			t.Fatalf("id %q: want job_ and 26 characters", id)
		}
		if url.PathEscape(id) != id {
			t.Fatalf("id %q needs escaping in a URL", id)
		}
		if seen[id] {
			t.Fatalf("id %q made twice", id)
		}
		seen[id] = true
		ids = append(ids, id)
	}
	if !slices.IsSorted(ids) {
		t.Error("ids made one millisecond apart do not sort by creation")
	}
}

func TestNewIDTimePrefix(t *testing.T) {
	zero := bytes.NewReader(make([]byte, 10))
	if got, want := NewID(zero, time.UnixMilli(0)), "job_00000000000000000000000000"; got != want {
		t.Errorf("epoch: %q, want %q", got, want)
	}
	ones := bytes.NewReader(bytes.Repeat([]byte{0xff}, 10))
	if got, want := NewID(ones, time.UnixMilli(1)), "job_0000000001zzzzzzzzzzzzzzzz"; got != want {
		t.Errorf("1 ms: %q, want %q", got, want)
	}
	a := NewID(nil, time.UnixMilli(1_700_000_000_000))
	b := NewID(nil, time.UnixMilli(1_700_000_000_001))
	if a[:14] >= b[:14] {
		t.Errorf("time prefixes %q, %q out of order", a[:14], b[:14])
	}
}

func TestNewIDReaderFails(t *testing.T) {
	id := NewID(iotest.ErrReader(errors.New("broken")), time.Now())
	if !ValidID(id) {
		t.Fatalf("id %q", id)
	}
	if id[14:] == strings.Repeat("0", 16) {
		t.Errorf("no randomness after a failed reader: %q", id)
	}
}

func TestValidID(t *testing.T) {
	good := NewID(nil, time.Now())
	bad := []string{
		"", "job_", "job_..", "..", good[:29], good + "0",
		"JOB_" + good[4:], strings.ToUpper(good), // case matters
		good[:20] + "i" + good[21:], good[:20] + "u" + good[21:], // not Crockford
		good[:20] + "\x00" + good[21:], good[:20] + "/" + good[21:], good[:20] + "%" + good[21:],
		"job_" + strings.Repeat("0", 10000),
	}
	if !ValidID(good) {
		t.Errorf("ValidID(%q) = false", good)
	}
	for _, s := range bad {
		if ValidID(s) {
			t.Errorf("ValidID(%q) = true", s)
		}
	}
}

func TestShortIDAndBranch(t *testing.T) {
	id := "job_01jd2k3m4n5p6q7r8s9t0v1w2x"
	if got := ShortID(id); got != "5p6q7r8s" {
		t.Errorf("ShortID = %q", got)
	}
	if got := Branch(id); got != "folio/5p6q7r8s" {
		t.Errorf("Branch = %q", got)
	}
	if got := ShortID("job_legacy"); got != "legacy" {
		t.Errorf("ShortID(job_legacy) = %q", got)
	}
	// Jobs made in the same millisecond get different branches.
	r := rand.NewChaCha8([32]byte{2})
	now := time.Now()
	branches := map[string]bool{}
	for range 1000 {
		b := Branch(NewID(r, now))
		if branches[b] {
			t.Fatalf("branch %s twice", b)
		}
		branches[b] = true
	}
}
