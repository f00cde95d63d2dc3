package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"
)

// lexHTML tokenises HTML: tags, attributes and their values, comments,
// doctypes, entities, and the code of <script> (as JavaScript) and
// <style> (with chroma's CSS lexer) elements.
func lexHTML(s *scanner) { (&markup{s: s, src: s.src}).run(s.pos) }

// lexXML tokenises XML as chroma does: a tag with its angle brackets in
// one colour, attributes with their =, values, comments, processing
// instructions, CDATA sections and entities.
func lexXML(s *scanner) { (&markup{s: s, src: s.src, xml: true}).run(s.pos) }

type markup struct {
	s   *scanner
	src string
	xml bool
}

func (m *markup) run(i int) {
	src, s := m.src, m.s
	for i < len(src) {
		k := strings.IndexAny(src[i:], "<&")
		if k < 0 {
			return
		}
		i += k
		if src[i] == '&' {
			e := entityEnd(src, i)
			if e > i {
				s.tok(chroma.NameEntity, i, e)
				i = e
			} else {
				i++
			}
			continue
		}
		i = m.angle(i)
	}
}

// entityEnd returns the end of the character reference at i (&amp;,
// &#8212;), or i.
func entityEnd(src string, i int) int {
	k := i + 1
	for k < len(src) && k-i < 40 && (isIdent(src[k]) || src[k] == '#') {
		k++
	}
	if k > i+1 && k < len(src) && src[k] == ';' {
		return k + 1
	}
	return i
}

// angle tokenises what starts with the < at i: a comment, a doctype, a
// processing instruction, CDATA, a closing or an opening tag; a < that
// starts none of them is text.
func (m *markup) angle(i int) int {
	src, s := m.src, m.s
	switch {
	case hasPrefixAt(src, i, "<!--"):
		e := blockCommentEnd(src, i+4, "-->")
		s.tok(chroma.Comment, i, e)
		return e
	case hasPrefixAt(src, i, "<![CDATA["):
		e := blockCommentEnd(src, i+9, "]]>")
		s.tok(chroma.CommentPreproc, i, e)
		return e
	case hasPrefixAt(src, i, "<!") || hasPrefixAt(src, i, "<?"):
		end := ">"
		if src[i+1] == '?' {
			end = "?>"
		}
		e := blockCommentEnd(src, i+2, end)
		s.tok(chroma.CommentPreproc, i, e)
		return e
	case hasPrefixAt(src, i, "</"):
		k := skipSpace(src, i+2)
		e := tagNameEnd(src, k)
		if e == k {
			return i + 2
		}
		end := skipSpace(src, e)
		if end < len(src) && src[end] == '>' {
			end++
		}
		if m.xml {
			s.tok(chroma.NameTag, i, end)
		} else {
			s.tok(chroma.Punctuation, i, i+2)
			s.tok(chroma.NameTag, k, e)
			s.tok(chroma.Punctuation, skipSpace(src, e), end)
		}
		return end
	}
	k := skipSpace(src, i+1)
	if k >= len(src) || !isIdentStart(src[k]) {
		return i + 1
	}
	name, e, selfClosed := m.tag(i, nil)
	if !selfClosed && !m.xml {
		switch strings.ToLower(name) {
		case "script":
			return m.raw(e, "script", lexJS)
		case "style":
			return m.raw(e, "style", lexCSS)
		}
	}
	return e
}

// tag tokenises the opening tag at i. expr, if not nil, tokenises an
// attribute's {…} value (MDX, JSX) from the index after its brace and
// returns the index of the closing brace.
func (m *markup) tag(i int, expr func(int) int) (name string, end int, selfClosed bool) {
	src, s := m.src, m.s
	k := skipSpace(src, i+1)
	e := tagNameEnd(src, k)
	name = src[k:e]
	if m.xml {
		s.tok(chroma.NameTag, i, e)
	} else {
		s.tok(chroma.Punctuation, i, i+1)
		s.tok(chroma.NameTag, k, e)
	}
	k = e
	for k < len(src) {
		c := src[k]
		switch {
		case c == '>':
			m.punct(k, k+1)
			return name, k + 1, false
		case c == '/' && hasPrefixAt(src, k, "/>"):
			m.punct(k, k+2)
			return name, k + 2, true
		case c == '"' || c == '\'':
			ce := strings.IndexByte(src[k+1:], c)
			if ce < 0 {
				ce = len(src)
			} else {
				ce += k + 2
			}
			s.tok(chroma.LiteralString, k, ce)
			k = ce
		case c == '{' && expr != nil:
			s.tok(chroma.Punctuation, k, k+1)
			k = expr(k + 1)
			if k < len(src) && src[k] == '}' {
				s.tok(chroma.Punctuation, k, k+1)
				k++
			}
		case c == '=':
			if m.xml {
				s.tok(chroma.NameAttribute, k, k+1)
			} else {
				s.tok(chroma.Operator, k, k+1)
			}
			k++
			// An unquoted value.
			v := skipSpace(src, k)
			if v < len(src) && src[v] != '"' && src[v] != '\'' && src[v] != '{' && src[v] != '>' {
				ve := v
				for ve < len(src) && !isBlank(src[ve]) && src[ve] != '\n' && src[ve] != '>' && !hasPrefixAt(src, ve, "/>") {
					ve++
				}
				s.tok(chroma.LiteralString, v, ve)
				k = ve
			}
		case isIdentStart(c) || c == ':' || c == '@':
			ce := k + 1
			for ce < len(src) && (isIdent(src[ce]) || strings.IndexByte(":.-@", src[ce]) >= 0) {
				ce++
			}
			s.tok(chroma.NameAttribute, k, ce)
			k = ce
		case c == '<':
			// Not a tag after all: leave the rest to the caller.
			return name, k, true
		default:
			k++
		}
	}
	return name, k, true
}

func (m *markup) punct(i, e int) {
	if m.xml {
		m.s.tok(chroma.NameTag, i, e)
	} else {
		m.s.tok(chroma.Punctuation, i, e)
	}
}

// raw tokenises the content of a <script> or <style> element from i with
// lex, up to its closing tag.
func (m *markup) raw(i int, name string, lex lexFunc) int {
	src := m.src
	end := len(src)
	for k := i; k < len(src); {
		j := strings.Index(src[k:], "</")
		if j < 0 {
			break
		}
		k += j
		if e := tagNameEnd(src, k+2); strings.EqualFold(src[k+2:e], name) {
			end = k
			break
		}
		k += 2
	}
	m.s.sub(lex, i, end)
	return end
}

// lexCSS tokenises CSS with chroma's lexer: a <style> element is rare
// enough in documentation not to need a lexer of its own.
func lexCSS(s *scanner) {
	l := lexers.Get("CSS")
	if l == nil {
		return
	}
	it, err := l.Tokenise(nil, s.src[s.pos:])
	if err != nil {
		return
	}
	for t := it(); t != chroma.EOF; t = it() {
		s.tok(t.Type, s.pos, min(s.pos+len(t.Value), len(s.src)))
	}
}
