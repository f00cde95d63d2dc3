package dashboard_test

import (
	"fmt"
	"maps"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/dashboard"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// roleTable is what every dashboard route needs: public, any signed-in
// user (none), or a role — on the path's project when it names one, else
// in the organisation. A route added to the dashboard without a line here
// fails TestRoleTable.
var roleTable = map[string]string{
	"GET /static/{name}":     "public",
	"GET /login":             "public",
	"POST /login":            "public",
	"GET /sso/start":         "public",
	"GET /sso/callback":      "public",
	"GET /invite/{token}":    "public",
	"POST /invite/{token}":   "public",
	"POST /logout":           "none",
	"GET /{$}":               "none",
	"GET ":                   "none",
	"GET /account":           "none",
	"POST /account/password": "none",

	"GET /projects":                      "none",
	"GET /projects/new":                  "owner",
	"POST /projects":                     "owner",
	"GET /projects/{project}":            "viewer",
	"GET /projects/{project}/delete":     "owner",
	"POST /projects/{project}/delete":    "owner",
	"GET /projects/{project}/jobs/{job}": "viewer",

	"POST /projects/{project}/jobs":               "editor",
	"GET /projects/{project}/jobs/{job}/events":   "viewer",
	"POST /projects/{project}/jobs/{job}/message": "editor",
	"POST /projects/{project}/jobs/{job}/cancel":  "editor",
	"POST /projects/{project}/jobs/{job}/archive": "editor",

	"GET /projects/{project}/webhooks":                                         "owner",
	"GET /projects/{project}/webhooks/new":                                     "owner",
	"POST /projects/{project}/webhooks":                                        "owner",
	"GET /projects/{project}/webhooks/{webhook}":                               "owner",
	"GET /projects/{project}/webhooks/{webhook}/created":                       "owner",
	"POST /projects/{project}/webhooks/{webhook}/test":                         "owner",
	"POST /projects/{project}/webhooks/{webhook}/enable":                       "owner",
	"POST /projects/{project}/webhooks/{webhook}/disable":                      "owner",
	"GET /projects/{project}/webhooks/{webhook}/delete":                        "owner",
	"POST /projects/{project}/webhooks/{webhook}/delete":                       "owner",
	"GET /projects/{project}/webhooks/{webhook}/deliveries/{delivery}":         "owner",
	"POST /projects/{project}/webhooks/{webhook}/deliveries/{delivery}/resend": "owner",

	"GET /projects/{project}/changes":                    "viewer",
	"GET /projects/{project}/changes/{number}":           "viewer",
	"GET /projects/{project}/changes/{number}/diff":      "viewer",
	"POST /projects/{project}/changes/{number}/merge":    "editor",
	"POST /projects/{project}/changes/{number}/close":    "editor",
	"POST /projects/{project}/changes/{number}/comments": "editor",

	// Keys: everyone has their own; whose key it is is checked per key
	// (TestKeysOfUsers).
	"GET /keys":               "none",
	"GET /keys/new":           "none",
	"POST /keys":              "none",
	"GET /keys/{key}/created": "none",
	"GET /keys/{key}/revoke":  "none",
	"POST /keys/{key}/revoke": "none",

	"GET /users":                            "owner",
	"GET /users/invite":                     "owner",
	"POST /invitations":                     "owner",
	"GET /invitations/{invitation}/created": "owner",
	"POST /invitations/{invitation}/delete": "owner",
	"GET /users/{user}":                     "owner",
	"POST /users/{user}/role":               "owner",
	"POST /users/{user}/projects":           "owner",
	"POST /users/{user}/disable":            "owner",
	"POST /users/{user}/enable":             "owner",

	// The audit log spans the organisation: a project's owner does not
	// read it.
	"GET /audit": "owner",
}

// actor is a user the role table is tried as.
type actor struct {
	email string
	org   domain.Role
	acme  domain.Role // a grant on project acme ("" = none)
}

// actors, lowest first: someone with no role, a viewer, an editor, an
// owner of acme only, an owner of everything.
var actors = []actor{
	{"nobody@example.com", domain.RoleNone, ""},
	{"viewer@example.com", domain.RoleViewer, ""},
	{"editor@example.com", domain.RoleEditor, ""},
	{"acme-owner@example.com", domain.RoleNone, domain.RoleOwner},
	{"owner@example.com", domain.RoleOwner, ""},
}

// role is the actor's role where a route is: on acme for its routes, in
// the organisation for the others.
func (a actor) role(pattern string) domain.Role {
	if strings.Contains(pattern, "{project}") {
		return domain.Access{Role: a.org, Projects: map[string]domain.Role{"acme": a.acme}}.On("acme")
	}
	return a.org
}

// pathOf fills a route's pattern with ids that exist in roleBundle.
func pathOf(pattern string) (method, path string) {
	method, path, _ = strings.Cut(pattern, " ")
	path = strings.NewReplacer("{$}", "", "{name}", "dashboard.css", "{project}", "acme", "{job}", "job_done",
		"{webhook}", "wh_1", "{delivery}", "dl_1", "{number}", "1", "{key}", "key_live", "{invitation}", "inv_1",
		"{user}", "usr_target", "{token}", strings.Repeat("a", 43)).Replace(path)
	return method, path
}

// roleBundle is a dashboard with something behind every route: project
// acme with jobs, a change, a webhook with a delivery, an organisation
// key, an invitation, a user to change, and the actors.
func roleBundle(t *testing.T) *bundle {
	t.Helper()
	b := setup(t)
	seedJobs(t, b)
	ctx := t.Context()
	b.addWebhook("wh_1", "acme", "https://hooks.example.com/x")
	b.addDelivery("dl_1", "wh_1", "job_done", 5, store.DeliverySucceeded, 200)
	if _, err := b.store.CreateChange(ctx, store.Change{ProjectID: "acme", JobID: "job_done", Title: "Retries", Head: "folio/job_done", Base: "main"}); err != nil {
		t.Fatal(err)
	}
	if err := b.store.CreateKey(ctx, domain.APIKey{ID: "key_live", Name: "CI", Prefix: "svc_Ab12Cd", Hash: []byte("h"), CreatedAt: b.clock.Now()}); err != nil {
		t.Fatal(err)
	}
	if err := b.store.CreateInvitation(ctx, store.Invitation{ID: "inv_1", Hash: []byte("ih"), Email: "new@example.com", Role: domain.RoleViewer,
		CreatedAt: b.clock.Now(), ExpiresAt: b.clock.Now().Add(time.Hour)}); err != nil {
		t.Fatal(err)
	}
	if err := b.store.CreateUser(ctx, domain.User{ID: "usr_target", Email: "target@example.com", Role: domain.RoleViewer}); err != nil {
		t.Fatal(err)
	}
	for _, a := range actors {
		grants := map[string]domain.Role{}
		if a.acme != "" {
			grants["acme"] = a.acme
		}
		b.addUser(a.email, a.org, grants)
	}
	return b
}

// session signs a user in without the form (faster than a password
// check per request): a session row and its cookie.
func (b *bundle) session(email string) (*client, string) {
	b.t.Helper()
	u, err := b.store.UserByEmail(b.t.Context(), email)
	if err != nil {
		b.t.Fatal(err)
	}
	token, err := auth.RandomString(nil, 43)
	if err != nil {
		b.t.Fatal(err)
	}
	csrf, _ := auth.RandomString(nil, 43)
	if err := b.store.CreateSession(b.t.Context(), store.Session{Hash: auth.HashSecret(token), CSRF: csrf, UserID: u.ID,
		CreatedAt: b.clock.Now(), ExpiresAt: b.clock.Now().Add(time.Hour)}); err != nil {
		b.t.Fatal(err)
	}
	c := b.client()
	base, _ := url.Parse(b.base)
	c.http.Jar.SetCookies(base, []*http.Cookie{{Name: "folio_session", Value: token, Path: "/dashboard"}})
	return c, csrf
}

// TestRoleTable: every route the dashboard registers is in roleTable
// with the role it needs, and is refused to each user below it — a 403
// that changes nothing, or, for a project they may not see at all, a 404
// — and not refused to those at or above it.
func TestRoleTable(t *testing.T) {
	t.Parallel()
	b := roleBundle(t)
	h, err := dashboard.New(dashboard.Options{Store: b.store})
	if err != nil {
		t.Fatal(err)
	}
	got := dashboard.RouteRoles(h)
	for _, p := range slices.Sorted(maps.Keys(got)) {
		if want, ok := roleTable[p]; !ok {
			t.Errorf("route %q (needs %s) is not in the role table", p, got[p])
		} else if want != got[p] {
			t.Errorf("route %q needs %s, the table says %s", p, got[p], want)
		}
	}
	for _, p := range slices.Sorted(maps.Keys(roleTable)) {
		if _, ok := got[p]; !ok {
			t.Errorf("the role table has %q, which the dashboard does not register", p)
		}
	}

	for _, pattern := range slices.Sorted(maps.Keys(got)) {
		need := got[pattern]
		if need == "public" {
			continue
		}
		t.Run(strings.NewReplacer("/", "_", " ", "_").Replace(pattern), func(t *testing.T) {
			t.Parallel()
			// A fresh dashboard per route: an owner's delete must not take
			// away what the next request needs.
			b := roleBundle(t)
			method, path := pathOf(pattern)
			for _, a := range actors {
				c, csrf := b.session(a.email)
				var p page
				if method == "POST" {
					p = c.post(path, url.Values{"csrf": {csrf}})
				} else {
					p = c.get(path)
				}
				role := a.role(pattern)
				allowed := role.AtLeast(domain.Role(need))
				hidden := strings.Contains(pattern, "{project}") && !role.AtLeast(domain.RoleViewer)
				what := fmt.Sprintf("%s %s as %s (%s)", method, path, a.email, role)
				switch {
				case allowed && p.StatusCode == http.StatusForbidden:
					t.Errorf("%s: refused (403), but the route needs %s", what, need)
				case !allowed && hidden && p.StatusCode != http.StatusNotFound:
					t.Errorf("%s: %d, want 404: the project is not theirs to see", what, p.StatusCode)
				case !allowed && !hidden && (p.StatusCode != http.StatusForbidden || !strings.Contains(p.body, "Not allowed for your role")):
					t.Errorf("%s: %d, want the 403 of a role too low for %s", what, p.StatusCode, need)
				}
			}
		})
	}
}
