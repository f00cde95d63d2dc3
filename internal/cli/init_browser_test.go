package cli

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/browsertest"
)

// TestBrowserInitStarter is a newcomer's first minute: folio init, then
// folio dev, and the starter's pages in a browser, each drawing its
// components without a console error. With FOLIO_SCREENSHOTS set, each
// page is saved there.
func TestBrowserInitStarter(t *testing.T) {
	ctx, problems := browsertest.Start(t, 1280, 900)
	dir := filepath.Join(t.TempDir(), "my-docs")
	var out, errb syncBuffer
	if code := Main(t.Context(), []string{"init", dir}, Env{Stdout: &out, Stderr: &errb}); code != ExitOK {
		t.Fatalf("init: exit %d: %s", code, errb.String())
	}
	addr := freeAddr(t)
	dctx, stop := context.WithCancel(context.Background())
	done := make(chan int, 1)
	var devOut, devErr syncBuffer
	go func() {
		done <- Main(dctx, []string{"dev", dir, "--addr", addr}, Env{Stdout: &devOut, Stderr: &devErr, Environ: os.Environ()})
	}()
	t.Cleanup(func() {
		stop()
		select {
		case <-done:
		case <-time.After(30 * time.Second):
			t.Error("dev did not stop")
		}
	})
	waitFor(t, &devOut, "serving ")
	base := "http://" + addr
	for _, p := range []struct{ path, ready, name string }{
		{"/", ".card", "init-home"},
		{"/quickstart", ".step", "init-quickstart"},
		{"/writing/components", ".code-group", "init-components"},
		{"/api-reference/create-a-note", ".api-endpoint", "init-api"},
	} {
		if err := chromedp.Run(ctx, chromedp.Navigate(base+p.path), chromedp.WaitVisible(p.ready)); err != nil {
			t.Fatalf("%s: %v\n%s", p.path, err, devOut.String())
		}
		dir := os.Getenv("FOLIO_SCREENSHOTS")
		if dir == "" {
			continue
		}
		var png []byte
		if err := chromedp.Run(ctx, chromedp.CaptureScreenshot(&png)); err != nil {
			t.Fatal(err)
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, p.name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if len(*problems) > 0 {
		t.Errorf("console problems: %q", *problems)
	}
}
