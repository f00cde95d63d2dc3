// Package graphql reads GraphQL schemas (SDL, parsed and validated with
// gqlparser) into the reference Mintlify generates pages from — query and
// mutation fields, and the named types with their fields, arguments, enum
// values, union members and interfaces — and expands a navigation's tabs
// with "graphql" into those pages (Expand), as Mintlify's build does
// before the OpenAPI expansion.
package graphql
