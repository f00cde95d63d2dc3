package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"crypto/sha512"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"strings"
)

// maxTarball bounds a download; the three packages are a few MB each.
const maxTarball = 64 << 20

// fetch returns the pinned tarball, from cache when it holds a copy and
// from the registry otherwise; either way it must match the integrity.
func fetch(ctx context.Context, p pin, cache string) ([]byte, error) {
	var cached string
	if cache != "" {
		cached = filepath.Join(cache, path.Base(p.url()))
		if data, err := os.ReadFile(cached); err == nil {
			if err := verify(data, p.integrity); err != nil {
				return nil, fmt.Errorf("%s: %w", cached, err)
			}
			return data, nil
		}
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, p.url(), nil)
	if err != nil {
		return nil, err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("GET %s: %s", p.url(), resp.Status)
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, maxTarball+1))
	if err != nil {
		return nil, fmt.Errorf("GET %s: %w", p.url(), err)
	}
	if len(data) > maxTarball {
		return nil, fmt.Errorf("GET %s: larger than %d bytes", p.url(), maxTarball)
	}
	if err := verify(data, p.integrity); err != nil {
		return nil, fmt.Errorf("GET %s: %w", p.url(), err)
	}
	if cached != "" {
		if err := os.MkdirAll(cache, 0o755); err != nil {
			return nil, err
		}
		if err := os.WriteFile(cached, data, 0o644); err != nil {
			return nil, err
		}
	}
	return data, nil
}

// verify checks data against a Subresource Integrity string of the form
// npm uses, "sha512-<base64>".
func verify(data []byte, integrity string) error {
	enc, ok := strings.CutPrefix(integrity, "sha512-")
	if !ok {
		return fmt.Errorf("integrity %q: only sha512 is supported", integrity)
	}
	want, err := base64.StdEncoding.DecodeString(enc)
	if err != nil {
		return fmt.Errorf("integrity %q: %w", integrity, err)
	}
	got := sha512.Sum512(data)
	if !bytes.Equal(got[:], want) {
		return fmt.Errorf("integrity mismatch: got sha512-%s, want %s", base64.StdEncoding.EncodeToString(got[:]), integrity)
	}
	return nil
}

// readTarball returns the regular files of an npm tarball for which keep
// is true, keyed by their path inside the package ("icons/x.svg": npm
// puts everything under one top folder, usually "package/").
func readTarball(tgz []byte, keep func(string) bool) (map[string][]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(zr)
	files := map[string][]byte{}
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if h.Typeflag != tar.TypeReg {
			continue
		}
		_, name, ok := strings.Cut(strings.TrimPrefix(h.Name, "./"), "/")
		if !ok || !keep(name) {
			continue
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", h.Name, err)
		}
		files[name] = data
	}
	if err := zr.Close(); err != nil {
		return nil, err
	}
	return files, nil
}
