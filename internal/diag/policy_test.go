package diag

import (
	"regexp"
	"testing"
)

// TestPolicy checks the policy's table: codes in their shape, a situation
// named for every rule of a code that has several, and no situation twice.
func TestPolicy(t *testing.T) {
	shape := regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)
	seen := map[Rule]bool{}
	for _, r := range Policy() {
		if !shape.MatchString(r.Code) {
			t.Errorf("code %q is not lowercase words joined by hyphens", r.Code)
		}
		if n := len(Rules(r.Code)); n > 1 && r.When == "" {
			t.Errorf("%s has %d rules; each must say when it applies", r.Code, n)
		}
		if seen[r] {
			t.Errorf("rule %+v is listed twice", r)
		}
		seen[r] = true
		if r.Mintlify.Describe() == "?" {
			t.Errorf("%s: outcome %d has no description", r.Code, r.Mintlify)
		}
	}
	if len(seen) < 80 {
		t.Errorf("only %d rules; every code needs one", len(seen))
	}
}

func TestOutcomeSeverity(t *testing.T) {
	for o, want := range map[Outcome]Severity{
		Refuses: Error, BreaksPage: Error, Limit: Error,
		Skips: Warning, Empties: Warning, Ignores: Warning, Keeps: Warning, Draws: Warning,
	} {
		if got := o.Severity(); got != want {
			t.Errorf("%s: severity %s, want %s", o.Describe(), got, want)
		}
	}
}

func TestAllowed(t *testing.T) {
	for _, tc := range []struct {
		d    Diagnostic
		want bool
	}{
		{Diagnostic{Code: "page-not-found", Severity: Warning}, true},
		{Diagnostic{Code: "page-not-found", Severity: Error}, false},
		{Diagnostic{Code: "unknown-key", Severity: Error}, true},
		{Diagnostic{Code: "unknown-key", Severity: Warning}, true},
		{Diagnostic{Code: "no-such-code", Severity: Warning}, false},
	} {
		if got := Allowed(tc.d); got != tc.want {
			t.Errorf("Allowed(%s %s) = %v, want %v", tc.d.Severity, tc.d.Code, got, tc.want)
		}
	}
}
