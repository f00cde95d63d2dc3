package site_test

import (
	"encoding/base64"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// TestBrowserGitHubRepo loads a page with GitHub.Repo cards, GitHub's API
// answered by a fake: the card of a known repository shows its
// description (as text) and its stars and forks; the other stays as the
// server wrote it; a second visit in the session asks GitHub nothing.
func TestBrowserGitHubRepo(t *testing.T) {
	base := serveSite(t, "github")
	ctx, problems := browser(t, 1024, 900)
	var mu sync.Mutex
	var asked, unexpected []string
	cors := []*fetch.HeaderEntry{{Name: "Access-Control-Allow-Origin", Value: "*"}, {Name: "Content-Type", Value: "application/json"}}
	answerRequests(t, ctx, func(url string, id fetch.RequestID) chromedp.Action {
		if strings.HasPrefix(url, base) {
			return fetch.ContinueRequest(id)
		}
		mu.Lock()
		defer mu.Unlock()
		switch {
		case url == "https://api.github.com/repos/acme/widgets":
			asked = append(asked, url)
			body := `{"full_name":"acme/widgets","description":"Widgets for everyone <b>now</b>","stargazers_count":12345,"forks_count":67}`
			return fetch.FulfillRequest(id, 200).WithResponseHeaders(cors).WithBody(base64.StdEncoding.EncodeToString([]byte(body)))
		case url == "https://api.github.com/repos/acme/gone":
			asked = append(asked, url)
			return fetch.FulfillRequest(id, 404).WithResponseHeaders(cors).WithBody(base64.StdEncoding.EncodeToString([]byte(`{"message":"Not Found"}`)))
		case strings.HasPrefix(url, "https://api.github.com/"):
			asked = append(asked, url)
		default:
			unexpected = append(unexpected, url)
		}
		return fetch.FailRequest(id, network.ErrorReasonBlockedByClient)
	})
	run(t, ctx, "intercept", fetch.Enable().WithPatterns([]*fetch.RequestPattern{{URLPattern: "*"}}))

	known := `a.github-repo[data-repo="acme/widgets"]`
	gone := `a.github-repo[data-repo="acme/gone"]`
	var desc, stars, forks, starsLabel string
	var bold, goneLoaded, goneStats bool
	run(t, ctx, "open", chromedp.Navigate(base+"/"),
		chromedp.WaitVisible(known+" .github-repo-stars"),
		chromedp.Text(known+" .github-repo-description", &desc),
		chromedp.Text(known+" .github-repo-stars", &stars),
		chromedp.Text(known+" .github-repo-forks", &forks),
		chromedp.AttributeValue(known+" .github-repo-stars", "aria-label", &starsLabel, nil),
		chromedp.Evaluate(`!!document.querySelector('`+known+` .github-repo-description b')`, &bold),
	)
	if desc != "Widgets for everyone <b>now</b>" || bold {
		t.Errorf("description = %q (markup made elements: %v)", desc, bold)
	}
	if stars != "12.3K" || forks != "67" || starsLabel != "12345 stars" {
		t.Errorf("stars %q (%q), forks %q", stars, starsLabel, forks)
	}
	goneAnswered := chromedp.Poll(`performance.getEntriesByName("https://api.github.com/repos/acme/gone").length > 0`, nil,
		chromedp.WithPollingTimeout(5*time.Second))
	run(t, ctx, "the other card's answer", goneAnswered)
	run(t, ctx, "gone card",
		chromedp.Evaluate(`document.querySelector('`+gone+`').hasAttribute("data-loaded")`, &goneLoaded),
		chromedp.Evaluate(`!!document.querySelector('`+gone+` .github-repo-stats')`, &goneStats))
	if goneLoaded || goneStats {
		t.Errorf("the unknown repository's card changed: loaded %v, stats %v", goneLoaded, goneStats)
	}
	shot(t, ctx, "github-repo")

	mu.Lock()
	first := len(asked)
	mu.Unlock()
	if first != 2 {
		t.Errorf("first visit asked GitHub %d times: %v", first, asked)
	}
	// Again in the same session: the known repository comes from the
	// session's store; only the failed one is asked again.
	run(t, ctx, "reload", chromedp.Navigate(base+"/"), chromedp.WaitVisible(known+" .github-repo-stars"), goneAnswered)
	mu.Lock()
	again := asked[first:]
	bad := unexpected
	mu.Unlock()
	if len(again) != 1 || again[0] != "https://api.github.com/repos/acme/gone" {
		t.Errorf("second visit asked %v", again)
	}
	if len(bad) > 0 {
		t.Errorf("requests outside the site and GitHub's API: %v", bad)
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}
