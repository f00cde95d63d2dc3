package main

import (
	"bytes"
	"compress/flate"
	"encoding/binary"
	"fmt"
	"maps"
	"math/bits"
	"slices"
)

// The data file, read by internal/icon's decode.go (keep the two in step):
//
//	file    = magic, uvarint(len(sections)), {string(id), uvarint(rawLen), uvarint(compLen)}, {flate(section)}
//	section = string(version), string(notice),
//	          uvarint(n), {string(style)},
//	          uvarint(n), {string(viewBox)},
//	          uvarint(n), {byte(stroke), string(width), string(linecap), string(linejoin)},
//	          uvarint(n), {string(name), uvarint(styleMask), {uvarint(viewBox), uvarint(paint), uvarint(len(body))} per set bit},
//	          uvarint(n), {string(alias), uvarint(entry)},
//	          the bodies, in entry and style order
//	string  = uvarint(len), bytes
//
// Each library is compressed on its own so that Load can inflate them in
// parallel; bodies come last so that they are one run of markup.
const magic = "folio-icons\x00\x01"

func encodeFile(libs []*library) ([]byte, error) {
	var head, tail bytes.Buffer
	head.WriteString(magic)
	head.Write(binary.AppendUvarint(nil, uint64(len(libs))))
	for _, l := range libs {
		raw, err := encodeLibrary(l)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", l.id, err)
		}
		var c bytes.Buffer
		w, err := flate.NewWriter(&c, flate.BestCompression)
		if err != nil {
			return nil, err
		}
		if _, err := w.Write(raw); err != nil {
			return nil, err
		}
		if err := w.Close(); err != nil {
			return nil, err
		}
		putString(&head, l.id)
		head.Write(binary.AppendUvarint(nil, uint64(len(raw))))
		head.Write(binary.AppendUvarint(nil, uint64(c.Len())))
		tail.Write(c.Bytes())
	}
	head.Write(tail.Bytes())
	return head.Bytes(), nil
}

func encodeLibrary(l *library) ([]byte, error) {
	if len(l.styles) > 8 {
		return nil, fmt.Errorf("%d styles: at most 8", len(l.styles))
	}
	var viewBoxes []string
	var paints []paint
	vbIndex := map[string]int{}
	paintIndex := map[paint]int{}
	for _, e := range l.entries {
		for _, s := range l.styles {
			g, ok := e.glyphs[s]
			if !ok {
				continue
			}
			if _, ok := vbIndex[g.viewBox]; !ok {
				vbIndex[g.viewBox] = len(viewBoxes)
				viewBoxes = append(viewBoxes, g.viewBox)
			}
			if _, ok := paintIndex[g.paint]; !ok {
				paintIndex[g.paint] = len(paints)
				paints = append(paints, g.paint)
			}
		}
	}

	var b, bodies bytes.Buffer
	putString(&b, l.version)
	putString(&b, l.notice)
	putUvarint(&b, len(l.styles))
	for _, s := range l.styles {
		putString(&b, s)
	}
	putUvarint(&b, len(viewBoxes))
	for _, v := range viewBoxes {
		putString(&b, v)
	}
	putUvarint(&b, len(paints))
	for _, p := range paints {
		if p.stroke {
			b.WriteByte(1)
		} else {
			b.WriteByte(0)
		}
		putString(&b, p.width)
		putString(&b, p.linecap)
		putString(&b, p.linejoin)
	}
	putUvarint(&b, len(l.entries))
	index := map[string]int{}
	for i, e := range l.entries {
		index[e.name] = i
		putString(&b, e.name)
		mask := 0
		for bit, s := range l.styles {
			if _, ok := e.glyphs[s]; ok {
				mask |= 1 << bit
			}
		}
		if len(e.glyphs) != bits.OnesCount(uint(mask)) {
			return nil, fmt.Errorf("%s: a style outside %q", e.name, l.styles)
		}
		putUvarint(&b, mask)
		for _, s := range l.styles {
			g, ok := e.glyphs[s]
			if !ok {
				continue
			}
			putUvarint(&b, vbIndex[g.viewBox])
			putUvarint(&b, paintIndex[g.paint])
			putUvarint(&b, len(g.body))
			bodies.WriteString(g.body)
		}
	}
	aliases := slices.Sorted(maps.Keys(l.aliases))
	putUvarint(&b, len(aliases))
	for _, a := range aliases {
		putString(&b, a)
		putUvarint(&b, index[l.aliases[a]])
	}
	b.Write(bodies.Bytes())
	return b.Bytes(), nil
}

func putUvarint(b *bytes.Buffer, n int) {
	b.Write(binary.AppendUvarint(nil, uint64(n)))
}

func putString(b *bytes.Buffer, s string) {
	putUvarint(b, len(s))
	b.WriteString(s)
}
