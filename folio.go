// Package folio carries what the folio binary ships besides its code:
// Folio's own documentation, which `folio serve` turns into the demo
// project on its first run.
package folio

import (
	"embed"
	"io/fs"
)

// The reference pages of docs/ that say what the code does (the CLI, the
// docs.json keys, the diagnostic codes, the components) and the API's
// OpenAPI document are generated; a test in internal/docsgen fails when
// they are out of date.
//
//go:generate go run ./internal/docsgen

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
