package agenteval

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"unicode"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
	"github.com/foliodocs/folio/internal/nav"
)

// Grading is what a grader looks at — the finished job, the docs before
// it and on its branch — and where it writes what falls short.
type Grading struct {
	// Job is the job as the API shows it at its end.
	Job jobs.View
	// Base is the docs folder the job started from.
	Base *Tree
	// Head is the docs folder on the job's branch; nil when the job
	// pushed nothing.
	Head *Tree

	failures []string
}

// NewGrading is the grading of a job's outcome; head is nil when the job
// pushed no branch.
func NewGrading(job jobs.View, base, head *Tree) *Grading {
	return &Grading{Job: job, Base: base, Head: head}
}

// Failf records one way the outcome falls short.
func (g *Grading) Failf(format string, args ...any) {
	g.failures = append(g.failures, fmt.Sprintf(format, args...))
}

// Failures are what Failf recorded, in order.
func (g *Grading) Failures() []string { return g.failures }

// Passed reports whether nothing fell short.
func (g *Grading) Passed() bool { return len(g.failures) == 0 }

// The graders' building blocks. Each reports what it finds wrong with
// g.Failf; those that return a bool report whether grading can go on.

// changed checks what every task that should change the docs needs: the
// job completed with a pull request, and the docs on its branch load and
// have no problem `folio validate` did not find before the job. It
// reports whether the branch can be graded further.
func changed(ctx context.Context, g *Grading) bool {
	if g.Job.Status != domain.StatusCompleted {
		g.Failf("the job ended %s%s, not completed", g.Job.Status, jobError(g.Job))
		return false
	}
	if g.Job.PRLink == nil {
		g.Failf("the job opened no pull request")
		return false
	}
	if g.Head == nil {
		g.Failf("the job's branch %s is not in the repository", g.Job.Branch)
		return false
	}
	if g.Head.Site() == nil {
		g.Failf("docs.json on the job's branch does not load")
		return false
	}
	after, err := g.Head.Problems(ctx)
	if err != nil {
		g.Failf("validate the job's branch: %v", err)
		return false
	}
	before, err := g.Base.Problems(ctx)
	if err != nil {
		g.Failf("validate the base: %v", err)
		return false
	}
	for _, d := range newProblems(before, after) {
		l, c := d.LineCol()
		g.Failf("new %s %s at %s:%d:%d: %s", d.Severity, d.Code, d.FileName(), l, c, d.Message)
	}
	return true
}

// unchanged checks the answer to a request that needs no change: the job
// completed, opened no pull request and changed no file.
func unchanged(_ context.Context, g *Grading) {
	if g.Job.Status != domain.StatusCompleted {
		g.Failf("the job ended %s%s, not completed", g.Job.Status, jobError(g.Job))
		return
	}
	if g.Job.PRLink != nil {
		g.Failf("the job opened a pull request where nothing needed to change")
	}
	if len(g.Job.ChangedFiles) > 0 {
		g.Failf("the job changed %s where nothing needed to change", strings.Join(g.Job.ChangedFiles, ", "))
	}
}

func jobError(j jobs.View) string {
	if j.Error != nil {
		return " (" + j.Error.Code + ": " + j.Error.Message + ")"
	}
	return ""
}

// problemKey identifies a problem across two versions of a site, whose
// lines may have moved.
type problemKey struct {
	severity diag.Severity
	code     string
	file     string
	message  string
}

// newProblems returns the problems of after that before did not have.
func newProblems(before, after []diag.Diagnostic) []diag.Diagnostic {
	had := map[problemKey]int{}
	for _, d := range before {
		had[problemKey{d.Severity, d.Code, d.FileName(), d.Message}]++
	}
	var out []diag.Diagnostic
	for _, d := range after {
		k := problemKey{d.Severity, d.Code, d.FileName(), d.Message}
		if had[k] > 0 {
			had[k]--
			continue
		}
		out = append(out, d)
	}
	return out
}

// problemsIn returns the problems with this code in a file.
func problemsIn(ctx context.Context, g *Grading, t *Tree, code, file string) []diag.Diagnostic {
	all, err := t.Problems(ctx)
	if err != nil {
		return nil
	}
	var out []diag.Diagnostic
	for _, d := range all {
		if d.Code == code && (file == "" || d.FileName() == file) {
			out = append(out, d)
		}
	}
	return out
}

// trail is the labels of the navigation elements above a page, outermost
// first: tabs, groups, a language's code.
func trail(p *nav.Page) []string {
	var out []string
	for _, n := range p.Trail() {
		out = append(out, n.Label)
	}
	return out
}

// under reports whether the page's trail ends with labels (compared
// without regard to case and spacing): under(p, "Guides", "Help") is a
// page right in the Help group of the Guides tab.
func under(p *nav.Page, labels ...string) bool {
	t := trail(p)
	if len(t) < len(labels) {
		return false
	}
	for i, l := range labels {
		if !sameLabel(t[len(t)-len(labels)+i], l) {
			return false
		}
	}
	return true
}

// within reports whether the page's trail holds labels in order, not
// necessarily next to each other: within(p, "fr") is a page of the
// French site.
func within(p *nav.Page, labels ...string) bool {
	i := 0
	for _, l := range trail(p) {
		if i < len(labels) && sameLabel(l, labels[i]) {
			i++
		}
	}
	return i == len(labels)
}

func sameLabel(a, b string) bool {
	return strings.EqualFold(strings.Join(strings.Fields(a), " "), strings.Join(strings.Fields(b), " "))
}

// where describes a page's place for a failure: "Guides › Help".
func where(p *nav.Page) string {
	if t := trail(p); len(t) > 0 {
		return strings.Join(t, " › ")
	}
	return "the top of the navigation"
}

// newPages returns the pages the branch's navigation lists that the
// base's did not.
func newPages(g *Grading) []*nav.Page {
	var out []*nav.Page
	for _, p := range g.Head.Listed() {
		if g.Base.Page(p.Path) == nil {
			out = append(out, p)
		}
	}
	return out
}

// onePage returns the one page the job added to the navigation, and
// fails when it added none (or a page file it did not list).
func onePage(g *Grading, what string) *nav.Page {
	added := newPages(g)
	if len(added) == 0 {
		msg := "no page was added to the navigation for " + what
		if files := unlistedNew(g); len(files) > 0 {
			msg += fmt.Sprintf(" (%s is not in the navigation)", strings.Join(files, ", "))
		}
		g.Failf("%s", msg)
		return nil
	}
	return added[0]
}

// unlistedNew returns the page files the job added that the navigation
// does not list.
func unlistedNew(g *Grading) []string {
	var out []string
	for _, f := range g.Head.PageFiles() {
		if g.Base.Exists(f) || strings.HasPrefix(f, "snippets/") {
			continue
		}
		if g.Head.Page(strings.TrimSuffix(strings.TrimSuffix(f, ".mdx"), ".md")) == nil {
			out = append(out, f)
		}
	}
	return out
}

// substantial fails a page whose body has fewer than min words.
func substantial(g *Grading, p *nav.Page, min int) {
	if p.File == "" {
		g.Failf("page %s has no file", p.Path)
		return
	}
	if n := len(strings.Fields(g.Head.Body(p.File))); n < min {
		g.Failf("page %s has %d words; a page for this needs at least %d", p.File, n, min)
	}
}

// mentions fails when the file does not contain every fact, compared
// without regard to case.
func mentions(g *Grading, file string, facts ...string) {
	text, ok := g.Head.Read(file)
	if !ok {
		g.Failf("%s is missing", file)
		return
	}
	low := strings.ToLower(text)
	for _, f := range facts {
		if !strings.Contains(low, strings.ToLower(f)) {
			g.Failf("%s does not mention %s", file, f)
		}
	}
}

// linksTo fails when the file has no link to one of targets (site
// paths).
func linksTo(g *Grading, file string, targets ...string) {
	for _, l := range g.Head.Links(file) {
		if slices.Contains(targets, strings.TrimSuffix(l, "/")) {
			return
		}
	}
	g.Failf("%s has no link to %s (its links: %s)", file, strings.Join(targets, " or "), orNone(g.Head.Links(file)))
}

// noLinksTo fails for every page file that still links to target.
func noLinksTo(g *Grading, target string) {
	for _, f := range g.Head.PageFiles() {
		for _, l := range g.Head.Links(f) {
			if strings.TrimSuffix(l, "/") == target {
				g.Failf("%s still links to %s", f, target)
				break
			}
		}
	}
}

// noBrokenLinks fails for every broken link the file has.
func noBrokenLinks(ctx context.Context, g *Grading, file string) {
	for _, d := range problemsIn(ctx, g, g.Head, "broken-link", file) {
		g.Failf("%s: %s", file, d.Message)
	}
}

// redirects fails unless the site sends from to to, directly or through
// other redirects.
func redirects(g *Grading, from, to string) {
	got, ok := g.Head.Redirect(from)
	switch {
	case !ok:
		g.Failf("no redirect sends %s anywhere", from)
	case got != to:
		g.Failf("%s redirects to %s, not %s", from, got, to)
	}
}

// gone fails when the page is still in the navigation or its file is
// still there.
func gone(g *Grading, pagePath string) {
	if g.Head.Page(pagePath) != nil {
		g.Failf("%s is still in the navigation", pagePath)
	}
	for _, ext := range []string{".mdx", ".md"} {
		if g.Head.Exists(pagePath + ext) {
			g.Failf("%s%s is still there", pagePath, ext)
		}
	}
}

// listedUnder fails unless the page with this path is in the navigation
// under labels; it returns the page.
func listedUnder(g *Grading, pagePath string, labels ...string) *nav.Page {
	p := g.Head.Page(pagePath)
	if p == nil {
		g.Failf("%s is not in the navigation", pagePath)
		return nil
	}
	if !under(p, labels...) {
		g.Failf("%s is in %s, not in %s", pagePath, where(p), strings.Join(labels, " › "))
	}
	return p
}

// operationPage returns the listed page of an OpenAPI operation ("DELETE
// /widgets/{id}"): generated from the specification, or an MDX page
// whose frontmatter names it.
func operationPage(t *Tree, method, opPath string) *nav.Page {
	for _, p := range t.Listed() {
		f := strings.Fields(p.OpenAPI)
		if len(f) >= 2 && strings.EqualFold(f[len(f)-2], method) && f[len(f)-1] == opPath {
			return p
		}
	}
	return nil
}

// unchangedFile fails when the job changed the file.
func unchangedFile(g *Grading, file string) {
	a, _ := g.Base.Read(file)
	b, ok := g.Head.Read(file)
	if !ok || a != b {
		g.Failf("%s was changed; the task did not ask for it", file)
	}
}

// codeMentions reports the code blocks of the page files that contain s.
func codeMentions(t *Tree, s string) []string {
	var out []string
	for _, f := range t.PageFiles() {
		for _, c := range t.CodeBlocks(f) {
			if strings.Contains(c, s) {
				out = append(out, f)
				break
			}
		}
	}
	return out
}

// orNone joins a list for a message.
func orNone(s []string) string {
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ", ")
}

// languageScore counts a text's common function words of a language,
// per hundred words: a translation into French has many French ones and
// few English ones, whatever its wording.
func languageScore(text string, words []string) float64 {
	fields := strings.FieldsFunc(strings.ToLower(text), func(r rune) bool {
		return !unicode.IsLetter(r) && r != '\''
	})
	if len(fields) == 0 {
		return 0
	}
	n := 0
	for _, f := range fields {
		if slices.Contains(words, f) {
			n++
		}
	}
	return 100 * float64(n) / float64(len(fields))
}

// Function words of the languages the fixtures are translated into.
func functionWords(lang string) []string {
	switch lang {
	case "en":
		return []string{"the", "a", "an", "and", "of", "to", "is", "are", "with", "for", "in", "it", "its", "as", "one", "that", "by", "then", "each", "ready", "another", "line", "per"}
	case "fr":
		return []string{"le", "la", "les", "un", "une", "des", "du", "de", "et", "est", "sont", "pour", "avec", "dans", "en", "par", "chaque", "qui", "que", "ses", "sa", "son", "puis", "au", "aux", "ligne"}
	case "es":
		return []string{"el", "la", "los", "las", "un", "una", "unos", "de", "del", "y", "es", "son", "para", "con", "en", "por", "cada", "que", "su", "sus", "luego", "al"}
	}
	return nil
}
