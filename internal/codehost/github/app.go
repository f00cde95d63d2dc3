package github

import (
	"context"
	"crypto/rsa"
	"crypto/sha256"
	"fmt"
	"strconv"
	"time"

	"github.com/golang-jwt/jwt/v5"

	"github.com/foliodocs/folio/internal/codehost"
	"github.com/foliodocs/folio/internal/git"
)

// A GitHub App acts on a repository through an installation token: an
// hour-long token minted by POST /app/installations/{id}/access_tokens
// with a JWT the App signs with its private key. Tokens are kept per App
// and installation and minted again refreshBefore their expiry, so a job
// never pushes with one about to expire.
const refreshBefore = 5 * time.Minute

type appKey struct {
	api          string
	app          int64
	installation int64
	key          [sha256.Size]byte // a new key (rotated) mints anew
}

type installationToken struct {
	token   git.Secret
	expires time.Time
}

// installationToken returns a live token of the App's installation.
func (h *Host) installationToken(ctx context.Context, api string, app *codehost.App) (git.Secret, error) {
	k := appKey{api, app.ID, app.Installation, sha256.Sum256(app.PrivateKey)}
	now := h.now()
	h.mu.Lock()
	t, ok := h.tokens[k]
	h.mu.Unlock()
	if ok && now.Add(refreshBefore).Before(t.expires) {
		return t.token, nil
	}
	signed, err := appJWT(app, now)
	if err != nil {
		return "", err
	}
	c, err := h.newClient(api, signed)
	if err != nil {
		return "", err
	}
	it, _, err := c.Apps.CreateInstallationToken(ctx, app.Installation, nil)
	if err != nil {
		return "", fmt.Errorf("github: mint a token of installation %d of App %d: %w", app.Installation, app.ID, apiError(err))
	}
	t = installationToken{token: git.Secret(it.GetToken()), expires: it.GetExpiresAt().Time}
	if t.token == "" {
		return "", fmt.Errorf("github: installation %d of App %d: GitHub minted no token", app.Installation, app.ID)
	}
	if t.expires.IsZero() {
		t.expires = now.Add(time.Hour)
	}
	h.mu.Lock()
	h.tokens[k] = t
	h.mu.Unlock()
	return t.token, nil
}

// appJWT is the App's own credential: RS256, issued a minute in the past
// (clocks drift) and valid nine minutes, under GitHub's ten.
func appJWT(app *codehost.App, now time.Time) (string, error) {
	key, err := parseKey(app.PrivateKey)
	if err != nil {
		return "", fmt.Errorf("github: App %d: %w", app.ID, err)
	}
	claims := jwt.RegisteredClaims{
		Issuer:    strconv.FormatInt(app.ID, 10),
		IssuedAt:  jwt.NewNumericDate(now.Add(-time.Minute)),
		ExpiresAt: jwt.NewNumericDate(now.Add(9 * time.Minute)),
	}
	s, err := jwt.NewWithClaims(jwt.SigningMethodRS256, claims).SignedString(key)
	if err != nil {
		return "", fmt.Errorf("github: sign the App's token: %w", err)
	}
	return s, nil
}

// parseKey reads the App's private key as GitHub hands it out (PEM,
// PKCS #1) or converted (PKCS #8).
func parseKey(pem []byte) (*rsa.PrivateKey, error) {
	key, err := jwt.ParseRSAPrivateKeyFromPEM(pem)
	if err != nil {
		return nil, fmt.Errorf("read the private key: %w", err)
	}
	return key, nil
}

// CheckKey reports whether pem is a private key a GitHub App can sign
// with, for the command that adds a project.
func CheckKey(pem []byte) error {
	_, err := parseKey(pem)
	return err
}
