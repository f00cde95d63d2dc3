package sitehost

import (
	"archive/tar"
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// entry is one entry of a crafted archive.
type entry struct {
	name, data, link string
	typ              byte
}

func file(name, data string) entry        { return entry{name: name, data: data, typ: tar.TypeReg} }
func dir(name string) entry               { return entry{name: name, typ: tar.TypeDir} }
func symlink(name, to string) entry       { return entry{name: name, link: to, typ: tar.TypeSymlink} }
func special(name string, typ byte) entry { return entry{name: name, typ: typ} }

func archive(t *testing.T, entries ...entry) *bytes.Buffer {
	t.Helper()
	var b bytes.Buffer
	tw := tar.NewWriter(&b)
	for _, e := range entries {
		hdr := &tar.Header{Name: e.name, Typeflag: e.typ, Linkname: e.link, Mode: 0o644, Size: int64(len(e.data)), ModTime: time.Unix(0, 0), Format: tar.FormatPAX}
		if e.typ == tar.TypeXGlobalHeader {
			hdr = &tar.Header{Typeflag: e.typ, PAXRecords: map[string]string{"comment": "0123abcd"}, Format: tar.FormatPAX}
		}
		if e.typ == tar.TypeDir {
			hdr.Mode = 0o755
		}
		if err := tw.WriteHeader(hdr); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write([]byte(e.data)); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	return &b
}

func TestExtract(t *testing.T) {
	t.Parallel()
	d := filepath.Join(t.TempDir(), "site")
	if err := os.Mkdir(d, 0o755); err != nil {
		t.Fatal(err)
	}
	var skipped []string
	err := extract(d, archive(t,
		entry{name: "pax_global_header", typ: tar.TypeXGlobalHeader},
		dir("guides/"),
		file("guides/setup.mdx", "Setup."),
		file("docs.json", "{}"),
		file("deep/er/page.mdx", "Deep."),
		symlink("alias.mdx", "guides/setup.mdx"),
		symlink("guides/up.mdx", "../docs.json"),
		symlink("out.mdx", "../../etc/passwd"),
		symlink("guides/out.mdx", "../../x"),
		symlink("abs.mdx", "/etc/passwd"),
	), func(name, target string) { skipped = append(skipped, name) })
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string]string{"guides/setup.mdx": "Setup.", "docs.json": "{}", "deep/er/page.mdx": "Deep.", "alias.mdx": "Setup.", "guides/up.mdx": "{}"} {
		got, err := os.ReadFile(filepath.Join(d, name))
		if err != nil || string(got) != want {
			t.Errorf("%s = %q, %v; want %q", name, got, err, want)
		}
	}
	for _, name := range []string{"out.mdx", "guides/out.mdx", "abs.mdx"} {
		if _, err := os.Lstat(filepath.Join(d, name)); !errors.Is(err, os.ErrNotExist) {
			t.Errorf("%s: a link out of the folder was made (%v)", name, err)
		}
	}
	if strings.Join(skipped, " ") != "out.mdx guides/out.mdx abs.mdx" {
		t.Errorf("skipped %v", skipped)
	}
}

func TestExtractRefuses(t *testing.T) {
	t.Parallel()
	cases := map[string][]entry{
		"parent":           {file("../evil", "x")},
		"parent inside":    {file("a/../../evil", "x")},
		"parent at end":    {dir("a/.."), file("ok", "x")},
		"absolute":         {file("/tmp/evil", "x")},
		"absolute dir":     {dir("/evil/")},
		"parent link name": {symlink("../evil", "x")},
		"below a link":     {symlink("l", "."), symlink("l/x", "..")},
		"twice":            {file("a", "1"), file("a", "2")},
		"device":           {special("dev", tar.TypeChar)},
		"fifo":             {special("fifo", tar.TypeFifo)},
		"hard link":        {file("a", "1"), {name: "b", link: "a", typ: tar.TypeLink}},
	}
	for name, entries := range cases {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			parent := t.TempDir()
			d := filepath.Join(parent, "site", "tree")
			if err := os.MkdirAll(d, 0o755); err != nil {
				t.Fatal(err)
			}
			if err := extract(d, archive(t, entries...), nil); err == nil {
				t.Fatal("extracted")
			}
			for _, p := range []string{filepath.Join(parent, "evil"), filepath.Join(parent, "site", "evil"), filepath.Join(parent, "x")} {
				if _, err := os.Lstat(p); err == nil {
					t.Fatalf("%s was written", p)
				}
			}
		})
	}
}

func TestCheckBranch(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"main", "feature/x", "release-1.0", "v1.2.3", "user@host", "a.b/c-d_e", "ünïcode"} {
		if err := checkBranch(ok); err != nil {
			t.Errorf("checkBranch(%q) = %v", ok, err)
		}
	}
	for _, bad := range []string{"", "-x", "--upload-pack=x", "../x", "a/../b", "a..b", "x.lock", "a/x.lock/b", ".hidden", "a/.b",
		"a b", "a~1", "a^", "a:b", "a?", "a*", "a[", `a\b`, "@", "a@{1}", "@{-1}", "/a", "a/", "a//b", "a.", "HEAD", "a\x00b", "a\nb", "a\x7f",
		strings.Repeat("a", 300)} {
		if err := checkBranch(bad); err == nil {
			t.Errorf("checkBranch(%q) accepted", bad)
		}
	}
}

func TestCheckRepository(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{
		"https://example.com/o/r.git": "https://example.com/o/r.git",
		"git@github.com:o/r.git":      "git@github.com:o/r.git",
		"ssh://[::1]/r.git":           "ssh://[::1]/r.git",
		"file:///srv/r.git":           "file:///srv/r.git",
		"/srv/docs":                   "/srv/docs",
		"/srv/docs/../site":           "/srv/site",
	} {
		if got, err := checkRepository(in); err != nil || got != want {
			t.Errorf("checkRepository(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	if got, err := checkRepository("docs"); err != nil || !filepath.IsAbs(got) {
		t.Errorf("checkRepository(docs) = %q, %v; want an absolute path", got, err)
	}
	for _, bad := range []string{"", "-oProxyCommand=x", "--upload-pack=x", "ext::sh -c touch% /tmp/x", "fd::3", "https://x/\nr"} {
		if _, err := checkRepository(bad); err == nil {
			t.Errorf("checkRepository(%q) accepted", bad)
		}
	}
}

func TestCleanDocsDir(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"": "", ".": "", "./": "", "docs": "docs", "docs/": "docs", "./docs/site": "docs/site", "a/../docs": "docs"} {
		if got, err := cleanDocsDir(in); err != nil || got != want {
			t.Errorf("cleanDocsDir(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, bad := range []string{"..", "../docs", "docs/../../x", "/docs", "a\nb"} {
		if _, err := cleanDocsDir(bad); err == nil {
			t.Errorf("cleanDocsDir(%q) accepted", bad)
		}
	}
}

func TestRedact(t *testing.T) {
	t.Parallel()
	for _, repo := range []string{"https://user:s3cret-pw@example.com/o/r.git", "https://s3cret-token@example.com/o/r.git"} {
		err := redactErr(errors.New("fetch: fatal: unable to access '"+repo+"': 403"), repo)
		if strings.Contains(err.Error(), "s3cret") {
			t.Errorf("%s: not redacted: %v", repo, err)
		}
	}
	inner := errors.New("boom " + "https://u:pw1234@x/r")
	if err := redactErr(inner, "https://u:pw1234@x/r"); !errors.Is(err, inner) {
		t.Errorf("the redacted error does not wrap the original")
	}
}

func TestParseDates(t *testing.T) {
	t.Parallel()
	log := "\x00200\n\ndocs/a.mdx\nREADME.md\n\x00100\n\ndocs/a.mdx\ndocs/b.mdx\n"
	got := parseDates(log, "docs")
	if len(got) != 2 || got["a.mdx"].Unix() != 200 || got["b.mdx"].Unix() != 100 {
		t.Fatalf("parseDates = %v", got)
	}
}
