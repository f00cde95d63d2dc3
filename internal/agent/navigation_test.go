package agent_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// navCase is a call of add_to_navigation on a site and the configuration
// file it must leave (only the lines from the first to the last that
// differ are compared, given as the whole expected file).
type navCase struct {
	name    string
	files   map[string]string // written into the site before the call ("" removes)
	args    string
	want    string // in the result
	wantErr string
	file    string // the file that must change; docs.json by default
	after   string // its whole expected content
}

func runNavCases(t *testing.T, cases []navCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			b := setup(t)
			for name, content := range tc.files {
				p := filepath.Join(b.root, filepath.FromSlash(name))
				if content == "" {
					must(t, os.Remove(p))
					continue
				}
				must(t, os.MkdirAll(filepath.Dir(p), 0o755))
				must(t, os.WriteFile(p, []byte(content), 0o644))
			}
			file := tc.file
			if file == "" {
				file = "docs.json"
			}
			before := b.read(t, file)
			got, err := b.call(t, "add_to_navigation", tc.args)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want %q (result %q)", err, tc.wantErr, got)
				}
				if now := b.read(t, file); now != before {
					t.Errorf("%s changed after an error:\n%s", file, now)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(got, tc.want) {
				t.Errorf("result %q, want %q", got, tc.want)
			}
			if tc.after != "" {
				if now := b.read(t, file); now != tc.after {
					t.Errorf("%s is now:\n%s\nwant:\n%s", file, now, tc.after)
				}
			}
			// Whatever was changed still loads and validates.
			if out, err := b.call(t, "validate", `{}`); err != nil || !strings.Contains(out, "0 errors") && !strings.Contains(out, "No problems") {
				t.Errorf("validate after the change: %v\n%s", err, out)
			}
		})
	}
}

// site is testdata/site/docs.json with the lines between start and end
// (1-based, inclusive) replaced by repl.
func site(t *testing.T, start, end int, repl string) string {
	t.Helper()
	data, err := os.ReadFile("testdata/site/docs.json")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.SplitAfter(string(data), "\n")
	return strings.Join(lines[:start-1], "") + repl + strings.Join(lines[end:], "")
}

func TestAddToNavigation(t *testing.T) {
	runNavCases(t, []navCase{
		{
			name: "nested group",
			args: `{"page": "new", "group": ["Guides", "Advanced", "Deployment"]}`,
			want: `Added "new" to group ["Guides","Advanced","Deployment"] (docs.json).`,
			after: site(t, 26, 28, `                "pages": [
                  "guides/deploy/docker",
                  "new"
                ]
`),
		},
		{
			name: "leading labels left out",
			args: `{"page": "/new.mdx", "group": ["deployment"]}`,
			want: `Added "new" to group ["Guides","Advanced","Deployment"]`,
			after: site(t, 27, 27, `                  "guides/deploy/docker",
                  "new"
`),
		},
		{
			name: "after a page",
			args: `{"page": "new", "group": ["Guides", "Get started"], "after": "index"}`,
			want: `Added "new" to group ["Guides","Get started"], after "index"`,
			after: site(t, 16, 16, `              "index",
              "new",
`),
		},
		{
			name: "new group in a tab",
			args: `{"page": "new", "group": ["Guides", "Changelog"]}`,
			want: `Created the group ["Changelog"] in tab "Guides" and added "new" to it`,
			after: site(t, 31, 31, `          },
          {
            "group": "Changelog",
            "pages": [
              "new"
            ]
          }
`),
		},
		{
			name: "new nested groups in a group",
			args: `{"page": "new", "group": ["Advanced", "Operations", "Releases"]}`,
			want: `Created the group ["Operations","Releases"] in group "Advanced"`,
			after: site(t, 29, 29, `              },
              {
                "group": "Operations",
                "pages": [
                  {
                    "group": "Releases",
                    "pages": [
                      "new"
                    ]
                  }
                ]
              }
`),
		},
		{
			name: "already there",
			args: `{"page": "quickstart", "group": ["Guides", "Get started"]}`,
			want: `"quickstart" is already in ["Guides","Get started"]; nothing changed.`,
		},
		{
			name: "listed elsewhere too",
			args: `{"page": "quickstart", "group": ["API reference", "Get started"]}`,
			want: `Note: it is also listed in ["Guides","Get started"]`,
		},
		{
			name:    "ambiguous",
			args:    `{"page": "new", "group": ["Get started"]}`,
			wantErr: `["Get started"] names 2 places in the navigation: ["Guides","Get started"], ["API reference","Get started"]; give more of the labels`,
		},
		{
			name:    "a tab, not a group",
			args:    `{"page": "new", "group": ["Guides"]}`,
			wantErr: `["Guides"] is a tab that holds groups ("Get started", "Advanced"), not pages; add the label of one of them, such as ["Guides","Get started"]`,
		},
		{
			name:    "no place for a new group",
			args:    `{"page": "new", "group": ["Tutorials"]}`,
			wantErr: `no group ["Tutorials"] exists, and the navigation holds tabs ("Guides", "API reference"), so the place for a new group is not clear; start group with one of them, such as ["Guides","Tutorials"]`,
		},
		{
			name:    "no such page",
			args:    `{"page": "missing", "group": ["Deployment"]}`,
			wantErr: "there is no page missing.mdx or missing.md; write the page first with write_file",
		},
		{
			name:    "after a page not in the group",
			args:    `{"page": "new", "group": ["Deployment"], "after": "index"}`,
			wantErr: `after: "index" is not a page of ["Guides","Advanced","Deployment"]; its pages are ["guides/deploy/docker"]`,
		},
		{
			name:    "page outside",
			args:    `{"page": "../secret", "group": ["Deployment"]}`,
			wantErr: "outside the docs folder",
		},
		{
			name:    "empty group",
			args:    `{"page": "new", "group": [" "]}`,
			wantErr: "group is empty",
		},
		{
			name:    "group not a list",
			args:    `{"page": "new", "group": "Guides"}`,
			wantErr: `argument "group" must be an array, not a JSON string`,
		},
		{
			// Accepted as a page, but without an OpenAPI file it leads
			// nowhere: the edit is undone, as for a missing page.
			name:    "openapi operation",
			args:    `{"page": "GET /widgets", "group": ["API reference", "Get started"]}`,
			wantErr: "the change would make the configuration invalid, so it was undone:\ndocs.json: \"GET /widgets\" names an OpenAPI operation, but no OpenAPI file applies here: it is kept as a page that does not exist [openapi-missing]",
		},
	})
}

func TestAddToNavigationFormats(t *testing.T) {
	page := map[string]string{"a.mdx": "---\ntitle: A\n---\n"}
	with := func(files map[string]string) map[string]string {
		for k, v := range page {
			files[k] = v
		}
		return files
	}
	runNavCases(t, []navCase{
		{
			name:  "four spaces",
			files: with(map[string]string{"docs.json": "{\n    \"name\": \"X\",\n    \"theme\": \"mint\",\n    \"colors\": {\"primary\": \"#000000\"},\n    \"navigation\": {\n        \"groups\": [\n            {\n                \"group\": \"Docs\",\n                \"pages\": [\n                    \"index\"\n                ]\n            }\n        ]\n    }\n}\n"}),
			args:  `{"page": "a", "group": ["Docs", "More"]}`,
			after: "{\n    \"name\": \"X\",\n    \"theme\": \"mint\",\n    \"colors\": {\"primary\": \"#000000\"},\n    \"navigation\": {\n        \"groups\": [\n            {\n                \"group\": \"Docs\",\n                \"pages\": [\n                    \"index\",\n                    {\n                        \"group\": \"More\",\n                        \"pages\": [\n                            \"a\"\n                        ]\n                    }\n                ]\n            }\n        ]\n    }\n}\n",
		},
		{
			name:  "tabs",
			files: with(map[string]string{"docs.json": "{\n\t\"name\": \"X\",\n\t\"theme\": \"mint\",\n\t\"colors\": {\"primary\": \"#000000\"},\n\t\"navigation\": {\"groups\": [{\"group\": \"Docs\", \"pages\": [\"index\"]}]}\n}\n"}),
			args:  `{"page": "a", "group": ["Docs"]}`,
			after: "{\n\t\"name\": \"X\",\n\t\"theme\": \"mint\",\n\t\"colors\": {\"primary\": \"#000000\"},\n\t\"navigation\": {\"groups\": [{\"group\": \"Docs\", \"pages\": [\"index\", \"a\"]}]}\n}\n",
		},
		{
			name:  "one-line group",
			files: with(map[string]string{"docs.json": "{\n  \"name\": \"X\",\n  \"theme\": \"mint\",\n  \"colors\": {\"primary\": \"#000000\"},\n  \"navigation\": {\"groups\": [{\"group\": \"Docs\", \"pages\": [\"index\"]}]}\n}\n"}),
			args:  `{"page": "a", "group": ["Guides"]}`,
			after: "{\n  \"name\": \"X\",\n  \"theme\": \"mint\",\n  \"colors\": {\"primary\": \"#000000\"},\n  \"navigation\": {\"groups\": [{\"group\": \"Docs\", \"pages\": [\"index\"]}, {\"group\": \"Guides\", \"pages\": [\"a\"]}]}\n}\n",
		},
		{
			name:  "empty navigation",
			files: with(map[string]string{"docs.json": "{\n  \"name\": \"X\",\n  \"theme\": \"mint\",\n  \"colors\": {\n    \"primary\": \"#000000\"\n  },\n  \"navigation\": {}\n}\n"}),
			args:  `{"page": "a", "group": ["Docs"]}`,
			want:  `Created the group ["Docs"] in the navigation`,
			after: "{\n  \"name\": \"X\",\n  \"theme\": \"mint\",\n  \"colors\": {\n    \"primary\": \"#000000\"\n  },\n  \"navigation\": {\n    \"groups\": [\n      {\n        \"group\": \"Docs\",\n        \"pages\": [\n          \"a\"\n        ]\n      }\n    ]\n  }\n}\n",
		},
		{
			name:  "empty pages",
			files: with(map[string]string{"docs.json": "{\n  \"name\": \"X\",\n  \"theme\": \"mint\",\n  \"colors\": {\n    \"primary\": \"#000000\"\n  },\n  \"navigation\": {\n    \"groups\": [\n      {\n        \"group\": \"Docs\",\n        \"pages\": []\n      }\n    ]\n  }\n}\n"}),
			args:  `{"page": "a", "group": ["Docs"]}`,
			after: "{\n  \"name\": \"X\",\n  \"theme\": \"mint\",\n  \"colors\": {\n    \"primary\": \"#000000\"\n  },\n  \"navigation\": {\n    \"groups\": [\n      {\n        \"group\": \"Docs\",\n        \"pages\": [\n          \"a\"\n        ]\n      }\n    ]\n  }\n}\n",
		},
		{
			name: "anchors with one section",
			files: with(map[string]string{"docs.json": `{
  "name": "X",
  "theme": "mint",
  "colors": {"primary": "#000000"},
  "navigation": {
    "anchors": [
      {
        "anchor": "Docs",
        "icon": "book",
        "groups": [
          {"group": "Start", "pages": ["index"]}
        ]
      }
    ]
  }
}
`}),
			args: `{"page": "a", "group": ["Reference"]}`,
			want: `Created the group ["Reference"] in anchor "Docs"`,
		},
		{
			name: "included with $ref",
			files: with(map[string]string{
				"docs.json":       "{\n  \"name\": \"X\",\n  \"theme\": \"mint\",\n  \"colors\": {\"primary\": \"#000000\"},\n  \"navigation\": {\n    \"tabs\": [\n      {\"$ref\": \"nav/guides.json\"}\n    ]\n  }\n}\n",
				"nav/guides.json": "{\n  \"tab\": \"Guides\",\n  \"groups\": [\n    {\n      \"group\": \"Start\",\n      \"pages\": [\n        \"index\"\n      ]\n    }\n  ]\n}\n",
			}),
			args:  `{"page": "a", "group": ["Guides", "Start"]}`,
			want:  `Added "a" to group ["Guides","Start"] (nav/guides.json).`,
			file:  "nav/guides.json",
			after: "{\n  \"tab\": \"Guides\",\n  \"groups\": [\n    {\n      \"group\": \"Start\",\n      \"pages\": [\n        \"index\",\n        \"a\"\n      ]\n    }\n  ]\n}\n",
		},
		{
			name: "mint.json",
			files: with(map[string]string{
				"docs.json":   "",
				"favicon.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
				"mint.json":   "{\n  \"name\": \"X\",\n  \"favicon\": \"/favicon.svg\",\n  \"colors\": {\"primary\": \"#000000\"},\n  \"navigation\": [\n    {\n      \"group\": \"Start\",\n      \"pages\": [\"index\"]\n    }\n  ]\n}\n",
			}),
			args:  `{"page": "a", "group": ["Reference"]}`,
			file:  "mint.json",
			after: "{\n  \"name\": \"X\",\n  \"favicon\": \"/favicon.svg\",\n  \"colors\": {\"primary\": \"#000000\"},\n  \"navigation\": [\n    {\n      \"group\": \"Start\",\n      \"pages\": [\"index\"]\n    },\n    {\n      \"group\": \"Reference\",\n      \"pages\": [\n        \"a\"\n      ]\n    }\n  ]\n}\n",
		},
	})
}
