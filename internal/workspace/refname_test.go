package workspace

import (
	"os/exec"
	"testing"
)

// TestRefFormat holds refFormatOK to git's own check-ref-format (a
// leading dash, which git reads as an option, checkRef refuses itself).
func TestRefFormat(t *testing.T) {
	git, err := exec.LookPath("git")
	if err != nil {
		t.Skip("no git")
	}
	cases := []string{
		"main", "folio/abc123", "refs/heads/folio/abc", "v1.2.3", "release-2024_01", "a/b/c/d",
		"@", "a@b", "a@{b", "@{u}", "a..b", ".hidden", "a/.b", "a/b.", "a/", "/a", "a//b",
		"a.lock", "a/b.lock/c", "a.lock.b", "a b", "a~1", "a^", "a:b", "a?", "a*", "a[b", `a\b`,
		"a\x01b", "a\x7fb", "a\tb", "é", "日本", "a-", "a.b", "a..", "...", ".", "HEAD",
		"refs/heads/", "refs//heads", "x/.lock", "x/y.lockz", "{}", "a{b}", "a@", "@a", "~", "a/@/b",
	}
	for _, ref := range cases {
		want := exec.Command(git, "check-ref-format", "--allow-onelevel", ref).Run() == nil
		if got := refFormatOK(ref); got != want {
			t.Errorf("refFormatOK(%q) = %v, git says %v", ref, got, want)
		}
	}
}

func FuzzRefFormat(f *testing.F) {
	git, err := exec.LookPath("git")
	if err != nil {
		f.Skip("no git")
	}
	for _, s := range []string{"main", "folio/x", "a..b", "a.lock", "@{", "a//b"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, ref string) {
		if ref == "" || len(ref) > 100 || ref[0] == '-' {
			return
		}
		for i := 0; i < len(ref); i++ {
			if ref[i] == 0 {
				return // cannot be an argument
			}
		}
		want := exec.Command(git, "check-ref-format", "--allow-onelevel", ref).Run() == nil
		if got := refFormatOK(ref); got != want {
			t.Errorf("refFormatOK(%q) = %v, git says %v", ref, got, want)
		}
	})
}
