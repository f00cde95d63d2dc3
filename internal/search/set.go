package search

import (
	"cmp"
	"slices"
)

// Scope is one division's index among a site's.
type Scope struct {
	// Key names the scope in URLs ("en", "fr~v2"); Label is what a
	// reader reads ("English · v2").
	Key, Label string
	Index      *Index
}

// ScopedResult is a result and the scope it was found in.
type ScopedResult struct {
	Result
	Scope int
}

// SearchAll searches every scope and merges their results: by score,
// then in the scopes' order, then in reading order.
func SearchAll(scopes []Scope, q string, limit int) []ScopedResult {
	var all []ScopedResult
	for i, s := range scopes {
		for _, r := range s.Index.Search(q, limit) {
			all = append(all, ScopedResult{r, i})
		}
	}
	slices.SortStableFunc(all, func(a, b ScopedResult) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		if c := cmp.Compare(a.Scope, b.Scope); c != 0 {
			return c
		}
		return cmp.Compare(a.Page, b.Page)
	})
	return all[:min(limit, len(all))]
}
