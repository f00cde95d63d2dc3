package store

import (
	"context"
	"strings"
	"time"
	"unicode/utf8"
)

// AuditStore keeps the audit log: one entry per thing a person or a
// key did that an owner may need to account for later (package audit
// names them and writes them).
type AuditStore interface {
	// AddAudit appends an entry and returns it with its ID. A zero Time
	// is now. Text is stored as AuditEntry.Clean leaves it.
	AddAudit(ctx context.Context, e AuditEntry) (AuditEntry, error)
	// AuditLog lists the entries q selects, newest first.
	AuditLog(ctx context.Context, q AuditQuery) (AuditPage, error)
	// PruneAudit deletes the entries older than before and returns how
	// many.
	PruneAudit(ctx context.Context, before time.Time) (int, error)
}

// AuditEntry is one line of the audit log. It names its actor and target
// by id and, for the actor, by the name it had then: nothing in it
// refers to a row that may be deleted.
type AuditEntry struct {
	ID   int64 // set by the store, increasing
	Time time.Time
	// UserID is the person who acted (a signed-in user, or a user's
	// key); KeyID the API key that acted. Either, both or neither (a
	// failed sign-in, the command line) may be set.
	UserID    string
	KeyID     string
	ActorName string // an email, a key's name, "cli"; what a reader sees
	Action    string // audit.Action, e.g. "signin.password"
	// TargetKind and TargetID name what was acted on ("job", an id).
	TargetKind string
	TargetID   string
	ProjectID  string
	IP         string // the client's address ("" when none: the command line)
	UserAgent  string
	Outcome    string // "success" or "failure"
	// Detail holds a few more facts (a failure's reason, a new role);
	// never a secret.
	Detail map[string]string
}

// Bounds of an entry's text, so that a client cannot fill the log with
// one request.
const (
	maxAuditText   = 200
	maxAuditAgent  = 400
	maxAuditDetail = 20
)

// Clean returns e with every text valid UTF-8 without NUL bytes and
// bounded in length, and at most a few details: what a client sent (a
// user agent, an email that failed to sign in) is kept as far as it can
// be stored, on either database.
func (e AuditEntry) Clean() AuditEntry {
	for _, s := range []*string{&e.UserID, &e.KeyID, &e.ActorName, &e.Action, &e.TargetKind, &e.TargetID, &e.ProjectID, &e.IP, &e.Outcome} {
		*s = cleanText(*s, maxAuditText)
	}
	e.UserAgent = cleanText(e.UserAgent, maxAuditAgent)
	if e.Detail != nil {
		d := make(map[string]string, min(len(e.Detail), maxAuditDetail))
		for k, v := range e.Detail {
			if len(d) == maxAuditDetail {
				break
			}
			d[cleanText(k, 40)] = cleanText(v, maxAuditText)
		}
		e.Detail = d
	}
	return e
}

// cleanText is s as valid UTF-8 without NUL bytes, cut to at most n
// bytes on a rune boundary.
func cleanText(s string, n int) string {
	s = strings.ReplaceAll(strings.ToValidUTF8(s, "\uFFFD"), "\x00", "")
	if len(s) <= n {
		return s
	}
	s = s[:n]
	for !utf8.ValidString(s) {
		s = s[:len(s)-1]
	}
	return s
}

// AuditQuery selects a page of the audit log. Every filter set must
// match.
type AuditQuery struct {
	Action string // exact
	// Actor matches the entry's UserID, KeyID or ActorName (an email:
	// a person's dashboard actions and sign-ins, failed ones included).
	Actor     string
	ProjectID string
	Outcome   string
	// Since and Until bound Time: Since <= Time < Until (zero: open).
	Since, Until time.Time
	Limit        int // <= 0: 50
	// After continues a listing: the last entry of the previous page.
	After *AuditCursor
}

// AuditCursor is the position of an entry in the newest-first order.
type AuditCursor struct {
	Time time.Time
	ID   int64
}

// AuditPage is one page of the log; Next is nil on the last page.
type AuditPage struct {
	Entries []AuditEntry
	Next    *AuditCursor
}
