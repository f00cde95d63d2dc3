package openapi

import (
	"fmt"
	"path"
	"slices"
	"strconv"
	"strings"
)

// SampleOptions choose the code samples generated for an endpoint.
type SampleOptions struct {
	// Languages are keys of api.examples.languages ("curl", "python",
	// "go" ...), in order; nil means DefaultLanguages. Unknown keys are
	// skipped (SampleLanguage tells them).
	Languages []string
	// RequiredOnly leaves out optional parameters and members
	// (api.examples.defaults: required).
	RequiredOnly bool
	// Server is the base URL; empty takes the endpoint's first server,
	// with its variables' defaults.
	Server string
}

// DefaultLanguages are the languages of the generated samples when
// docs.json names none.
var DefaultLanguages = []string{"curl", "python", "javascript", "go"}

// CodeSample is a request written in one language.
type CodeSample struct {
	// Label names the language for a reader: "cURL", "Python".
	Label string
	// Lang is the language for highlighting: "bash", "python".
	Lang string
	Code string
}

// sampleLang is a language samples are generated in.
type sampleLang struct {
	label, lang string
	write       func(*request) string
}

// findSampleLang returns the language of a key, its aliases included
// (Mintlify's list), trying the key as written and then in lower case
// (".NET" is written so). A switch, not a table, so that nothing of it
// can change once the program runs.
func findSampleLang(key string) (sampleLang, bool) {
	if l, ok := sampleLangOf(key); ok {
		return l, true
	}
	return sampleLangOf(strings.ToLower(key))
}

func sampleLangOf(key string) (sampleLang, bool) {
	switch key {
	case "bash", "curl", "sh", "shell":
		return sampleLang{"cURL", "bash", curlSample}, true
	case "python", "py":
		return sampleLang{"Python", "python", pythonSample}, true
	case "javascript", "js":
		return sampleLang{"JavaScript", "javascript", jsSample}, true
	case "node", "nodejs", "node.js":
		return sampleLang{"Node.js", "javascript", nodeSample}, true
	case "typescript", "ts":
		return sampleLang{"TypeScript", "typescript", tsSample}, true
	case "php":
		return sampleLang{"PHP", "php", phpSample}, true
	case "go", "golang":
		return sampleLang{"Go", "go", goSample}, true
	case "java":
		return sampleLang{"Java", "java", javaSample}, true
	case "ruby", "rb":
		return sampleLang{"Ruby", "ruby", rubySample}, true
	case "powershell":
		return sampleLang{"PowerShell", "powershell", powershellSample}, true
	case "swift":
		return sampleLang{"Swift", "swift", swiftSample}, true
	case "csharp", "c#":
		return sampleLang{"C#", "csharp", csharpSample}, true
	case "dotnet", ".net", ".NET", "dot-net":
		return sampleLang{".NET", "csharp", csharpSample}, true
	case "c":
		return sampleLang{"C", "c", cSample}, true
	case "c++", "cpp":
		return sampleLang{"C++", "cpp", cSample}, true
	case "kotlin", "kt":
		return sampleLang{"Kotlin", "kotlin", kotlinSample}, true
	case "rust", "rs":
		return sampleLang{"Rust", "rust", rustSample}, true
	case "dart", "flutter":
		return sampleLang{"Dart", "dart", dartSample}, true
	}
	return sampleLang{}, false
}

// SampleLanguage returns the name a reader knows a language key by
// ("cURL" for "curl"); false for a key samples are not generated in.
func SampleLanguage(key string) (string, bool) {
	l, ok := findSampleLang(key)
	return l.label, ok
}

// CodeSamples writes the request of the endpoint in each language.
func (e *Endpoint) CodeSamples(o SampleOptions) []CodeSample {
	keys := o.Languages
	if keys == nil {
		keys = DefaultLanguages
	}
	req := e.request(o)
	var out []CodeSample
	seen := map[string]bool{}
	for _, k := range keys {
		l, ok := findSampleLang(k)
		if !ok || seen[l.label] {
			continue
		}
		seen[l.label] = true
		out = append(out, CodeSample{Label: l.label, Lang: l.lang, Code: l.write(req)})
	}
	return out
}

// kv is a name and a value of a query, header, cookie or form.
type kv struct{ name, value string }

// request is the request samples write.
type request struct {
	method  string
	url     string // base and path, without the query
	query   []kv
	headers []kv
	body    *reqBody
}

type reqBody struct {
	contentType string
	// json is set for a JSON body: its value.
	json   any
	isJSON bool
	// form holds the fields of a form; files those that are files.
	form      []kv
	files     []kv
	multipart bool
	raw       string
}

// fullURL is the URL with its query.
func (r *request) fullURL() string {
	if len(r.query) == 0 {
		return r.url
	}
	var b strings.Builder
	b.WriteString(r.url)
	for i, q := range r.query {
		if i == 0 {
			b.WriteByte('?')
		} else {
			b.WriteByte('&')
		}
		b.WriteString(queryEscape(q.name))
		b.WriteByte('=')
		b.WriteString(queryEscape(q.value))
	}
	return b.String()
}

// queryEscape escapes what would change a query's meaning, and leaves
// placeholders such as <string> readable.
func queryEscape(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == ' ':
			b.WriteString("%20")
		case c == '&' || c == '#' || c == '=' || c == '+' || c == '%' || c == '?' || c == '"' || c == '\'' || c == '`' || c < 0x20:
			fmt.Fprintf(&b, "%%%02X", c)
		default:
			b.WriteByte(c)
		}
	}
	return b.String()
}

// ServerURL is the base URL samples use: the chosen one, or the first
// server's with its variables' defaults.
func (e *Endpoint) ServerURL() string {
	if len(e.Servers) == 0 {
		return ""
	}
	return e.Servers[0].Resolved()
}

// ParamExample is the value a sample gives a parameter: its example, else
// one built from its schema.
func (p *Param) ParamExample() any {
	for _, x := range p.Examples {
		if x.Value != nil {
			return x.Value
		}
	}
	if p.Schema == nil {
		return "<string>"
	}
	return p.Schema.Example(ExampleOptions{Request: true})
}

// paramText writes a parameter's value for a URL or a header: an array as
// its first item, an object as JSON.
func paramText(v any) string {
	if a, ok := v.([]any); ok {
		if len(a) == 0 {
			return ""
		}
		v = a[0]
	}
	return ValueText(v)
}

// request collects what samples write of the endpoint.
func (e *Endpoint) request(o SampleOptions) *request {
	base := o.Server
	if base == "" {
		base = e.ServerURL()
	}
	r := &request{method: e.HTTPMethod, url: joinURL(base, e.Operation.Path)}
	if e.Operation.Method == "webhook" {
		r.url = "https://your-server.example.com/webhook"
	}
	var cookies []string
	if len(e.Security) > 0 {
		for _, s := range e.Security[0].Schemes {
			name, value, in := s.Credential()
			switch in {
			case "header":
				r.headers = append(r.headers, kv{name, value})
			case "query":
				r.query = append(r.query, kv{name, value})
			case "cookie":
				cookies = append(cookies, name+"="+value)
			}
		}
	}
	for _, p := range e.Params {
		if o.RequiredOnly && !p.Required || p.Deprecated && !p.Required {
			continue
		}
		v := paramText(p.ParamExample())
		switch p.In {
		case "query":
			r.query = append(r.query, kv{p.Name, v})
		case "header":
			if !strings.EqualFold(p.Name, "content-type") && !strings.EqualFold(p.Name, "accept") && !strings.EqualFold(p.Name, "authorization") {
				r.headers = append(r.headers, kv{p.Name, v})
			}
		case "cookie":
			cookies = append(cookies, p.Name+"="+v)
		}
	}
	if len(cookies) > 0 {
		r.headers = append(r.headers, kv{"Cookie", strings.Join(cookies, "; ")})
	}
	if e.Body != nil && len(e.Body.Content) > 0 {
		mt := e.Body.Content[0]
		b := &reqBody{contentType: mt.Type}
		v, _ := mt.Example(ExampleOptions{Request: true, RequiredOnly: o.RequiredOnly})
		ct := strings.ToLower(mt.Type)
		switch {
		case strings.Contains(ct, "json"):
			b.isJSON, b.json = true, v
		case ct == "application/x-www-form-urlencoded" || ct == "multipart/form-data":
			b.multipart = ct == "multipart/form-data"
			if obj, ok := v.(Object); ok {
				for _, m := range obj {
					if isBinary(mt.Schema, m.Name) {
						b.files = append(b.files, kv{m.Name, "example-file"})
						continue
					}
					b.form = append(b.form, kv{m.Name, paramText(m.Value)})
				}
			}
		default:
			if s, ok := v.(string); ok {
				b.raw = s
			} else if v != nil {
				b.raw = FormatJSON(v)
			} else {
				b.raw = "<body>"
			}
		}
		if !b.multipart {
			// A multipart body's boundary goes into the header the
			// client library writes.
			r.headers = append(r.headers, kv{"Content-Type", mt.Type})
		}
		r.body = b
	}
	return r
}

// isBinary reports whether a form member is a file.
func isBinary(s *Schema, name string) bool {
	if s == nil {
		return false
	}
	for _, p := range s.Properties {
		if p.Name == name && p.Schema != nil {
			ps := p.Schema
			if ps.Is("array") && ps.Items != nil {
				ps = ps.Items
			}
			return ps.Format == "binary" || ps.Is("file") // Swagger 2.0 writes type: file
		}
	}
	return false
}

// Example returns the media type's first example, or one built from its
// schema; false when it has neither.
func (mt *MediaType) Example(o ExampleOptions) (any, bool) {
	if len(mt.Examples) > 0 {
		return mt.Examples[0].Value, true
	}
	if mt.Schema == nil {
		return nil, false
	}
	return mt.Schema.Example(o), true
}

// Credential is the header, query parameter or cookie a scheme puts a
// credential in, with a placeholder for it; in is empty for a scheme
// that needs none a sample can show (mutual TLS).
func (s *SecurityScheme) Credential() (name, value, in string) {
	switch s.Type {
	case "apiKey":
		in = s.In
		if in == "" {
			in = "header"
		}
		return s.Name, "<api-key>", in
	case "http":
		switch s.Scheme {
		case "basic":
			return "Authorization", "Basic <encoded-value>", "header"
		case "bearer", "":
			return "Authorization", "Bearer <token>", "header"
		}
		return "Authorization", upperFirst(s.Scheme) + " <credentials>", "header"
	case "oauth2", "openIdConnect":
		return "Authorization", "Bearer <token>", "header"
	}
	return "", "", ""
}

// joinURL joins a base URL and a path.
func joinURL(base, path string) string {
	if base == "" {
		return path
	}
	return strings.TrimSuffix(base, "/") + "/" + strings.TrimPrefix(path, "/")
}

// --- The languages ---

// shellQuote quotes for a POSIX shell.
func shellQuote(s string) string {
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

func curlSample(r *request) string {
	var b strings.Builder
	fmt.Fprintf(&b, "curl --request %s \\\n  --url %s", r.method, shellQuote(r.fullURL()))
	for _, h := range r.headers {
		fmt.Fprintf(&b, " \\\n  --header %s", shellQuote(h.name+": "+h.value))
	}
	if bd := r.body; bd != nil {
		switch {
		case bd.isJSON:
			fmt.Fprintf(&b, " \\\n  --data %s", shellQuote(FormatJSON(bd.json)))
		case bd.multipart:
			for _, f := range bd.form {
				fmt.Fprintf(&b, " \\\n  --form %s", shellQuote(f.name+"="+f.value))
			}
			for _, f := range bd.files {
				fmt.Fprintf(&b, " \\\n  --form %s", shellQuote(f.name+"=@"+f.value))
			}
		case bd.form != nil:
			for _, f := range bd.form {
				fmt.Fprintf(&b, " \\\n  --data-urlencode %s", shellQuote(f.name+"="+f.value))
			}
		default:
			fmt.Fprintf(&b, " \\\n  --data %s", shellQuote(bd.raw))
		}
	}
	return b.String()
}

// literal writes values in a language's own syntax for maps and lists.
type literal struct {
	null, yes, no         string
	open, close           string // of an object
	openList, closeList   string
	keySep                string
	quote                 func(string) string
	emptyObj, emptyListLt string
}

func (l literal) write(b *strings.Builder, v any, indent string, depth int) {
	if depth > 64 {
		b.WriteString(l.null)
		return
	}
	switch v := v.(type) {
	case nil:
		b.WriteString(l.null)
	case bool:
		if v {
			b.WriteString(l.yes)
		} else {
			b.WriteString(l.no)
		}
	case string:
		b.WriteString(l.quote(v))
	case float64:
		b.WriteString(jsNumber(v))
	case []any:
		if len(v) == 0 {
			b.WriteString(l.openList + l.closeList)
			return
		}
		b.WriteString(l.openList + "\n")
		for i, x := range v {
			b.WriteString(indent + "  ")
			l.write(b, x, indent+"  ", depth+1)
			if i < len(v)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + l.closeList)
	case Object:
		if len(v) == 0 {
			b.WriteString(l.open + l.close)
			return
		}
		b.WriteString(l.open + "\n")
		for i, m := range v {
			b.WriteString(indent + "  " + l.quote(m.Name) + l.keySep)
			l.write(b, m.Value, indent+"  ", depth+1)
			if i < len(v)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString(indent + l.close)
	default:
		b.WriteString(l.null)
	}
}

func (l literal) text(v any, indent string) string {
	var b strings.Builder
	l.write(&b, v, indent, 0)
	return b.String()
}

var (
	pythonLit = literal{null: "None", yes: "True", no: "False", open: "{", close: "}", openList: "[", closeList: "]", keySep: ": ", quote: QuoteJSON}
	rubyLit   = literal{null: "nil", yes: "true", no: "false", open: "{", close: "}", openList: "[", closeList: "]", keySep: " => ", quote: rubyQuote}
	phpLit    = literal{null: "null", yes: "true", no: "false", open: "[", close: "]", openList: "[", closeList: "]", keySep: " => ", quote: phpQuote}
	jsLit     = literal{null: "null", yes: "true", no: "false", open: "{", close: "}", openList: "[", closeList: "]", keySep: ": ", quote: QuoteJSON}
	dartLit   = literal{null: "null", yes: "true", no: "false", open: "{", close: "}", openList: "[", closeList: "]", keySep: ": ", quote: dartQuote}
)

func rubyQuote(s string) string {
	q := QuoteJSON(s)
	return strings.ReplaceAll(q, "#{", `\#{`)
}

func phpQuote(s string) string {
	return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'"
}

func dartQuote(s string) string {
	return strings.ReplaceAll(QuoteJSON(s), "$", `\$`)
}

// pyDict writes pairs as a Python dict.
func pyDict(ps []kv, indent string) string {
	if len(ps) == 0 {
		return "{}"
	}
	var b strings.Builder
	b.WriteString("{\n")
	for i, p := range ps {
		fmt.Fprintf(&b, "%s    %s: %s", indent, QuoteJSON(p.name), QuoteJSON(p.value))
		if i < len(ps)-1 {
			b.WriteByte(',')
		}
		b.WriteByte('\n')
	}
	b.WriteString(indent + "}")
	return b.String()
}

func pythonSample(r *request) string {
	var b strings.Builder
	b.WriteString("import requests\n\n")
	fmt.Fprintf(&b, "url = %s\n", QuoteJSON(r.url))
	var args []string
	if len(r.query) > 0 {
		fmt.Fprintf(&b, "params = %s\n", pyDict(r.query, ""))
		args = append(args, "params=params")
	}
	if len(r.headers) > 0 {
		fmt.Fprintf(&b, "headers = %s\n", pyDict(r.headers, ""))
		args = append(args, "headers=headers")
	}
	if bd := r.body; bd != nil {
		switch {
		case bd.isJSON:
			fmt.Fprintf(&b, "payload = %s\n", reindent(pythonLit.text(bd.json, ""), 4))
			args = append(args, "json=payload")
		case bd.form != nil || bd.files != nil:
			fmt.Fprintf(&b, "data = %s\n", pyDict(bd.form, ""))
			args = append(args, "data=data")
			if len(bd.files) > 0 {
				var fs []kv
				for _, f := range bd.files {
					fs = append(fs, kv{f.name, f.value})
				}
				b.WriteString("files = {\n")
				for i, f := range fs {
					fmt.Fprintf(&b, "    %s: open(%s, \"rb\")", QuoteJSON(f.name), QuoteJSON(f.value))
					if i < len(fs)-1 {
						b.WriteByte(',')
					}
					b.WriteByte('\n')
				}
				b.WriteString("}\n")
				args = append(args, "files=files")
			}
		default:
			fmt.Fprintf(&b, "payload = %s\n", QuoteJSON(bd.raw))
			args = append(args, "data=payload")
		}
	}
	call := "requests." + strings.ToLower(r.method) + "(url"
	switch r.method {
	case "GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS":
	default:
		call = "requests.request(" + QuoteJSON(r.method) + ", url"
	}
	for _, a := range args {
		call += ", " + a
	}
	fmt.Fprintf(&b, "\nresponse = %s)\n\nprint(response.status_code)\nprint(response.text)", call)
	return b.String()
}

// reindent changes a literal's two-space indentation to n spaces.
func reindent(s string, n int) string {
	if n == 2 {
		return s
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		t := strings.TrimLeft(l, " ")
		lines[i] = strings.Repeat(" ", (len(l)-len(t))/2*n) + t
	}
	return strings.Join(lines, "\n")
}

// fetchInit writes the second argument of fetch.
func fetchInit(r *request) string {
	var b strings.Builder
	b.WriteString("{\n  method: " + QuoteJSON(r.method))
	if len(r.headers) > 0 {
		b.WriteString(",\n  headers: {\n")
		for i, h := range r.headers {
			fmt.Fprintf(&b, "    %s: %s", QuoteJSON(h.name), QuoteJSON(h.value))
			if i < len(r.headers)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("  }")
	}
	if bd := r.body; bd != nil {
		switch {
		case bd.isJSON:
			b.WriteString(",\n  body: JSON.stringify(" + jsLit.text(bd.json, "  ") + ")")
		case bd.form != nil || bd.files != nil:
			b.WriteString(",\n  body: form")
		default:
			b.WriteString(",\n  body: " + QuoteJSON(bd.raw))
		}
	}
	b.WriteString("\n}")
	return b.String()
}

// jsForm writes the form a fetch sends, before the call: in a browser a
// file comes from a file input, in Node.js from the disk.
func jsForm(r *request, node bool) string {
	bd := r.body
	if bd == nil || bd.isJSON || bd.form == nil && bd.files == nil {
		return ""
	}
	var b strings.Builder
	if bd.multipart {
		b.WriteString("const form = new FormData();\n")
		for _, f := range bd.form {
			fmt.Fprintf(&b, "form.append(%s, %s);\n", QuoteJSON(f.name), QuoteJSON(f.value))
		}
		for _, f := range bd.files {
			if node {
				fmt.Fprintf(&b, "form.append(%s, await openAsBlob(%s), %s);\n", QuoteJSON(f.name), QuoteJSON(f.value), QuoteJSON(path.Base(f.value)))
			} else {
				fmt.Fprintf(&b, "form.append(%s, fileInput.files[0]);\n", QuoteJSON(f.name))
			}
		}
	} else {
		b.WriteString("const form = new URLSearchParams();\n")
		for _, f := range bd.form {
			fmt.Fprintf(&b, "form.append(%s, %s);\n", QuoteJSON(f.name), QuoteJSON(f.value))
		}
	}
	return b.String() + "\n"
}

func jsSample(r *request) string {
	return jsForm(r, false) + jsFetch(r)
}

// jsFetch writes the fetch and what follows it.
func jsFetch(r *request) string {
	return "const response = await fetch(" + QuoteJSON(r.fullURL()) + ", " + fetchInit(r) + ");\n\nconst data = await response.json();\nconsole.log(data);"
}

func nodeSample(r *request) string {
	if bd := r.body; bd != nil && len(bd.files) > 0 {
		return "// Node.js 20 or later: fetch, FormData and openAsBlob are built in.\nimport { openAsBlob } from \"node:fs\";\n\n" + jsForm(r, true) + jsFetch(r)
	}
	return "// Node.js 18 or later: fetch is built in.\n" + jsSample(r)
}

func tsSample(r *request) string {
	return jsForm(r, false) + "const response: Response = await fetch(" + QuoteJSON(r.fullURL()) + ", " + fetchInit(r) + ");\n\nconst data: unknown = await response.json();\nconsole.log(data);"
}

func phpSample(r *request) string {
	var b strings.Builder
	b.WriteString("<?php\n\n$curl = curl_init();\n\ncurl_setopt_array($curl, [\n")
	fmt.Fprintf(&b, "  CURLOPT_URL => %s,\n  CURLOPT_RETURNTRANSFER => true,\n  CURLOPT_CUSTOMREQUEST => %s,\n", phpQuote(r.fullURL()), phpQuote(r.method))
	if bd := r.body; bd != nil {
		switch {
		case bd.isJSON:
			fmt.Fprintf(&b, "  CURLOPT_POSTFIELDS => json_encode(%s),\n", phpLit.text(bd.json, "  "))
		case bd.form != nil || bd.files != nil:
			var fields []string
			for _, f := range bd.form {
				fields = append(fields, "    "+phpQuote(f.name)+" => "+phpQuote(f.value))
			}
			for _, f := range bd.files {
				fields = append(fields, "    "+phpQuote(f.name)+" => new CURLFile("+phpQuote(f.value)+")")
			}
			postFields := "[\n" + strings.Join(fields, ",\n") + "\n  ]"
			if !bd.multipart {
				postFields = "http_build_query(" + postFields + ")"
			}
			fmt.Fprintf(&b, "  CURLOPT_POSTFIELDS => %s,\n", postFields)
		default:
			fmt.Fprintf(&b, "  CURLOPT_POSTFIELDS => %s,\n", phpQuote(bd.raw))
		}
	}
	if len(r.headers) > 0 {
		b.WriteString("  CURLOPT_HTTPHEADER => [\n")
		for i, h := range r.headers {
			b.WriteString("    " + phpQuote(h.name+": "+h.value))
			if i < len(r.headers)-1 {
				b.WriteByte(',')
			}
			b.WriteByte('\n')
		}
		b.WriteString("  ],\n")
	}
	b.WriteString("]);\n\n$response = curl_exec($curl);\n$error = curl_error($curl);\ncurl_close($curl);\n\n")
	b.WriteString("if ($error) {\n  echo \"cURL error: \" . $error;\n} else {\n  echo $response;\n}")
	return b.String()
}

// goRaw quotes a string for Go: a raw string when it can be one.
func goRaw(s string) string {
	if !strings.Contains(s, "`") && !strings.Contains(s, "\r") {
		return "`" + s + "`"
	}
	return strconv.Quote(s)
}

func goSample(r *request) string {
	var b strings.Builder
	imports := []string{"fmt", "io", "net/http"}
	body := "nil"
	var pre string
	if bd := r.body; bd != nil {
		switch {
		case bd.isJSON:
			imports = append(imports, "strings")
			pre = "\tbody := strings.NewReader(" + goRaw(FormatJSON(bd.json)) + ")\n"
			body = "body"
		case bd.multipart:
			imports = append(imports, "bytes", "mime/multipart")
			var p strings.Builder
			p.WriteString("\tvar body bytes.Buffer\n\tform := multipart.NewWriter(&body)\n")
			for _, f := range bd.form {
				fmt.Fprintf(&p, "\tform.WriteField(%s, %s)\n", strconv.Quote(f.name), strconv.Quote(f.value))
			}
			for _, f := range bd.files {
				fmt.Fprintf(&p, "\tpart, _ := form.CreateFormFile(%s, %s)\n\tpart.Write([]byte(\"<file contents>\"))\n", strconv.Quote(f.name), strconv.Quote(f.value))
			}
			p.WriteString("\tform.Close()\n")
			pre, body = p.String(), "&body"
		case bd.form != nil:
			imports = append(imports, "net/url", "strings")
			var p strings.Builder
			p.WriteString("\tform := url.Values{}\n")
			for _, f := range bd.form {
				fmt.Fprintf(&p, "\tform.Set(%s, %s)\n", strconv.Quote(f.name), strconv.Quote(f.value))
			}
			p.WriteString("\tbody := strings.NewReader(form.Encode())\n")
			pre, body = p.String(), "body"
		default:
			imports = append(imports, "strings")
			pre = "\tbody := strings.NewReader(" + goRaw(bd.raw) + ")\n"
			body = "body"
		}
	}
	slices.Sort(imports)
	b.WriteString("package main\n\nimport (\n")
	for _, im := range imports {
		fmt.Fprintf(&b, "\t%q\n", im)
	}
	b.WriteString(")\n\nfunc main() {\n")
	b.WriteString(pre)
	fmt.Fprintf(&b, "\treq, err := http.NewRequest(%q, %s, %s)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n", r.method, strconv.Quote(r.fullURL()), body)
	for _, h := range r.headers {
		fmt.Fprintf(&b, "\treq.Header.Set(%s, %s)\n", strconv.Quote(h.name), strconv.Quote(h.value))
	}
	if r.body != nil && r.body.multipart {
		b.WriteString("\treq.Header.Set(\"Content-Type\", form.FormDataContentType())\n")
	}
	b.WriteString("\n\tres, err := http.DefaultClient.Do(req)\n\tif err != nil {\n\t\tpanic(err)\n\t}\n\tdefer res.Body.Close()\n\n")
	b.WriteString("\tdata, _ := io.ReadAll(res.Body)\n\tfmt.Println(res.Status)\n\tfmt.Println(string(data))\n}")
	return b.String()
}

// textBlock writes a multi-line string literal delimited by """ (Java,
// Swift, Kotlin, C#), escaping what would end it.
func textBlock(s, indent string, escape func(string) string) string {
	if escape != nil {
		s = escape(s)
	}
	return "\"\"\"\n" + indent + strings.ReplaceAll(s, "\n", "\n"+indent) + "\n" + indent + "\"\"\""
}

// bodyText is a body as the text a client sends.
func (bd *reqBody) text() string {
	switch {
	case bd.isJSON:
		return FormatJSON(bd.json)
	case bd.form != nil:
		var parts []string
		for _, f := range bd.form {
			parts = append(parts, queryEscape(f.name)+"="+queryEscape(f.value))
		}
		return strings.Join(parts, "&")
	}
	return bd.raw
}

func javaSample(r *request) string {
	var b strings.Builder
	b.WriteString("import java.net.URI;\nimport java.net.http.HttpClient;\nimport java.net.http.HttpRequest;\nimport java.net.http.HttpResponse;\n")
	multipart := r.body != nil && r.body.multipart
	if multipart {
		// java.net.http has no multipart writer: the body is written
		// part by part.
		b.WriteString("import java.nio.charset.StandardCharsets;\nimport java.nio.file.Files;\nimport java.nio.file.Path;\nimport java.util.ArrayList;\nimport java.util.List;\nimport java.util.UUID;\n\n")
		b.WriteString("String boundary = \"FolioBoundary\" + UUID.randomUUID();\nList<byte[]> body = new ArrayList<>();\n")
		for _, f := range r.body.form {
			fmt.Fprintf(&b, "body.add((\"--\" + boundary + %s).getBytes(StandardCharsets.UTF_8));\n", strconv.Quote("\r\n"+partHeader(f.name, "")+f.value+"\r\n"))
		}
		for _, f := range r.body.files {
			fmt.Fprintf(&b, "body.add((\"--\" + boundary + %s).getBytes(StandardCharsets.UTF_8));\n", strconv.Quote("\r\n"+partHeader(f.name, f.value)))
			fmt.Fprintf(&b, "body.add(Files.readAllBytes(Path.of(%s)));\nbody.add(\"\\r\\n\".getBytes(StandardCharsets.UTF_8));\n", strconv.Quote(f.value))
		}
		b.WriteString("body.add((\"--\" + boundary + \"--\\r\\n\").getBytes(StandardCharsets.UTF_8));\n")
	}
	b.WriteString("\nHttpRequest request = HttpRequest.newBuilder()\n")
	fmt.Fprintf(&b, "    .uri(URI.create(%s))\n", strconv.Quote(r.fullURL()))
	for _, h := range r.headers {
		fmt.Fprintf(&b, "    .header(%s, %s)\n", strconv.Quote(h.name), strconv.Quote(h.value))
	}
	publisher := "HttpRequest.BodyPublishers.noBody()"
	if bd := r.body; bd != nil {
		if bd.multipart {
			b.WriteString("    .header(\"Content-Type\", \"multipart/form-data; boundary=\" + boundary)\n")
			publisher = "HttpRequest.BodyPublishers.ofByteArrays(body)"
		} else if bd.isJSON && strings.Contains(bd.text(), "\n") {
			publisher = "HttpRequest.BodyPublishers.ofString(" + textBlock(bd.text(), "        ", func(s string) string {
				return strings.NewReplacer(`\`, `\\`, `"""`, `\"""`).Replace(s)
			}) + ")"
		} else {
			publisher = "HttpRequest.BodyPublishers.ofString(" + strconv.Quote(bd.text()) + ")"
		}
	}
	fmt.Fprintf(&b, "    .method(%q, %s)\n    .build();\n\n", r.method, publisher)
	b.WriteString("HttpResponse<String> response = HttpClient.newHttpClient()\n    .send(request, HttpResponse.BodyHandlers.ofString());\n\n")
	b.WriteString("System.out.println(response.statusCode());\nSystem.out.println(response.body());")
	return b.String()
}

func rubySample(r *request) string {
	var b strings.Builder
	b.WriteString("require \"uri\"\nrequire \"net/http\"\n")
	if r.body != nil && r.body.isJSON {
		b.WriteString("require \"json\"\n")
	}
	fmt.Fprintf(&b, "\nurl = URI(%s)\n\nhttp = Net::HTTP.new(url.host, url.port)\nhttp.use_ssl = url.scheme == \"https\"\n\n", rubyQuote(r.fullURL()))
	class := map[string]string{"GET": "Get", "POST": "Post", "PUT": "Put", "PATCH": "Patch", "DELETE": "Delete", "HEAD": "Head", "OPTIONS": "Options", "TRACE": "Trace"}[r.method]
	if class == "" {
		class = "Get"
	}
	fmt.Fprintf(&b, "request = Net::HTTP::%s.new(url)\n", class)
	for _, h := range r.headers {
		fmt.Fprintf(&b, "request[%s] = %s\n", rubyQuote(h.name), rubyQuote(h.value))
	}
	if bd := r.body; bd != nil {
		switch {
		case bd.isJSON:
			fmt.Fprintf(&b, "request.body = JSON.generate(%s)\n", rubyLit.text(bd.json, ""))
		case bd.form != nil || bd.files != nil:
			var fields []string
			for _, f := range bd.form {
				fields = append(fields, "["+rubyQuote(f.name)+", "+rubyQuote(f.value)+"]")
			}
			for _, f := range bd.files {
				fields = append(fields, "["+rubyQuote(f.name)+", File.open("+rubyQuote(f.value)+")]")
			}
			enc := ""
			if bd.multipart {
				enc = ", enctype: \"multipart/form-data\""
			}
			fmt.Fprintf(&b, "request.set_form([%s]%s)\n", strings.Join(fields, ", "), enc)
		default:
			fmt.Fprintf(&b, "request.body = %s\n", rubyQuote(bd.raw))
		}
	}
	b.WriteString("\nresponse = http.request(request)\nputs response.code\nputs response.read_body")
	return b.String()
}

func psQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", "''") + "'" }

func powershellSample(r *request) string {
	var b strings.Builder
	if len(r.headers) > 0 {
		b.WriteString("$headers = @{\n")
		for _, h := range r.headers {
			if strings.EqualFold(h.name, "Content-Type") {
				continue
			}
			fmt.Fprintf(&b, "  %s = %s\n", psQuote(h.name), psQuote(h.value))
		}
		b.WriteString("}\n")
	}
	args := []string{"-Uri " + psQuote(r.fullURL()), "-Method " + r.method}
	if len(r.headers) > 0 {
		args = append(args, "-Headers $headers")
	}
	if bd := r.body; bd != nil {
		switch {
		case bd.isJSON:
			fmt.Fprintf(&b, "$body = @'\n%s\n'@\n", FormatJSON(bd.json))
			args = append(args, "-ContentType "+psQuote(bd.contentType), "-Body $body")
		case bd.form != nil || bd.files != nil:
			b.WriteString("$form = @{\n")
			for _, f := range bd.form {
				fmt.Fprintf(&b, "  %s = %s\n", psQuote(f.name), psQuote(f.value))
			}
			for _, f := range bd.files {
				fmt.Fprintf(&b, "  %s = Get-Item %s\n", psQuote(f.name), psQuote(f.value))
			}
			b.WriteString("}\n")
			args = append(args, "-Form $form")
		default:
			fmt.Fprintf(&b, "$body = %s\n", psQuote(bd.raw))
			args = append(args, "-ContentType "+psQuote(bd.contentType), "-Body $body")
		}
	}
	b.WriteString("\n$response = Invoke-RestMethod " + strings.Join(args, " `\n  ") + "\n\n$response | ConvertTo-Json -Depth 10")
	return b.String()
}

// swiftString quotes a string for Swift.
func swiftString(s string) string {
	return QuoteJSON(strings.ReplaceAll(s, `\(`, `\\(`))
}

func swiftSample(r *request) string {
	var b strings.Builder
	b.WriteString("import Foundation\n\n")
	fmt.Fprintf(&b, "var request = URLRequest(url: URL(string: %s)!)\nrequest.httpMethod = %s\n", swiftString(r.fullURL()), QuoteJSON(r.method))
	for _, h := range r.headers {
		fmt.Fprintf(&b, "request.setValue(%s, forHTTPHeaderField: %s)\n", swiftString(h.value), swiftString(h.name))
	}
	if bd := r.body; bd != nil && bd.multipart {
		// URLSession has no multipart writer: the body is written part
		// by part.
		b.WriteString("\nlet boundary = \"Boundary-\\(UUID().uuidString)\"\nvar body = Data()\n")
		if len(bd.form) > 0 {
			b.WriteString("for (name, value) in [")
			for i, f := range bd.form {
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "(%s, %s)", swiftString(f.name), swiftString(f.value))
			}
			b.WriteString("] {\n    body.append(Data(\"--\\(boundary)\\r\\nContent-Disposition: form-data; name=\\\"\\(name)\\\"\\r\\n\\r\\n\\(value)\\r\\n\".utf8))\n}\n")
		}
		if len(bd.files) > 0 {
			b.WriteString("for (name, path) in [")
			for i, f := range bd.files {
				if i > 0 {
					b.WriteString(", ")
				}
				fmt.Fprintf(&b, "(%s, %s)", swiftString(f.name), swiftString(f.value))
			}
			b.WriteString("] {\n    let file = URL(fileURLWithPath: path)\n")
			b.WriteString("    body.append(Data(\"--\\(boundary)\\r\\nContent-Disposition: form-data; name=\\\"\\(name)\\\"; filename=\\\"\\(file.lastPathComponent)\\\"\\r\\nContent-Type: application/octet-stream\\r\\n\\r\\n\".utf8))\n")
			b.WriteString("    body.append(try Data(contentsOf: file))\n    body.append(Data(\"\\r\\n\".utf8))\n}\n")
		}
		b.WriteString("body.append(Data(\"--\\(boundary)--\\r\\n\".utf8))\n")
		b.WriteString("request.setValue(\"multipart/form-data; boundary=\\(boundary)\", forHTTPHeaderField: \"Content-Type\")\nrequest.httpBody = body\n")
	}
	if bd := r.body; bd != nil && !bd.multipart {
		text := bd.text()
		if strings.Contains(text, "\n") {
			fmt.Fprintf(&b, "request.httpBody = %s.data(using: .utf8)\n", textBlock(text, "", func(s string) string {
				return strings.NewReplacer(`\`, `\\`, `"""`, `\"""`).Replace(s)
			}))
		} else {
			fmt.Fprintf(&b, "request.httpBody = %s.data(using: .utf8)\n", swiftString(text))
		}
	}
	b.WriteString("\nlet (data, response) = try await URLSession.shared.data(for: request)\n")
	b.WriteString("print((response as? HTTPURLResponse)?.statusCode ?? 0)\nprint(String(decoding: data, as: UTF8.self))")
	return b.String()
}

func csharpSample(r *request) string {
	var b strings.Builder
	b.WriteString("using System.Net.Http;\nusing System.Text;\n\nvar client = new HttpClient();\n")
	fmt.Fprintf(&b, "var request = new HttpRequestMessage(new HttpMethod(%q), %s);\n", r.method, QuoteJSON(r.fullURL()))
	ct := ""
	for _, h := range r.headers {
		if strings.EqualFold(h.name, "Content-Type") {
			ct = h.value
			continue
		}
		fmt.Fprintf(&b, "request.Headers.TryAddWithoutValidation(%s, %s);\n", QuoteJSON(h.name), QuoteJSON(h.value))
	}
	if bd := r.body; bd != nil {
		switch {
		case bd.multipart:
			b.WriteString("var form = new MultipartFormDataContent();\n")
			for _, f := range bd.form {
				fmt.Fprintf(&b, "form.Add(new StringContent(%s), %s);\n", QuoteJSON(f.value), QuoteJSON(f.name))
			}
			for _, f := range bd.files {
				fmt.Fprintf(&b, "form.Add(new ByteArrayContent(File.ReadAllBytes(%s)), %s, %s);\n", QuoteJSON(f.value), QuoteJSON(f.name), QuoteJSON(f.value))
			}
			b.WriteString("request.Content = form;\n")
		default:
			text := bd.text()
			lit := QuoteJSON(text)
			if strings.Contains(text, "\n") && !strings.Contains(text, `"""`) {
				lit = textBlock(text, "", nil)
			}
			fmt.Fprintf(&b, "request.Content = new StringContent(%s, Encoding.UTF8, %s);\n", lit, QuoteJSON(ct))
		}
	}
	b.WriteString("\nvar response = await client.SendAsync(request);\nConsole.WriteLine((int)response.StatusCode);\nConsole.WriteLine(await response.Content.ReadAsStringAsync());")
	return b.String()
}

// cString quotes a string for C.
func cString(s string) string {
	return strconv.Quote(s)
}

func cSample(r *request) string {
	var b strings.Builder
	b.WriteString("#include <curl/curl.h>\n\nint main(void) {\n  CURL *curl = curl_easy_init();\n  if (!curl) return 1;\n\n")
	fmt.Fprintf(&b, "  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, %s);\n  curl_easy_setopt(curl, CURLOPT_URL, %s);\n", cString(r.method), cString(r.fullURL()))
	if len(r.headers) > 0 {
		b.WriteString("\n  struct curl_slist *headers = NULL;\n")
		for _, h := range r.headers {
			fmt.Fprintf(&b, "  headers = curl_slist_append(headers, %s);\n", cString(h.name+": "+h.value))
		}
		b.WriteString("  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, headers);\n")
	}
	if bd := r.body; bd != nil {
		if bd.multipart {
			b.WriteString("\n  curl_mime *form = curl_mime_init(curl);\n  curl_mimepart *field;\n")
			for _, f := range bd.form {
				fmt.Fprintf(&b, "  field = curl_mime_addpart(form);\n  curl_mime_name(field, %s);\n  curl_mime_data(field, %s, CURL_ZERO_TERMINATED);\n", cString(f.name), cString(f.value))
			}
			for _, f := range bd.files {
				fmt.Fprintf(&b, "  field = curl_mime_addpart(form);\n  curl_mime_name(field, %s);\n  curl_mime_filedata(field, %s);\n", cString(f.name), cString(f.value))
			}
			b.WriteString("  curl_easy_setopt(curl, CURLOPT_MIMEPOST, form);\n")
		} else {
			fmt.Fprintf(&b, "\n  curl_easy_setopt(curl, CURLOPT_POSTFIELDS, %s);\n", cString(compactBody(bd)))
		}
	}
	b.WriteString("\n  CURLcode res = curl_easy_perform(curl);\n  curl_easy_cleanup(curl);\n  return res == CURLE_OK ? 0 : 1;\n}")
	return b.String()
}

// compactBody is a body on one line, for languages without multi-line
// strings.
func compactBody(bd *reqBody) string {
	if bd.isJSON {
		return CompactJSON(bd.json)
	}
	return bd.text()
}

// partHeader is the head of a part of a multipart body, its empty line
// included: a field, or a file (filename set). A quote in a name is
// written %22, as browsers write it.
func partHeader(name, filename string) string {
	q := strings.NewReplacer(`"`, "%22", "\r", "%0D", "\n", "%0A")
	h := `Content-Disposition: form-data; name="` + q.Replace(name) + `"`
	if filename != "" {
		h += `; filename="` + q.Replace(path.Base(filename)) + "\"\r\nContent-Type: application/octet-stream"
	}
	return h + "\r\n\r\n"
}

func kotlinSample(r *request) string {
	var b strings.Builder
	multipart := r.body != nil && r.body.multipart
	if multipart {
		b.WriteString("import java.io.File\nimport okhttp3.MediaType.Companion.toMediaType\nimport okhttp3.MultipartBody\nimport okhttp3.OkHttpClient\nimport okhttp3.Request\nimport okhttp3.RequestBody.Companion.asRequestBody\n\n")
	} else {
		b.WriteString("import okhttp3.MediaType.Companion.toMediaType\nimport okhttp3.OkHttpClient\nimport okhttp3.Request\nimport okhttp3.RequestBody.Companion.toRequestBody\n\n")
	}
	b.WriteString("val client = OkHttpClient()\n\n")
	body := "null"
	if multipart {
		b.WriteString("val body = MultipartBody.Builder()\n    .setType(MultipartBody.FORM)\n")
		for _, f := range r.body.form {
			fmt.Fprintf(&b, "    .addFormDataPart(%s, %s)\n", kotlinString(f.name), kotlinString(f.value))
		}
		for _, f := range r.body.files {
			fmt.Fprintf(&b, "    .addFormDataPart(%s, %s, File(%s).asRequestBody(\"application/octet-stream\".toMediaType()))\n",
				kotlinString(f.name), kotlinString(path.Base(f.value)), kotlinString(f.value))
		}
		b.WriteString("    .build()\n\n")
		body = "body"
	}
	if bd := r.body; bd != nil && !bd.multipart {
		text := bd.text()
		lit := kotlinString(text)
		if strings.Contains(text, "\n") {
			lit = textBlock(text, "", func(s string) string { return strings.ReplaceAll(s, "$", "${'$'}") }) + ".trimIndent()"
		}
		fmt.Fprintf(&b, "val body = %s\n    .toRequestBody(%s.toMediaType())\n\n", lit, kotlinString(bd.contentType))
		body = "body"
	}
	fmt.Fprintf(&b, "val request = Request.Builder()\n    .url(%s)\n    .method(%s, %s)\n", kotlinString(r.fullURL()), kotlinString(r.method), body)
	for _, h := range r.headers {
		fmt.Fprintf(&b, "    .addHeader(%s, %s)\n", kotlinString(h.name), kotlinString(h.value))
	}
	b.WriteString("    .build()\n\nclient.newCall(request).execute().use { response ->\n    println(response.code)\n    println(response.body?.string())\n}")
	return b.String()
}

func kotlinString(s string) string {
	return strings.ReplaceAll(QuoteJSON(s), "$", `\$`)
}

func rustSample(r *request) string {
	var b strings.Builder
	b.WriteString("use reqwest::blocking::Client;\n\nfn main() -> Result<(), Box<dyn std::error::Error>> {\n    let client = Client::new();\n")
	if bd := r.body; bd != nil && bd.multipart {
		// reqwest's "multipart" feature.
		b.WriteString("    let form = reqwest::blocking::multipart::Form::new()")
		for _, f := range bd.form {
			fmt.Fprintf(&b, "\n        .text(%s, %s)", QuoteJSON(f.name), QuoteJSON(f.value))
		}
		for _, f := range bd.files {
			fmt.Fprintf(&b, "\n        .file(%s, %s)?", QuoteJSON(f.name), QuoteJSON(f.value))
		}
		b.WriteString(";\n")
	}
	fmt.Fprintf(&b, "    let response = client\n        .request(reqwest::Method::from_bytes(b%s)?, %s)\n", QuoteJSON(r.method), QuoteJSON(r.fullURL()))
	for _, h := range r.headers {
		if r.body != nil && r.body.isJSON && strings.EqualFold(h.name, "Content-Type") && h.value == "application/json" {
			continue // .json() sets it
		}
		fmt.Fprintf(&b, "        .header(%s, %s)\n", QuoteJSON(h.name), QuoteJSON(h.value))
	}
	if bd := r.body; bd != nil {
		switch {
		case bd.isJSON:
			fmt.Fprintf(&b, "        .json(&serde_json::json!(%s))\n", reindent(jsLit.text(bd.json, "        "), 2))
		case bd.form != nil && !bd.multipart:
			var fs []string
			for _, f := range bd.form {
				fs = append(fs, "("+QuoteJSON(f.name)+", "+QuoteJSON(f.value)+")")
			}
			fmt.Fprintf(&b, "        .form(&[%s])\n", strings.Join(fs, ", "))
		case bd.multipart:
			b.WriteString("        .multipart(form)\n")
		default:
			fmt.Fprintf(&b, "        .body(%s)\n", QuoteJSON(bd.raw))
		}
	}
	b.WriteString("        .send()?;\n\n    println!(\"{}\", response.status());\n    println!(\"{}\", response.text()?);\n    Ok(())\n}")
	return b.String()
}

func dartSample(r *request) string {
	var b strings.Builder
	b.WriteString("import 'dart:convert';\nimport 'package:http/http.dart' as http;\n\nvoid main() async {\n")
	class := "Request"
	if r.body != nil && r.body.multipart {
		class = "MultipartRequest"
	}
	fmt.Fprintf(&b, "  final request = http.%s(%s, Uri.parse(%s));\n", class, dartQuote(r.method), dartQuote(r.fullURL()))
	for _, h := range r.headers {
		fmt.Fprintf(&b, "  request.headers[%s] = %s;\n", dartQuote(h.name), dartQuote(h.value))
	}
	if bd := r.body; bd != nil && bd.multipart {
		for _, f := range bd.form {
			fmt.Fprintf(&b, "  request.fields[%s] = %s;\n", dartQuote(f.name), dartQuote(f.value))
		}
		for _, f := range bd.files {
			fmt.Fprintf(&b, "  request.files.add(await http.MultipartFile.fromPath(%s, %s));\n", dartQuote(f.name), dartQuote(f.value))
		}
	}
	if bd := r.body; bd != nil && !bd.multipart {
		if bd.isJSON {
			fmt.Fprintf(&b, "  request.body = jsonEncode(%s);\n", dartLit.text(bd.json, "  "))
		} else {
			fmt.Fprintf(&b, "  request.body = %s;\n", dartQuote(bd.text()))
		}
	}
	b.WriteString("\n  final response = await http.Response.fromStream(await request.send());\n  print(response.statusCode);\n  print(response.body);\n}")
	return b.String()
}
