package apiref

import (
	"regexp"
	"strings"
)

// Param is a parameter field read back from markup.
type Param struct {
	Location, Name, Type string
	Required             bool
}

// paramFieldRE finds the heads StartField writes for parameters: where
// the parameter goes, its name, its type and whether it is required.
var paramFieldRE = regexp.MustCompile(`data-field="param" data-location="(query|path|header|body)"[^>]*><div class="field-head">(?:<a [^>]*></a>)?(?:<span class="field-pill[^"]*">[^<]*</span>)*<span class="field-name">([^<]+)</span>(?:<span class="field-pill[^"]*">[^<]*</span>)*(?:<span class="field-type">([^<]*)</span>)?(?:<span class="field-default">.*?</code></span>)?(<span class="field-required">)?`)

// ParamFields reads the named query, path, header and body parameter
// fields of a page's HTML, in order, for the endpoint a hand-written page
// documents. Name and type are unescaped.
func ParamFields(html string) []Param {
	var out []Param
	for _, m := range paramFieldRE.FindAllStringSubmatch(html, -1) {
		out = append(out, Param{Location: m[1], Name: unescape(m[2]), Type: unescape(m[3]), Required: m[4] != ""})
	}
	return out
}

// unescaper undoes both escapes the writers use.
var unescaper = strings.NewReplacer("&lt;", "<", "&gt;", ">", "&#34;", `"`, "&#39;", "'", "&quot;", `"`, "&amp;", "&")

func unescape(s string) string { return unescaper.Replace(s) }
