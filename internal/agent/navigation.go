package agent

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/openapi"
)

// add_to_navigation edits docs.json as text: it finds the group in the
// parsed file, then inserts the page (or a new group holding it) at the
// right offset, indented like its neighbours, so that the rest of the file
// keeps its formatting and the pull request's diff is only the new lines.
// Files included with "$ref" are followed, and the file that holds the
// group is the one edited. mint.json's navigation, a list of groups, works
// the same way.

// navTools is add_to_navigation, the tool that edits the navigation, with
// what it needs to check its edits.
type navTools struct {
	d     *docsFolder
	specs openapi.Fetcher
}

// navFile is a configuration file: docs.json or one it includes.
type navFile struct {
	name string // relative to the docs folder
	data []byte
	root *jsonpos.Node
}

// val is a JSON value and the file it is in.
type val struct {
	n *jsonpos.Node
	f *navFile
}

// navElem is an element of the navigation: the root, a tab, an anchor, a
// group, ...
type navElem struct {
	kind   string // "navigation", "tab", "anchor", "dropdown", "product", "version", "language", "item" or "group"
	label  string
	v      val // the element's object (the root of a mint.json: its array)
	parent *navElem
	kids   []*navElem
	// list is the key of the element's children ("groups", "pages",
	// "tabs", ...), "" when it has none; arr is that array.
	list  string
	arr   val
	pages []string // the page entries of arr
}

// childKinds maps the keys of children to the kind of element they hold.
func childKind(key string) string {
	switch key {
	case "products":
		return "product"
	case "languages":
		return "language"
	case "versions":
		return "version"
	case "tabs":
		return "tab"
	case "dropdowns":
		return "dropdown"
	case "anchors":
		return "anchor"
	case "menu":
		return "item"
	case "groups", "pages":
		return "group"
	}
	return ""
}

// childKeys are the keys of an element's children, in Mintlify's order of
// precedence.
func childKeys(kind string) []string {
	if kind == "group" {
		return []string{"pages"}
	}
	return []string{"products", "languages", "versions", "tabs", "dropdowns", "anchors", "menu", "groups", "pages"}
}

// navEditor reads the configuration and edits it.
type navEditor struct {
	d     *docsFolder
	files map[string]*navFile
	main  *navFile
	mint  bool
	root  *navElem
	all   []*navElem // every element but the root, in order
}

// maxRefDepth bounds chains of "$ref" includes.
const maxRefDepth = 16

// openNavigation reads the configuration file and builds its element tree.
func (d *docsFolder) openNavigation() (*navEditor, error) {
	e := &navEditor{d: d, files: map[string]*navFile{}}
	name := config.DocsJSON
	if _, err := d.fsys.Stat(name); err != nil {
		if _, err := d.fsys.Stat(config.MintJSON); err != nil {
			return nil, fmt.Errorf("the docs folder has no docs.json")
		}
		name, e.mint = config.MintJSON, true
	}
	f, err := e.load(name)
	if err != nil {
		return nil, err
	}
	e.main = f
	if f.root.Kind != jsonpos.Object {
		return nil, fmt.Errorf("%s is not a JSON object; fix it first", name)
	}
	e.root = &navElem{kind: "navigation"}
	nv, ok, err := e.member(val{f.root, f}, "navigation", 0)
	if err != nil {
		return nil, err
	}
	if !ok {
		return e, nil
	}
	nv, err = e.deref(nv, 0)
	if err != nil {
		return nil, err
	}
	e.root.v = nv
	switch {
	case e.mint && nv.n.Kind == jsonpos.Array:
		e.root.list, e.root.arr = "groups", nv
		if err := e.children(e.root, nv, 0); err != nil {
			return nil, err
		}
	case nv.n.Kind == jsonpos.Object:
		if err := e.element(e.root, 0); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("%s: navigation must be an object, fix it first", nv.f.name)
	}
	return e, nil
}

// load reads and parses a configuration file.
func (e *navEditor) load(name string) (*navFile, error) {
	if f, ok := e.files[name]; ok {
		return f, nil
	}
	data, err := e.d.readAll(name)
	if err != nil {
		return nil, fsError("$ref", name, err)
	}
	root, err := jsonpos.Parse(jsonpos.NewSource(name, data))
	if err != nil {
		return nil, fmt.Errorf("%s is not valid JSON (%v); fix it first", name, err)
	}
	f := &navFile{name: name, data: data, root: root}
	e.files[name] = f
	return f, nil
}

// ref loads the file a "$ref" in from names.
func (e *navEditor) ref(from *navFile, ref string, depth int) (val, error) {
	if depth > maxRefDepth {
		return val{}, fmt.Errorf("%s: \"$ref\" includes are nested too deeply", from.name)
	}
	name, err := cleanPath(path.Join(path.Dir(from.name), ref), "$ref", false)
	if err != nil {
		return val{}, fmt.Errorf("%s: %w", from.name, err)
	}
	if err := e.d.resolve(name, "$ref"); err != nil {
		return val{}, err
	}
	f, err := e.load(name)
	if err != nil {
		return val{}, err
	}
	return val{f.root, f}, nil
}

// member returns the value of key in the object v, looking through its
// "$ref" when v does not set key itself (the siblings of "$ref" win).
func (e *navEditor) member(v val, key string, depth int) (val, bool, error) {
	if v.n == nil || v.n.Kind != jsonpos.Object {
		return val{}, false, nil
	}
	if n := v.n.Get(key); n != nil {
		return val{n, v.f}, true, nil
	}
	r := v.n.Get("$ref")
	if r == nil || r.Kind != jsonpos.String {
		return val{}, false, nil
	}
	target, err := e.ref(v.f, r.Text, depth+1)
	if err != nil {
		return val{}, false, err
	}
	return e.member(target, key, depth+1)
}

// deref returns what v stands for when it is {"$ref": ...} naming a
// file that holds an array or a string; an object stays as it is (member
// looks through it).
func (e *navEditor) deref(v val, depth int) (val, error) {
	for v.n.Kind == jsonpos.Object {
		r := v.n.Get("$ref")
		if r == nil || r.Kind != jsonpos.String {
			return v, nil
		}
		target, err := e.ref(v.f, r.Text, depth+1)
		if err != nil {
			return val{}, err
		}
		if target.n.Kind == jsonpos.Object {
			return v, nil
		}
		v, depth = target, depth+1
	}
	return v, nil
}

// element fills in el's label and children from its object.
func (e *navEditor) element(el *navElem, depth int) error {
	if depth > 64 {
		return fmt.Errorf("%s: the navigation is nested too deeply", el.v.f.name)
	}
	if el.kind != "navigation" {
		lv, ok, err := e.member(el.v, labelKey(el.kind), depth)
		if err != nil {
			return err
		}
		if ok && lv.n.Kind == jsonpos.String {
			el.label = lv.n.Text
		}
	}
	for _, key := range childKeys(el.kind) {
		cv, ok, err := e.member(el.v, key, depth)
		if err != nil {
			return err
		}
		if !ok {
			continue
		}
		if cv, err = e.deref(cv, depth); err != nil {
			return err
		}
		if cv.n.Kind != jsonpos.Array {
			continue
		}
		el.list, el.arr = key, cv
		return e.children(el, cv, depth)
	}
	return nil
}

// children adds the elements and pages of the array arr to el.
func (e *navEditor) children(el *navElem, arr val, depth int) error {
	kind := childKind(el.list)
	for _, it := range arr.n.Items {
		iv, err := e.deref(val{it, arr.f}, depth)
		if err != nil {
			return err
		}
		switch iv.n.Kind {
		case jsonpos.String:
			if el.list == "pages" {
				el.pages = append(el.pages, iv.n.Text)
			}
		case jsonpos.Object:
			kid := &navElem{kind: kind, v: iv, parent: el}
			if err := e.element(kid, depth+1); err != nil {
				return err
			}
			el.kids = append(el.kids, kid)
			e.all = append(e.all, kid)
		}
	}
	return nil
}

// labelKey is the key of an element's title.
func labelKey(kind string) string {
	if kind == "navigation" {
		return ""
	}
	return kind
}

// chain returns the elements from the outermost one below the root down to
// el.
func (el *navElem) chain() []*navElem {
	var out []*navElem
	for x := el; x != nil && x.kind != "navigation"; x = x.parent {
		out = append(out, x)
	}
	slices.Reverse(out)
	return out
}

// path returns el's label path, for messages: ["Guides", "Get started"].
func (el *navElem) path() string {
	var parts []string
	for _, x := range el.chain() {
		parts = append(parts, x.label)
	}
	b, _ := json.Marshal(parts)
	return string(b)
}

// describe names el for a message: `tab "Guides"`.
func (el *navElem) describe() string {
	if el.kind == "navigation" {
		return "the navigation"
	}
	return fmt.Sprintf("%s %q", el.kind, el.label)
}

// normLabel compares labels without regard to case and spacing.
func normLabel(s string) string { return strings.ToLower(strings.Join(strings.Fields(s), " ")) }

// matches reports whether el is named by labels: its own label is the
// last, and the others name some of its ancestors, in order.
func (el *navElem) matches(labels []string) bool {
	chain := el.chain()
	if normLabel(el.label) != normLabel(labels[len(labels)-1]) {
		return false
	}
	i := 0
	for _, a := range chain[:len(chain)-1] {
		if i < len(labels)-1 && normLabel(a.label) == normLabel(labels[i]) {
			i++
		}
	}
	return i == len(labels)-1
}

// find returns the element named by the longest prefix of labels that
// names one, and the length of that prefix; 0 and the root when none does.
func (e *navEditor) find(labels []string) (*navElem, int, error) {
	for n := len(labels); n > 0; n-- {
		var found []*navElem
		for _, el := range e.all {
			if el.matches(labels[:n]) {
				found = append(found, el)
			}
		}
		switch {
		case len(found) == 1:
			return found[0], n, nil
		case len(found) > 1:
			var paths []string
			for _, f := range found[:min(len(found), 10)] {
				paths = append(paths, f.path())
			}
			return nil, 0, fmt.Errorf("%s names %d places in the navigation: %s; give more of the labels that lead to the one you mean",
				mustJSON(labels[:n]), len(found), strings.Join(paths, ", "))
		}
	}
	return e.root, 0, nil
}

func mustJSON(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// openapiRef matches a page entry that names an OpenAPI operation: "GET
// /users", "openapi.yaml POST /users", "WEBHOOK event".
var openapiRef = regexp.MustCompile(`(?i)^(\S+\s+)?(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS|TRACE|WEBHOOK)\s+\S`)

func (nt *navTools) addToNavigation(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Page  string   `json:"page"`
		Group []string `json:"group"`
		After string   `json:"after"`
	}
	if err := decodeArgs(ToolAddToNavigation, raw, &args); err != nil {
		return "", err
	}
	if err := required(ToolAddToNavigation, "page", args.Page); err != nil {
		return "", err
	}
	var labels []string
	for _, l := range args.Group {
		if l = strings.TrimSpace(l); l != "" {
			labels = append(labels, l)
		}
	}
	if len(labels) == 0 {
		return "", fmt.Errorf("group is empty: give the labels that lead to the group, such as [\"Guides\", \"Get started\"]")
	}
	page, err := nt.navPage(args.Page)
	if err != nil {
		return "", err
	}
	after := ""
	if args.After != "" {
		if after, err = nt.navPage(args.After); err != nil {
			return "", fmt.Errorf("after: %w", err)
		}
	}
	e, err := nt.d.openNavigation()
	if err != nil {
		return "", err
	}
	target, n, err := e.find(labels)
	if err != nil {
		return "", err
	}
	var ed edit
	var msg string
	if n == len(labels) {
		if target.kind != "group" && target.list != "pages" && target.list != "" {
			return "", e.notAGroup(target, labels)
		}
		if slices.Contains(target.pages, page) {
			return fmt.Sprintf("%q is already in %s; nothing changed.", page, target.path()), nil
		}
		if ed, err = e.addPage(target, page, after); err != nil {
			return "", err
		}
		msg = fmt.Sprintf("Added %q to %s %s", page, target.kind, target.path())
		if after != "" {
			msg += fmt.Sprintf(", after %q", after)
		}
	} else {
		if after != "" {
			return "", fmt.Errorf("after: the group %s does not exist yet, so it has no page %q", mustJSON(labels), after)
		}
		container, err := e.container(target, labels[n:], labels)
		if err != nil {
			return "", err
		}
		if ed, err = e.addGroup(container, labels[n:], page); err != nil {
			return "", err
		}
		msg = fmt.Sprintf("Created the group %s in %s and added %q to it", mustJSON(labels[n:]), container.describe(), page)
	}
	if err := nt.applyEdit(ctx, ed); err != nil {
		return "", err
	}
	msg += fmt.Sprintf(" (%s).", ed.file.name)
	if others := e.listedIn(page, target); len(others) > 0 {
		msg += fmt.Sprintf(" Note: it is also listed in %s; remove that entry if the page should appear once.", strings.Join(others, ", "))
	}
	return msg, nil
}

// navPage checks a page argument and returns it as docs.json names it.
func (nt *navTools) navPage(arg string) (string, error) {
	s := strings.TrimSpace(arg)
	if openapiRef.MatchString(s) {
		return s, nil
	}
	rel, err := cleanPath(strings.TrimPrefix(s, "/"), "page", false)
	if err != nil {
		return "", err
	}
	for _, ext := range config.PageExtensions {
		if strings.HasSuffix(rel, ext) {
			rel = strings.TrimSuffix(rel, ext)
			break
		}
	}
	for _, ext := range config.PageExtensions {
		if fi, err := nt.d.fsys.Stat(filepath.FromSlash(rel + ext)); err == nil && fi.Mode().IsRegular() {
			return rel, nil
		}
	}
	return "", fmt.Errorf("there is no page %s.mdx or %s.md; write the page first with write_file", rel, rel)
}

// notAGroup explains that labels name a section that holds other
// sections, not pages.
func (e *navEditor) notAGroup(el *navElem, labels []string) error {
	var names []string
	for _, k := range el.kids[:min(len(el.kids), 8)] {
		names = append(names, fmt.Sprintf("%q", k.label))
	}
	example := append(slices.Clone(labels), "New group")
	if len(el.kids) > 0 {
		example[len(example)-1] = el.kids[0].label
	}
	return fmt.Errorf("%s is a %s that holds %s (%s), not pages; add the label of one of them, such as %s, or a new label to create a group",
		el.path(), el.kind, el.list, strings.Join(names, ", "), mustJSON(example))
}

// container returns the element that gets a new group: el, or the only
// section inside it.
func (e *navEditor) container(el *navElem, missing, labels []string) (*navElem, error) {
	for {
		switch {
		case el.kind == "group", el.list == "groups", el.list == "pages":
			return el, nil
		case el.list == "":
			if el.v.n != nil && el.v.n.Get("href") != nil {
				return nil, fmt.Errorf("%s is a link (href), not a section; it cannot hold groups", el.path())
			}
			return el, nil
		case len(el.kids) == 1:
			el = el.kids[0]
			continue
		}
		var names []string
		for _, k := range el.kids[:min(len(el.kids), 8)] {
			names = append(names, fmt.Sprintf("%q", k.label))
		}
		var example []string
		for _, x := range el.chain() {
			example = append(example, x.label)
		}
		example = append(append(example, el.kids[0].label), missing...)
		return nil, fmt.Errorf("no group %s exists, and %s holds %s (%s), so the place for a new group is not clear; start group with one of them, such as %s",
			mustJSON(labels), el.describe(), el.list, strings.Join(names, ", "), mustJSON(example))
	}
}

// listedIn names the groups other than in that list page.
func (e *navEditor) listedIn(page string, in *navElem) []string {
	var out []string
	for _, el := range append([]*navElem{e.root}, e.all...) {
		if el != in && slices.Contains(el.pages, page) {
			out = append(out, el.path())
		}
	}
	return out
}

// edit is a change to one file: replace data[from:to] with text.
type edit struct {
	file     *navFile
	from, to int
	text     string
}

// addPage inserts the page into el's pages, at the end or after another.
func (e *navEditor) addPage(el *navElem, page, after string) (edit, error) {
	item := &jsonpos.Node{Kind: jsonpos.String, Text: page}
	if el.list == "" {
		return addMember(el.v, "pages", &jsonpos.Node{Kind: jsonpos.Array, Items: []*jsonpos.Node{item}}), nil
	}
	idx := len(el.arr.n.Items) - 1
	if after != "" {
		idx = -1
		for i, it := range el.arr.n.Items {
			if it.Kind == jsonpos.String && it.Text == after {
				idx = i
			}
		}
		if idx < 0 {
			return edit{}, fmt.Errorf("after: %q is not a page of %s; its pages are %s", after, el.path(), mustJSON(el.pages))
		}
	}
	return insertItem(el.arr, idx, item), nil
}

// addGroup inserts new nested groups named labels, the innermost holding
// page, into el.
func (e *navEditor) addGroup(el *navElem, labels []string, page string) (edit, error) {
	var g *jsonpos.Node
	for i := len(labels) - 1; i >= 0; i-- {
		var kid *jsonpos.Node
		if g == nil {
			kid = &jsonpos.Node{Kind: jsonpos.String, Text: page}
		} else {
			kid = g
		}
		g = &jsonpos.Node{Kind: jsonpos.Object, Members: []jsonpos.Member{
			{Key: "group", Value: &jsonpos.Node{Kind: jsonpos.String, Text: labels[i]}},
			{Key: "pages", Value: &jsonpos.Node{Kind: jsonpos.Array, Items: []*jsonpos.Node{kid}}},
		}}
	}
	switch {
	case el.list != "":
		return insertItem(el.arr, len(el.arr.n.Items)-1, g), nil
	case el.kind == "navigation" && el.v.n == nil:
		// No navigation at all.
		var nv *jsonpos.Node
		if e.mint {
			nv = &jsonpos.Node{Kind: jsonpos.Array, Items: []*jsonpos.Node{g}}
		} else {
			nv = &jsonpos.Node{Kind: jsonpos.Object, Members: []jsonpos.Member{{Key: "groups", Value: &jsonpos.Node{Kind: jsonpos.Array, Items: []*jsonpos.Node{g}}}}}
		}
		return addMember(val{e.main.root, e.main}, "navigation", nv), nil
	case el.kind == "group":
		return addMember(el.v, "pages", &jsonpos.Node{Kind: jsonpos.Array, Items: []*jsonpos.Node{g}}), nil
	}
	return addMember(el.v, "groups", &jsonpos.Node{Kind: jsonpos.Array, Items: []*jsonpos.Node{g}}), nil
}

// insertItem inserts v into the array arr after its item at index i (at
// the start when i is -1), formatted like the array's items.
func insertItem(arr val, i int, v *jsonpos.Node) edit {
	data := arr.f.data
	unit := indentUnit(data)
	open := arr.n.Pos.Off
	if len(arr.n.Items) == 0 {
		end := valueEnd(data, open)
		base := lineIndent(data, open)
		return edit{arr.f, open, end, "[\n" + base + unit + format(v, base+unit, unit) + "\n" + base + "]"}
	}
	first := arr.n.Items[0].Pos.Off
	multi := bytes.ContainsRune(data[open:first], '\n')
	indent := lineIndent(data, first)
	if i < 0 {
		if !multi {
			return edit{arr.f, first, first, compact(v) + ", "}
		}
		return edit{arr.f, first, first, format(v, indent, unit) + ",\n" + indent}
	}
	at := valueEnd(data, arr.n.Items[i].Pos.Off)
	if !multi {
		return edit{arr.f, at, at, ", " + compact(v)}
	}
	return edit{arr.f, at, at, ",\n" + indent + format(v, indent, unit)}
}

// addMember adds key: v at the end of the object v.
func addMember(obj val, key string, v *jsonpos.Node) edit {
	data := obj.f.data
	unit := indentUnit(data)
	open := obj.n.Pos.Off
	member := string(jsonpos.AppendQuote(nil, key)) + ": "
	if len(obj.n.Members) == 0 {
		end := valueEnd(data, open)
		base := lineIndent(data, open)
		return edit{obj.f, open, end, "{\n" + base + unit + member + format(v, base+unit, unit) + "\n" + base + "}"}
	}
	first := obj.n.Members[0].KeyPos.Off
	multi := bytes.ContainsRune(data[open:first], '\n')
	last := obj.n.Members[len(obj.n.Members)-1]
	at := valueEnd(data, last.Value.Pos.Off)
	if !multi {
		return edit{obj.f, at, at, ", " + member + compact(v)}
	}
	indent := lineIndent(data, first)
	return edit{obj.f, at, at, ",\n" + indent + member + format(v, indent, unit)}
}

// valueEnd returns the offset just past the JSON value that starts at off
// in data, which is valid JSON.
func valueEnd(data []byte, off int) int {
	depth := 0
	for i := off; i < len(data); i++ {
		switch data[i] {
		case '"':
			for i++; i < len(data) && data[i] != '"'; i++ {
				if data[i] == '\\' {
					i++
				}
			}
			if depth == 0 {
				return i + 1
			}
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return i + 1
			}
		case ' ', '\t', '\r', '\n', ',', ':':
		default:
			if depth == 0 {
				j := i
				for j < len(data) && !strings.ContainsRune(" \t\r\n,}]", rune(data[j])) {
					j++
				}
				return j
			}
		}
	}
	return len(data)
}

// lineIndent returns the spaces and tabs that start the line holding off.
func lineIndent(data []byte, off int) string {
	start := bytes.LastIndexByte(data[:off], '\n') + 1
	end := start
	for end < len(data) && (data[end] == ' ' || data[end] == '\t') {
		end++
	}
	return string(data[start:end])
}

// indentUnit guesses one level of the file's indentation from its first
// indented line: two spaces when nothing is indented.
func indentUnit(data []byte) string {
	for _, line := range bytes.Split(data, []byte("\n")) {
		n := 0
		for n < len(line) && (line[n] == ' ' || line[n] == '\t') {
			n++
		}
		if n > 0 && n < len(line) && line[n] != '\r' {
			if line[0] == '\t' {
				return "\t"
			}
			return string(line[:n])
		}
	}
	return "  "
}

// format writes v over several lines, indent being the indentation of the
// line where it starts.
func format(v *jsonpos.Node, indent, unit string) string {
	var b strings.Builder
	var write func(n *jsonpos.Node, indent string)
	write = func(n *jsonpos.Node, indent string) {
		switch n.Kind {
		case jsonpos.Object:
			b.WriteString("{")
			for i, m := range n.Members {
				if i > 0 {
					b.WriteString(",")
				}
				b.WriteString("\n" + indent + unit)
				b.Write(jsonpos.AppendQuote(nil, m.Key))
				b.WriteString(": ")
				write(m.Value, indent+unit)
			}
			b.WriteString("\n" + indent + "}")
		case jsonpos.Array:
			b.WriteString("[")
			for i, it := range n.Items {
				if i > 0 {
					b.WriteString(",")
				}
				b.WriteString("\n" + indent + unit)
				write(it, indent+unit)
			}
			b.WriteString("\n" + indent + "]")
		default:
			b.WriteString(compact(n))
		}
	}
	write(v, indent)
	return b.String()
}

// compact writes v on one line, with a space after colons and commas.
func compact(v *jsonpos.Node) string {
	switch v.Kind {
	case jsonpos.String:
		return string(jsonpos.AppendQuote(nil, v.Text))
	case jsonpos.Object:
		var parts []string
		for _, m := range v.Members {
			parts = append(parts, string(jsonpos.AppendQuote(nil, m.Key))+": "+compact(m.Value))
		}
		return "{" + strings.Join(parts, ", ") + "}"
	case jsonpos.Array:
		var parts []string
		for _, it := range v.Items {
			parts = append(parts, compact(it))
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return string(v.Marshal())
}

// applyEdit writes an edit of a configuration file, after checking that
// the result is JSON, and keeps it only if the configuration gains no
// error: otherwise the file is restored and the errors are returned.
func (nt *navTools) applyEdit(ctx context.Context, ed edit) error {
	f := ed.file
	updated := slices.Concat(f.data[:ed.from], []byte(ed.text), f.data[ed.to:])
	if _, err := jsonpos.Parse(jsonpos.NewSource(f.name, updated)); err != nil {
		return fmt.Errorf("the edit of %s would not be valid JSON (%v); nothing was changed", f.name, err)
	}
	before := nt.configErrors(ctx)
	nt.d.touch(f.name)
	name := filepath.FromSlash(f.name)
	if err := nt.d.fsys.WriteFile(name, updated, 0o644); err != nil {
		return fsError("path", f.name, err)
	}
	after := nt.configErrors(ctx)
	var added []string
	for _, d := range after {
		if !slices.Contains(before, d) {
			added = append(added, d)
		}
	}
	if len(added) > 0 {
		if err := nt.d.fsys.WriteFile(name, f.data, 0o644); err != nil {
			return fsError("path", f.name, err)
		}
		return fmt.Errorf("the change would make the configuration invalid, so it was undone:\n%s", strings.Join(added, "\n"))
	}
	return nil
}

// configErrors loads the configuration and resolves the navigation, and
// returns the errors found, without their positions (which an edit
// moves).
func (nt *navTools) configErrors(ctx context.Context) []string {
	p, err := config.Load(nt.d.realRoot)
	if err != nil {
		return []string{err.Error()}
	}
	defer p.Close()
	p.CheckFiles()
	errs := p.Diagnostics.Errors()
	if p.Config != nil {
		for _, d := range nav.Build(ctx, p, nt.specs).Diagnostics.All() {
			// An operation with no OpenAPI file deploys as a link to
			// nowhere: the tools refuse it as they refuse a missing page.
			if d.Severity == diag.Error || d.Code == "openapi-missing" {
				errs = append(errs, d)
			}
		}
	}
	var out []string
	for _, d := range errs {
		out = append(out, fmt.Sprintf("%s: %s [%s]", d.FileName(), d.Message, d.Code))
	}
	return out
}

// navigationRefs names the groups whose pages list page; nil when the
// configuration cannot be read.
func (d *docsFolder) navigationRefs(page string) []string {
	e, err := d.openNavigation()
	if err != nil {
		return nil
	}
	return e.listedIn(page, nil)
}

// navigationNote tells the model when a new page is not in the navigation.
func (d *docsFolder) navigationNote(rel string) string {
	e, err := d.openNavigation()
	if err != nil {
		return ""
	}
	page := pagePath(rel)
	if len(e.listedIn(page, nil)) > 0 {
		return ""
	}
	return fmt.Sprintf("%q is not in the navigation: add it with add_to_navigation so that readers find it.", page)
}
