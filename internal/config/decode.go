package config

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/config/mintjson"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// The decoder turns a JSON tree into the typed model. The model's struct
// tags say everything it needs: `json` names the key, `cfg`, `elem` and
// `key` carry the rules (see rules), `doc` documents the key for the JSON
// Schema. A type can take over its own decoding by implementing
// nodeDecoder; that is how the unions of docs.json (a string or an object,
// and so on) are written.
//
// Unknown keys follow Mintlify: in most objects they are ignored, and Folio
// says so in a warning; in the objects Mintlify checks strictly (strict
// types) they are errors.
type decoder struct {
	diags *diag.List
	// legacy is set while decoding a configuration upgraded from mint.json,
	// whose rules are a little looser (top-level groups may have no name).
	legacy bool
	// theme is the configuration's theme, for the keys only one theme
	// reads.
	theme string
	infos map[reflect.Type]*structInfo
	tags  map[string]*rules
	// skip holds nodes standing for values that failed to load (a broken
	// "$ref"); they are reported already and decode to nothing.
	skip map[*jsonpos.Node]bool
}

func newDecoder(diags *diag.List) *decoder {
	return &decoder{diags: diags, infos: map[reflect.Type]*structInfo{}, tags: map[string]*rules{}}
}

// nodeDecoder is implemented (with a pointer receiver) by types that decode
// themselves.
type nodeDecoder interface {
	decodeNode(d *decoder, n *jsonpos.Node, ptr string)
}

// strictObject marks types whose unknown keys are errors.
type strictObject interface{ strictKeys() }

// refuser is implemented by types whose objects Mintlify's validator
// rejects when they hold one of refusedKeys: keys it declares as "never"
// there, such as "graphql" outside a tab. They are errors, not ignored
// unknown keys.
type refuser interface{ refusedKeys() []string }

// division is implemented by navigation elements; childKeys lists the keys
// that hold the element's content in Mintlify's order of precedence ("href"
// first where an element may be a link). Only the first present one is used.
type division interface{ childKeys() []string }

type fieldInfo struct {
	key   string
	index []int
	typ   reflect.Type
	rules *rules
	elem  *rules
	keyr  *rules
	doc   string
}

type structInfo struct {
	name     string
	fields   []*fieldInfo
	byKey    map[string]*fieldInfo
	strict   bool
	loc      []int
	children []string
	refused  []string
}

var (
	locType      = reflect.TypeFor[Loc]()
	childrenType = reflect.TypeFor[Children]()
	decoderType  = reflect.TypeFor[nodeDecoder]()
	strictType   = reflect.TypeFor[strictObject]()
	refuserType  = reflect.TypeFor[refuser]()
	divisionType = reflect.TypeFor[division]()

	// The mint.json model (mintjson) is decoded by this decoder too, with
	// its own location type and hooks.
	mintLocType     = reflect.TypeFor[mintjson.Loc]()
	mintDecoderType = reflect.TypeFor[mintjson.NodeDecoder]()
	mintStrictType  = reflect.TypeFor[mintjson.StrictObject]()
)

// info returns the field table of struct type t.
func (d *decoder) info(t reflect.Type) *structInfo {
	if si, ok := d.infos[t]; ok {
		return si
	}
	si, err := buildStructInfo(t)
	if err != nil {
		// Tags are written by us; a bad one is a programming error that
		// every test would hit.
		panic(err)
	}
	d.infos[t] = si
	return si
}

func buildStructInfo(t reflect.Type) (*structInfo, error) {
	si := &structInfo{name: t.Name(), byKey: map[string]*fieldInfo{}}
	pt := reflect.PointerTo(t)
	si.strict = pt.Implements(strictType) || pt.Implements(mintStrictType)
	if pt.Implements(divisionType) {
		si.children = reflect.New(t).Interface().(division).childKeys()
	}
	if pt.Implements(refuserType) {
		si.refused = reflect.New(t).Interface().(refuser).refusedKeys()
	}
	var walk func(t reflect.Type, index []int, inChildren bool) error
	walk = func(t reflect.Type, index []int, inChildren bool) error {
		for i := range t.NumField() {
			f := t.Field(i)
			idx := append(slices.Clone(index), i)
			if (f.Type == locType || f.Type == mintLocType) && f.Name == "Loc" {
				if len(index) == 0 {
					si.loc = idx
				}
				continue
			}
			if f.Anonymous && f.Type.Kind() == reflect.Struct {
				if err := walk(f.Type, idx, inChildren || f.Type == childrenType); err != nil {
					return err
				}
				continue
			}
			name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
			if name == "" || name == "-" || !f.IsExported() {
				continue
			}
			if inChildren && si.children != nil && !slices.Contains(si.children, name) {
				continue // a kind of content this element cannot hold
			}
			fi := &fieldInfo{key: name, index: idx, typ: f.Type, doc: f.Tag.Get("doc")}
			var err error
			if fi.rules, err = parseRules(f.Tag.Get("cfg")); err != nil {
				return err
			}
			if fi.elem, err = parseRules(f.Tag.Get("elem")); err != nil {
				return err
			}
			if fi.keyr, err = parseRules(f.Tag.Get("key")); err != nil {
				return err
			}
			si.fields = append(si.fields, fi)
			si.byKey[name] = fi
		}
		return nil
	}
	if err := walk(t, nil, false); err != nil {
		return nil, fmt.Errorf("%s: %w", t.Name(), err)
	}
	return si, nil
}

func (d *decoder) report(sev diag.Severity, n *jsonpos.Node, pos jsonpos.Pos, ptr, code, hint, format string, args ...any) {
	if n != nil && pos.Src == nil {
		pos = n.Pos
	}
	d.diags.Add(diag.Diagnostic{Severity: sev, Code: code, Message: fmt.Sprintf(format, args...), Hint: hint, Pos: pos, Pointer: ptr})
}

func (d *decoder) errorf(n *jsonpos.Node, ptr, code, hint, format string, args ...any) {
	d.report(diag.Error, n, jsonpos.Pos{}, ptr, code, hint, format, args...)
}

func (d *decoder) warnf(n *jsonpos.Node, ptr, code, hint, format string, args ...any) {
	d.report(diag.Warning, n, jsonpos.Pos{}, ptr, code, hint, format, args...)
}

// label names the value at ptr in a message: "primary", or "pages[3]".
func label(ptr string) string {
	seg := lastSegment(ptr)
	if _, err := strconv.Atoi(seg); err == nil && ptr != "" {
		parent := lastSegment(ptr[:strings.LastIndexByte(ptr, '/')])
		return parent + "[" + seg + "]"
	}
	if seg == "" {
		return "the configuration"
	}
	return strconv.Quote(seg)
}

func article(kind string) string {
	switch kind {
	case "array", "object":
		return "an " + kind
	}
	return "a " + kind
}

// typeError reports a value of the wrong JSON type.
func (d *decoder) typeError(n *jsonpos.Node, ptr, want string) {
	d.errorf(n, ptr, "wrong-type", "", "%s must be %s, not %s", label(ptr), want, article(n.Kind.String()))
}

// decode fills v from n. r holds the rules of the value itself, elem and
// key those of its items when it is a slice or map.
func (d *decoder) decode(n *jsonpos.Node, ptr string, v reflect.Value, r, elem, key *rules) {
	if d.skip[n] {
		return
	}
	if v.CanAddr() && v.Addr().Type().Implements(decoderType) {
		v.Addr().Interface().(nodeDecoder).decodeNode(d, n, ptr)
		return
	}
	if v.CanAddr() && v.Addr().Type().Implements(mintDecoderType) {
		v.Addr().Interface().(mintjson.NodeDecoder).DecodeNode(mintDecoder{d}, n, ptr)
		return
	}
	switch v.Kind() {
	case reflect.Pointer:
		nv := reflect.New(v.Type().Elem())
		d.decode(n, ptr, nv.Elem(), r, elem, key)
		v.Set(nv)
	case reflect.String:
		if n.Kind != jsonpos.String {
			d.typeError(n, ptr, "a string")
			return
		}
		v.SetString(d.checkString(n, ptr, n.Text, r))
	case reflect.Bool:
		if n.Kind != jsonpos.Bool {
			hint := ""
			if n.Kind == jsonpos.String && (n.Text == "true" || n.Text == "false") {
				hint = fmt.Sprintf("write %s without quotes", n.Text)
			}
			d.errorf(n, ptr, "wrong-type", hint, "%s must be true or false, not %s", label(ptr), article(n.Kind.String()))
			return
		}
		v.SetBool(n.True)
	case reflect.Float64, reflect.Int:
		if n.Kind != jsonpos.Number {
			hint := ""
			if n.Kind == jsonpos.String {
				if _, err := strconv.ParseFloat(n.Text, 64); err == nil {
					hint = fmt.Sprintf("write %s without quotes", n.Text)
				}
			}
			d.errorf(n, ptr, "wrong-type", hint, "%s must be a number, not %s", label(ptr), article(n.Kind.String()))
			return
		}
		f, err := n.Float()
		// Like JSON.parse, a number too large for a float is Infinity,
		// which Mintlify accepts.
		if err != nil && (v.Kind() == reflect.Int || !errors.Is(err, strconv.ErrRange)) {
			d.errorf(n, ptr, "invalid-value", "", "%s is out of range", n.Text)
			return
		}
		if v.Kind() == reflect.Int {
			v.SetInt(int64(f))
		} else {
			v.SetFloat(f)
		}
	case reflect.Slice:
		if n.Kind != jsonpos.Array {
			d.typeError(n, ptr, "an array")
			return
		}
		d.checkCount(n, ptr, len(n.Items), r)
		s := reflect.MakeSlice(v.Type(), len(n.Items), len(n.Items))
		for i, it := range n.Items {
			d.decode(it, ptr+"/"+strconv.Itoa(i), s.Index(i), elem, nil, nil)
		}
		v.Set(s)
	case reflect.Map:
		if n.Kind != jsonpos.Object {
			d.typeError(n, ptr, "an object")
			return
		}
		m := reflect.MakeMapWithSize(v.Type(), len(n.Members))
		for i, mem := range n.Members {
			if d.repeated(n, ptr, i) {
				continue
			}
			kptr := ptr + "/" + escapePointer(mem.Key)
			if key != nil {
				if p := checkEnum(mem.Key, key); p != nil {
					d.report(diag.Error, nil, mem.KeyPos, kptr, p.code, p.hint, "%s", p.msg)
					continue
				}
			}
			ev := reflect.New(v.Type().Elem()).Elem()
			d.decode(mem.Value, kptr, ev, elem, nil, nil)
			m.SetMapIndex(reflect.ValueOf(mem.Key), ev)
		}
		v.Set(m)
	case reflect.Struct:
		d.decodeStruct(n, ptr, v)
	default:
		panic(fmt.Sprintf("config: cannot decode into %s", v.Type()))
	}
}

// repeated reports whether member i of the object at ptr is overridden by
// a later member with the same key; it warns once for each overridden one.
func (d *decoder) repeated(n *jsonpos.Node, ptr string, i int) bool {
	key := n.Members[i].Key
	for j := i + 1; j < len(n.Members); j++ {
		if n.Members[j].Key == key {
			l, _ := n.Members[j].KeyPos.LineCol()
			d.report(diag.Warning, nil, n.Members[i].KeyPos, ptr+"/"+escapePointer(key), "duplicate-key", "remove one of them",
				"key %q appears again on line %d; this earlier value is ignored", key, l)
			return true
		}
	}
	return false
}

func (d *decoder) decodeStruct(n *jsonpos.Node, ptr string, v reflect.Value) {
	if n.Kind != jsonpos.Object {
		d.typeError(n, ptr, "an object")
		return
	}
	si := d.info(v.Type())
	if si.loc != nil {
		loc := v.FieldByIndex(si.loc)
		loc.Set(reflect.ValueOf(Loc{Node: n, Pointer: ptr}).Convert(loc.Type()))
	}
	skip := d.pickChild(n, ptr, si)
	seen := map[string]bool{}
	for i, mem := range n.Members {
		if d.repeated(n, ptr, i) {
			continue
		}
		seen[mem.Key] = true
		mptr := ptr + "/" + escapePointer(mem.Key)
		fi := si.byKey[mem.Key]
		if fi == nil && slices.Contains(si.refused, mem.Key) {
			d.report(diag.Error, nil, mem.KeyPos, mptr, "unknown-key", refusedHints[mem.Key],
				"%q is not allowed in %s", mem.Key, describeObject(si.name, ptr))
			continue
		}
		if fi == nil {
			d.unknownKey(si, mem, ptr)
			continue
		}
		if skip[mem.Key] {
			continue
		}
		fv := v.FieldByIndex(fi.index)
		if fi.rules.lenient {
			d.decodeLenient(mem.Value, mptr, fv, fi)
			continue
		}
		d.decode(mem.Value, mptr, fv, fi.rules, fi.elem, fi.keyr)
	}
	for _, fi := range si.fields {
		if fi.rules.required && !seen[fi.key] {
			d.errorf(n, ptr, "missing-key", requiredHint(si.name, fi.key), "%s is missing the required key %q", describeObject(si.name, ptr), fi.key)
		}
	}
}

// decodeLenient decodes a value that Mintlify drops silently when it is
// invalid: errors become one warning and the field stays empty.
func (d *decoder) decodeLenient(n *jsonpos.Node, ptr string, fv reflect.Value, fi *fieldInfo) {
	var sub diag.List
	sd := &decoder{diags: &sub, legacy: d.legacy, theme: d.theme, infos: d.infos, tags: d.tags, skip: d.skip}
	tmp := reflect.New(fv.Type()).Elem()
	sd.decode(n, ptr, tmp, fi.rules, fi.elem, fi.keyr)
	if !sub.HasErrors() {
		fv.Set(tmp)
		d.diags.Append(sub)
		return
	}
	first := sub.Errors()[0]
	d.warnf(n, ptr, "ignored-value", first.Message, "%s is not valid here and is ignored (Mintlify drops it too)", label(ptr))
}

// pickChild applies Mintlify's precedence when an element holds several
// kinds of content. Mintlify validates such an element against a union whose
// members it tries in precedence order, so the first present key whose value
// is valid wins; an earlier key with an invalid value is dropped rather than
// refused. When no value is valid, the first present key wins and its errors
// are reported. The others are ignored with a warning. It returns the keys to
// skip.
func (d *decoder) pickChild(n *jsonpos.Node, ptr string, si *structInfo) map[string]bool {
	if si.children == nil {
		return nil
	}
	var present []string
	for _, k := range si.children {
		if _, ok := n.Member(k); ok {
			present = append(present, k)
		}
	}
	if len(present) < 2 {
		return nil
	}
	winner := present[0]
	invalid := map[string]string{}
	for _, k := range present {
		msg := d.trial(n, ptr, si, k)
		if msg == "" {
			winner = k
			break
		}
		invalid[k] = msg
	}
	skip := map[string]bool{}
	for _, k := range present {
		if k == winner {
			continue
		}
		skip[k] = true
		m, _ := n.Member(k)
		kptr := ptr + "/" + escapePointer(k)
		if msg, bad := invalid[k]; bad && invalid[winner] == "" {
			d.report(diag.Warning, nil, m.KeyPos, kptr, "ignored-key", msg,
				"%q is ignored: its value is not valid, so %q is used instead (as Mintlify does)", k, winner)
			continue
		}
		why := fmt.Sprintf("%q takes precedence", winner)
		if winner == "href" {
			why = "\"href\" makes this element a link"
		}
		d.report(diag.Warning, nil, m.KeyPos, kptr, "ignored-key",
			fmt.Sprintf("an element holds one kind of content; remove %q or move it into its own element", k),
			"%q is ignored: %s", k, why)
	}
	return skip
}

// trial decodes the value of key k on its own and returns the first error's
// message, or "" when the value is valid.
func (d *decoder) trial(n *jsonpos.Node, ptr string, si *structInfo, k string) string {
	fi := si.byKey[k]
	m, _ := n.Member(k)
	if fi == nil || m.Value == nil {
		return ""
	}
	var sub diag.List
	sd := &decoder{diags: &sub, legacy: d.legacy, theme: d.theme, infos: d.infos, tags: d.tags, skip: d.skip}
	tmp := reflect.New(fi.typ).Elem()
	sd.decode(m.Value, ptr+"/"+escapePointer(k), tmp, fi.rules, fi.elem, fi.keyr)
	if !sub.HasErrors() {
		return ""
	}
	return sub.Errors()[0].Message
}

func (d *decoder) unknownKey(si *structInfo, mem jsonpos.Member, objPtr string) {
	ptr := objPtr + "/" + escapePointer(mem.Key)
	known := make([]string, 0, len(si.fields))
	for _, f := range si.fields {
		known = append(known, f.key)
	}
	hint := legacyHint(si.name, mem.Key)
	if hint == "" {
		hint = didYouMean(mem.Key, known)
	}
	if hint == "" && len(known) <= 12 {
		hint = "allowed keys: " + strings.Join(known, ", ")
	}
	if si.strict {
		d.report(diag.Error, nil, mem.KeyPos, ptr, "unknown-key", hint, "unknown key %q in %s", mem.Key, describeObject(si.name, objPtr))
		return
	}
	d.report(diag.Warning, nil, mem.KeyPos, ptr, "unknown-key", hint, "unknown key %q in %s is ignored", mem.Key, describeObject(si.name, objPtr))
}

var refusedHints = map[string]string{
	"graphql": "only a tab can generate pages from a GraphQL schema",
	"sdk":     "only a tab or a group can generate SDK reference pages",
}

// describeObject names an object for messages: "a group", "colors".
func describeObject(typeName, ptr string) string {
	if n, ok := objectNames[typeName]; ok {
		return n
	}
	if ptr == "" {
		return "docs.json"
	}
	return label(ptr)
}

var objectNames = map[string]string{
	"Group": "a group", "Tab": "a tab", "Anchor": "an anchor", "Dropdown": "a dropdown",
	"Product": "a product", "Version": "a version", "Language": "a language", "MenuItem": "a menu item",
	"Navigation": "navigation", "Global": "navigation.global", "Config": "docs.json",
	"Redirect": "a redirect", "FooterLink": "a footer link", "FooterColumn": "a footer column",
	"NavbarLink": "a navbar link", "GlobalLanguage": "a global language link", "GlobalVersion": "a global version link",
	"GlobalTab": "a global tab link", "GlobalDropdown": "a global dropdown link", "GlobalAnchor": "a global anchor link",
	"GlobalProduct": "a global product link",
	// mint.json
	"mintConfig": "mint.json", "mintGroup": "a navigation group", "mintTab": "a tab",
	"mintAnchor": "an anchor", "mintVersionObject": "a version", "mintColors": "colors",
	"mintCTALink": "a topbar link", "mintCTAGithub": "a GitHub topbar link",
	"mintGradient": "a colour gradient", "mintAPI": "api", "mintAuth": "api.auth",
	"mintAnalytics": "analytics", "mintFontPair": "font", "mintTopAnchor": "topAnchor",
	"mintPrimaryTab": "primaryTab",
}

func requiredHint(typeName, key string) string {
	switch typeName + "." + key {
	case "Config.theme":
		return "choose one of " + strings.Join(Themes, ", ")
	case "Config.colors":
		return "add \"colors\": {\"primary\": \"#0D9373\"}"
	case "Group.group":
		return "\"group\" is the name shown above the group's pages"
	}
	return ""
}

// checkString applies string rules and returns the normalised value.
func (d *decoder) checkString(n *jsonpos.Node, ptr, s string, r *rules) string {
	if r == nil {
		return s
	}
	if r.trim {
		s = trimJS(s)
	}
	if r.nonempty && s == "" {
		d.errorf(n, ptr, "empty-value", "", "%s must not be empty", label(ptr))
		return s
	}
	if r.min >= 0 && utf16Len(s) < r.min {
		d.errorf(n, ptr, "too-short", "", "%s must be at least %d characters long", label(ptr), r.min)
		return s
	}
	if r.max >= 0 && utf16Len(s) > r.max {
		d.errorf(n, ptr, "too-long", "", "%s must be at most %d characters long", label(ptr), r.max)
		return s
	}
	if p := checkEnum(s, r); p != nil {
		d.errorf(n, ptr, p.code, p.hint, "%s", p.msg)
		return s
	}
	if r.prefix != "" && !strings.HasPrefix(s, r.prefix) {
		d.errorf(n, ptr, "invalid-value", "", "%s must start with %q", label(ptr), r.prefix)
		return s
	}
	if r.notPrefix != "" && strings.HasPrefix(s, r.notPrefix) {
		d.errorf(n, ptr, "invalid-value", fmt.Sprintf("write %q", strings.TrimPrefix(s, r.notPrefix)), "%s must not start with %q", label(ptr), r.notPrefix)
		return s
	}
	if r.format != "" {
		norm, p := checkFormat(r.format, s)
		if p != nil {
			d.errorf(n, ptr, p.code, p.hint, "%s: %s", label(ptr), p.msg)
			return s
		}
		s = norm
	}
	return s
}

func checkEnum(s string, r *rules) *problem {
	if r == nil || r.enum == nil || slices.Contains(r.enum, s) {
		return nil
	}
	code := r.code
	if code == "" {
		code = "invalid-value"
	}
	hint := didYouMean(s, r.enum)
	if hint == "" && len(r.enum) <= 20 {
		hint = "choose one of " + strings.Join(r.enum, ", ")
	}
	what := "value"
	switch r.enumName {
	case "themes":
		what = "theme"
	case "locales":
		what = "language code"
	case "socials":
		what = "social network"
	case "shiki":
		what = "code theme"
	}
	return &problem{code, fmt.Sprintf("unknown %s %q", what, s), hint}
}

func (d *decoder) checkCount(n *jsonpos.Node, ptr string, count int, r *rules) {
	if r == nil {
		return
	}
	if r.min >= 0 && count < r.min {
		d.errorf(n, ptr, "too-few", "", "%s needs at least %d %s", label(ptr), r.min, plural(r.min, "item", "items"))
	}
	if r.max >= 0 && count > r.max {
		d.errorf(n, ptr, "too-many", "", "%s may have at most %d %s, not %d", label(ptr), r.max, plural(r.max, "item", "items"), count)
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
