package bench

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/devserver"
	"github.com/foliodocs/folio/internal/fscache"
	"github.com/foliodocs/folio/internal/site"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// BenchmarkDevEdit measures folio dev's loop: from writing an edit to the
// reload event reaching an open page, for each kind of edit, on a
// generated 10,000-page site and on Comfy-Org__docs (3,500 pages in three
// languages, copied): each edit from a settled server, and edits back to
// back. Targets: under 100 ms for each, under 50 ms for a body edit.
func BenchmarkDevEdit(b *testing.B) {
	sites := []struct {
		name string
		dir  func(b *testing.B) string
	}{
		{"generated-10k", func(b *testing.B) string { return copyDir(b, generatedMDX(b, 10000, false)) }},
		{"Comfy-Org__docs", func(b *testing.B) string {
			return copyDir(b, filepath.Join(testcorpus.Dir(b), "Comfy-Org__docs"))
		}},
	}
	for _, site := range sites {
		b.Run(site.name, func(b *testing.B) {
			dir := site.dir(b)
			page := firstPage(b, dir)
			src, err := os.ReadFile(page)
			if err != nil {
				b.Fatal(err)
			}
			// The page imports a snippet, for the snippet edit.
			snippet := filepath.Join(dir, "snippets", "bench-snippet.mdx")
			os.MkdirAll(filepath.Dir(snippet), 0o755)
			write(b, snippet, "A snippet.\n")
			front, body := splitFront(string(src))
			write(b, page, front+"\nimport BenchSnippet from '/snippets/bench-snippet.mdx';\n\n"+body+"\n<BenchSnippet />\n")
			config := filepath.Join(dir, "docs.json")
			cfg, err := os.ReadFile(config)
			if err != nil {
				b.Fatal(err)
			}
			name := regexp.MustCompile(`"name":\s*"[^"]*"`).FindIndex(cfg)
			if name == nil {
				b.Fatal("docs.json has no name")
			}
			srv, reloads := devServer(b, dir)
			kinds := []struct {
				name string
				edit func(i int)
			}{
				{"body", func(i int) {
					write(b, page, front+"\nimport BenchSnippet from '/snippets/bench-snippet.mdx';\n\n"+body+fmt.Sprintf("\nEdit number %d.\n", i)+"\n<BenchSnippet />\n")
				}},
				{"title", func(i int) {
					f := regexp.MustCompile(`(?m)^title:.*$`).ReplaceAllString(front, fmt.Sprintf("title: Edited title %d", i))
					write(b, page, f+"\nimport BenchSnippet from '/snippets/bench-snippet.mdx';\n\n"+body+"\n<BenchSnippet />\n")
				}},
				{"snippet", func(i int) { write(b, snippet, fmt.Sprintf("A snippet, edit %d.\n", i)) }},
				{"docs.json", func(i int) {
					edited := string(cfg[:name[0]]) + fmt.Sprintf(`"name": "Edited %d"`, i) + string(cfg[name[1]:])
					write(b, config, edited)
				}},
			}
			// Every edit writes something new: an edit that writes what
			// the file holds changes nothing to rebuild.
			n := 0
			edit := func(b *testing.B, e func(int)) {
				n++
				e(n)
				select {
				case <-reloads:
				case <-time.After(60 * time.Second):
					b.Fatal("no reload event")
				}
			}
			for _, kind := range kinds {
				// Each edit from a settled server, as an author's edits
				// a few seconds apart are: the background pass of the
				// edit before is done, outside the timing.
				// cpu-ms/op is the processor time from the edit until the
				// server is settled again: the rebuild and the background
				// pass, which the timing leaves out.
				b.Run(kind.name, func(b *testing.B) {
					settle(b, srv)
					var cpu float64
					for range b.N {
						b.StopTimer()
						drain(reloads)
						start := cpuTime()
						b.StartTimer()
						edit(b, kind.edit)
						b.StopTimer()
						settle(b, srv)
						cpu += cpuTime() - start
						b.StartTimer()
					}
					b.ReportMetric(cpu*1000/float64(b.N), "cpu-ms/op")
				})
				// Edits back to back: each stops the background pass of
				// the one before.
				b.Run(kind.name+"/back-to-back", func(b *testing.B) {
					settle(b, srv)
					drain(reloads)
					for b.Loop() {
						edit(b, kind.edit)
					}
				})
			}
		})
	}
}

func settle(b *testing.B, srv *devserver.Server) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	time.Sleep(50 * time.Millisecond) // the last edit's events are in
	if err := srv.Checked(ctx); err != nil {
		b.Fatal(err)
	}
}

// devServer starts folio dev on dir, waits for its first build, and
// returns it and the reload events an open page receives.
func devServer(b *testing.B, dir string) (*devserver.Server, <-chan struct{}) {
	srv, err := devserver.New(dir, devserver.Options{Debounce: time.Millisecond})
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	b.Cleanup(cancel)
	if err := srv.Build(ctx); err != nil {
		b.Fatal(err)
	}
	go srv.Watch(ctx)
	hs := httptest.NewServer(srv)
	b.Cleanup(hs.Close)
	req, _ := http.NewRequestWithContext(ctx, "GET", hs.URL+"/_folio/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { resp.Body.Close() })
	reloads := make(chan struct{}, 64)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if sc.Text() == "event: reload" {
				reloads <- struct{}{}
			}
		}
	}()
	time.Sleep(300 * time.Millisecond) // the watcher is set up
	drain(reloads)
	return srv, reloads
}

func drain(c <-chan struct{}) {
	for {
		select {
		case <-c:
		default:
			return
		}
	}
}

func write(b *testing.B, name, data string) {
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		b.Fatal(err)
	}
}

// splitFront splits a page into its frontmatter (with its fences) and its
// body.
func splitFront(src string) (front, body string) {
	if !strings.HasPrefix(src, "---\n") {
		return "---\ntitle: Page\n---\n", src
	}
	end := strings.Index(src[4:], "\n---\n")
	if end < 0 {
		return "", src
	}
	return src[:4+end+5], src[4+end+5:]
}

// firstPage is the first page file docs.json lists: a page in the
// navigation, whose title the sidebar shows.
func firstPage(b *testing.B, dir string) string {
	cfg, err := os.ReadFile(filepath.Join(dir, "docs.json"))
	if err != nil {
		b.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`"([a-z0-9][^"]*)"`).FindAllStringSubmatch(string(cfg), -1) {
		for _, ext := range []string{".mdx", ".md"} {
			p := filepath.Join(dir, m[1]+ext)
			if data, err := os.ReadFile(p); err == nil && strings.HasPrefix(string(data), "---\n") && strings.Contains(string(data), "\ntitle:") {
				return p
			}
		}
	}
	b.Fatal("no page with a title in docs.json")
	return ""
}

// copyDir copies a folder to a temporary one, removed after the benchmark.
func copyDir(b *testing.B, src string) string {
	dst := filepath.Join(b.TempDir(), "site")
	if err := os.CopyFS(dst, os.DirFS(src)); err != nil {
		b.Fatal(err)
	}
	return dst
}

// BenchmarkDevRebuild is the processor's part of a title or docs.json
// edit in folio dev, without the watcher and the network: loading the
// configuration, checking its files and resolving the site, with the
// docs folder read from a warm cache (fscache) as folio dev's builds read
// it after an edit. Use it with -cpuprofile to see where an edit goes.
func BenchmarkDevRebuild(b *testing.B) {
	dir := generatedMDX(b, 10000, false)
	files := fscache.New()
	ctx := context.Background()
	rebuild := func() {
		p, err := config.LoadWith(dir, files.FS)
		if err != nil {
			b.Fatal(err)
		}
		defer p.Close()
		p.CheckFiles()
		if _, err := site.Build(ctx, p, site.Options{LiveReload: true, OmitIntegrations: true, MCP: true, SearchServer: true,
			SocialImages: true, OnDemand: true, WrapFS: files.FS}); err != nil {
			b.Fatal(err)
		}
	}
	rebuild()
	b.ReportAllocs()
	for b.Loop() {
		files.Forget("docs.json")
		rebuild()
	}
}
