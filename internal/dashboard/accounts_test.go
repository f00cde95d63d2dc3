package dashboard_test

import (
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// TestViewerCannotMerge: a viewer reads a change but gets no Merge, Close
// or comment form, and the same POSTs an editor's form would send are
// refused without effect; an editor's go through, under their name.
func TestViewerCannotMerge(t *testing.T) {
	t.Parallel()
	rb := setupReview(t)
	commitOn(t, rb.repo, "folio/bbbb2222", map[string]string{"docs/new.mdx": "---\ntitle: New\n---\n\nNew.\n"})
	rb.openChange("folio/bbbb2222", "job_b", "Add a page", "")
	rb.addUser("vera@example.com", domain.RoleViewer, nil)
	rb.addUser("ed@example.com", domain.RoleNone, map[string]domain.Role{"acme": domain.RoleEditor})

	viewer := rb.as("vera@example.com")
	page := viewer.get("/projects/acme/changes/1").wantStatus(t, http.StatusOK)
	page.wantBody(t, "Add a page", "data-read-only", "need an editor")
	page.wantNoBody(t, "/changes/1/merge", "/changes/1/close", "/changes/1/comments", "data-merge", "data-close")
	csrf := page.csrf(t) // the sign-out form's: the session's token
	for _, action := range []string{"merge", "close", "comments"} {
		viewer.post("/projects/acme/changes/1/"+action, url.Values{"csrf": {csrf}, "method": {"merge"}, "body": {"LGTM"}}).
			wantStatus(t, http.StatusForbidden).wantBody(t, "Not allowed for your role", "Nothing was changed")
	}
	c, err := rb.store.Change(t.Context(), "acme", 1)
	if err != nil {
		t.Fatal(err)
	}
	if c.State != store.ChangeOpen || len(rb.merged) != 0 {
		t.Fatalf("a viewer's POSTs changed the change: %s, merged %v", c.State, rb.merged)
	}
	if cs, _ := rb.store.ChangeComments(t.Context(), "acme", 1); len(cs) != 0 {
		t.Fatalf("a viewer's comment was kept: %+v", cs)
	}
	// The viewer's project page has no owner's buttons either.
	viewer.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, "you are a viewer here").
		wantNoBody(t, "/projects/acme/webhooks", "/projects/acme/delete")
	viewer.get("/projects").wantNoBody(t, "/projects/new")
	viewer.get("/users").wantStatus(t, http.StatusForbidden)

	// An editor by the project's grant merges, as themselves.
	editor := rb.as("ed@example.com")
	page = editor.get("/projects/acme/changes/1").wantStatus(t, http.StatusOK).wantBody(t, "data-merge", "data-close")
	editor.post("/projects/acme/changes/1/merge", url.Values{"csrf": {page.csrf(t)}, "method": {"merge"}}).
		wantRedirect(t, "/dashboard/projects/acme/changes/1?done=merged")
	editor.get("/projects/acme/changes/1").wantBody(t, "<strong>Ed</strong> merged")
}

// TestPasswordSignIn: an email and a password; one message for every
// failure; the shared password's bcrypt hash made argon2id at the first
// sign-in; a disabled user refused.
func TestPasswordSignIn(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addUser("ada@example.com", domain.RoleEditor, nil)
	sso := domain.User{ID: "usr_sso", Email: "sso@example.com", Role: domain.RoleViewer, Subject: "https://idp x"}
	if err := b.store.CreateUser(t.Context(), sso); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ email, password string }{
		{"ada@example.com", "wrong password!"},
		{"nobody@example.com", testPassword},
		{"sso@example.com", testPassword},
		{"not an email", testPassword},
		{"", testPassword},
	} {
		c := b.client()
		c.loginAs(tc.email, tc.password, "").wantStatus(t, http.StatusUnprocessableEntity).
			wantBody(t, "That email and password do not match an account that may sign in.")
		if c.cookie("/", "folio_session") != "" {
			t.Errorf("%s: a failed sign-in set a session", tc.email)
		}
	}
	// Case and spaces in the email do not matter. (Past the sign-in
	// limit's wait first.)
	b.clock.Advance(2 * time.Minute)
	c := b.client()
	c.loginAs("  ADA@Example.com ", testPassword, "").wantRedirect(t, "/dashboard/projects")
	c.get("/projects").wantBody(t, "Ada", "Editor")

	// The first owner's bcrypt hash is argon2id after one sign-in.
	b.signedIn()
	u, err := b.store.UserByEmail(t.Context(), "admin")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(u.PasswordHash, "$argon2id$") || u.LastSignInAt.IsZero() {
		t.Errorf("after sign-in: hash %.12q, last sign-in %v", u.PasswordHash, u.LastSignInAt)
	}
	b.signedIn() // and the new hash takes the password

	// Disabling ends the sessions and refuses the next sign-in.
	if _, err := b.store.UpdateUser(t.Context(), "usr_ada_example_com", func(u *domain.User) error { u.DisabledAt = b.clock.Now(); return nil }); err != nil {
		t.Fatal(err)
	}
	c.get("/projects").wantRedirect(t, "/dashboard/login")
	b.client().loginAs("ada@example.com", testPassword, "").wantStatus(t, http.StatusUnprocessableEntity)
}

var linkRE = regexp.MustCompile(`value="(http://[^"]+/dashboard/invite/([0-9A-Za-z]{43}))"`)

// TestInvitation: an owner invites; the link is shown once; the invitee
// opens it without an account, chooses a password and is signed in with
// the invitation's roles; the link then works no more.
func TestInvitation(t *testing.T) {
	t.Parallel()
	b := setup(t)
	seedJobs(t, b)
	owner := b.signedIn()
	form := owner.get("/users/invite").wantStatus(t, http.StatusOK)
	// Mistakes are shown on the form.
	owner.post("/invitations", url.Values{"csrf": {form.csrf(t)}, "email": {"not an email"}, "role": {"boss"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "Give the email address", "Choose a role")
	owner.post("/invitations", url.Values{"csrf": {form.csrf(t)}, "email": {"admin"}, "role": {"viewer"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "exists already")
	owner.post("/invitations", url.Values{"csrf": {form.csrf(t)}, "email": {"x@example.com"}, "role": {"none"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "needs a project")

	made := owner.post("/invitations", url.Values{"csrf": {form.csrf(t)}, "email": {"Grace@Example.com"}, "role": {"none"},
		"project": {"acme"}, "project_role": {"editor"}})
	loc := made.Header.Get("Location")
	if made.StatusCode != http.StatusSeeOther || !strings.HasSuffix(loc, "/created") {
		t.Fatalf("create invitation: %d to %q", made.StatusCode, loc)
	}
	shown := owner.get(strings.TrimPrefix(loc, "/dashboard")).wantStatus(t, http.StatusOK).wantBody(t, "grace@example.com", "shown only once")
	m := linkRE.FindStringSubmatch(shown.body)
	if m == nil {
		t.Fatalf("no link on %s", shown.body)
	}
	link, token := m[1], m[2]
	owner.get(strings.TrimPrefix(loc, "/dashboard")).wantStatus(t, http.StatusOK).wantBody(t, "already shown").wantNoBody(t, token)
	invs, _ := b.store.Invitations(t.Context())
	if len(invs) != 1 || string(invs[0].Hash) != string(auth.HashSecret(token)) || invs[0].CreatedBy != "usr_admin" {
		t.Fatalf("stored invitations %+v: want the token's hash only", invs)
	}
	owner.get("/users").wantBody(t, "Pending invitations", "grace@example.com", "Editor on Acme Docs")

	// The invitee's browser.
	guest := b.client()
	if !strings.HasPrefix(link, b.srv.URL) && !strings.HasPrefix(link, "http://api.test") {
		t.Fatalf("link %q", link)
	}
	accept := guest.get("/invite/"+token).wantStatus(t, http.StatusOK).wantBody(t, "grace@example.com", "Editor on Acme Docs")
	if accept.Header.Get("Referrer-Policy") != "no-referrer" {
		t.Error("the invitation page may send its address, with the token, as a referrer")
	}
	guest.post("/invite/"+token, url.Values{"csrf": {accept.csrf(t)}, "name": {"Grace Hopper"}, "password": {"short"}, "confirm": {"short"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "Use 8 to 256 characters")
	guest.post("/invite/"+token, url.Values{"csrf": {accept.csrf(t)}, "name": {"Grace Hopper"}, "password": {testPassword}, "confirm": {"other thing"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "The two passwords differ")
	guest.post("/invite/"+token, url.Values{"csrf": {accept.csrf(t)}, "name": {"Grace Hopper"}, "password": {testPassword}, "confirm": {testPassword}}).
		wantRedirect(t, "/dashboard/projects")
	guest.get("/projects").wantStatus(t, http.StatusOK).wantBody(t, "Acme Docs", "Grace Hopper")
	guest.get("/projects/acme").wantStatus(t, http.StatusOK).wantBody(t, "you are an editor here")
	u, err := b.store.UserByEmail(t.Context(), "grace@example.com")
	if err != nil || u.Role != domain.RoleNone || !strings.HasPrefix(u.PasswordHash, "$argon2id$") {
		t.Fatalf("invited user %+v, %v", u, err)
	}
	// Once only, and a made-up token is the same dead end.
	b.client().get("/invite/"+token).wantStatus(t, http.StatusNotFound).wantBody(t, "This invitation is not valid")
	b.client().get("/invite/"+strings.Repeat("Z", 43)).wantStatus(t, http.StatusNotFound)
	b.client().get("/invite/short").wantStatus(t, http.StatusNotFound)

	// An expired invitation's link is dead too.
	p := owner.get("/users/invite")
	loc = owner.post("/invitations", url.Values{"csrf": {p.csrf(t)}, "email": {"late@example.com"}, "role": {"viewer"}}).Header.Get("Location")
	m = linkRE.FindStringSubmatch(owner.get(strings.TrimPrefix(loc, "/dashboard")).body)
	b.clock.Advance(auth.InvitationTTL + time.Minute)
	b.client().get("/invite/"+m[2]).wantStatus(t, http.StatusNotFound)
}

// TestUsersPage: an owner changes roles and grants, disables and enables;
// the last owner stays; a disabled user's key stops at once.
func TestUsersPage(t *testing.T) {
	t.Parallel()
	b := setup(t)
	seedJobs(t, b)
	ada := b.addUser("ada@example.com", domain.RoleViewer, nil)
	adaBrowser := b.as("ada@example.com")
	owner := b.signedIn()
	list := owner.get("/users").wantStatus(t, http.StatusOK)
	list.wantBody(t, "admin", "ada@example.com", "Viewer", `href="/dashboard/users/usr_ada_example_com"`)
	csrf := list.csrf(t)
	path := "/users/" + ada.ID

	owner.post(path+"/role", url.Values{"csrf": {csrf}, "role": {"editor"}}).wantRedirect(t, "/dashboard"+path)
	owner.get(path).wantStatus(t, http.StatusOK).wantBody(t, "The user is updated.", "badge-role-editor")
	owner.post(path+"/role", url.Values{"csrf": {csrf}, "role": {"admin"}}).wantStatus(t, http.StatusUnprocessableEntity)
	owner.post(path+"/projects", url.Values{"csrf": {csrf}, "project": {"acme"}, "role": {"owner"}}).wantRedirect(t, "/dashboard"+path)
	owner.post(path+"/projects", url.Values{"csrf": {csrf}, "project": {"nope"}, "role": {"owner"}}).wantStatus(t, http.StatusUnprocessableEntity)
	owner.get(path).wantStatus(t, http.StatusOK).wantBody(t, "Acme Docs")
	adaBrowser.get("/projects/acme").wantBody(t, "/projects/acme/webhooks") // an owner of acme now
	owner.post(path+"/projects", url.Values{"csrf": {csrf}, "project": {"acme"}, "role": {""}}).wantRedirect(t, "/dashboard"+path)
	adaBrowser.get("/projects/acme").wantNoBody(t, "/projects/acme/webhooks")

	// The last owner is kept, and an owner cannot disable themselves.
	owner.post("/users/usr_admin/role", url.Values{"csrf": {csrf}, "role": {"viewer"}}).
		wantStatus(t, http.StatusConflict).wantBody(t, "last owner")
	owner.post("/users/usr_admin/disable", url.Values{"csrf": {csrf}}).wantStatus(t, http.StatusConflict).wantBody(t, "cannot disable yourself")

	// Ada's key works until she is disabled.
	secret, k, err := auth.NewKey(nil, "ada's", nil, nil, time.Time{}, b.clock.Now())
	if err != nil {
		t.Fatal(err)
	}
	k.UserID, k.CreatedBy = ada.ID, ada.ID
	if err := b.store.CreateKey(t.Context(), k); err != nil {
		t.Fatal(err)
	}
	api := apiServer(t, b)
	if code, err := callAPI(t, api, secret); err != nil || code != http.StatusCreated && code != http.StatusServiceUnavailable {
		t.Fatalf("ada's key before: %d, %v", code, err)
	}
	owner.post(path+"/disable", url.Values{"csrf": {csrf}}).wantRedirect(t, "/dashboard"+path)
	owner.get("/users").wantBody(t, "Disabled")
	adaBrowser.get("/projects").wantRedirect(t, "/dashboard/login")
	if code, err := callAPI(t, api, secret); err != nil || code != http.StatusUnauthorized {
		t.Fatalf("ada's key after she was disabled: %d, %v; want 401", code, err)
	}
	owner.post(path+"/enable", url.Values{"csrf": {csrf}}).wantRedirect(t, "/dashboard"+path)
	b.as("ada@example.com")
}

// TestKeysOfUsers: each person sees and revokes their own keys, which act
// as them; an owner sees everyone's and makes the organisation's; who
// made a key shows.
func TestKeysOfUsers(t *testing.T) {
	t.Parallel()
	b := setup(t)
	seedJobs(t, b)
	b.addUser("vic@example.com", domain.RoleViewer, nil)
	vic := b.as("vic@example.com")
	p := vic.get("/keys/new").wantStatus(t, http.StatusOK).wantBody(t, "The key acts as you").wantNoBody(t, `value="org"`)
	form := url.Values{"csrf": {p.csrf(t)}, "name": {"vic's script"}, "access": {"all"}, "scope": {"read", "write"}, "expiry": {"30"}}
	org := url.Values{}
	for k, v := range form {
		org[k] = v
	}
	org.Set("owner", "org")
	vic.post("/keys", org).wantStatus(t, http.StatusForbidden)
	loc := vic.post("/keys", form).Header.Get("Location")
	if !strings.HasSuffix(loc, "/created") {
		t.Fatalf("create a key: to %q", loc)
	}
	vicKeyID := strings.Split(loc, "/")[3]
	owner := b.signedIn()
	op := owner.get("/keys/new").wantBody(t, `value="org" checked`)
	form.Set("csrf", op.csrf(t))
	form.Set("name", "release bot")
	form.Set("owner", "org")
	owner.post("/keys", form).wantStatus(t, http.StatusSeeOther)

	// Vic sees only his own; the owner sees both, with who made them.
	vic.get("/keys").wantBody(t, "vic&#39;s script", "created").wantNoBody(t, "release bot", "Belongs to")
	keys := owner.get("/keys").wantBody(t, "vic&#39;s script", "release bot", "Belongs to", "Organisation")
	if !strings.Contains(text(keys.body), "by Vic") || !strings.Contains(text(keys.body), "by Admin") {
		t.Errorf("the keys page does not say who made each key: %s", text(keys.body))
	}
	var orgKey domain.APIKey
	all, _ := b.store.Keys(t.Context())
	for _, k := range all {
		switch k.Name {
		case "release bot":
			orgKey = k
			if k.UserID != "" || k.CreatedBy != "usr_admin" {
				t.Errorf("org key %+v", k)
			}
		case "vic's script":
			if k.UserID != "usr_vic_example_com" || k.CreatedBy != "usr_vic_example_com" {
				t.Errorf("vic's key %+v", k)
			}
		}
	}
	// Another's key is not Vic's to see or revoke.
	vp := vic.get("/keys")
	vic.get("/keys/"+orgKey.ID+"/revoke").wantStatus(t, http.StatusNotFound)
	vic.post("/keys/"+orgKey.ID+"/revoke", url.Values{"csrf": {vp.csrf(t)}}).wantStatus(t, http.StatusNotFound)
	if k, _ := b.store.Key(t.Context(), orgKey.ID); !k.RevokedAt.IsZero() {
		t.Fatal("a viewer revoked the organisation's key")
	}
	vic.post("/keys/"+vicKeyID+"/revoke", url.Values{"csrf": {vp.csrf(t)}}).wantRedirect(t, "/dashboard/keys")
}

// TestAccountPassword: a user changes their password; their other
// sessions end.
func TestAccountPassword(t *testing.T) {
	t.Parallel()
	b := setup(t)
	b.addUser("ada@example.com", domain.RoleEditor, nil)
	other := b.as("ada@example.com")
	c := b.as("ada@example.com")
	p := c.get("/account").wantStatus(t, http.StatusOK).wantBody(t, "On every project you run agent jobs")
	c.post("/account/password", url.Values{"csrf": {p.csrf(t)}, "current": {"wrong one!"}, "password": {"a new password"}, "confirm": {"a new password"}}).
		wantStatus(t, http.StatusUnprocessableEntity).wantBody(t, "not your current password")
	c.post("/account/password", url.Values{"csrf": {p.csrf(t)}, "current": {testPassword}, "password": {"a new password"}, "confirm": {"a new password"}}).
		wantRedirect(t, "/dashboard/account")
	c.get("/account").wantStatus(t, http.StatusOK).wantBody(t, "Your password is changed")
	other.get("/projects").wantRedirect(t, "/dashboard/login")
	b.client().loginAs("ada@example.com", "a new password", "").wantRedirect(t, "/dashboard/projects")
}
