// Package audit is the vocabulary of Folio's audit log and its writer:
// what a person or a key did (signed in or failed to, made or revoked a
// key, changed a project, a webhook or a user, merged a change, started
// or stopped a job), who, when, from where and with what outcome.
//
// Who acts travels with the request's context (WithActor): the API and
// the dashboard put it there once they know the caller, so that code
// shared by both — jobs.Service — records a job action once, as whoever
// asked. A Recorder writes entries; a write that fails is logged and
// never fails the request it describes. Nothing secret is recorded: a
// failed sign-in keeps the email tried and the reason, never the
// password.
package audit

import (
	"context"
	"log/slog"
	"time"

	"github.com/foliodocs/folio/internal/store"
)

// Action names what happened. The names are stable: the API returns
// them and filters by them.
type Action string

// The actions the log records.
const (
	// SignInPassword and SignInSSO: a sign-in to the dashboard, a
	// success or a failure (Detail "reason").
	SignInPassword Action = "signin.password"
	SignInSSO      Action = "signin.sso"
	SignOut        Action = "signout"

	KeyCreate Action = "key.create"
	KeyRevoke Action = "key.revoke"

	ProjectCreate Action = "project.create"
	ProjectUpdate Action = "project.update"
	ProjectDelete Action = "project.delete"
	// CodeHostUpdate: a project's code-host settings changed.
	CodeHostUpdate Action = "codehost.update"

	WebhookCreate    Action = "webhook.create"
	WebhookEnable    Action = "webhook.enable"
	WebhookDisable   Action = "webhook.disable"
	WebhookDelete    Action = "webhook.delete"
	WebhookTest      Action = "webhook.test"
	WebhookRedeliver Action = "webhook.redeliver"

	// ChangeMerge and ChangeClose: a change of the built-in review.
	ChangeMerge Action = "change.merge"
	ChangeClose Action = "change.close"

	JobCreate  Action = "job.create"
	JobMessage Action = "job.message"
	JobCancel  Action = "job.cancel"
	JobArchive Action = "job.archive"

	InvitationCreate Action = "invitation.create"
	InvitationDelete Action = "invitation.delete"
	InvitationAccept Action = "invitation.accept"

	UserCreate   Action = "user.create"
	UserRole     Action = "user.role"
	UserGrant    Action = "user.grant"
	UserDisable  Action = "user.disable"
	UserEnable   Action = "user.enable"
	UserPassword Action = "user.password"
)

// labels say each action in words, in the order the dashboard's filter
// lists them.
var labels = []struct {
	a     Action
	label string
}{
	{SignInPassword, "Sign-in with a password"},
	{SignInSSO, "Sign-in with single sign-on"},
	{SignOut, "Sign-out"},
	{KeyCreate, "API key created"},
	{KeyRevoke, "API key revoked"},
	{ProjectCreate, "Project created"},
	{ProjectUpdate, "Project changed"},
	{ProjectDelete, "Project deleted"},
	{CodeHostUpdate, "Code host settings changed"},
	{WebhookCreate, "Webhook created"},
	{WebhookEnable, "Webhook enabled"},
	{WebhookDisable, "Webhook disabled"},
	{WebhookDelete, "Webhook deleted"},
	{WebhookTest, "Webhook test sent"},
	{WebhookRedeliver, "Webhook delivery sent again"},
	{ChangeMerge, "Change merged"},
	{ChangeClose, "Change closed"},
	{JobCreate, "Job started"},
	{JobMessage, "Job follow-up sent"},
	{JobCancel, "Job cancelled"},
	{JobArchive, "Job archived"},
	{InvitationCreate, "Invitation sent"},
	{InvitationDelete, "Invitation withdrawn"},
	{InvitationAccept, "Invitation accepted"},
	{UserCreate, "User created"},
	{UserRole, "User's role changed"},
	{UserGrant, "User's project role changed"},
	{UserDisable, "User disabled"},
	{UserEnable, "User enabled"},
	{UserPassword, "Password changed"},
}

// Actions lists every action, in the order a reader looks for them.
func Actions() []Action {
	out := make([]Action, len(labels))
	for i, l := range labels {
		out[i] = l.a
	}
	return out
}

// Label says the action in words ("" for an unknown one).
func (a Action) Label() string {
	for _, l := range labels {
		if l.a == a {
			return l.label
		}
	}
	return ""
}

// Valid reports whether a is one of the actions.
func (a Action) Valid() bool { return a.Label() != "" }

// Outcomes of an entry.
const (
	Success = "success"
	Failure = "failure"
)

// Actor is who acts, and from where.
type Actor struct {
	// UserID is the person (a signed-in user, or the user a key belongs
	// to); KeyID the API key used, if any.
	UserID string
	KeyID  string
	// Name is what a reader sees: a user's email, a key's name, "cli".
	Name      string
	IP        string
	UserAgent string
}

// CLI is the actor of a command run on the server's machine: whoever
// may run it already holds the database.
var CLI = Actor{Name: "cli"}

type actorKey struct{}

// WithActor returns a context that carries who acts.
func WithActor(ctx context.Context, a Actor) context.Context {
	return context.WithValue(ctx, actorKey{}, a)
}

// ActorFrom is the actor ctx carries (the zero Actor when none).
func ActorFrom(ctx context.Context) Actor {
	a, _ := ctx.Value(actorKey{}).(Actor)
	return a
}

// Event is what happened, for Record; the actor comes from the context.
type Event struct {
	Action Action
	// Failed marks a failure (a refused sign-in); the outcome is a
	// success otherwise.
	Failed bool
	// TargetKind and TargetID name what was acted on ("job", its id).
	TargetKind string
	TargetID   string
	ProjectID  string
	// Detail holds a few more facts; never a secret.
	Detail map[string]string
}

// Store is where a Recorder writes.
type Store interface {
	AddAudit(ctx context.Context, e store.AuditEntry) (store.AuditEntry, error)
}

// writeTimeout bounds a write, which outlives the request's own context:
// an action done is recorded even when the client has gone.
const writeTimeout = 5 * time.Second

// Recorder writes the audit log. A nil *Recorder records nothing, so a
// part of the service built without one (a test) needs no check.
type Recorder struct {
	store Store
	log   *slog.Logger
	now   func() time.Time
}

// NewRecorder returns a Recorder over s; log nil discards, now nil is
// time.Now.
func NewRecorder(s Store, log *slog.Logger, now func() time.Time) *Recorder {
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	if now == nil {
		now = time.Now
	}
	return &Recorder{store: s, log: log, now: now}
}

// Record writes ev as done by the actor ctx carries.
func (r *Recorder) Record(ctx context.Context, ev Event) {
	r.RecordAs(ctx, ActorFrom(ctx), ev)
}

// RecordAs writes ev as done by a. A failure to write is logged: the
// action it describes has happened, and the request goes on.
func (r *Recorder) RecordAs(ctx context.Context, a Actor, ev Event) {
	if r == nil {
		return
	}
	e := store.AuditEntry{
		Time: r.now(), UserID: a.UserID, KeyID: a.KeyID, ActorName: a.Name, Action: string(ev.Action),
		TargetKind: ev.TargetKind, TargetID: ev.TargetID, ProjectID: ev.ProjectID,
		IP: a.IP, UserAgent: a.UserAgent, Outcome: Success, Detail: ev.Detail,
	}
	if ev.Failed {
		e.Outcome = Failure
	}
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), writeTimeout)
	defer cancel()
	if _, err := r.store.AddAudit(ctx, e); err != nil {
		r.log.ErrorContext(ctx, "audit: record an entry", "action", ev.Action, "actor", a.Name, "err", err)
	}
}
