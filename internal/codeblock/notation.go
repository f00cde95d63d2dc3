package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// Line flags, from the meta string and from notation comments.
const (
	lineHighlight uint8 = 1 << iota
	lineFocus
	lineAdd
	lineDel
)

// seg is a piece of one line: a token, or the part of a token on that line.
type seg struct {
	tt   chroma.TokenType
	text string
}

// note is a notation comment's effect: flag on count lines from line.
type note struct {
	line, count int
	flag        uint8
}

// notationFlag maps the word after "[!code " to a line flag, the way
// Shiki's notation transformers (which Mintlify uses) name them.
func notationFlag(kind string) uint8 {
	switch kind {
	case "++":
		return lineAdd
	case "--":
		return lineDel
	case "highlight", "hl":
		return lineHighlight
	case "focus":
		return lineFocus
	}
	return 0
}

// takeNotations removes the notations Folio understands from a comment's
// text ("// [!code ++]", "# [!code --:3]", "<!-- [!code highlight] -->")
// and returns what is left of the comment and the notes, with line set to
// 0. Unknown notations such as [!code word:x] stay in the text.
func takeNotations(text string, notes []note) (string, []note) {
	var b strings.Builder
	rest := text
	changed := false
	for {
		i := strings.Index(rest, "[!code ")
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i:], ']')
		if j < 0 {
			break
		}
		body := rest[i+len("[!code ") : i+j]
		kind, count := body, 1
		if k := strings.LastIndexByte(body, ':'); k > 0 {
			if n, ok := atoiSmall(body[k+1:]); ok {
				kind, count = body[:k], n
			}
		}
		flag := notationFlag(kind)
		if flag == 0 || count < 1 {
			b.WriteString(rest[:i+j+1])
			rest = rest[i+j+1:]
			continue
		}
		changed = true
		b.WriteString(strings.TrimRight(rest[:i], " \t"))
		rest = rest[i+j+1:]
		notes = append(notes, note{count: count, flag: flag})
	}
	if !changed {
		return text, notes
	}
	b.WriteString(rest)
	return b.String(), notes
}

// atoiSmall parses a positive count, capped at maxLine.
func atoiSmall(s string) (int, bool) {
	if s == "" || len(s) > 7 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return min(n, maxLine), true
}

// emptyComment reports whether a comment holds nothing but its delimiters.
// The opening one must be there: the last line of a block comment
// ("  [!code ++] */") is not a comment of its own.
func emptyComment(s string) bool {
	s = strings.TrimSpace(s)
	opened := false
	for _, open := range []string{"{/*", "<!--", "/*", "//", "--", "#", ";", "%", "'"} {
		if t, ok := strings.CutPrefix(s, open); ok {
			s, opened = t, true
			break
		}
	}
	if !opened {
		return false
	}
	for _, end := range []string{"*/}", "-->", "*/"} {
		if t, ok := strings.CutSuffix(s, end); ok {
			s = t
			break
		}
	}
	return strings.TrimSpace(s) == ""
}

// isComment reports whether tokens of type tt are comments; preprocessor
// lines (#include) are not.
func isComment(tt chroma.TokenType) bool {
	return tt.InCategory(chroma.Comment) && tt != chroma.CommentPreproc && tt != chroma.CommentPreprocFile
}

// applyNotations removes the notation comments of one line's segments and
// returns the segments left, the notes found, and whether the line held
// nothing but notations (then it is dropped and its notes start at the
// next line, as Shiki does).
func applyNotations(line []seg, notes []note) ([]seg, []note, bool) {
	found := false
	for k := 0; k < len(line); k++ {
		s := line[k]
		if !isComment(s.tt) || !strings.Contains(s.text, "[!code ") {
			continue
		}
		n := len(notes)
		text, out := takeNotations(s.text, notes)
		if len(out) == n {
			continue
		}
		notes, found = out, true
		if !emptyComment(text) {
			line[k].text = text
			continue
		}
		// Drop the comment, JSX's {…} around it, and the spaces before it.
		line = append(line[:k], line[k+1:]...)
		if k < len(line) && strings.HasPrefix(line[k].text, "}") && k > 0 && strings.HasSuffix(strings.TrimRight(line[k-1].text, " \t"), "{") {
			line[k].text = line[k].text[1:]
			line[k-1].text = strings.TrimRight(line[k-1].text, " \t")
			line[k-1].text = line[k-1].text[:len(line[k-1].text)-1]
		}
		if restBlank(line[k:]) {
			for j := k - 1; j >= 0; j-- {
				line[j].text = strings.TrimRight(line[j].text, " \t")
				if line[j].text != "" {
					break
				}
			}
		}
		k--
	}
	if !found {
		return line, notes, false
	}
	return line, notes, restBlank(line)
}

// restBlank reports whether segments hold only spaces.
func restBlank(line []seg) bool {
	for _, s := range line {
		if strings.TrimSpace(s.text) != "" {
			return false
		}
	}
	return true
}
