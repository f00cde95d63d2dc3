package codeblock

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"strings"
	"testing"
)

var page = flag.String("page", "", "write a demonstration page of code blocks to this HTML file, and its dark twin next to it")

// TestPage writes a page of typical blocks for a look in a browser:
//
//	go test ./internal/codeblock -run TestPage -page=/tmp/code-block.html
func TestPage(t *testing.T) {
	if *page == "" {
		t.Skip("no -page")
	}
	h := New(Options{})
	const perPage = 4
	for first := 0; first < len(demoBlocks); first += perPage {
		var body bytes.Buffer
		for _, ex := range demoBlocks[first:min(first+perPage, len(demoBlocks))] {
			m, probs := ParseInfo(ex.info)
			if len(probs) > 0 {
				t.Fatalf("%q: %v", ex.info, probs)
			}
			body.WriteString("<p>```" + escapeString(ex.info) + "</p>\n")
			icon := ""
			if m.Icon != "" {
				icon = `<svg viewBox="0 0 16 16" fill="currentColor"><rect x="2" y="2" width="12" height="12" rx="3"/></svg>`
			}
			n := body.Len()
			h.Render(&body, m, []byte(ex.code), RenderOptions{IconHTML: icon, OmitHeader: ex.omitHeader})
			if ex.expanded {
				opened := strings.Replace(body.String()[n:], `class="code-block-expand-input"`, `class="code-block-expand-input" checked`, 1)
				body.Truncate(n)
				body.WriteString(opened)
			}
		}
		for _, mode := range []string{"light", "dark"} {
			var b strings.Builder
			b.WriteString(`<!doctype html><html class="` + mode + `"><head><meta charset="utf-8"><style>`)
			b.WriteString(`body{font:15px/1.6 system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;color:#1f2328;background:#fff}
html.dark body{background:#0b0d10;color:#d0d7de} p{color:#888;font-size:12px;margin:18px 0 -12px;font-family:monospace}`)
			b.WriteString(h.CSS())
			b.WriteString(`</style></head><body>`)
			b.Write(body.Bytes())
			b.WriteString(`</body></html>`)
			name := fmt.Sprintf("%s-%d-%s.html", strings.TrimSuffix(*page, ".html"), first/perPage, mode)
			if err := os.WriteFile(name, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

func escapeString(s string) string {
	var b bytes.Buffer
	escapeText(&b, s)
	return b.String()
}

var demoBlocks = []struct {
	info, code string
	omitHeader bool
	expanded   bool // show the expandable block opened
}{
	{info: `java HelloWorld.java example icon=java lines`, code: "class HelloWorld {\n    public static void main(String[] args) {\n        System.out.println(\"Hello, World!\");\n    }\n}\n"},
	{info: `javascript Line highlighting example {1,2,5}`, code: "const greeting = \"Hello, World!\";\nfunction sayHello() {\n  console.log(greeting);\n}\nsayHello();\n"},
	{info: `javascript Line focusing example focus={2,4-5}`, code: "const greeting = \"Hello, World!\";\nfunction sayHello() {\n  console.log(greeting);\n}\nsayHello();\n"},
	{info: `js JavaScript diff lines`, code: "const greeting = \"Hello, World!\"; // [!code ++]\nfunction sayHello() {\n  console.log(\"Hello, World!\"); // [!code --]\n  console.log(greeting); // [!code ++]\n}\nsayHello();\n"},
	{info: `python Python diff`, code: "def greet():\n    print(\"Hello, World!\")  # [!code --]\n    print(\"Hello, Mintlify!\")  # [!code ++]\n\ngreet()\n"},
	{info: `bash`, code: "npm i -g mint\nmint dev --port 3333 # start the preview\n"},
	{info: `json`, code: "{\n  \"$schema\": \"https://mintlify.com/docs.json\",\n  \"theme\": \"mint\",\n  \"name\": \"Acme\",\n  \"colors\": { \"primary\": \"#0D9373\" },\n  \"navigation\": { \"pages\": [\"index\", \"quickstart\"] }\n}\n"},
	{info: `javascript Wrap example wrap`, code: "const greeting =\n  \"Hello, World! I am a long line of text that will wrap to the next line, because this block asks for it with the wrap option.\";\nfunction sayHello() {\n  console.log(greeting);\n}\nsayHello();\n"},
	{info: `text title="No copy example" nocopy`, code: "User ──▶ CDN ──▶ Origin\n              │\n              └──▶ Cache\n"},
	{info: `tsx app/page.tsx`, code: "import { Hero } from \"@/components/hero\";\n\nexport default function Page({ params }: { params: { slug: string } }) {\n  return <Hero title=\"Welcome\" slug={params.slug} />; // very long line that scrolls sideways instead of wrapping, as code blocks do\n}\n", omitHeader: true},
	{info: `python Expandable example expandable`, code: strings.Repeat("def f(x):\n    return x * 2  # double it\n\n", 10)},
	{info: `yaml docker-compose.yml`, code: "services:\n  web:\n    image: nginx:1.27 # [!code --]\n    image: nginx:1.29 # [!code ++]\n    ports:\n      - \"8080:80\"\n"},
	{info: `ts lines highlight={2}`, code: "const config = {\n  endpoint: \"https://api.example.com/v1/organizations/acme/projects/docs/deployments?include=logs&limit=100\", // [!code ++]\n  retries: 3,\n};\n"},
	{info: `python Expanded expandable`, code: strings.Repeat("print(\"expanded\")\n", 18), expanded: true},
	{info: `typescript title="packages/providers/src/lib/example-provider/example-provider.provider.spec.ts" icon=ts`, code: "describe(\"provider\", () => {\n  it(\"sends\", async () => {});\n});\n"},
	{info: `mermaid placement="top-left" actions={false}`, code: "flowchart LR\n  A[Author] --> B{Folio}\n  B --> C[Site]\n"},
}
