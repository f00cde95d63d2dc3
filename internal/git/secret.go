package git

import (
	"log/slog"
	"regexp"
	"strings"
)

// Secret is a credential. It prints, formats and logs as "[REDACTED]", so
// one logged or wrapped into an error by mistake shows no token.
type Secret string

const redacted = "[REDACTED]"

// String hides the secret.
func (s Secret) String() string {
	if s == "" {
		return ""
	}
	return redacted
}

// GoString hides the secret from %#v.
func (s Secret) GoString() string { return s.String() }

// LogValue hides the secret from slog.
func (s Secret) LogValue() slog.Value { return slog.StringValue(s.String()) }

// MarshalText hides the secret from encoders (JSON logs among them).
func (s Secret) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// scrub replaces the secret in text.
func (s Secret) scrub(text string) string {
	if s == "" {
		return text
	}
	return strings.ReplaceAll(text, string(s), redacted)
}

// DefaultUsername goes with a token when no user name is given: the name
// GitHub expects for installation and fine-grained tokens, and which
// GitLab and Gitea accept for any token.
const DefaultUsername = "x-access-token"

// Credentials answer git's prompts for one command.
type Credentials struct {
	Username string // "" = DefaultUsername
	Token    Secret
}

// Environment variables set on git processes only: the askpass script
// answers git's "Username for …" and "Password for …" prompts from them.
const (
	envUser     = "FOLIO_GIT_USERNAME"
	envPassword = "FOLIO_GIT_PASSWORD"
)

// askpassScript answers from the environment of the git process that
// runs it; the token is never written to disk or passed in an argument.
const askpassScript = `#!/bin/sh
case "$1" in
Username*) printf '%s\n' "$` + envUser + `" ;;
*) printf '%s\n' "$` + envPassword + `" ;;
esac
`

// userinfo matches the credentials part of a URL.
var userinfo = regexp.MustCompile(`(://)[^/@\s]*@`)

// ScrubURLs replaces the credentials of every URL in text.
func ScrubURLs(text string) string {
	return userinfo.ReplaceAllString(text, "${1}"+redacted+"@")
}
