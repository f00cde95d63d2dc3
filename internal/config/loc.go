package config

import (
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/jsonpos"
)

// Loc records where a value of the configuration came from: the JSON node
// (which knows its file and offset) and its JSON pointer in the resolved
// configuration.
type Loc struct {
	Node    *jsonpos.Node
	Pointer string
}

// Pos returns the position of the value.
func (l Loc) Pos() jsonpos.Pos {
	if l.Node == nil {
		return jsonpos.Pos{}
	}
	return l.Node.Pos
}

// Key returns the location of the member key's value, or of the object
// itself when the member is absent.
func (l Loc) Key(key string) Loc {
	ptr := l.Pointer + "/" + escapePointer(key)
	if v := l.Node.Get(key); v != nil {
		return Loc{Node: v, Pointer: ptr}
	}
	return Loc{Node: l.Node, Pointer: l.Pointer}
}

// Index returns the location of item i of an array.
func (l Loc) Index(i int) Loc {
	ptr := l.Pointer + "/" + strconv.Itoa(i)
	if l.Node != nil && l.Node.Kind == jsonpos.Array && i < len(l.Node.Items) {
		return Loc{Node: l.Node.Items[i], Pointer: ptr}
	}
	return Loc{Node: l.Node, Pointer: ptr}
}

// Valid reports whether l points at a value.
func (l Loc) Valid() bool { return l.Node != nil }

// escapePointer escapes one JSON pointer segment (RFC 6901).
func escapePointer(s string) string {
	if !strings.ContainsAny(s, "~/") {
		return s
	}
	return strings.NewReplacer("~", "~0", "/", "~1").Replace(s)
}

// lastSegment returns the unescaped last segment of a pointer.
func lastSegment(ptr string) string {
	i := strings.LastIndexByte(ptr, '/')
	if i < 0 {
		return ptr
	}
	return strings.NewReplacer("~1", "/", "~0", "~").Replace(ptr[i+1:])
}
