package codeblock

import (
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/alecthomas/chroma/v2"
)

// checkTokens fails unless the tokens spell text exactly, none is empty,
// and two neighbours never share a type (the scanner joins them).
func checkTokens(t *testing.T, name, text string, lex lexFunc) {
	t.Helper()
	toks := lexText(lex, text, nil)
	var b strings.Builder
	for i, tok := range toks {
		if tok.Value == "" {
			t.Fatalf("%s: empty token %d in %q", name, i, text)
		}
		if i > 0 && toks[i-1].Type == tok.Type {
			t.Fatalf("%s: tokens %d and %d share type %v in %q", name, i-1, i, tok.Type, text)
		}
		b.WriteString(tok.Value)
	}
	if b.String() != text {
		t.Fatalf("%s: tokens spell\n%q\nnot\n%q", name, b.String(), text)
	}
}

// lexerSeeds are snippets that reach the lexers' corners.
var lexerSeeds = []string{
	"def f(x: int = 3) -> str:\n    \"\"\"Doc.\"\"\"\n    return f\"{x!r:>{w}} {{y}}\" + rb'\\d' # hi\n@app.get(\"/\")\nmatch x:\n    case [a, *_]:\n        pass\n",
	"f'{'\nf\"{x:{y:{z}}}\"\n'''unclosed\n",
	"#!/bin/bash\nFOO=bar env X=1 cmd --opt=\"$HOME/${A:-b}\" 'it''s' $(ls `pwd`) $((1+2)) <<-EOF >x\n\t$x ${y}\n\tEOF\necho done; if true; then :; fi\n",
	"$ npm i\nadded 3 packages\nuser@host:~/dir$ ls \\\n  -la\n# comment\n",
	"{\"a\": [1, -2.5e3, true, null, \"x\\\"y\"], /* c */ b: 'c', // d\n \"...\"}",
	"import { a } from \"b\";\nconst x: Promise<Foo> = new Foo<T>(/re[/]g/i, `t${ {a:1}.a }`);\nfunction f(): void { return <div a=\"1\" b={x ? <b/> : null}>text {y}</div>; }\ninterface I { type?: string; default: number }\nconst o = { default: 1, type: 'a', x: y ? z : w };\n",
	"<script setup>\nconst a = 1 < 2\n</script>\n<template><p>Don't</p></template>\n",
	"class A < B\n  def self.x(a, b: 1) = a\n  s = <<~EOS\n    #{a} b\n  EOS\n  %w[a b] + %i(c) + %r{x#{y}}i =~ /z/\n  h = { key: :sym, \"k\" => ?c, :\"q\" => @a + @@b + $c }\nend\n=begin\nx\n=end\n",
	"package main\n\n//go:build x\nfunc (r *T) M() (int, error) { return len(`raw\n`), nil } /* c */ 'x' 0x1F 1.5e3i\n",
	"a:\n  - b: \"c\" # d\n    e: |\n      f\n      g\n  h: [1, x, {i: j}]\n--- &anchor !!str *alias\nk: 2024-01-01\nl: 'm\n  n'\n",
	"---\ntitle: x\n---\n\nimport A from 'a'\n\n# H1\n## H2\n- [ ] task `code` **b** *i* ~~s~~ [l](u) ![i](s)\n> quote\n<Card title=\"x\" icon={a}>\n  text {/* c */} {1 + 2}\n</Card>\n```ts title\nconst a = 1\n```\n<!-- c -->\n",
	"<!DOCTYPE html><html><!-- c --><a href=x b='y' c>t &amp; u</a><script>var a = '<';</script><style>a{color:red}</style><?php x ?><![CDATA[y]]></html>",
	"<?xml version=\"1.0\"?><a:b c=\"d\"><e/></a:b>",
	"[table]\n[[arr]]\nkey = \"v\" # c\n'q' = '''m\nl'''\nn = [1, 2.5, 1979-05-27T07:32:00Z, {x = true}]\n",
	"SELECT a, COUNT(*) FROM t WHERE b = 'it''s' AND c > $1 -- c\n/* m */ ORDER BY d DESC;",
	"diff --git a/x b/x\nindex 1..2\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n c\n12a13\n",
	"", "\n", "\"", "'", "`", "{", "}", "<", "<a", "</", "${", "#{", "/*", "<!--", "<<", "%w[", "f\"{", "\\",
}

func FuzzLexers(f *testing.F) {
	for _, s := range lexerSeeds {
		f.Add(s)
	}
	lexers := ownLexers()
	names := slices.Sorted(func(yield func(string) bool) {
		for n := range lexers {
			if !yield(n) {
				return
			}
		}
	})
	f.Fuzz(func(t *testing.T, text string) {
		if len(text) > 8<<10 {
			return
		}
		for _, name := range names {
			start := time.Now()
			checkTokens(t, name, text, lexers[name])
			if d := time.Since(start); d > time.Second {
				t.Errorf("%s: %v for %d bytes", name, d, len(text))
			}
		}
	})
}

// TestLexersLinear lexes long texts made of the constructs that could
// make a scanner look back or ahead too far (unclosed strings, tags,
// brackets, heredocs), at two sizes: eight times the text may take at
// most about eight times as long.
func TestLexersLinear(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("timing")
	}
	units := append(slices.Clone(lexerSeeds),
		"/ ( / [ / ", "<a <b <c ", "x: y, ", "[1, 2, ", "{a: b, ", "\"a\n", "'a\n", "`a ${ ", "<<EOF\n",
		"<<'EOF ", "* a *b ", "[a [b ", "``a ` ", "f\"{a:{", "#{a ", "%w( ", "- [a, b, ", "$( ${ ",
	)
	for name, lex := range ownLexers() {
		for _, u := range units {
			small := strings.Repeat(u, max(1, 4000/max(len(u), 1)))
			big := strings.Repeat(small, 8)
			// A lexer that is not linear is slow every time; a busy
			// machine only now and then, so a slow pair is measured again.
			ts, tb := minTime(lex, small), minTime(lex, big)
			for try := 0; try < 3 && tb > 30*ts && tb > 10*time.Millisecond; try++ {
				ts, tb = min(ts, minTime(lex, small)), min(tb, minTime(lex, big))
			}
			if tb > 30*ts && tb > 10*time.Millisecond {
				t.Errorf("%s: %q repeated: %v for %d bytes, %v for %d", name, u, ts, len(small), tb, len(big))
			}
		}
	}
}

// minTime returns the shortest of a few runs of lex over text: the
// machine may be busy with other work.
func minTime(lex lexFunc, text string) time.Duration {
	best := time.Duration(1<<63 - 1)
	toks := make([]chroma.Token, 0, 64)
	for range 5 {
		start := time.Now()
		toks = lexText(lex, text, toks)
		best = min(best, time.Since(start))
	}
	return best
}
