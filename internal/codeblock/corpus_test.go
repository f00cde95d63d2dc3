package codeblock

import (
	"bufio"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/testcorpus"
)

// fence is an opening code fence found in the corpus.
type fence struct {
	file string
	line int
	info string
}

// corpusFences returns the info strings of every opening fence in the
// corpus's pages.
func corpusFences(t testing.TB) []fence {
	t.Helper()
	dir := testcorpus.Dir(t)
	var out []fence
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".mdx") || strings.HasSuffix(path, ".md")) {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		n := 0
		for sc.Scan() {
			n++
			l := strings.TrimLeft(sc.Text(), " \t>")
			for _, c := range []string{"`", "~"} {
				if !strings.HasPrefix(l, c+c+c) {
					continue
				}
				info := strings.TrimLeft(l, c)
				if strings.TrimSpace(info) == "" || c == "`" && strings.Contains(info, "`") {
					continue
				}
				out = append(out, fence{path, n, info})
			}
		}
		return sc.Err()
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// TestCorpusFencesParse parses every fence of the real sites: none may
// have a problem.
func TestCorpusFencesParse(t *testing.T) {
	fences := corpusFences(t)
	if len(fences) < 1000 {
		t.Fatalf("only %d fences in the corpus", len(fences))
	}
	for _, f := range fences {
		m, probs := ParseInfo(f.info)
		for _, p := range probs {
			t.Errorf("%s:%d: %q: col %d: %s (meta %+v)", f.file, f.line, f.info, p.Off, p.Msg, m)
		}
	}
}
