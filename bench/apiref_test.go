package bench

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/codeblock"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/site"
)

// BenchmarkAPIReference measures the pages of a 500-operation
// specification: reading it, generating a page per operation, and
// rendering each into the theme with its parameters, bodies, responses,
// code samples in four languages, response examples and Markdown copy,
// then the search index and llms files. "build" is `folio build` in
// memory (icons and highlighter made afresh); "rebuild" reuses them, as
// `folio dev` does after a change to the specification.
func BenchmarkAPIReference(b *testing.B) {
	dir := apiSite(b, 500)
	b.Run("build", func(b *testing.B) {
		benchAPI(b, dir, func() site.Options { return site.Options{} })
	})
	icons, err := icon.Load()
	if err != nil {
		b.Fatal(err)
	}
	code := codeblock.New(codeblock.Options{DarkSelector: ".dark"})
	b.Run("rebuild", func(b *testing.B) {
		benchAPI(b, dir, func() site.Options { return site.Options{Icons: icons, Code: code} })
	})
}

func benchAPI(b *testing.B, dir string, opts func() site.Options) {
	b.ReportAllocs()
	var pages int
	cpu := cpuTime()
	for b.Loop() {
		p, err := config.Load(dir)
		if err != nil {
			b.Fatal(err)
		}
		out, err := site.Build(context.Background(), p, opts())
		if err != nil {
			b.Fatal(err)
		}
		if out.Diagnostics.HasErrors() {
			b.Fatal(out.Diagnostics.Errors())
		}
		// The lazy files are part of the work; the search index's are
		// made by Build (below site.SearchIndexPath).
		out.Files["/llms-full.txt"].Bytes()
		pages = out.Pages
		out.Close()
		p.Close()
	}
	if pages < 500 {
		b.Fatalf("%d pages", pages)
	}
	b.ReportMetric(float64(pages)*float64(b.N)/b.Elapsed().Seconds(), "pages/s")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(used*1000/float64(b.N), "cpu-ms/op")
	}
}

// apiSite writes a docs folder whose navigation generates the pages of a
// specification of n operations: 25 resources, each with list, get,
// create, update and delete and more, schemas that nest, refer to one
// another, use allOf, oneOf, enums, formats and constraints, and a page
// of prose.
func apiSite(b *testing.B, n int) string {
	dir := b.TempDir()
	write := func(name, data string) {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
			b.Fatal(err)
		}
	}
	write("docs.json", `{"theme": "mint", "name": "Bench API", "colors": {"primary": "#0D9373"},
  "navigation": {"tabs": [
    {"tab": "Guides", "groups": [{"group": "Start", "pages": ["index"]}]},
    {"tab": "API reference", "groups": [{"group": "Endpoints", "openapi": "openapi.yaml"}]}
  ]}}`)
	write("index.mdx", "---\ntitle: Welcome\n---\nThe API.\n")
	write("openapi.yaml", apiSpec(n))
	return dir
}

// apiSpec writes a specification of n operations.
func apiSpec(n int) string {
	var s strings.Builder
	s.WriteString(`openapi: 3.1.0
info: {title: Bench API, version: "1.0"}
servers:
  - url: https://api.bench.example.com/v1
security:
  - bearer: []
paths:
`)
	verbs := []struct{ method, summary, path string }{
		{"get", "List %s", "/%s"},
		{"post", "Create a %s", "/%s"},
		{"get", "Get a %s", "/%s/{id}"},
		{"patch", "Update a %s", "/%s/{id}"},
		{"delete", "Delete a %s", "/%s/{id}"},
		{"post", "Archive a %s", "/%s/{id}/archive"},
		{"get", "List the events of a %s", "/%s/{id}/events"},
		{"post", "Search %s", "/%s/search"},
		{"get", "Count %s", "/%s/count"},
		{"put", "Replace a %s", "/%s/{id}/settings"},
	}
	resources := (n + len(verbs) - 1) / len(verbs)
	byPath := map[string][]string{}
	var order []string
	count := 0
	for r := 0; r < resources && count < n; r++ {
		name := fmt.Sprintf("resource%d", r)
		for _, v := range verbs {
			if count == n {
				break
			}
			count++
			p := fmt.Sprintf(v.path, name)
			if _, ok := byPath[p]; !ok {
				order = append(order, p)
			}
			var op strings.Builder
			fmt.Fprintf(&op, "    %s:\n      tags: [%s]\n      summary: %s\n      operationId: op%d\n", v.method, name, fmt.Sprintf(v.summary, name), count)
			op.WriteString("      description: |\n        Does what it says to the **" + name + "**. See [the guide](https://bench.example.com/guide)\n        for the `expand` parameter and the limits that apply.\n")
			op.WriteString("      parameters:\n")
			if strings.Contains(p, "{id}") {
				op.WriteString("        - $ref: '#/components/parameters/Id'\n")
			}
			op.WriteString("        - $ref: '#/components/parameters/Expand'\n        - $ref: '#/components/parameters/Version'\n")
			if v.method == "get" && !strings.Contains(p, "{id}") {
				op.WriteString("        - {name: limit, in: query, schema: {type: integer, minimum: 1, maximum: 100, default: 20}, description: How many to return.}\n")
				op.WriteString("        - {name: cursor, in: query, schema: {type: string}, description: Where the previous page ended.}\n")
			}
			if v.method == "post" || v.method == "patch" || v.method == "put" {
				fmt.Fprintf(&op, "      requestBody:\n        required: true\n        content:\n          application/json:\n            schema: {$ref: '#/components/schemas/%sInput'}\n", upper(name))
			}
			fmt.Fprintf(&op, "      responses:\n        '200':\n          description: The %s.\n          content:\n            application/json:\n              schema: {$ref: '#/components/schemas/%s'}\n", name, upper(name))
			op.WriteString("        '400': {$ref: '#/components/responses/BadRequest'}\n        '404': {$ref: '#/components/responses/NotFound'}\n")
			byPath[p] = append(byPath[p], op.String())
		}
	}
	for _, p := range order {
		fmt.Fprintf(&s, "  %s:\n", p)
		for _, op := range byPath[p] {
			s.WriteString(op)
		}
	}
	s.WriteString(`components:
  securitySchemes:
    bearer: {type: http, scheme: bearer}
  parameters:
    Id: {name: id, in: path, required: true, description: The object's id., schema: {type: string, format: uuid}}
    Expand: {name: expand, in: query, description: Related objects to include., schema: {type: array, items: {type: string, enum: [owner, parent, events]}}}
    Version: {name: Bench-Version, in: header, required: true, description: The API version., schema: {type: string, default: "2025-01-01"}}
  responses:
    BadRequest:
      description: The request is not valid.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
    NotFound:
      description: There is no such object.
      content:
        application/json:
          schema: {$ref: '#/components/schemas/Error'}
  schemas:
    Error:
      type: object
      required: [code, message]
      properties:
        code: {type: string, enum: [invalid, not_found, conflict], description: What went wrong.}
        message: {type: string, description: The problem in words.}
        fields:
          type: array
          items:
            type: object
            properties:
              name: {type: string}
              problem: {type: string}
    Owner:
      type: object
      properties:
        id: {type: string, format: uuid}
        email: {type: string, format: email}
        name: {type: string, maxLength: 120}
    Base:
      type: object
      required: [id, created_at]
      properties:
        id: {type: string, format: uuid, readOnly: true, description: The id.}
        created_at: {type: string, format: date-time, readOnly: true, description: When it was created.}
        metadata: {type: object, additionalProperties: {type: string}, description: Your own key-value pairs.}
`)
	for r := 0; r < resources; r++ {
		name := upper(fmt.Sprintf("resource%d", r))
		fmt.Fprintf(&s, `    %[1]sInput:
      type: object
      required: [name]
      properties:
        name: {type: string, minLength: 1, maxLength: 80, description: The name people see.}
        status: {type: string, enum: [active, paused, archived], default: active}
        priority: {type: integer, minimum: 0, maximum: 10}
        owner: {$ref: '#/components/schemas/Owner'}
        tags: {type: array, items: {type: string}, maxItems: 20}
        schedule:
          description: When it runs.
          oneOf:
            - title: Interval
              type: object
              properties:
                every: {type: integer, description: Seconds between runs.}
            - title: Cron
              type: object
              properties:
                cron: {type: string, description: A cron expression.}
        parent: {anyOf: [{$ref: '#/components/schemas/%[1]s'}, {type: 'null'}]}
    %[1]s:
      allOf:
        - $ref: '#/components/schemas/Base'
        - $ref: '#/components/schemas/%[1]sInput'
        - type: object
          properties:
            events:
              type: array
              items:
                type: object
                properties:
                  type: {type: string}
                  at: {type: string, format: date-time}
`, name)
	}
	return s.String()
}

func upper(s string) string { return strings.ToUpper(s[:1]) + s[1:] }
