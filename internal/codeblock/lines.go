package codeblock

import (
	"bytes"
	"strings"
)

// Lines highlights a whole file and returns the inner HTML of each of its
// lines, coloured with the classes Render uses (CSS() styles them inside
// an element of class code-block-code). lang is a language name or a file
// extension, as a fence's info string gives it; a name no lexer knows, or
// plain text, returns nil. Unlike Render, notation comments stay as
// written: these are a file's lines, which must stay in step with it. The
// text is made valid UTF-8 with \n line ends, like Render's.
func (h *Highlighter) Lines(lang string, code []byte) []string {
	l := h.lexers.get(lang)
	if l == nil {
		return nil
	}
	text := normalize(code)
	toks, err := l.tokens(text, nil)
	if err != nil {
		return nil
	}
	out := make([]string, 0, strings.Count(text, "\n")+1)
	var b bytes.Buffer
	var line []seg
	flush := func() {
		b.Reset()
		h.writeLine(&b, line)
		out = append(out, b.String())
		line = line[:0]
	}
	for _, tok := range toks {
		v := tok.Value
		for {
			part, rest, nl := strings.Cut(v, "\n")
			if part != "" {
				line = append(line, seg{tok.Type, part})
			}
			if !nl {
				break
			}
			flush()
			v = rest
		}
	}
	if len(line) > 0 || len(out) == 0 || len(out) < strings.Count(text, "\n")+1 {
		flush()
	}
	return out
}
