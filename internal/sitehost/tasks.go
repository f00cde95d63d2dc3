package sitehost

import (
	"context"
	"sync"
)

// tasks are the goroutines a part of the host starts for work that
// outlives the call asking for it — a refresh, a preview's check — and
// the lifetime that ends them: close stops them all and waits for them.
// Each runs under a context of its own, made where it starts from the
// caller's, so that no context is kept in a struct.
type tasks struct {
	quit chan struct{} // closed by close

	mu     sync.Mutex // held to add to wg, so that close waits for all
	closed bool
	wg     sync.WaitGroup
}

func newTasks() *tasks { return &tasks{quit: make(chan struct{})} }

// start runs f in a goroutine of its own, under a context that keeps
// ctx's values but not its end — the caller may stop waiting, the work
// goes on — and ends when the tasks close. It reports false, and runs
// nothing, once they have.
func (ts *tasks) start(ctx context.Context, f func(ctx context.Context)) bool {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if ts.closed {
		return false
	}
	ctx, cancel := context.WithCancel(context.WithoutCancel(ctx))
	ts.wg.Go(func() {
		defer cancel()
		f(ctx)
	})
	ts.wg.Go(func() {
		select {
		case <-ts.quit:
			cancel()
		case <-ctx.Done():
		}
	})
	return true
}

// stop ends the contexts of the tasks running without waiting for
// them; start runs nothing after it.
func (ts *tasks) stop() {
	ts.mu.Lock()
	defer ts.mu.Unlock()
	if !ts.closed {
		ts.closed = true
		close(ts.quit)
	}
}

// close stops the tasks and waits for them.
func (ts *tasks) close() {
	ts.stop()
	ts.wg.Wait()
}
