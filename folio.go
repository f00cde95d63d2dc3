// Package folio carries what the folio binary ships besides its code:
// Folio's own documentation, which `folio serve` turns into the demo
// project on its first run.
package folio

import (
	"embed"
	"io/fs"
)

//go:embed docs
var docs embed.FS

// Docs returns Folio's documentation: docs.json at its root.
func Docs() fs.FS {
	sub, err := fs.Sub(docs, "docs")
	if err != nil {
		panic(err) // the embedded tree always has docs/
	}
	return sub
}
