package bench

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/devserver"
)

// BenchmarkDevReload measures folio dev's loop on a generated 10,000-page
// site: from writing an edited page to the reload event reaching an open
// page. Target: under 50 ms.
func BenchmarkDevReload(b *testing.B) {
	dir := generatedMDX(b, 10000, false)
	srv, err := devserver.New(dir, devserver.Options{Debounce: time.Millisecond})
	if err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	if err := srv.Build(ctx); err != nil {
		b.Fatal(err)
	}
	go srv.Watch(ctx)
	hs := httptest.NewServer(srv)
	defer hs.Close()
	req, _ := http.NewRequestWithContext(ctx, "GET", hs.URL+"/_folio/events", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		b.Fatal(err)
	}
	defer resp.Body.Close()
	reloads := make(chan struct{}, 16)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			if sc.Text() == "event: reload" {
				reloads <- struct{}{}
			}
		}
	}()
	time.Sleep(200 * time.Millisecond) // the watcher is set up

	var page string
	filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if page == "" && err == nil && !d.IsDir() && strings.HasSuffix(p, ".mdx") {
			page = p
		}
		return nil
	})
	src, err := os.ReadFile(page)
	if err != nil {
		b.Fatal(err)
	}
	i := 0
	for b.Loop() {
		i++
		edited := string(src) + fmt.Sprintf("\nEdit number %d.\n", i)
		if err := os.WriteFile(page, []byte(edited), 0o644); err != nil {
			b.Fatal(err)
		}
		select {
		case <-reloads:
		case <-time.After(30 * time.Second):
			b.Fatal("no reload event")
		}
	}
	os.WriteFile(page, src, 0o644)
}
