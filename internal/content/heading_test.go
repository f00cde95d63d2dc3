package content

import "testing"

func TestSlug(t *testing.T) {
	tests := map[string]string{
		"Getting Started":        "getting-started",
		"What’s new":             "what’s-new",
		"What's new":             "what’s-new",
		"v1.2.3":                 "v1-2-3",
		"Install (optional)":     "install-optional",
		"API / SDK & CLI":        "api-/-sdk-&-cli",
		"camelCaseWord":          "camelcaseword",
		"  padded  ":             "padded",
		"Über naïve café":        "über-naïve-café",
		"日本語の見出し":                "日本語の見出し",
		"emoji 🚀 rocket":         "emoji--rocket",
		"under_score and-hyphen": "under_score-and-hyphen",
		"quotes “x” and \"y\"":   "quotes-x-and-y",
		"Question? Yes!":         "question-yes",
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
