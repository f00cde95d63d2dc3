// Package asyncapi reads AsyncAPI documents (2.x and 3.x, JSON or YAML)
// for the reference pages of WebSocket channels: a page whose frontmatter
// names a channel ("asyncapi: /asyncapi.yaml chat") shows its address
// with its parameters, and the messages a client sends and receives on it
// with their headers and payloads. Security and bindings are not read yet.
//
// The document is read into openapi's tree, which keeps every node's
// position, and payloads — JSON Schemas — are read as openapi.Schema, so
// that a channel's fields are shown as an OpenAPI operation's are.
// References within the document ("#/components/messages/hello") are
// followed; references to other files are reported and not read.
//
// Expand generates, as Mintlify's build does, a page per channel for every
// navigation element that names AsyncAPI specifications; nav resolves the
// result, and those pages are channel pages too.
//
// Directions are the client's: AsyncAPI describes the application, so a
// message the application receives (3.x action "receive", 2.x "publish")
// is one the client sends, and one it sends ("send", 2.x "subscribe") is
// one the client receives.
//
// Where Folio differs from Mintlify: Mintlify reads AsyncAPI 3 only and
// shows nothing of a 2.x channel a page names; Folio shows it, with a
// warning (asyncapi-version). A navigation element naming a 2.x document
// is an error, as Mintlify refuses it. Specifications given by URL are
// not fetched (asyncapi-pages warns that their channels get no pages).
package asyncapi
