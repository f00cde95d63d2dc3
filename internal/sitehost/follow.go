package sitehost

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// Source is what Follow keeps a host in step with: the projects, and the
// notifications of their changes. A store.Store is one; on PostgreSQL its
// notifications come from every node.
type Source interface {
	store.Notifier
	Projects(ctx context.Context) ([]domain.Project, error)
}

// Follow keeps the host in step with src until ctx ends. When src
// notifies a project's change it sets the hosted projects again (so a
// project added, changed or deleted on any node is built or dropped at
// once); when it notifies that a project's branch moved (a push hook, a
// merge) it refreshes that site; after a gap in the notifications it does
// both for every project. It also sets the projects every `every`, for
// the changes no notification reaches (a command beside a server on
// SQLite). It returns an error only when it cannot listen, or the
// notifications stop before ctx ends (the store was closed).
func (h *Host) Follow(ctx context.Context, src Source, every time.Duration) error {
	// Listening before the first look: a change after it is heard.
	notes, err := src.Listen(ctx, store.TopicSite, store.TopicProject)
	if err != nil {
		return fmt.Errorf("follow the projects: %w", err)
	}
	h.reconcile(ctx, src)
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-t.C:
			h.reconcile(ctx, src)
		case n, ok := <-notes:
			switch {
			case !ok:
				if ctx.Err() != nil {
					return nil
				}
				return errors.New("follow the projects: the notifications stopped")
			case n.Missed:
				h.reconcile(ctx, src)
				h.refreshAll(ctx)
			case n.Topic == store.TopicProject:
				h.reconcile(ctx, src)
			case n.Topic == store.TopicSite:
				err := h.Trigger(n.ProjectID)
				if errors.Is(err, ErrNoProject) {
					// A project added a moment ago, whose own
					// notification is on its way: look now.
					h.reconcile(ctx, src)
					err = h.Trigger(n.ProjectID)
				}
				if err != nil && !errors.Is(err, ErrNoProject) && !errors.Is(err, ErrClosed) {
					h.log.WarnContext(ctx, "refresh a site", "project", n.ProjectID, "err", err)
				}
			}
		}
	}
}

// reconcile makes src's projects the hosted set.
func (h *Host) reconcile(ctx context.Context, src Source) {
	ps, err := src.Projects(ctx)
	if err != nil {
		if ctx.Err() == nil {
			h.log.WarnContext(ctx, "list the projects", "err", err)
		}
		return
	}
	if err := h.Set(ctx, ps); err != nil && !errors.Is(err, ErrClosed) {
		h.log.WarnContext(ctx, "update the hosted sites", "err", err)
	}
}
