package config

import (
	"fmt"
	"os"
	"reflect"

	"github.com/foliodocs/folio/internal/config/mintjson"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// This file loads a legacy mint.json: the model and the upgrade are in
// mintjson, decoded by this package's decoder through mintDecoder.

// Upgrade converts a parsed mint.json into the docs.json that Mintlify's
// upgrade produces (mintjson.File.Upgrade). It reports mint.json's own
// validation problems (with positions and JSON pointers into mint.json);
// when there are errors it returns nil.
func Upgrade(tree *jsonpos.Node, opts mintjson.Options) (*jsonpos.Node, diag.List) {
	return upgrade(tree, opts, nil)
}

// upgrade is Upgrade for a tree whose "$ref" includes are resolved; skip
// holds the placeholders of failed includes, reported already.
func upgrade(tree *jsonpos.Node, opts mintjson.Options, skip map[*jsonpos.Node]bool) (*jsonpos.Node, diag.List) {
	var l diag.List
	if tree == nil {
		return nil, l
	}
	d := newDecoder(&l)
	d.skip = skip
	f := mintjson.Decode(mintDecoder{d}, tree)
	if l.HasErrors() {
		return nil, l
	}
	return f.Upgrade(opts), l
}

// loadMint upgrades a parsed mint.json, its includes resolved, in memory
// and decodes the result.
func (p *Project) loadMint(tree *jsonpos.Node, skip map[*jsonpos.Node]bool) {
	p.Upgraded = true
	p.mintPointers = map[jsonpos.Pos]string{}
	indexPointers(tree, "", p.mintPointers)
	defer p.pointIntoMint()
	up, diags := upgrade(tree, mintjson.Options{}, skip)
	p.Diagnostics.Append(diags)
	if up == nil {
		return
	}
	p.Tree = up
	// Mintlify does not validate the upgraded configuration of a mint.json
	// site, so what docs.json's rules find in it are warnings here.
	var l diag.List
	p.Config = decodeConfig(up, &l, true, nil)
	for _, d := range l.All() {
		if d.Severity == diag.Error {
			d.Severity = diag.Warning
			if d.Hint == "" {
				d.Hint = "docs.json does not allow this; fix it in mint.json, or run folio upgrade and fix it in docs.json"
			}
		}
		p.Diagnostics.Add(d)
	}
}

// checkMintBeside checks a mint.json left beside docs.json. Mintlify's
// build reads docs.json, but it still parses and validates mint.json
// (updateMintConfigFile in @mintlify/prebuild) and fails when it is
// invalid; its errors are errors here too, and nothing else of it is read.
func (p *Project) checkMintBeside() {
	fi, err := p.root.Stat(MintJSON)
	if err != nil || !fi.Mode().IsRegular() {
		return
	}
	var l diag.List
	data, err := readLimited(p.root, MintJSON)
	if err != nil {
		return // too large or unreadable: docs.json is what is read
	}
	tree, err := jsonpos.Parse(jsonSource(jsonpos.NewSource(MintJSON, data), &l))
	if err != nil {
		l.Add(syntaxDiag(err))
	} else {
		res := &refResolver{root: p.root, diags: &l}
		tree = res.resolve(tree, "", MintJSON, []string{MintJSON}, 0)
		_, diags := upgrade(tree, mintjson.Options{}, res.failed)
		l.Append(diags)
	}
	for _, d := range l.Errors() {
		d.Hint = "Mintlify validates mint.json even beside docs.json, which it reads instead, and refuses to build when it is invalid; fix mint.json or delete it"
		p.Diagnostics.Add(d)
	}
}

// UpgradeFolder reads the mint.json of the docs folder root, resolves its
// includes, and returns the docs.json it upgrades to, formatted as
// Mintlify's CLI writes it. Problems with mint.json are in the list; when
// there are errors the returned bytes are nil.
func UpgradeFolder(root string, opts mintjson.Options) ([]byte, diag.List, error) {
	var l diag.List
	r, err := os.OpenRoot(root)
	if err != nil {
		return nil, l, fmt.Errorf("open docs folder: %w", err)
	}
	defer r.Close()
	data, err := readLimited(r, MintJSON)
	if err != nil {
		return nil, l, fmt.Errorf("read %s: %w", MintJSON, err)
	}
	tree, err := jsonpos.Parse(jsonSource(jsonpos.NewSource(MintJSON, data), &l))
	if err != nil {
		l.Add(syntaxDiag(err))
		return nil, l, nil
	}
	res := &refResolver{root: r, diags: &l}
	tree = res.resolve(tree, "", MintJSON, []string{MintJSON}, 0)
	up, diags := upgrade(tree, opts, res.failed)
	l.Append(diags)
	if up == nil || l.HasErrors() {
		return nil, l, nil
	}
	return append(up.MarshalIndent(), '\n'), l, nil
}

// mintDecoder is the decoder as mintjson sees it.
type mintDecoder struct{ d *decoder }

func (m mintDecoder) DecodeInto(n *jsonpos.Node, ptr string, v any) { m.d.decodeInto(n, ptr, v) }

func (m mintDecoder) DecodeMap(n *jsonpos.Node, ptr string, v any, valueTag, keyTag string) {
	m.d.decode(n, ptr, reflect.ValueOf(v).Elem(), nil, m.d.tagRules(valueTag), m.d.tagRules(keyTag))
}

func (m mintDecoder) CheckString(n *jsonpos.Node, ptr, tag string) string {
	return m.d.str(n, ptr, tag)
}

func (m mintDecoder) TypeError(n *jsonpos.Node, ptr, want string) { m.d.typeError(n, ptr, want) }

func (m mintDecoder) Errorf(n *jsonpos.Node, ptr, code, hint, format string, args ...any) {
	m.d.errorf(n, ptr, code, hint, format, args...)
}

func (m mintDecoder) Warnf(n *jsonpos.Node, ptr, code, hint, format string, args ...any) {
	m.d.warnf(n, ptr, code, hint, format, args...)
}

func (m mintDecoder) Label(ptr string) string { return label(ptr) }

func (m mintDecoder) Fields(t reflect.Type) []mintjson.Field {
	si := m.d.info(t)
	out := make([]mintjson.Field, len(si.fields))
	for i, fi := range si.fields {
		out[i] = mintjson.Field{Key: fi.key, Index: fi.index}
	}
	return out
}

// tagRules returns the parsed rules of a tag, cached.
func (d *decoder) tagRules(tag string) *rules {
	r, ok := d.tags[tag]
	if !ok {
		var err error
		if r, err = parseRules(tag); err != nil {
			panic(err) // our own tag: a programming error
		}
		d.tags[tag] = r
	}
	return r
}
