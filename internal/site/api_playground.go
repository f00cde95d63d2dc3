package site

import (
	"html/template"

	"github.com/foliodocs/folio/internal/openapi"
)

// playground returns the "Try it" form of an endpoint.
func (b *builder) playground(e *openapi.Endpoint, set apiSettings, servers []openapi.Server) template.HTML {
	return ""
}
