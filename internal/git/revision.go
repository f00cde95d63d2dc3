package git

import (
	"errors"
	"fmt"
	"strings"
)

// ErrRevision: a revision named from outside Folio (a job's context, an
// agent's tool call) is not one git may be given.
var ErrRevision = errors.New("not a valid revision")

// maxRevision bounds a revision's length: no ref or expression a person
// names is longer.
const maxRevision = 200

// CheckRevision refuses a revision that git could read as something other
// than one commit: an option (a leading "-", which --end-of-options also
// stops, but a refusal says why), a range or a path ("..", ":"), a reflog
// or search expression ("@{", "^{/", "{"), spaces and control characters.
// What is left are ref names, commit IDs and ~ / ^ ancestry (HEAD~3,
// v1.2^), which is all a caller outside Folio needs to name.
func CheckRevision(rev string) error {
	switch {
	case rev == "":
		return fmt.Errorf("empty revision: %w", ErrRevision)
	case len(rev) > maxRevision:
		return fmt.Errorf("revision longer than %d characters: %w", maxRevision, ErrRevision)
	case strings.HasPrefix(rev, "-"):
		return fmt.Errorf("revision %q starts with '-': %w", rev, ErrRevision)
	case strings.Contains(rev, ".."):
		return fmt.Errorf("revision %q is a range: %w", rev, ErrRevision)
	case strings.HasPrefix(rev, "/") || strings.HasSuffix(rev, "/") || strings.Contains(rev, "//"):
		return fmt.Errorf("revision %q: %w", rev, ErrRevision)
	}
	for _, c := range rev {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case c == '.', c == '_', c == '-', c == '/', c == '~', c == '^':
		default:
			return fmt.Errorf("revision %q contains %q: %w", rev, c, ErrRevision)
		}
	}
	return nil
}

// IsCommitID reports whether s is an abbreviated or full commit ID: 4 to
// 64 hexadecimal digits (SHA-1 or SHA-256).
func IsCommitID(s string) bool {
	if len(s) < 4 || len(s) > 64 {
		return false
	}
	for _, c := range s {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}
