package diag

import (
	"slices"
	"strings"
)

// The severity policy: for every code, what Mintlify does with the
// problem, and from that the severity Folio gives it. Mintlify's
// acceptance is the floor: what Mintlify deploys, Folio builds (a warning
// names what it skipped or left empty); what Mintlify refuses, Folio
// refuses. The diagnostics reference in docs/ is generated from this
// table, and tests hold every diagnostic Folio reports to it.

// Outcome is what Mintlify does with a problem.
type Outcome uint8

// The outcomes, from the strictest.
const (
	// Refuses: Mintlify's validator or build stops; nothing deploys.
	Refuses Outcome = iota
	// BreaksPage: Mintlify's build cannot parse or run the page and
	// deploys a notice ("A parsing error occurred") in its place;
	// `mint validate` fails.
	BreaksPage
	// Limit: beyond a bound Folio keeps on untrusted input, which no
	// real site comes near.
	Limit
	// Skips: Mintlify deploys without the part: an entry, an import, a
	// specification's pages.
	Skips
	// Empties: Mintlify deploys the part empty.
	Empties
	// Ignores: Mintlify deploys and ignores the key or value.
	Ignores
	// Keeps: Mintlify deploys it as written, such as a link that leads
	// nowhere.
	Keeps
	// Draws: Mintlify draws it; Folio draws it its own way.
	Draws
)

// Severity is Folio's level for an outcome: an error where Mintlify
// does not deploy the site or the page (or where Folio's own bounds are
// passed), a warning where it deploys.
func (o Outcome) Severity() Severity {
	if o <= Limit {
		return Error
	}
	return Warning
}

// Describe says in a few words what Mintlify does.
func (o Outcome) Describe() string {
	switch o {
	case Refuses:
		return "refuses to deploy"
	case BreaksPage:
		return "deploys a parsing-error notice as the page"
	case Limit:
		return "(Folio's limit)"
	case Skips:
		return "deploys without it"
	case Empties:
		return "deploys it empty"
	case Ignores:
		return "ignores it"
	case Keeps:
		return "deploys it as written"
	case Draws:
		return "draws it; Folio draws its own"
	}
	return "?"
}

// Rule is the policy for a code in one situation.
type Rule struct {
	Code string
	// When narrows the rule to a situation, for a code whose outcome
	// depends on it; empty for every situation.
	When     string
	Mintlify Outcome
}

// UnlistedPage is the situation of a page file the navigation does not
// list: Mintlify serves it at its address, hidden, and a page it cannot
// parse there as a parsing-error notice, while the site deploys. Folio
// reports what breaks such a page as a warning (Unlisted).
const UnlistedPage = "in a page the navigation does not list"

// Unlisted returns d as reported in a page the navigation does not list:
// what would break a listed page is a warning there.
func Unlisted(d Diagnostic) Diagnostic {
	if d.Severity != Error {
		return d
	}
	switch d.Code {
	case "mdx-syntax", "mdx-js", "mdx-import":
		d.Severity = Warning
		hint := "the navigation does not list this page; Mintlify serves a parsing-error notice at its address"
		if d.Hint != "" {
			hint = d.Hint + "; " + hint
		}
		d.Hint = hint
	}
	return d
}

// Severity is the level Folio reports the rule's diagnostics at.
func (r Rule) Severity() Severity { return r.Mintlify.Severity() }

// Policy returns the rules of every code, sorted by code.
func Policy() []Rule {
	rules := []Rule{
		// The configuration, read as JSON.parse and Mintlify's validator
		// read it.
		{Code: "bom", Mintlify: Refuses},
		{Code: "json-syntax", Mintlify: Refuses},
		{Code: "invalid-utf8", Mintlify: Keeps},
		{Code: "duplicate-key", Mintlify: Ignores},
		{Code: "too-deep", Mintlify: Limit},
		{Code: "file-too-large", Mintlify: Limit},
		{Code: "anchor-without-pages", Mintlify: Empties},
		{Code: "conflicting-keys", Mintlify: Refuses},
		{Code: "duplicate-option", Mintlify: Refuses},
		{Code: "duplicate-path", Mintlify: Refuses},
		{Code: "duplicate-redirect", Mintlify: Refuses},
		{Code: "empty-section", Mintlify: Empties},
		{Code: "empty-value", Mintlify: Refuses},
		{Code: "icon-prefix", Mintlify: Refuses},
		{Code: "ignored-key", Mintlify: Ignores},
		{Code: "ignored-value", Mintlify: Ignores},
		{Code: "insecure-url", Mintlify: Refuses},
		{Code: "invalid-color", Mintlify: Refuses},
		{Code: "invalid-href", Mintlify: Refuses},
		{Code: "invalid-path", Mintlify: Refuses},
		{Code: "invalid-url", Mintlify: Refuses},
		{Code: "invalid-value", Mintlify: Refuses},
		{Code: "missing-key", Mintlify: Refuses},
		{Code: "multiple-defaults", Mintlify: Refuses},
		{Code: "redirect-query", Mintlify: Keeps},
		{Code: "too-few", Mintlify: Refuses},
		{Code: "too-long", Mintlify: Refuses},
		{Code: "too-many", Mintlify: Refuses},
		{Code: "too-short", Mintlify: Refuses},
		{Code: "unknown-key", When: "in an object Mintlify's validator checks strictly", Mintlify: Refuses},
		{Code: "unknown-key", When: "elsewhere", Mintlify: Ignores},
		{Code: "unknown-language", Mintlify: Refuses},
		{Code: "unknown-theme", Mintlify: Refuses},
		{Code: "unknown-version", Mintlify: Refuses},
		{Code: "unsafe-url", Mintlify: Refuses},
		{Code: "wrong-type", Mintlify: Refuses},
		{Code: "invalid-ref", Mintlify: Refuses},
		{Code: "ref-cycle", Mintlify: Refuses},
		{Code: "ref-not-found", Mintlify: Refuses},
		{Code: "ref-outside-root", Mintlify: Refuses},
		{Code: "ref-unreadable", Mintlify: Refuses},
		{Code: "too-many-refs", Mintlify: Limit},

		// What the navigation names.
		{Code: "duplicate-page", Mintlify: Keeps},
		{Code: "link-not-found", Mintlify: Keeps},
		{Code: "page-not-found", Mintlify: Keeps},
		{Code: "root-not-found", Mintlify: Keeps},
		{Code: "page-unreadable", Mintlify: Refuses},
		// The reference pages Mintlify generates from an SDK: Mintlify
		// draws them, Folio builds the element without.
		{Code: "not-generated", Mintlify: Draws},
		// GraphQL: Mintlify's build stops on a schema it cannot read, and
		// on generated routes that collide; Folio does not fetch a schema
		// by URL, whose pages Mintlify draws.
		{Code: "graphql-collision", Mintlify: Refuses},
		{Code: "graphql-invalid", Mintlify: Refuses},
		{Code: "graphql-pages", Mintlify: Draws},

		// OpenAPI: Mintlify's build stops on a specification it cannot
		// generate the named pages from.
		{Code: "asyncapi-pages", Mintlify: Draws},
		// An AsyncAPI channel page: Mintlify deploys the page without
		// the channel it cannot read, as Folio does.
		{Code: "asyncapi-bad-ref", Mintlify: Empties},
		{Code: "asyncapi-invalid", When: "the specification a page's frontmatter names, or a part of it", Mintlify: Skips},
		{Code: "asyncapi-invalid", When: "a navigation element's specification that does not parse or defines no channels", Mintlify: Refuses},
		{Code: "asyncapi-not-found", Mintlify: Skips},
		{Code: "asyncapi-version", When: "a 2.x specification a page's frontmatter names", Mintlify: Skips},
		{Code: "asyncapi-version", When: "a 2.x specification a navigation element names", Mintlify: Refuses},
		{Code: "excluded-operation", Mintlify: Refuses},
		{Code: "file-syntax", Mintlify: Skips},
		{Code: "openapi-bad-ref", When: "a reference to another file that is missing, unreadable, out of the docs folder or an absolute path, or a path item's reference that leads nowhere", Mintlify: Refuses},
		{Code: "openapi-bad-ref", When: "a schema's, parameter's or response's reference within the specification's own file (#/...) that leads nowhere", Mintlify: Empties},
		{Code: "openapi-bad-security", Mintlify: Empties},
		{Code: "openapi-empty", Mintlify: Refuses},
		{Code: "openapi-external-ref", Mintlify: Skips},
		{Code: "openapi-fetch", When: "a specification by URL that cannot be fetched (offline), with no kept copy", Mintlify: Skips},
		{Code: "openapi-invalid", When: "a file of the docs folder with an openapi key that the navigation does not name (Mintlify warns and leaves it out)", Mintlify: Skips},
		{Code: "openapi-invalid", When: "any other file", Mintlify: Refuses},
		{Code: "openapi-invalid", When: "a local file api.openapi or api.asyncapi names that is no specification", Mintlify: Ignores},
		{Code: "openapi-missing", Mintlify: Keeps},
		{Code: "openapi-not-found", When: "any other file", Mintlify: Refuses},
		{Code: "openapi-not-found", When: "a local file api.openapi or api.asyncapi names (Mintlify reads only URLs there)", Mintlify: Ignores},
		{Code: "openapi-overlay", When: "an Overlay document of the docs folder that is invalid, one that fails on a specification the navigation does not name, or one given by URL, which Folio does not fetch", Mintlify: Skips},
		{Code: "openapi-overlay", When: "an overlay that fails on a specification the navigation names, or a source given two different overlay lists", Mintlify: Refuses},
		{Code: "openapi-ref-loop", Mintlify: Refuses},
		{Code: "openapi-remote", Mintlify: Skips},
		{Code: "openapi-stale", Mintlify: Keeps},
		{Code: "openapi-swagger", Mintlify: Refuses},
		{Code: "unknown-operation", Mintlify: Refuses},

		// Pages.
		{Code: "frontmatter-syntax", Mintlify: Refuses},
		{Code: "frontmatter-type", Mintlify: Ignores},
		{Code: "broken-link", Mintlify: Keeps},
		{Code: "code-meta", Mintlify: Ignores},
		{Code: "component-child", Mintlify: Skips},
		{Code: "component-prop", Mintlify: Empties},
		{Code: "mdx-depth", Mintlify: Limit},
		{Code: "mdx-html", Mintlify: Keeps},
		{Code: "mdx-import", When: "an import statement that does not parse", Mintlify: BreaksPage},
		{Code: "mdx-import", When: "an import statement that does not parse, in a page the navigation does not list", Mintlify: Empties},
		{Code: "mdx-import", When: "an import from a package, or of no file, which Mintlify drops", Mintlify: Skips},
		{Code: "mdx-js", When: "a script that does not compile, in a page of the navigation or a snippet", Mintlify: BreaksPage},
		{Code: "mdx-js", When: "a script that compiles and throws when it runs, which Mintlify's build never runs", Mintlify: Keeps},
		{Code: "mdx-js", When: UnlistedPage, Mintlify: Empties},
		{Code: "mdx-object", Mintlify: Empties},
		{Code: "mdx-syntax", When: "in a page of the navigation or a snippet", Mintlify: BreaksPage},
		{Code: "mdx-syntax", When: UnlistedPage, Mintlify: Empties},
		{Code: "mdx-undefined", Mintlify: Empties},
		{Code: "missing-file", Mintlify: Keeps},
		{Code: "snippet-cycle", Mintlify: Limit},
		{Code: "snippet-missing", Mintlify: Empties},
		{Code: "undefined-variable", Mintlify: Keeps},
		{Code: "unknown-component", Mintlify: Skips},
		{Code: "unknown-icon", Mintlify: Empties},

		// The site.
		{Code: "code-theme-fallback", Mintlify: Draws},
		{Code: "theme-fallback", Mintlify: Draws},
	}
	slices.SortStableFunc(rules, func(a, b Rule) int { return strings.Compare(a.Code, b.Code) })
	return rules
}

// Rules returns the rules of one code; none for a code the policy does
// not know.
func Rules(code string) []Rule {
	var out []Rule
	for _, r := range Policy() {
		if r.Code == code {
			out = append(out, r)
		}
	}
	return out
}

// Allowed reports whether the policy has the diagnostic's code at its
// severity (before --strict).
func Allowed(d Diagnostic) bool {
	for _, r := range Rules(d.Code) {
		if r.Severity() == d.Severity {
			return true
		}
	}
	return false
}
