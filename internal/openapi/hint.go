package openapi

import (
	"fmt"
	"io/fs"
	"path"
	"slices"
	"strconv"
	"strings"
)

// emptyFS is a folder with nothing in it.
type emptyFS struct{}

func (emptyFS) Open(name string) (fs.File, error) {
	return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrNotExist}
}

// operationHint proposes the operations nearest to "METHOD path".
func operationHint(doc *Document, method, p string) string {
	var cands []string
	for _, op := range doc.ops {
		if op.Method != "webhook" {
			cands = append(cands, strings.ToUpper(op.Method)+" "+op.Path)
		}
	}
	if len(cands) == 0 {
		return fmt.Sprintf("%s has no operations", doc.Name)
	}
	return suggest(strings.ToUpper(method)+" "+p, cands, "operations", func(s string) string { return s })
}

// methodHint lists the methods a path has.
func methodHint(doc *Document, it *item) string {
	var ms []string
	for _, i := range it.ops {
		ms = append(ms, strconv.Quote(strings.ToUpper(doc.ops[i].Method)+" "+it.key))
	}
	if len(ms) == 0 {
		return fmt.Sprintf("the path %s has no operations", it.key)
	}
	return "the path has " + strings.Join(ms, ", ")
}

// webhookHint proposes the webhooks nearest to name.
func webhookHint(doc *Document, name string) string {
	var cands []string
	for _, it := range doc.webhooks {
		cands = append(cands, it.key)
	}
	if len(cands) == 0 {
		return fmt.Sprintf("%s has no webhooks", doc.Name)
	}
	return suggest(name, cands, "webhooks", func(s string) string { return "webhook " + s })
}

// specHint proposes specification files near a missing one. The site's
// configuration is JSON too, but never a specification.
func (x *expander) specHint(name string) string {
	files := slices.DeleteFunc(x.specs.walk(), func(f string) bool { return f == "docs.json" || f == "mint.json" })
	if len(files) == 0 {
		return ""
	}
	return suggest(name, files, "specification files", func(s string) string { return s })
}

// suggest words the candidates nearest to target: those within a few
// edits, or with the same last segment; else a few of them.
func suggest(target string, cands []string, what string, show func(string) string) string {
	type scored struct {
		s string
		d int
	}
	limit := max(3, len(target)/3)
	var near []scored
	for _, c := range cands {
		d := distance(strings.ToLower(target), strings.ToLower(c), limit)
		if path.Base(c) == path.Base(target) && d > 1 {
			d = 1
		}
		if d <= limit {
			near = append(near, scored{c, d})
		}
	}
	slices.SortStableFunc(near, func(a, b scored) int { return a.d - b.d })
	quote := func(ss []string) string {
		q := make([]string, len(ss))
		for i, s := range ss {
			q[i] = strconv.Quote(show(s))
		}
		return strings.Join(q, ", ")
	}
	switch {
	case len(near) == 1:
		return fmt.Sprintf("did you mean %q?", show(near[0].s))
	case len(near) > 1:
		var ss []string
		for i := 0; i < len(near) && i < 3; i++ {
			ss = append(ss, near[i].s)
		}
		return "nearest " + what + ": " + quote(ss)
	}
	if len(cands) > 5 {
		return fmt.Sprintf("there are %d %s, such as %s", len(cands), what, quote(cands[:5]))
	}
	return what + ": " + quote(cands)
}

// distance is the edit distance of a and b, or limit+1 when it is larger.
func distance(a, b string, limit int) int {
	ra, rb := []rune(a), []rune(b)
	if d := len(ra) - len(rb); d > limit || -d > limit {
		return limit + 1
	}
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		lo := cur[0]
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			lo = min(lo, cur[j])
		}
		if lo > limit {
			return limit + 1
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}
