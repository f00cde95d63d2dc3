package config

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"strconv"
	"strings"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
)

// maxIncludes bounds the number of "$ref" inclusions in one configuration,
// so that files including each other many times cannot blow up.
const maxIncludes = 1000

// refResolver replaces {"$ref": "file.json", ...siblings} objects with the
// content of the file, the way Mintlify does:
//
//   - the path is relative to the file that holds the "$ref" and must stay
//     inside the docs folder;
//   - included files may include others; a file that includes itself,
//     directly or not, is an error;
//   - when the included value is an object, the siblings of "$ref" are
//     merged on top of it, replacing keys of the same name; otherwise they
//     are ignored.
//
// Every included file becomes its own jsonpos.Source whose Via records the
// "$ref", so diagnostics can name the include chain.
type refResolver struct {
	root     *os.Root
	diags    *diag.List
	includes int
	cache    map[string][]byte
	// failed holds the placeholders left where an include failed, so that
	// decoding does not report them a second time.
	failed map[*jsonpos.Node]bool
}

func (r *refResolver) errorAt(pos jsonpos.Pos, ptr, code, hint, format string, args ...any) {
	r.diags.Add(diag.Diagnostic{Code: code, Message: fmt.Sprintf(format, args...), Hint: hint, Pos: pos, Pointer: ptr})
}

// placeholder stands for a value whose include failed.
func (r *refResolver) placeholder(n *jsonpos.Node) *jsonpos.Node {
	p := &jsonpos.Node{Kind: jsonpos.Null, Pos: n.Pos}
	if r.failed == nil {
		r.failed = map[*jsonpos.Node]bool{}
	}
	r.failed[p] = true
	return p
}

// resolve returns n with every include replaced. file is the path of the
// file n comes from; chain the files being included, outermost first; ptr
// the JSON pointer of n in the resolved configuration.
func (r *refResolver) resolve(n *jsonpos.Node, ptr, file string, chain []string, depth int) *jsonpos.Node {
	if depth > jsonpos.MaxDepth {
		r.errorAt(n.Pos, ptr, jsonpos.CodeTooDeep, "", "values are nested more than %d levels deep across included files", jsonpos.MaxDepth)
		return r.placeholder(n)
	}
	switch n.Kind {
	case jsonpos.Array:
		out := *n
		out.Items = make([]*jsonpos.Node, len(n.Items))
		for i, it := range n.Items {
			out.Items[i] = r.resolve(it, ptr+"/"+strconv.Itoa(i), file, chain, depth+1)
		}
		return &out
	case jsonpos.Object:
	default:
		return n
	}
	ref, ok := n.Member("$ref")
	if !ok {
		out := *n
		out.Members = make([]jsonpos.Member, len(n.Members))
		for i, m := range n.Members {
			m.Value = r.resolve(m.Value, ptr+"/"+escapePointer(m.Key), file, chain, depth+1)
			out.Members[i] = m
		}
		return &out
	}
	if ref.Value.Kind != jsonpos.String {
		r.errorAt(ref.Value.Pos, ptr, "invalid-ref", "write the path of a JSON file, such as \"./navigation.json\"",
			"\"$ref\" must be a string, not %s", article(ref.Value.Kind.String()))
		return r.placeholder(n)
	}
	included := r.include(ref.Value, ptr, file, chain, depth)
	if included == nil {
		return r.placeholder(n)
	}
	siblings := make([]jsonpos.Member, 0, len(n.Members))
	for _, m := range n.Members {
		if m.Key != "$ref" {
			siblings = append(siblings, m)
		}
	}
	if len(siblings) == 0 {
		return included
	}
	if included.Kind != jsonpos.Object {
		r.diags.Add(diag.Diagnostic{Severity: diag.Warning, Code: "ignored-key", Pos: siblings[0].KeyPos, Pointer: ptr,
			Message: fmt.Sprintf("the keys next to \"$ref\" are ignored: %s holds %s, not an object", ref.Value.Text, article(included.Kind.String())),
			Hint:    "only an included object can be extended with sibling keys"})
		return included
	}
	out := *included
	out.Members = append([]jsonpos.Member(nil), included.Members...)
	for _, s := range siblings {
		s.Value = r.resolve(s.Value, ptr+"/"+escapePointer(s.Key), file, chain, depth+1)
		replaced := false
		for i := len(out.Members) - 1; i >= 0; i-- {
			if out.Members[i].Key == s.Key {
				out.Members[i] = s
				replaced = true
				break
			}
		}
		if !replaced {
			out.Members = append(out.Members, s)
		}
	}
	return &out
}

// include reads, parses and resolves the file named by the "$ref" value v.
func (r *refResolver) include(v *jsonpos.Node, ptr, file string, chain []string, depth int) *jsonpos.Node {
	ref := v.Text
	if strings.TrimSpace(ref) == "" {
		r.errorAt(v.Pos, ptr, "invalid-ref", "write the path of a JSON file, such as \"./navigation.json\"", "\"$ref\" is empty")
		return nil
	}
	target, ok := resolveRefPath(path.Dir(file), ref)
	if !ok {
		r.errorAt(v.Pos, ptr, "ref-outside-root", "include only files inside the docs folder",
			"%q is outside the docs folder", ref)
		return nil
	}
	for i, f := range chain {
		if f == target {
			loop := append(append([]string(nil), chain[i:]...), target)
			r.errorAt(v.Pos, ptr, "ref-cycle", "remove one of the \"$ref\"s in the loop",
				"circular \"$ref\": %s", strings.Join(loop, " → "))
			return nil
		}
	}
	r.includes++
	if r.includes > maxIncludes {
		if r.includes == maxIncludes+1 {
			r.errorAt(v.Pos, ptr, "too-many-refs", "", "more than %d \"$ref\" inclusions; stopping here", maxIncludes)
		}
		return nil
	}
	data, err := r.read(target)
	if err != nil {
		switch {
		case errors.Is(err, fs.ErrNotExist):
			r.errorAt(v.Pos, ptr, "ref-not-found", r.suggestFile(target), "included file %s does not exist", target)
		case errors.Is(err, errTooLarge):
			r.errorAt(v.Pos, ptr, "file-too-large", "", "included file %s is larger than %d MB", target, MaxFileSize>>20)
		case r.isSymlink(target):
			r.errorAt(v.Pos, ptr, "ref-outside-root", "include only files inside the docs folder",
				"%s is a symbolic link that leads outside the docs folder", target)
		default:
			r.errorAt(v.Pos, ptr, "ref-unreadable", "", "cannot read included file %s: %v", target, unwrapPathError(err))
		}
		return nil
	}
	via := v.Pos
	src := jsonpos.NewSource(target, data)
	src.Via = &via
	src = jsonSource(src, r.diags)
	tree, err := jsonpos.Parse(src)
	if err != nil {
		d := syntaxDiag(err)
		d.Pointer = ptr
		r.diags.Add(d)
		return nil
	}
	return r.resolve(tree, ptr, target, append(chain[:len(chain):len(chain)], target), depth+1)
}

func (r *refResolver) isSymlink(name string) bool {
	fi, err := r.root.Lstat(name)
	return err == nil && fi.Mode()&fs.ModeSymlink != 0
}

func (r *refResolver) read(name string) ([]byte, error) {
	if data, ok := r.cache[name]; ok {
		return data, nil
	}
	data, err := readLimited(r.root, name)
	if err != nil {
		return nil, err
	}
	if r.cache == nil {
		r.cache = map[string][]byte{}
	}
	r.cache[name] = data
	return data, nil
}

// suggestFile proposes a JSON file next to the missing one with a similar
// name.
func (r *refResolver) suggestFile(target string) string {
	dir := path.Dir(target)
	entries, err := fs.ReadDir(r.root.FS(), dir)
	if err != nil {
		return ""
	}
	var names []string
	for _, e := range entries {
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".json") {
			names = append(names, path.Join(dir, e.Name()))
		}
	}
	return didYouMean(target, names)
}

// resolveRefPath joins ref to the folder of the including file and reports
// whether the result stays inside the docs folder.
func resolveRefPath(dir, ref string) (string, bool) {
	ref = strings.ReplaceAll(ref, "\\", "/")
	if strings.HasPrefix(ref, "/") {
		return "", false
	}
	p := path.Join(dir, ref)
	if p == ".." || strings.HasPrefix(p, "../") || p == "." {
		return "", false
	}
	return p, true
}

func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}
