package codeblock

import (
	"flag"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/testcorpus"
)

var lexCost = flag.Bool("lex-cost", false, "TestLexerCost: time every corpus block with the own lexers and with chroma's")

// TestLexerCost counts the corpus's code blocks by language and times
// highlighting them (tokens and HTML, no cache) with the package's own
// lexers and with chroma's, in alternate rounds: what the own lexers save
// a cold build of the corpus. Each distinct block is counted once per
// site, as a build's cache does. Run it alone (-run TestLexerCost
// -lex-cost): a chroma lexer's first use compiles its expressions, and
// that is reported as "first".
func TestLexerCost(t *testing.T) {
	if !*lexCost {
		t.Skip("run with -lex-cost")
	}
	dir := testcorpus.Dir(t)
	h := New(Options{CacheBytes: -1})
	type sample struct {
		l          *language
		site, text string
	}
	type stat struct {
		blocks, unique, bytes int
		own, chroma           []time.Duration // per round
		first                 time.Duration
	}
	byLang := map[string][]sample{}
	stats := map[string]*stat{}
	for _, site := range testcorpus.Sites(t) {
		seen := map[string]bool{}
		err := filepath.WalkDir(filepath.Join(dir, site), func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !(strings.HasSuffix(path, ".mdx") || strings.HasSuffix(path, ".md")) {
				return err
			}
			rel, _ := filepath.Rel(dir, path)
			for _, bl := range pageBlocks(t, rel) {
				m, _ := ParseInfo(bl.info)
				l := h.lexers.get(m.Lang)
				if l == nil || strings.EqualFold(m.Lang, "mermaid") {
					continue
				}
				name := l.Config().Name
				st := stats[name]
				if st == nil {
					st = &stat{}
					stats[name] = st
				}
				st.blocks++
				text := normalize(bl.code)
				if key := name + "\x00" + text; !seen[key] {
					seen[key] = true
					st.unique++
					st.bytes += len(text)
					byLang[name] = append(byLang[name], sample{l, site, text})
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	names := slices.SortedFunc(func(yield func(string) bool) {
		for n := range stats {
			if !yield(n) {
				return
			}
		}
	}, func(a, b string) int { return stats[b].blocks - stats[a].blocks })
	// bySite[site][lang]: the fastest round's time over the site's
	// blocks of lang, own lexer [0] and chroma's [1].
	bySite := map[string]map[string]*[2]time.Duration{}
	run := func(l *language, samples []sample, which int) time.Duration {
		per := map[string]time.Duration{}
		var total time.Duration
		for _, s := range samples {
			start := time.Now()
			h.tokenise(l, s.text)
			d := time.Since(start)
			per[s.site] += d
			total += d
		}
		for site, d := range per {
			m := bySite[site]
			if m == nil {
				m = map[string]*[2]time.Duration{}
				bySite[site] = m
			}
			name := l.Config().Name
			if m[name] == nil {
				m[name] = &[2]time.Duration{}
			}
			if cur := m[name][which]; cur == 0 || d < cur {
				m[name][which] = d
			}
		}
		return total
	}
	for _, name := range names {
		st, samples := stats[name], byLang[name]
		chromaOnly := &language{chroma: samples[0].l.chroma}
		start := time.Now()
		h.tokenise(chromaOnly, samples[0].text)
		st.first = time.Since(start)
		for range 3 {
			if samples[0].l.lex != nil {
				st.own = append(st.own, run(samples[0].l, samples, 0))
			}
			st.chroma = append(st.chroma, run(chromaOnly, samples, 1))
		}
	}
	perBlock := func(ds []time.Duration, n int) string {
		if len(ds) == 0 {
			return "-"
		}
		lo, hi := slices.Min(ds), slices.Max(ds)
		f := func(d time.Duration) float64 { return float64(d.Microseconds()) / float64(n) }
		return strings.TrimSpace(strings.Join([]string{ftoa(f(lo)), "–", ftoa(f(hi))}, ""))
	}
	t.Logf("%-24s %6s %6s %9s %14s %16s %10s %10s %8s", "language", "blocks", "unique", "bytes", "own µs/block", "chroma µs/block", "own ms", "chroma ms", "first ms")
	var ownTotal, chromaTotal, chromaOwnLangs time.Duration
	for _, name := range names {
		st := stats[name]
		ownMs := "-"
		if len(st.own) > 0 {
			ownMs = ftoa(float64(slices.Min(st.own).Microseconds()) / 1000)
			ownTotal += slices.Min(st.own)
			chromaOwnLangs += slices.Min(st.chroma)
		} else {
			ownTotal += slices.Min(st.chroma)
		}
		chromaTotal += slices.Min(st.chroma)
		t.Logf("%-24s %6d %6d %9d %14s %16s %10s %10s %8s", name, st.blocks, st.unique, st.bytes,
			perBlock(st.own, st.unique), perBlock(st.chroma, st.unique), ownMs,
			ftoa(float64(slices.Min(st.chroma).Microseconds())/1000), ftoa(float64(st.first.Microseconds())/1000))
	}
	t.Logf("all languages, fastest round: as built %v, chroma only %v (chroma on the own lexers' languages %v)", ownTotal.Round(time.Millisecond), chromaTotal.Round(time.Millisecond), chromaOwnLangs.Round(time.Millisecond))
	// Per site, what each own lexer saves it (chroma's time less the own
	// lexer's, fastest rounds), largest first.
	for _, site := range slices.Sorted(maps.Keys(bySite)) {
		var own, chroma time.Duration
		var parts []string
		langs := slices.SortedFunc(maps.Keys(bySite[site]), func(a, b string) int {
			da, db := bySite[site][a], bySite[site][b]
			return int((db[1] - db[0]) - (da[1] - da[0]))
		})
		for _, name := range langs {
			d := bySite[site][name]
			if d[0] == 0 {
				own += d[1]
				chroma += d[1]
				continue
			}
			own += d[0]
			chroma += d[1]
			parts = append(parts, name+" "+ftoa(float64((d[1]-d[0]).Microseconds())/1000))
		}
		t.Logf("%-42s highlighting as built %6s ms, chroma only %6s ms; saved (ms): %s", site,
			ftoa(float64(own.Microseconds())/1000), ftoa(float64(chroma.Microseconds())/1000), strings.Join(parts, ", "))
	}
}

func ftoa(f float64) string {
	if f >= 100 {
		return strconv.FormatFloat(f, 'f', 0, 64)
	}
	return strconv.FormatFloat(f, 'f', 1, 64)
}
