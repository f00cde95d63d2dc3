package agent

import (
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/content"
)

// Every example of the component reference renders without a warning, so
// the reference only teaches what Folio accepts.
func TestComponentExamples(t *testing.T) {
	r := content.New(content.Options{})
	for _, c := range components() {
		pg := r.Render(t.Context(), "example.mdx", []byte(c.example+"\n"))
		for _, d := range pg.Diagnostics.All() {
			t.Errorf("%s: %s: %s\n%s", c.names, d.Code, d.Message, c.example)
		}
		if strings.TrimSpace(pg.HTML) == "" {
			t.Errorf("%s: the example renders nothing", c.names)
		}
	}
}
