// Package openapi reads OpenAPI documents and expands the OpenAPI entries of
// a docs.json navigation into pages, the way Mintlify's build does before it
// resolves navigation.
//
// Parse reads one document (OpenAPI 3.0, 3.1 or Swagger 2.0, JSON or YAML)
// into a tree of YAML nodes that keep their positions — JSON with the
// jsonpos parser, YAML with the parser pb33f/libopenapi uses — and lists
// its operations in the order Mintlify iterates them. Document.Endpoint
// reads everything a reference page shows of an operation (parameters,
// bodies, responses, security, servers), following references and
// merging allOf; Schema.Example, Endpoint.CodeSamples and
// Endpoint.Markdown write its examples, its request in a dozen languages
// and its Markdown copy. Specs loads and caches the documents of a docs folder.
// Expand replaces every "METHOD /path" entry of a navigation with the page
// Mintlify generates for it, and appends the pages of every element that
// names a specification without listing its operations; nav calls it before
// resolving pages. Specs.Operation finds the operation a page's frontmatter
// names ("openapi: GET /users"), so that the page can take its title from it.
//
// A specification split into files refers from one to another
// ("$ref: ./schemas/pet.yaml#/Pet"): Specs reads those files through the
// same fs.FS, relative to the file that refers, confined to the docs
// folder (see refs.go); Parse alone reports such a reference and leaves
// it.
//
// Everything is read through an fs.FS, and specifications given by URL
// through the caller's Fetcher: the package itself reaches no network.
//
// Where Folio deliberately differs from Mintlify:
//
//   - A specification given by URL is fetched only when the caller
//     supplies a Fetcher (Specs.Fetch): folio dev, build, validate and
//     serve do, and keep a copy for when the server cannot be reached
//     (openapi-stale warns that it is used). Without one — or when the
//     server cannot be reached and there is no copy (openapi-fetch, an
//     error at the docs.json entry) — its pages are not generated; the
//     rest of the navigation is. References in it to other files are not
//     followed.
//   - What stops Mintlify's build (an unknown operation, a missing or invalid
//     specification, an entry naming an x-excluded operation) is a
//     diagnostic at the entry; the entry is left out and the rest expands.
//   - A Swagger 2.0 document named in the navigation gets its pages, with a
//     warning (openapi-swagger); Mintlify refuses it. Specs.Scanned leaves
//     Swagger out, as Mintlify does, so frontmatter lookups agree.
//   - Entries follow local $refs of path items; Mintlify resolves them only
//     for the pages per operation and fails on an entry.
//   - A document is checked for what Folio reads (the types of summary,
//     description, operationId, tags, deprecated, of paths, path items and
//     operations) and for the members OpenAPI requires (info and its title;
//     paths and responses in 3.0; paths, components or webhooks in 3.1);
//     Mintlify validates against the whole OpenAPI schema.
//   - Members of x-mint of an unexpected type, and null operations, are
//     ignored, where Mintlify fails; YAML timestamps stay strings.
//   - Overlays given by URL are not fetched (openapi-overlay warns where
//     docs.json names one); local ones are applied as Mintlify applies
//     them (overlay.go).
//   - A file of the folder that does not parse, or a specification that
//     fails, is reported once: Specs.Problems leaves out the files Load was
//     asked for, whose caller reports them, where Mintlify warns and then
//     stops.
//   - .mintignore is honoured through Specs.Ignore; without it, only
//     Mintlify's default ignores apply.
package openapi
