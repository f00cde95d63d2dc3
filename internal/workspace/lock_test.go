package workspace

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

func TestLockFileExcludes(t *testing.T) {
	path := filepath.Join(t.TempDir(), "p.lock")
	unlock, err := lockFile(t.Context(), path)
	if err != nil {
		t.Fatal(err)
	}
	// A second holder (another process opens the file the same way)
	// waits until the first lets go.
	ctx, cancel := context.WithTimeout(t.Context(), 100*time.Millisecond)
	defer cancel()
	if u, err := lockFile(ctx, path); err == nil {
		u()
		t.Fatal("took a held lock")
	}
	got := make(chan error, 1)
	go func() {
		u, err := lockFile(t.Context(), path)
		if err == nil {
			u()
		}
		got <- err
	}()
	unlock()
	if err := <-got; err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
}
