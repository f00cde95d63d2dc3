package content

import "testing"

func TestSlug(t *testing.T) {
	// Every want is what Mintlify renders: safeCleanHeadingId(slugify(text))
	// in @mintlify/common 1.0.1176.
	tests := map[string]string{
		"Getting Started":              "getting-started",
		"What’s new":                   "what’s-new",
		"What's new":                   "whats-new",
		"v1.2.3":                       "v1-2-3",
		"Install (optional)":           "install-optional",
		"API / SDK & CLI":              "api-/-sdk-&-cli",
		"camelCaseWord":                "camelcaseword",
		"  padded  ":                   "padded",
		"Über naïve café":              "über-naïve-café",
		"日本語の見出し":                      "日本語の見出し",
		"emoji 🚀 rocket":               "emoji--rocket",
		"under_score and-hyphen":       "under_score-and-hyphen",
		"quotes “x” and \"y\"":         "quotes-“x”-and-y",
		"Question? Yes!":               "question-yes",
		"Getting started":              "getting-started",
		"Config.json options":          "config-json-options",
		"Rate limits (per minute)":     "rate-limits-per-minute",
		"Read/write access":            "read/write-access",
		"Fees & billing":               "fees-&-billing",
		"OAuth":                        "oauth",
		"1. Clone the repo":            "1-clone-the-repo",
		"@operation / @task decorator": "@operation-/-@task-decorator",
		"Crew + AgentOps":              "crew-+-agentops",
		"⚙️ Tool Executions":           "-tool-executions",
		"What is MCP?":                 "what-is-mcp",
		"Hello, world":                 "hello-world",
		"快速开始":                         "快速开始",
		"Über uns":                     "über-uns",
		"don't":                        "dont",
		"It's s":                       "its-s",
		"C++ and C#":                   "c++-and-c#",
		"a -- b":                       "a-b",
		"  spaced   out  ":             "spaced-out",
		"foo_bar-baz":                  "foo_bar-baz",
		"100% done":                    "100%-done",
		"Step 1: Install":              "step-1-install",
		"[beta] API":                   "beta-api",
		"Café":                         "café",
		"x — y":                        "x-—-y",
		"🚀 Launch":                     "-launch",
		"日本語 テスト":                      "日本語-テスト",
		"<tag>":                        "<tag>",
		"a\\b":                         "a\\b",
		"Version 2.0.1":                "version-2-0-1",
		"café's ok":                    "cafés-ok",
		"A.B.C":                        "a-b-c",
		"i18n (Internationalization)":  "i18n-internationalization",
		"Emoji 👍🏽 skin":                "emoji--skin",
		"#1 item":                      "#1-item",
		"1️⃣ First":                    "1⃣-first",
	}
	for in, want := range tests {
		if got := slug(in); got != want {
			t.Errorf("slug(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestUniqueID(t *testing.T) {
	o := &outline{ids: map[string]int{}}
	got := []string{o.uniqueID("a"), o.uniqueID("a"), o.claimID("a-3"), o.uniqueID("a"), o.uniqueID("a")}
	want := []string{"a", "a-2", "a-3", "a-4", "a-5"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("ids = %v, want %v", got, want)
		}
	}
}
