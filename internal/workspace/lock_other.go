//go:build !unix

package workspace

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"
)

// lockFile creates path exclusively, waiting until ctx is done while
// another process holds it; unlock removes it.
func lockFile(ctx context.Context, path string) (unlock func(), err error) {
	for {
		f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_RDWR, 0o600)
		if err == nil {
			f.Close()
			return func() { os.Remove(path) }, nil
		}
		if !errors.Is(err, fs.ErrExist) {
			return nil, fmt.Errorf("lock: %w", err)
		}
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("lock %s: %w", path, ctx.Err())
		case <-time.After(20 * time.Millisecond):
		}
	}
}
