package dashboard_test

import (
	"flag"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/domain"
)

var update = flag.Bool("update", false, "rewrite the golden pages in testdata/golden")

// unstable are the parts of a page that change from run to run or with
// every stylesheet edit: tokens and asset versions.
var unstable = []struct {
	re   *regexp.Regexp
	with string
}{
	{regexp.MustCompile(`name="csrf" value="[^"]+"`), `name="csrf" value="…"`},
	{regexp.MustCompile(`\?v=[0-9a-f]+`), `?v=…`},
}

// TestGoldenPages compares whole pages with testdata/golden; run with
// -update after a deliberate change and review the diff.
func TestGoldenPages(t *testing.T) {
	t.Parallel()
	b := setup(t, withModel)
	seedJobs(t, b)
	now := b.clock.Now()
	for _, k := range []domain.APIKey{
		{ID: "key_live", Name: "Release bot", Prefix: "svc_Ab12Cd", Hash: auth.HashSecret("a"), Projects: []string{"acme"},
			Scopes: []domain.Scope{domain.ScopeRead, domain.ScopeWrite}, CreatedAt: now.Add(-72 * time.Hour), LastUsedAt: now.Add(-5 * time.Minute),
			ExpiresAt: now.AddDate(0, 0, 85)},
		{ID: "key_expired", Name: "Old CI", Prefix: "svc_Zz98Yx", Hash: auth.HashSecret("b"), Scopes: []domain.Scope{domain.ScopeRead},
			CreatedAt: now.AddDate(0, -4, 0), ExpiresAt: now.AddDate(0, 0, -10)},
		{ID: "key_revoked", Name: "Laptop <script>", Prefix: "svc_Qq11Ww", Hash: auth.HashSecret("c"), Scopes: []domain.Scope{domain.ScopeWrite},
			CreatedAt: now.Add(-48 * time.Hour), RevokedAt: now.Add(-time.Hour)},
	} {
		if err := b.store.CreateKey(t.Context(), k); err != nil {
			t.Fatal(err)
		}
	}
	c := b.signedIn()
	for name, path := range map[string]string{
		"keys":     "/keys",
		"project":  "/projects/acme",
		"job":      "/projects/acme/jobs/job_done",
		"projects": "/projects",
	} {
		t.Run(name, func(t *testing.T) {
			got := c.get(path).wantStatus(t, http.StatusOK).body
			for _, u := range unstable {
				got = u.re.ReplaceAllString(got, u.with)
			}
			file := filepath.Join("testdata", "golden", name+".html")
			if *update {
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("%s differs from %s; run go test -run TestGoldenPages -update and review the diff\n%s", path, file, firstDiff(string(want), got))
			}
		})
	}
}

// firstDiff shows where two texts part.
func firstDiff(want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	lo := max(0, i-120)
	return "want: …" + want[lo:min(len(want), i+120)] + "…\n got: …" + got[lo:min(len(got), i+120)] + "…"
}
