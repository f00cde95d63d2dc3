package openapi

import "testing"

// The expected values of these tables are what Mintlify's functions
// (prepareStringToBeValidFilename, slugToTitle in @mintlify/common) and
// Node's path.posix give for the same inputs.

func TestSlugify(t *testing.T) {
	for _, tc := range []struct {
		in, want string
		ok       bool
	}{
		{"List pets", "list-pets", true},
		{"Get /users/{id}", "get-users", true},
		{"{a}{b}", "", true},
		{"-x-", "x", true},
		{"--a--", "-a-", true},
		{"a---b", "a--b", true},
		{"Hello, World.", "hello-world", true},
		{"it's (new)", "its-new", true},
		{"a\nb", "ab", true},
		{"{a\nb}", "ab", true},
		{"{\n}", "", true},
		{"İstanbul", "i̇stanbul", true},
		{"ΣΑΣ", "σας", true},
		{"ΌΣΟΣ Σ", "όσος-σ", true},
		{"straße", "straße", true},
		{"ßtraße", "ßtraße", true},
		{"😀 smile", "😀-smile", true},
		{"é", "é", true},
		{"Ǆ", "ǆ", true},
		{"a/b/c", "abc", true},
		{"/abs/x", "absx", true},
		{"./a", "a", true},
		{"../a", "a", true},
		{"a/./b//c/", "abc", true},
		{"", "", false},
		{" ", "", true},
		{"-", "", true},
		{"--", "", true},
		{"---", "-", true},
		{"----", "-", true},
		{"{}", "", true},
		{"a{b}c{d", "a-cd", true},
		{"x}{y}", "x", true},
		{"Get  users", "get-users", true},
		{"tab\there", "tab\there", true},
		{"ǅ", "ǆ", true},
		{"ﬁle", "ﬁle", true},
		{"ŉ", "ŉ", true},
		{".bashrc", "bashrc", true},
		{"a..b", "ab", true},
		{"q?x=1/y", "q?x=1y", true},
		{"a_b-c", "a_b-c", true},
		{"UPPER Case", "upper-case", true},
		{" {x }", " x ", true},
		{"{x\ry}", "x\ry", true},
		{"..", "", true},
		{".", "", true},
		{"İ?", "i̇?", true},
	} {
		if got, ok := Slugify(tc.in); got != tc.want || ok != tc.ok {
			t.Errorf("Slugify(%q) = %q, %v; want %q, %v", tc.in, got, ok, tc.want, tc.ok)
		}
	}
}

func TestSlugToTitle(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"List pets", "List pets"},
		{"Get /users/{id}", "{id}"},
		{"{a}{b}", "{a}{b}"},
		{"-x-", " x "},
		{"--a--", "  a  "},
		{"a---b", "A   b"},
		{"Hello, World.", "Hello, World."},
		{"it's (new)", "It's (new)"},
		{"a\nb", "A\nb"},
		{"{a\nb}", "{a\nb}"},
		{"{\n}", "{\n}"},
		{"İstanbul", "İstanbul"},
		{"ΣΑΣ", "ΣΑΣ"},
		{"ΌΣΟΣ Σ", "ΌΣΟΣ Σ"},
		{"straße", "Straße"},
		{"ßtraße", "SStraße"},
		{"😀 smile", "😀 smile"},
		{"é", "É"},
		{"Ǆ", "Ǆ"},
		{"a/b/c", "C"},
		{"/abs/x", "X"},
		{"./a", "A"},
		{"../a", "A"},
		{"a/./b//c/", ""},
		{"", ""},
		{" ", " "},
		{"-", " "},
		{"--", "  "},
		{"---", "   "},
		{"----", "    "},
		{"{}", "{}"},
		{"a{b}c{d", "A{b}c{d"},
		{"x}{y}", "X}{y}"},
		{"Get  users", "Get  users"},
		{"tab\there", "Tab\there"},
		{"ǅ", "Ǆ"},
		{"ﬁle", "FIle"},
		{"ŉ", "ʼN"},
		{".bashrc", ".bashrc"},
		{"a..b", "A..b"},
		{"q?x=1/y", "Q"},
		{"a_b-c", "A b c"},
		{"UPPER Case", "UPPER Case"},
		{" {x }", " {x }"},
		{"{x\ry}", "{x\ry}"},
		{"..", ".."},
		{".", "."},
		{"İ?", "İ"},
	} {
		if got := SlugToTitle(tc.in); got != tc.want {
			t.Errorf("SlugToTitle(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestNodePaths(t *testing.T) {
	for _, tc := range []struct {
		in        string
		join      string // path.posix.join("api-reference", in, "x")
		join2     string // path.posix.join("", in)
		dir, name string // path.posix.parse(in)
		resolve   string // path.posix.resolve("/", in)
	}{
		{"List pets", "api-reference/List pets/x", "List pets", "", "List pets", "/List pets"},
		{"Get /users/{id}", "api-reference/Get /users/{id}/x", "Get /users/{id}", "Get /users", "{id}", "/Get /users/{id}"},
		{"{a}{b}", "api-reference/{a}{b}/x", "{a}{b}", "", "{a}{b}", "/{a}{b}"},
		{"-x-", "api-reference/-x-/x", "-x-", "", "-x-", "/-x-"},
		{"--a--", "api-reference/--a--/x", "--a--", "", "--a--", "/--a--"},
		{"a---b", "api-reference/a---b/x", "a---b", "", "a---b", "/a---b"},
		{"Hello, World.", "api-reference/Hello, World./x", "Hello, World.", "", "Hello, World", "/Hello, World."},
		{"it's (new)", "api-reference/it's (new)/x", "it's (new)", "", "it's (new)", "/it's (new)"},
		{"a\nb", "api-reference/a\nb/x", "a\nb", "", "a\nb", "/a\nb"},
		{"{a\nb}", "api-reference/{a\nb}/x", "{a\nb}", "", "{a\nb}", "/{a\nb}"},
		{"{\n}", "api-reference/{\n}/x", "{\n}", "", "{\n}", "/{\n}"},
		{"İstanbul", "api-reference/İstanbul/x", "İstanbul", "", "İstanbul", "/İstanbul"},
		{"ΣΑΣ", "api-reference/ΣΑΣ/x", "ΣΑΣ", "", "ΣΑΣ", "/ΣΑΣ"},
		{"ΌΣΟΣ Σ", "api-reference/ΌΣΟΣ Σ/x", "ΌΣΟΣ Σ", "", "ΌΣΟΣ Σ", "/ΌΣΟΣ Σ"},
		{"straße", "api-reference/straße/x", "straße", "", "straße", "/straße"},
		{"ßtraße", "api-reference/ßtraße/x", "ßtraße", "", "ßtraße", "/ßtraße"},
		{"😀 smile", "api-reference/😀 smile/x", "😀 smile", "", "😀 smile", "/😀 smile"},
		{"é", "api-reference/é/x", "é", "", "é", "/é"},
		{"Ǆ", "api-reference/Ǆ/x", "Ǆ", "", "Ǆ", "/Ǆ"},
		{"a/b/c", "api-reference/a/b/c/x", "a/b/c", "a/b", "c", "/a/b/c"},
		{"/abs/x", "api-reference/abs/x/x", "/abs/x", "/abs", "x", "/abs/x"},
		{"./a", "api-reference/a/x", "a", ".", "a", "/a"},
		{"../a", "a/x", "../a", "..", "a", "/a"},
		{"a/./b//c/", "api-reference/a/b/c/x", "a/b/c/", "a/./b/", "c", "/a/b/c"},
		{"", "api-reference/x", ".", "", "", "/"},
		{" ", "api-reference/ /x", " ", "", " ", "/ "},
		{"-", "api-reference/-/x", "-", "", "-", "/-"},
		{"--", "api-reference/--/x", "--", "", "--", "/--"},
		{"---", "api-reference/---/x", "---", "", "---", "/---"},
		{"----", "api-reference/----/x", "----", "", "----", "/----"},
		{"{}", "api-reference/{}/x", "{}", "", "{}", "/{}"},
		{"a{b}c{d", "api-reference/a{b}c{d/x", "a{b}c{d", "", "a{b}c{d", "/a{b}c{d"},
		{"x}{y}", "api-reference/x}{y}/x", "x}{y}", "", "x}{y}", "/x}{y}"},
		{"Get  users", "api-reference/Get  users/x", "Get  users", "", "Get  users", "/Get  users"},
		{"tab\there", "api-reference/tab\there/x", "tab\there", "", "tab\there", "/tab\there"},
		{"ǅ", "api-reference/ǅ/x", "ǅ", "", "ǅ", "/ǅ"},
		{"ﬁle", "api-reference/ﬁle/x", "ﬁle", "", "ﬁle", "/ﬁle"},
		{"ŉ", "api-reference/ŉ/x", "ŉ", "", "ŉ", "/ŉ"},
		{".bashrc", "api-reference/.bashrc/x", ".bashrc", "", ".bashrc", "/.bashrc"},
		{"a..b", "api-reference/a..b/x", "a..b", "", "a.", "/a..b"},
		{"q?x=1/y", "api-reference/q?x=1/y/x", "q?x=1/y", "q?x=1", "y", "/q?x=1/y"},
		{"a_b-c", "api-reference/a_b-c/x", "a_b-c", "", "a_b-c", "/a_b-c"},
		{"UPPER Case", "api-reference/UPPER Case/x", "UPPER Case", "", "UPPER Case", "/UPPER Case"},
		{" {x }", "api-reference/ {x }/x", " {x }", "", " {x }", "/ {x }"},
		{"{x\ry}", "api-reference/{x\ry}/x", "{x\ry}", "", "{x\ry}", "/{x\ry}"},
		{"..", "x", "..", "", "..", "/"},
		{".", "api-reference/x", ".", "", ".", "/"},
		{"İ?", "api-reference/İ?/x", "İ?", "", "İ?", "/İ?"},
	} {
		if got := joinPath("api-reference", tc.in, "x"); got != tc.join {
			t.Errorf("join(api-reference, %q, x) = %q, want %q", tc.in, got, tc.join)
		}
		if got := joinPath("", tc.in); got != tc.join2 {
			t.Errorf("join(%q) = %q, want %q", tc.in, got, tc.join2)
		}
		if dir, name := parsePath(tc.in); dir != tc.dir || name != tc.name {
			t.Errorf("parse(%q) = %q, %q; want %q, %q", tc.in, dir, name, tc.dir, tc.name)
		}
		if got := resolvePath(tc.in); got != tc.resolve {
			t.Errorf("resolve(/, %q) = %q, want %q", tc.in, got, tc.resolve)
		}
	}
}
