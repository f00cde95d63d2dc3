package config

import "flag"

// update rewrites the golden files of this package's tests instead of
// comparing with them: go test ./internal/config -update.
var update = flag.Bool("update", false, "rewrite golden files")
