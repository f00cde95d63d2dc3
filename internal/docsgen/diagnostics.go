package main

import (
	"bytes"
	"context"
	"embed"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"text/template"

	"github.com/rogpeppe/go-internal/txtar"
	"golang.org/x/sync/errgroup"

	"github.com/foliodocs/folio/internal/cli"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/nav"
)

// codeFiles hold one example per diagnostic code: codes/CODE.txtar. The
// comment of the archive says what the code means and how to fix it, in
// "Key: text" lines (a line without a key continues the one before):
//
//	Group: Pages          the section of the page (groupOrder)
//	What:  what the code means
//	Fix:   how to make it go away
//	Run:   build          what to run: validate (default), build, or nav,
//	                      the navigation alone without fetching (as the
//	                      agent's checks resolve it); none for a code no
//	                      docs folder can cause (an unreadable file, when
//	                      the tests run as root), whose What says when it
//	                      happens
//	Template: docs.json   files that are text/template, with
//	                      {{repeat "text" N}}, for inputs too large to keep
//
// and its files are a docs folder on which the command reports the code
// (a name starting with ../ is outside it: ../cache/ is the user's cache
// folder). The page shows what the command really prints for it.
//
//go:embed codes/*.txtar
var codeFiles embed.FS

// groupOrder orders the sections of the diagnostics page.
var groupOrder = []string{"JSON", "Configuration", "Includes", "Navigation and files", "OpenAPI", "Frontmatter", "Pages", "Site"}

var groupIntro = map[string]string{
	"JSON":                 "The configuration file is read exactly as `JSON.parse` would read it; anything else stops here, at its position.",
	"Configuration":        "Every key and value of `docs.json` (or `mint.json`), checked against the model on the [docs.json reference](/reference/docs-json).",
	"Includes":             "`$ref` includes: another JSON file of the docs folder in place of a value.",
	"Navigation and files": "What the navigation names on disk: pages, group roots, links.",
	"OpenAPI":              "OpenAPI specifications and the operations the navigation names in them.",
	"Frontmatter":          "The YAML block at the top of a page.",
	"Pages":                "Each page rendered: its MDX, its components, its snippets, its JavaScript, its links.",
	"Site":                 "Settings that decide how the site is drawn.",
}

// codeDoc is one code's entry.
type codeDoc struct {
	code, group, what, fix, run string
	templates                   []string
	files                       []txtar.File
	// severity and output are what the command printed for the code.
	severity, output string
}

// loadCodeDocs reads codes/*.txtar.
func loadCodeDocs() ([]*codeDoc, error) {
	names, err := listCodeFiles()
	if err != nil {
		return nil, err
	}
	var docs []*codeDoc
	for _, name := range names {
		data, err := codeFiles.ReadFile(name)
		if err != nil {
			return nil, err
		}
		ar := txtar.Parse(data)
		d := &codeDoc{code: strings.TrimSuffix(path.Base(name), ".txtar"), files: ar.Files, run: "validate"}
		if err := d.parseComment(string(ar.Comment)); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if (len(d.files) == 0) != (d.run == "none") {
			return nil, fmt.Errorf("%s: an example has files unless it is Run: none", name)
		}
		docs = append(docs, d)
	}
	return docs, nil
}

func listCodeFiles() ([]string, error) {
	entries, err := codeFiles.ReadDir("codes")
	if err != nil {
		return nil, err
	}
	var out []string
	for _, e := range entries {
		if strings.HasSuffix(e.Name(), ".txtar") {
			out = append(out, "codes/"+e.Name())
		}
	}
	return out, nil
}

var commentKey = regexp.MustCompile(`^(Group|What|Fix|Run|Template):\s*(.*)$`)

func (d *codeDoc) parseComment(c string) error {
	var key string
	vals := map[string]string{}
	for _, line := range strings.Split(c, "\n") {
		if m := commentKey.FindStringSubmatch(line); m != nil {
			key = m[1]
			if _, dup := vals[key]; dup {
				return fmt.Errorf("%s: given twice", key)
			}
			vals[key] = m[2]
			continue
		}
		if strings.TrimSpace(line) == "" {
			continue
		}
		if key == "" {
			return fmt.Errorf("the comment must start with a key (Group:, What:, Fix:, Run:), not %q", line)
		}
		vals[key] += " " + strings.TrimSpace(line)
	}
	d.group, d.what, d.fix = vals["Group"], vals["What"], vals["Fix"]
	if r, ok := vals["Run"]; ok {
		d.run = r
	}
	d.templates = strings.Fields(vals["Template"])
	switch {
	case !slices.Contains(groupOrder, d.group):
		return fmt.Errorf("Group %q is none of %v", d.group, groupOrder)
	case d.what == "" || d.fix == "":
		return fmt.Errorf("What: and Fix: are required")
	case !slices.Contains([]string{"validate", "build", "nav", "none"}, d.run):
		return fmt.Errorf("Run: %q: want validate, build, nav or none", d.run)
	}
	return nil
}

// example runs the example's command on its files and keeps what it
// printed for the code: the first diagnostic with it.
func (d *codeDoc) example(ctx context.Context) error {
	if d.run == "none" {
		d.severity = "error"
		return nil
	}
	dir, err := os.MkdirTemp("", "folio-code-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	docs := filepath.Join(dir, "docs")
	for _, f := range d.files {
		data := f.Data
		if slices.Contains(d.templates, f.Name) {
			if data, err = expand(f.Name, data); err != nil {
				return err
			}
		}
		p := filepath.Join(docs, filepath.FromSlash(f.Name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
	}
	var out bytes.Buffer
	if d.run == "nav" {
		if err := navDiagnostics(&out, docs); err != nil {
			return err
		}
	} else {
		args := []string{d.run, docs}
		if d.run == "build" {
			args = append(args, "-o", filepath.Join(dir, "out"))
		}
		cli.Main(ctx, args, cli.Env{
			Stdin: strings.NewReader(""), Stdout: &out, Stderr: &out,
			// No colour, and a cache folder of its own for fetched
			// specifications.
			Environ: []string{"NO_COLOR=1", "HOME=" + dir, "XDG_CACHE_HOME=" + filepath.Join(dir, "cache")},
		})
	}
	// The page is UTF-8 even where the output quotes a file that is not
	// (invalid-utf8).
	text := strings.ToValidUTF8(out.String(), "\uFFFD")
	// File names as the reader would see them, from inside the docs folder.
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, docs); err == nil {
			text = strings.ReplaceAll(text, rel+string(filepath.Separator), "")
		}
	}
	text = strings.ReplaceAll(text, docs+string(filepath.Separator), "")
	for _, block := range strings.Split(text, "\n\n") {
		first, _, _ := strings.Cut(block, "\n")
		if m := diagHead.FindStringSubmatch(first); m != nil && m[2] == d.code {
			d.severity, d.output = m[1], strings.TrimRight(block, "\n")
			return nil
		}
	}
	return fmt.Errorf("folio %s on the example does not report %s; it printed:\n%s", d.run, d.code, text)
}

// navDiagnostics writes what resolving the navigation of the docs folder
// reports, without fetching specifications: what the agent's checks see.
func navDiagnostics(w io.Writer, docs string) error {
	p, err := config.Load(docs)
	if err != nil {
		return err
	}
	defer p.Close()
	l := p.Diagnostics
	if p.Config != nil {
		l.Append(nav.Build(context.Background(), p, nil).Diagnostics)
	}
	for _, d := range l.All() {
		if err := diag.Render(w, d, diag.Style{}); err != nil {
			return err
		}
		fmt.Fprintln(w)
	}
	return nil
}

// expand runs a template file of an example.
func expand(name string, data []byte) ([]byte, error) {
	t, err := template.New(name).Funcs(template.FuncMap{"repeat": func(s string, n int) string { return strings.Repeat(s, n) }}).Parse(string(data))
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	if err := t.Execute(&b, nil); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// diagHead matches the first line of a rendered diagnostic.
var diagHead = regexp.MustCompile(`^(?:\S+: )?(error|warning)\[([a-z0-9-]+)\]: `)

// diagnosticsReference writes docs/reference/diagnostics.mdx.
func diagnosticsReference() ([]byte, error) {
	docs, err := loadCodeDocs()
	if err != nil {
		return nil, err
	}
	// Each example is a validation or a build of a small folder; they run
	// side by side.
	var g errgroup.Group
	g.SetLimit(4)
	for _, d := range docs {
		g.Go(func() error {
			if err := d.example(context.Background()); err != nil {
				return fmt.Errorf("codes/%s.txtar: %w", d.code, err)
			}
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		return nil, err
	}
	if err := checkPolicy(docs); err != nil {
		return nil, err
	}
	byGroup := map[string][]*codeDoc{}
	for _, d := range docs {
		byGroup[d.group] = append(byGroup[d.group], d)
	}

	var b strings.Builder
	frontmatter(&b, "Diagnostic codes", "", "Every problem folio validate and folio build report, with an example of each and how to fix it.")
	b.WriteString(`
Every problem Folio finds is a **diagnostic**: a file, a line and a column, a
severity, a stable **code**, a message and often a hint. ` + "`folio validate`" + `,
` + "`folio build`" + `, ` + "`folio dev`" + ` and the agent's checks all report them the same way:

` + fenced("text", "", "file:line:col: severity[code]: message\n  12 | the line, as it is in the file\n     |            ^ the column\n     = hint: how to fix it\n     = at /json/pointer (in docs.json)") + `
Mintlify's acceptance is the floor. What Mintlify deploys, Folio builds: where
Mintlify skips a part, leaves it empty or ignores it, Folio does the same and
says so with a **warning**. What Mintlify refuses to deploy (or deploys as a
parsing-error notice instead of the page) is an **error**. The table below is
that policy, code by code; it is generated from the code's own table
(` + "`diag.Policy`" + `), and the tests hold every diagnostic Folio reports to it.

` + "`folio build`" + ` with errors still writes every page it can (a broken page as far
as it renders) and exits with status 1, so you can look at the rest of the site
while you fix it; ` + "`folio dev`" + ` and ` + "`folio serve`" + ` keep serving it too (an error
in the configuration keeps the last good site up instead). ` + "`--strict`" + ` makes
warnings errors too, as CI should. ` + "`--format json`" + ` prints the same diagnostics
for programs, with the code in ` + "`code`" + ` ([Validating a docs folder](/guides/validate)).

Each example below is real: this page is generated by running ` + "`folio " + "validate`" + `
(or ` + "`folio build`" + `) on a small docs folder that has the problem, and a test
fails when a code Folio can report is missing here.

`)
	b.WriteString("| Code | Means | What Mintlify does | Folio |\n| --- | --- | --- | --- |\n")
	for _, g := range groupOrder {
		for _, d := range byGroup[g] {
			for i, r := range diag.Rules(d.code) {
				name, means := fmt.Sprintf("[%s](#%s)", code(d.code), d.code), cell(firstSentence(d.what))
				if i > 0 {
					name, means = "", ""
				}
				does := r.Mintlify.Describe()
				if r.When != "" {
					does = r.When + ": " + does
				}
				fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", name, means, cell(does), r.Severity())
			}
		}
	}
	for _, g := range groupOrder {
		if len(byGroup[g]) == 0 {
			continue
		}
		fmt.Fprintf(&b, "\n## %s\n\n%s\n", g, groupIntro[g])
		for _, d := range byGroup[g] {
			color := "red"
			if d.severity == "warning" {
				color = "orange"
			}
			fmt.Fprintf(&b, "\n### %s\n\n<Badge color=%q>%s</Badge>", d.code, color, d.severity)
			switch d.run {
			case "build":
				b.WriteString(" Reported when the site is built (`folio build`, `folio dev`, `folio serve`); `folio validate` does not build it.")
			case "nav":
				b.WriteString(" Reported by the agent's checks and `folio nav`.")
			}
			fmt.Fprintf(&b, "\n\n%s\n\n", d.what)
			if d.output != "" {
				b.WriteString(fenced("text", "", d.output))
			}
			fmt.Fprintf(&b, "\n**Fix:** %s\n", d.fix)
		}
	}
	return []byte(b.String()), nil
}

// checkPolicy holds the examples to the severity policy: every code has
// rules in diag.Policy and an example, and each example reports its code
// at a severity the rules give it.
func checkPolicy(docs []*codeDoc) error {
	documented := map[string]bool{}
	for _, d := range docs {
		documented[d.code] = true
		rules := diag.Rules(d.code)
		if len(rules) == 0 {
			return fmt.Errorf("code %s has no rule in diag.Policy: say what Mintlify does with it", d.code)
		}
		ok := false
		for _, r := range rules {
			ok = ok || r.Severity().String() == d.severity
		}
		if !ok {
			return fmt.Errorf("codes/%s.txtar: the example reports a %s, which diag.Policy does not give %s", d.code, d.severity, d.code)
		}
	}
	for _, r := range diag.Policy() {
		if !documented[r.Code] {
			return fmt.Errorf("diag.Policy has a rule for %s, which has no example in codes/", r.Code)
		}
	}
	return nil
}

// firstSentence returns the text up to its first full stop.
func firstSentence(s string) string {
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '.' && s[i+1] == ' ' {
			return s[:i+1]
		}
	}
	return s
}
