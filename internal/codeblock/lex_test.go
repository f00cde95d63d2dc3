package codeblock

import (
	"flag"
	"fmt"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/chroma/v2"

	"github.com/foliodocs/folio/internal/testcorpus"
)

var (
	lexAll    = flag.Bool("lex-all", false, "TestLexersAgree: compare every block of the corpus, not a sample")
	lexShow   = flag.String("lex-show", "", "TestLexersAgree: print the blocks of this language (a chroma lexer name) that disagree most")
	lexBounds = flag.Bool("lex-bounds", false, "TestLexersAgree: with -lex-show, print the strings and comments whose bounds differ")
	lexShowN  = flag.Int("lex-show-n", 15, "TestLexersAgree: how many blocks -lex-show prints")
	lexWant   = flag.Float64("lex-min", 97, "TestLexersAgree: the least character agreement per language, in percent")
)

// Coarse token classes: what a reader tells apart at a glance.
const (
	clsOther = iota
	clsComment
	clsString
	clsNumber
	clsKeyword
	clsName
	clsInserted
	clsDeleted
	clsHeading
)

// clsLetter draws a class in TestLexersAgree's output.
const clsLetter = ".csnkN+-h"

var clsNames = []string{"other", "comment", "string", "number", "keyword", "name", "inserted", "deleted", "heading"}

// coarse returns the class of a token type as drawn by h: a type drawn in
// the text colour is "other", whatever its name.
func coarse(h *Highlighter, tt chroma.TokenType) int {
	switch {
	case tt == chroma.GenericInserted:
		return clsInserted
	case tt == chroma.GenericDeleted:
		return clsDeleted
	case tt == chroma.GenericHeading || tt == chroma.GenericSubheading:
		return clsHeading
	case h.class(tt) == "":
		return clsOther
	case isComment(tt) || tt == chroma.CommentPreproc || tt == chroma.CommentPreprocFile:
		return clsComment
	case tt.InSubCategory(chroma.LiteralString) || tt == chroma.Literal:
		return clsString
	case tt.InSubCategory(chroma.LiteralNumber) || tt == chroma.LiteralDate:
		return clsNumber
	case tt.InCategory(chroma.Keyword):
		return clsKeyword
	case tt.InCategory(chroma.Name):
		return clsName
	}
	return clsOther
}

// classes returns the coarse class and the token of every byte of text.
func classes(h *Highlighter, text string, toks []chroma.Token) ([]byte, []chroma.Token, error) {
	out := make([]byte, 0, len(text)+1)
	fine := make([]chroma.Token, 0, len(text)+1)
	for _, t := range toks {
		c := byte(coarse(h, t.Type))
		for range len(t.Value) {
			out = append(out, c)
			fine = append(fine, t)
		}
	}
	var b strings.Builder
	for _, t := range toks {
		b.WriteString(t.Value)
	}
	if got := strings.TrimSuffix(b.String(), "\n"); got != strings.TrimSuffix(text, "\n") {
		return nil, nil, fmt.Errorf("tokens spell %q, not the text", got)
	}
	return out[:len(text)], fine[:len(text)], nil
}

// deliberate reports whether the own lexer departs from chroma's on
// purpose where chroma gives a character the token c and the own lexer
// the type own: the cases where, looking at the blocks, chroma is wrong
// or a reader is better served otherwise.
func deliberate(lang string, c chroma.Token, own chroma.TokenType) bool {
	switch lang {
	case "TypeScript":
		// chroma's rule for "name: Type" also fires on object literals
		// ({ apiKey: process.env.KEY } makes process.env.KEY a type),
		// and it reads type arguments (Promise<void>, Map<K, V>) as JSX
		// tags and attributes.
		if c.Type == chroma.KeywordType && own != chroma.KeywordType {
			switch c.Value {
			case "string", "bool", "number", "any", "never", "object", "symbol", "unique", "unknown", "bigint":
				return false
			}
			return true
		}
		if (c.Type == chroma.NameTag || c.Type == chroma.NameAttribute) && own != chroma.NameTag && own != chroma.NameAttribute {
			return true
		}
	case "JSON":
		// A fragment's top-level keys ("integrations": {…} without the
		// outer braces) are keys; a "..." placeholder is a value.
		return c.Type == chroma.LiteralStringDouble && own == chroma.NameTag ||
			c.Type == chroma.NameTag && own == chroma.LiteralStringDouble
	case "SQL":
		// Which words are keywords: chroma's list holds words that name
		// columns in practice (day, time, name, output, c), the own one
		// common functions (round, coalesce, concat) and types.
		word := func(tt chroma.TokenType) bool {
			return tt == chroma.Keyword || tt == chroma.Name || tt == chroma.NameBuiltin || tt == chroma.Text
		}
		return word(c.Type) && word(own) && c.Value != "" && isIdentStart(c.Value[0])
	case "JavaScript":
		// chroma's JavaScript lexer has no JSX; the own one reads tags.
		return own == chroma.NameTag || own == chroma.NameAttribute
	}
	return false
}

// runs returns the runs of class c in text, split at line ends and
// trimmed of spaces: "start:end" strings.
func runs(text string, cls []byte, c byte) map[[2]int]bool {
	out := map[[2]int]bool{}
	for i := 0; i < len(text); {
		if cls[i] != c || text[i] == '\n' || text[i] == ' ' || text[i] == '\t' {
			i++
			continue
		}
		j := i
		for j < len(text) && cls[j] == c && text[j] != '\n' {
			j++
		}
		k := j
		for k > i && (text[k-1] == ' ' || text[k-1] == '\t') {
			k--
		}
		out[[2]int{i, k}] = true
		i = j
	}
	return out
}

// corpusByLanguage returns the corpus's code blocks whose language has
// an own lexer, by chroma lexer name, in a fixed order.
func corpusByLanguage(t *testing.T, tbl lexerTable) map[string][]block {
	dir := testcorpus.Dir(t)
	out := map[string][]block{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".mdx") || strings.HasSuffix(path, ".md")) {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		for _, bl := range pageBlocks(t, rel) {
			m, _ := ParseInfo(bl.info)
			if l := tbl.get(m.Lang); l != nil && l.lex != nil {
				bl.info = rel + ": " + bl.info
				out[l.Config().Name] = append(out[l.Config().Name], bl)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestLexersAgree compares the package's lexers with chroma's over the
// corpus's code blocks: the share of characters (spaces left out) that
// get the same coarse class (comment, string, number, keyword, name,
// other), and the share of comments and strings that start and end at
// the same place. Where they disagree the own lexer is often the one
// that is right (see lexer_notes in the package's tests); -lex-show=NAME
// prints the blocks of a language that disagree most, to judge.
func TestLexersAgree(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("slow: runs chroma's lexers over a sample of the corpus")
	}
	h := New(Options{CacheBytes: -1})
	byLang := corpusByLanguage(t, h.lexers)
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range byLang {
			if !yield(n) {
				return
			}
		}
	})
	langs := map[string]*language{}
	for _, l := range h.lexers {
		if l != nil && l.lex != nil {
			langs[l.Config().Name] = l
		}
	}
	const sample = 300
	for _, name := range names {
		blocks := byLang[name]
		step := 1
		if !*lexAll && len(blocks) > sample {
			step = (len(blocks) + sample - 1) / sample
		}
		l := langs[name]
		type worst struct {
			bl       block
			text     string
			cc, mc   []byte
			mismatch int
		}
		var (
			chars, same      int
			departed         int
			bChroma, bOwn    int
			bSame            int
			confusion        = map[[2]byte]int{}
			worstBlocks      []worst
			n                int
			chromaErr, owned int
		)
		for i := 0; i < len(blocks); i += step {
			bl := blocks[i]
			text := normalize(bl.code)
			if text == "" {
				continue
			}
			n++
			ct, err := (&language{chroma: l.chroma}).tokens(text, nil)
			if err != nil {
				chromaErr++
				continue
			}
			mt := lexText(l.lex, text, nil)
			cc, cf, err := classes(h, text, ct)
			if err != nil {
				chromaErr++
				continue
			}
			mc, mf, err := classes(h, text, mt)
			if err != nil {
				t.Errorf("%s: %s: %v", name, bl.info, err)
				continue
			}
			owned++
			mismatch := 0
			for j := 0; j < len(text); {
				r, size := utf8.DecodeRuneInString(text[j:])
				if !unicode.IsSpace(r) {
					chars++
					switch {
					case cc[j] == mc[j]:
						same++
					case deliberate(name, cf[j], mf[j].Type):
						departed++
					default:
						mismatch++
						confusion[[2]byte{cc[j], mc[j]}]++
					}
				}
				j += size
			}
			// Bounds are compared with the deliberate departures taken
			// as agreeing.
			adj := slices.Clone(mc)
			for j := range adj {
				if adj[j] != cc[j] && deliberate(name, cf[j], mf[j].Type) {
					adj[j] = cc[j]
				}
			}
			for _, c := range []byte{clsComment, clsString} {
				cr, mr := runs(text, cc, c), runs(text, adj, c)
				bChroma += len(cr)
				bOwn += len(mr)
				for r := range cr {
					if mr[r] {
						bSame++
					} else if name == *lexShow && *lexBounds {
						t.Logf("%s: chroma's %s %q", bl.info, clsNames[c], text[r[0]:r[1]])
					}
				}
				for r := range mr {
					if !cr[r] && name == *lexShow && *lexBounds {
						t.Logf("%s: own %s %q", bl.info, clsNames[c], text[r[0]:r[1]])
					}
				}
			}
			if mismatch > 0 {
				worstBlocks = append(worstBlocks, worst{bl, text, cc, mc, mismatch})
			}
		}
		if chars == 0 {
			continue
		}
		agree := 100 * float64(same) / float64(chars)
		adjusted := 100 * float64(same+departed) / float64(chars)
		bounds := 100.0
		if bChroma+bOwn > 0 {
			bounds = 100 * float64(2*bSame) / float64(bChroma+bOwn)
		}
		var top []string
		type kv struct {
			k [2]byte
			v int
		}
		var conf []kv
		for k, v := range confusion {
			conf = append(conf, kv{k, v})
		}
		slices.SortFunc(conf, func(a, b kv) int { return b.v - a.v })
		for _, c := range conf[:min(4, len(conf))] {
			top = append(top, fmt.Sprintf("%s→%s %d", clsNames[c.k[0]], clsNames[c.k[1]], c.v))
		}
		t.Logf("%-13s %4d blocks %7d chars: %6.2f%% agree, %6.2f%% but for deliberate departures; strings and comments: %6.2f%% same bounds; other chroma→own: %s",
			name, owned, chars, agree, adjusted, bounds, strings.Join(top, ", "))
		// chroma's Markdown lexer knows nothing of MDX (JSX, {…}, import
		// and export) or of fences with a title, which make up most of the
		// corpus's mdx blocks: it is no reference there.
		if adjusted < *lexWant && name != "markdown" {
			t.Errorf("%s: %.2f%% of characters agree, but for deliberate departures, want ≥ %.0f%%", name, adjusted, *lexWant)
		}
		if name == *lexShow {
			slices.SortFunc(worstBlocks, func(a, b worst) int { return b.mismatch - a.mismatch })
			for _, w := range worstBlocks[:min(*lexShowN, len(worstBlocks))] {
				t.Logf("\n=== %s (%d chars differ)\n%s", w.bl.info, w.mismatch, showDiff(w.text, w.cc, w.mc))
			}
		}
	}
}

// showDiff draws the lines of text where the classes differ, with
// chroma's classes and the own lexer's under each.
func showDiff(text string, cc, mc []byte) string {
	var b strings.Builder
	start := 0
	shown := 0
	for start <= len(text) && shown < 12 {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		if string(cc[start:end]) != string(mc[start:end]) {
			shown++
			line := text[start:end]
			var c, m strings.Builder
			for j := range len(line) {
				if !utf8.RuneStart(line[j]) {
					continue
				}
				c.WriteByte(clsLetter[cc[start+j]])
				m.WriteByte(clsLetter[mc[start+j]])
			}
			fmt.Fprintf(&b, "   %s\nC: %s\nO: %s\n", strings.ReplaceAll(line, "\t", "→"), c.String(), m.String())
		}
		start = end + 1
	}
	return b.String()
}
