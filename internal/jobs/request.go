package jobs

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
)

// Limits of what starting a job may ask for.
const (
	// MaxPromptChars bounds a prompt, in characters (Unicode code points).
	MaxPromptChars = 32000
	// MaxModelLen and MaxRefLen bound a model's name and a branch or
	// revision, in bytes.
	MaxModelLen = 200
	MaxRefLen   = 255
	// MaxContextCommits bounds the commits a context names: each is shown
	// in the first prompt, with its files.
	MaxContextCommits = 20
)

// Request is what starting a job asks for: the prompt and the job's
// options, as the API's create body and the dashboard's form give them.
// Its JSON is what an Idempotency-Key's hash is taken of.
type Request struct {
	Prompt string `json:"prompt"`
	// Model is one of the models the project allows ("": its default).
	Model string `json:"model,omitempty"`
	// Ref is source.ref, the branch to start from ("": the project's).
	Ref string `json:"ref,omitempty"`
	// Draft asks for the pull request as a draft (nil: the project's
	// setting).
	Draft *bool `json:"draft,omitempty"`
	// Context is the code change the job documents (nil: none).
	Context *domain.JobContext `json:"context,omitempty"`
}

// Hash is what an Idempotency-Key compares: the SHA-256 of the request's
// meaning, so that a retry that encodes the same request another way is
// the same request. A request without options hashes as its prompt alone
// always has.
func (q Request) Hash() []byte {
	b, _ := json.Marshal(q) // strings, a bool and a plain struct always encode
	sum := sha256.Sum256(b)
	return sum[:]
}

// FieldError is a part of a request that cannot be used. Field is a JSON
// pointer into the API's create body ("/prompt", "/source/ref",
// "/context/commits/2"), which the dashboard maps to its form's fields;
// Detail completes a sentence that starts with the field's name.
type FieldError struct {
	Field  string
	Detail string
}

func (e *FieldError) Error() string {
	return fmt.Sprintf("%s %s", strings.TrimPrefix(e.Field, "/"), e.Detail)
}

func fieldError(field, detail string) error { return &FieldError{Field: field, Detail: detail} }

// Check reports the first part of q that cannot be used, as a
// *FieldError: the prompt, then the model's name, the ref and the
// context. Whether the project allows the model is Service.Start's to
// say.
func (q Request) Check() error {
	if err := CheckPrompt(q.Prompt); err != nil {
		return err
	}
	if q.Model != "" {
		if err := CheckName("/model", q.Model, MaxModelLen); err != nil {
			return err
		}
	}
	if q.Ref != "" {
		if err := CheckRef(q.Ref); err != nil {
			return err
		}
	}
	if q.Context != nil {
		return CheckContext(q.Context)
	}
	return nil
}

// CheckRef checks source.ref, the branch a job starts from.
func CheckRef(ref string) error {
	if err := CheckName("/source/ref", ref, MaxRefLen); err != nil {
		return err
	}
	if !ValidBranch(ref) {
		return fieldError("/source/ref", "must be a branch name git accepts, such as main or release/v2")
	}
	return nil
}

// CheckPrompt checks a prompt, the first or a follow-up: 1 to
// MaxPromptChars characters, not all white space, no NUL.
func CheckPrompt(p string) error {
	switch n := utf8.RuneCountInString(p); {
	case strings.TrimSpace(p) == "":
		return fieldError("/prompt", "must not be empty")
	case n > MaxPromptChars:
		return fieldError("/prompt", fmt.Sprintf("must have at most %d characters; it has %d", MaxPromptChars, n))
	case strings.ContainsRune(p, 0):
		return fieldError("/prompt", "must not contain NUL characters")
	case !utf8.ValidString(p):
		return fieldError("/prompt", "must be valid UTF-8")
	}
	return nil
}

// CheckName checks a short name given as an option (a model, a branch, a
// revision): not empty, at most maxLen bytes, no white space or control
// characters.
func CheckName(field, s string, maxLen int) error {
	switch {
	case s == "":
		return fieldError(field, "must not be empty")
	case len(s) > maxLen:
		return fieldError(field, fmt.Sprintf("must have at most %d bytes", maxLen))
	case strings.ContainsFunc(s, func(r rune) bool { return r <= ' ' || r == 0x7f || r == utf8.RuneError }):
		return fieldError(field, "must not contain white space or control characters")
	}
	return nil
}

// CheckPullRequest checks the number of a context's pull request.
func CheckPullRequest(n int64) error {
	if n < 1 || n > 1<<31-1 {
		return fieldError("/context/pullRequest", "must be a pull request number, a whole number from 1")
	}
	return nil
}

// CheckContext checks what a context names. Revisions are checked as
// git's callers outside Folio must name them (git.CheckRevision): the
// runner hands them to git.
func CheckContext(c *domain.JobContext) error {
	if c.Commits != nil {
		switch n := len(c.Commits); {
		case n == 0:
			return fieldError("/context/commits", "must not be empty")
		case n > MaxContextCommits:
			return fieldError("/context/commits", fmt.Sprintf("must have at most %d commits; it has %d (name a range with compare instead)", MaxContextCommits, n))
		}
		for i, sha := range c.Commits {
			if !git.IsCommitID(sha) {
				return fieldError(fmt.Sprintf("/context/commits/%d", i), "must be a commit ID: 4 to 64 hexadecimal digits")
			}
		}
	}
	if c.Compare != nil {
		for _, m := range []struct{ name, v string }{{"from", c.Compare.From}, {"to", c.Compare.To}} {
			field := "/context/compare/" + m.name
			if err := CheckName(field, m.v, MaxRefLen); err != nil {
				return err
			}
			if git.CheckRevision(m.v) != nil {
				return fieldError(field, "must be a commit ID, branch or tag, such as v1.2.0 or main (no ranges, options or revision expressions)")
			}
		}
	}
	if c.PullRequest != 0 {
		if err := CheckPullRequest(int64(c.PullRequest)); err != nil {
			return err
		}
	}
	if c.Commits == nil && c.Compare == nil && c.PullRequest == 0 {
		return fieldError("/context", "must name commits, compare or pullRequest")
	}
	return nil
}

// ValidBranch reports whether git accepts ref as a branch name
// (git check-ref-format --branch), without running git: the ref is
// handed to git later, and must never read as an option or a revision
// expression.
func ValidBranch(ref string) bool {
	if strings.HasPrefix(ref, "-") || strings.HasPrefix(ref, "/") || strings.HasSuffix(ref, "/") ||
		strings.HasSuffix(ref, ".") || strings.HasSuffix(ref, ".lock") || ref == "@" ||
		strings.Contains(ref, "..") || strings.Contains(ref, "//") || strings.Contains(ref, "@{") {
		return false
	}
	if strings.ContainsAny(ref, "~^:?*[\\") {
		return false
	}
	for part := range strings.SplitSeq(ref, "/") {
		if strings.HasPrefix(part, ".") {
			return false
		}
	}
	return true
}
