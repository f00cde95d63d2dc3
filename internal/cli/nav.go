package cli

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/nav"
)

func (dc *docsCommands) navCommand() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "nav [DIR]",
		Short: "Print the resolved navigation of a docs site",
		Example: `  folio nav docs
  folio nav --format json docs > navigation.json`,
		Long: `Nav resolves the navigation of the docs folder DIR (default: the current folder,
or the nearest folder above it with a configuration) the way the site shows it:
every product, language, version, tab, menu item, dropdown, anchor, group and
page, with titles from the pages' frontmatter and pages generated from OpenAPI
specifications.

--format json prints {"pages": [...], "tree": {...}}: "pages" lists every page in
reading order, hidden ones included, each with its trail of navigation labels.

Exit status: 0, or 1 when the configuration has errors (they are printed to
stderr), 2 for a usage or I/O error.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "tree" && format != "json" {
				return usageError("--format must be tree or json, not %q", format)
			}
			p, err := loadProject(dirArg(args))
			if err != nil {
				return err
			}
			defer p.Close()
			if p.Config == nil || p.Diagnostics.HasErrors() {
				dc.printErrors(cmd, &p.Diagnostics, p.Root)
				return invalid
			}
			site := nav.Build(cmd.Context(), p, dc.localFetcher(0))
			site.Diagnostics.Sort()
			if site.Diagnostics.HasErrors() {
				dc.printErrors(cmd, &site.Diagnostics, p.Root)
			}
			out := cmd.OutOrStdout()
			if format == "json" {
				err = writeJSON(out, site.ToJSON())
			} else {
				err = site.WriteTree(out)
			}
			if err != nil {
				return err
			}
			if site.Diagnostics.HasErrors() {
				return invalid
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "tree", "output format: tree or json")
	return cmd
}

// printErrors writes the errors of l to stderr, so that stdout stays a
// clean tree or JSON document.
func (dc *docsCommands) printErrors(cmd *cobra.Command, l *diag.List, root string) {
	w := cmd.ErrOrStderr()
	st := diag.Style{Color: dc.color(w), Dir: displayDir(root)}
	for _, d := range l.Errors() {
		diag.Render(w, d, st)
	}
	fmt.Fprintf(w, "%d %s\n", len(l.Errors()), plural(len(l.Errors()), "error", "errors"))
}
