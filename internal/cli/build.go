package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/site"
)

func (a *app) buildCommand() *cobra.Command {
	var out, base, format string
	cmd := &cobra.Command{
		Use:   "build [DIR]",
		Short: "Build the docs site into a folder of static files",
		Long: `Build renders the docs folder DIR (default: the current folder) into a static
site in the output folder: an HTML page per navigation page, its Markdown copy
(page.md), the search index, sitemap.xml, robots.txt, llms.txt, llms-full.txt,
_redirects and the repository's images and files. Any static file server can
serve it, under a sub-path with --base-path.

It reports what validate reports. Exit status: 0 when there are no errors, 1
when there are, 2 for a usage or I/O error.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "human" && format != "json" {
				return usageError("--format must be human or json, not %q", format)
			}
			p, err := loadProject(dirArg(args))
			if err != nil {
				return err
			}
			defer p.Close()
			p.CheckFiles()
			if p.Config == nil {
				return a.report(cmd, format, p.Root, p.File, &p.Diagnostics, 0, 0)
			}
			start := time.Now()
			res, err := site.Build(cmd.Context(), p, site.Options{BasePath: base, Log: a.log, Modified: gitModified(cmd.Context(), p.Root)})
			if err != nil {
				return &exitError{code: ExitUsage, err: err}
			}
			defer res.Close()
			if !res.Diagnostics.HasErrors() {
				dir := out
				if !filepath.IsAbs(dir) {
					wd, _ := os.Getwd()
					dir = filepath.Join(wd, dir)
				}
				if err := res.Write(dir); err != nil {
					return &exitError{code: ExitUsage, err: err}
				}
			}
			return a.report(cmd, format, p.Root, out, &res.Diagnostics, res.Pages, time.Since(start))
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "out", "the folder to write the site into")
	cmd.Flags().StringVar(&base, "base-path", "/", "the URL path the site is served under, such as /docs/")
	cmd.Flags().StringVar(&format, "format", "human", "output format: human or json")
	return cmd
}

// buildReport is `folio build --format json`.
type buildReport struct {
	Pages      int         `json:"pages"`
	Errors     []diag.JSON `json:"errors"`
	Warnings   []diag.JSON `json:"warnings"`
	DurationMS int64       `json:"durationMs"`
}

// report prints a build's diagnostics and summary; errors exit 1.
func (a *app) report(cmd *cobra.Command, format, root, out string, l *diag.List, pages int, took time.Duration) error {
	w := cmd.OutOrStdout()
	if format == "json" {
		r := diag.NewReport(l)
		if err := writeJSON(w, buildReport{Pages: pages, Errors: r.Errors, Warnings: r.Warnings, DurationMS: took.Milliseconds()}); err != nil {
			return err
		}
	} else {
		st := diag.Style{Color: a.color(w), Dir: displayDir(root)}
		for _, d := range l.All() {
			if err := diag.Render(w, d, st); err != nil {
				return err
			}
			fmt.Fprintln(w)
		}
		nerr, nwarn := len(l.Errors()), len(l.Warnings())
		if nerr > 0 {
			fmt.Fprintf(w, "build failed: %d %s, %d %s; nothing was written\n", nerr, plural(nerr, "error", "errors"), nwarn, plural(nwarn, "warning", "warnings"))
		} else {
			fmt.Fprintf(w, "built %d %s into %s in %s (%d %s)\n", pages, plural(pages, "page", "pages"), out, took.Round(time.Millisecond), nwarn, plural(nwarn, "warning", "warnings"))
		}
	}
	if l.HasErrors() {
		return invalid
	}
	return nil
}
