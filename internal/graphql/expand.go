package graphql

import (
	"errors"
	"fmt"
	"github.com/foliodocs/folio/internal/memo"
	"io/fs"
	"path"
	"slices"
	"strings"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"
	"golang.org/x/text/unicode/norm"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/openapi"
)

// DefaultDirectory is the folder of the generated pages when graphql
// names none.
const DefaultDirectory = "graphql-reference"

// MaxSchemaSize is the largest schema Mintlify reads (5 MiB); a larger
// one stops its build.
const MaxSchemaSize = 5 << 20

// Sections of a reference, as Kind of a page: the field of the query
// type, of the mutation type, or a named type.
const (
	SectionQuery    = "query"
	SectionMutation = "mutation"
	SectionType     = "type"
)

// Page is a page generated for a query field, a mutation field or a named
// type of a schema.
type Page struct {
	// Path is the page's path, without a leading slash:
	// DIRECTORY/{queries|mutations|types}/NAME.
	Path        string
	Title       string
	Description string
	// Deprecated is set for a deprecated query or mutation field.
	Deprecated bool
	// Tag is QUERY, MUTATION, or the type's kind upper-cased.
	Tag string
	// Source is the schema's file; Kind one of the Section constants;
	// Name the field's or type's name.
	Source, Kind, Name string
	// Dir is the folder of the reference's pages, where its types'
	// pages are (TypePath).
	Dir string
	Loc config.Loc
}

// TypePath is the path of the page of the type called name in the
// reference whose pages are under dir.
func TypePath(dir, name string) string { return path.Join(dir, "types", name) }

// Schemas loads the schemas of a docs folder, each once. It is safe for
// concurrent use.
type Schemas struct {
	fsys fs.FS
	docs memo.Map[string, *Schema]
}

// NewSchemas returns the schemas of the docs folder fsys.
func NewSchemas(fsys fs.FS) *Schemas { return &Schemas{fsys: fsys} }

// Load parses the schema at name, a slash-separated path in the folder.
func (s *Schemas) Load(name string) (*Schema, error) {
	name = strings.TrimPrefix(path.Clean("/"+name), "/")
	return s.docs.Do(name, func() (*Schema, error) {
		if !fs.ValidPath(name) || name == "." {
			return nil, &fs.PathError{Op: "open", Path: name, Err: fs.ErrInvalid}
		}
		data, err := config.ReadFile(s.fsys, name, MaxSchemaSize)
		if err != nil {
			return nil, err
		}
		return Parse(name, data)
	})
}

// Expand performs the GraphQL expansion of Mintlify's build: every tab
// with graphql (at any depth) gets the groups Queries, Mutations and Types
// after its own, those that have pages, with a page per field of the query
// and mutation types and per named object, input, interface, union and
// enum type other than the root types, each sorted by name. A schema that
// is missing or does not parse, and two pages whose paths differ only in
// case, stop Mintlify's build: they are errors. A schema given by URL is
// not fetched (a warning).
//
// The result is a copy of nav when a tab has graphql, else nav itself;
// pages holds the generated pages by path.
func Expand(nav *config.Navigation, schemas *Schemas) (*config.Navigation, map[string]*Page, diag.List) {
	x := &expander{schemas: schemas, pages: map[string]*Page{}, keys: map[string]*Page{}, coll: collate.New(language.Und)}
	if nav == nil || !hasGraphQL(&nav.Children) {
		return nav, x.pages, x.diags
	}
	out := openapi.CopyNavigation(nav)
	x.children(&out.Children)
	x.files()
	return out, x.pages, x.diags
}

// files reports the page files of the docs folder at a generated page's
// path (but for case, as Mintlify compares routes), on which Mintlify's
// build stops.
func (x *expander) files() {
	byKey := map[string]bool{}
	dirs := map[string]bool{}
	for p := range x.pages {
		byKey[routeKey(p)] = true
		dirs[path.Dir(p)] = true
	}
	var found []string
	for dir := range dirs {
		entries, err := fs.ReadDir(x.schemas.fsys, dir)
		if err != nil {
			continue
		}
		for _, e := range entries {
			name := e.Name()
			ext := path.Ext(name)
			if e.IsDir() || (ext != ".mdx" && ext != ".md") {
				continue
			}
			if byKey[routeKey(path.Join(dir, strings.TrimSuffix(name, ext)))] {
				found = append(found, path.Join(dir, name))
			}
		}
	}
	slices.Sort(found)
	for _, f := range found {
		x.diags.Add(diag.Diagnostic{Severity: diag.Error, Code: "graphql-collision", File: f,
			Message: fmt.Sprintf("the page %s is at the path of a page generated from a GraphQL schema, and Mintlify refuses to build with it", f),
			Hint:    "move the page, or give the tab's graphql another directory"})
	}
}

// routeKey is how Mintlify compares generated routes.
func routeKey(p string) string {
	return strings.ToLower(norm.NFC.String(strings.ReplaceAll(p, `\`, "/")))
}

type expander struct {
	schemas *Schemas
	pages   map[string]*Page
	keys    map[string]*Page
	coll    *collate.Collator
	diags   diag.List
}

func hasGraphQL(c *config.Children) bool {
	for _, e := range openapi.Elements(c) {
		if t, ok := e.(*config.Tab); ok && t.GraphQL != nil {
			return true
		}
		if hasGraphQL(&e.Div().Children) {
			return true
		}
	}
	return false
}

func (x *expander) children(c *config.Children) {
	for _, e := range openapi.Elements(c) {
		div := e.Div()
		if t, ok := e.(*config.Tab); ok && t.GraphQL != nil {
			groups := x.generate(t.GraphQL, e.Location())
			if div.Groups == nil {
				div.Groups = []*config.Group{}
			}
			div.Groups = append(div.Groups, groups...)
			continue
		}
		x.children(&div.Children)
	}
}

func (x *expander) report(sev diag.Severity, loc config.Loc, code, hint, format string, args ...any) {
	x.diags.Add(diag.Diagnostic{Severity: sev, Code: code, Hint: hint, Pos: loc.Pos(), Pointer: loc.Pointer, Message: fmt.Sprintf(format, args...)})
}

// sourceLoc is where a graphql value's source is written.
func sourceLoc(g *config.GraphQL) config.Loc {
	if g.Loc.Node != nil && g.Loc.Node.Kind == jsonpos.Object {
		return g.Loc.Key("source")
	}
	return g.Loc
}

// generate makes the groups of a tab's schema.
func (x *expander) generate(g *config.GraphQL, loc config.Loc) []*config.Group {
	src := strings.TrimSpace(g.Source)
	if src == "" {
		return nil
	}
	at := sourceLoc(g)
	if strings.HasPrefix(src, "https:") || strings.HasPrefix(src, "http:") {
		x.report(diag.Warning, at, "graphql-pages", "download the schema into the docs folder and name its path",
			"Folio does not fetch GraphQL schemas given by URL: the queries, mutations and types of %s get no pages in this tab", src)
		return nil
	}
	name := strings.TrimPrefix(path.Clean("/"+src), "/")
	s, err := x.schemas.Load(name)
	if err != nil {
		var se *Error
		if errors.As(err, &se) {
			d := se.Diagnostic(diag.Error)
			d.Hint = fmt.Sprintf("it is named at %s; Mintlify refuses to build with it", at.Pos())
			x.diags.Add(d)
			return nil
		}
		msg := "cannot be read"
		switch {
		case errors.Is(err, fs.ErrNotExist):
			msg = "does not exist"
		case errors.Is(err, config.ErrTooLarge):
			msg = fmt.Sprintf("is larger than the %d bytes Mintlify reads", MaxSchemaSize)
		}
		x.report(diag.Error, at, "graphql-invalid", "name a GraphQL schema (SDL) file of the docs folder",
			"the GraphQL schema %s %s, and Mintlify refuses to build without it", name, msg)
		return nil
	}
	dir := DefaultDirectory
	if g.Directory != "" {
		dir = g.Directory
	}
	var groups []*config.Group
	add := func(title, section, kind string, entries []named) {
		if len(entries) == 0 {
			return
		}
		slices.SortStableFunc(entries, func(a, b named) int { return x.coll.CompareString(a.name, b.name) })
		grp := &config.Group{Group: title, Pages: []*config.PageEntry{}, Loc: loc}
		for _, e := range entries {
			p := &Page{Path: path.Join(dir, section, e.name), Title: e.name, Description: e.description, Deprecated: e.deprecated,
				Tag: strings.ToUpper(e.kind), Source: name, Kind: kind, Name: e.name, Dir: dir, Loc: loc}
			if kind == SectionType {
				p.Deprecated = false
			}
			if !x.add(p, at) {
				continue
			}
			grp.Pages = append(grp.Pages, &config.PageEntry{Path: p.Path, Loc: loc})
		}
		groups = append(groups, grp)
	}
	add("Queries", "queries", SectionQuery, fieldsOf(s.RootFields(s.Query), SectionQuery))
	add("Mutations", "mutations", SectionMutation, fieldsOf(s.RootFields(s.Mutation), SectionMutation))
	var types []named
	for _, t := range s.Types {
		if t.Kind == KindScalar || t.Name == s.Query || t.Name == s.Mutation || t.Name == s.Subscription {
			continue
		}
		types = append(types, named{name: t.Name, description: t.Description, kind: t.Kind})
	}
	add("Types", "types", SectionType, types)
	return groups
}

type named struct {
	name, description, kind string
	deprecated              bool
}

func fieldsOf(fs []*Field, kind string) []named {
	var out []named
	for _, f := range fs {
		if visible(f.Name) {
			out = append(out, named{name: f.Name, description: f.Description, kind: kind, deprecated: f.Deprecated})
		}
	}
	return out
}

// add records a page; two pages whose paths are the same but for case
// (Mintlify's route key) and that document different things stop
// Mintlify's build: the second is reported and left out.
func (x *expander) add(p *Page, at config.Loc) bool {
	key := routeKey(p.Path)
	if old := x.keys[key]; old != nil && (old.Path != p.Path || old.Source != p.Source || old.Kind != p.Kind || old.Name != p.Name) {
		x.report(diag.Error, at, "graphql-collision", "give one of the tabs another directory, or rename one of the types",
			"GraphQL references generate colliding routes %q and %q, and Mintlify refuses to build with them", old.Path, p.Path)
		return false
	}
	x.keys[key] = p
	x.pages[p.Path] = p
	return true
}
