package cli

import (
	"bytes"
	"context"
	"net"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/spf13/pflag"
)

func TestAddrFlags(t *testing.T) {
	for _, tt := range []struct {
		args    []string
		want    string
		wantErr string
	}{
		{nil, "127.0.0.1:3000", ""},
		{[]string{"--port", "4000"}, "127.0.0.1:4000", ""},
		{[]string{"-p", "4000"}, "127.0.0.1:4000", ""},
		{[]string{"--addr", "0.0.0.0:3000"}, "0.0.0.0:3000", ""},
		{[]string{"--addr", "0.0.0.0:3000", "--port", "5000"}, "0.0.0.0:5000", ""},
		{[]string{"--addr", "[::1]:3000"}, "[::1]:3000", ""},
		{[]string{"--addr", ":8080"}, ":8080", ""},
		{[]string{"--addr", "localhost"}, "", "want HOST:PORT"},
		{[]string{"--port", "70000"}, "", "a port is 0 to 65535"},
	} {
		var af addrFlags
		f := pflag.NewFlagSet("test", pflag.ContinueOnError)
		af.add(f, "127.0.0.1:3000", "the site")
		if err := f.Parse(tt.args); err != nil {
			t.Fatal(err)
		}
		got, err := af.resolve(f)
		switch {
		case tt.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tt.wantErr)):
			t.Errorf("%v: error %v, want %q", tt.args, err, tt.wantErr)
		case tt.wantErr == "" && (err != nil || got != tt.want):
			t.Errorf("%v: %q, %v; want %q", tt.args, got, err, tt.want)
		}
	}
}

// TestBusyPortNamesTheFlag: dev and serve on a port another program
// holds say which flag picks another.
func TestBusyPortNamesTheFlag(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	addr := busy.Addr().String()
	port := busy.Addr().(*net.TCPAddr).Port
	site := t.TempDir()
	if err := os.WriteFile(filepath.Join(site, "docs.json"), []byte(`{"theme": "mint", "name": "A", "colors": {"primary": "#0D9373"}, "navigation": {"pages": ["index"]}}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(site, "index.mdx"), []byte("---\ntitle: Home\n---\n\nHello.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	free, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	freeAddr := free.Addr().String()
	free.Close()
	data := t.TempDir()
	for _, tt := range []struct {
		name string
		args []string
		want string
	}{
		{"dev --addr", []string{"dev", site, "--addr", addr}, "another program is using it; choose another address with --port " + itoa(port+1) + " or --addr HOST:PORT"},
		{"dev --port", []string{"dev", site, "--port", itoa(port)}, "choose another address with --port " + itoa(port+1)},
		{"serve --addr", []string{"serve", "--data", data, "--addr", addr, "--site-addr", freeAddr}, "choose another address with --port " + itoa(port+1) + " or --addr HOST:PORT"},
		{"serve --site-addr", []string{"serve", "--data", data, "--addr", freeAddr, "--site-addr", addr}, "choose another address with --site-addr HOST:PORT"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			code := Main(context.Background(), tt.args, Env{Stdout: &out, Stderr: &errb, Environ: []string{"HOME=" + t.TempDir()}})
			if code != ExitUsage || !strings.Contains(errb.String(), tt.want) {
				t.Errorf("exit %d, stderr %q; want 2 and %q", code, errb.String(), tt.want)
			}
		})
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
