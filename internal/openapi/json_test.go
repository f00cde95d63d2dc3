package openapi

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"go.yaml.in/yaml/v4"

	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/testcorpus"
)

// sameYAML reports the first difference between two trees of src.
func sameYAML(src []byte, a, b *yaml.Node, path string) string {
	if a.Kind != b.Kind || a.Tag != b.Tag || a.Value != b.Value || a.Line != b.Line || a.Column != b.Column && !atNode(src, a) {
		return fmt.Sprintf("%s: json {%v %s %q %d:%d} yaml {%v %s %q %d:%d}", path, a.Kind, a.Tag, a.Value, a.Line, a.Column, b.Kind, b.Tag, b.Value, b.Line, b.Column)
	}
	if len(a.Content) != len(b.Content) {
		return fmt.Sprintf("%s: %d children, yaml %d", path, len(a.Content), len(b.Content))
	}
	for i := range a.Content {
		if d := sameYAML(src, a.Content[i], b.Content[i], fmt.Sprintf("%s/%d", path, i)); d != "" {
			return d
		}
	}
	return ""
}

// atNode reports whether the JSON path's line and column (in bytes, as
// every diagnostic counts them) are where n's text is in src. The YAML
// parser counts a \u escape earlier on the line as fewer columns than its
// six bytes, so where the two columns differ the source decides.
func atNode(src []byte, n *yaml.Node) bool {
	line := 1
	off := 0
	for off < len(src) && line < n.Line {
		if src[off] == '\n' {
			line++
		}
		off++
	}
	off += n.Column - 1
	if off < 0 || off >= len(src) {
		return false
	}
	rest := string(src[off:])
	switch n.Kind {
	case yaml.MappingNode:
		return strings.HasPrefix(rest, "{")
	case yaml.SequenceNode:
		return strings.HasPrefix(rest, "[")
	}
	return strings.HasPrefix(rest, `"`) || strings.HasPrefix(rest, n.Value)
}

// TestJSONLikeYAML checks, on every JSON specification of the corpus, that
// reading JSON with the JSON parser builds the tree the YAML parser builds.
func TestJSONLikeYAML(t *testing.T) {
	dir := testcorpus.Dir(t)
	n := 0
	filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".json") || strings.Contains(p, "/.oracle/") {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil || !strings.Contains(string(data[:min(len(data), 2000)]), `"openapi"`) {
			return nil
		}
		fromJSON, err1 := parse(p, data, true, nil)
		fromYAML, err2 := parse(p, data, false, nil)
		if (err1 == nil) != (err2 == nil) {
			t.Errorf("%s: JSON path error %v, YAML path error %v", p, err1, err2)
			return nil
		}
		if err1 != nil {
			return nil
		}
		n++
		if d := sameYAML(data, fromJSON.root, fromYAML.root, ""); d != "" {
			t.Errorf("%s: %s", p, d)
		}
		a, b := fromJSON.Operations(), fromYAML.Operations()
		// Positions were compared with the trees; the operations' are
		// derived from them.
		for i := range a {
			a[i].Pos = jsonpos.Pos{}
		}
		for i := range b {
			b[i].Pos = jsonpos.Pos{}
		}
		if !reflect.DeepEqual(a, b) {
			for i := range min(len(a), len(b)) {
				if !reflect.DeepEqual(a[i], b[i]) {
					t.Errorf("%s: operation %d differs:\n json %+v\n yaml %+v", p, i, a[i], b[i])
					break
				}
			}
		}
		return nil
	})
	t.Logf("%d JSON specifications compared", n)
	if n == 0 {
		t.Skip("no JSON specifications in the corpus")
	}
}
