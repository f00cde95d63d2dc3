package site

import (
	"bytes"
	"context"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// devOptions are the options folio dev builds with.
func devOptions() Options {
	return Options{LiveReload: true, OmitIntegrations: true, SearchServer: true, MCP: true, SocialImages: true, PlaygroundProxy: true,
		Now: func() time.Time { return time.Unix(0, 0) }}
}

// TestOnDemandFixtures builds each fixture site both ways, on demand and
// whole, and compares every file (see checkOnDemand); the race detector
// watches pages made while Finish runs.
func TestOnDemandFixtures(t *testing.T) {
	sites, err := filepath.Glob(filepath.Join("testdata", "sites", "*.txtar"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sites {
		name := strings.TrimSuffix(filepath.Base(s), ".txtar")
		t.Run(name, func(t *testing.T) {
			extra := map[string]string{}
			if name == "api" {
				extra["zoo.yaml"] = zooSpec
			}
			_, dir := buildSiteFiles(t, name, extra, Options{})
			checkOnDemand(t, dir, 4<<10)
		})
	}
}

// TestOnDemandCorpus is the check on two real sites of several
// languages, versions and OpenAPI pages: every file of the site made on
// demand is the file of the whole build, byte for byte.
func TestOnDemandCorpus(t *testing.T) {
	testcorpus.Whole(t)
	for _, name := range []string{"mintlify__docs", "spree__spree"} {
		t.Run(name, func(t *testing.T) {
			checkOnDemand(t, filepath.Join(testcorpus.Dir(t), name), 1<<20)
		})
	}
}

// checkOnDemand builds the site at dir whole and on demand with a page
// cache of cacheBytes (small, so that pages are dropped and made again),
// asks for every other page while Finish runs and for every file after,
// and compares them with the whole build's: the same files, the same
// bytes, the same diagnostics and page sources.
func checkOnDemand(t *testing.T, dir string, cacheBytes int64) {
	t.Helper()
	ctx := context.Background()
	load := func() *config.Project {
		p, err := config.Load(dir)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.Close() })
		p.CheckFiles()
		return p
	}
	full, err := Build(ctx, load(), devOptions())
	if err != nil {
		t.Fatal(err)
	}
	defer full.Close()
	opts := devOptions()
	opts.OnDemand, opts.PageCache = true, cacheBytes
	od, err := Build(ctx, load(), opts)
	if err != nil {
		t.Fatal(err)
	}
	defer od.Close()
	if !od.Pending() {
		t.Fatal("an OnDemand build is not pending")
	}
	if od.Pages != full.Pages {
		t.Errorf("pending: %d pages planned, the whole build wrote %d", od.Pages, full.Pages)
	}

	// Pages asked for while the background pass runs.
	var finished *Output
	var finishErr error
	var wg sync.WaitGroup
	wg.Go(func() { finished, finishErr = od.Finish(ctx) })
	keys := full.sortedKeys()
	for i, k := range keys {
		if i%2 == 0 && strings.HasSuffix(k, ".html") && !strings.HasPrefix(k, navPath) {
			compareFile(t, "pending", k, full, od)
		}
	}
	// The social images of a few pages, before the check.
	images := 0
	for _, k := range keys {
		if images == 3 || !strings.HasSuffix(k, "/index.html") || strings.HasPrefix(k, navPath) {
			continue
		}
		img := socialKey(strings.TrimSuffix(strings.TrimSuffix(k, "index.html"), "/"))
		if k == "/index.html" {
			img = socialKey("/")
		}
		want := full.Route(img)
		if want.Status != 200 {
			continue
		}
		images++
		got := od.Route(img)
		if got.Status != 200 || !bytes.Equal(got.File.Bytes(), want.File.Bytes()) {
			t.Errorf("pending: the social image %s = %d, differs from the whole build's", img, got.Status)
		}
	}
	// The large sections' sidebars the pages made so far link to.
	for _, k := range keys {
		if strings.HasPrefix(k, navPath) {
			if rt := od.Route(k); rt.Status == 200 {
				compareFile(t, "pending", k, full, od)
			}
		}
	}
	wg.Wait()
	if finishErr != nil {
		t.Fatal(finishErr)
	}
	if finished.Pending() {
		t.Error("the finished site is still pending")
	}
	if got, want := slices.Collect(func(yield func(string) bool) {
		for _, k := range finished.sortedKeys() {
			if !yield(k) {
				return
			}
		}
	}), keys; !slices.Equal(got, want) {
		t.Errorf("files differ: only on demand %v, only whole %v", minus(got, want), minus(want, got))
	}
	for _, k := range keys {
		compareFile(t, "finished", k, full, finished)
	}
	if finished.Pages != full.Pages {
		t.Errorf("finished: %d pages, the whole build wrote %d", finished.Pages, full.Pages)
	}
	if got, want := renderAll(finished.Diagnostics.All()), renderAll(full.Diagnostics.All()); got != want {
		t.Errorf("diagnostics differ:\n--- on demand\n%s\n--- whole\n%s", got, want)
	}
	for file, keys := range full.Sources {
		if got := finished.Sources[file]; !slices.Equal(sorted(got), sorted(keys)) {
			t.Errorf("sources of %s: %v, whole %v", file, got, keys)
		}
	}
	if len(finished.Sources) != len(full.Sources) {
		t.Errorf("%d sources, whole %d", len(finished.Sources), len(full.Sources))
	}
	if got, want := len(finished.SearchScopes()), len(full.SearchScopes()); got != want {
		t.Errorf("%d search scopes, whole %d", got, want)
	}
	// The pending site's files that wait for Finish now answer as the
	// finished one's.
	for _, k := range []string{"/llms.txt", "/llms-full.txt", "/sitemap.xml"} {
		if full.Files[k] != nil {
			compareFile(t, "pending after Finish", k, full, od)
		}
	}
}

func compareFile(t *testing.T, stage, key string, want, got *Output) {
	t.Helper()
	wf, gf := want.Files[key], got.Files[key]
	if gf == nil {
		gf = got.Route(key).File // a large section's sidebar, before Finish
	}
	if gf == nil {
		t.Errorf("%s: %s missing", stage, key)
		return
	}
	wd, err1 := want.Content(wf)
	gd, err2 := got.Content(gf)
	if err1 != nil || err2 != nil {
		t.Errorf("%s: %s: %v, %v", stage, key, err1, err2)
		return
	}
	if !bytes.Equal(wd, gd) {
		t.Errorf("%s: %s differs from the whole build's (%d bytes, whole %d)%s", stage, key, len(gd), len(wd), firstDiff(gd, wd))
	}
	if wf.Type != gf.Type {
		t.Errorf("%s: %s is %s, whole %s", stage, key, gf.Type, wf.Type)
	}
}

func firstDiff(a, b []byte) string {
	i := 0
	for i < len(a) && i < len(b) && a[i] == b[i] {
		i++
	}
	lo := max(0, i-60)
	return fmt.Sprintf(" at byte %d:\n  %q\n  %q", i, a[lo:min(len(a), i+60)], b[lo:min(len(b), i+60)])
}

func renderAll(ds []diag.Diagnostic) string {
	var b strings.Builder
	for _, d := range ds {
		diag.Render(&b, d, diag.Style{})
	}
	return b.String()
}

func minus(a, b []string) []string {
	var out []string
	for _, s := range a {
		if !slices.Contains(b, s) {
			out = append(out, s)
		}
	}
	return out
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}
