package cli

import (
	"bytes"
	"context"
	"log/slog"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/crypto/bcrypt"

	"github.com/foliodocs/folio/internal/auth"
	"github.com/foliodocs/folio/internal/store/sqlite"
)

// TestUsersAfterUpgrade: on a data folder from before users, the shared
// dashboard password becomes the first owner's ("admin"), which the
// users commands then show and change like any other.
func TestUsersAfterUpgrade(t *testing.T) {
	data := t.TempDir()
	st, err := sqlite.Open(t.Context(), filepath.Join(data, "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	hash, _ := bcrypt.GenerateFromPassword([]byte("the shared password"), bcrypt.MinCost)
	if err := st.SetSetting(t.Context(), auth.LegacyPasswordSetting, string(hash)); err != nil {
		t.Fatal(err)
	}
	st.Close()

	run := func(stdin string, args ...string) (int, string, string) {
		var out, errb bytes.Buffer
		code := Main(context.Background(), append(args, "--data", data), Env{Stdin: strings.NewReader(stdin), Stdout: &out, Stderr: &errb})
		return code, out.String(), errb.String()
	}
	code, out, errs := run("", "admin", "users", "list")
	if code != ExitOK || !strings.Contains(out, "admin") || !strings.Contains(out, "owner") || !strings.Contains(out, "password") {
		t.Fatalf("users list after an upgrade: %d\n%s%s", code, out, errs)
	}
	st, err = sqlite.Open(t.Context(), filepath.Join(data, "folio.db"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	u, err := st.UserByEmail(t.Context(), "admin")
	if err != nil {
		t.Fatal(err)
	}
	if ok, _ := (auth.Passwords{}).Check(u.PasswordHash, "the shared password"); !ok {
		t.Error("the shared password does not sign the owner in")
	}
	if v, _ := st.Setting(t.Context(), auth.LegacyPasswordSetting); v != "" {
		t.Errorf("the shared password's hash is still kept apart: %q", v)
	}
	if code, _, errs := run("a new password\n", "admin", "users", "reset-password", "admin"); code != ExitOK {
		t.Fatalf("reset-password: %d %s", code, errs)
	}
	u, _ = st.UserByEmail(t.Context(), "admin")
	if ok, rehash := (auth.Passwords{}).Check(u.PasswordHash, "a new password"); !ok || rehash {
		t.Errorf("after reset-password: ok %v, rehash %v", ok, rehash)
	}
}

func TestOIDCFlags(t *testing.T) {
	log := slog.New(slog.DiscardHandler)
	if p, err := (oidcFlags{}).provider("https://folio.example.com", log); p != nil || err != nil {
		t.Fatalf("no flags: %v, %v; want no single sign-on", p, err)
	}
	ok := oidcFlags{issuer: "https://acme.okta.com", clientID: "0oa1", clientSecret: "s3cret", name: "Okta",
		groupsClaim: "groups", groupRoles: []string{"docs-admins=owner", "docs=editor"}, defaultRole: "viewer"}
	p, err := ok.provider("https://folio.example.com", log)
	if err != nil || p == nil || p.Name() != "Okta" || p.DefaultRole() != "viewer" || !p.MapsGroups() {
		t.Fatalf("provider = %+v, %v", p, err)
	}
	for name, mod := range map[string]func(*oidcFlags){
		"client without issuer": func(o *oidcFlags) { o.issuer = "" },
		"no secret":             func(o *oidcFlags) { o.clientSecret = "" },
		"bad group role":        func(o *oidcFlags) { o.groupRoles = []string{"docs=admin"} },
		"group without role":    func(o *oidcFlags) { o.groupRoles = []string{"docs"} },
		"groups without claim":  func(o *oidcFlags) { o.groupsClaim = "" },
		"bad default role":      func(o *oidcFlags) { o.defaultRole = "boss" },
		"issuer not a URL":      func(o *oidcFlags) { o.issuer = "acme.okta.com" },
	} {
		o := ok
		mod(&o)
		if _, err := o.provider("https://folio.example.com", log); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
