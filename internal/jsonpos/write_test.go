package jsonpos

import (
	"fmt"
	"math"
	"math/rand/v2"
	"strings"
	"testing"
)

// The expected texts below are what node's JSON.stringify prints for the
// same input (checked by hand with node 20).

func TestMarshalIndent(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"null", `null`, `null`},
		{"true", `true`, `true`},
		{"false", ` false `, `false`},
		{"number literal", `-2.5e3`, `-2.5e3`},
		{"string", `"x"`, `"x"`},
		{"empty object", `{}`, `{}`},
		{"empty array", `[ ]`, `[]`},
		{"nested", `{"a":[],"b":{},"c":[1,[2,{}]],"d":{"e":null}}`,
			"{\n  \"a\": [],\n  \"b\": {},\n  \"c\": [\n    1,\n    [\n      2,\n      {}\n    ]\n  ],\n  \"d\": {\n    \"e\": null\n  }\n}"},
		{"duplicate keys: first place, last value", `{"a":1,"b":2,"a":3}`,
			"{\n  \"a\": 3,\n  \"b\": 2\n}"},
		{"array-index keys first", `{"b":1,"2":2,"1":3,"01":4,"4294967295":5,"4294967294":6,"b":7}`,
			"{\n  \"1\": 3,\n  \"2\": 2,\n  \"4294967294\": 6,\n  \"b\": 7,\n  \"01\": 4,\n  \"4294967295\": 5\n}"},
		{"escapes", `"a\"b\\c\b\f\n\r\t\u0001\u001f\u007f\u2028é😀\/"`,
			"\"a\\\"b\\\\c\\b\\f\\n\\r\\t\\u0001\\u001f\u007f\u2028é😀/\""},
		{"escaped key", `{"a\nb":"\u0000"}`, "{\n  \"a\\nb\": \"\\u0000\"\n}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			n, err := parseString(tt.in)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(n.MarshalIndent()); got != tt.want {
				t.Errorf("got\n%s\nwant\n%s", got, tt.want)
			}
		})
	}
}

func TestMarshalCompact(t *testing.T) {
	n, err := parseString(`{ "a" : [ 1 , { } , [ ] ], "b" : "c" }`)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(n.Marshal()), `{"a":[1,{},[]],"b":"c"}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestMarshalUndefined(t *testing.T) {
	// Members with a nil value are undefined properties: left out. A nil
	// array item is written as null, as JSON.stringify does.
	n := &Node{Kind: Object, Members: []Member{
		{Key: "a", Value: nil},
		{Key: "b", Value: &Node{Kind: Array, Items: []*Node{nil, {Kind: Bool, True: true}}}},
		{Key: "c", Value: &Node{Kind: Object, Members: []Member{{Key: "x"}}}},
	}}
	want := "{\n  \"b\": [\n    null,\n    true\n  ],\n  \"c\": {}\n}"
	if got := string(n.MarshalIndent()); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	var none *Node
	if got := none.MarshalIndent(); got != nil {
		t.Errorf("nil node wrote %q", got)
	}
	// A key set to undefined and then to a value keeps its first place.
	o := &Node{Kind: Object, Members: []Member{
		{Key: "a"}, {Key: "b", Value: &Node{Kind: Number, Text: "1"}}, {Key: "a", Value: &Node{Kind: Number, Text: "2"}},
	}}
	if got, want := string(o.Marshal()), `{"a":2,"b":1}`; got != want {
		t.Errorf("got %s, want %s", got, want)
	}
}

func TestAppendQuoteInvalidUTF8(t *testing.T) {
	if got, want := string(AppendQuote(nil, "a\xffb")), "\"a\uFFFDb\""; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

var tenth, fifth = 0.1, 0.2

func TestFormatNumber(t *testing.T) {
	tests := []struct {
		f    float64
		want string
	}{
		{0, "0"},
		{math.Copysign(0, -1), "0"},
		{1, "1"},
		{1.5, "1.5"},
		{100, "100"},
		{1e21, "1e+21"},
		{1e20, "100000000000000000000"},
		{123456789012345680000, "123456789012345680000"},
		{0.000001, "0.000001"},
		{1e-7, "1e-7"},
		{1.5e-7, "1.5e-7"},
		{-2500, "-2500"},
		{5e-324, "5e-324"},
		{1.7976931348623157e308, "1.7976931348623157e+308"},
		{tenth + fifth, "0.30000000000000004"}, // not constant-folded
		{123e-20, "1.23e-18"},
		{4.35, "4.35"},
		{1234.5678e10, "12345678000000"},
		{math.NaN(), "null"},
		{math.Inf(-1), "null"},
	}
	for _, tt := range tests {
		if got := FormatNumber(tt.f); got != tt.want {
			t.Errorf("FormatNumber(%v) = %s, want %s", tt.f, got, tt.want)
		}
	}
}

// TestMarshalRoundTrip checks that parsing what Marshal and MarshalIndent
// write gives back the same tree, for random trees whose objects have
// distinct keys that are not array indices (the trees JavaScript would not
// rearrange).
func TestMarshalRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for i := range 500 {
		tree := randomNode(r, 0)
		for _, indent := range []bool{false, true} {
			var text []byte
			if indent {
				text = tree.MarshalIndent()
			} else {
				text = tree.Marshal()
			}
			back, err := Parse(NewSource("x.json", text))
			if err != nil {
				t.Fatalf("tree %d: %v\n%s", i, err, text)
			}
			if diff := sameTree(tree, back, "$"); diff != "" {
				t.Fatalf("tree %d (indent %v): %s\n%s", i, indent, diff, text)
			}
		}
	}
}

var sampleStrings = []string{"", "a", "名前", "quote\"back\\slash", "ctl\x00\x01\x1f\x7f", "nl\n\r\t\b\f", "😀", "\u2028\u2029", "</script>"}

func randomString(r *rand.Rand) string {
	var b strings.Builder
	for range r.IntN(3) + 1 {
		b.WriteString(sampleStrings[r.IntN(len(sampleStrings))])
	}
	return b.String()
}

func randomNode(r *rand.Rand, depth int) *Node {
	k := r.IntN(6)
	if depth > 4 && k >= 4 {
		k = r.IntN(4)
	}
	switch k {
	case 0:
		return &Node{Kind: Null}
	case 1:
		return &Node{Kind: Bool, True: r.IntN(2) == 0}
	case 2:
		f := (r.Float64() - 0.5) * math.Pow(10, float64(r.IntN(40)-20))
		if r.IntN(3) == 0 {
			f = float64(r.IntN(2000) - 1000)
		}
		return &Node{Kind: Number, Text: FormatNumber(f)}
	case 3:
		return &Node{Kind: String, Text: randomString(r)}
	case 4:
		n := &Node{Kind: Array}
		for range r.IntN(4) {
			n.Items = append(n.Items, randomNode(r, depth+1))
		}
		return n
	}
	n := &Node{Kind: Object}
	seen := map[string]bool{}
	for range r.IntN(4) {
		key := "k" + randomString(r)
		if seen[key] {
			continue
		}
		seen[key] = true
		n.Members = append(n.Members, Member{Key: key, Value: randomNode(r, depth+1)})
	}
	return n
}

// sameTree compares two trees, ignoring positions.
func sameTree(a, b *Node, path string) string {
	if a.Kind != b.Kind {
		return fmt.Sprintf("%s: kind %s vs %s", path, a.Kind, b.Kind)
	}
	switch a.Kind {
	case Bool:
		if a.True != b.True {
			return path + ": bool differs"
		}
	case Number, String:
		if a.Text != b.Text {
			return fmt.Sprintf("%s: %q vs %q", path, a.Text, b.Text)
		}
	case Array:
		if len(a.Items) != len(b.Items) {
			return path + ": length differs"
		}
		for i := range a.Items {
			if d := sameTree(a.Items[i], b.Items[i], fmt.Sprintf("%s[%d]", path, i)); d != "" {
				return d
			}
		}
	case Object:
		if len(a.Members) != len(b.Members) {
			return path + ": member count differs"
		}
		for i := range a.Members {
			if a.Members[i].Key != b.Members[i].Key {
				return fmt.Sprintf("%s: key %q vs %q", path, a.Members[i].Key, b.Members[i].Key)
			}
			if d := sameTree(a.Members[i].Value, b.Members[i].Value, path+"."+a.Members[i].Key); d != "" {
				return d
			}
		}
	}
	return ""
}
