// Package search is the docs sites' search engine: one index per
// division of a site (a language, a version), built from the pages'
// sections, and one way to rank it, delivered twice. A server (folio dev,
// folio serve, the MCP server) keeps the index in memory and answers
// queries in Go (Index.Search); a static export gets the same index cut
// into small files (Index.Files) — shards of the vocabulary and its
// postings by word prefix, and the pages' result fragments packed a few
// to a file — which search.js, the browser's twin of this package, loads
// on demand and ranks the same way.
//
// Words are stemmed by language (Snowball), code identifiers are indexed
// whole and in parts (useState, --base-path, /v2/agent), CJK text in
// character pairs. A query word matches the forms of the site's
// vocabulary that are that word, start with it (search as you type) or
// are one or two typing errors away from it, and through them every form
// of the same stem. Scores are integers computed from per-page postings,
// so Go and JavaScript rank alike to the last place.
package search

import (
	_ "embed"
	"math"
	"slices"
	"strings"
)

// Page is a page as the index reads it.
type Page struct {
	// URL is where a result links: the page's address with the site's
	// base path (an absolute URL when the site knows its own).
	URL string
	// Path is the page's path below the base path ("/guides/setup").
	Path string
	// Title is the page's title; Crumb its section or breadcrumbs.
	Title, Crumb string
	// Keywords are its frontmatter's keywords: they count as much as
	// its headings.
	Keywords []string
	// Boost multiplies the page's score (frontmatter or group boost); 0
	// is 1.
	Boost float64
	// Sections are the page's opening (Heading "") and its headed
	// sections, in order.
	Sections []Section
}

// Section is a part of a page.
type Section struct {
	// Heading is the heading's text and Anchor its id; both "" for the
	// page's opening.
	Heading, Anchor string
	// Text is the section's plain text.
	Text string
}

// Fields of a page a term is found in; a term's postings list the pages
// of each.
const (
	fieldTitle   = iota // the page's title
	fieldHeading        // a section's heading
	fieldCrumb          // the page's section or breadcrumbs
	fieldText           // the text, at least once
	fieldText3          // the text, three times or more
	numFields
)

// Index is the search index of one division of a site. It is read-only
// once built and safe for concurrent use.
type Index struct {
	lang  string
	pages []Page
	// boosts holds each page's boost in percent (100 for none).
	boosts []int
	terms  []*term
	// surfaces is the vocabulary, sorted: every form met and its term.
	surfaces []surface
	// leaves are the vocabulary's shards, sorted by prefix (see shard.go).
	leaves []*leaf
	// secs holds the forms of each page's sections (by page, then
	// section), as their fragment has them: the server ranks a result's
	// sections with them.
	secs [][]sectionForms
	// frags are the pages' sections as their fragments hold them
	// (fragmentSections).
	frags [][][3]string
	an    *analyzer
}

// sectionForms are the forms (Index.surfaces) a section's heading and
// text have, each once.
type sectionForms struct{ heading, text []int32 }

type surface struct {
	text string
	term int32
}

// term is an index term and the pages it is in, field by field.
type term struct {
	key string
	// df is the number of pages it is in; idf its weight, an integer so
	// that Go and JavaScript compute the same scores.
	df, idf int
	// pages lists, per field, the page numbers in increasing order.
	pages [numFields][]uint32
	// enc is the postings as written into a shard (encodePostings).
	enc [numFields]string
}

// Build indexes the pages of one division, written in language lang (a
// docs.json language code; "" is English).
func Build(lang string, pages []Page) *Index {
	ix := &Index{lang: lang, pages: pages, an: newAnalyzer(lang, false)}
	an := newAnalyzer(lang, true)
	byKey := map[string]int32{}
	forms := map[string]int32{} // a form's number until they are sorted
	var formText []string
	var formTerm []int32
	type hit struct {
		fields [fieldText + 1]bool
		tf     int
	}
	ix.secs = make([][]sectionForms, len(pages))
	ix.frags = make([][][3]string, len(pages))
	for p, pg := range pages {
		boost := 100
		if pg.Boost > 0 {
			boost = int(math.Round(pg.Boost * 100))
		}
		ix.boosts = append(ix.boosts, boost)
		hits := map[int32]*hit{}
		// add indexes text as field, and returns its forms (each once)
		// when list is set.
		add := func(text string, field int, list bool) []int32 {
			var fs []int32
			an.scan(text, func(_, _ int, k key) bool {
				id, ok := byKey[k.term]
				if !ok {
					id = int32(len(ix.terms))
					byKey[k.term] = id
					ix.terms = append(ix.terms, &term{key: k.term})
				}
				f, ok := forms[k.surface]
				if !ok {
					f = int32(len(formText))
					forms[k.surface] = f
					formText = append(formText, k.surface)
					formTerm = append(formTerm, id)
				}
				if list && !slices.Contains(fs, f) {
					fs = append(fs, f)
				}
				h := hits[id]
				if h == nil {
					h = &hit{}
					hits[id] = h
				}
				h.fields[field] = true
				if field == fieldText {
					h.tf++
				}
				return true
			})
			return fs
		}
		ix.frags[p] = fragmentSections(pg)
		add(pg.Title, fieldTitle, false)
		add(pg.Crumb, fieldCrumb, false)
		for _, k := range pg.Keywords {
			add(k, fieldHeading, false)
		}
		ix.secs[p] = make([]sectionForms, min(len(pg.Sections), fragmentSectionsMax))
		for i, s := range pg.Sections {
			if i >= fragmentSectionsMax {
				add(s.Heading, fieldHeading, false)
				add(s.Text, fieldText, false)
				continue
			}
			sf := &ix.secs[p][i]
			sf.heading = add(s.Heading, fieldHeading, true)
			// A result's sections are ranked by the text its fragment
			// has, which may be cut.
			if cut := fragmentCut(s.Text); cut == len(s.Text) {
				sf.text = add(s.Text, fieldText, true)
			} else {
				add(s.Text, fieldText, false)
				an.scan(s.Text[:cut], func(_, _ int, k key) bool {
					if f, ok := forms[k.surface]; ok && !slices.Contains(sf.text, f) {
						sf.text = append(sf.text, f)
					}
					return true
				})
			}
		}
		ids := make([]int32, 0, len(hits))
		for id := range hits {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			h, t := hits[id], ix.terms[id]
			t.df++
			for f := range fieldText + 1 {
				if h.fields[f] {
					t.pages[f] = append(t.pages[f], uint32(p))
				}
			}
			if h.tf >= 3 {
				t.pages[fieldText3] = append(t.pages[fieldText3], uint32(p))
			}
		}
	}
	n := float64(len(pages))
	for _, t := range ix.terms {
		t.idf = idf(n, float64(t.df))
	}
	order := make([]int32, len(formText))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int { return strings.Compare(formText[a], formText[b]) })
	final := make([]int32, len(order))
	ix.surfaces = make([]surface, len(order))
	for i, f := range order {
		final[f] = int32(i)
		ix.surfaces[i] = surface{formText[f], formTerm[f]}
	}
	for _, secs := range ix.secs {
		for i := range secs {
			for _, l := range [2][]int32{secs[i].heading, secs[i].text} {
				for k, f := range l {
					l[k] = final[f]
				}
			}
		}
	}
	ix.shard()
	return ix
}

// idf is a term's weight: BM25's inverse document frequency, times ten
// and rounded, plus one so that a term in every page still counts.
func idf(n, df float64) int {
	return int(math.Round(10*math.Log(1+(n-df+0.5)/(df+0.5)))) + 1
}

// Pages returns the number of pages indexed.
func (ix *Index) Pages() int { return len(ix.pages) }

// bitset is a set of page numbers.
type bitset []uint64

func newBitset(ids []uint32, n int) bitset {
	b := make(bitset, (n+63)/64)
	for _, id := range ids {
		b[id/64] |= 1 << (id % 64)
	}
	return b
}

func (b bitset) has(id uint32) bool { return b[id/64]&(1<<(id%64)) != 0 }

// Has reports whether the index has the page at path (Page.Path).
func (ix *Index) Has(path string) bool {
	for _, p := range ix.pages {
		if p.Path == path {
			return true
		}
	}
	return false
}

// Script is the browser's twin of this package (search.js): it defines
// FolioSearch, whose Index searches a static index as Index.Search does.
//
//go:embed search.js
var Script string

// PageList returns the pages indexed, in order (shared: not to be
// changed).
func (ix *Index) PageList() []Page { return ix.pages }
