package local_test

import (
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/codehost/local"
)

const zero = "0000000000000000000000000000000000000000"

func id(c byte) string { return strings.Repeat(string(c), 40) }

func TestParseDiff(t *testing.T) {
	for _, tc := range []struct {
		name  string
		patch string
		want  []local.FileDiff
	}{
		{
			name: "modified, two hunks, no newline at the end",
			patch: "diff --git a/guide.mdx b/guide.mdx\n" +
				"index " + id('a') + ".." + id('b') + " 100644\n" +
				"--- a/guide.mdx\n+++ b/guide.mdx\n" +
				"@@ -1,3 +1,3 @@ title: Guide\n # Guide\n-old\n+new\n same\n" +
				"@@ -10 +10,2 @@\n-last\n\\ No newline at end of file\n+last\n+more\n\\ No newline at end of file\n",
			want: []local.FileDiff{{
				Path: "guide.mdx", Status: local.FileModified, OldMode: "100644", NewMode: "100644",
				OldBlob: id('a'), NewBlob: id('b'), Added: 3, Deleted: 2,
				Hunks: []local.Hunk{
					{OldStart: 1, OldLines: 3, NewStart: 1, NewLines: 3, Section: "title: Guide", Lines: []local.Line{
						{Kind: ' ', Text: "# Guide", Old: 1, New: 1},
						{Kind: '-', Text: "old", Old: 2},
						{Kind: '+', Text: "new", New: 2},
						{Kind: ' ', Text: "same", Old: 3, New: 3},
					}},
					{OldStart: 10, OldLines: 1, NewStart: 10, NewLines: 2, Lines: []local.Line{
						{Kind: '-', Text: "last", Old: 10, NoNewline: true},
						{Kind: '+', Text: "last", New: 10},
						{Kind: '+', Text: "more", New: 11, NoNewline: true},
					}},
				},
			}},
		},
		{
			name: "added, deleted, empty new file",
			patch: "diff --git a/new.mdx b/new.mdx\nnew file mode 100644\nindex " + zero + ".." + id('c') + "\n" +
				"--- /dev/null\n+++ b/new.mdx\n@@ -0,0 +1 @@\n+hello\n" +
				"diff --git a/old.mdx b/old.mdx\ndeleted file mode 100755\nindex " + id('d') + ".." + zero + "\n" +
				"--- a/old.mdx\n+++ /dev/null\n@@ -1 +0,0 @@\n-bye\n" +
				"diff --git a/empty b/empty\nnew file mode 100644\nindex " + zero + ".." + id('e') + "\n",
			want: []local.FileDiff{
				{Path: "new.mdx", Status: local.FileAdded, NewMode: "100644", NewBlob: id('c'), Added: 1,
					Hunks: []local.Hunk{{OldStart: 0, OldLines: 0, NewStart: 1, NewLines: 1, Lines: []local.Line{{Kind: '+', Text: "hello", New: 1}}}}},
				{Path: "old.mdx", Status: local.FileDeleted, OldMode: "100755", OldBlob: id('d'), Deleted: 1,
					Hunks: []local.Hunk{{OldStart: 1, OldLines: 1, NewStart: 0, NewLines: 0, Lines: []local.Line{{Kind: '-', Text: "bye", Old: 1}}}}},
				{Path: "empty", Status: local.FileAdded, NewMode: "100644", NewBlob: id('e')},
			},
		},
		{
			name: "renames with and without changes, spaces, quoting, mode change",
			patch: "diff --git a/a b.mdx b/c d.mdx\nsimilarity index 100%\nrename from a b.mdx\nrename to c d.mdx\n" +
				"diff --git \"a/\\346\\227\\245\\tx.mdx\" \"b/y\\\".mdx\"\nsimilarity index 80%\nrename from \"\\346\\227\\245\\tx.mdx\"\nrename to \"y\\\".mdx\"\n" +
				"index " + id('1') + ".." + id('2') + " 100644\n--- \"a/\\346\\227\\245\\tx.mdx\"\n+++ \"b/y\\\".mdx\"\n@@ -1 +1 @@\n-a\n+b\n" +
				"diff --git a/run me.sh b/run me.sh\nold mode 100644\nnew mode 100755\n" +
				"diff --git a/with space.mdx b/with space.mdx\nindex " + id('3') + ".." + id('4') + " 100644\n--- a/with space.mdx\t\n+++ b/with space.mdx\t\n@@ -1 +1 @@\n-x\n+y\n",
			want: []local.FileDiff{
				{Path: "c d.mdx", OldPath: "a b.mdx", Status: local.FileRenamed, Similarity: 100},
				{Path: "y\".mdx", OldPath: "日\tx.mdx", Status: local.FileRenamed, Similarity: 80, OldMode: "100644", NewMode: "100644",
					OldBlob: id('1'), NewBlob: id('2'), Added: 1, Deleted: 1,
					Hunks: []local.Hunk{{OldStart: 1, OldLines: 1, NewStart: 1, NewLines: 1, Lines: []local.Line{{Kind: '-', Text: "a", Old: 1}, {Kind: '+', Text: "b", New: 1}}}}},
				{Path: "run me.sh", Status: local.FileModified, OldMode: "100644", NewMode: "100755"},
				{Path: "with space.mdx", Status: local.FileModified, OldMode: "100644", NewMode: "100644", OldBlob: id('3'), NewBlob: id('4'), Added: 1, Deleted: 1,
					Hunks: []local.Hunk{{OldStart: 1, OldLines: 1, NewStart: 1, NewLines: 1, Lines: []local.Line{{Kind: '-', Text: "x", Old: 1}, {Kind: '+', Text: "y", New: 1}}}}},
			},
		},
		{
			name: "binary, copy, content that looks like a header",
			patch: "diff --git a/logo.png b/logo.png\nindex " + id('5') + ".." + id('6') + " 100644\nBinary files a/logo.png and b/logo.png differ\n" +
				"diff --git a/a.mdx b/b.mdx\nsimilarity index 90%\ncopy from a.mdx\ncopy to b.mdx\nindex " + id('7') + ".." + id('8') + " 100644\n" +
				"--- a/a.mdx\n+++ b/b.mdx\n@@ -1,2 +1,2 @@\n-diff --git a/x b/x\n+--- a/x\n +++ b/x\n",
			want: []local.FileDiff{
				{Path: "logo.png", Status: local.FileModified, OldMode: "100644", NewMode: "100644", OldBlob: id('5'), NewBlob: id('6'), Binary: true},
				{Path: "b.mdx", OldPath: "a.mdx", Status: local.FileCopied, Similarity: 90, OldMode: "100644", NewMode: "100644",
					OldBlob: id('7'), NewBlob: id('8'), Added: 1, Deleted: 1,
					Hunks: []local.Hunk{{OldStart: 1, OldLines: 2, NewStart: 1, NewLines: 2, Lines: []local.Line{
						{Kind: '-', Text: "diff --git a/x b/x", Old: 1}, {Kind: '+', Text: "--- a/x", New: 1}, {Kind: ' ', Text: "+++ b/x", Old: 2, New: 2},
					}}}},
			},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := local.ParseDiff(strings.NewReader(tc.patch), local.DiffLimits{})
			if err != nil {
				t.Fatal(err)
			}
			if d.Truncated {
				t.Error("truncated")
			}
			if !reflect.DeepEqual(d.Files, tc.want) {
				for i := range max(len(d.Files), len(tc.want)) {
					var g, w local.FileDiff
					if i < len(d.Files) {
						g = d.Files[i]
					}
					if i < len(tc.want) {
						w = tc.want[i]
					}
					if !reflect.DeepEqual(g, w) {
						t.Errorf("file %d:\n got %+v\nwant %+v", i, g, w)
					}
				}
			}
		})
	}
}

func TestParseDiffErrors(t *testing.T) {
	for _, tc := range []struct{ patch, want string }{
		{"hello\n", "line 1"},
		{"diff --git a/x b/x\nsomething odd\n", "line 2"},
		{"diff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n+c\n", "line 7"},
		{"diff --git a/x b/x\n@@ -x +1 @@\n", "line 2"},
		{"diff --git a/x b/x\n@@ -1 +1\n", "no closing"},
		{"diff --git a/x b/x\n@@ -1,2 +1,2 @@\n*a\n", "line 3"},
		{"diff --git a/x b/x\nindex abc\n", "old..new"},
	} {
		_, err := local.ParseDiff(strings.NewReader(tc.patch), local.DiffLimits{})
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("ParseDiff(%q): %v, want an error with %q", tc.patch, err, tc.want)
		}
	}
}

func TestParseDiffLimits(t *testing.T) {
	var b strings.Builder
	for i := range 3 {
		fmt.Fprintf(&b, "diff --git a/f%d b/f%d\nindex %s..%s 100644\n--- a/f%d\n+++ b/f%d\n@@ -0,0 +1,50 @@\n", i, i, id('a'), id('b'), i, i)
		for j := range 50 {
			fmt.Fprintf(&b, "+line %d\n", j)
		}
	}
	patch := b.String()
	d, err := local.ParseDiff(strings.NewReader(patch), local.DiffLimits{FileLines: 10})
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Files) != 3 || d.Truncated {
		t.Fatalf("%d files, truncated %v", len(d.Files), d.Truncated)
	}
	for _, f := range d.Files {
		if !f.TooLarge || f.Hunks != nil || f.Added != 50 {
			t.Errorf("%s: TooLarge %v, %d hunks, +%d; want too large with full counts", f.Path, f.TooLarge, len(f.Hunks), f.Added)
		}
	}
	// Cut in the middle of the second file: the first is whole, the
	// second left out.
	cut := strings.Index(patch, "diff --git a/f1") + 200
	d, err = local.ParseDiff(strings.NewReader(patch), local.DiffLimits{Bytes: int64(cut)})
	if err != nil {
		t.Fatal(err)
	}
	if !d.Truncated || len(d.Files) != 1 || d.Files[0].Path != "f0" || d.Files[0].Added != 50 {
		t.Errorf("cut diff: truncated %v, %d files", d.Truncated, len(d.Files))
	}
	// A limit at the exact end is not a cut.
	d, err = local.ParseDiff(strings.NewReader(patch), local.DiffLimits{Bytes: int64(len(patch))})
	if err != nil || d.Truncated || len(d.Files) != 3 {
		t.Errorf("diff at the limit: truncated %v, %d files, %v", d.Truncated, len(d.Files), err)
	}
}

// TestDiffRealRepository diffs a branch with every kind of change through
// git itself: added, deleted, renamed, modified with a quoted name, a
// binary file and an executable bit.
func TestDiffRealRepository(t *testing.T) {
	f := newFixture(t)
	ctx := t.Context()
	repo := f.repo
	big := strings.Repeat("A long line of documentation that is kept the same across the rename.\n", 20)
	commitOn(t, repo, "main", map[string]string{"move me.mdx": big, "gone.mdx": "bye\n", "tool.sh": "echo\n", "logo.png": "\x89PNG\x00\x01"})
	git(t, repo, "checkout", "--quiet", "-b", "folio/all")
	git(t, repo, "mv", "move me.mdx", "moved.mdx")
	git(t, repo, "rm", "--quiet", "gone.mdx")
	write(t, repo, "日本.mdx", "# 日本\n")
	write(t, repo, "logo.png", "\x89PNG\x00\x02")
	write(t, repo, "index.mdx", "# Home\n\nWelcome.\n")
	if err := os.Chmod(filepath.Join(repo, "tool.sh"), 0o755); err != nil {
		t.Fatal(err)
	}
	git(t, repo, "add", "-A")
	git(t, repo, "commit", "--quiet", "-m", "everything")
	git(t, repo, "checkout", "--quiet", "main")
	f.open("folio/all", "All kinds")
	c, _ := f.store.Change(ctx, "docs", 1)
	r, err := f.host.Range(ctx, f.cr, c)
	if err != nil {
		t.Fatal(err)
	}
	d, err := f.host.Diff(ctx, f.cr, r, local.DiffOptions{})
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]string{}
	for _, f := range d.Files {
		got[f.Path] = fmt.Sprintf("%s old=%q bin=%v +%d -%d mode=%s>%s", f.Status, f.OldPath, f.Binary, f.Added, f.Deleted, f.OldMode, f.NewMode)
	}
	want := map[string]string{
		"moved.mdx": `renamed old="move me.mdx" bin=false +0 -0 mode=>`,
		"gone.mdx":  `deleted old="" bin=false +0 -1 mode=100644>`,
		"日本.mdx":    `added old="" bin=false +1 -0 mode=>100644`,
		"logo.png":  `modified old="" bin=true +0 -0 mode=100644>100644`,
		"index.mdx": `modified old="" bin=false +2 -0 mode=100644>100644`,
		"tool.sh":   `modified old="" bin=false +0 -0 mode=100644>100755`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("files:\n got %v\nwant %v", got, want)
	}
	// Paths limits the diff to the files named, taken literally; a rename
	// is found when both its paths are named.
	one, err := f.host.Diff(ctx, f.cr, r, local.DiffOptions{Paths: []string{"moved.mdx", "move me.mdx"}})
	if err != nil || len(one.Files) != 1 || one.Files[0].Path != "moved.mdx" || one.Files[0].OldPath != "move me.mdx" {
		t.Errorf("diff of a renamed file alone: %+v, %v", one.Files, err)
	}
	if none, err := f.host.Diff(ctx, f.cr, r, local.DiffOptions{Paths: []string{"*.mdx"}}); err != nil || len(none.Files) != 0 {
		t.Errorf("a pattern was not taken literally: %+v, %v", none.Files, err)
	}
	// Ignoring white space hides a change of indentation only.
	commitOn(t, repo, "folio/ws", map[string]string{"index.mdx": "  # Home\n"})
	f.open("folio/ws", "Indent")
	c2, _ := f.store.Change(ctx, "docs", 2)
	r2, _ := f.host.Range(ctx, f.cr, c2)
	if d, err := f.host.Diff(ctx, f.cr, r2, local.DiffOptions{IgnoreSpace: true}); err != nil || d.Added+d.Deleted != 0 {
		t.Errorf("diff ignoring space: +%d -%d, %v", d.Added, d.Deleted, err)
	}
	if _, err := f.host.Diff(ctx, f.cr, local.Range{From: "main", To: "HEAD"}, local.DiffOptions{}); err == nil {
		t.Error("Diff accepted names that are not commit ids")
	}
}

func FuzzParseDiff(f *testing.F) {
	f.Add("diff --git a/x b/x\nindex " + id('a') + ".." + id('b') + " 100644\n--- a/x\n+++ b/x\n@@ -1,2 +1,2 @@ s\n a\n-b\n+c\n\\ No newline at end of file\n")
	f.Add("diff --git \"a/\\303\\251\" \"b/\\303\\251\"\nnew file mode 100644\n")
	f.Add("diff --git a/a b/b\nsimilarity index 100%\nrename from a\nrename to b\n")
	f.Fuzz(func(t *testing.T, patch string) {
		d, err := local.ParseDiff(strings.NewReader(patch), local.DiffLimits{Bytes: 1 << 16, FileLines: 100})
		if err != nil {
			return
		}
		for _, file := range d.Files {
			for _, h := range file.Hunks {
				old, nw := h.OldStart, h.NewStart
				for _, l := range h.Lines {
					switch l.Kind {
					case local.LineContext:
						if l.Old != old || l.New != nw {
							t.Fatalf("context line numbered %d/%d, want %d/%d", l.Old, l.New, old, nw)
						}
						old++
						nw++
					case local.LineAdded:
						if l.Old != 0 || l.New != nw {
							t.Fatalf("added line numbered %d/%d", l.Old, l.New)
						}
						nw++
					case local.LineDeleted:
						if l.New != 0 || l.Old != old {
							t.Fatalf("deleted line numbered %d/%d", l.Old, l.New)
						}
						old++
					default:
						t.Fatalf("line kind %q", l.Kind)
					}
				}
			}
		}
	})
}
