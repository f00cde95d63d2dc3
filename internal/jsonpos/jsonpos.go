// Package jsonpos parses JSON into a tree that remembers where each value and
// each object key starts in its file, so that every later check can point at
// a line and column.
//
// It accepts exactly RFC 8259 JSON, like JavaScript's JSON.parse, and reports
// what JSON.parse would reject (comments, trailing commas, a byte order mark,
// bad escapes, invalid UTF-8) as a SyntaxError with a position. Nesting is
// bounded by MaxDepth so that hostile input cannot exhaust the stack.
package jsonpos

import (
	"fmt"
	"sort"
	"strconv"
	"sync"
	"unicode/utf8"
)

// Kind is the JSON type of a Node.
type Kind uint8

// The JSON types.
const (
	Null Kind = iota
	Bool
	Number
	String
	Object
	Array
)

// String returns the name a person would use for the kind, as in error
// messages ("expected a string, found a number").
func (k Kind) String() string {
	switch k {
	case Null:
		return "null"
	case Bool:
		return "boolean"
	case Number:
		return "number"
	case String:
		return "string"
	case Object:
		return "object"
	case Array:
		return "array"
	}
	return "unknown"
}

// Source is one parsed file. Name is how diagnostics refer to it (a path
// relative to the project root, with forward slashes).
type Source struct {
	Name string
	Data []byte
	// Via is where this file was included from with "$ref", nil for a file
	// that was opened directly. It lets a diagnostic name the include chain.
	Via *Pos

	linesOnce sync.Once
	lines     []int // byte offset of the start of each line
	// marks[k] is the first character boundary at or after byte
	// (k+1)*markStep, with the characters before it.
	marks []mark
}

// markStep spaces the marks that keep a column's cost bounded: counting
// characters from the start of the line made every position of a
// minified, one-line specification cost the length of the line before it,
// which took 14 s for a 600 KB file. A column now counts at most markStep
// bytes from a mark.
const markStep = 256

type mark struct{ off, runes int }

// NewSource wraps data read from the file called name.
func NewSource(name string, data []byte) *Source {
	return &Source{Name: name, Data: data}
}

// LineCol converts a byte offset into a 1-based line and a 1-based column
// counted in characters (runes), which is what a person sees in an editor.
func (s *Source) LineCol(off int) (line, col int) {
	if s == nil {
		return 0, 0
	}
	s.linesOnce.Do(s.indexLines)
	if off < 0 {
		off = 0
	}
	if off > len(s.Data) {
		off = len(s.Data)
	}
	// Binary search for the last line start <= off.
	lo, hi := 0, len(s.lines)-1
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if s.lines[mid] <= off {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return lo + 1, s.runesBefore(off) - s.runesBefore(s.lines[lo]) + 1
}

// Offset converts a 1-based line and column (in characters) into a byte
// offset, the inverse of LineCol: a column past the end of its line gives
// the end of the line, a line before the first the start of Data and one
// after the last its end. Like LineCol it reads at most about markStep
// bytes of a long line.
func (s *Source) Offset(line, col int) int {
	if s == nil || line < 1 {
		return 0
	}
	s.linesOnce.Do(s.indexLines)
	if line > len(s.lines) {
		return len(s.Data)
	}
	off, end := s.lines[line-1], len(s.Data)
	if line < len(s.lines) {
		end = s.lines[line] - 1 // the line's '\n'
	}
	runes := s.runesBefore(off)
	want := runes + max(col-1, 0)
	if k := sort.Search(len(s.marks), func(i int) bool { return s.marks[i].runes > want }) - 1; k >= 0 && s.marks[k].off > off {
		if s.marks[k].off >= end {
			return end
		}
		off, runes = s.marks[k].off, s.marks[k].runes
	}
	for ; runes < want && off < end; runes++ {
		_, size := utf8.DecodeRune(s.Data[off:end])
		off += size
	}
	return off
}

// runesBefore is the number of characters in Data[:off], as
// utf8.RuneCount counts them.
func (s *Source) runesBefore(off int) int {
	k := min(off/markStep, len(s.marks)) - 1
	if k >= 0 && s.marks[k].off > off {
		k--
	}
	if k < 0 {
		return utf8.RuneCount(s.Data[:off])
	}
	m := s.marks[k]
	return m.runes + utf8.RuneCount(s.Data[m.off:off])
}

// Line returns the text of the 1-based line n without its line ending.
func (s *Source) Line(n int) string {
	start, end := s.LineSpan(n)
	if s == nil || start == end {
		return ""
	}
	return string(s.Data[start:end])
}

// LineSpan returns where the 1-based line n starts and ends in Data,
// without its line ending; 0, 0 when there is no such line.
func (s *Source) LineSpan(n int) (start, end int) {
	if s == nil {
		return 0, 0
	}
	s.linesOnce.Do(s.indexLines)
	if n < 1 || n > len(s.lines) {
		return 0, 0
	}
	start = s.lines[n-1]
	end = len(s.Data)
	if n < len(s.lines) {
		end = s.lines[n] - 1
	}
	if end > start && s.Data[end-1] == '\r' {
		end--
	}
	return start, end
}

func (s *Source) indexLines() {
	s.lines = append(s.lines, 0)
	for i, b := range s.Data {
		if b == '\n' {
			s.lines = append(s.lines, i+1)
		}
	}
	// The marks step through the characters as utf8.RuneCount does, so
	// that a count from a mark is a count from the start.
	i, runes := 0, 0
	for next := markStep; next < len(s.Data); next += markStep {
		for i < next {
			if s.Data[i] < utf8.RuneSelf {
				i++
			} else {
				_, size := utf8.DecodeRune(s.Data[i:])
				i += size
			}
			runes++
		}
		s.marks = append(s.marks, mark{i, runes})
	}
}

// Pos is a place in a Source.
type Pos struct {
	Src *Source
	Off int
}

// LineCol returns the 1-based line and column of p.
func (p Pos) LineCol() (line, col int) { return p.Src.LineCol(p.Off) }

// String formats p as file:line:col.
func (p Pos) String() string {
	if p.Src == nil {
		return "-"
	}
	l, c := p.LineCol()
	return fmt.Sprintf("%s:%d:%d", p.Src.Name, l, c)
}

// Node is one JSON value.
type Node struct {
	Kind Kind
	Pos  Pos
	// Text holds the decoded value of a String and the literal text of a
	// Number (so that no precision is lost before the caller decides).
	Text string
	// True is the value of a Bool.
	True bool
	// Members of an Object, in source order. Duplicate keys are kept; Get
	// returns the last one, as JSON.parse does.
	Members []Member
	// Items of an Array.
	Items []*Node
}

// Member is one key of an object with its value.
type Member struct {
	Key    string
	KeyPos Pos
	Value  *Node
}

// Get returns the value of the last member called key, or nil.
func (n *Node) Get(key string) *Node {
	if n == nil || n.Kind != Object {
		return nil
	}
	for i := len(n.Members) - 1; i >= 0; i-- {
		if n.Members[i].Key == key {
			return n.Members[i].Value
		}
	}
	return nil
}

// Member returns the last member called key.
func (n *Node) Member(key string) (Member, bool) {
	if n == nil || n.Kind != Object {
		return Member{}, false
	}
	for i := len(n.Members) - 1; i >= 0; i-- {
		if n.Members[i].Key == key {
			return n.Members[i], true
		}
	}
	return Member{}, false
}

// Float returns the value of a Number.
func (n *Node) Float() (float64, error) {
	return strconv.ParseFloat(n.Text, 64)
}

// Include is one step of an include chain: File was included at At.
type Include struct {
	File string
	At   Pos
}

// IncludeChain lists where s was included from, innermost first; it is
// empty for a file that was opened directly.
func (s *Source) IncludeChain() []Include {
	var out []Include
	for src := s; src != nil && src.Via != nil; src = src.Via.Src {
		out = append(out, Include{File: src.Name, At: *src.Via})
	}
	return out
}
