// Package mintjson is the legacy mint.json, Mintlify's configuration
// before docs.json: its model (Mintlify's v1 schema in @mintlify/validation
// 0.1.878: the same keys, rules and strict objects), the rules that span
// several values, and the upgrade to the docs.json Mintlify writes from it.
//
// It is apart from config because it is a second configuration format
// that only loading and `folio upgrade` need. It does not import config:
// the model is decoded by config's decoder (the same struct tags, rules,
// positions and messages as docs.json's), which it reaches through the
// Decoder interface below, and config's loader calls Decode and Upgrade
// when a folder has mint.json. The result of the upgrade is a JSON tree
// that config decodes as docs.json.
package mintjson

import (
	"reflect"
	"strings"

	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/whatwgurl"
)

// Options tune the mint.json upgrade.
type Options struct {
	// MapTheme maps mint.json's theme and layout to the nearest docs.json
	// theme (venus → palm, quill → willow, sidenav → maple, ...), as
	// Mintlify's CLI does when it writes docs.json. Without it the theme is
	// "mint", as on Mintlify's build servers.
	MapTheme bool
}

// Decoder is the configuration decoder the model is decoded with; config
// provides it. Problems are reported with the node they are about and its
// JSON pointer.
type Decoder interface {
	// DecodeInto decodes the object n into the struct v points to, by its
	// json and cfg tags, calling DecodeNode of the types that have one and
	// filling a field "Loc Loc" with where the value came from.
	DecodeInto(n *jsonpos.Node, ptr string, v any)
	// DecodeMap decodes the object n into the map m points to, each value
	// checked against the rules valueTag and each key against keyTag
	// (written like a cfg tag).
	DecodeMap(n *jsonpos.Node, ptr string, m any, valueTag, keyTag string)
	// CheckString returns the string n checked against the rules tag.
	CheckString(n *jsonpos.Node, ptr, tag string) string
	// TypeError reports that n is not what was wanted ("a string").
	TypeError(n *jsonpos.Node, ptr, want string)
	Errorf(n *jsonpos.Node, ptr, code, hint, format string, args ...any)
	Warnf(n *jsonpos.Node, ptr, code, hint, format string, args ...any)
	// Label names the value at ptr in a message.
	Label(ptr string) string
	// Fields lists the decoded fields of the struct type t in field order.
	Fields(t reflect.Type) []Field
}

// Field is a decoded field of a struct of the model.
type Field struct {
	Key   string // its key in the JSON object
	Index []int  // for reflect.Value.FieldByIndex
}

// NodeDecoder is implemented by the model's types that decode themselves
// (unions such as "a path or an object"); the decoder calls DecodeNode
// instead of decoding them by their tags.
type NodeDecoder interface {
	DecodeNode(d Decoder, n *jsonpos.Node, ptr string)
}

// StrictObject is implemented by the model's objects that refuse unknown
// keys, as Mintlify's strict zod objects do.
type StrictObject interface{ StrictKeys() }

// Loc records where a value of mint.json came from: the JSON node and its
// JSON pointer. The decoder fills a struct's field "Loc Loc".
type Loc struct {
	Node    *jsonpos.Node
	Pointer string
}

// Key returns the location of the member key's value, or of the object
// itself when the member is absent.
func (l Loc) Key(key string) Loc {
	if v := l.Node.Get(key); v != nil {
		return Loc{Node: v, Pointer: l.Pointer + "/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(key)}
	}
	return Loc{Node: l.Node, Pointer: l.Pointer}
}

// stringOrObject decodes a union of a checked string and an object.
func stringOrObject[T any](d Decoder, n *jsonpos.Node, ptr, tag, want string) (string, *T) {
	switch n.Kind {
	case jsonpos.String:
		return d.CheckString(n, ptr, tag), nil
	case jsonpos.Object:
		o := new(T)
		d.DecodeInto(n, ptr, o)
		return "", o
	}
	d.TypeError(n, ptr, want)
	return "", nil
}

// isAbsoluteURL reports whether s parses as an absolute URL the way a
// browser's URL parser (new URL(s)) does.
func isAbsoluteURL(s string) bool {
	_, ok := whatwgurl.Parse(s)
	return ok
}
