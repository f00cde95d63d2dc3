package icon

import (
	"compress/flate"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"
)

// The data file's layout is documented where it is written, in
// gen/encode.go; this reader follows it and checks every index, so a
// damaged file fails Load instead of a lookup.
const magic = "folio-icons\x00\x01"

// maxSection bounds what one library may inflate to (the largest is
// about 2 MB), so a damaged header cannot ask for a huge buffer.
const maxSection = 16 << 20

// library is one icon set, decoded. Every string in it is a substring of
// one inflated section, so Load allocates a few large blocks rather than
// thousands of small strings.
type library struct {
	id        string
	version   string
	notice    string
	styles    []string
	viewBoxes []string
	paints    []paint
	entries   []entry // sorted by name
	aliases   []alias // sorted by name
	glyphs    []glyph // entry by entry, style by style
}

type entry struct {
	name  string
	first int32 // index of the entry's first glyph
	mask  uint8 // bit i set: the entry has styles[i]
}

type alias struct {
	name  string
	entry int32
}

type glyph struct {
	body    string
	viewBox uint16
	paint   uint8
}

type paint struct {
	stroke                   bool
	width, linecap, linejoin string
}

// decode reads the data file, inflating the libraries in parallel: that
// is most of Load's time.
func decode(file string) (*Set, error) {
	r := &reader{s: file}
	if !strings.HasPrefix(file, magic) {
		return nil, errors.New("icon: data file: bad magic")
	}
	r.off = len(magic)
	type section struct {
		id              string
		rawLen, compLen int
		comp            string
		lib             *library
		err             error
	}
	sections := make([]section, r.count(8))
	for i := range sections {
		sections[i].id = r.str()
		sections[i].rawLen = r.count(maxSection)
		sections[i].compLen = r.count(len(file))
	}
	for i := range sections {
		sections[i].comp = r.bytes(sections[i].compLen)
	}
	if r.err == nil && r.off != len(file) {
		r.fail("trailing bytes")
	}
	if r.err != nil {
		return nil, fmt.Errorf("icon: data file: %w", r.err)
	}
	var wg sync.WaitGroup
	for i := range sections {
		sec := &sections[i]
		wg.Go(func() {
			raw, err := inflate(sec.comp, sec.rawLen)
			if err != nil {
				sec.err = err
				return
			}
			sec.lib, sec.err = decodeLibrary(sec.id, raw)
		})
	}
	wg.Wait()
	s := &Set{}
	for _, sec := range sections {
		if sec.err != nil {
			return nil, fmt.Errorf("icon: data file: %s: %w", sec.id, sec.err)
		}
		switch sec.id {
		case FontAwesome:
			s.fontAwesome = sec.lib
		case Lucide:
			s.lucide = sec.lib
		case Tabler:
			s.tabler = sec.lib
		default:
			return nil, fmt.Errorf("icon: data file: unknown library %q", sec.id)
		}
	}
	if s.fontAwesome == nil || s.lucide == nil || s.tabler == nil {
		return nil, errors.New("icon: data file: a library is missing")
	}
	return s, nil
}

// inflate decompresses one section into a string without copying it again.
func inflate(comp string, rawLen int) (string, error) {
	fr := flate.NewReader(strings.NewReader(comp))
	defer fr.Close()
	var b strings.Builder
	b.Grow(rawLen)
	n, err := io.Copy(&b, io.LimitReader(fr, int64(rawLen)+1))
	if err != nil {
		return "", err
	}
	if n != int64(rawLen) {
		return "", fmt.Errorf("inflated %d bytes, want %d", n, rawLen)
	}
	return b.String(), nil
}

func decodeLibrary(id, raw string) (*library, error) {
	r := &reader{s: raw}
	l := &library{id: id, version: r.str(), notice: r.str()}
	l.styles = make([]string, r.count(8))
	for i := range l.styles {
		l.styles[i] = r.str()
	}
	l.viewBoxes = make([]string, r.count(1<<16))
	for i := range l.viewBoxes {
		l.viewBoxes[i] = r.str()
	}
	l.paints = make([]paint, r.count(1<<8))
	for i := range l.paints {
		l.paints[i] = paint{stroke: r.byte() == 1, width: r.str(), linecap: r.str(), linejoin: r.str()}
	}
	// Glyph lengths first; the bodies follow all the metadata.
	// An entry takes at least four bytes and an alias two, which bounds
	// the counts a damaged section can claim.
	l.entries = make([]entry, r.count((len(raw)-r.off)/4))
	lengths := make([]int, 0, len(l.entries))
	for i := range l.entries {
		e := &l.entries[i]
		e.name = r.str()
		if i > 0 && e.name <= l.entries[i-1].name {
			r.fail("icon names out of order at " + e.name)
		}
		mask := r.count(1<<len(l.styles) - 1)
		if mask == 0 {
			r.fail(e.name + ": no style")
		}
		e.mask = uint8(mask)
		e.first = int32(len(l.glyphs))
		for range styleCount(e.mask) {
			g := glyph{viewBox: uint16(r.count(len(l.viewBoxes) - 1)), paint: uint8(r.count(len(l.paints) - 1))}
			l.glyphs = append(l.glyphs, g)
			lengths = append(lengths, r.count(len(raw)))
		}
	}
	l.aliases = make([]alias, r.count((len(raw)-r.off)/2))
	for i := range l.aliases {
		a := &l.aliases[i]
		a.name = r.str()
		if i > 0 && a.name <= l.aliases[i-1].name {
			r.fail("alias names out of order at " + a.name)
		}
		a.entry = int32(r.count(len(l.entries) - 1))
	}
	for i, n := range lengths {
		l.glyphs[i].body = r.bytes(n)
	}
	if r.err == nil && r.off != len(raw) {
		r.fail("trailing bytes")
	}
	if r.err != nil {
		return nil, r.err
	}
	return l, nil
}

func styleCount(mask uint8) int {
	n := 0
	for ; mask != 0; mask &= mask - 1 {
		n++
	}
	return n
}

// reader takes varints and strings off a string; the first problem
// sticks, so callers check once at the end.
type reader struct {
	s   string
	off int
	err error
}

func (r *reader) fail(msg string) {
	if r.err == nil {
		r.err = errors.New(msg)
	}
	r.off = len(r.s)
}

func (r *reader) uvarint() uint64 {
	var x uint64
	for shift := 0; shift < 64; shift += 7 {
		if r.off >= len(r.s) {
			r.fail("truncated")
			return 0
		}
		c := r.s[r.off]
		r.off++
		x |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return x
		}
	}
	r.fail("varint overflow")
	return 0
}

// count reads a number that must not exceed limit.
func (r *reader) count(limit int) int {
	x := r.uvarint()
	if limit < 0 || x > uint64(limit) {
		r.fail(fmt.Sprintf("value %d out of range (max %d)", x, limit))
		return 0
	}
	return int(x)
}

func (r *reader) byte() byte {
	if r.off >= len(r.s) {
		r.fail("truncated")
		return 0
	}
	c := r.s[r.off]
	r.off++
	return c
}

func (r *reader) bytes(n int) string {
	if n > len(r.s)-r.off {
		r.fail("truncated")
		return ""
	}
	s := r.s[r.off : r.off+n]
	r.off += n
	return s
}

func (r *reader) str() string {
	return r.bytes(r.count(len(r.s)))
}
