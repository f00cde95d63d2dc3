package openapi

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v4"
)

// Mintlify reads specifications with js-yaml into JavaScript objects. These
// helpers read YAML nodes with the same results: the last of repeated keys,
// merge keys ("<<"), JavaScript's order of object keys, its truthiness and
// its conversion of values to strings.

// maxValueNodes bounds the nodes one conversion to Go values visits, so
// that aliases cannot make it exponential.
const maxValueNodes = 100000

// deref follows aliases.
func deref(n *yaml.Node) *yaml.Node {
	for i := 0; n != nil && n.Kind == yaml.AliasNode && i < 64; i++ {
		n = n.Alias
	}
	if n != nil && n.Kind == yaml.DocumentNode && len(n.Content) > 0 {
		return deref(n.Content[0])
	}
	return n
}

func isNull(n *yaml.Node) bool {
	n = deref(n)
	return n == nil || n.Kind == yaml.ScalarNode && n.Tag == "!!null"
}

func isMerge(k *yaml.Node) bool {
	return k.Kind == yaml.ScalarNode && k.Tag == "!!merge" && k.Value == "<<"
}

// keyString returns the JavaScript property name of a key node.
func keyString(k *yaml.Node) string {
	k = deref(k)
	if k.Kind == yaml.ScalarNode && k.Tag == "!!null" {
		return "null"
	}
	return k.Value
}

// pair returns the key and value nodes of member key of mapping m.
func pair(m *yaml.Node, key string) (k, v *yaml.Node) {
	m = deref(m)
	if m == nil || m.Kind != yaml.MappingNode {
		return nil, nil
	}
	merges := false
	for i := len(m.Content) - 2; i >= 0; i -= 2 {
		kn := m.Content[i]
		if isMerge(kn) {
			merges = true
			continue
		}
		if keyString(kn) == key {
			return kn, m.Content[i+1]
		}
	}
	if merges {
		return mergedPair(m, key, map[*yaml.Node]bool{m: true}, 0)
	}
	return nil, nil
}

// mergedPair looks for key in the mappings merged into m: explicit keys
// win; among merged mappings, the first. A mapping merged twice is looked
// at once, so that merges cannot make the search exponential.
func mergedPair(m *yaml.Node, key string, seen map[*yaml.Node]bool, depth int) (k, v *yaml.Node) {
	if depth > 32 {
		return nil, nil
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		if !isMerge(m.Content[i]) {
			continue
		}
		for _, src := range mergeSources(m.Content[i+1]) {
			if seen[src] {
				continue
			}
			seen[src] = true
			for j := len(src.Content) - 2; j >= 0; j -= 2 {
				if kn := src.Content[j]; !isMerge(kn) && keyString(kn) == key {
					return kn, src.Content[j+1]
				}
			}
			if k, v := mergedPair(src, key, seen, depth+1); k != nil {
				return k, v
			}
		}
	}
	return nil, nil
}

// get returns the value of member key of mapping m, or nil.
func get(m *yaml.Node, key string) *yaml.Node {
	_, v := pair(m, key)
	return v
}

// member is get with a flag.
func member(m *yaml.Node, key string) (*yaml.Node, bool) {
	v := get(m, key)
	return v, v != nil
}

func mergeSources(v *yaml.Node) []*yaml.Node {
	v = deref(v)
	switch v.Kind {
	case yaml.MappingNode:
		return []*yaml.Node{v}
	case yaml.SequenceNode:
		var out []*yaml.Node
		for _, s := range v.Content {
			if s = deref(s); s.Kind == yaml.MappingNode {
				out = append(out, s)
			}
		}
		return out
	}
	return nil
}

// entry is a member of a mapping.
type entry struct {
	key     string
	keyNode *yaml.Node
	value   *yaml.Node
}

// entries returns the members of mapping m in the order Object.entries
// gives them: keys that are array indexes first, in increasing order, then
// the others in the order they were first defined (merged keys where the
// merge key is); a repeated key keeps its first place and its last value.
func entries(m *yaml.Node) []entry {
	return entriesMemo(m, map[*yaml.Node][]entry{}, 0)
}

// entriesMemo computes the entries of each mapping once, so that merges
// cannot make the work exponential.
func entriesMemo(m *yaml.Node, memo map[*yaml.Node][]entry, depth int) []entry {
	m = deref(m)
	if m == nil || m.Kind != yaml.MappingNode || depth > 32 {
		return nil
	}
	if es, ok := memo[m]; ok {
		return es
	}
	memo[m] = nil // a mapping merged into itself adds nothing
	out := make([]entry, 0, len(m.Content)/2)
	at := make(map[string]int, len(m.Content)/2)
	set := func(e entry, merged bool) {
		if i, ok := at[e.key]; ok {
			// An explicit key wins over merged ones; among merged
			// mappings, the first wins.
			if !merged {
				out[i].keyNode, out[i].value = e.keyNode, e.value
			}
			return
		}
		at[e.key] = len(out)
		out = append(out, e)
	}
	for i := 0; i+1 < len(m.Content); i += 2 {
		k, v := m.Content[i], m.Content[i+1]
		if isMerge(k) {
			for _, src := range mergeSources(v) {
				for _, e := range entriesMemo(src, memo, depth+1) {
					set(e, true)
				}
			}
			continue
		}
		set(entry{keyString(k), k, v}, false)
	}
	idx := 0
	for _, e := range out {
		if isArrayIndex(e.key) {
			idx++
		}
	}
	if idx > 0 {
		slices.SortStableFunc(out, func(a, b entry) int {
			ai, bi := isArrayIndex(a.key), isArrayIndex(b.key)
			switch {
			case ai && bi:
				x, _ := strconv.ParseUint(a.key, 10, 64)
				y, _ := strconv.ParseUint(b.key, 10, 64)
				return cmp.Compare(x, y)
			case ai:
				return -1
			case bi:
				return 1
			}
			return 0
		})
	}
	memo[m] = out
	return out
}

// isArrayIndex reports whether JavaScript orders key as an integer index.
func isArrayIndex(s string) bool {
	if s == "" || len(s) > 10 || s != "0" && s[0] == '0' {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	v, err := strconv.ParseUint(s, 10, 64)
	return err == nil && v < math.MaxUint32
}

// toValue converts a node to what JSON.parse would give for the same data.
func toValue(n *yaml.Node, depth int, budget *int) any {
	n = deref(n)
	if n == nil || depth > 256 || *budget <= 0 {
		return nil
	}
	*budget--
	switch n.Kind {
	case yaml.ScalarNode:
		return scalar(n)
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for _, c := range n.Content {
			out = append(out, toValue(c, depth+1, budget))
		}
		return out
	case yaml.MappingNode:
		es := entries(n)
		out := make(map[string]any, len(es))
		for _, e := range es {
			out[e.key] = toValue(e.value, depth+1, budget)
		}
		return out
	}
	return nil
}

func scalar(n *yaml.Node) any {
	switch n.Tag {
	case "!!null":
		return nil
	case "!!bool":
		return strings.EqualFold(n.Value, "true")
	case "!!int":
		v := strings.ReplaceAll(n.Value, "_", "")
		if i, err := strconv.ParseInt(v, 0, 64); err == nil {
			return float64(i)
		}
		if f, err := strconv.ParseFloat(v, 64); err == nil {
			return f
		}
	case "!!float":
		switch strings.ToLower(n.Value) {
		case ".inf", "+.inf":
			return math.Inf(1)
		case "-.inf":
			return math.Inf(-1)
		case ".nan":
			return math.NaN()
		}
		if f, err := strconv.ParseFloat(n.Value, 64); err == nil {
			return f
		}
	}
	return n.Value
}

// truthy is JavaScript's truthiness of a value read from YAML.
func truthy(n *yaml.Node) bool {
	n = deref(n)
	if n == nil {
		return false
	}
	if n.Kind != yaml.ScalarNode {
		return true
	}
	switch v := scalar(n).(type) {
	case nil:
		return false
	case bool:
		return v
	case float64:
		return v != 0 && !math.IsNaN(v)
	case string:
		return v != ""
	}
	return true
}

// jsTruthy is truthiness of a converted value.
func jsTruthy(v any) bool {
	switch v := v.(type) {
	case nil:
		return false
	case bool:
		return v
	case float64:
		return v != 0 && !math.IsNaN(v)
	case string:
		return v != ""
	}
	return true
}

// jsString is JavaScript's String(v) of a converted value.
func jsString(v any) string {
	switch v := v.(type) {
	case nil:
		return "null"
	case string:
		return v
	case bool:
		return strconv.FormatBool(v)
	case float64:
		return jsNumber(v)
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			if x != nil {
				parts[i] = jsString(x)
			}
		}
		return strings.Join(parts, ",")
	case map[string]any:
		return "[object Object]"
	}
	return ""
}

// jsNumber formats a number as JavaScript does.
func jsNumber(f float64) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		return "0"
	}
	if a := math.Abs(f); a >= 1e21 || a < 1e-6 {
		s := strconv.FormatFloat(f, 'e', -1, 64)
		// Go writes e+21 and e-07; JavaScript e+21 and e-7.
		mant, exp, _ := strings.Cut(s, "e")
		sign := exp[0]
		exp = strings.TrimLeft(exp[1:], "0")
		return mant + "e" + string(sign) + exp
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}
