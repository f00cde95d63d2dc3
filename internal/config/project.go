package config

import (
	"io/fs"
)

// FS returns the docs folder as a file system confined to it: paths cannot
// leave the folder, not even through symbolic links.
func (p *Project) FS() fs.FS {
	return p.root.FS()
}
