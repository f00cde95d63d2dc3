package codeblock

import (
	"bytes"
	"flag"
	"io/fs"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rogpeppe/go-internal/txtar"

	"github.com/foliodocs/folio/internal/testcorpus"
)

// seeds passes the info string and code of each testdata/render case to add.
func seeds(tb testing.TB, add func(info string, code []byte)) {
	files, _ := filepath.Glob("testdata/render/*.txtar")
	for _, file := range files {
		ar, err := txtar.ParseFile(file)
		if err != nil {
			tb.Fatal(err)
		}
		var info string
		var code []byte
		for _, s := range ar.Files {
			switch s.Name {
			case "info":
				info = strings.TrimSpace(string(s.Data))
			case "code":
				code = s.Data
			}
		}
		add(info, code)
	}
}

func FuzzParseInfo(f *testing.F) {
	seeds(f, func(info string, _ []byte) { f.Add(info) })
	for _, s := range []string{`js {1-3,}`, `a title="x`, `{{{`, `x '`, "js highlight={\"1\"}", "[!code", "js [lines] [x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, info string) {
		m, probs := ParseInfo(info)
		for _, p := range probs {
			if p.Off < 0 || p.Off > len(info) {
				t.Errorf("problem offset %d outside [0,%d]: %v", p.Off, len(info), p)
			}
		}
		for _, r := range append(m.Highlight, m.Focus...) {
			if r.From < 1 || r.To < r.From || r.To > maxLine {
				t.Errorf("bad range %v", r)
			}
		}
	})
}

func FuzzRender(f *testing.F) {
	seeds(f, func(info string, code []byte) { f.Add(info, code) })
	f.Add("js", []byte("a // [!code ++:99999]\n// [!code --]\n"))
	f.Add("html", []byte("<!-- [!code ++] --><b>\x00\xff\r"))
	f.Add("jsx", []byte("{/* [!code ++] */}\n{/* [!code focus:2] */}"))
	h := New(Options{CacheBytes: 1 << 20})
	f.Fuzz(func(t *testing.T, info string, code []byte) {
		if len(code) > 4<<10 || len(info) > 1<<10 {
			return
		}
		m, _ := ParseInfo(info)
		var b bytes.Buffer
		start := time.Now()
		h.Render(&b, m, code, RenderOptions{OmitHeader: len(code)%2 == 0})
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("Render took %v", d)
		}
		if err := wellFormed(b.String()); err != nil {
			t.Fatalf("%v in:\n%s", err, b.String())
		}
		if !strings.Contains(b.String(), "<pre") && !strings.HasPrefix(b.String(), `<div class="mermaid"`) {
			t.Fatalf("no <pre> in:\n%s", b.String())
		}
	})
}

var allBlocks = flag.Bool("all-blocks", false, "TestCorpusRender: render every block of the corpus, not a sample")

// TestCorpusRender renders the fenced blocks of the corpus: each must come
// out well-formed. It takes every block with options or notations and
// every twentieth of the others; -all-blocks takes all (28,000, 17 s).
func TestCorpusRender(t *testing.T) {
	if testing.Short() || raceDetector {
		t.Skip("slow: highlights thousands of blocks (twenty times slower under the race detector; TestConcurrentRender covers that)")
	}
	dir := testcorpus.Dir(t)
	h := New(Options{CacheBytes: -1})
	n, seen := 0, 0
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".mdx") || strings.HasSuffix(path, ".md")) {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		for _, bl := range pageBlocks(t, rel) {
			seen++
			m, _ := ParseInfo(bl.info)
			options := m.Lines || m.Wrap || m.Expandable || m.NoCopy || m.Highlight != nil || m.Focus != nil || m.Attrs != nil
			if !*allBlocks && !options && !bytes.Contains(bl.code, []byte("[!code")) && seen%20 != 0 {
				continue
			}
			var b bytes.Buffer
			h.Render(&b, m, bl.code, RenderOptions{})
			if err := wellFormed(b.String()); err != nil {
				t.Errorf("%s: %q: %v", rel, bl.info, err)
			}
			n++
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d of %d blocks", n, seen)
}

// TestConcurrentRender renders from many goroutines with one Highlighter
// and a small cache, so that entries come and go; run it with -race.
func TestConcurrentRender(t *testing.T) {
	h := New(Options{CacheBytes: 16 << 10})
	var blocks []block
	seeds(t, func(info string, code []byte) { blocks = append(blocks, block{info, code}) })
	want := make([]string, len(blocks))
	for i, bl := range blocks {
		m, _ := ParseInfo(bl.info)
		var b bytes.Buffer
		h.Render(&b, m, bl.code, RenderOptions{})
		want[i] = b.String()
	}
	var wg sync.WaitGroup
	for g := range 4 {
		wg.Go(func() {
			for round := range 20 {
				i := (g*7 + round*3) % len(blocks)
				m, _ := ParseInfo(blocks[i].info)
				var b bytes.Buffer
				h.Render(&b, m, blocks[i].code, RenderOptions{})
				if b.String() != want[i] {
					t.Errorf("block %d rendered differently", i)
				}
			}
		})
	}
	wg.Wait()
}
