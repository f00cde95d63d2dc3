package dashboard

import (
	"cmp"
	"errors"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// This file is the organisation's people: the users page, invitations and
// the page that accepts one, a user's roles, and each user's own account.

const (
	// inviteCookie carries a new invitation's link, sealed, to the one
	// page that shows it.
	inviteCookie = "folio_new_invite"
	maxUserName  = 100
)

// userPages are the users and invitations an owner manages, the page
// that accepts an invitation, and each user's own account.
type userPages struct{ *handler }

// userRoutes adds the user, invitation and account pages to mux.
func (up *userPages) userRoutes(mux *http.ServeMux) {
	p := up.prefix
	up.handle(mux, "GET "+p+"/users", domain.RoleOwner, up.usersPage)
	up.handle(mux, "GET "+p+"/users/invite", domain.RoleOwner, up.invitePage)
	up.handle(mux, "POST "+p+"/invitations", domain.RoleOwner, up.createInvitation)
	up.handle(mux, "GET "+p+"/invitations/{invitation}/created", domain.RoleOwner, up.invitationCreatedPage)
	up.handle(mux, "POST "+p+"/invitations/{invitation}/delete", domain.RoleOwner, up.deleteInvitation)
	up.handle(mux, "GET "+p+"/users/{user}", domain.RoleOwner, up.userPage)
	up.handle(mux, "POST "+p+"/users/{user}/role", domain.RoleOwner, up.setUserRole)
	up.handle(mux, "POST "+p+"/users/{user}/projects", domain.RoleOwner, up.setUserProject)
	up.handle(mux, "POST "+p+"/users/{user}/disable", domain.RoleOwner, up.disableUser)
	up.handle(mux, "POST "+p+"/users/{user}/enable", domain.RoleOwner, up.enableUser)

	up.handlePublic(mux, "GET "+p+"/invite/{token}", up.acceptPage)
	up.handlePublic(mux, "POST "+p+"/invite/{token}", up.accept)

	up.handle(mux, "GET "+p+"/account", domain.RoleNone, up.accountPage)
	up.handle(mux, "POST "+p+"/account/password", domain.RoleNone, up.changePassword)
}

// roleChoice is a role as forms offer it.
type roleChoice struct {
	Role  domain.Role
	Label string
	Hint  string
}

// roleChoices say what each role may do, highest first.
func roleChoices() []roleChoice {
	return []roleChoice{
		{domain.RoleOwner, "Owner", "Everything: projects, webhooks, API keys, users"},
		{domain.RoleEditor, "Editor", "Runs agent jobs, merges and closes changes"},
		{domain.RoleViewer, "Viewer", "Reads projects, jobs and changes"},
		{domain.RoleNone, "No role", "Only the projects granted to them"},
	}
}

// userRow is a user as the list shows them.
type userRow struct {
	domain.User
	Grants []grantRow
	You    bool
}

type grantRow struct {
	Project string
	Name    string
	Role    domain.Role
}

type usersView struct {
	Users       []userRow
	Invitations []invitationRow
}

type invitationRow struct {
	store.Invitation
	By      string
	Project string
	Expired bool
}

// userLabels names users by id, for "created by" and "invited by"
// (shared: the key pages name them too).
func (h *handler) userLabels(r *http.Request) (map[string]string, error) {
	users, err := h.store.Users(r.Context())
	if err != nil {
		return nil, fmt.Errorf("list users: %w", err)
	}
	out := make(map[string]string, len(users))
	for _, u := range users {
		out[u.ID] = u.Label()
	}
	return out, nil
}

func (up *userPages) projectNames(r *http.Request) (map[string]string, []domain.Project, error) {
	ps, err := up.store.Projects(r.Context())
	if err != nil {
		return nil, nil, fmt.Errorf("list projects: %w", err)
	}
	names := make(map[string]string, len(ps))
	for _, p := range ps {
		names[p.ID] = p.Name
	}
	return names, ps, nil
}

func (up *userPages) usersPage(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	users, err := up.store.Users(ctx)
	if err != nil {
		return fmt.Errorf("list users: %w", err)
	}
	names, _, err := up.projectNames(r)
	if err != nil {
		return err
	}
	labels := map[string]string{}
	v := usersView{}
	for _, u := range users {
		labels[u.ID] = u.Label()
		grants, err := up.store.ProjectRoles(ctx, u.ID)
		if err != nil {
			return fmt.Errorf("roles of %s: %w", u.ID, err)
		}
		v.Users = append(v.Users, userRow{User: u, Grants: grantRows(grants, names), You: u.ID == s.user.ID})
	}
	invs, err := up.store.Invitations(ctx)
	if err != nil {
		return fmt.Errorf("list invitations: %w", err)
	}
	for _, inv := range invs {
		v.Invitations = append(v.Invitations, invitationRow{Invitation: inv, By: cmp.Or(labels[inv.CreatedBy], "the command line"),
			Project: names[inv.ProjectID], Expired: !up.now().Before(inv.ExpiresAt)})
	}
	return up.render(w, r, http.StatusOK, "users", s, pageMeta{Title: "Users", Section: "users"}, v)
}

func grantRows(grants map[string]domain.Role, names map[string]string) []grantRow {
	var out []grantRow
	for p, role := range grants {
		out = append(out, grantRow{Project: p, Name: cmp.Or(names[p], p), Role: role})
	}
	slices.SortFunc(out, func(a, b grantRow) int { return strings.Compare(a.Project, b.Project) })
	return out
}

// inviteForm is the invitation form, as sent and as shown with errors.
type inviteForm struct {
	Email       string
	Role        domain.Role
	ProjectID   string
	ProjectRole domain.Role
	Errors      map[string]string
}

type inviteView struct {
	SSO      string // the single sign-on provider's name, "" without
	Form     inviteForm
	Roles    []roleChoice
	Projects []domain.Project
	Days     int
}

func (up *userPages) invitePage(w http.ResponseWriter, r *http.Request, s *session) error {
	return up.renderInvite(w, r, s, http.StatusOK, inviteForm{Role: domain.RoleEditor, ProjectRole: domain.RoleEditor})
}

func (up *userPages) renderInvite(w http.ResponseWriter, r *http.Request, s *session, status int, f inviteForm) error {
	_, ps, err := up.projectNames(r)
	if err != nil {
		return err
	}
	v := inviteView{Form: f, Roles: roleChoices(), Projects: ps, Days: int(auth.InvitationTTL / (24 * time.Hour))}
	if up.sso != nil {
		v.SSO = up.sso.Name()
	}
	meta := pageMeta{Title: "Invite someone", Section: "users", Crumbs: []crumb{{"Users", up.prefix + "/users"}, {"Invite", ""}}}
	return up.render(w, r, status, "user_invite", s, meta, v)
}

// parseRole reads a role field; "" when it is not one.
func parseRole(s string) domain.Role {
	r, err := domain.ParseRole(s)
	if err != nil {
		return ""
	}
	return r
}

func (up *userPages) createInvitation(w http.ResponseWriter, r *http.Request, s *session) error {
	ctx := r.Context()
	f := inviteForm{
		Email: strings.TrimSpace(r.PostFormValue("email")), Role: parseRole(r.PostFormValue("role")),
		ProjectID: r.PostFormValue("project"), ProjectRole: parseRole(r.PostFormValue("project_role")),
		Errors: map[string]string{},
	}
	email, err := auth.NormalizeEmail(f.Email)
	switch {
	case err != nil:
		f.Errors["email"] = "Give the email address the person will sign in with."
	default:
		if _, err := up.store.UserByEmail(ctx, email); err == nil {
			f.Errors["email"] = "A user with this email exists already. Change their roles on their page."
		} else if !errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("find a user: %w", err)
		}
	}
	if f.Role == "" {
		f.Errors["role"] = "Choose a role."
	}
	if f.ProjectID != "" {
		if _, err := up.store.Project(ctx, f.ProjectID); errors.Is(err, store.ErrNotFound) {
			f.Errors["project"] = "This project no longer exists. Choose again."
		} else if err != nil {
			return fmt.Errorf("read project: %w", err)
		}
		if f.ProjectRole == "" || f.ProjectRole == domain.RoleNone {
			f.Errors["project"] = "Choose the role on the project."
		}
	} else if f.Role == domain.RoleNone {
		f.Errors["project"] = "Someone without a role in the organisation needs a project: choose one, or give them a role."
	}
	if len(f.Errors) > 0 {
		return up.renderInvite(w, r, s, http.StatusUnprocessableEntity, f)
	}
	inv := store.Invitation{Email: email, Role: f.Role, CreatedBy: s.user.ID}
	if f.ProjectID != "" {
		inv.ProjectID, inv.ProjectRole = f.ProjectID, f.ProjectRole
	}
	token, inv, err := auth.NewInvitation(up.rand, inv, up.now())
	if err != nil {
		return fmt.Errorf("new invitation: %w", err)
	}
	if err := up.store.CreateInvitation(ctx, inv); err != nil {
		return fmt.Errorf("create invitation: %w", err)
	}
	up.log.InfoContext(ctx, "dashboard: invitation created", "invitation", inv.ID, "by", s.user.ID, "role", inv.Role)
	up.record(r, audit.Event{Action: audit.InvitationCreate, TargetKind: "invitation", TargetID: inv.ID, ProjectID: inv.ProjectID,
		Detail: map[string]string{"email": inv.Email, "role": string(inv.Role), "projectRole": string(inv.ProjectRole)}})
	sealed, err := sealSecret(up.rand, s, "invite:"+inv.ID, token)
	if err != nil {
		return err
	}
	page := up.prefix + "/invitations/" + pathSegment(inv.ID) + "/created"
	up.setCookie(w, inviteCookie, sealed, page, secretTTL, http.SameSiteStrictMode)
	http.Redirect(w, r, page, http.StatusSeeOther)
	return nil
}

type invitationCreatedView struct {
	Invitation invitationRow
	Link       string // "" once shown
}

// invitationCreatedPage shows a new invitation's link, once.
func (up *userPages) invitationCreatedPage(w http.ResponseWriter, r *http.Request, s *session) error {
	inv, err := up.store.Invitation(r.Context(), r.PathValue("invitation"))
	if err != nil {
		return fmt.Errorf("read invitation: %w", err)
	}
	names, _, err := up.projectNames(r)
	if err != nil {
		return err
	}
	v := invitationCreatedView{Invitation: invitationRow{Invitation: inv, Project: names[inv.ProjectID]}}
	page := up.prefix + "/invitations/" + pathSegment(inv.ID) + "/created"
	if c, err := up.readCookie(r, inviteCookie); err == nil {
		up.clearCookie(w, inviteCookie, page)
		if token, ok := openSecret(s, "invite:"+inv.ID, c.Value); ok && equalTokens(string(auth.HashSecret(token)), string(inv.Hash)) {
			v.Link = up.origin(r) + up.prefix + "/invite/" + token
		}
	}
	meta := pageMeta{Title: "Invitation created", Section: "users", Crumbs: []crumb{{"Users", up.prefix + "/users"}, {inv.Email, ""}}}
	return up.render(w, r, http.StatusOK, "invite_created", s, meta, v)
}

// origin is the dashboard's origin for links people copy.
func (up *userPages) origin(r *http.Request) string {
	if up.apiBase != "" {
		return up.apiBase
	}
	if r.TLS != nil || up.secure {
		return "https://" + r.Host
	}
	return "http://" + r.Host
}

func (up *userPages) deleteInvitation(w http.ResponseWriter, r *http.Request, s *session) error {
	id := r.PathValue("invitation")
	if err := up.store.DeleteInvitation(r.Context(), id); err != nil {
		return fmt.Errorf("delete invitation %s: %w", id, err)
	}
	up.log.InfoContext(r.Context(), "dashboard: invitation withdrawn", "invitation", id, "by", s.user.ID)
	up.record(r, audit.Event{Action: audit.InvitationDelete, TargetKind: "invitation", TargetID: id})
	up.setFlash(w, "invite-deleted")
	http.Redirect(w, r, up.prefix+"/users", http.StatusSeeOther)
	return nil
}

type userView struct {
	User     domain.User
	You      bool
	Grants   []grantRow
	Projects []domain.Project // those without a grant, to add one
	Roles    []roleChoice
	Keys     int // live keys of the user
	Error    string
}

func (up *userPages) userPage(w http.ResponseWriter, r *http.Request, s *session) error {
	return up.renderUser(w, r, s, http.StatusOK, "")
}

func (up *userPages) renderUser(w http.ResponseWriter, r *http.Request, s *session, status int, problem string) error {
	ctx := r.Context()
	u, err := up.store.User(ctx, r.PathValue("user"))
	if err != nil {
		return fmt.Errorf("read user: %w", err)
	}
	grants, err := up.store.ProjectRoles(ctx, u.ID)
	if err != nil {
		return fmt.Errorf("roles of %s: %w", u.ID, err)
	}
	names, ps, err := up.projectNames(r)
	if err != nil {
		return err
	}
	v := userView{User: u, You: u.ID == s.user.ID, Grants: grantRows(grants, names), Roles: roleChoices(), Error: problem}
	for _, p := range ps {
		if _, ok := grants[p.ID]; !ok {
			v.Projects = append(v.Projects, p)
		}
	}
	keys, err := up.store.Keys(ctx)
	if err != nil {
		return fmt.Errorf("list keys: %w", err)
	}
	for _, k := range keys {
		if k.UserID == u.ID && newKeyRow(k, up.now()).Status == "live" {
			v.Keys++
		}
	}
	meta := pageMeta{Title: u.Label(), Section: "users", Crumbs: []crumb{{"Users", up.prefix + "/users"}, {u.Label(), ""}}}
	return up.render(w, r, status, "user", s, meta, v)
}

func (up *userPages) userPath(id string) string { return up.prefix + "/users/" + pathSegment(id) }

// updateUser changes a user and sends the browser back to their page; the
// last owner is never demoted or disabled.
func (up *userPages) updateUser(w http.ResponseWriter, r *http.Request, s *session, flash string, action audit.Action, fn func(u *domain.User) error) error {
	id := r.PathValue("user")
	u, err := up.store.UpdateUser(r.Context(), id, fn)
	if errors.Is(err, store.ErrLastOwner) {
		return up.renderUser(w, r, s, http.StatusConflict, "This is the organisation's last owner: make someone else an owner first.")
	}
	var he *httpError
	if errors.As(err, &he) {
		return up.renderUser(w, r, s, he.status, he.msg)
	}
	if err != nil {
		return fmt.Errorf("update user %s: %w", id, err)
	}
	if !u.Enabled() {
		if err := up.store.DeleteUserSessions(r.Context(), u.ID); err != nil {
			return err
		}
	}
	up.log.InfoContext(r.Context(), "dashboard: user changed", "user", u.ID, "by", s.user.ID, "change", flash, "role", u.Role)
	up.record(r, audit.Event{Action: action, TargetKind: "user", TargetID: u.ID, Detail: map[string]string{"email": u.Email, "role": string(u.Role)}})
	up.setFlash(w, flash)
	http.Redirect(w, r, up.userPath(u.ID), http.StatusSeeOther)
	return nil
}

func (up *userPages) setUserRole(w http.ResponseWriter, r *http.Request, s *session) error {
	role := parseRole(r.PostFormValue("role"))
	if role == "" {
		return up.renderUser(w, r, s, http.StatusUnprocessableEntity, "Choose one of the roles.")
	}
	return up.updateUser(w, r, s, "user-updated", audit.UserRole, func(u *domain.User) error { u.Role = role; return nil })
}

func (up *userPages) disableUser(w http.ResponseWriter, r *http.Request, s *session) error {
	if r.PathValue("user") == s.user.ID {
		return up.renderUser(w, r, s, http.StatusConflict, "You cannot disable yourself. Another owner can.")
	}
	now := up.now().UTC()
	return up.updateUser(w, r, s, "user-disabled", audit.UserDisable, func(u *domain.User) error {
		if u.DisabledAt.IsZero() {
			u.DisabledAt = now
		}
		return nil
	})
}

func (up *userPages) enableUser(w http.ResponseWriter, r *http.Request, s *session) error {
	return up.updateUser(w, r, s, "user-enabled", audit.UserEnable, func(u *domain.User) error { u.DisabledAt = time.Time{}; return nil })
}

// setUserProject grants a role on a project, or removes the grant
// (role "").
func (up *userPages) setUserProject(w http.ResponseWriter, r *http.Request, s *session) error {
	id, project := r.PathValue("user"), r.PostFormValue("project")
	role := parseRole(r.PostFormValue("role"))
	if r.PostFormValue("role") != "" && (role == "" || role == domain.RoleNone) {
		return up.renderUser(w, r, s, http.StatusUnprocessableEntity, "Choose the role on the project.")
	}
	if _, err := up.store.User(r.Context(), id); err != nil {
		return fmt.Errorf("read user: %w", err)
	}
	err := up.store.SetProjectRole(r.Context(), id, project, role)
	if errors.Is(err, store.ErrNotFound) {
		return up.renderUser(w, r, s, http.StatusUnprocessableEntity, "That project no longer exists.")
	}
	if err != nil {
		return fmt.Errorf("grant a role on %s to %s: %w", project, id, err)
	}
	up.log.InfoContext(r.Context(), "dashboard: project role changed", "user", id, "project", project, "role", role, "by", s.user.ID)
	up.record(r, audit.Event{Action: audit.UserGrant, TargetKind: "user", TargetID: id, ProjectID: project,
		Detail: map[string]string{"role": cmp.Or(string(role), "none")}})
	up.setFlash(w, "user-updated")
	http.Redirect(w, r, up.userPath(id), http.StatusSeeOther)
	return nil
}

// acceptView is the page an invitation's link opens.
type acceptView struct {
	Token      string
	Invitation store.Invitation
	Project    string
	Name       string
	Errors     map[string]string
	SSO        string
	SSOLink    string
}

// invitation finds the pending invitation a link's token names.
func (up *userPages) invitation(r *http.Request) (store.Invitation, error) {
	token := r.PathValue("token")
	gone := &httpError{status: http.StatusNotFound, title: "This invitation is not valid",
		msg: "The link was used already, withdrawn, or has expired. Ask an owner of the organisation for a new one."}
	if !auth.ValidToken(token) {
		return store.Invitation{}, gone
	}
	inv, err := up.store.InvitationByHash(r.Context(), auth.HashSecret(token))
	if errors.Is(err, store.ErrNotFound) {
		return store.Invitation{}, gone
	}
	if err != nil {
		return store.Invitation{}, fmt.Errorf("read invitation: %w", err)
	}
	if !inv.AcceptedAt.IsZero() || !up.now().Before(inv.ExpiresAt) {
		return store.Invitation{}, gone
	}
	return inv, nil
}

func (up *userPages) acceptPage(w http.ResponseWriter, r *http.Request) error {
	inv, err := up.invitation(r)
	if err != nil {
		return err
	}
	return up.renderAccept(w, r, http.StatusOK, acceptView{Invitation: inv})
}

func (up *userPages) renderAccept(w http.ResponseWriter, r *http.Request, status int, v acceptView) error {
	path := up.prefix + "/invite/" + r.PathValue("token")
	token, err := up.formToken(w, r, path)
	if err != nil {
		return err
	}
	v.Token = token
	if v.Invitation.ProjectID != "" {
		if p, err := up.store.Project(r.Context(), v.Invitation.ProjectID); err == nil {
			v.Project = p.Name
		}
	}
	if up.sso != nil {
		v.SSO, v.SSOLink = up.sso.Name(), up.prefix+"/sso/start"
	}
	// The referrer of this page would carry the token: none is sent.
	w.Header().Set("Referrer-Policy", "no-referrer")
	return up.render(w, r, status, "invite", nil, pageMeta{Title: "Join Folio"}, v)
}

// accept makes the invited user with the password they chose and signs
// them in.
func (up *userPages) accept(w http.ResponseWriter, r *http.Request) error {
	if err := up.limit(r); err != nil {
		return err
	}
	path := up.prefix + "/invite/" + r.PathValue("token")
	if err := up.checkFormToken(w, r, path); err != nil {
		return err
	}
	inv, err := up.invitation(r)
	if err != nil {
		return err
	}
	v := acceptView{Invitation: inv, Name: strings.TrimSpace(r.PostFormValue("name")), Errors: map[string]string{}}
	if msg := checkName(v.Name); msg != "" {
		v.Errors["name"] = msg
	}
	pw := r.PostFormValue("password")
	if err := auth.CheckPasswordRules(pw); err != nil {
		v.Errors["password"] = fmt.Sprintf("Use %d to %d characters.", auth.MinPassword, auth.MaxPassword)
	} else if pw != r.PostFormValue("confirm") {
		v.Errors["confirm"] = "The two passwords differ."
	}
	if len(v.Errors) > 0 {
		return up.renderAccept(w, r, http.StatusUnprocessableEntity, v)
	}
	hash, err := up.passwords.Hash(pw)
	if err != nil {
		return err
	}
	id, err := auth.NewUserID(up.rand)
	if err != nil {
		return err
	}
	now := up.now().UTC()
	u := domain.User{ID: id, Email: inv.Email, Name: v.Name, PasswordHash: hash, Role: inv.Role, CreatedAt: now}
	err = up.store.AcceptInvitation(r.Context(), inv.ID, u, now)
	if errors.Is(err, store.ErrConflict) {
		return &httpError{status: http.StatusConflict, title: "This invitation cannot be accepted",
			msg:  "It was accepted a moment ago, or an account with this email exists already. Sign in instead.",
			link: up.prefix + "/login", linkText: "Go to the sign-in page"}
	}
	if err != nil {
		return fmt.Errorf("accept invitation %s: %w", inv.ID, err)
	}
	up.log.InfoContext(r.Context(), "dashboard: invitation accepted", "user", u.ID, "invitation", inv.ID, "how", "password")
	up.audit.RecordAs(r.Context(), up.actor(r, u), audit.Event{Action: audit.InvitationAccept, TargetKind: "invitation", TargetID: inv.ID,
		ProjectID: inv.ProjectID, Detail: map[string]string{"role": string(u.Role), "how": "password"}})
	up.clearCookie(w, loginCookie, path)
	return up.startSession(w, r, u, "", "invitation")
}

// checkName says what is wrong with a person's name, or "".
func checkName(name string) string {
	switch {
	case utf8.RuneCountInString(name) > maxUserName:
		return fmt.Sprintf("Use at most %d characters.", maxUserName)
	case strings.ContainsFunc(name, func(c rune) bool { return c < 0x20 || c == 0x7f }):
		return "Use a name without control characters."
	}
	return ""
}

type accountView struct {
	User   domain.User
	Grants []grantRow
	SSO    string
	Errors map[string]string
}

func (up *userPages) accountPage(w http.ResponseWriter, r *http.Request, s *session) error {
	return up.renderAccount(w, r, s, http.StatusOK, nil)
}

func (up *userPages) renderAccount(w http.ResponseWriter, r *http.Request, s *session, status int, errs map[string]string) error {
	names, _, err := up.projectNames(r)
	if err != nil {
		return err
	}
	v := accountView{User: s.user, Grants: grantRows(s.access.Projects, names), Errors: errs}
	if up.sso != nil {
		v.SSO = up.sso.Name()
	}
	return up.render(w, r, status, "account", s, pageMeta{Title: "Your account", Section: "account"}, v)
}

// changePassword sets the user's password after checking the current one;
// their other sessions end.
func (up *userPages) changePassword(w http.ResponseWriter, r *http.Request, s *session) error {
	if err := up.limit(r); err != nil {
		return err
	}
	errs := map[string]string{}
	if s.user.PasswordHash == "" {
		errs["current"] = "You sign in through single sign-on and have no password here."
		return up.renderAccount(w, r, s, http.StatusUnprocessableEntity, errs)
	}
	if ok, _ := up.passwords.Check(s.user.PasswordHash, r.PostFormValue("current")); !ok {
		errs["current"] = "That is not your current password."
		up.record(r, audit.Event{Action: audit.UserPassword, Failed: true, TargetKind: "user", TargetID: s.user.ID,
			Detail: map[string]string{"reason": "bad_password"}})
	}
	pw := r.PostFormValue("password")
	if err := auth.CheckPasswordRules(pw); err != nil {
		errs["password"] = fmt.Sprintf("Use %d to %d characters.", auth.MinPassword, auth.MaxPassword)
	} else if pw != r.PostFormValue("confirm") {
		errs["confirm"] = "The two passwords differ."
	}
	if len(errs) > 0 {
		return up.renderAccount(w, r, s, http.StatusUnprocessableEntity, errs)
	}
	hash, err := up.passwords.Hash(pw)
	if err != nil {
		return err
	}
	if _, err := up.store.UpdateUser(r.Context(), s.user.ID, func(u *domain.User) error { u.PasswordHash = hash; return nil }); err != nil {
		return fmt.Errorf("set the password: %w", err)
	}
	// Every session of the user ends; this browser gets a new one.
	if err := up.store.DeleteUserSessions(r.Context(), s.user.ID); err != nil {
		return err
	}
	up.log.InfoContext(r.Context(), "dashboard: password changed", "user", s.user.ID)
	up.record(r, audit.Event{Action: audit.UserPassword, TargetKind: "user", TargetID: s.user.ID})
	up.setFlash(w, "password-set")
	return up.startSession(w, r, s.user, up.prefix+"/account", "password change")
}
