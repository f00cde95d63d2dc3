// Package refpage writes the reference part of API pages: an OpenAPI
// operation's endpoint, authorizations, parameters, body, responses,
// examples and playground, a schema's fields, an AsyncAPI channel's
// messages and a GraphQL field's or type's definition, as Mintlify shows
// them. The site package puts what it writes (a View, and the page's
// Markdown and plain text) into its theme, its Markdown copies and its
// search index.
//
// Pages are made in parallel and share what their documents share:
// rendered descriptions, schemas' fields and response examples.
//
// Like content, refpage is a pure library: it reads the documents it is
// given and nothing else.
package refpage
