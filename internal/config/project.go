package config

import (
	"io/fs"
)

// FS returns the docs folder as a file system confined to it: paths cannot
// leave the folder, not even through symbolic links.
func (p *Project) FS() fs.FS {
	if p.fsys == nil {
		return p.root.FS()
	}
	return p.fsys
}
