package site_test

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// rankingCase is a query and the page its first result must be, or pages
// that must be among its first results.
type rankingCase struct {
	scope, query string
	first        string   // the first result's path
	among        []string // paths among the first five
}

// rankingTables are queries on two corpus sites, as readers type them:
// misspelt, partial, code identifiers, several words.
var rankingTables = map[string][]rankingCase{
	"mintlify__docs": {
		{scope: "en", query: "instalation", first: "/cli/install"},
		{scope: "en", query: "useState", first: "/customize/react-components"},
		{scope: "en", query: "GET /v2/agent", first: "/api/agent/v2/get-agent-job", among: []string{"/api/agent/v2/create-agent-job"}},
		{scope: "en", query: "api playground", first: "/api-playground/overview"},
		{scope: "en", query: "redirects", first: "/create/redirects"},
		{scope: "en", query: "mint dev", first: "/cli/commands"},
		{scope: "en", query: "llms.txt", first: "/ai/llmstxt"},
		{scope: "en", query: "analytic", first: "/analytics/index"},
		{scope: "en", query: "custom domain", among: []string{"/customize/custom-domain"}},
		{scope: "en", query: "navigation tabs", among: []string{"/organize/navigation", "/components/tabs"}},
		{scope: "fr", query: "redirections", first: "/fr/create/redirects"},
		{scope: "es", query: "instalación", among: []string{"/es/cli/install"}},
		{scope: "zh", query: "重定向", among: []string{"/zh/create/redirects"}},
	},
	"PrefectHQ__fastmcp": {
		{scope: "v3.4.4", query: "instalation", first: "/v3/getting-started/installation"},
		{scope: "v3.4.4", query: "elicitation", first: "/v3/servers/elicitation"},
		{scope: "v3.4.4", query: "OAuth proxy", first: "/v3/servers/auth/oauth-proxy"},
		{scope: "v3.4.4", query: "@mcp.tool", among: []string{"/v3/servers/tools"}},
		{scope: "v3.4.4", query: "fastmcp run", first: "/v3/deployment/running-server"},
		{scope: "v2.14.5", query: "elicitation", first: "/v2/servers/elicitation"},
	},
}

func buildCorpus(t *testing.T, name string, opts site.Options) *site.Output {
	t.Helper()
	p, err := config.Load(filepath.Join(testcorpus.Dir(t), name))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.Close() })
	out, err := site.Build(context.Background(), p, opts)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { out.Close() })
	return out
}

// TestSearchRanking holds the server's ranking to the tables, and checks
// that results stay in the scope asked for.
func TestSearchRanking(t *testing.T) {
	for name, cases := range rankingTables {
		t.Run(name, func(t *testing.T) {
			out := buildCorpus(t, name, site.Options{SearchServer: true})
			scopes := out.SearchScopes()
			for _, c := range cases {
				rs := out.Search(c.query, c.scope, 5)
				var got []string
				for _, r := range rs {
					got = append(got, r.Path)
					if scopes[r.Scope].Key != c.scope {
						t.Errorf("%s %q: a result of scope %s: %s", c.scope, c.query, scopes[r.Scope].Key, r.Path)
					}
				}
				if len(got) == 0 {
					t.Errorf("%s %q: no results", c.scope, c.query)
					continue
				}
				if c.first != "" && got[0] != c.first {
					t.Errorf("%s %q: first %s, want %s (all: %v)", c.scope, c.query, got[0], c.first, got)
				}
				for _, want := range c.among {
					if !strings.Contains(" "+strings.Join(got, " ")+" ", " "+want+" ") {
						t.Errorf("%s %q: %s not among %v", c.scope, c.query, want, got)
					}
				}
			}
		})
	}
}

// TestSearchScopes checks that a query finds only the reader's language
// unless asked for all, and that every scope has its label.
func TestSearchScopes(t *testing.T) {
	out := buildCorpus(t, "mintlify__docs", site.Options{SearchServer: true})
	var keys []string
	for _, s := range out.SearchScopes() {
		keys = append(keys, s.Key+"="+s.Label)
	}
	if strings.Join(keys, " ") != "en=English fr=Français es=Español zh=中文" {
		t.Errorf("scopes %v", keys)
	}
	// "Quickstart" is a title in every language.
	for _, r := range out.Search("quickstart", "en", 10) {
		if strings.HasPrefix(r.Path, "/fr/") || strings.HasPrefix(r.Path, "/es/") || strings.HasPrefix(r.Path, "/zh/") {
			t.Errorf("an English search shows %s", r.Path)
		}
	}
	seen := map[int]bool{}
	for _, r := range out.Search("quickstart", "all", 20) {
		seen[r.Scope] = true
	}
	if len(seen) < 3 {
		t.Errorf("searching all finds %d scopes", len(seen))
	}
	if rs := out.Search("quickstart", "nowhere", 5); rs != nil {
		t.Errorf("an unknown scope: %v", rs)
	}
}
