// Tests of the project's own conventions: every package documents itself,
// imports point one way (docs/reference/architecture.md), the pure
// libraries stay free of databases and the network, no type gathers
// more than maxMethods methods, and no struct keeps a context.
package folio_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/foliodocs/folio/"

// tiers orders the internal packages; a package may import packages of
// its own tier or lower ones, never higher ones.
var tiers = map[string]int{
	"internal/jsonpos":                    0,
	"internal/domain":                     0,
	"internal/memo":                       0,
	"internal/testcorpus":                 0,
	"internal/browsertest":                0,
	"internal/diag":                       1,
	"internal/netguard":                   1,
	"internal/clientip":                   1,
	"internal/httpcompress":               1,
	"internal/git":                        1,
	"internal/mintignore":                 1,
	"internal/yamlerr":                    1,
	"internal/smartypants":                1,
	"internal/jsrt":                       1,
	"internal/fscache":                    1,
	"internal/icon":                       1,
	"internal/icon/gen":                   1,
	"internal/ogimage":                    1,
	"internal/utilitycss":                 1,
	"internal/whatwgurl":                  1,
	"internal/config/mintjson":            1,
	"internal/codeblock":                  2,
	"internal/config":                     2,
	"internal/mdx":                        2,
	"internal/apiref":                     2,
	"internal/frontmatter":                2,
	"internal/store":                      2,
	"internal/store/sqlite":               2,
	"internal/store/postgres":             2,
	"internal/store/storetest":            2,
	"internal/audit":                      3,
	"internal/openapi":                    3,
	"internal/asyncapi":                   3,
	"internal/graphql":                    3,
	"internal/nav":                        3,
	"internal/content":                    3,
	"internal/refpage":                    3,
	"internal/search":                     3,
	"internal/site":                       4,
	"internal/agent":                      4,
	"internal/agent/model":                4,
	"internal/workspace":                  4,
	"internal/codehost":                   4,
	"internal/codehost/local":             4,
	"internal/codehost/hosttest":          4,
	"internal/codehost/github":            4,
	"internal/codehost/github/githubtest": 4,
	"internal/codehost/gitlab":            4,
	"internal/codehost/gitlab/gitlabtest": 4,
	"internal/codehost/gitea":             4,
	"internal/codehost/gitea/giteatest":   4,
	"internal/auth":                       4,
	"internal/sso":                        4,
	"internal/sso/ssotest":                4,
	"internal/api":                        5,
	"internal/dashboard":                  5,
	"internal/jobs":                       4,
	"internal/jobs/runner":                5,
	"internal/agenteval":                  5,
	"internal/sitehttp":                   5,
	"internal/docsmcp":                    5,
	"internal/devserver":                  5,
	"internal/sitehost":                   5,
	"internal/playproxy":                  5,
	"internal/specfetch":                  5,
	"internal/webhook":                    5,
	"internal/cli":                        6,
	"internal/docsgen":                    6,
	"cmd/folio":                           7,
	"bench":                               7,
}

// pure packages may not reach a database or the network.
var pure = []string{"internal/config", "internal/frontmatter", "internal/mintignore", "internal/nav", "internal/content", "internal/refpage", "internal/mdx", "internal/apiref", "internal/smartypants", "internal/jsrt", "internal/openapi", "internal/asyncapi", "internal/graphql", "internal/site", "internal/diag", "internal/jsonpos", "internal/memo", "internal/yamlerr", "internal/fscache", "internal/icon", "internal/codeblock", "internal/ogimage", "internal/utilitycss", "internal/whatwgurl", "internal/config/mintjson"}

var impure = []string{"database/sql", "net", "net/http", "net/smtp", "net/rpc", "modernc.org/sqlite", "github.com/jackc/pgx/v5"}

// banned package names (see the developers' guide).
var banned = []string{"util", "utils", "common", "helpers", "models", "types", "misc"}

type pkg struct {
	dir        string
	name       string
	documented bool
	imports    map[string]bool
	testOnly   bool
}

func loadPackages(t *testing.T) map[string]*pkg {
	t.Helper()
	pkgs := map[string]*pkg{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") {
			return nil
		}
		dir := filepath.ToSlash(filepath.Dir(path))
		p := pkgs[dir]
		if p == nil {
			p = &pkg{dir: dir, imports: map[string]bool{}, testOnly: true}
			pkgs[dir] = p
		}
		if strings.HasSuffix(path, "_test.go") {
			return nil
		}
		p.testOnly = false
		f, err := parser.ParseFile(fset, path, nil, parser.ImportsOnly|parser.ParseComments)
		if err != nil {
			return err
		}
		p.name = f.Name.Name
		if f.Doc != nil && strings.HasPrefix(f.Doc.Text(), "Package "+f.Name.Name) || f.Doc != nil && f.Name.Name == "main" && strings.HasPrefix(f.Doc.Text(), "Command ") {
			p.documented = true
		}
		for _, imp := range f.Imports {
			p.imports[strings.Trim(imp.Path.Value, `"`)] = true
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

func TestPackagesAreDocumented(t *testing.T) {
	for dir, p := range loadPackages(t) {
		if p.testOnly {
			continue
		}
		if !p.documented {
			t.Errorf("%s: no package doc comment (\"// Package %s ...\")", dir, p.name)
		}
		if slices.Contains(banned, p.name) {
			t.Errorf("%s: package name %q says nothing about what it provides", dir, p.name)
		}
	}
}

func TestImportDirection(t *testing.T) {
	for dir, p := range loadPackages(t) {
		if p.testOnly || dir == "." {
			continue
		}
		tier, ok := tiers[dir]
		if !ok {
			t.Errorf("%s: not placed in a tier; add it to conventions_test.go and docs/reference/architecture.md", dir)
			continue
		}
		for imp := range p.imports {
			if slices.Contains(pure, dir) {
				for _, bad := range impure {
					if imp == bad || strings.Contains(bad, ".") && strings.HasPrefix(imp, bad+"/") {
						t.Errorf("%s is a pure library but imports %s", dir, imp)
					}
				}
			}
			rel, ok := strings.CutPrefix(imp, module)
			if !ok {
				continue
			}
			if rel == "internal/testcorpus" || rel == "internal/browsertest" {
				t.Errorf("%s: %s is for tests only", dir, rel)
			}
			if it, ok := tiers[rel]; ok && it > tier {
				t.Errorf("%s (tier %d) imports %s (tier %d): imports must point down", dir, tier, rel, it)
			}
		}
	}
}

// maxMethods caps the methods declared on one type: a type with more
// holds several jobs, and its state is shared by all of them.
const maxMethods = 40

// manyMethods are the types that still have more, each with its count
// today, which may only go down.
var manyMethods = map[string]int{
	"internal/store/postgres.DB": 87, // store.Store, one method per query
	"internal/store/sqlite.DB":   87, // store.Store, one method per query
	// Fakes of a code host's API: one handler per route.
	"internal/codehost/gitlab/gitlabtest.Server": 43,
	"internal/codehost/gitea/giteatest.Server":   42,
}

func TestMethodsPerType(t *testing.T) {
	counts := map[string]int{}
	parseSources(t, func(dir string, f *ast.File) {
		for _, decl := range f.Decls {
			fd, ok := decl.(*ast.FuncDecl)
			if !ok || fd.Recv == nil || len(fd.Recv.List) == 0 {
				continue
			}
			if name := receiverName(fd.Recv.List[0].Type); name != "" {
				counts[dir+"."+name]++
			}
		}
	})
	for typ, n := range counts {
		limit, listed := manyMethods[typ]
		switch {
		case !listed && n > maxMethods:
			t.Errorf("%s has %d methods (at most %d): split it by what its methods do", typ, n, maxMethods)
		case listed && n > limit:
			t.Errorf("%s has %d methods, more than the %d it had: split it rather than add to it", typ, n, limit)
		case listed && n < limit:
			t.Logf("%s has %d methods now: lower its entry in manyMethods (or drop it at %d or fewer)", typ, n, maxMethods)
		}
	}
	for typ := range manyMethods {
		if counts[typ] == 0 {
			t.Errorf("manyMethods names %s, which has no methods", typ)
		}
	}
}

// receiverName is the name of a method's receiver type.
func receiverName(e ast.Expr) string {
	for {
		switch x := e.(type) {
		case *ast.StarExpr:
			e = x.X
		case *ast.IndexExpr:
			e = x.X
		case *ast.IndexListExpr:
			e = x.X
		case *ast.ParenExpr:
			e = x.X
		case *ast.Ident:
			return x.Name
		default:
			return ""
		}
	}
}

// parseSources parses every Go file of the module but tests and testdata,
// and calls fn with each and its folder.
func parseSources(t *testing.T, fn func(dir string, f *ast.File)) {
	t.Helper()
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		fn(filepath.ToSlash(filepath.Dir(path)), f)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// storedContexts are the struct fields that may hold a context.Context
// (folder.Type.field), against the rule that ctx is passed as the first
// parameter and never stored: none. Entries may only be removed.
var storedContexts = map[string]bool{}

func TestConventionsNoContextInStructs(t *testing.T) {
	found := map[string]bool{}
	parseSources(t, func(dir string, f *ast.File) {
		pkg := contextImport(f)
		if pkg == "" {
			return
		}
		var visit func(n ast.Node, owner string)
		visit = func(n ast.Node, owner string) {
			ast.Inspect(n, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.TypeSpec:
					if x.Name.Name != owner {
						visit(x.Type, x.Name.Name)
						return false
					}
				case *ast.FuncDecl:
					if x.Name.Name != owner {
						visit(x, x.Name.Name)
						return false
					}
				case *ast.StructType:
					for _, fld := range x.Fields.List {
						if !isContext(fld.Type, pkg) {
							continue
						}
						names := []string{"Context"} // embedded
						if len(fld.Names) > 0 {
							names = names[:0]
							for _, n := range fld.Names {
								names = append(names, n.Name)
							}
						}
						for _, n := range names {
							found[dir+"."+owner+"."+n] = true
						}
					}
				}
				return true
			})
		}
		for _, decl := range f.Decls {
			visit(decl, "")
		}
	})
	for field := range found {
		if !storedContexts[field] {
			t.Errorf("%s holds a context.Context: pass ctx as the first parameter of what needs it instead of keeping it", field)
		}
	}
	for field := range storedContexts {
		if !found[field] {
			t.Errorf("storedContexts names %s, which no longer holds a context: remove the entry", field)
		}
	}
}

// contextImport is the name the file imports package context under, ""
// when it does not.
func contextImport(f *ast.File) string {
	for _, imp := range f.Imports {
		if imp.Path.Value != `"context"` {
			continue
		}
		if imp.Name != nil {
			return imp.Name.Name
		}
		return "context"
	}
	return ""
}

// isContext reports whether a field's type is context.Context, or a
// pointer to one.
func isContext(e ast.Expr, pkg string) bool {
	if star, ok := e.(*ast.StarExpr); ok {
		e = star.X
	}
	sel, ok := e.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "Context" {
		return false
	}
	id, ok := sel.X.(*ast.Ident)
	return ok && id.Name == pkg
}
