package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"path"
	"path/filepath"
	"reflect"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/icon"
	"github.com/foliodocs/folio/internal/nav"
	"github.com/foliodocs/folio/internal/openapi"
	sitebuild "github.com/foliodocs/folio/internal/site"
)

// Bounds of what validate and render_page return.
const (
	maxDiagnostics = 50
	maxRendered    = 64 << 10
)

// checkTools are the checks of `folio validate` over the docs folder: the
// validate and render_page tools, and Tools.Validate and ValidateChanges.
type checkTools struct {
	d     *docsFolder
	specs openapi.Fetcher
	icons *IconCache
	// baseConfig is docs.json (or mint.json) as it was when the tools
	// were made, to tell what a change of it touched.
	baseConfig []byte
}

// Validation is the result of the checks of `folio validate` on the docs
// folder.
type Validation struct {
	// Diagnostics are every problem found, sorted by file and position.
	Diagnostics []diag.Diagnostic
	// Errors and Warnings count them.
	Errors, Warnings int
}

// OK reports whether nothing stops the site from building: no errors.
func (v Validation) OK() bool { return v.Errors == 0 }

// Report renders the diagnostics for the model (or a pull request's body):
// each as file:line:col: severity[code]: message, with the source line and
// a hint, errors first, at most max of them (0 means 50), then a summary
// line.
func (v Validation) Report(max int) string {
	if max <= 0 {
		max = maxDiagnostics
	}
	if len(v.Diagnostics) == 0 {
		return "No problems found: the site is valid."
	}
	var b strings.Builder
	shown := 0
	for _, sev := range []diag.Severity{diag.Error, diag.Warning} {
		for _, d := range v.Diagnostics {
			if d.Severity != sev || shown == max {
				continue
			}
			diag.Render(&b, d, diag.Style{})
			b.WriteString("\n")
			shown++
		}
	}
	if rest := len(v.Diagnostics) - shown; rest > 0 {
		fmt.Fprintf(&b, "… and %d more not shown; fix these first.\n", rest)
	}
	fmt.Fprintf(&b, "%d %s, %d %s.", v.Errors, plural(v.Errors, "error", "errors"), v.Warnings, plural(v.Warnings, "warning", "warnings"))
	if v.Errors > 0 {
		b.WriteString(" Fix every error before finishing.")
	}
	return b.String()
}

// Validate runs the checks of `folio validate` on the docs folder:
// docs.json and the files it names, the navigation, and every page's MDX,
// snippets, JavaScript, components, links and images. The error is for a
// folder that cannot be read at all, or a done ctx.
func (t *Tools) Validate(ctx context.Context) (Validation, error) {
	return t.checks.check(ctx, nil)
}

// ValidateChanges is Validate for the work of these tools, which is what
// the agent's finish is held to: docs.json, its includes and the
// navigation are checked whole, and of the pages only those the tools
// changed are rendered, since the others cannot have changed what they
// find. Every page is rendered when a change may reach other pages: a
// file deleted or moved away (links to it), a snippet, script,
// specification or included JSON file, a page outside the navigation
// (pages may import it), or a change of docs.json beyond pages and groups
// added to the navigation.
func (t *Tools) ValidateChanges(ctx context.Context) (Validation, error) {
	return t.checks.changes(ctx)
}

// changes is Tools.ValidateChanges.
func (ct *checkTools) changes(ctx context.Context) (Validation, error) {
	pages := map[string]bool{}
	full := false
	for _, rel := range ct.d.changed() {
		switch {
		case isConfigFile(rel):
			now, err := ct.d.readAll(rel)
			full = full || err != nil || !navigationGrew(ct.baseConfig, now)
		case ct.d.stateOf(rel) == (origin{}):
			full = true // deleted, or moved away
		case isPageFile(rel):
			pages[rel] = true
		case !isAsset(rel):
			full = true
		}
	}
	if full {
		return ct.check(ctx, nil)
	}
	return ct.check(ctx, pages)
}

// isAsset tells files whose content no check reads: images, media,
// fonts, stylesheets and the site's own scripts.
func isAsset(rel string) bool {
	if strings.HasPrefix(rel, "snippets/") || strings.Contains(rel, "/snippets/") {
		return false
	}
	switch strings.ToLower(path.Ext(rel)) {
	case ".png", ".jpg", ".jpeg", ".gif", ".svg", ".webp", ".avif", ".ico", ".bmp",
		".mp4", ".webm", ".mov", ".mp3", ".wav", ".pdf", ".zip",
		".woff", ".woff2", ".ttf", ".otf", ".css", ".txt":
		return true
	}
	return false
}

// navigationGrew reports whether a configuration changed only by adding to
// its navigation: every other key is as it was, and every string of the
// old navigation (pages, group names, …) is still in the new one.
func navigationGrew(before, after []byte) bool {
	var b, a map[string]any
	if json.Unmarshal(before, &b) != nil || json.Unmarshal(after, &a) != nil {
		return false
	}
	bn, an := b["navigation"], a["navigation"]
	delete(b, "navigation")
	delete(a, "navigation")
	if !reflect.DeepEqual(a, b) {
		return false
	}
	have := map[string]int{}
	strs(an, func(s string) { have[s]++ })
	grew := true
	strs(bn, func(s string) {
		if have[s] == 0 {
			grew = false
		}
		have[s]--
	})
	return grew
}

// strs calls f on every string in a decoded JSON value.
func strs(v any, f func(string)) {
	switch v := v.(type) {
	case string:
		f(v)
	case []any:
		for _, e := range v {
			strs(e, f)
		}
	case map[string]any:
		for _, e := range v {
			strs(e, f)
		}
	}
}

// check runs the checks; pages, when not nil, limits the pages rendered
// to those files, and a changed page outside the navigation renders them
// all.
func (ct *checkTools) check(ctx context.Context, pages map[string]bool) (Validation, error) {
	p, err := config.Load(ct.d.realRoot)
	if err != nil {
		if errors.Is(err, config.ErrNotFound) {
			return Validation{Diagnostics: []diag.Diagnostic{{Severity: diag.Error, Code: "no-config", File: config.DocsJSON,
				Message: "the docs folder has no docs.json", Hint: "write a docs.json with at least a name, a theme and a navigation"}}, Errors: 1}, nil
		}
		return Validation{}, fmt.Errorf("validate: %w", err)
	}
	defer p.Close()
	p.CheckFiles()
	if p.Config != nil {
		site := nav.Build(ctx, p, ct.specs)
		sitebuild.AddNavDiagnostics(&p.Diagnostics, p, site)
		var keep func(string) bool
		if pages != nil {
			inNav := map[string]bool{}
			for _, pg := range site.Pages {
				inNav[pg.File] = !pg.Unlisted
			}
			for f := range pages {
				if !inNav[f] {
					pages = nil // it may be imported by any page
					break
				}
			}
			if pages != nil {
				keep = func(f string) bool { return pages[f] }
			}
		}
		if err := ct.checkPages(ctx, p, site, keep); err != nil {
			return Validation{}, err
		}
	}
	p.Diagnostics.Sort()
	v := Validation{Diagnostics: p.Diagnostics.All()}
	v.Errors, v.Warnings = len(p.Diagnostics.Errors()), len(p.Diagnostics.Warnings())
	return v, nil
}

// An IconCache is the icon library, loaded once for every Tools given it
// (Options.Icons). The zero value is ready to use.
type IconCache struct {
	once sync.Once
	set  *icon.Set
	err  error
}

func (c *IconCache) load() (*icon.Set, error) {
	c.once.Do(func() { c.set, c.err = icon.Load() })
	return c.set, c.err
}

// iconSet is the icon library of the checks.
func (ct *checkTools) iconSet() (*icon.Set, error) { return ct.icons.load() }

// checkPages is `folio validate`'s page check, with the icons loaded once
// per Tools.
func (ct *checkTools) checkPages(ctx context.Context, p *config.Project, site *nav.Site, keep func(string) bool) error {
	icons, err := ct.iconSet()
	if err != nil {
		return fmt.Errorf("validate: load icons: %w", err)
	}
	if err := sitebuild.CheckSomePages(ctx, p, site, icons, keep); err != nil {
		return fmt.Errorf("validate: %w", err)
	}
	return nil
}

func (ct *checkTools) validate(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct{}
	if err := decodeArgs(ToolValidate, raw, &args); err != nil {
		return "", err
	}
	v, err := ct.check(ctx, nil)
	if err != nil {
		return "", err
	}
	return v.Report(0), nil
}

func (ct *checkTools) renderPage(ctx context.Context, raw json.RawMessage) (string, error) {
	var args struct {
		Path string `json:"path"`
	}
	if err := decodeArgs(ToolRenderPage, raw, &args); err != nil {
		return "", err
	}
	if err := required(ToolRenderPage, "path", args.Path); err != nil {
		return "", err
	}
	rel, err := cleanPath(strings.TrimPrefix(strings.TrimSpace(args.Path), "/"), "path", true)
	if err != nil {
		return "", err
	}
	file, err := ct.pageFile(rel)
	if err != nil {
		return "", err
	}
	data, err := ct.d.readText(file, "path")
	if err != nil {
		return "", err
	}
	p, err := config.Load(ct.d.realRoot)
	if err != nil {
		return "", fmt.Errorf("render_page: %v", err)
	}
	defer p.Close()
	var site *nav.Site
	if p.Config != nil {
		site = nav.Build(ctx, p, ct.specs)
	}
	icons, err := ct.iconSet()
	if err != nil {
		return "", fmt.Errorf("render_page: load icons: %w", err)
	}
	pg := sitebuild.NewRenderer(p, site, icons, nil).Render(ctx, file, data)
	var b strings.Builder
	fmt.Fprintf(&b, "%s", file)
	if site != nil {
		if pages := site.Listed(pagePath(file)); len(pages) > 0 {
			np := pages[0]
			fmt.Fprintf(&b, " — %q at %s", np.Title, np.URL)
			var trail []string
			for _, n := range np.Trail() {
				trail = append(trail, n.Label)
			}
			if len(trail) > 0 {
				fmt.Fprintf(&b, ", in %s", strings.Join(trail, " › "))
			}
		} else if isPageFile(file) {
			b.WriteString(" — not in the navigation")
		}
	}
	b.WriteString("\n\n")
	md := strings.TrimSpace(pg.Markdown)
	if len(md) > maxRendered {
		md = md[:maxRendered] + fmt.Sprintf("\n… (%d more bytes)", len(md)-maxRendered)
	}
	if md == "" {
		md = "(the page renders no text)"
	}
	b.WriteString(md)
	b.WriteString("\n")
	pg.Diagnostics.Sort()
	if pg.Diagnostics.Len() == 0 {
		b.WriteString("\nNo problems found in the page.")
	} else {
		v := Validation{Diagnostics: pg.Diagnostics.All(), Errors: len(pg.Diagnostics.Errors()), Warnings: len(pg.Diagnostics.Warnings())}
		b.WriteString("\nProblems:\n" + v.Report(20))
	}
	return b.String(), nil
}

// pageFile finds the file of a page given as a file or as a page path.
func (ct *checkTools) pageFile(rel string) (string, error) {
	if rel == "." {
		rel = "index"
	}
	ext := strings.ToLower(path.Ext(rel))
	if ext == ".mdx" || ext == ".md" {
		return rel, nil
	}
	for _, ext := range config.PageExtensions {
		if fi, err := ct.d.fsys.Stat(filepath.FromSlash(rel + ext)); err == nil && fi.Mode().IsRegular() {
			return rel + ext, nil
		}
	}
	if fi, err := ct.d.fsys.Stat(filepath.FromSlash(rel)); err == nil && fi.IsDir() {
		for _, ext := range config.PageExtensions {
			if _, err := ct.d.fsys.Stat(filepath.FromSlash(rel + "/index" + ext)); err == nil {
				return rel + "/index" + ext, nil
			}
		}
	}
	return "", fmt.Errorf("there is no page %s.mdx or %s.md", rel, rel)
}
