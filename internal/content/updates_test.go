package content

import (
	"context"
	"testing"
)

// TestUpdates checks the <Update> entries a page lists for its feed.
func TestUpdates(t *testing.T) {
	r := New(Options{})
	src := "<Update label=\"2024-10-01\" description=\"v1.2\" tags={[\"API\"]} rss={{ title: \"Faster\", description: \"Twice as fast\" }}>\nShipped **speed**.\n</Update>\n\n<Update label=\"2024-09-01\">\nFirst.\n</Update>\n"
	pg := r.Render(context.Background(), "changelog.mdx", []byte(src))
	if len(pg.Updates) != 2 {
		t.Fatalf("%d updates, want 2 (diagnostics %v)", len(pg.Updates), pg.Diagnostics.All())
	}
	u := pg.Updates[0]
	if u.ID != "2024-10-01" || u.Label != "2024-10-01" || u.Description != "v1.2" || len(u.Tags) != 1 || u.Tags[0] != "API" ||
		u.RSSTitle != "Faster" || u.RSSDescription != "Twice as fast" || u.HTML != "<p>Shipped <strong>speed</strong>.</p>\n" {
		t.Errorf("first update = %+v", u)
	}
	if pg.Updates[1].ID != "2024-09-01" || pg.Updates[1].HTML != "<p>First.</p>\n" {
		t.Errorf("second update = %+v", pg.Updates[1])
	}
}
