package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/site"
)

func (dc *docsCommands) buildCommand() *cobra.Command {
	var out, base, format string
	var strict, precompress bool
	cmd := &cobra.Command{
		Use:   "build [DIR]",
		Short: "Build the docs site into a folder of static files",
		Example: `  folio build docs
  folio build docs -o public --base-path /docs/
  folio build --strict --format json docs > build-report.json`,
		Long: `Build renders the docs folder DIR (default: the current folder) into a static
site in the output folder: an HTML page per navigation page, its Markdown copy
(page.md), the search index, sitemap.xml, robots.txt, llms.txt, llms-full.txt,
_redirects and the repository's images and files. Any static file server can
serve it, under a sub-path with --base-path.

It reports what validate reports. A page with an error is written as far
as it renders, and every other page as usual, so the rest of the site can be
looked at while it is fixed. Exit status: 0 when there are no errors (or,
with --strict, no warnings either), 1 when there are, 2 for a usage or I/O
error.`,
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
				return dc.report(cmd, format, p.Root, p.File, &p.Diagnostics, 0, 0)
			}
			// A build is one batch: it trades a little CPU for half the
			// garbage collector's headroom, unless GOGC says otherwise.
			if _, set := dc.env.lookup("GOGC"); !set {
				defer debug.SetGCPercent(debug.SetGCPercent(50))
			}
			start := time.Now()
			dir, err := filepath.Abs(out)
			if err != nil {
				return usageError("output folder: %v", err)
			}
			if err := checkOutDir(dir, p.Root); err != nil {
				return err
			}
			// The site is written next to the output folder and moved into
			// place once it is complete: a build that stops half-way leaves
			// the previous one as it was. The folders above it are made, as
			// other site generators make them.
			if err := os.MkdirAll(filepath.Dir(dir), 0o755); err != nil {
				return &exitError{code: ExitUsage, err: fmt.Errorf("create output folder: %w", err)}
			}
			tmp, err := os.MkdirTemp(filepath.Dir(dir), "."+filepath.Base(dir)+".tmp-")
			if err != nil {
				return &exitError{code: ExitUsage, err: fmt.Errorf("create output folder: %w", err)}
			}
			defer os.RemoveAll(tmp)
			// MkdirTemp makes a private folder; a site is for serving.
			if err := os.Chmod(tmp, 0o755); err != nil {
				return &exitError{code: ExitUsage, err: fmt.Errorf("create output folder: %w", err)}
			}
			opts := site.Options{BasePath: base, Log: dc.log, OutDir: tmp, Precompress: precompress, Modified: gitModified(cmd.Context(), p.Root), Fetcher: dc.localFetcher(0)}
			if rel, err := filepath.Rel(p.Root, dir); err == nil && !strings.HasPrefix(rel, "..") {
				opts.Skip = filepath.ToSlash(rel) // an earlier build is not part of the site
			}
			errw := cmd.ErrOrStderr()
			if dc.terminal(errw) {
				last := time.Time{}
				opts.Progress = func(done, total int) {
					// A few updates a second are enough for the eye.
					if now := time.Now(); now.Sub(last) > 100*time.Millisecond || done == total {
						last = now
						fmt.Fprintf(errw, "\r\033[Kbuilding pages %d/%d", done, total)
						if done == total {
							fmt.Fprint(errw, "\r\033[K")
						}
					}
				}
			}
			res, err := site.Build(cmd.Context(), p, opts)
			if err != nil {
				return &exitError{code: ExitUsage, err: err}
			}
			defer res.Close()
			// Errors are a page's (or a part's): the rest of the site is
			// written all the same, and the exit status tells.
			if err := res.Write(tmp); err != nil {
				return &exitError{code: ExitUsage, err: err}
			}
			if err := os.RemoveAll(dir); err != nil {
				return &exitError{code: ExitUsage, err: fmt.Errorf("replace %s: %w", out, err)}
			}
			if err := os.Rename(tmp, dir); err != nil {
				return &exitError{code: ExitUsage, err: fmt.Errorf("replace %s: %w", out, err)}
			}
			if strict {
				res.Diagnostics.Strict()
			}
			return dc.report(cmd, format, p.Root, out, &res.Diagnostics, res.Pages, time.Since(start))
		},
	}
	cmd.Flags().StringVarP(&out, "output", "o", "out", "the folder to write the site into")
	cmd.Flags().StringVar(&base, "base-path", "/", "the URL path the site is served under, such as /docs/")
	cmd.Flags().StringVar(&format, "format", "human", "output format: human or json")
	cmd.Flags().BoolVar(&strict, "strict", false, "fail (exit 1) on warnings too")
	cmd.Flags().BoolVar(&precompress, "precompress", true, "write a brotli (.br) and a gzip (.gz) copy beside each text file, for servers that send them (nginx gzip_static, Caddy precompressed)")
	return cmd
}

// checkOutDir refuses an output folder that building would wipe out
// wrongly: the docs folder or one above it, or a folder of other files
// (one without the _folio folder of an earlier build).
func checkOutDir(dir, root string) error {
	if rel, err := filepath.Rel(dir, root); err == nil && !strings.HasPrefix(rel, "..") {
		return usageError("the output folder %s holds the docs folder; choose another, such as %s", dir, filepath.Join(root, "out"))
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return nil // it does not exist yet
	}
	if len(entries) == 0 {
		return nil
	}
	if fi, err := os.Stat(filepath.Join(dir, "_folio")); err == nil && fi.IsDir() {
		return nil
	}
	return usageError("the output folder %s is not empty and was not written by folio build; choose an empty folder", dir)
}

// buildReport is `folio build --format json`.
type buildReport struct {
	Pages      int         `json:"pages"`
	Errors     []diag.JSON `json:"errors"`
	Warnings   []diag.JSON `json:"warnings"`
	DurationMS int64       `json:"durationMs"`
}

// report prints a build's diagnostics and summary; errors exit 1.
func (dc *docsCommands) report(cmd *cobra.Command, format, root, out string, l *diag.List, pages int, took time.Duration) error {
	w := cmd.OutOrStdout()
	if format == "json" {
		r := diag.NewReport(l)
		if err := writeJSON(w, buildReport{Pages: pages, Errors: r.Errors, Warnings: r.Warnings, DurationMS: took.Milliseconds()}); err != nil {
			return err
		}
	} else {
		st := diag.Style{Color: dc.color(w), Dir: displayDir(root)}
		for _, d := range l.All() {
			if err := diag.Render(w, d, st); err != nil {
				return err
			}
			fmt.Fprintln(w)
		}
		nerr, nwarn := len(l.Errors()), len(l.Warnings())
		problems := problemSummary(l.Errors(), l.Warnings(), st.Dir)
		switch {
		case nerr > 0 && pages > 0:
			fmt.Fprintf(w, "build failed: %s; wrote %d %s into %s, the ones with errors as far as they render\n",
				problems, pages, plural(pages, "page", "pages"), out)
		case nerr > 0:
			fmt.Fprintf(w, "build failed: %s; nothing was written\n", problems)
		case nwarn > 0:
			fmt.Fprintf(w, "built %d %s into %s in %s, with %s\n", pages, plural(pages, "page", "pages"), out, took.Round(time.Millisecond), problems)
		default:
			fmt.Fprintf(w, "built %d %s into %s in %s (0 warnings)\n", pages, plural(pages, "page", "pages"), out, took.Round(time.Millisecond))
		}
	}
	if l.HasErrors() {
		return invalid
	}
	return nil
}
