package docsmcp

import (
	"fmt"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/site"
)

// sections are a small index: "Page" or "Page#Section", with text.
func sections(specs ...string) []site.SearchSection {
	var out []site.SearchSection
	for _, s := range specs {
		head, text, _ := strings.Cut(s, ": ")
		title, section, _ := strings.Cut(head, "#")
		out = append(out, site.SearchSection{Title: title, Section: section, Page: "/" + strings.ToLower(strings.ReplaceAll(title, " ", "-")), Text: text})
	}
	return out
}

func names(ss []site.SearchSection) string {
	var out []string
	for _, s := range ss {
		n := s.Title
		if s.Section != "" {
			n += "#" + s.Section
		}
		out = append(out, n)
	}
	return strings.Join(out, ", ")
}

func TestRank(t *testing.T) {
	index := sections(
		"Quickstart: Get going in five minutes and deploy your first widget.",
		"Quickstart#Configure: Set the API key in the config file.",
		"Deploy: Ship a widget.",
		"Deploy#Rollback: Go back when a deploy fails.",
		"Deploy#Environments: Staging and production.",
		"Configuration: Every setting of the config file; deploy settings too.",
		"Configuration#Deploy settings: Where deploys go.",
		"API keys: Create a key for the API.",
		"Widgets: Widgets widgets widgets widgets.",
	)
	for _, tc := range []struct {
		name, query string
		limit       int
		want        string
	}{
		{"title beats section beats text", "deploy", 4,
			"Deploy, Configuration#Deploy settings, Deploy#Rollback, Quickstart"},
		{"all terms first", "deploy settings", 2,
			"Configuration#Deploy settings, Configuration"},
		{"prefix matches", "config", 3,
			"Configuration, Quickstart#Configure"},
		{"whole word beats prefix", "key", 2,
			"API keys, Quickstart#Configure"},
		{"case and punctuation", "API-KEYS!", 1, "API keys"},
		{"a section matched only by its page's title is left out", "environments staging", 5,
			"Deploy#Environments"},
		{"phrase in a title", "api keys", 1, "API keys"},
		{"repeats count a little, up to a few", "widget", 3, "Widgets, Quickstart, Deploy"},
		{"no match", "zebra", 5, ""},
		{"single letters do not match as prefixes", "w", 5, ""},
		{"limit", "deploy", 1, "Deploy"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := names(rank(parseQuery(tc.query), index, tc.limit)); got != tc.want {
				t.Errorf("rank(%q) = %s\nwant %s", tc.query, got, tc.want)
			}
		})
	}
}

func TestParseQuery(t *testing.T) {
	q := parseQuery("  Deploy, deploy  the Café-bar 2.0 ")
	if strings.Join(q.terms, "|") != "deploy|the|café|bar|2|0" || q.phrase != "deploy the café bar 2 0" {
		t.Errorf("%+v", q)
	}
}

// TestParseQueryBounds checks that a huge query is read only so far.
func TestParseQueryBounds(t *testing.T) {
	var many strings.Builder
	for i := range 5000 {
		fmt.Fprintf(&many, "w%d ", i)
	}
	if q := parseQuery(many.String()); len(q.terms) != maxQueryTerms || q.terms[0] != "w0" {
		t.Errorf("%d terms, first %q", len(q.terms), q.terms[0])
	}
	long := strings.Repeat("a", 10*maxQueryBytes) + " tail"
	if q := parseQuery(long); len(q.terms) != 1 || len(q.terms[0]) != maxQueryBytes {
		t.Errorf("a long word: %d terms of %d bytes", len(q.terms), len(q.terms[0]))
	}
}

func TestExcerpt(t *testing.T) {
	long := strings.Repeat("filler words here ", 20) + "the rollback command undoes a deploy " + strings.Repeat("more text after ", 20)
	for _, tc := range []struct {
		name, text string
		terms      []string
		n          int
		want       func(string) bool
	}{
		{"short text whole", "Short text.", []string{"x"}, 100, func(s string) bool { return s == "Short text." }},
		{"around the match", long, []string{"rollback"}, 120, func(s string) bool {
			return strings.HasPrefix(s, "…") && strings.HasSuffix(s, "…") && strings.Contains(s, "the rollback command undoes") && len(s) <= 120+2*len("…")
		}},
		{"no match: the start", long, []string{"zebra"}, 60, func(s string) bool {
			return strings.HasPrefix(s, "filler words") && strings.HasSuffix(s, "…") && !strings.HasPrefix(s, "…")
		}},
		{"multibyte text is cut on a rune", strings.Repeat("é", 200), []string{"x"}, 51, func(s string) bool {
			return strings.HasSuffix(s, "…") && strings.Count(s, "é") == 25
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := excerpt(tc.text, tc.terms, tc.n); !tc.want(got) {
				t.Errorf("excerpt = %q", got)
			}
		})
	}
}
