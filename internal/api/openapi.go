package api

import _ "embed"

// openAPIDocument is the OpenAPI 3.1 description of this API, written by
// hand next to the handlers it describes. A test checks that it describes
// every route and that every status it lists is produced.
//
//go:embed openapi.json
var openAPIDocument string
