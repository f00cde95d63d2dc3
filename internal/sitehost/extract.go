package sitehost

import (
	"archive/tar"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"strings"
)

// extract writes the files of the tar stream r (git archive's) into the
// folder dir, which exists. An entry named with "..", an absolute path,
// two entries of one name or a kind of file git does not make fail the
// whole export. A symbolic link whose target is outside dir is left out
// and reported to skipped; the others are made after every file, so
// that no file is written through one. All writes go through an os.Root,
// which a link cannot lead out of.
func extract(dir string, r io.Reader, skipped func(name, target string)) error {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return err
	}
	defer root.Close()
	type link struct{ name, target string }
	var links []link
	tr := tar.NewReader(r)
	for {
		hdr, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return fmt.Errorf("read the archive: %w", err)
		}
		if hdr.Typeflag == tar.TypeXGlobalHeader {
			continue // git's pax header holding the commit id
		}
		name, err := entryName(hdr.Name)
		if err != nil {
			return err
		}
		switch hdr.Typeflag {
		case tar.TypeDir:
			if name == "." {
				continue
			}
			if err := root.MkdirAll(name, 0o755); err != nil {
				return fmt.Errorf("extract %s: %w", name, err)
			}
		case tar.TypeReg:
			if name == "." {
				return fmt.Errorf("archive entry %q: not a file name", hdr.Name)
			}
			if err := writeFile(root, name, hdr.FileInfo().Mode(), tr); err != nil {
				return fmt.Errorf("extract %s: %w", name, err)
			}
		case tar.TypeSymlink:
			if name == "." {
				return fmt.Errorf("archive entry %q: not a file name", hdr.Name)
			}
			if !linkInside(name, hdr.Linkname) {
				if skipped != nil {
					skipped(name, hdr.Linkname)
				}
				continue
			}
			links = append(links, link{name, hdr.Linkname})
		default:
			return fmt.Errorf("archive entry %q: unsupported type %q", hdr.Name, hdr.Typeflag)
		}
	}
	isLink := map[string]bool{}
	for _, l := range links {
		isLink[l.name] = true
	}
	for _, l := range links {
		// git never puts a path below a link; a link below one could
		// reach out of the folder whatever its target says.
		for d := path.Dir(l.name); d != "."; d = path.Dir(d) {
			if isLink[d] {
				return fmt.Errorf("archive entry %q: below the symbolic link %s", l.name, d)
			}
		}
		if d := path.Dir(l.name); d != "." {
			if err := root.MkdirAll(d, 0o755); err != nil {
				return fmt.Errorf("extract %s: %w", l.name, err)
			}
		}
		if err := root.Symlink(l.target, l.name); err != nil {
			return fmt.Errorf("extract %s: %w", l.name, err)
		}
	}
	return nil
}

// entryName checks an archive entry's name and cleans it.
func entryName(name string) (string, error) {
	if name == "" || strings.ContainsRune(name, 0) {
		return "", fmt.Errorf("archive entry %q: not a file name", name)
	}
	if strings.HasPrefix(name, "/") || strings.HasPrefix(name, `\`) || len(name) > 1 && name[1] == ':' {
		return "", fmt.Errorf("archive entry %q: absolute path", name)
	}
	for part := range strings.SplitSeq(strings.ReplaceAll(name, `\`, "/"), "/") {
		if part == ".." {
			return "", fmt.Errorf("archive entry %q: path leads out of the folder", name)
		}
	}
	return path.Clean(name), nil
}

// linkInside reports whether a symbolic link named name (clean, relative)
// with that target points inside the folder.
func linkInside(name, target string) bool {
	if target == "" || strings.HasPrefix(target, "/") || strings.HasPrefix(target, `\`) || len(target) > 1 && target[1] == ':' {
		return false
	}
	t := path.Join(path.Dir(name), strings.ReplaceAll(target, `\`, "/"))
	return t != ".." && !strings.HasPrefix(t, "../")
}

// writeFile creates the file name in root with the content of r; it may
// not exist yet.
func writeFile(root *os.Root, name string, mode fs.FileMode, r io.Reader) error {
	if d := path.Dir(name); d != "." {
		if err := root.MkdirAll(d, 0o755); err != nil {
			return err
		}
	}
	perm := fs.FileMode(0o644)
	if mode&0o111 != 0 {
		perm = 0o755
	}
	f, err := root.OpenFile(name, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, r); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}
