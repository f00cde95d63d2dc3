package codeblock

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseInfo(t *testing.T) {
	tests := []struct {
		info string
		want Meta
	}{
		{"", Meta{}},
		{"js", Meta{Lang: "js"}},
		{"  bash  ", Meta{Lang: "bash"}},
		{"Python", Meta{Lang: "Python"}},
		// Titles: the words after the language, up to the first option.
		{"javascript Hello World", Meta{Lang: "javascript", Title: "Hello World"}},
		{"js index.js", Meta{Lang: "js", Title: "index.js"}},
		{"tsx app/page.tsx", Meta{Lang: "tsx", Title: "app/page.tsx"}},
		{"bash Install  packages", Meta{Lang: "bash", Title: "Install packages"}},
		{"typescript ❌ Wrong {4}", Meta{Lang: "typescript", Title: "❌ Wrong", Highlight: []Range{{4, 4}}}},
		{"java HelloWorld.java example icon=java lines", Meta{Lang: "java", Title: "HelloWorld.java example", Icon: "java", Lines: true}},
		{`java HelloWorld.java example lines icon="java"`, Meta{Lang: "java", Title: "HelloWorld.java example", Icon: "java", Lines: true}},
		{"python Python diff lines", Meta{Lang: "python", Title: "Python diff", Lines: true}},
		{"python expandable server.py", Meta{Lang: "python", Title: "server.py", Expandable: true}},
		{"python {9-10} my_server.py", Meta{Lang: "python", Title: "my_server.py", Highlight: []Range{{9, 10}}}},
		{`python test="skip" Before`, Meta{Lang: "python", Title: "Before", Attrs: map[string]string{"test": "skip"}}},
		{"ts twoslash Twoslash example", Meta{Lang: "ts", Title: "Twoslash example", Attrs: map[string]string{"twoslash": "true"}}},
		{"mdx Expandable example", Meta{Lang: "mdx", Title: "Expandable example"}},
		// Quoted titles lose their quotes only when they are the whole title.
		{`diff "PUT /organization"`, Meta{Lang: "diff", Title: "PUT /organization"}},
		{`diff "billing.group" with 1 level`, Meta{Lang: "diff", Title: `"billing.group" with 1 level`}},
		{`js 'single quoted'`, Meta{Lang: "js", Title: "single quoted"}},
		{`bash Let's go`, Meta{Lang: "bash", Title: "Let's go"}},
		// title= wins over inline words.
		{`javascript title="utils/hello.js"`, Meta{Lang: "javascript", Title: "utils/hello.js"}},
		{`text title="No copy example" nocopy`, Meta{Lang: "text", Title: "No copy example", NoCopy: true}},
		{`bash title=".env" {2}`, Meta{Lang: "bash", Title: ".env", Highlight: []Range{{2, 2}}}},
		{`js title='a "b"'`, Meta{Lang: "js", Title: `a "b"`}},
		{`js title={"expr"}`, Meta{Lang: "js", Title: "expr"}},
		// Flags, in every spelling.
		{"js lines wrap expandable nocopy", Meta{Lang: "js", Lines: true, Wrap: true, Expandable: true, NoCopy: true}},
		{"js lines={true} wrap={false}", Meta{Lang: "js", Lines: true}},
		{`js nocopy="false"`, Meta{Lang: "js"}},
		{`js nocopy='true'`, Meta{Lang: "js", NoCopy: true}},
		{"python server.py [expandable]", Meta{Lang: "python", Title: "server.py", Expandable: true}},
		{"nocopy", Meta{NoCopy: true}},
		// Ranges.
		{"js highlight={1,3-5}", Meta{Lang: "js", Highlight: []Range{{1, 1}, {3, 5}}}},
		{"js {1, 6-7}", Meta{Lang: "js", Highlight: []Range{{1, 1}, {6, 7}}}},
		{"python {3, }", Meta{Lang: "python", Highlight: []Range{{3, 3}}}},
		{"python{15}", Meta{Lang: "python", Highlight: []Range{{15, 15}}}},
		{`html highlight="4"`, Meta{Lang: "html", Highlight: []Range{{4, 4}}}},
		{"mdx highlight=1", Meta{Lang: "mdx", Highlight: []Range{{1, 1}}}},
		{`js highlight="[1,3]"`, Meta{Lang: "js", Highlight: []Range{{1, 1}, {3, 3}}}},
		{"js focus=2,4,5", Meta{Lang: "js", Focus: []Range{{2, 2}, {4, 4}, {5, 5}}}},
		{"js focus={2,4-5} {1}", Meta{Lang: "js", Focus: []Range{{2, 2}, {4, 5}}, Highlight: []Range{{1, 1}}}},
		{"js highlight={ 1 - 3 }", Meta{Lang: "js", Highlight: []Range{{1, 3}}}},
		// Everything else is kept.
		{"mermaid placement=\"top-left\" actions={true}", Meta{Lang: "mermaid", Attrs: map[string]string{"placement": "top-left", "actions": "true"}}},
		{"mdx Steps example theme={null}", Meta{Lang: "mdx", Title: "Steps example", Attrs: map[string]string{"theme": "null"}}},
		{"js data-x=1 y_z=''", Meta{Lang: "js", Attrs: map[string]string{"data-x": "1", "y_z": ""}}},
	}
	for _, tt := range tests {
		got, probs := ParseInfo(tt.info)
		if len(probs) > 0 {
			t.Errorf("ParseInfo(%q): problems %v", tt.info, probs)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("ParseInfo(%q)\n got %+v\nwant %+v", tt.info, got, tt.want)
		}
	}
}

func TestParseInfoProblems(t *testing.T) {
	tests := []struct {
		info string
		want []Problem // Off and the start of Msg
		meta Meta
	}{
		{"js highlight={a}", []Problem{{14, "expected a line number"}}, Meta{Lang: "js"}},
		{"js {1,x,3}", []Problem{{6, "expected a line number"}}, Meta{Lang: "js", Highlight: []Range{{1, 1}}}},
		{"js {5-2}", []Problem{{4, "range 5-2 ends before it starts"}}, Meta{Lang: "js"}},
		{"js {0}", []Problem{{4, "line numbers start at 1"}}, Meta{Lang: "js"}},
		{"js {1 2}", []Problem{{6, "expected , between"}}, Meta{Lang: "js", Highlight: []Range{{1, 1}}}},
		{"js {99999999999999999999}", []Problem{{4, "line number too large"}}, Meta{Lang: "js"}},
		{"js {1,3", []Problem{{3, "unterminated { expression"}}, Meta{Lang: "js"}},
		{`js title="abc`, []Problem{{9, "unterminated \" quote"}}, Meta{Lang: "js", Title: "abc"}},
		{`js "abc`, []Problem{{3, "unterminated \" quote"}}, Meta{Lang: "js", Title: "abc"}},
		{"js lines=maybe", []Problem{{9, "lines takes true or false"}}, Meta{Lang: "js", Lines: true}},
		{"js A lines B", nil, Meta{Lang: "js", Title: "A B", Lines: true}},
		{"js Title {1} more", nil, Meta{Lang: "js", Title: "Title more", Highlight: []Range{{1, 1}}}},
		{`json copy filename="b.json" showLineNumbers`, nil, Meta{Lang: "json", Title: "copy showLineNumbers", Attrs: map[string]string{"filename": "b.json"}}},
		{`js Foo title="x"`, []Problem{{3, "title=\"…\" is given"}}, Meta{Lang: "js", Title: "x"}},
		{"js {{ title: \"x\" }}", []Problem{{4, "expected a line number"}}, Meta{Lang: "js"}},
	}
	for _, tt := range tests {
		got, probs := ParseInfo(tt.info)
		if len(probs) != len(tt.want) {
			t.Errorf("ParseInfo(%q): problems %v, want %v", tt.info, probs, tt.want)
			continue
		}
		for i, p := range probs {
			if p.Off != tt.want[i].Off || !strings.HasPrefix(p.Msg, tt.want[i].Msg) {
				t.Errorf("ParseInfo(%q): problem %+v, want %+v", tt.info, p, tt.want[i])
			}
		}
		if !reflect.DeepEqual(got, tt.meta) {
			t.Errorf("ParseInfo(%q)\n got %+v\nwant %+v", tt.info, got, tt.meta)
		}
	}
}
