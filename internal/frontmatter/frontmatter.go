// Package frontmatter reads the YAML block at the top of a page — between
// two "---" lines — the way Mintlify does, into a typed record. Every key is
// kept, known or not, with the position of its value, so later stages can
// report problems at a line and column of the page.
package frontmatter

import (
	"bytes"
	"fmt"
	"math"
	"math/big"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"go.yaml.in/yaml/v4"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/yamlerr"
)

// Document is a page split into its frontmatter and its body.
type Document struct {
	// Src is the whole file, for positions.
	Src *jsonpos.Source
	// Present reports whether the page has a frontmatter block.
	Present bool
	// Meta holds the keys Folio understands.
	Meta Meta
	// Keys lists every key of the block in order, with its value, including
	// the ones Meta does not model (custom keys and meta tags such as
	// "og:image").
	Keys []Key
	// BodyOffset is the byte offset where the body starts.
	BodyOffset int
}

// Key is one key of the frontmatter.
type Key struct {
	Name  string
	Value *yaml.Node
	// Pos is where the value starts in the file.
	Pos jsonpos.Pos
}

// Body returns the page without its frontmatter.
func (d *Document) Body() []byte { return d.Src.Data[d.BodyOffset:] }

// Get returns the key called name.
func (d *Document) Get(name string) (Key, bool) {
	for _, k := range d.Keys {
		if k.Name == name {
			return k, true
		}
	}
	return Key{}, false
}

// String returns the value of key name as a string, for scalar values.
func (d *Document) String(name string) (string, bool) {
	k, ok := d.Get(name)
	if !ok || k.Value.Kind != yaml.ScalarNode || k.Value.Tag == "!!null" {
		return "", false
	}
	return k.Value.Value, true
}

// Meta is the typed frontmatter: the keys of Mintlify's page metadata.
type Meta struct {
	Title        string
	HasTitle     bool // title is set, possibly to ""
	SidebarTitle string
	Description  string
	Icon         *Icon
	Tag          string
	// Hidden removes the page from navigation and from indexing.
	Hidden bool
	// NoIndex keeps the page out of search engines and search.
	NoIndex    bool
	Searchable *bool
	Boost      *float64
	Deprecated bool
	Mode       string
	// API is a hand-written API page's "METHOD /path"; OpenAPI, AsyncAPI and
	// OpenAPISchema name a specification's operation, channel or schema.
	API           string
	OpenAPI       string
	OpenAPISchema string
	AsyncAPI      string
	Playground    string
	// URL turns the navigation entry into an external link.
	URL                  string
	Keywords             []string
	HideFooterPagination bool
	HideAPIMarker        bool
	Timestamp            *bool
	LastUpdatedDate      string
	CreatedDate          string
	RSS                  bool
	Public               *bool
	Canonical            string
	Robots               string
	// Related is the "Related topics" section: nil when unset.
	Related *Related
	// Contextual overrides docs.json's contextual menu for the page; an
	// empty list of options turns it off.
	Contextual *Contextual
	// Groups are the access-control groups that may see the page.
	Groups []GroupRule
	// GraphQL names the operation or type of a generated GraphQL page.
	GraphQL *GraphQL
	// AuthMethod, Auth, ContentType and Version are legacy helpers of
	// hand-written API pages.
	AuthMethod, Auth, ContentType, Version string
	// MetaTags are SEO tags set in the frontmatter: og:*, twitter:*,
	// article:* and other <meta> names, by name.
	MetaTags map[string]string
}

// Related is the related-topics setting of a page.
type Related struct {
	// Off is set by "related: false".
	Off   bool
	Links []RelatedLink
}

// RelatedLink is one related topic: a page path, or a title and a URL.
type RelatedLink struct {
	Title string
	URL   string
}

// Contextual is a page's contextual menu.
type Contextual struct {
	Options []string
}

// GroupRule is one entry of "groups": a group name, or groups to include
// and exclude.
type GroupRule struct {
	Includes []string
	Excludes []string
}

// GraphQL is the "graphql" key of a generated GraphQL page.
type GraphQL struct {
	Source, Kind, Name string
}

// Icon is a page's icon: a name, with an optional style and library.
type Icon struct {
	Name    string
	Style   string
	Library string
}

// Parse splits data, the content of the page called name, into frontmatter
// and body. A block that is not valid YAML is an error diagnostic; a key of
// the wrong type is a warning and is ignored. Parse never fails otherwise.
func Parse(name string, data []byte) (*Document, diag.List) {
	doc := &Document{Src: jsonpos.NewSource(name, data)}
	var diags diag.List
	start, end, bodyOff, ok := locate(data)
	if !ok {
		return doc, diags
	}
	doc.Present = true
	doc.BodyOffset = bodyOff
	block := data[start:end]
	root, err := parseBlock(block)
	if err != nil {
		diags.Add(diag.Diagnostic{Code: "frontmatter-syntax", Pos: yamlErrorPos(doc.Src, start, err),
			Message: "the frontmatter is not valid YAML: " + cleanYAMLError(err),
			Hint:    "quote values that contain a colon followed by a space, or start with a special character such as @, `, [ or {"})
		return doc, diags
	}
	if len(root.Content) == 0 {
		return doc, diags // an empty block
	}
	top := root.Content[0]
	if top.Kind != yaml.MappingNode {
		// Valid YAML that is no mapping (a line of text, a list): Mintlify
		// reads no metadata from it and deploys the page.
		diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: "frontmatter-type", Pos: nodePos(doc.Src, start, top),
			Message: "the frontmatter is not a list of key: value pairs, so it is ignored",
			Hint:    "write it as key: value lines, such as title: \"...\""})
		return doc, diags
	}
	for i := 0; i+1 < len(top.Content); i += 2 {
		k, v := top.Content[i], top.Content[i+1]
		if prev, dup := doc.Get(k.Value); dup {
			// YAML forbids it, and Mintlify's parser stops at it.
			l, _ := prev.Pos.LineCol()
			diags.Add(diag.Diagnostic{Code: "frontmatter-syntax", Pos: nodePos(doc.Src, start, k),
				Message: fmt.Sprintf("the frontmatter key %q appears twice", k.Value),
				Hint:    fmt.Sprintf("it is first set on line %d", l)})
			continue
		}
		doc.Keys = append(doc.Keys, Key{Name: k.Value, Value: v, Pos: nodePos(doc.Src, start, v)})
	}
	m := &metaDecoder{doc: doc, diags: &diags}
	m.decode()
	return doc, diags
}

// parseBlock parses the YAML of a frontmatter block.
func parseBlock(block []byte) (*yaml.Node, error) {
	if n, ok := fastParse(block); ok {
		return n, nil
	}
	var root yaml.Node
	if err := yaml.Unmarshal(block, &root); err != nil {
		return nil, err
	}
	return &root, nil
}

// locate finds the frontmatter block: the file starts (after an optional
// byte order mark) with a line "---" (or "= yaml ="), and the block ends at
// the next line that repeats it or reads "...". It returns the block's
// bounds and where the body starts. Like Mintlify, blank lines after the
// closing line belong to the frontmatter.
func locate(data []byte) (start, end, body int, ok bool) {
	i := 0
	if bytes.HasPrefix(data, []byte("\uFEFF")) {
		i = 3
	}
	line, next := lineAt(data, i)
	opener := string(line)
	if opener != "---" && opener != "= yaml =" {
		return 0, 0, 0, false
	}
	start = next
	for pos := next; pos < len(data); {
		l, n := lineAt(data, pos)
		s := strings.TrimRight(string(l), " \t\f\v")
		if s == opener || s == "..." {
			end = pos
			// Swallow blank lines after the closing line.
			body = n
			for body < len(data) {
				bl, bn := lineAt(data, body)
				if strings.TrimSpace(string(bl)) != "" || bn == body {
					break
				}
				body = bn
			}
			return start, end, body, true
		}
		if n == pos {
			break
		}
		pos = n
	}
	return 0, 0, 0, false
}

// lineAt returns the line starting at off without its line ending, and the
// offset of the next line. As in CommonMark, a line ends at "\n", "\r\n" or
// a lone "\r" (files saved with old Mac line breaks, or mixed ones).
func lineAt(data []byte, off int) ([]byte, int) {
	if off >= len(data) {
		return nil, off
	}
	rest := data[off:]
	nl := bytes.IndexAny(rest, "\r\n")
	if nl < 0 {
		return rest, len(data)
	}
	next := off + nl + 1
	if rest[nl] == '\r' && nl+1 < len(rest) && rest[nl+1] == '\n' {
		next++
	}
	return rest[:nl], next
}

// nodePos converts a YAML node's line and column (1-based, within the
// block starting at byte start) to a position in the file.
func nodePos(src *jsonpos.Source, start int, n *yaml.Node) jsonpos.Pos {
	return jsonpos.Pos{Src: src, Off: offsetOf(src.Data, start, n.Line, n.Column)}
}

func offsetOf(data []byte, start, line, col int) int {
	off := start
	for l := 1; l < line && off < len(data); l++ {
		i := bytes.IndexByte(data[off:], '\n')
		if i < 0 {
			return len(data)
		}
		off += i + 1
	}
	// Columns count characters.
	for c := 1; c < col && off < len(data) && data[off] != '\n'; c++ {
		_, size := utf8.DecodeRune(data[off:])
		off += size
	}
	return min(off, len(data))
}

func yamlErrorPos(src *jsonpos.Source, start int, err error) jsonpos.Pos {
	if line, _ := yamlerr.Split(err); line != 0 {
		return jsonpos.Pos{Src: src, Off: offsetOf(src.Data, start, line, 1)}
	}
	return jsonpos.Pos{Src: src, Off: start}
}

func cleanYAMLError(err error) string {
	_, msg := yamlerr.Split(err)
	return msg
}

// metaDecoder fills Meta from the keys, warning about values of the wrong
// type.
type metaDecoder struct {
	doc   *Document
	diags *diag.List
}

func (m *metaDecoder) warn(k Key, format string, args ...any) {
	m.diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: "frontmatter-type", Pos: k.Pos, Message: fmt.Sprintf(format, args...)})
}

// scalar returns a key's value as text. Numbers and booleans are text too,
// as JavaScript would print them ("title: 2024" is the title "2024"); null
// is absent.
func (m *metaDecoder) scalar(k Key) (string, bool) {
	v := k.Value
	if v.Kind == yaml.AliasNode && v.Alias != nil {
		v = v.Alias
	}
	if v.Kind != yaml.ScalarNode {
		m.warn(k, "%q must be text, not a %s", k.Name, kindName(v))
		return "", false
	}
	if v.Tag == "!!null" {
		return "", false
	}
	// The YAML library's idea of a number (YAML 1.2) is not Mintlify's:
	// the text is judged again by js-yaml 3's rules, so "08.2026" stays
	// text and "1:30" is 90. An explicit tag or quotes keep the text.
	plain := v.Style&(yaml.TaggedStyle|yaml.DoubleQuotedStyle|yaml.SingleQuotedStyle|yaml.LiteralStyle|yaml.FoldedStyle) == 0
	if v.Tag == "!!int" || v.Tag == "!!float" || (plain && v.Tag == "!!str") {
		if s, ok := jsNumberText(v.Value); ok {
			return s, true
		}
	}
	return v.Value, true
}

// jsNumberText returns a plain YAML scalar as JavaScript prints the number
// Mintlify reads from it. Mintlify reads frontmatter with the front-matter
// package, which bundles js-yaml 3 and its YAML 1.1 numbers: "title: 3.10"
// is the title "3.1", "1e3" is "1000", "0x1F" is "31", "010" is octal "8"
// and "1:30" is sexagesimal "90", while "08.2026", "0o17" and "-.5" are no
// numbers and stay as written. It reports false for text that is no number.
func jsNumberText(s string) (string, bool) {
	f, ok := jsYAML3Int(s)
	if !ok {
		f, ok = jsYAML3Float(s)
	}
	switch {
	case !ok:
		return "", false
	case math.IsNaN(f):
		return "NaN", true
	case math.IsInf(f, 1):
		return "Infinity", true
	case math.IsInf(f, -1):
		return "-Infinity", true
	}
	return formatJSNumber(f), true
}

// jsYAML3FloatRe is js-yaml 3's float: no leading zero before more digits,
// a fraction or exponent, .inf and .nan, and sexagesimal with a fraction.
var jsYAML3FloatRe = regexp.MustCompile(`^(?:[-+]?(?:0|[1-9][0-9_]*)(?:\.[0-9_]*)?(?:[eE][-+]?[0-9]+)?|\.[0-9_]+|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$`)

// jsYAML3Float reads s as js-yaml 3 reads a float; a trailing underscore
// makes it text.
func jsYAML3Float(s string) (float64, bool) {
	if !jsYAML3FloatRe.MatchString(s) || strings.HasSuffix(s, "_") {
		return 0, false
	}
	v := strings.ToLower(strings.ReplaceAll(s, "_", ""))
	sign := 1.0
	if v[0] == '-' || v[0] == '+' {
		if v[0] == '-' {
			sign = -1
		}
		v = v[1:]
	}
	switch v {
	case ".inf":
		return sign * math.Inf(1), true
	case ".nan":
		return math.NaN(), true
	}
	if strings.Contains(v, ":") {
		return sign * sexagesimal(v), true
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil {
		// A bare "1." or "1.e3" is no Go float; JavaScript reads it.
		f, err = strconv.ParseFloat(strings.Replace(v, ".", ".0", 1), 64)
	}
	return sign * f, err == nil
}

// jsYAML3Int is js-yaml 3's integer: 0b binary, 0x hex, a leading 0 for
// octal, decimal, and sexagesimal "1:30"; underscores are ignored but may
// not end it.
func jsYAML3Int(s string) (float64, bool) {
	if s == "" || strings.HasSuffix(s, "_") {
		return 0, false
	}
	sign, v := 1.0, s
	if v[0] == '-' || v[0] == '+' {
		if v[0] == '-' {
			sign = -1
		}
		v = v[1:]
	}
	digits := func(d string, base int) (float64, bool) {
		d = strings.ReplaceAll(d, "_", "")
		if d == "" {
			return 0, false
		}
		n, ok := new(big.Int).SetString(d, base)
		if !ok {
			return 0, false
		}
		f, _ := new(big.Float).SetInt(n).Float64()
		return sign * f, true
	}
	switch {
	case v == "0":
		return 0, true
	case strings.HasPrefix(v, "0b"):
		return digits(v[2:], 2)
	case strings.HasPrefix(v, "0x"):
		return digits(v[2:], 16)
	case strings.HasPrefix(v, "0"):
		return digits(v[1:], 8)
	case v == "" || v[0] == '_':
		return 0, false
	}
	head, tail, sexa := strings.Cut(v, ":")
	if !sexa {
		return digits(v, 10)
	}
	if strings.Trim(head, "0123456789_") != "" || strings.Trim(head, "_") == "" || !sexagesimalTail.MatchString(":"+tail) {
		return 0, false
	}
	return sign * sexagesimal(strings.ReplaceAll(v, "_", "")), true
}

var sexagesimalTail = regexp.MustCompile(`^(?::[0-5]?[0-9])+$`)

// sexagesimal reads "1:30:15" (or "1:30.5") as base 60.
func sexagesimal(v string) float64 {
	f := 0.0
	for _, part := range strings.Split(v, ":") {
		p, _ := strconv.ParseFloat(part, 64)
		f = f*60 + p
	}
	return f
}

// formatJSNumber is JavaScript's Number.prototype.toString: the shortest
// digits that read back as f, in plain notation from 1e-7 up to 1e21 and
// in exponent notation outside it.
func formatJSNumber(f float64) string {
	if f == 0 {
		return "0"
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	// d.ddde±x: the digits and where the decimal point goes.
	e := strconv.FormatFloat(f, 'e', -1, 64)
	mant, exp, _ := strings.Cut(e, "e")
	digits := strings.Replace(mant, ".", "", 1)
	x, _ := strconv.Atoi(exp)
	n, k := x+1, len(digits)
	switch {
	case k <= n && n <= 21:
		return sign + digits + strings.Repeat("0", n-k)
	case 0 < n && n <= 21:
		return sign + digits[:n] + "." + digits[n:]
	case -6 < n && n <= 0:
		return sign + "0." + strings.Repeat("0", -n) + digits
	}
	m := digits[:1]
	if k > 1 {
		m += "." + digits[1:]
	}
	if n-1 >= 0 {
		return sign + m + "e+" + strconv.Itoa(n-1)
	}
	return sign + m + "e" + strconv.Itoa(n-1)
}

func (m *metaDecoder) boolean(k Key) (bool, bool) {
	v := k.Value
	if v.Kind == yaml.ScalarNode && v.Tag == "!!bool" {
		b, err := strconv.ParseBool(strings.ToLower(v.Value))
		if err == nil {
			return b, true
		}
	}
	if v.Kind == yaml.ScalarNode && v.Tag == "!!null" {
		return false, false
	}
	// Real pages write rss: "true"; the quoted words mean what they say.
	if v.Kind == yaml.ScalarNode && (v.Value == "true" || v.Value == "false") {
		return v.Value == "true", true
	}
	m.warn(k, "%q must be true or false; it is ignored", k.Name)
	return false, false
}

func (m *metaDecoder) number(k Key) (float64, bool) {
	v := k.Value
	if v.Kind == yaml.ScalarNode && (v.Tag == "!!int" || v.Tag == "!!float") {
		if f, err := strconv.ParseFloat(strings.ReplaceAll(v.Value, "_", ""), 64); err == nil {
			return f, true
		}
	}
	m.warn(k, "%q must be a number; it is ignored", k.Name)
	return 0, false
}

func kindName(n *yaml.Node) string {
	switch n.Kind {
	case yaml.MappingNode:
		return "mapping"
	case yaml.SequenceNode:
		return "list"
	}
	return "value"
}

func (m *metaDecoder) decode() {
	mt := &m.doc.Meta
	str := func(k Key, dst *string) {
		if s, ok := m.scalar(k); ok {
			*dst = s
		}
	}
	flag := func(k Key, dst *bool) {
		if b, ok := m.boolean(k); ok {
			*dst = b
		}
	}
	optFlag := func(k Key, dst **bool) {
		if b, ok := m.boolean(k); ok {
			*dst = &b
		}
	}
	for _, k := range m.doc.Keys {
		switch k.Name {
		case "title":
			if s, ok := m.scalar(k); ok {
				mt.Title, mt.HasTitle = s, true
			}
		case "sidebarTitle":
			str(k, &mt.SidebarTitle)
		case "description":
			str(k, &mt.Description)
		case "icon":
			mt.Icon = m.icon(k, mt.Icon)
		case "iconType":
			if s, ok := m.scalar(k); ok {
				if mt.Icon == nil {
					mt.Icon = &Icon{}
				}
				mt.Icon.Style = s
			}
		case "tag":
			str(k, &mt.Tag)
		case "hidden":
			flag(k, &mt.Hidden)
		case "noindex":
			flag(k, &mt.NoIndex)
		case "searchable":
			optFlag(k, &mt.Searchable)
		case "boost":
			if f, ok := m.number(k); ok {
				mt.Boost = &f
			}
		case "deprecated":
			flag(k, &mt.Deprecated)
		case "mode":
			str(k, &mt.Mode)
		case "api":
			str(k, &mt.API)
		case "openapi":
			str(k, &mt.OpenAPI)
		case "openapi-schema":
			str(k, &mt.OpenAPISchema)
		case "asyncapi":
			str(k, &mt.AsyncAPI)
		case "playground":
			str(k, &mt.Playground)
		case "url":
			str(k, &mt.URL)
		case "keywords":
			mt.Keywords = m.strings(k)
		case "hideFooterPagination":
			flag(k, &mt.HideFooterPagination)
		case "hideApiMarker":
			flag(k, &mt.HideAPIMarker)
		case "timestamp":
			optFlag(k, &mt.Timestamp)
		case "lastUpdatedDate":
			str(k, &mt.LastUpdatedDate)
		case "createdDate":
			str(k, &mt.CreatedDate)
		case "rss":
			flag(k, &mt.RSS)
		case "public", "isPublic":
			optFlag(k, &mt.Public)
		case "canonical":
			str(k, &mt.Canonical)
		case "robots":
			str(k, &mt.Robots)
		case "related":
			mt.Related = m.related(k)
		case "contextual":
			mt.Contextual = m.contextual(k)
		case "groups":
			mt.Groups = m.groups(k)
		case "graphql":
			mt.GraphQL = m.graphql(k)
		case "authMethod":
			str(k, &mt.AuthMethod)
		case "auth":
			str(k, &mt.Auth)
		case "contentType":
			str(k, &mt.ContentType)
		case "version":
			str(k, &mt.Version)
		default:
			if isMetaTag(k.Name) {
				if v, ok := m.scalar(k); ok {
					if mt.MetaTags == nil {
						mt.MetaTags = map[string]string{}
					}
					mt.MetaTags[k.Name] = v
				}
			}
		}
	}
}

// isMetaTag reports whether a frontmatter key names a <meta> tag.
func isMetaTag(name string) bool {
	for _, p := range []string{"og:", "twitter:", "article:", "fb:", "profile:", "book:", "music:", "video:"} {
		if strings.HasPrefix(name, p) && len(name) > len(p) {
			return true
		}
	}
	switch name {
	case "author", "googlebot", "google", "google-site-verification", "theme-color", "color-scheme",
		"application-name", "referrer", "generator", "creator", "publisher", "subject", "rating":
		return true
	}
	return false
}

// related reads "related: false", or a list of page paths and
// single-key {title: url} maps.
func (m *metaDecoder) related(k Key) *Related {
	v := k.Value
	switch {
	case v.Kind == yaml.ScalarNode && v.Tag == "!!null":
		return nil
	case v.Kind == yaml.ScalarNode && v.Value == "false":
		return &Related{Off: true}
	case v.Kind == yaml.ScalarNode && v.Value == "true":
		return nil
	case v.Kind == yaml.SequenceNode:
		r := &Related{}
		for _, it := range v.Content {
			switch {
			case it.Kind == yaml.ScalarNode && it.Tag != "!!null":
				r.Links = append(r.Links, RelatedLink{URL: it.Value})
			case it.Kind == yaml.MappingNode && len(it.Content) == 2 && it.Content[1].Kind == yaml.ScalarNode:
				r.Links = append(r.Links, RelatedLink{Title: it.Content[0].Value, URL: it.Content[1].Value})
			default:
				m.warn(k, "each entry of \"related\" must be a page path or {title: url}")
			}
		}
		return r
	}
	m.warn(k, "\"related\" must be false or a list of pages")
	return nil
}

// contextual reads {options: [...]}.
func (m *metaDecoder) contextual(k Key) *Contextual {
	v := k.Value
	if v.Kind != yaml.MappingNode {
		m.warn(k, "\"contextual\" must be a mapping with options")
		return nil
	}
	c := &Contextual{Options: []string{}}
	for i := 0; i+1 < len(v.Content); i += 2 {
		if v.Content[i].Value != "options" {
			continue
		}
		opts := v.Content[i+1]
		if opts.Kind != yaml.SequenceNode {
			m.warn(k, "\"contextual.options\" must be a list")
			continue
		}
		for _, it := range opts.Content {
			switch it.Kind {
			case yaml.ScalarNode:
				c.Options = append(c.Options, it.Value)
			case yaml.MappingNode:
				// A custom option: {title, description, icon, href}.
				for j := 0; j+1 < len(it.Content); j += 2 {
					if it.Content[j].Value == "title" {
						c.Options = append(c.Options, it.Content[j+1].Value)
					}
				}
			}
		}
	}
	return c
}

// groups reads a list of group names, or of {includes, excludes}.
func (m *metaDecoder) groups(k Key) []GroupRule {
	v := k.Value
	if v.Kind == yaml.ScalarNode && v.Tag != "!!null" {
		return []GroupRule{{Includes: []string{v.Value}}}
	}
	if v.Kind != yaml.SequenceNode {
		if v.Tag != "!!null" {
			m.warn(k, "\"groups\" must be a list of group names")
		}
		return nil
	}
	var out []GroupRule
	for _, it := range v.Content {
		switch it.Kind {
		case yaml.ScalarNode:
			out = append(out, GroupRule{Includes: []string{it.Value}})
		case yaml.MappingNode:
			var r GroupRule
			for j := 0; j+1 < len(it.Content); j += 2 {
				var list []string
				val := it.Content[j+1]
				if val.Kind == yaml.ScalarNode {
					list = []string{val.Value}
				}
				for _, x := range val.Content {
					list = append(list, x.Value)
				}
				switch it.Content[j].Value {
				case "includes":
					r.Includes = list
				case "excludes":
					if slices.Contains(list, "*") {
						m.warn(k, "the wildcard * cannot be excluded in \"groups\"")
					}
					r.Excludes = list
				}
			}
			out = append(out, r)
		}
	}
	return out
}

// graphql reads {source, kind, name}.
func (m *metaDecoder) graphql(k Key) *GraphQL {
	v := k.Value
	if v.Kind != yaml.MappingNode {
		m.warn(k, "\"graphql\" must be {source, kind, name}")
		return nil
	}
	g := &GraphQL{}
	for i := 0; i+1 < len(v.Content); i += 2 {
		val := v.Content[i+1].Value
		switch v.Content[i].Value {
		case "source":
			g.Source = val
		case "kind":
			g.Kind = val
			if val != "query" && val != "mutation" && val != "type" {
				m.warn(k, "\"graphql.kind\" must be query, mutation or type, not %q", val)
			}
		case "name":
			g.Name = val
		}
	}
	return g
}

// icon reads "icon: name" or "icon: {name, style, library}".
func (m *metaDecoder) icon(k Key, prev *Icon) *Icon {
	ic := &Icon{}
	if prev != nil {
		*ic = *prev
	}
	switch k.Value.Kind {
	case yaml.ScalarNode:
		if k.Value.Tag == "!!null" {
			return prev
		}
		ic.Name = k.Value.Value
	case yaml.MappingNode:
		c := k.Value.Content
		for i := 0; i+1 < len(c); i += 2 {
			if c[i+1].Kind != yaml.ScalarNode {
				continue
			}
			switch c[i].Value {
			case "name":
				ic.Name = c[i+1].Value
			case "style":
				ic.Style = c[i+1].Value
			case "library":
				ic.Library = c[i+1].Value
			}
		}
	default:
		m.warn(k, "\"icon\" must be an icon name or {name, style, library}")
		return prev
	}
	return ic
}

// strings reads a list of text, or one text.
func (m *metaDecoder) strings(k Key) []string {
	switch k.Value.Kind {
	case yaml.ScalarNode:
		if k.Value.Tag == "!!null" {
			return nil
		}
		return []string{k.Value.Value}
	case yaml.SequenceNode:
		var out []string
		for _, it := range k.Value.Content {
			if it.Kind == yaml.ScalarNode && it.Tag != "!!null" {
				out = append(out, it.Value)
			}
		}
		return out
	}
	m.warn(k, "%q must be a list of words", k.Name)
	return nil
}

// NeedsMore reports whether head, the beginning of a page, opens a
// frontmatter block without closing it: the frontmatter needs more of the
// file. Readers that only want the frontmatter read a few kilobytes and
// ask this.
func NeedsMore(head []byte) bool {
	if _, _, _, ok := locate(head); ok {
		return false
	}
	i := 0
	if bytes.HasPrefix(head, []byte("\uFEFF")) {
		i = 3
	}
	line, _ := lineAt(head, i)
	return string(line) == "---" || string(line) == "= yaml ="
}
