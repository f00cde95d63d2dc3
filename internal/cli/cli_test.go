package cli

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"
)

func TestColor(t *testing.T) {
	// A pipe is not a terminal.
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	defer w.Close()
	tests := []struct {
		name    string
		a       app
		w       any
		colored bool
	}{
		{"buffer", app{}, &bytes.Buffer{}, false},
		{"pipe", app{}, w, false},
		{"no-color flag", app{noColor: true}, w, false},
		{"NO_COLOR", app{env: Env{Environ: []string{"NO_COLOR=1"}}}, w, false},
	}
	for _, tt := range tests {
		if got := tt.a.color(tt.w.(interface{ Write([]byte) (int, error) })); got != tt.colored {
			t.Errorf("%s: color = %v", tt.name, got)
		}
	}
}

func TestMainExitCodes(t *testing.T) {
	for _, tt := range []struct {
		args []string
		code int
		out  string
	}{
		{nil, ExitOK, "Usage:"},
		{[]string{"version"}, ExitOK, "folio "},
		{[]string{"nope"}, ExitUsage, ""},
		{[]string{"validate", "--format", "yaml"}, ExitUsage, ""},
		{[]string{"validate", t.TempDir()}, ExitUsage, ""},
	} {
		var stdout, stderr bytes.Buffer
		code := Main(context.Background(), tt.args, Env{Stdout: &stdout, Stderr: &stderr})
		if code != tt.code || !strings.Contains(stdout.String(), tt.out) {
			t.Errorf("folio %v: exit %d, stdout %q, stderr %q", tt.args, code, stdout.String(), stderr.String())
		}
		if code == ExitUsage && !strings.HasPrefix(stderr.String(), "folio: ") {
			t.Errorf("folio %v: usage error not on stderr: %q", tt.args, stderr.String())
		}
	}
}
