package codeblock

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/testcorpus"
)

// block is a fenced block read from a corpus page.
type block struct {
	info string
	code []byte
}

// pageBlocks returns the fenced blocks of a corpus page, in order, with
// the opening fence's indentation taken off their lines.
func pageBlocks(tb testing.TB, page string) []block {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(testcorpus.Dir(tb), page))
	if err != nil {
		tb.Fatal(err)
	}
	var out []block
	lines := strings.Split(string(data), "\n")
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		indent := len(l) - len(strings.TrimLeft(l, " \t"))
		l = l[indent:]
		n := len(l) - len(strings.TrimLeft(l, "`"))
		if n < 3 {
			continue
		}
		fence := l[:n]
		var code strings.Builder
		for i++; i < len(lines) && strings.TrimSpace(lines[i]) != fence; i++ {
			code.WriteString(strings.TrimPrefix(lines[i], lines[i][:min(indent, len(lines[i])-len(strings.TrimLeft(lines[i], " \t")))]))
			code.WriteByte('\n')
		}
		out = append(out, block{l[n:], []byte(code.String())})
	}
	return out
}

// BenchmarkRender renders real blocks of the corpus, with the cache off
// (every render highlights) and on (a rebuild of an unchanged page).
func BenchmarkRender(b *testing.B) {
	page := pageBlocks(b, "spree__spree/api-reference/admin-api/authentication.mdx")
	code := pageBlocks(b, "mintlify__docs/create/code.mdx")
	find := func(blocks []block, info string) []block {
		for _, bl := range blocks {
			if bl.info == info {
				return []block{bl}
			}
		}
		b.Fatalf("no block %q", info)
		return nil
	}
	cases := []struct {
		name   string
		blocks []block
	}{
		{"small", find(code, "javascript Line highlighting example {1,2,5}")},
		{"page-10-blocks", page},
		{"diff-highlight", append(find(code, "js JavaScript diff lines"), find(code, "python Python diff lines")...)},
		{"large-ts-767-lines", find(pageBlocks(b, "triggerdotdev__trigger.dev/machines.mdx"), "ts /src/resourceMonitor.ts")},
		{"large-json-526-lines", find(pageBlocks(b, "Comfy-Org__docs/specs/nodedef_json.mdx"), "json Node Definition v2.0")},
	}
	if len(page) != 10 {
		b.Fatalf("page has %d blocks, want 10", len(page))
	}
	for _, cache := range []struct {
		name  string
		bytes int
	}{{"cold", -1}, {"cached", 0}} {
		h := New(Options{CacheBytes: cache.bytes})
		for _, c := range cases {
			metas := make([]Meta, len(c.blocks))
			for i, bl := range c.blocks {
				metas[i], _ = ParseInfo(bl.info)
			}
			var buf bytes.Buffer
			for i, bl := range c.blocks { // load lexers
				h.Render(&buf, metas[i], bl.code, RenderOptions{})
			}
			b.Run(cache.name+"/"+c.name, func(b *testing.B) {
				n := 0
				for _, bl := range c.blocks {
					n += len(bl.code)
				}
				b.SetBytes(int64(n))
				b.ReportAllocs()
				for b.Loop() {
					buf.Reset()
					for i, bl := range c.blocks {
						h.Render(&buf, metas[i], bl.code, RenderOptions{})
					}
				}
			})
		}
	}
}

func BenchmarkParseInfo(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		ParseInfo(`java HelloWorld.java example lines icon="java" highlight={1,3-5}`)
	}
}

// BenchmarkLanguage highlights a typical four-line snippet per language,
// without the cache: the cost chroma's lexers put on a cold build.
func BenchmarkLanguage(b *testing.B) {
	snippets := []struct{ lang, code string }{
		{"bash", "curl -X POST https://api.example.com/v1/jobs \\\n  -H \"Authorization: Bearer $TOKEN\" \\\n  -d '{\"prompt\": \"Fix the typo\"}' # start a job\necho done\n"},
		{"json", "{\n  \"name\": \"Acme\",\n  \"colors\": { \"primary\": \"#0D9373\" },\n  \"navigation\": [\"index\", \"quickstart\"]\n}\n"},
		{"python", "from acme import Client\n\nclient = Client(api_key=\"sk-123\")  # reads ACME_KEY too\nprint(client.jobs.create(prompt=\"Fix the typo\").id)\n"},
		{"ts", "import { Client } from \"acme\";\n\nconst client = new Client({ apiKey: process.env.ACME_KEY });\nconst job = await client.jobs.create({ prompt: \"Fix the typo\" });\n"},
		{"go", "c := acme.NewClient(os.Getenv(\"ACME_KEY\"))\njob, err := c.Jobs.Create(ctx, acme.JobParams{Prompt: \"Fix the typo\"})\nif err != nil {\n\treturn err\n}\n"},
		{"yaml", "services:\n  web:\n    image: nginx:1.29 # pinned\n    ports: [\"8080:80\"]\n"},
		{"text", "User ──▶ CDN ──▶ Origin\n              │\n              └──▶ Cache\n"},
	}
	h := New(Options{CacheBytes: -1})
	for _, s := range snippets {
		m := Meta{Lang: s.lang}
		var buf bytes.Buffer
		h.Render(&buf, m, []byte(s.code), RenderOptions{})
		b.Run(s.lang, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				buf.Reset()
				h.Render(&buf, m, []byte(s.code), RenderOptions{})
			}
		})
	}
}
