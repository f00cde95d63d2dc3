package cli

import (
	"context"
	"fmt"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
	sitebuild "github.com/foliodocs/folio/internal/site"
)

// checkPages renders every page file of the navigation and adds what the
// renderer finds to p's diagnostics (site.CheckPages).
func checkPages(ctx context.Context, p *config.Project, site *nav.Site) error {
	icons, err := icon.Load()
	if err != nil {
		return fmt.Errorf("load icons: %w", err)
	}
	return sitebuild.CheckPages(ctx, p, site, icons)
}
