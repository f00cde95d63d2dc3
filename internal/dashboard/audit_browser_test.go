package dashboard_test

import (
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/domain"
)

// TestBrowserAudit: a sign-in that fails is on the owner's audit page,
// filtered with the form (no script needed); an editor and a viewer find
// no link to it and are refused at its address.
func TestBrowserAudit(t *testing.T) {
	b := setup(t)
	b.addProject("acme", "Acme Docs")
	b.addUser("ed@example.com", domain.RoleEditor, nil)
	b.addUser("vera@example.com", domain.RoleViewer, nil)
	ctx, problems := startBrowser(t, 1280, 900)

	// A wrong password, then the owner signs in.
	run(t, ctx, "a failed sign-in", chromedp.Navigate(b.base+"/login"), chromedp.WaitVisible("#password"),
		chromedp.SendKeys("#email", "ed@example.com"), chromedp.SendKeys("#password", "not my password"), chromedp.Submit("#password"),
		// The refusal's message, not the form, marks the answer: the old
		// page's form is still visible while the post is under way, and
		// navigating then aborts it.
		chromedp.WaitVisible("#password-error"))
	run(t, ctx, "the owner signs in", chromedp.Navigate(b.base+"/audit"), chromedp.WaitVisible("#password"),
		signIn("admin"), chromedp.WaitVisible(".audit-table"))
	shot(t, ctx, "audit-log")
	var first string
	run(t, ctx, "newest entries", chromedp.Text(".audit-table tbody", &first))
	for _, want := range []string{"admin", "ed@example.com", "Sign-in with a password", "reason: bad_password", "Failed", "Succeeded", "127.0.0.1"} {
		if !strings.Contains(first, want) {
			t.Errorf("the audit page lacks %q:\n%s", want, first)
		}
	}
	var current string
	run(t, ctx, "sidebar", chromedp.AttributeValue(`a[href$="/audit"]`, "aria-current", &current, nil))
	if current != "page" {
		t.Errorf("the sidebar's audit link is not marked current: %q", current)
	}

	// The filter form is a plain GET.
	run(t, ctx, "filter failures", chromedp.SetValue("#outcome", "failure"), chromedp.Submit("#outcome"),
		chromedp.WaitVisible(`.audit-row[data-outcome="failure"]`))
	var loc string
	var rows, failed int
	run(t, ctx, "filtered", chromedp.Location(&loc),
		chromedp.Evaluate(`document.querySelectorAll(".audit-row").length`, &rows),
		chromedp.Evaluate(`document.querySelectorAll('.audit-row[data-outcome="failure"]').length`, &failed))
	if u, err := url.Parse(loc); err != nil || u.Query().Get("outcome") != "failure" {
		t.Errorf("the form went to %s", loc)
	}
	if rows != 1 || failed != 1 {
		t.Errorf("filtered by failure: %d rows, %d failed", rows, failed)
	}

	for _, who := range []string{"ed@example.com", "vera@example.com"} {
		run(t, ctx, "sign out", chromedp.Submit(`form[action$="/logout"] button`), chromedp.WaitVisible("#password"))
		run(t, ctx, "sign in as "+who, signIn(who), chromedp.WaitVisible(".sidebar"))
		var links int
		run(t, ctx, "no link", chromedp.Evaluate(`document.querySelectorAll('a[href$="/audit"]').length`, &links))
		if links != 0 {
			t.Errorf("%s sees a link to the audit log", who)
		}
		var title string
		run(t, ctx, "refused", chromedp.Navigate(b.base+"/audit"), chromedp.WaitVisible(".error-title"), chromedp.Text(".error-title", &title))
		if title != "Not allowed for your role" {
			t.Errorf("%s at the audit page: %q", who, title)
		}
	}
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}
