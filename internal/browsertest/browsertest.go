// Package browsertest starts headless Chromium for the browser tests of
// the theme and the dashboard, and skips a test when Chromium is missing
// (CI installs it). It is imported only by tests.
package browsertest

import (
	"context"
	"fmt"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// Start starts Chromium with a viewport of width×height and returns its
// context, which ends with t (or after 90 s), and the page problems seen
// so far: uncaught exceptions and console errors, which tests assert empty.
func Start(t testing.TB, width, height int64) (context.Context, *[]string) {
	t.Helper()
	path := ""
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			path = p
			break
		}
	}
	if path == "" {
		t.Skip("no Chromium: apt-get install chromium")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.WindowSize(int(width), int(height)))
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	ctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	ctx, cancel3 := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(cancel3)
	var problems []string
	chromedp.ListenTarget(ctx, func(ev any) {
		switch ev := ev.(type) {
		case *runtime.EventExceptionThrown:
			problems = append(problems, "exception: "+ev.ExceptionDetails.Text)
		case *runtime.EventConsoleAPICalled:
			if ev.Type == runtime.APITypeError {
				problems = append(problems, "console error")
			}
		}
	})
	if err := chromedp.Run(ctx); err != nil {
		t.Skipf("Chromium does not start: %v", err)
	}
	// A window cannot be narrower than Chromium's minimum; the viewport can.
	if err := chromedp.Run(ctx, chromedp.EmulateViewport(width, height)); err != nil {
		t.Fatal(err)
	}
	return ctx, &problems
}

// WaitPath waits, up to ten seconds, for the browser's page to be at a
// path starting with prefix and loaded, and returns the path it is at:
// after a click that navigates, the next page is the signal to wait on
// (the page before also shows its title).
func WaitPath(ctx context.Context, prefix string) string {
	cond := fmt.Sprintf(`location.pathname.startsWith(%q) && document.readyState === "complete"`, prefix)
	_ = chromedp.Run(ctx, chromedp.Poll(cond, nil, chromedp.WithPollingTimeout(10*time.Second)))
	var p string
	if err := chromedp.Run(ctx, chromedp.Evaluate(`location.pathname`, &p)); err != nil {
		return "(" + err.Error() + ")"
	}
	return p
}
