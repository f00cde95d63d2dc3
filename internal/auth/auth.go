// Package auth issues and checks the service's credentials: API keys
// (svc_ followed by 256 random bits in base62, stored only as a SHA-256
// hash) of the organisation or of a user, the principal a request acts as,
// scopes, users' passwords (argon2id; bcrypt still read), the first owner,
// and the tokens of sessions and invitation links.
package auth

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"math/big"
	"slices"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

// KeyPrefix starts every admin API key.
const KeyPrefix = "svc_"

const (
	base62      = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	keyBodyLen  = 43 // ceil(256 / log2(62)): 256 bits of randomness
	shownLength = len(KeyPrefix) + 6
	// maxKeyLen bounds what is hashed: anything longer is not a key.
	maxKeyLen = 256
	// touchEvery limits last-use writes to one per key per interval.
	touchEvery = time.Minute
)

// RandomString returns n characters drawn uniformly from base62.
func RandomString(r io.Reader, n int) (string, error) {
	if r == nil {
		r = rand.Reader
	}
	var b strings.Builder
	b.Grow(n)
	max := big.NewInt(int64(len(base62)))
	for range n {
		i, err := rand.Int(r, max)
		if err != nil {
			return "", fmt.Errorf("random: %w", err)
		}
		b.WriteByte(base62[i.Int64()])
	}
	return b.String(), nil
}

// NewKey returns a new secret key and the record to store for it. The
// secret is shown once and never stored.
func NewKey(r io.Reader, name string, projects []string, scopes []domain.Scope, expires time.Time, now time.Time) (secret string, k domain.APIKey, err error) {
	body, err := RandomString(r, keyBodyLen)
	if err != nil {
		return "", k, err
	}
	id, err := RandomString(r, 12)
	if err != nil {
		return "", k, err
	}
	secret = KeyPrefix + body
	if len(scopes) == 0 {
		scopes = []domain.Scope{domain.ScopeRead, domain.ScopeWrite}
	}
	k = domain.APIKey{
		ID:        "key_" + id,
		Name:      name,
		Prefix:    secret[:shownLength],
		Hash:      HashSecret(secret),
		Projects:  slices.Clone(projects),
		Scopes:    slices.Clone(scopes),
		ExpiresAt: expires,
		CreatedAt: now.UTC(),
	}
	return secret, k, nil
}

// HashSecret is how keys and session tokens are stored: they carry 256
// random bits, so a fast hash is enough and a database leak reveals none.
func HashSecret(secret string) []byte {
	sum := sha256.Sum256([]byte(secret))
	return sum[:]
}

// ParseScopes reads "read,write" (and "audit:read").
func ParseScopes(s string) ([]domain.Scope, error) {
	var out []domain.Scope
	for part := range strings.SplitSeq(s, ",") {
		part = strings.TrimSpace(part)
		switch domain.Scope(part) {
		case domain.ScopeRead, domain.ScopeWrite, domain.ScopeAuditRead:
			if !slices.Contains(out, domain.Scope(part)) {
				out = append(out, domain.Scope(part))
			}
		case "":
		default:
			return nil, fmt.Errorf("unknown scope %q (want read, write or audit:read)", part)
		}
	}
	if len(out) == 0 {
		return nil, errors.New("no scope given (want read, write, read,write or audit:read)")
	}
	return out, nil
}

// Principal is who a request acts as.
type Principal struct {
	KeyID    string
	Name     string
	Projects []string // empty: every project
	Scopes   []domain.Scope
	// UserID and Access are the user a user's key acts as and what that
	// user may do now; both are empty for the organisation's keys.
	UserID string
	Access *domain.Access
}

// CanSee reports whether the principal may reach the project at all: the
// key names it (or every project) and, for a user's key, the user may
// view it.
func (p Principal) CanSee(projectID string) bool {
	if len(p.Projects) > 0 && !slices.Contains(p.Projects, projectID) {
		return false
	}
	return p.Access == nil || p.Access.On(projectID).AtLeast(domain.RoleViewer)
}

// May reports whether the principal may use scope on a project it can
// see: a user's key writes only where its user is an editor or owner.
func (p Principal) May(projectID string, s domain.Scope) bool {
	if !p.CanSee(projectID) || !p.Has(s) {
		return false
	}
	return p.Access == nil || s != domain.ScopeWrite || p.Access.On(projectID).AtLeast(domain.RoleEditor)
}

// Has reports whether the principal holds a scope.
func (p Principal) Has(s domain.Scope) bool { return slices.Contains(p.Scopes, s) }

// ScopeFor is the scope an HTTP method needs.
func ScopeFor(method string) domain.Scope {
	if method == "GET" || method == "HEAD" {
		return domain.ScopeRead
	}
	return domain.ScopeWrite
}

// Errors of Authenticate. All of them mean 401; the reason is for logs.
var (
	ErrNoCredentials = errors.New("no bearer token")
	ErrMalformed     = errors.New("malformed bearer token")
	ErrUnknownKey    = errors.New("unknown key")
	ErrExpired       = errors.New("key expired")
	ErrRevoked       = errors.New("key revoked")
	// ErrUserDisabled: the key's user is disabled (or gone).
	ErrUserDisabled = errors.New("the key's user is disabled")
)

// KeyStore is the part of the store Authenticate reads and writes.
type KeyStore interface {
	KeyByHash(ctx context.Context, hash []byte) (domain.APIKey, error)
	TouchKey(ctx context.Context, id string, at time.Time) error
	UserReader
}

// Authenticator checks Authorization headers against stored keys.
type Authenticator struct {
	Keys KeyStore
	Now  func() time.Time
	Log  *slog.Logger
}

// Authenticate resolves an Authorization header value to a principal. A
// revoked or expired key fails at once: nothing is cached.
func (a *Authenticator) Authenticate(ctx context.Context, header string) (Principal, error) {
	if header == "" {
		return Principal{}, ErrNoCredentials
	}
	scheme, token, ok := strings.Cut(header, " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") {
		return Principal{}, ErrMalformed
	}
	token = strings.TrimSpace(token)
	if !strings.HasPrefix(token, KeyPrefix) || len(token) > maxKeyLen {
		return Principal{}, ErrMalformed
	}
	hash := HashSecret(token)
	k, err := a.Keys.KeyByHash(ctx, hash)
	if errors.Is(err, store.ErrNotFound) {
		return Principal{}, ErrUnknownKey
	}
	if err != nil {
		return Principal{}, fmt.Errorf("look up key: %w", err)
	}
	// The lookup was by hash; compare again in constant time so a store
	// that matched loosely can never let a different key through.
	if subtle.ConstantTimeCompare(k.Hash, hash) != 1 {
		return Principal{}, ErrUnknownKey
	}
	now := a.Now()
	if !k.RevokedAt.IsZero() {
		return Principal{}, ErrRevoked
	}
	if !k.ExpiresAt.IsZero() && !now.Before(k.ExpiresAt) {
		return Principal{}, ErrExpired
	}
	p := Principal{KeyID: k.ID, Name: k.Name, Projects: k.Projects, Scopes: k.Scopes}
	if k.UserID != "" {
		// A user's key is as good as its user, now: read on each request,
		// so disabling the user or lowering their role takes effect at
		// once.
		u, err := a.Keys.User(ctx, k.UserID)
		if errors.Is(err, store.ErrNotFound) {
			return Principal{}, ErrUserDisabled
		}
		if err != nil {
			return Principal{}, fmt.Errorf("look up the key's user: %w", err)
		}
		if !u.Enabled() {
			return Principal{}, ErrUserDisabled
		}
		acc, err := Access(ctx, a.Keys, u)
		if err != nil {
			return Principal{}, err
		}
		p.UserID, p.Access = u.ID, &acc
	}
	if k.LastUsedAt.IsZero() || now.Sub(k.LastUsedAt) >= touchEvery {
		if err := a.Keys.TouchKey(ctx, k.ID, now); err != nil && a.Log != nil {
			a.Log.WarnContext(ctx, "record key use", "key", k.ID, "err", err)
		}
	}
	return p, nil
}

type principalKey struct{}

// WithPrincipal returns a context carrying the principal.
func WithPrincipal(ctx context.Context, p Principal) context.Context {
	return context.WithValue(ctx, principalKey{}, p)
}

// FromContext returns the principal of a request, if authenticated.
func FromContext(ctx context.Context) (Principal, bool) {
	p, ok := ctx.Value(principalKey{}).(Principal)
	return p, ok
}
