package dashboard

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/audit"
	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/sso"
	"github.com/foliodocs/folio/internal/store"
)

// This file is single sign-on: the button on the sign-in page sends the
// browser to the OpenID provider, whose answer comes back to the
// callback, which signs the person in as the user their identity names.

const (
	// ssoCookie holds the secret of a sign-in under way (the state, the
	// nonce and the PKCE verifier derive from it) and where to go after.
	ssoCookie = "folio_sso"
	ssoTTL    = 10 * time.Minute
)

// ssoMessages are what the sign-in page says after a refused single
// sign-on (?sso=…).
var ssoMessages = map[string]string{
	"expired":    "The single sign-on took too long, or was started in another tab. Try again.",
	"cancelled":  "The sign-in was cancelled at the provider.",
	"provider":   "The single sign-on provider could not be reached or refused the sign-in. Try again in a moment.",
	"token":      "The provider's answer could not be verified. Nothing was signed in. Try again, or ask the server's operator to check the single sign-on settings.",
	"email":      "The provider gave no verified email address for this account.",
	"domain":     "Accounts of this email domain may not sign in here.",
	"no-account": "There is no account for this email here. Ask an owner of the organisation to invite you.",
	"disabled":   "This account is disabled. Ask an owner of the organisation.",
	"linked":     "This email belongs to an account that signs in as another person at the provider. Ask an owner of the organisation.",
}

// ssoPages are single sign-on's two public routes.
type ssoPages struct{ *handler }

// ssoRoutes adds single sign-on's routes to mux.
func (sp *ssoPages) ssoRoutes(mux *http.ServeMux) {
	sp.handlePublic(mux, "GET "+sp.prefix+"/sso/start", sp.ssoStart)
	sp.handlePublic(mux, "GET "+sp.prefix+"/sso/callback", sp.ssoCallback)
}

// ssoStart sends the browser to the provider.
func (sp *ssoPages) ssoStart(w http.ResponseWriter, r *http.Request) error {
	if sp.sso == nil {
		return errNotFound
	}
	secret, err := auth.RandomString(sp.rand, tokenLen)
	if err != nil {
		return err
	}
	to, err := sp.sso.AuthURL(r.Context(), secret)
	if err != nil {
		sp.log.WarnContext(r.Context(), "dashboard: single sign-on provider", "err", err)
		return &httpError{status: http.StatusBadGateway, title: "Single sign-on is unavailable",
			msg:  "The sign-in provider cannot be reached right now. Try again in a moment, or sign in with a password.",
			link: sp.prefix + "/login", linkText: "Back to sign-in"}
	}
	next := sp.safeNext(r.URL.Query().Get("next"))
	// Lax: the provider sends the browser back with a top-level GET from
	// its own site, which must carry the cookie.
	sp.setCookie(w, ssoCookie, secret+"~"+url.QueryEscape(next), sp.prefix+"/sso", ssoTTL, http.SameSiteLaxMode)
	http.Redirect(w, r, to, http.StatusSeeOther)
	return nil
}

// ssoFail sends the browser back to the sign-in page with what went
// wrong, and records the failure (as the email the provider vouched for,
// when it got that far).
func (sp *ssoPages) ssoFail(w http.ResponseWriter, r *http.Request, code, email string, err error) error {
	sp.log.InfoContext(r.Context(), "dashboard sign-in refused", "how", "sso", "reason", code, "err", err, "ip", sp.clientIP(r))
	sp.audit.RecordAs(r.Context(), sp.actor(r, domain.User{Email: email}),
		audit.Event{Action: audit.SignInSSO, Failed: true, Detail: map[string]string{"reason": code}})
	http.Redirect(w, r, sp.prefix+"/login?sso="+code, http.StatusSeeOther)
	return nil
}

// ssoCallback finishes a sign-in at the provider.
func (sp *ssoPages) ssoCallback(w http.ResponseWriter, r *http.Request) error {
	if sp.sso == nil {
		return errNotFound
	}
	if err := sp.limit(r); err != nil {
		return err
	}
	c, err := sp.readCookie(r, ssoCookie)
	sp.clearCookie(w, ssoCookie, sp.prefix+"/sso")
	if err != nil {
		return sp.ssoFail(w, r, "expired", "", err)
	}
	secret, rawNext, _ := strings.Cut(c.Value, "~")
	next, _ := url.QueryUnescape(rawNext)
	next = sp.safeNext(next)
	q := r.URL.Query()
	if e := q.Get("error"); e != "" {
		code := "provider"
		if e == "access_denied" {
			code = "cancelled"
		}
		return sp.ssoFail(w, r, code, "", fmt.Errorf("the provider answered %.100q", e))
	}
	id, err := sp.sso.Finish(r.Context(), secret, q.Get("state"), q.Get("code"))
	if err != nil {
		code := "provider"
		switch {
		case errors.Is(err, sso.ErrState):
			code = "expired"
		case errors.Is(err, sso.ErrToken):
			code = "token"
		case errors.Is(err, sso.ErrEmail):
			code = "email"
		case errors.Is(err, sso.ErrDomain):
			code = "domain"
		case contextErr(err):
			return err
		}
		return sp.ssoFail(w, r, code, "", err)
	}
	// A user made or an invitation accepted on the way is recorded as
	// the person the provider vouched for.
	u, code, err := sp.ssoUser(audit.WithActor(r.Context(), sp.actor(r, domain.User{Email: id.Email})), id)
	if err != nil {
		return err
	}
	if code != "" {
		return sp.ssoFail(w, r, code, id.Email, fmt.Errorf("user %s", id.Email))
	}
	return sp.startSession(w, r, u, next, "sso")
}

// ssoUser is the user an identity signs in as: the one linked to it, else
// the one with its email (linked now), else one made from a pending
// invitation for the email, else a new one when the provider's groups or
// default role give one. The groups' role, when they map to one, becomes
// the user's role at each sign-in. code says why there is none.
func (sp *ssoPages) ssoUser(ctx context.Context, id sso.Identity) (u domain.User, code string, err error) {
	mapped, hasMapped := sp.sso.Role(id)
	u, err = sp.store.UserBySubject(ctx, id.Subject)
	if errors.Is(err, store.ErrNotFound) {
		u, err = sp.store.UserByEmail(ctx, id.Email)
		switch {
		case err == nil && u.Subject != "" && u.Subject != id.Subject:
			return domain.User{}, "linked", nil
		case errors.Is(err, store.ErrNotFound):
			u, code, err = sp.ssoNewUser(ctx, id, mapped, hasMapped)
			if err != nil || code != "" {
				return domain.User{}, code, err
			}
		case err != nil:
			return domain.User{}, "", fmt.Errorf("find the user: %w", err)
		}
	} else if err != nil {
		return domain.User{}, "", fmt.Errorf("find the user: %w", err)
	}
	if !u.Enabled() {
		return domain.User{}, "disabled", nil
	}
	u, err = sp.store.UpdateUser(ctx, u.ID, func(x *domain.User) error {
		x.Subject = id.Subject
		if x.Name == "" {
			x.Name = id.Name
		}
		if hasMapped {
			x.Role = mapped
		}
		return nil
	})
	if errors.Is(err, store.ErrLastOwner) {
		// The groups would demote the last owner: they stay owner (and
		// linked), and the operator hears of it.
		sp.log.WarnContext(ctx, "dashboard: single sign-on groups would demote the last owner; kept", "user", u.ID)
		u, err = sp.store.UpdateUser(ctx, u.ID, func(x *domain.User) error { x.Subject = id.Subject; return nil })
	}
	if err != nil {
		return domain.User{}, "", fmt.Errorf("update the user from the provider: %w", err)
	}
	return u, "", nil
}

// ssoNewUser makes the user of an identity Folio does not know: from a
// pending invitation for its email, or with the groups' or the default
// role.
func (sp *ssoPages) ssoNewUser(ctx context.Context, id sso.Identity, mapped domain.Role, hasMapped bool) (domain.User, string, error) {
	uid, err := auth.NewUserID(sp.rand)
	if err != nil {
		return domain.User{}, "", err
	}
	now := sp.now().UTC()
	u := domain.User{ID: uid, Email: id.Email, Name: id.Name, Subject: id.Subject, CreatedAt: now}
	invs, err := sp.store.Invitations(ctx)
	if err != nil {
		return domain.User{}, "", fmt.Errorf("list invitations: %w", err)
	}
	if i := slices.IndexFunc(invs, func(inv store.Invitation) bool { return inv.Email == id.Email && now.Before(inv.ExpiresAt) }); i >= 0 {
		u.Role = invs[i].Role
		if err := sp.store.AcceptInvitation(ctx, invs[i].ID, u, now); err != nil {
			return domain.User{}, "", fmt.Errorf("accept the invitation: %w", err)
		}
		sp.log.InfoContext(ctx, "dashboard: invitation accepted", "user", u.ID, "invitation", invs[i].ID, "how", "sso")
		sp.audit.Record(audit.WithActor(ctx, withUser(audit.ActorFrom(ctx), u)), audit.Event{Action: audit.InvitationAccept,
			TargetKind: "invitation", TargetID: invs[i].ID, Detail: map[string]string{"role": string(u.Role), "how": "sso"}})
		return u, "", nil
	}
	switch {
	case hasMapped:
		u.Role = mapped
	case sp.sso.DefaultRole() != "":
		u.Role = sp.sso.DefaultRole()
	default:
		return domain.User{}, "no-account", nil
	}
	if err := sp.store.CreateUser(ctx, u); err != nil {
		return domain.User{}, "", fmt.Errorf("create the user: %w", err)
	}
	sp.log.InfoContext(ctx, "dashboard: user created at first sign-in", "user", u.ID, "role", u.Role)
	sp.audit.Record(audit.WithActor(ctx, withUser(audit.ActorFrom(ctx), u)), audit.Event{Action: audit.UserCreate,
		TargetKind: "user", TargetID: u.ID, Detail: map[string]string{"role": string(u.Role), "how": "sso"}})
	return u, "", nil
}

// withUser is a names the user it now knows to be.
func withUser(a audit.Actor, u domain.User) audit.Actor {
	a.UserID, a.Name = u.ID, u.Email
	return a
}
