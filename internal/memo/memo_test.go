package memo

import (
	"errors"
	"sync"
	"sync/atomic"
	"testing"
)

// TestDoOnce: concurrent callers of one key share one call of make,
// error included; another key gets its own.
func TestDoOnce(t *testing.T) {
	var m Map[string, int]
	var calls atomic.Int32
	boom := errors.New("boom")
	make := func() (int, error) { calls.Add(1); return 7, boom }
	var wg sync.WaitGroup
	for range 16 {
		wg.Go(func() {
			if v, err := m.Do("a", make); v != 7 || err != boom {
				t.Errorf("Do(a) = %d, %v", v, err)
			}
		})
	}
	wg.Wait()
	if n := calls.Load(); n != 1 {
		t.Fatalf("make ran %d times for one key, want 1", n)
	}
	if v, err := m.Do("b", func() (int, error) { return 9, nil }); v != 9 || err != nil {
		t.Fatalf("Do(b) = %d, %v", v, err)
	}
}

// TestDoOtherKeysDoNotWait: a slow make for one key does not hold up
// another key.
func TestDoOtherKeysDoNotWait(t *testing.T) {
	var m Map[int, int]
	release := make(chan struct{})
	started := make(chan struct{})
	go m.Do(1, func() (int, error) { close(started); <-release; return 1, nil })
	<-started
	if v, _ := m.Do(2, func() (int, error) { return 2, nil }); v != 2 {
		t.Fatalf("Do(2) = %d", v)
	}
	close(release)
	if v, _ := m.Do(1, func() (int, error) { return -1, nil }); v != 1 {
		t.Fatalf("Do(1) after its make = %d, want 1", v)
	}
}
