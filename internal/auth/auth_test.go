package auth

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/store"
)

type fakeKeys struct {
	keys    map[string]domain.APIKey // by string(hash)
	touched []string
	users   map[string]domain.User
	grants  map[string]map[string]domain.Role
}

func (f *fakeKeys) User(_ context.Context, id string) (domain.User, error) {
	u, ok := f.users[id]
	if !ok {
		return domain.User{}, store.ErrNotFound
	}
	return u, nil
}

func (f *fakeKeys) ProjectRoles(_ context.Context, id string) (map[string]domain.Role, error) {
	return f.grants[id], nil
}

func (f *fakeKeys) KeyByHash(_ context.Context, hash []byte) (domain.APIKey, error) {
	k, ok := f.keys[string(hash)]
	if !ok {
		return domain.APIKey{}, store.ErrNotFound
	}
	return k, nil
}

func (f *fakeKeys) TouchKey(_ context.Context, id string, at time.Time) error {
	f.touched = append(f.touched, id)
	for h, k := range f.keys {
		if k.ID == id {
			k.LastUsedAt = at
			f.keys[h] = k
		}
	}
	return nil
}

func TestNewKey(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	seen := map[string]bool{}
	for range 50 {
		secret, k, err := NewKey(nil, "ci", []string{"demo"}, nil, time.Time{}, now)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(secret, "svc_") || len(secret) != 4+43 {
			t.Fatalf("secret %q: want svc_ and 43 base62 characters", secret)
		}
		for _, c := range secret[4:] {
			if !strings.ContainsRune(base62, c) {
				t.Fatalf("secret %q has %q", secret, c)
			}
		}
		if seen[secret] {
			t.Fatalf("secret %q issued twice", secret)
		}
		seen[secret] = true
		if !strings.HasPrefix(secret, k.Prefix) || len(k.Prefix) != 10 {
			t.Errorf("prefix %q of %q", k.Prefix, secret)
		}
		if strings.Contains(string(k.Hash), secret) || string(k.Hash) != string(HashSecret(secret)) {
			t.Errorf("hash is not the SHA-256 of the secret")
		}
		if len(k.Scopes) != 2 || !strings.HasPrefix(k.ID, "key_") {
			t.Errorf("key %+v", k)
		}
	}
}

func TestAuthenticate(t *testing.T) {
	now := time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)
	keys := &fakeKeys{keys: map[string]domain.APIKey{}}
	add := func(mod func(*domain.APIKey)) string {
		secret, k, err := NewKey(nil, "k", nil, []domain.Scope{domain.ScopeRead}, time.Time{}, now)
		if err != nil {
			t.Fatal(err)
		}
		mod(&k)
		keys.keys[string(k.Hash)] = k
		return secret
	}
	live := add(func(*domain.APIKey) {})
	expired := add(func(k *domain.APIKey) { k.ExpiresAt = now })
	revoked := add(func(k *domain.APIKey) { k.RevokedAt = now.Add(-time.Hour) })
	future := add(func(k *domain.APIKey) { k.ExpiresAt = now.Add(time.Hour) })
	a := &Authenticator{Keys: keys, Now: func() time.Time { return now }}

	tests := []struct {
		header string
		want   error
	}{
		{"Bearer " + live, nil},
		{"bearer " + live, nil},
		{"Bearer " + future, nil},
		{"", ErrNoCredentials},
		{"Basic dXNlcjpwYXNz", ErrMalformed},
		{"Bearer", ErrMalformed},
		{"Bearer sk_" + live[4:], ErrMalformed},
		{"Bearer " + live + "x", ErrUnknownKey},
		{"Bearer svc_" + strings.Repeat("a", 10_000), ErrMalformed},
		{"Bearer " + expired, ErrExpired},
		{"Bearer " + revoked, ErrRevoked},
	}
	for _, tt := range tests {
		p, err := a.Authenticate(context.Background(), tt.header)
		if !errors.Is(err, tt.want) {
			t.Errorf("%.30q: err %v, want %v", tt.header, err, tt.want)
		}
		if err == nil && !p.Has(domain.ScopeRead) {
			t.Errorf("%.30q: principal %+v lacks read", tt.header, p)
		}
	}
	// Uses are recorded at most once a minute per key.
	n := len(keys.touched)
	if _, err := a.Authenticate(context.Background(), "Bearer "+live); err != nil {
		t.Fatal(err)
	}
	if len(keys.touched) != n {
		t.Errorf("a second use within a minute was recorded")
	}
}

func TestPrincipal(t *testing.T) {
	all := Principal{Scopes: []domain.Scope{domain.ScopeRead}}
	one := Principal{Projects: []string{"a"}, Scopes: []domain.Scope{domain.ScopeRead, domain.ScopeWrite}}
	if !all.CanSee("x") || !one.CanSee("a") || one.CanSee("b") {
		t.Error("CanSee")
	}
	if all.Has(domain.ScopeWrite) || !one.Has(domain.ScopeWrite) {
		t.Error("Has")
	}
	if ScopeFor("GET") != domain.ScopeRead || ScopeFor("HEAD") != domain.ScopeRead || ScopeFor("POST") != domain.ScopeWrite || ScopeFor("DELETE") != domain.ScopeWrite {
		t.Error("ScopeFor")
	}
}

func TestParseScopes(t *testing.T) {
	for in, want := range map[string]string{"read": "read", "read,write": "read write", " write , read ": "write read", "read,read": "read", "": "error", "admin": "error"} {
		got, err := ParseScopes(in)
		s := "error"
		if err == nil {
			var parts []string
			for _, g := range got {
				parts = append(parts, string(g))
			}
			s = strings.Join(parts, " ")
		}
		if s != want {
			t.Errorf("ParseScopes(%q) = %s, want %s", in, s, want)
		}
	}
}
