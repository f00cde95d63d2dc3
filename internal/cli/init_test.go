package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteStarter(t *testing.T) {
	for _, tt := range []struct {
		name    string
		prepare func(t *testing.T, dir string)
		force   bool
		wantErr string
	}{
		{name: "missing folder", prepare: func(t *testing.T, dir string) { os.Remove(dir) }},
		{name: "empty folder"},
		{name: "not empty", prepare: writeFile("notes.txt", "mine"), wantErr: "is not empty"},
		{name: "not empty, forced", prepare: writeFile("notes.txt", "mine"), force: true},
		{name: "a link out of the folder, forced", force: true, wantErr: "escapes",
			prepare: func(t *testing.T, dir string) {
				outside := filepath.Join(t.TempDir(), "victim.json")
				if err := os.WriteFile(outside, []byte("keep"), 0o644); err != nil {
					t.Fatal(err)
				}
				if err := os.Symlink(outside, filepath.Join(dir, "docs.json")); err != nil {
					t.Skip(err)
				}
				t.Cleanup(func() {
					if b, _ := os.ReadFile(outside); string(b) != "keep" {
						t.Errorf("init wrote through a link out of the folder: %q", b)
					}
				})
			}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "site")
			if err := os.Mkdir(dir, 0o755); err != nil {
				t.Fatal(err)
			}
			if tt.prepare != nil {
				tt.prepare(t, dir)
			}
			n, err := writeStarter(dir, "", tt.force)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("error %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil || n != 11 {
				t.Fatalf("%d files, %v", n, err)
			}
			if _, err := os.Stat(filepath.Join(dir, "api-reference", "openapi.json")); err != nil {
				t.Error(err)
			}
		})
	}
}

func writeFile(name, content string) func(t *testing.T, dir string) {
	return func(t *testing.T, dir string) {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
