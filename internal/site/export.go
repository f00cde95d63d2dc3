package site

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// Write writes the site into dir, creating it; files of an earlier build
// that this one does not have are left alone. When docs.json sets
// thumbnails, it draws every page's social image there too.
func (o *Output) Write(dir string) error {
	for _, key := range o.sortedKeys() {
		if o.Files[key].Written {
			continue
		}
		dst := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(key, "/")))
		if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
			return fmt.Errorf("create folder: %w", err)
		}
		if err := o.writeFile(key, dst); err != nil {
			return err
		}
	}
	return o.writeSocialImages(dir)
}

func (o *Output) writeFile(key, dst string) error {
	f := o.Files[key]
	if f.Source == "" {
		if err := os.WriteFile(dst, f.Bytes(), 0o644); err != nil {
			return fmt.Errorf("write %s: %w", key, err)
		}
		return nil
	}
	in, err := o.fsys.Open(f.Source)
	if err != nil {
		return fmt.Errorf("read %s: %w", f.Source, err)
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return fmt.Errorf("write %s: %w", key, err)
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return fmt.Errorf("write %s: %w", key, err)
	}
	return out.Close()
}
