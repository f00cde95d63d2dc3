package codeblock

import (
	"strings"

	"github.com/alecthomas/chroma/v2"
)

// lexMarkdown tokenises Markdown and MDX: front matter (as YAML),
// headings, list and quote markers, fenced code (with the package's
// lexer for its language), inline code, emphasis, links, comments, and
// MDX's import and export lines, JSX and HTML tags and {expressions}.
func lexMarkdown(s *scanner) {
	md := mdLexer{s: s, src: s.src, m: markup{s: s, src: s.src}}
	md.run(s.pos)
}

type mdLexer struct {
	s   *scanner
	src string
	m   markup
	// noLink and noClose: no link and no closing tag start before these
	// indexes, where a search for one failed.
	noLink, noClose int
}

func (md *mdLexer) run(i int) {
	src, s := md.src, md.s
	if hasPrefixAt(src, i, "---\n") {
		if k := strings.Index(src[i+4:], "\n---"); k >= 0 {
			end := i + 4 + k + 4
			if end == len(src) || src[end] == '\n' {
				s.sub(lexYAML, i, end)
				i = end
			}
		}
	}
	langs := ownLexers()
	for i < len(src) {
		e := lineEnd(src, i)
		j := skipBlank(src, i)
		line := src[j:e]
		switch {
		case strings.HasPrefix(line, "```") || strings.HasPrefix(line, "~~~"):
			i = md.fence(i, j, e, langs)
			continue
		case j == i && (strings.HasPrefix(line, "import ") || strings.HasPrefix(line, "export ")):
			// ESM runs to the next blank line.
			end := e
			for end < len(src) {
				n := lineEnd(src, end+1)
				if strings.TrimSpace(src[end+1:n]) == "" {
					break
				}
				end = n
			}
			s.sub(lexTS, i, end)
			i = end
			continue
		case strings.HasPrefix(line, "#"):
			h := 0
			for h < len(line) && line[h] == '#' {
				h++
			}
			if h <= 6 && (h == len(line) || line[h] == ' ') {
				tt := chroma.GenericSubheading
				if h == 1 {
					tt = chroma.GenericHeading
				}
				s.tok(tt, j, e)
				i = e
				break
			}
			i = md.inline(j, e)
		case strings.HasPrefix(line, ">") && (len(line) == 1 || line[1] == ' '):
			s.tok(chroma.Keyword, j, j+1)
			i = md.inline(j+1, e)
		default:
			k := j
			switch {
			case len(line) > 1 && (line[0] == '-' || line[0] == '*' || line[0] == '+') && line[1] == ' ':
				k = j + 1
				if hasPrefixAt(src, k, " [ ]") || hasPrefixAt(src, k, " [x]") || hasPrefixAt(src, k, " [X]") {
					k += 4
				}
				s.tok(chroma.Keyword, j, k)
			case len(line) > 0 && isDigit(line[0]):
				d := 0
				for d < len(line) && isDigit(line[d]) {
					d++
				}
				if d < len(line)-1 && (line[d] == '.' || line[d] == ')') && line[d+1] == ' ' {
					k = j + d + 1
					s.tok(chroma.Keyword, j, k)
				}
			}
			i = md.inline(k, e)
		}
		if i < len(src) {
			i++
		}
	}
}

// fence tokenises a fenced code block whose opening fence starts at j on
// the line [i,e), and returns the index after its closing fence.
func (md *mdLexer) fence(i, j, e int, langs map[string]lexFunc) int {
	src, s := md.src, md.s
	c := src[j]
	n := 0
	for j+n < e && src[j+n] == c {
		n++
	}
	fenceStr := src[j : j+n]
	s.tok(chroma.LiteralString, j, e)
	info := strings.TrimSpace(src[j+n : e])
	lang, _, _ := strings.Cut(info, " ")
	if k := strings.IndexByte(lang, '{'); k >= 0 {
		lang = lang[:k]
	}
	// The body runs to a line that holds the same fence, or to the end.
	start := min(e+1, len(src))
	end := len(src)
	close := len(src)
	for k := start; k < len(src); {
		le := lineEnd(src, k)
		if t := strings.TrimSpace(src[k:le]); strings.HasPrefix(t, fenceStr) && strings.Trim(t, string(c)) == "" {
			end, close = k, le
			break
		}
		if le >= len(src) {
			break
		}
		k = le + 1
	}
	if end > start {
		if lex := fenceLexer(lang, langs); lex != nil {
			// The body without its last line end, which the fence owns.
			s.sub(lex, start, end-1)
		}
	}
	if close > end {
		s.tok(chroma.LiteralString, skipBlank(src, end), close)
	}
	if close < len(src) {
		return close + 1
	}
	return close
}

// fenceLexer returns the package's lexer for a fence's language, nil if
// it has none.
func fenceLexer(lang string, langs map[string]lexFunc) lexFunc {
	switch strings.ToLower(lang) {
	case "py", "python", "python3":
		return langs["Python"]
	case "sh", "bash", "shell", "zsh", "curl", "env":
		return langs["Bash"]
	case "json", "jsonc", "json5":
		return langs["JSON"]
	case "js", "javascript", "jsx", "mjs", "cjs":
		return langs["JavaScript"]
	case "ts", "typescript", "tsx":
		return langs["TypeScript"]
	case "rb", "ruby":
		return langs["Ruby"]
	case "go", "golang":
		return langs["Go"]
	case "yaml", "yml":
		return langs["YAML"]
	case "md", "mdx", "markdown":
		return langs["markdown"]
	case "sql":
		return langs["SQL"]
	}
	return nil
}

// inline tokenises the inline content of a line, [i,e): code spans,
// emphasis, links, comments, tags and {expressions}. A comment, tag or
// expression may run onto the next lines; inline returns the end of the
// line where the content ends.
func (md *mdLexer) inline(i, e int) int {
	src, s := md.src, md.s
	for i < e {
		c := src[i]
		switch {
		case c == '\\' && i+1 < e:
			i += 2
		case c == '`':
			n := 0
			for i+n < e && src[i+n] == '`' {
				n++
			}
			k := strings.Index(src[i+n:e], src[i:i+n])
			if k < 0 {
				i += n
				continue
			}
			end := i + n + k + n
			s.tok(chroma.LiteralStringBacktick, i, end)
			i = end
		case c == '*' || c == '_' || c == '~':
			i = md.emphasis(i, e)
		case (c == '!' && i+1 < e && src[i+1] == '[' || c == '[') && i >= md.noLink:
			i = md.link(i, e)
		case c == '<':
			if hasPrefixAt(src, i, "<!--") {
				end := blockCommentEnd(src, i+4, "-->")
				s.tok(chroma.CommentMultiline, i, end)
				if end > e {
					return md.inline(end, lineEnd(src, end))
				}
				i = end
				continue
			}
			if i+1 < e && (isLetter(src[i+1]) || src[i+1] == '/' || src[i+1] == '>') {
				end := md.tag(i)
				if end > e {
					// A tag that runs over lines; what follows it on its
					// last line is inline content too.
					return md.inline(end, lineEnd(src, end))
				}
				i = end
				continue
			}
			i++
		case c == '{':
			end := md.expr(i)
			if end > e {
				return md.inline(end, lineEnd(src, end))
			}
			i = end
		default:
			i++
		}
	}
	return e
}

// tag tokenises a JSX or HTML tag at i and returns its end.
func (md *mdLexer) tag(i int) int {
	src, s := md.src, md.s
	if hasPrefixAt(src, i, "</") || hasPrefixAt(src, i, "<>") {
		if i < md.noClose {
			return i + 1
		}
		le := lineEnd(src, i)
		e := strings.IndexByte(src[i:le], '>')
		if e < 0 {
			md.noClose = le
			return i + 1
		}
		k := i + 1
		if src[k] == '/' {
			k++
		}
		s.tok(chroma.Punctuation, i, k)
		ne := tagNameEnd(src, k)
		s.tok(chroma.NameTag, k, ne)
		s.tok(chroma.Punctuation, ne, i+e+1)
		return i + e + 1
	}
	_, end, _ := md.m.tag(i, func(k int) int {
		return newJSLexer(s, true).code(k, '}')
	})
	return end
}

// expr tokenises an MDX {expression} at i, {/* comments */} included, and
// returns its end.
func (md *mdLexer) expr(i int) int {
	src, s := md.src, md.s
	s.tok(chroma.Punctuation, i, i+1)
	k := newJSLexer(s, true).code(i+1, '}')
	if k < len(src) {
		s.tok(chroma.Punctuation, k, k+1)
		k++
	}
	return k
}

// emphasis tokenises *em*, _em_, **strong**, __strong__ or ~~struck~~ at
// i on a line ending at e.
func (md *mdLexer) emphasis(i, e int) int {
	src, s := md.src, md.s
	c := src[i]
	n := 0
	for i+n < e && src[i+n] == c && n < 3 {
		n++
	}
	if i+n >= e || isBlank(src[i+n]) || c == '_' && i > 0 && isIdent(src[i-1]) || c == '~' && n != 2 {
		return i + n
	}
	delim := src[i : i+n]
	k := strings.Index(src[i+n:e], delim)
	if k <= 0 || isBlank(src[i+n+k-1]) {
		return i + n
	}
	end := i + n + k + n
	if c == '_' && end < e && isIdent(src[end]) {
		return i + n
	}
	tt := chroma.GenericEmph
	switch {
	case c == '~':
		tt = chroma.GenericDeleted
	case n >= 2:
		tt = chroma.GenericStrong
	}
	s.tok(tt, i, end)
	return end
}

// link tokenises [text](url) or ![alt](src) at i on a line ending at e.
func (md *mdLexer) link(i, e int) int {
	src, s := md.src, md.s
	k := i
	if src[k] == '!' {
		k++
	}
	close := strings.IndexByte(src[k:e], ']')
	if close < 0 {
		md.noLink = e
		return k + 1
	}
	close += k
	if close+1 >= e || src[close+1] != '(' {
		md.noLink = close
		return k + 1
	}
	end := strings.IndexByte(src[close+1:e], ')')
	if end < 0 {
		md.noLink = e
		return k + 1
	}
	end += close + 1
	s.tok(chroma.NameTag, k+1, close)
	s.tok(chroma.NameAttribute, close+2, end)
	return end + 1
}
