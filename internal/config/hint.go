package config

import (
	"fmt"
	"strings"
)

// closest returns the candidate nearest to s by edit distance, or "" when
// none is near enough to be a plausible typo.
func closest(s string, candidates []string) string {
	best, bestDist := "", -1
	ls := strings.ToLower(s)
	for _, c := range candidates {
		d := editDistance(ls, strings.ToLower(c))
		if bestDist < 0 || d < bestDist {
			best, bestDist = c, d
		}
	}
	if bestDist < 0 {
		return ""
	}
	limit := max(1, min(3, (len(s)+2)/3))
	if bestDist > limit {
		return ""
	}
	return best
}

// didYouMean formats the usual hint, or "" when nothing is close.
func didYouMean(s string, candidates []string) string {
	if c := closest(s, candidates); c != "" {
		return fmt.Sprintf("did you mean %q?", c)
	}
	return ""
}

// editDistance is the Damerau-Levenshtein distance (with adjacent
// transpositions), so "gruops" is one step from "groups".
func editDistance(a, b string) int { return boundedDistance(a, b, 64) }

// boundedDistance is editDistance for strings of at most limit characters;
// longer ones are not typos of one another and count as all different,
// which keeps hostile input cheap.
func boundedDistance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if len(ra) > limit || len(rb) > limit {
		return max(len(ra), len(rb))
	}
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

// metaTagHint is the advice for a meta tag ("og:title", "twitter:card")
// written in docs.json's metadata, which only holds page settings.
const metaTagHint = "meta tags belong in seo.metatags"

// legacyHint returns the advice for an unknown key of the struct with
// the schema name, or "".
func legacyHint(name, key string) string {
	if h := legacyHints[name][key]; h != "" {
		return h
	}
	if name == "Metadata" && strings.Contains(key, ":") {
		return metaTagHint
	}
	return ""
}

// legacyHints explain keys that real sites carry over from mint.json or
// from older docs.json versions, keyed by the struct's schema name and the
// key. They turn "unknown key" into advice.
var legacyHints = map[string]map[string]string{
	"Config": {
		"customization":   "custom CSS and JavaScript are plain .css and .js files in the docs folder",
		"scripts":         "custom JavaScript is a .js file in the docs folder",
		"feedback":        "docs.json has no feedback settings",
		"mintlify":        "docs.json does not need a version key",
		"layout":          "the layout comes from \"theme\"",
		"topbarLinks":     "use navbar.links",
		"topbarCtaButton": "use navbar.primary",
		"anchors":         "anchors belong in navigation (navigation.anchors, or navigation.global.anchors for links)",
		"tabs":            "tabs belong in navigation.tabs",
		"versions":        "versions belong in navigation.versions",
		"openapi":         "use api.openapi",
		"analytics":       "use integrations",
		"modeToggle":      "use appearance",
		"font":            "use fonts",
		"eyebrow":         "use styling.eyebrows",
		"codeBlock":       "use styling.codeblocks",
		"backgroundImage": "use background.image",
		"footerSocials":   "use footer.socials",
		"isWhiteLabeled":  "docs.json has no white-label setting",
		"topAnchor":       "name the first anchor in navigation.anchors",
		"primaryTab":      "name the first tab in navigation.tabs",
	},
	"Group": {
		"isDefaultOpen": "use \"expanded\": true",
		"collapsed":     "use \"expanded\" (the opposite: \"expanded\": true opens the group)",
		"version":       "put the group inside navigation.versions",
		"iconType":      "write the icon as {\"name\": ..., \"style\": ...}",
	},
	"Styling": {
		"css": "custom CSS is a .css file in the docs folder",
	},
	"SEO": {
		"title":       "page titles come from each page's frontmatter",
		"description": "use the top-level \"description\", or seo.metatags",
	},
	// mint.json, for keys that belong to docs.json.
	"mintGroup": {
		"groups":   "nested groups go in \"pages\"",
		"expanded": "mint.json groups cannot be expanded; docs.json's can",
		"hidden":   "mint.json groups cannot be hidden; docs.json's can",
		"tag":      "mint.json groups have no tag; docs.json's do",
		"root":     "mint.json groups have no root page; docs.json's do",
	},
	"mintConfig": {
		"theme":      "mint.json themes are venus, quill and prism",
		"navbar":     "mint.json uses topbarLinks and topbarCtaButton",
		"appearance": "mint.json uses modeToggle",
		"fonts":      "mint.json uses font",
		"styling":    "mint.json uses eyebrow and codeBlock",
		"seo":        "mint.json's seo has only indexHiddenPages; meta tags go in metadata",
	},
}
