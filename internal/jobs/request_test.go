package jobs

import (
	"bytes"
	"crypto/sha256"
	"errors"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/domain"
)

// TestRequestHashWithoutOptions: a request without options hashes as the
// prompt alone always did ({"prompt": …}), so Idempotency-Keys recorded
// before the options existed still match their retries.
func TestRequestHashWithoutOptions(t *testing.T) {
	want := sha256.Sum256([]byte(`{"prompt":"x"}`))
	if got := (Request{Prompt: "x"}).Hash(); !bytes.Equal(got, want[:]) {
		t.Error("the hash of a request without options changed")
	}
	yes := true
	if bytes.Equal(Request{Prompt: "x", Draft: &yes}.Hash(), want[:]) {
		t.Error("an option does not change the hash")
	}
}

func TestValidBranch(t *testing.T) {
	for ref, want := range map[string]bool{
		"main": true, "release/v2": true, "feature/a-b_c.d": true, "v1.2": true,
		"-x": false, "/a": false, "a/": false, "a..b": false, "a//b": false, "a@{1}": false, "@": false,
		"a.lock": false, "a.": false, ".hidden": false, "a/.b": false, "a~1": false, "a^": false,
		"a:b": false, "a?": false, "a*": false, "a[": false, `a\b`: false,
	} {
		if got := ValidBranch(ref); got != want {
			t.Errorf("ValidBranch(%q) = %v, want %v", ref, got, want)
		}
	}
}

// TestRequestCheck: the first field that cannot be used is named, as a
// JSON pointer the API answers with and the dashboard maps to its form.
func TestRequestCheck(t *testing.T) {
	ctx := func(c domain.JobContext) *domain.JobContext { return &c }
	for _, tt := range []struct {
		name  string
		q     Request
		field string // "" = valid
	}{
		{"prompt only", Request{Prompt: "Document it"}, ""},
		{"every option", Request{Prompt: "p", Model: "openai:gpt-4.1", Ref: "release/v2",
			Context: ctx(domain.JobContext{Commits: []string{"a1b2c3d"}, Compare: &domain.CompareRange{From: "v1.2.0", To: "main"}, PullRequest: 7})}, ""},
		{"empty prompt", Request{Prompt: " \n\t"}, "/prompt"},
		{"long prompt", Request{Prompt: strings.Repeat("é", MaxPromptChars+1)}, "/prompt"},
		{"NUL", Request{Prompt: "a\x00b"}, "/prompt"},
		{"invalid UTF-8", Request{Prompt: "a\xffb"}, "/prompt"},
		{"prompt first", Request{Prompt: "", Model: "has space"}, "/prompt"},
		{"model with space", Request{Prompt: "p", Model: "has space"}, "/model"},
		{"long model", Request{Prompt: "p", Model: strings.Repeat("m", MaxModelLen+1)}, "/model"},
		{"ref option", Request{Prompt: "p", Ref: "--upload-pack=x"}, "/source/ref"},
		{"ref range", Request{Prompt: "p", Ref: "main..evil"}, "/source/ref"},
		{"empty context", Request{Prompt: "p", Context: ctx(domain.JobContext{})}, "/context"},
		{"no commits", Request{Prompt: "p", Context: ctx(domain.JobContext{Commits: []string{}})}, "/context/commits"},
		{"too many commits", Request{Prompt: "p", Context: ctx(domain.JobContext{Commits: make([]string, MaxContextCommits+1)})}, "/context/commits"},
		{"not a commit", Request{Prompt: "p", Context: ctx(domain.JobContext{Commits: []string{"abcd", "HEAD~1"}})}, "/context/commits/1"},
		{"compare expression", Request{Prompt: "p", Context: ctx(domain.JobContext{Compare: &domain.CompareRange{From: "v1", To: "main@{1}"}})}, "/context/compare/to"},
		{"compare empty", Request{Prompt: "p", Context: ctx(domain.JobContext{Compare: &domain.CompareRange{To: "main"}})}, "/context/compare/from"},
		{"negative pull request", Request{Prompt: "p", Context: ctx(domain.JobContext{PullRequest: -3})}, "/context/pullRequest"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.q.Check()
			var fe *FieldError
			switch {
			case tt.field == "" && err != nil:
				t.Fatalf("Check() = %v, want nil", err)
			case tt.field == "":
			case !errors.As(err, &fe):
				t.Fatalf("Check() = %v, want a *FieldError at %s", err, tt.field)
			case fe.Field != tt.field || fe.Detail == "":
				t.Fatalf("Check() = %q at %s, want %s", fe.Detail, fe.Field, tt.field)
			}
		})
	}
}
