package agenteval

import (
	"context"
	"fmt"
	"slices"
	"strings"

	"github.com/foliodocs/folio/internal/nav"
)

// The fixtures' repositories.
func acme() []Commit { return []Commit{{Files: "acme", Tag: "v1.0"}} }
func pyq() []Commit  { return []Commit{{Files: "pyq"}} }

// Tasks returns the evaluation's tasks, grouped by kind.
func Tasks() []Task {
	return []Task{
		// Add a page and put it in the right group.
		{
			Name: "add-troubleshooting", Kind: KindAddPage, Repo: acme(), Docs: "docs",
			Prompt: "Add a Troubleshooting page for the two problems people hit most: acme serve fails because the port is already in use, and acme cannot find acme.yaml. Put it with the other help pages.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				p := onePage(g, "troubleshooting")
				if p == nil {
					return
				}
				if !under(p, "Guides", "Help") {
					g.Failf("the new page %s is in %s, not in Guides › Help", p.Path, where(p))
				}
				substantial(g, p, 40)
				mentions(g, p.File, "acme.yaml", "port")
			},
		},
		{
			Name: "add-gcs-storage", Kind: KindAddPage, Repo: acme(), Docs: "docs",
			Prompt: "Acme can keep widgets in Google Cloud Storage now (storage type gcs), but the docs only cover the local disk and S3. Document the GCS backend next to the other storage backends.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				p := onePage(g, "the GCS backend")
				if p == nil {
					return
				}
				if !under(p, "Configuration", "Storage") {
					g.Failf("the new page %s is in %s, not in Configuration › Storage", p.Path, where(p))
				}
				substantial(g, p, 25)
				// The settings come from internal/storage/gcs.go.
				mentions(g, p.File, "gcs", "bucket", "credentials_file")
			},
		},
		{
			Name: "add-version-command", Kind: KindAddPage, Repo: acme(), Docs: "docs",
			Prompt: "The CLI reference has pages for acme serve and acme build but not for acme version. Add one.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				p := onePage(g, "acme version")
				if p == nil {
					return
				}
				if !under(p, "CLI", "Commands") {
					g.Failf("the new page %s is in %s, not in CLI › Commands", p.Path, where(p))
				}
				substantial(g, p, 15)
				mentions(g, p.File, "acme version")
			},
		},
		{
			Name: "add-config-page-en", Kind: KindAddPage, Repo: pyq(), Docs: "docs",
			Prompt: "Add a page about pyq's configuration file (see pyq/config.py) to the English reference section. Only English for now.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				p := onePage(g, "the configuration file")
				if p == nil {
					return
				}
				if !under(p, "en", "Reference") {
					g.Failf("the new page %s is in %s, not in en › Reference", p.Path, where(p))
				}
				for _, q := range newPages(g) {
					if !within(q, "en") {
						g.Failf("page %s was added to %s; only English was asked for", q.Path, where(q))
					}
				}
				substantial(g, p, 25)
				mentions(g, p.File, ".pyq.toml", "PYQ_CONFIG")
			},
		},

		// Fix a broken link.
		{
			Name: "fix-quickstart-link", Kind: KindFixLink, Repo: acme(), Docs: "docs",
			Prompt: "A reader says a link in the quickstart leads to a missing page. Fix it.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				noBrokenLinks(ctx, g, "quickstart.mdx")
				// The link was about configuring storage: it must lead
				// there, not be dropped.
				linksTo(g, "quickstart.mdx", "/configuration/overview", "/configuration/storage/local", "/configuration/storage/s3")
			},
		},
		{
			Name: "fix-snippet-link", Kind: KindFixLink, Repo: acme(), Docs: "docs",
			Prompt: "On the Support page, the link to the frequently asked questions is broken. Please fix it.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				// The link is in the snippet the page imports.
				noBrokenLinks(ctx, g, "snippets/contact.mdx")
				linksTo(g, "snippets/contact.mdx", "/faq")
			},
		},
		{
			Name: "fix-anchor-link", Kind: KindFixLink, Repo: acme(), Docs: "docs",
			Prompt: "The Changelog link shown on every page of the site goes to a page that does not exist. Fix it.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				for _, d := range problemsIn(ctx, g, g.Head, "link-not-found", "") {
					g.Failf("%s", d.Message)
				}
				found := false
				if s := g.Head.Site(); s.Global != nil {
					for _, a := range s.Global.Anchors {
						if sameLabel(a.Label, "Changelog") && strings.TrimSuffix(a.Href, "/") == "/changelog" {
							found = true
						}
					}
				}
				if !found {
					g.Failf("no global anchor Changelog links to /changelog")
				}
			},
		},

		// Document a CLI flag found in the code.
		{
			Name: "document-log-format", Kind: KindDocumentFlag, Repo: acme(), Docs: "docs",
			Prompt: "acme serve has a --log-format flag that the docs do not mention. Document it.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				// Its values and default are in cmd/acme/serve.go.
				mentions(g, "cli/serve.mdx", "--log-format", "logfmt", "json")
			},
		},
		{
			Name: "document-base-url", Kind: KindDocumentFlag, Repo: acme(), Docs: "docs",
			Prompt: "Document the --base-url flag of acme build on its reference page.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				// Its default comes from ACME_BASE_URL (cmd/acme/build.go).
				mentions(g, "cli/build.mdx", "--base-url", "ACME_BASE_URL")
			},
		},
		{
			Name: "document-limit", Kind: KindDocumentFlag, Repo: pyq(), Docs: "docs",
			Prompt: "pyq query gained a --limit option. Add it to the English command-line reference.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				// Its default and its meaning for 0 are in pyq/cli.py.
				mentions(g, "cli.mdx", "--limit", "100")
				text, _ := g.Head.Read("cli.mdx")
				if !strings.Contains(text, "`0`") && !strings.Contains(strings.ToLower(text), " 0 ") && !strings.Contains(text, "zero") {
					g.Failf("cli.mdx does not say what --limit 0 does")
				}
			},
		},

		// Update a page after a code change given as a commit.
		{
			Name: "update-default-port", Kind: KindUpdate, Docs: "docs",
			Repo:    append(acme(), Commit{Files: "acme-port"}),
			Context: &Context{Commits: []int{1}},
			Prompt:  "Update the documentation for this commit.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				mentions(g, "cli/serve.mdx", "9000")
				mentions(g, "quickstart.mdx", "9000")
				for _, f := range codeMentions(g.Head, "8080") {
					g.Failf("a code example in %s still uses port 8080", f)
				}
				if text, _ := g.Head.Read("quickstart.mdx"); strings.Contains(text, "localhost:8080") {
					g.Failf("quickstart.mdx still sends readers to localhost:8080")
				}
			},
		},
		{
			Name: "update-release-1-1", Kind: KindUpdate, Docs: "docs",
			Repo:    append(acme(), Commit{Files: "acme-debug", Tag: "v1.1"}),
			Context: &Context{From: "v1.0", To: "v1.1"},
			Prompt:  "Release 1.1 is out. Bring the docs up to date with what changed since 1.0.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				mentions(g, "cli/serve.mdx", "--debug")
				// --verbose is gone: no example or flag table may offer it
				// (the prose may say it was renamed).
				for _, f := range codeMentions(g.Head, "--verbose") {
					g.Failf("a code example in %s still uses --verbose", f)
				}
				text, _ := g.Head.Read("cli/serve.mdx")
				for _, line := range strings.Split(text, "\n") {
					if strings.HasPrefix(strings.TrimSpace(line), "|") && strings.Contains(line, "--verbose") && !strings.Contains(line, "--debug") {
						g.Failf("cli/serve.mdx still lists --verbose as a flag")
					}
				}
			},
		},
		{
			Name: "update-api-token", Kind: KindUpdate, Docs: "docs",
			Repo:    append(acme(), Commit{Files: "acme-token"}),
			Context: &Context{Commits: []int{1}},
			Prompt:  "Document what this commit changes for people who run acme.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				var pages []string
				for _, p := range g.Head.Listed() {
					if text, ok := g.Head.Read(p.File); ok && p.File != "" && strings.Contains(text, "ACME_TOKEN") {
						pages = append(pages, p.File)
					}
				}
				if len(pages) == 0 {
					g.Failf("no page of the navigation mentions ACME_TOKEN")
				}
			},
		},

		// Rename a page and keep redirects.
		{
			Name: "rename-installation", Kind: KindRename, Repo: acme(), Docs: "docs",
			Prompt: "Rename the Installation page to Setup; its address should become /setup. People have bookmarked the old address, so keep it working.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				listedUnder(g, "setup", "Guides", "Get started")
				gone(g, "installation")
				redirects(g, "/installation", "/setup")
				noLinksTo(g, "/installation")
			},
		},
		{
			Name: "move-s3-page", Kind: KindRename, Repo: acme(), Docs: "docs",
			Prompt: "Move the S3 storage page to configuration/storage/amazon-s3 so that its URL matches its title. Old links must keep working.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				listedUnder(g, "configuration/storage/amazon-s3", "Configuration", "Storage")
				gone(g, "configuration/storage/s3")
				redirects(g, "/configuration/storage/s3", "/configuration/storage/amazon-s3")
				noLinksTo(g, "/configuration/storage/s3")
			},
		},
		{
			Name: "move-cli-section", Kind: KindRename, Repo: acme(), Docs: "docs",
			Prompt: "Move the CLI reference pages from cli/ to commands/ (commands/serve and commands/build). Keep every old URL working.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				for _, name := range []string{"serve", "build"} {
					listedUnder(g, "commands/"+name, "CLI", "Commands")
					gone(g, "cli/"+name)
					redirects(g, "/cli/"+name, "/commands/"+name)
					noLinksTo(g, "/cli/"+name)
				}
			},
		},

		// Add an OpenAPI endpoint page.
		{
			Name: "openapi-delete-widget", Kind: KindOpenAPI, Repo: acme(), Docs: "docs",
			Prompt: "The API reference is missing the endpoint that deletes a widget. Add its page next to the other widget endpoints.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				p := operationPage(g.Head, "DELETE", "/widgets/{id}")
				if p == nil {
					g.Failf("no page of the navigation is the DELETE /widgets/{id} operation")
					return
				}
				if !under(p, "API reference", "Widgets") {
					g.Failf("the DELETE /widgets/{id} page is in %s, not in API reference › Widgets", where(p))
				}
				unchangedFile(g, "api/openapi.yaml")
			},
		},
		{
			Name: "openapi-orders", Kind: KindOpenAPI, Repo: acme(), Docs: "docs",
			Prompt: "Add the Orders endpoints of the API to the API reference, in a group of their own.",
			Grade: func(ctx context.Context, g *Grading) {
				if !changed(ctx, g) {
					return
				}
				var groups []string
				for _, op := range [][2]string{{"GET", "/orders"}, {"POST", "/orders"}} {
					p := operationPage(g.Head, op[0], op[1])
					if p == nil {
						g.Failf("no page of the navigation is the %s %s operation", op[0], op[1])
						continue
					}
					if !within(p, "API reference") || under(p, "Widgets") {
						g.Failf("the %s %s page is in %s, not in a group of its own in the API reference", op[0], op[1], where(p))
					}
					groups = append(groups, where(p))
				}
				if len(groups) == 2 && groups[0] != groups[1] {
					g.Failf("the Orders endpoints are in two places: %s and %s", groups[0], groups[1])
				}
				unchangedFile(g, "api/openapi.yaml")
			},
		},

		// Translate a page into a language the site has.
		{
			Name: "translate-output-formats-fr", Kind: KindTranslate, Repo: pyq(), Docs: "docs",
			Prompt: "Translate the Output formats page into French.",
			Grade:  translated("output-formats", "fr"),
		},
		{
			Name: "translate-quickstart-es", Kind: KindTranslate, Repo: pyq(), Docs: "docs",
			Prompt: "Translate the quickstart into Spanish.",
			Grade:  translated("quickstart", "es"),
		},

		// Nothing to change: no pull request.
		{
			Name: "nochange-port-documented", Kind: KindNoChange, Repo: acme(), Docs: "docs",
			Prompt: "Document the --port flag of acme serve.",
			Grade:  unchanged,
		},
		{
			Name: "nochange-installation-links", Kind: KindNoChange, Repo: acme(), Docs: "docs",
			Prompt: "Check the links on the Installation page and fix the ones that are broken.",
			Grade:  unchanged,
		},
		{
			Name: "nochange-refactor-commit", Kind: KindNoChange, Docs: "docs",
			Repo:    append(acme(), Commit{Files: "acme-refactor"}),
			Context: &Context{Commits: []int{1}},
			Prompt:  "Update the documentation for this commit if it changes anything users see.",
			Grade:   unchanged,
		},
		{
			Name: "nochange-already-translated", Kind: KindNoChange, Repo: pyq(), Docs: "docs",
			Prompt: "Translate the command-line reference page into French.",
			Grade:  unchanged,
		},
	}
}

// translated grades the translation of the English page src into lang:
// a page of lang's navigation, in the group at the same position as the
// English page's, in lang's folder, written in lang (more of its common
// words than of English's), with the same code blocks; the English page
// unchanged.
func translated(src, lang string) func(context.Context, *Grading) {
	return func(ctx context.Context, g *Grading) {
		if !changed(ctx, g) {
			return
		}
		en := g.Base.Page(src)
		if en == nil || en.File == "" {
			g.Failf("the fixture has no English page %s", src)
			return
		}
		var p *nav.Page
		for _, q := range newPages(g) {
			if within(q, lang) {
				p = q
				break
			}
		}
		if p == nil {
			msg := "no page was added to the " + lang + " navigation"
			if files := unlistedNew(g); len(files) > 0 {
				msg += fmt.Sprintf(" (%s is not in the navigation)", strings.Join(files, ", "))
			}
			for _, q := range newPages(g) {
				msg += fmt.Sprintf("; %s was added to %s", q.Path, where(q))
			}
			g.Failf("%s", msg)
			return
		}
		if !strings.HasPrefix(p.Path, lang+"/") {
			g.Failf("the translation %s is not in the %s/ folder", p.Path, lang)
		}
		if want := groupIndex(en); want >= 0 && groupIndex(p) != want {
			g.Failf("the translation is in %s, not in the %s group that matches the English page's %s", where(p), lang, where(en))
		}
		body, enBody := g.Head.Body(p.File), g.Base.Body(en.File)
		if body == enBody {
			g.Failf("%s is the English page, untranslated", p.File)
			return
		}
		prose := func(t *Tree, file, body string) string {
			for _, c := range t.CodeBlocks(file) {
				body = strings.Replace(body, c, "", 1)
			}
			return body
		}
		text := prose(g.Head, p.File, body)
		if own, english := languageScore(text, functionWords(lang)), languageScore(text, functionWords("en")); own <= english || own < 5 {
			g.Failf("%s does not read as %s (%.0f common %s words per hundred, %.0f English)", p.File, lang, own, lang, english)
		}
		got, want := g.Head.CodeBlocks(p.File), g.Base.CodeBlocks(en.File)
		if !slices.Equal(got, want) {
			g.Failf("%s has %d code blocks that differ from the English page's %d: code is not translated", p.File, len(got), len(want))
		}
		unchangedFile(g, en.File)
	}
}

// groupIndex is the position of a page's group among its language's
// groups; -1 for a page outside a group.
func groupIndex(p *nav.Page) int {
	if p == nil {
		return -1
	}
	n := p.Node.Parent
	for n != nil && n.Kind != nav.KindGroup {
		n = n.Parent
	}
	for n != nil && n.Parent != nil && n.Parent.Kind == nav.KindGroup {
		n = n.Parent // the outermost group
	}
	if n == nil || n.Parent == nil {
		return -1
	}
	return slices.Index(n.Parent.Children, n)
}
