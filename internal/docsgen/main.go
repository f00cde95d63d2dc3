// Command docsgen writes the parts of Folio's documentation (docs/) that
// are generated from the code, so that they cannot drift from it:
//
//	docs/reference/cli.mdx          every command and flag, from the cobra tree
//	docs/reference/docs-json.mdx    every docs.json key, from the JSON Schema
//	                                that config.Schema derives from the model
//	docs/reference/diagnostics.mdx  every diagnostic code, each with the real
//	                                output of `folio validate` on an example
//	                                (codes/*.txtar) and how to fix it
//	docs/reference/components.mdx   every built-in component with a live
//	                                example (components.mdx)
//	docs/api-reference/openapi.json the API's own OpenAPI document, as
//	                                GET /v2/openapi.json serves it
//
// Run it from the module root with `go generate .` (folio.go holds the
// directive) or `go run ./internal/docsgen`; -check reports the files that
// differ instead of writing them. The package's tests regenerate every file
// in memory and fail when the committed one differs, and check that every
// diagnostic code the code can emit and every component the renderer knows
// has its entry.
package main

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

func main() {
	root := flag.String("root", "", "the module root (default: the folder holding go.mod, at or above the working directory)")
	check := flag.Bool("check", false, "report the files that differ from what would be written, and write nothing")
	flag.Parse()
	if err := run(*root, *check); err != nil {
		fmt.Fprintln(os.Stderr, "docsgen:", err)
		os.Exit(1)
	}
}

func run(root string, check bool) error {
	if root == "" {
		var err error
		if root, err = moduleRoot(); err != nil {
			return err
		}
	}
	files, err := generate(root)
	if err != nil {
		return err
	}
	var stale []string
	for _, f := range files {
		path := filepath.Join(root, filepath.FromSlash(f.path))
		old, err := os.ReadFile(path)
		if err == nil && bytes.Equal(old, f.data) {
			continue
		}
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
		if check {
			stale = append(stale, f.path)
			continue
		}
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, f.data, 0o644); err != nil {
			return err
		}
		fmt.Println("wrote", f.path)
	}
	if len(stale) > 0 {
		return fmt.Errorf("out of date (run go generate .): %v", stale)
	}
	return nil
}

// moduleRoot finds the folder holding go.mod at or above the working
// directory.
func moduleRoot() (string, error) {
	dir, err := os.Getwd()
	if err != nil {
		return "", err
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir, nil
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			return "", errors.New("no go.mod at or above the working directory; pass -root")
		}
		dir = parent
	}
}

// file is one generated file, its path relative to the module root.
type file struct {
	path string
	data []byte
}

// generate returns every generated file. root is the module root, where
// the inputs that are files (the API's OpenAPI document) are read.
func generate(root string) ([]file, error) {
	var files []file
	for _, g := range []struct {
		path string
		make func(root string) ([]byte, error)
	}{
		{"docs/reference/cli.mdx", func(string) ([]byte, error) { return cliReference() }},
		{"docs/reference/docs-json.mdx", func(string) ([]byte, error) { return configReference() }},
		{"docs/reference/diagnostics.mdx", func(string) ([]byte, error) { return diagnosticsReference() }},
		{"docs/reference/components.mdx", func(string) ([]byte, error) { return componentsReference() }},
		{"docs/api-reference/openapi.json", apiDocument},
	} {
		data, err := g.make(root)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", g.path, err)
		}
		files = append(files, file{g.path, data})
	}
	return files, nil
}

// apiDocument is the API's OpenAPI document, byte for byte the file the
// api package embeds and serves at /v2/openapi.json.
func apiDocument(root string) ([]byte, error) {
	return os.ReadFile(filepath.Join(root, "internal", "api", "openapi.json"))
}
