package site

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
)

// Write writes the site into dir, creating it; files of an earlier build
// that this one does not have are left alone. When docs.json sets
// thumbnails, it draws every page's social image there too. With
// Options.Precompress, each text file gets its .br and .gz copies.
func (o *Output) Write(dir string) error {
	keys := o.sortedKeys()
	// Folders first, one by one; then the files, on every core: making
	// the search index's files and compressing them is most of the work.
	made := map[string]bool{}
	for _, key := range keys {
		if o.Files[key].Written {
			continue
		}
		d := filepath.Dir(filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(key, "/"))))
		if !made[d] {
			made[d] = true
			if err := os.MkdirAll(d, 0o755); err != nil {
				return fmt.Errorf("create folder: %w", err)
			}
		}
	}
	next := make(chan string)
	errs := make(chan error, 1)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for key := range next {
				dst := filepath.Join(dir, filepath.FromSlash(strings.TrimPrefix(key, "/")))
				if err := o.writeFile(key, dst); err != nil {
					select {
					case errs <- err:
					default:
					}
				}
			}
		})
	}
	for _, key := range keys {
		if !o.Files[key].Written {
			next <- key
		}
	}
	close(next)
	wg.Wait()
	select {
	case err := <-errs:
		return err
	default:
	}
	return o.writeSocialImages(dir)
}

func (o *Output) writeFile(key, dst string) error {
	f := o.Files[key]
	if f.Source == "" || o.precompress && Compressible(f.Type) {
		data, err := o.Content(f)
		if err != nil {
			return fmt.Errorf("read %s: %w", f.Source, err)
		}
		var z [2][]byte
		if o.precompress {
			z[0], z[1] = o.z.precompressed(f.Type, data)
		}
		if err := writeWithCopies(dst, data, z); err != nil {
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
