package bench

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/browsertest"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/search"
	"github.com/foliodocs/folio/internal/site"
)

// searchQueries are the 20 fixed queries on the generated site: its
// words, topics, identifiers and pairs of them.
var searchQueries = []string{
	"webhook", "rate limits", "pagination", "retry backoff", "token scope",
	"configure cluster", "audit logs", "idempotency", "rotate secret", "snapshot",
	"migrate rollback", "billing invoice", "stream cursor", "deploy preview", "notifications",
	"shard replica", "timeout", "session cookie", "exports", "page-04242",
}

// searchSite builds the generated site of n pages in memory with its
// search index for a server.
func searchSite(b testing.TB, n int) *site.Output {
	p, err := config.Load(generated(b, n))
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { p.Close() })
	out, err := site.Build(context.Background(), p, site.Options{SearchServer: true})
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { out.Close() })
	return out
}

// sitePages are the pages a site's index was made of, for rebuilding it.
func sitePages(b testing.TB, out *site.Output) []search.Page {
	var pages []search.Page
	for _, s := range out.SearchScopes() {
		pages = append(pages, s.Index.PageList()...)
	}
	return pages
}

// BenchmarkSearch measures the search engine on the generated
// 10,000-page site: making the index from the pages' sections (index),
// writing its static files (files), and answering the 20 queries as a
// server does (query, with the p50 and p99 of one query).
func BenchmarkSearch(b *testing.B) {
	out := searchSite(b, 10000)
	pages := sitePages(b, out)
	b.Run("index/generated-10k", func(b *testing.B) {
		for b.Loop() {
			search.Build("en", pages)
		}
	})
	ix := out.SearchScopes()[0].Index
	b.Run("files/generated-10k", func(b *testing.B) {
		var size int
		for b.Loop() {
			size = 0
			for _, f := range ix.Files("v") {
				size += len(f.Data)
			}
		}
		b.ReportMetric(float64(size)/1e6, "MB")
	})
	b.Run("query/generated-10k", func(b *testing.B) {
		var took []time.Duration
		cpu := cpuTime()
		for i := 0; b.Loop(); i++ {
			start := time.Now()
			out.Search(searchQueries[i%len(searchQueries)], "", 10)
			took = append(took, time.Since(start))
		}
		// The processor time, which a busy machine changes less than
		// the wall clock (garbage collection included).
		b.ReportMetric((cpuTime()-cpu)*1e6/float64(b.N), "cpu-µs/op")
		slices.Sort(took)
		b.ReportMetric(float64(took[len(took)/2].Microseconds()), "p50-µs")
		b.ReportMetric(float64(took[len(took)*99/100].Microseconds()), "p99-µs")
	})
}

// TestSearchAgainstPagefind builds the generated 10,000-page site, indexes
// its export with Pagefind as well, and in Chromium runs the 20 queries
// on both, each in a fresh page with the cache off, counting the bytes
// each search transfers beyond the page: Folio's index files, and
// Pagefind's script, WebAssembly, index chunks and fragments. Both serve
// from one file server that sends a file's .br or .gz copy when the
// browser accepts it (as nginx's gzip_static and brotli_static do).
// It runs only when asked, with Pagefind's command:
//
//	FOLIO_PAGEFIND="npx pagefind" go test ./bench -run TestSearchAgainstPagefind -v -timeout 30m
func TestSearchAgainstPagefind(t *testing.T) {
	pf := os.Getenv("FOLIO_PAGEFIND")
	if pf == "" {
		t.Skip("set FOLIO_PAGEFIND to Pagefind's command, such as \"npx pagefind\"")
	}
	pages := 10000
	dir := generated(t, pages)
	out := t.TempDir()
	p, err := config.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	defer p.Close()
	start := time.Now()
	o, err := site.Build(context.Background(), p, site.Options{OutDir: out, Precompress: true})
	if err != nil {
		t.Fatal(err)
	}
	built := time.Since(start)
	// What the build spent on the index, made again: from the pages'
	// sections to its files.
	pagesOf := o.SearchScopes()[0].Index.PageList()
	start = time.Now()
	search.Build("en", pagesOf).Files("v")
	folioIndex := time.Since(start)
	if err := o.Write(out); err != nil {
		t.Fatal(err)
	}
	o.Close()
	folioSize := dirSize(t, filepath.Join(out, "_folio", "index"), false)

	args := strings.Fields(pf)
	cmd := exec.Command(args[0], append(args[1:], "--site", out)...)
	start = time.Now()
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pagefind: %v\n%s", err, msg)
	}
	pfTime := time.Since(start)
	pfSize := dirSize(t, filepath.Join(out, "pagefind"), false)
	t.Logf("index build: folio %v (its whole build %v), pagefind %v", folioIndex, built, pfTime)
	t.Logf("index on disk: folio %.1f MB (without .br/.gz %.1f MB), pagefind %.1f MB", float64(folioSize)/1e6,
		float64(dirSize(t, filepath.Join(out, "_folio", "index"), true))/1e6, float64(pfSize)/1e6)

	// The bytes are counted where they are sent: Pagefind fetches its
	// index from a worker, whose requests the page does not see.
	counter := &byteCounter{}
	srv := httptest.NewServer(counter.wrap(precompressedServer(out)))
	defer srv.Close()
	ctx, _ := browsertest.Start(t, 1200, 800)
	page := srv.URL + "/group-050/page-02451"
	folioJS := `(async q => {
		const ix = new FolioSearch.Index("/_folio/index/all", u => fetch(u).then(r => r.json()));
		return (await ix.search(q, 10)).map(r => r.url);
	})`
	pagefindJS := `(async q => {
		const pf = await import("/pagefind/pagefind.js");
		const s = await pf.search(q);
		return (await Promise.all(s.results.slice(0, 10).map(r => r.data()))).map(d => d.url);
	})`
	var rows []string
	var sum, sumData [2]int
	for k, q := range searchQueries {
		var bytes, data [2]int
		var found [2]int
		for i, js := range []string{folioJS, pagefindJS} {
			var urls []string
			if err := chromedp.Run(ctx, network.Enable(), network.SetCacheDisabled(true), chromedp.Navigate(page)); err != nil {
				t.Fatal(err)
			}
			counter.reset()
			if err := chromedp.Run(ctx,
				chromedp.Evaluate(js+"("+fmt.Sprintf("%q", q)+")", &urls, func(p *runtime.EvaluateParams) *runtime.EvaluateParams { return p.WithAwaitPromise(true) }),
			); err != nil {
				t.Fatalf("%q: %v", q, err)
			}
			for name, n := range counter.reset() {
				if !strings.HasPrefix(name, "/_folio/index/") && !strings.HasPrefix(name, "/pagefind/") {
					continue // the page's own files, loaded late
				}
				bytes[i] += n
				// The engine itself (Pagefind's scripts and WebAssembly;
				// Folio's is part of the page's script) apart from the
				// index's data.
				if !strings.HasSuffix(name, ".js") && !strings.Contains(name, "wasm") {
					data[i] += n
				}
				if k == 0 {
					t.Logf("  %s %d B", name, n)
				}
			}
			found[i] = len(urls)
			sum[i] += bytes[i]
			sumData[i] += data[i]
		}
		rows = append(rows, fmt.Sprintf("%-20s folio %6d B (%2d results)   pagefind %6d B, %6d B of index (%2d results)   ratio %.2f, of index %.2f",
			q, bytes[0], found[0], bytes[1], data[1], found[1], float64(bytes[0])/float64(bytes[1]), float64(data[0])/float64(data[1])))
	}
	for _, r := range rows {
		t.Log(r)
	}
	t.Logf("transfer for the %d queries: folio %d B, pagefind %d B (%d B of index): %.2f, of index %.2f", len(searchQueries),
		sum[0], sum[1], sumData[1], float64(sum[0])/float64(sum[1]), float64(sumData[0])/float64(sumData[1]))
}

// byteCounter counts the bytes of the bodies a server sends, by path.
type byteCounter struct {
	mu    sync.Mutex
	bytes map[string]int
}

func (c *byteCounter) wrap(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		cw := &countingWriter{ResponseWriter: w}
		h.ServeHTTP(cw, r)
		c.mu.Lock()
		if c.bytes == nil {
			c.bytes = map[string]int{}
		}
		c.bytes[r.URL.Path] += cw.n
		c.mu.Unlock()
	})
}

// reset returns the counts so far and starts again.
func (c *byteCounter) reset() map[string]int {
	c.mu.Lock()
	defer c.mu.Unlock()
	b := c.bytes
	c.bytes = map[string]int{}
	return b
}

type countingWriter struct {
	http.ResponseWriter
	n int
}

func (w *countingWriter) Write(p []byte) (int, error) {
	w.n += len(p)
	return w.ResponseWriter.Write(p)
}

// dirSize adds up the sizes of the files below dir; plain leaves out the
// .br and .gz copies.
func dirSize(t *testing.T, dir string, plain bool) int64 {
	var n int64
	filepath.Walk(dir, func(p string, fi os.FileInfo, err error) error {
		if err == nil && !fi.IsDir() && !(plain && (strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz"))) {
			n += fi.Size()
		}
		return nil
	})
	return n
}

// precompressedServer serves a folder as nginx with gzip_static and
// brotli_static does: a file's .br or .gz copy when the browser accepts
// it and the copy exists.
func precompressedServer(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		p := filepath.Join(dir, filepath.FromSlash(r.URL.Path))
		if fi, err := os.Stat(p); err == nil && fi.IsDir() {
			p = filepath.Join(p, "index.html")
		}
		accept := r.Header.Get("Accept-Encoding")
		for _, c := range []struct{ enc, ext string }{{"br", ".br"}, {"gzip", ".gz"}} {
			if !strings.Contains(accept, c.enc) {
				continue
			}
			if data, err := os.ReadFile(p + c.ext); err == nil {
				if t := mimeType(p); t != "" {
					w.Header().Set("Content-Type", t)
				}
				w.Header().Set("Content-Encoding", c.enc)
				w.Header().Set("Vary", "Accept-Encoding")
				w.Write(data)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}

func mimeType(p string) string {
	switch filepath.Ext(p) {
	case ".html":
		return "text/html; charset=utf-8"
	case ".json":
		return "application/json"
	case ".js":
		return "text/javascript"
	case ".css":
		return "text/css"
	}
	return ""
}
