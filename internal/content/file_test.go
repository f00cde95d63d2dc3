package content

import (
	"reflect"
	"testing"
)

func TestParseImport(t *testing.T) {
	tests := []struct {
		src  string
		want importDecl
		err  bool
	}{
		{`import Note from "/snippets/note.mdx";`, importDecl{spec: "/snippets/note.mdx", deflt: "Note"}, false},
		{`import InstallFromCli from "/snippets/install-from-cli.mdx"`, importDecl{spec: "/snippets/install-from-cli.mdx", deflt: "InstallFromCli"}, false},
		{`import { A, B as C, } from './x.jsx'`, importDecl{spec: "./x.jsx", names: []importName{{"A", "A"}, {"B", "C"}}}, false},
		{"import {\n  A,\n  B\n} from \"/snippets/x.jsx\";", importDecl{spec: "/snippets/x.jsx", names: []importName{{"A", "A"}, {"B", "B"}}}, false},
		{`import D, { E } from "/snippets/y.mdx"`, importDecl{spec: "/snippets/y.mdx", deflt: "D", names: []importName{{"E", "E"}}}, false},
		{`import { default as F } from "/f.mdx"`, importDecl{spec: "/f.mdx", deflt: "F"}, false},
		{`import * as NS from "/snippets/ns.jsx"`, importDecl{spec: "/snippets/ns.jsx", namespace: "NS"}, false},
		{`import "/snippets/side.jsx"`, importDecl{spec: "/snippets/side.jsx"}, false},
		{`import X from somewhere`, importDecl{}, true},
		{`import 1x from "/a.mdx"`, importDecl{}, true},
		{`import { a-b } from "/a.mdx"`, importDecl{}, true},
		{`import * from "/a.mdx"`, importDecl{}, true},
	}
	for _, tt := range tests {
		got, err := parseImport(tt.src)
		if (err != nil) != tt.err {
			t.Errorf("parseImport(%q) error = %v, want error %v", tt.src, err, tt.err)
			continue
		}
		if !tt.err && !reflect.DeepEqual(got, tt.want) {
			t.Errorf("parseImport(%q) = %+v, want %+v", tt.src, got, tt.want)
		}
	}
}

func TestSplitStatements(t *testing.T) {
	code := "import A from \"/a.mdx\";\nexport const x = {\n  import: 1,\n  s: \"export y\",\n};\n// import nothing\nexport function f() { return `\nimport z` }\nimport B from '/b.mdx'"
	got := splitStatements(code, 100)
	var texts []string
	for _, s := range got {
		texts = append(texts, s.text[:10])
	}
	want := []string{"import A f", "export con", "export fun", "import B f"}
	if !reflect.DeepEqual(texts, want) {
		t.Fatalf("statements = %q, want %q", texts, want)
	}
	if got[0].off != 100 || got[1].off != 124 {
		t.Errorf("offsets = %d, %d", got[0].off, got[1].off)
	}
}

func TestResolveImport(t *testing.T) {
	tests := []struct {
		from, spec, want string
		kind             importKind
	}{
		{"guides/page.mdx", "/snippets/a.mdx", "snippets/a.mdx", importMDX},
		{"guides/page.mdx", "./b.jsx", "guides/b.jsx", importJS},
		{"guides/deep/page.mdx", "../../snippets/c.md", "snippets/c.md", importMDX},
		// Paths stay in the docs folder, as POSIX paths resolved from
		// its root do (Mintlify's resolveImportPath).
		{"page.mdx", "../outside.mdx", "outside.mdx", importMDX},
		{"page.mdx", "/../../etc/passwd", "etc/passwd", importMDX},
		{"page.mdx", "react", "", importMDX},
		{"page.mdx", "/", "", importMDX},
		{"page.mdx", "/snippets/x", "snippets/x", importMDX},
	}
	for _, tt := range tests {
		f := &file{name: tt.from}
		d := importDecl{spec: tt.spec}
		f.resolveImport(&d)
		if d.path != tt.want || tt.want != "" && d.kind != tt.kind {
			t.Errorf("resolve %q from %s = %q (%d), want %q (%d)", tt.spec, tt.from, d.path, d.kind, tt.want, tt.kind)
		}
		// What cannot be imported is left out, with a warning.
		if tt.want == "" && len(f.diags.Warnings()) == 0 {
			t.Errorf("resolve %q from %s: no warning", tt.spec, tt.from)
		}
	}
}
