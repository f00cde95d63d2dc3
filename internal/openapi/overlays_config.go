package openapi

import (
	"fmt"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
)

// ExplicitOverlays collects the overlay lists docs.json gives with its
// OpenAPI sources (every entry of every openapi, in the navigation and
// in api.openapi), by specification, for Specs.Overlays — as Mintlify's
// collectOpenApiOverlayConfig does. A source given two different lists
// is an error: Mintlify's build stops. An overlay given by URL is not
// fetched, and is reported.
func ExplicitOverlays(cfg *config.Config) (map[string][]string, diag.List) {
	var l diag.List
	out := map[string][]string{}
	at := map[string]config.Loc{}
	add := func(o *config.OpenAPI) {
		for _, s := range o.Sources {
			if s == nil || s.Overlays == nil {
				continue
			}
			key := overlayKey(strings.TrimSpace(s.Source))
			refs := make([]string, len(s.Overlays))
			for i, r := range s.Overlays {
				refs[i] = overlayKey(strings.TrimSpace(r))
				if IsRemote(refs[i]) {
					loc := s.Loc.Key("overlays").Index(i)
					l.Add(diag.Diagnostic{Severity: diag.Warning, Code: "openapi-overlay", Pos: loc.Pos(), Pointer: loc.Pointer,
						Message: fmt.Sprintf("the overlay %s is given by URL: Folio does not fetch overlays, and generates the pages of %s without it", r, s.Source),
						Hint:    "copy the overlay into the docs folder and name its path"})
				}
			}
			if prev, ok := out[key]; ok && !slices.Equal(prev, refs) {
				loc := s.Loc.Key("overlays")
				l.Add(diag.Diagnostic{Severity: diag.Error, Code: "openapi-overlay", Pos: loc.Pos(), Pointer: loc.Pointer,
					Message: fmt.Sprintf("the OpenAPI source %s is given the overlays [%s] here and [%s] at %s", s.Source, strings.Join(refs, ", "), strings.Join(prev, ", "), at[key].Pos()),
					Hint:    "give the same overlays everywhere the source is named"})
				continue
			}
			out[key], at[key] = refs, s.Loc
		}
	}
	if cfg == nil {
		return out, l
	}
	if cfg.API != nil && cfg.API.OpenAPI != nil {
		add(cfg.API.OpenAPI)
	}
	walkOpenAPI(&cfg.Navigation.Children, add, func(config.EndpointRef) {})
	return out, l
}
