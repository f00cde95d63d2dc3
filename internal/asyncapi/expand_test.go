package asyncapi

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// navOf decodes a docs.json navigation.
func navOf(t *testing.T, nav string) *config.Navigation {
	t.Helper()
	dir := t.TempDir()
	cfg := `{"theme": "mint", "name": "A", "colors": {"primary": "#000000"}, "navigation": ` + nav + `}`
	if err := os.WriteFile(filepath.Join(dir, "docs.json"), []byte(cfg), 0o644); err != nil {
		t.Fatal(err)
	}
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	return &p.Config.Navigation
}

// outline writes the groups and pages of a navigation, one a line.
func outline(c *config.Children) string {
	var b strings.Builder
	var pages func(es []*config.PageEntry, indent string)
	group := func(g *config.Group, indent string) {
		b.WriteString(indent + "group " + g.Group + "\n")
		pages(g.Pages, indent+"  ")
	}
	pages = func(es []*config.PageEntry, indent string) {
		for _, e := range es {
			if e.Group != nil {
				group(e.Group, indent)
			} else {
				b.WriteString(indent + e.Path + "\n")
			}
		}
	}
	for _, t := range c.Tabs {
		b.WriteString("tab " + t.Tab + "\n")
		for _, g := range t.Groups {
			group(g, "  ")
		}
	}
	for _, g := range c.Groups {
		group(g, "")
	}
	return b.String()
}

const tagged = `asyncapi: 3.0.0
info: {title: T, version: "1"}
channels:
  roomEvents:
    title: Room events
    description: Talk.
    tags: [{name: Chat Rooms}, {name: Other}]
  lobby:
    title: Room events
    tags: [{name: Chat Rooms}]
  directMessages:
    summary: One to one.
  status:
    title: "User {id} status (v2)"
  Trades: {}
`

func TestExpand(t *testing.T) {
	fsys := fstest.MapFS{
		"specs/chat.yaml": {Data: []byte(tagged)},
		"old.yaml":        {Data: []byte("asyncapi: 2.6.0\nchannels:\n  a: {}\n")},
		"empty.yaml":      {Data: []byte("asyncapi: 3.0.0\ninfo: {title: E, version: '1'}\n")},
	}
	tests := []struct {
		name, nav, want, codes string
	}{
		{"group", `{"groups": [{"group": "Live", "asyncapi": "/specs/chat.yaml", "pages": ["index"]}]}`, `group Live
  index
  group Chat Rooms
    api-reference/chat-rooms/room-events
    api-reference/chat-rooms/room-events-1
  group Websockets
    api-reference/websockets/directmessages
    api-reference/websockets/user--status-v2
    api-reference/websockets/trades
`, ""},
		{"tab with directory", `{"tabs": [{"tab": "WS", "asyncapi": {"source": "specs/chat.yaml", "directory": "Sockets"}, "groups": [{"group": "Intro", "pages": ["index"]}]}]}`, `tab WS
  group Intro
    index
  group Chat Rooms
    sockets/chat-rooms/room-events
    sockets/chat-rooms/room-events
  group Websockets
    sockets/websockets/directmessages
    sockets/websockets/user--status-v2
    sockets/websockets/trades
`, ""},
		{"group with openapi", `{"groups": [{"group": "G", "openapi": "x.yaml", "asyncapi": "specs/chat.yaml", "pages": ["index"]}]}`, "group G\n  index\n", ""},
		{"url", `{"groups": [{"group": "G", "asyncapi": "https://example.com/a.yaml", "pages": ["index"]}]}`, "group G\n  index\n", "asyncapi-pages"},
		{"2.x", `{"groups": [{"group": "G", "asyncapi": "old.yaml", "pages": ["index"]}]}`, "group G\n  index\n", "asyncapi-version"},
		{"no channels", `{"groups": [{"group": "G", "asyncapi": "empty.yaml", "pages": ["index"]}]}`, "group G\n  index\n", "asyncapi-invalid"},
		{"missing file", `{"groups": [{"group": "G", "asyncapi": "nope.yaml", "pages": ["index"]}]}`, "group G\n  index\n", ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			nav := navOf(t, tc.nav)
			before := outline(&nav.Children)
			out, pages, diags := Expand(nav, NewSpecs(fsys))
			if got := outline(&out.Children); got != tc.want {
				t.Errorf("got\n%s\nwant\n%s", got, tc.want)
			}
			if outline(&nav.Children) != before {
				t.Error("Expand changed its input")
			}
			var codes []string
			for _, d := range diags.All() {
				codes = append(codes, d.Code)
				if d.Pos == (jsonpos.Pos{}) {
					t.Errorf("diagnostic without a position: %v", d)
				}
			}
			if got := strings.Join(codes, ","); got != tc.codes {
				t.Errorf("codes = %q, want %q", got, tc.codes)
			}
			if tc.name == "group" {
				p := pages["api-reference/chat-rooms/room-events"]
				if p == nil || p.Title != "Room events" || p.Description != "Talk." || p.AsyncAPI != "/specs/chat.yaml roomEvents" {
					t.Errorf("room events page = %+v", p)
				}
				if p := pages["api-reference/websockets/directmessages"]; p == nil || p.Title != "Direct messages" || p.Description != "One to one." {
					t.Errorf("direct messages page = %+v", p)
				}
			}
		})
	}
}

func TestFileName(t *testing.T) {
	for in, want := range map[string]string{
		"Room events":           "room-events",
		"User {id} status (v2)": "user--status-v2",
		" lead":                 "lead",
		"a.b'c,d/e":             "abcde",
		"Trailing ":             "trailing",
		"{x}":                   "",
		"directMessages":        "directmessages",
	} {
		if got := fileName(in); got != want {
			t.Errorf("fileName(%q) = %q, want %q", in, got, want)
		}
	}
}
