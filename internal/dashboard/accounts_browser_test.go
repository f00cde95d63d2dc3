package dashboard_test

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// TestBrowserViewer: a viewer signs in, reads a change with no Merge or
// Close button and no comment box, and a merge posted by hand (the form
// an editor would have, with the viewer's own CSRF token) is refused;
// the change stays open.
func TestBrowserViewer(t *testing.T) {
	rb := setupReview(t)
	commitOn(t, rb.repo, "folio/cccc3333", map[string]string{"docs/new.mdx": "---\ntitle: New\n---\n\nNew.\n"})
	rb.openChange("folio/cccc3333", "job_c", "Add a troubleshooting page", "Adds a page.")
	rb.addUser("vera@example.com", domain.RoleViewer, nil)
	ctx, problems := startBrowser(t, 1280, 900)

	change := rb.base + "/projects/acme/changes/1"
	run(t, ctx, "sign in as a viewer", chromedp.Navigate(change), chromedp.WaitVisible("#password"),
		signIn("vera@example.com"), chromedp.WaitVisible(".merge-box"))
	shot(t, ctx, "accounts-viewer-change")
	var buttons int
	run(t, ctx, "buttons", chromedp.Evaluate(`document.querySelectorAll("[data-merge], [data-close], #comment-body, form[action$='/merge'], form[action$='/close']").length`, &buttons))
	if buttons != 0 {
		t.Errorf("a viewer sees %d merge, close or comment controls", buttons)
	}
	var note string
	run(t, ctx, "note", chromedp.Text("[data-read-only]", &note))
	if !strings.Contains(note, "editor") {
		t.Errorf("the read-only note says %q", note)
	}
	// The POST, sent anyway.
	run(t, ctx, "post a merge", chromedp.Evaluate(`(() => {
		const f = document.createElement("form");
		f.method = "post"; f.action = location.pathname + "/merge";
		for (const [k, v] of [["csrf", document.querySelector("input[name=csrf]").value], ["method", "merge"]]) {
			const i = document.createElement("input"); i.type = "hidden"; i.name = k; i.value = v; f.appendChild(i);
		}
		document.body.appendChild(f); f.submit();
	})()`, nil), chromedp.WaitVisible(".error-title"))
	var title string
	run(t, ctx, "refusal", chromedp.Text(".error-title", &title))
	if title != "Not allowed for your role" {
		t.Errorf("a viewer's merge answered %q", title)
	}
	shot(t, ctx, "accounts-viewer-refused")
	c, err := rb.store.Change(t.Context(), "acme", 1)
	if err != nil || c.State != store.ChangeOpen {
		t.Fatalf("after the viewer's merge: %s, %v", c.State, err)
	}
	// The project page has no owner's buttons.
	run(t, ctx, "project", chromedp.Navigate(rb.base+"/projects/acme"), chromedp.WaitVisible(".settings"))
	var owners int
	run(t, ctx, "owner buttons", chromedp.Evaluate(`document.querySelectorAll(".project-webhooks, .project-delete, a[href$='/users']").length`, &owners))
	if owners != 0 {
		t.Errorf("a viewer sees %d owner's buttons or links", owners)
	}
	shot(t, ctx, "accounts-viewer-project")
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// TestBrowserSSO: the sign-in page's button goes to the provider (a fake
// one on loopback, with a Continue page), which sends the browser back
// signed in as the user with that email.
func TestBrowserSSO(t *testing.T) {
	sb := setupSSO(t, nil)
	sb.idp.Interactive = true
	sb.addUser("ada@example.com", domain.RoleEditor, nil)
	seedJobs(t, sb.bundle)
	ctx, problems := startBrowser(t, 1280, 800)

	run(t, ctx, "sign-in page", chromedp.Navigate(sb.base+"/projects/acme"), chromedp.WaitVisible("a[data-sso]"))
	shot(t, ctx, "accounts-login-sso")
	run(t, ctx, "to the provider", chromedp.Click("a[data-sso]"), chromedp.WaitVisible("#continue"))
	var who string
	run(t, ctx, "provider page", chromedp.Text("#who", &who))
	if who != "ada@example.com" {
		t.Errorf("the provider signs in %q", who)
	}
	shot(t, ctx, "accounts-sso-provider")
	run(t, ctx, "continue", chromedp.Click("#continue"), chromedp.WaitVisible(".jobs-table"))
	if loc := currentPath(t, ctx); loc != "/dashboard/projects/acme" {
		t.Errorf("after single sign-on at %s, want the page asked for", loc)
	}
	var name string
	run(t, ctx, "signed in", chromedp.Text(".nav-user-name", &name))
	if name != "Ada" {
		t.Errorf("signed in as %q", name)
	}
	shot(t, ctx, "accounts-sso-signed-in")

	// A token from the wrong issuer: back at the sign-in page, told why.
	run(t, ctx, "sign out", chromedp.Click(`.sidebar-foot button`), chromedp.WaitVisible("a[data-sso]"))
	sb.idp.Lock()
	sb.idp.Issuer = "https://evil.example.com"
	sb.idp.Unlock()
	run(t, ctx, "again", chromedp.Click("a[data-sso]"), chromedp.WaitVisible("#continue"), chromedp.Click("#continue"), chromedp.WaitVisible(".notice-danger"))
	var msg string
	run(t, ctx, "refused", chromedp.Text(".notice-danger", &msg))
	if !strings.Contains(msg, "could not be verified") {
		t.Errorf("a wrong issuer's token says %q", msg)
	}
	if loc := currentPath(t, ctx); loc != "/dashboard/login" {
		t.Errorf("after a refused token at %s", loc)
	}
	shot(t, ctx, "accounts-sso-refused")
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}

// TestBrowserUsers: an owner invites someone, copies the link, and the
// invitee creates their account in another browser; the owner then
// changes their role and grants them a project.
func TestBrowserUsers(t *testing.T) {
	b := setup(t)
	seedJobs(t, b)
	b.addProject("handbook", "Engineering Handbook")
	b.addUser("ed@example.com", domain.RoleEditor, map[string]domain.Role{"handbook": domain.RoleOwner})
	ctx, problems := startBrowser(t, 1280, 860)

	run(t, ctx, "sign in", chromedp.Navigate(b.base+"/users"), chromedp.WaitVisible("#password"), signIn("admin"), chromedp.WaitVisible(".users-table"))
	shot(t, ctx, "accounts-users")
	run(t, ctx, "invite form", chromedp.Click(`a[href$="/users/invite"]`), chromedp.WaitVisible("#email"))
	shot(t, ctx, "accounts-invite")
	run(t, ctx, "invite", chromedp.SendKeys("#email", "grace@example.com"),
		chromedp.Click(`input[name=role][value=viewer]`),
		chromedp.SetValue(`select[name=project]`, "acme"), chromedp.SetValue(`select[name=project_role]`, "editor"),
		chromedp.Submit("#email"), chromedp.WaitVisible("#link"))
	var link string
	run(t, ctx, "link", chromedp.Value("#link", &link))
	if !strings.Contains(link, "/dashboard/invite/") {
		t.Fatalf("invitation link %q", link)
	}
	shot(t, ctx, "accounts-invite-created")
	run(t, ctx, "users with the invitation", chromedp.Navigate(b.base+"/users"), chromedp.WaitVisible(".invites-table"))
	shot(t, ctx, "accounts-users-pending")

	// The invitee, in a browser of their own.
	guest, _ := startBrowser(t, 1280, 800)
	path := link[strings.Index(link, "/dashboard/"):]
	run(t, guest, "open the link", chromedp.Navigate(b.srv.URL+path), chromedp.WaitVisible("#name"))
	shot(t, guest, "accounts-accept")
	run(t, guest, "accept", chromedp.SendKeys("#name", "Grace Hopper"), chromedp.SendKeys("#password", testPassword),
		chromedp.SendKeys("#confirm", testPassword), chromedp.Submit("#confirm"), chromedp.WaitVisible(".project-grid"))
	var cards int
	run(t, guest, "projects", chromedp.Evaluate(`document.querySelectorAll(".project-card").length`, &cards))
	if cards != 2 {
		t.Errorf("the new viewer sees %d projects, want 2", cards)
	}
	run(t, guest, "account", chromedp.Navigate(b.base+"/account"), chromedp.WaitVisible("#current"))
	shot(t, guest, "accounts-account")

	// The owner's view of her.
	run(t, ctx, "user page", chromedp.Navigate(b.base+"/users"), chromedp.WaitVisible(`tr[data-user="grace@example.com"]`),
		chromedp.Click(`tr[data-user="grace@example.com"] a`), chromedp.WaitVisible("[data-save-role]"))
	run(t, ctx, "grant", chromedp.SetValue("#grant-project", "handbook"), chromedp.SetValue("#grant-role", "owner"),
		chromedp.Submit("#grant-project"), chromedp.WaitVisible(".flash"))
	shot(t, ctx, "accounts-user")
	u, err := b.store.UserByEmail(t.Context(), "grace@example.com")
	if err != nil {
		t.Fatal(err)
	}
	roles, _ := b.store.ProjectRoles(t.Context(), u.ID)
	if roles["acme"] != domain.RoleEditor || roles["handbook"] != domain.RoleOwner {
		t.Errorf("grace's grants %v", roles)
	}
	run(t, ctx, "keys", chromedp.Navigate(b.base+"/keys/new"), chromedp.WaitVisible("#name"))
	shot(t, ctx, "accounts-key-new")
	run(t, ctx, "dark users", colorScheme("dark"), chromedp.Navigate(b.base+"/users"), chromedp.WaitVisible(".users-table"))
	shot(t, ctx, "accounts-users-dark")
	if len(*problems) > 0 {
		t.Errorf("page problems: %v", *problems)
	}
}
