// Package config is the configuration of a docs site: the typed model of
// docs.json, loading it (with "$ref" includes, and upgrading a legacy
// mint.json with config/mintjson), validating it with Mintlify's
// acceptance rules, and checking the files it refers to. Every finding is
// a diag.Diagnostic with a file, a line, a column and a JSON pointer.
//
// The model's struct tags are the single source of truth: they drive
// decoding and validation (decode.go) and generate the JSON Schema.
package config
