package site

import "testing"

// What the external tests (package site_test, which may import sitehttp)
// use of the internal ones.

// BuildSite builds a test site of testdata/sites.
func BuildSite(t *testing.T, name string, opts Options) *Output { return buildSite(t, name, opts) }

// SortedKeys lists the output's files.
func (o *Output) SortedKeys() []string { return o.sortedKeys() }

// BuildAPISite builds the API test site, the zoo specification copied in.
func BuildAPISite(t *testing.T) *Output { return buildAPISite(t) }

// BuildSiteEdited builds a test site of testdata/sites after edit has
// changed its folder.
func BuildSiteEdited(t *testing.T, name string, edit func(dir string), opts Options) *Output {
	_, dir := buildSiteDir(t, name, opts)
	edit(dir)
	return buildDir(t, dir, opts)
}
