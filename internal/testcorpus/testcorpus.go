// Package testcorpus locates the real-site corpus that tests use as
// compatibility data: real public Mintlify sites, kept outside the
// repository (../shared/corpus) and found through FOLIO_CORPUS.
package testcorpus

import (
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"testing"
)

// Dir returns the corpus folder, or skips the test when there is none.
func Dir(tb testing.TB) string {
	tb.Helper()
	if d := os.Getenv("FOLIO_CORPUS"); d != "" {
		return d
	}
	_, file, _, ok := runtime.Caller(0)
	if ok {
		// internal/testcorpus/testcorpus.go → module root → ../shared/corpus
		d := filepath.Join(filepath.Dir(file), "..", "..", "..", "shared", "corpus")
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			return d
		}
	}
	tb.Skip("SKIP: no corpus: set FOLIO_CORPUS to the folder of real sites (../shared/corpus)")
	return ""
}

// Sites returns the names of the corpus's site folders, sorted.
func Sites(tb testing.TB) []string {
	tb.Helper()
	dir := Dir(tb)
	entries, err := os.ReadDir(dir)
	if err != nil {
		tb.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() && e.Name()[0] != '.' {
			out = append(out, e.Name())
		}
	}
	sort.Strings(out)
	return out
}

// Whole skips a test that goes over every page of the whole corpus when
// the race detector is on, unless FOLIO_CORPUS_RACE is set. Such a test
// takes minutes under the detector (Mintlify's own parser's verdicts on
// ten thousand files, every site built) to check memory that its smaller
// siblings share with it; CI runs it once more without the detector
// (.ci/run), so every page is still held to the corpus.
func Whole(tb testing.TB) {
	tb.Helper()
	if raceDetector && os.Getenv("FOLIO_CORPUS_RACE") == "" {
		tb.Skip("SKIP: the whole corpus, under the race detector: .ci/run runs it without (FOLIO_CORPUS_RACE=1 runs it here)")
	}
}
