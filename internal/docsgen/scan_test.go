package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strconv"
	"strings"
)

// codeShape is the shape of a diagnostic code: lowercase words joined by
// hyphens.
var codeShape = regexp.MustCompile(`^[a-z][a-z0-9]*(-[a-z0-9]+)*$`)

// scanCodes finds the diagnostic codes the non-test Go files of pkgs can
// emit, with where each is written. Codes are string literals, so it reads
// the syntax, and takes a literal for a code where the code goes:
//
//   - an argument in the place of a parameter named code of a function
//     or method of the same package (errorf(n, ptr, "wrong-type", …));
//   - a field named Code or code in a composite literal, keyed or in the
//     field's position (diag.Diagnostic{Code: …}, problem{"invalid-color", …});
//   - a constant whose name begins or ends with Code;
//   - a result named code that a function returns or assigns;
//   - code=… in a struct tag (the model's cfg:"…,code=unknown-theme").
//
// Codes that only pass through variables are found where those variables
// are set, which is one of the above.
func scanCodes(root string, pkgs []string) (map[string][]string, error) {
	found := map[string][]string{}
	for _, pkg := range pkgs {
		if err := scanPackage(filepath.Join(root, pkg), pkg, found); err != nil {
			return nil, err
		}
	}
	return found, nil
}

func isCodeName(s string) bool { return s == "code" || s == "Code" }

var tagCode = regexp.MustCompile(`(?:^|,)code=([a-z0-9-]+)`)

func scanPackage(dir, pkg string, found map[string][]string) error {
	fset := token.NewFileSet()
	var files []*ast.File
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, 0)
		if err != nil {
			return err
		}
		files = append(files, f)
	}
	add := func(e ast.Expr) {
		bl, ok := e.(*ast.BasicLit)
		if !ok || bl.Kind != token.STRING {
			return
		}
		s, err := strconv.Unquote(bl.Value)
		if err != nil || !codeShape.MatchString(s) {
			return
		}
		p := fset.Position(bl.Pos())
		found[s] = append(found[s], fmt.Sprintf("%s/%s:%d", pkg, filepath.Base(p.Filename), p.Line))
	}

	// The functions with a code parameter, and the structs with a code
	// field, by name.
	funcs := map[string]map[int]bool{}
	structs := map[string]int{}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.FuncDecl:
				i := 0
				for _, fld := range n.Type.Params.List {
					for _, nm := range fld.Names {
						if id, ok := fld.Type.(*ast.Ident); ok && id.Name == "string" && isCodeName(nm.Name) {
							if funcs[n.Name.Name] == nil {
								funcs[n.Name.Name] = map[int]bool{}
							}
							funcs[n.Name.Name][i] = true
						}
						i++
					}
				}
			case *ast.TypeSpec:
				st, ok := n.Type.(*ast.StructType)
				if !ok {
					return true
				}
				i := 0
				for _, fld := range st.Fields.List {
					if fld.Tag != nil {
						if tag, err := strconv.Unquote(fld.Tag.Value); err == nil {
							for _, m := range tagCode.FindAllStringSubmatch(reflect.StructTag(tag).Get("cfg"), -1) {
								p := fset.Position(fld.Pos())
								found[m[1]] = append(found[m[1]], fmt.Sprintf("%s/%s:%d", pkg, filepath.Base(p.Filename), p.Line))
							}
						}
					}
					if len(fld.Names) == 0 {
						i++
						continue
					}
					for _, nm := range fld.Names {
						if isCodeName(nm.Name) {
							structs[n.Name.Name] = i
						}
						i++
					}
				}
			}
			return true
		})
	}

	typeName := func(e ast.Expr) string {
		if u, ok := e.(*ast.UnaryExpr); ok {
			e = u.X
		}
		if st, ok := e.(*ast.StarExpr); ok {
			e = st.X
		}
		switch t := e.(type) {
		case *ast.Ident:
			return t.Name
		case *ast.SelectorExpr:
			return t.Sel.Name
		}
		return ""
	}
	var lit func(cl *ast.CompositeLit, typ string)
	elem := func(el ast.Expr, typ string) {
		if kv, ok := el.(*ast.KeyValueExpr); ok {
			el = kv.Value
		}
		if u, ok := el.(*ast.UnaryExpr); ok {
			el = u.X
		}
		if c, ok := el.(*ast.CompositeLit); ok && c.Type == nil {
			lit(c, typ)
		}
	}
	lit = func(cl *ast.CompositeLit, typ string) {
		switch t := cl.Type.(type) {
		case *ast.ArrayType:
			for _, el := range cl.Elts {
				elem(el, typeName(t.Elt))
			}
			return
		case *ast.MapType:
			for _, el := range cl.Elts {
				elem(el, typeName(t.Value))
			}
			return
		case nil:
		default:
			typ = typeName(t)
		}
		for i, el := range cl.Elts {
			if kv, ok := el.(*ast.KeyValueExpr); ok {
				if id, ok := kv.Key.(*ast.Ident); ok && isCodeName(id.Name) {
					add(kv.Value)
				}
				continue
			}
			if idx, ok := structs[typ]; ok && idx == i {
				add(el)
			}
		}
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				if n.Type != nil {
					lit(n, "")
				}
			case *ast.CallExpr:
				var name string
				switch fn := n.Fun.(type) {
				case *ast.Ident:
					name = fn.Name
				case *ast.SelectorExpr:
					name = fn.Sel.Name
				}
				for i := range funcs[name] {
					if i < len(n.Args) {
						add(n.Args[i])
					}
				}
			case *ast.ValueSpec:
				for i, nm := range n.Names {
					if (strings.HasPrefix(nm.Name, "Code") || strings.HasSuffix(nm.Name, "Code")) && i < len(n.Values) {
						add(n.Values[i])
					}
				}
			case *ast.FuncDecl:
				scanCodeResults(n, add)
			}
			return true
		})
	}
	return nil
}

// scanCodeResults adds what a function with a result named code returns
// or assigns to it.
func scanCodeResults(fd *ast.FuncDecl, add func(ast.Expr)) {
	if fd.Type.Results == nil || fd.Body == nil {
		return
	}
	idx, i := -1, 0
	for _, fld := range fd.Type.Results.List {
		if len(fld.Names) == 0 {
			i++
			continue
		}
		for _, nm := range fld.Names {
			if isCodeName(nm.Name) {
				idx = i
			}
			i++
		}
	}
	if idx < 0 {
		return
	}
	ast.Inspect(fd.Body, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.ReturnStmt:
			if idx < len(n.Results) {
				add(n.Results[idx])
			}
		case *ast.AssignStmt:
			for j, l := range n.Lhs {
				if id, ok := l.(*ast.Ident); ok && isCodeName(id.Name) && j < len(n.Rhs) {
					add(n.Rhs[j])
				}
			}
		}
		return true
	})
}

// stringConsts returns the values of the string constants of the package
// in dir whose names match name.
func stringConsts(dir string, name *regexp.Regexp) ([]string, error) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	var out []string
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".go") || strings.HasSuffix(e.Name(), "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, e.Name()), nil, 0)
		if err != nil {
			return nil, err
		}
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.CONST {
				continue
			}
			for _, sp := range gd.Specs {
				vs := sp.(*ast.ValueSpec)
				for i, n := range vs.Names {
					if i >= len(vs.Values) || !name.MatchString(n.Name) {
						continue
					}
					if bl, ok := vs.Values[i].(*ast.BasicLit); ok && bl.Kind == token.STRING {
						if s, err := strconv.Unquote(bl.Value); err == nil {
							out = append(out, s)
						}
					}
				}
			}
		}
	}
	return out, nil
}
