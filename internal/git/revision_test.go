package git_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/git"
)

func TestCheckRevision(t *testing.T) {
	for _, rev := range []string{"main", "HEAD", "HEAD~3", "v1.2^", "feature/x-y_z", "0123abcd", strings.Repeat("a", 40)} {
		if err := git.CheckRevision(rev); err != nil {
			t.Errorf("CheckRevision(%q) = %v, want nil", rev, err)
		}
	}
	for _, rev := range []string{"", "-p", "--output=/tmp/x", "main..dev", "a...b", "HEAD:secret", "main@{1}", ":/fix",
		"HEAD^{/x}", "a b", "a\nb", "/main", "main/", "a//b", strings.Repeat("a", 201), "a\x00"} {
		if err := git.CheckRevision(rev); !errors.Is(err, git.ErrRevision) {
			t.Errorf("CheckRevision(%q) = %v, want ErrRevision", rev, err)
		}
	}
}

func TestIsCommitID(t *testing.T) {
	for s, want := range map[string]bool{
		"abcd": true, "ABCDEF0123": true, strings.Repeat("f", 64): true,
		"abc": false, "abcg": false, "-abc": false, strings.Repeat("f", 65): false, "": false,
	} {
		if got := git.IsCommitID(s); got != want {
			t.Errorf("IsCommitID(%q) = %v, want %v", s, got, want)
		}
	}
}
