package cli

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/nav"
	sitebuild "github.com/foliodocs/folio/internal/site"
)

func (dc *docsCommands) validateCommand() *cobra.Command {
	var format string
	var strict, configOnly bool
	cmd := &cobra.Command{
		Use:   "validate [DIR]",
		Short: "Check docs.json and the files it refers to",
		Example: `  folio validate
  folio validate --strict docs
  folio validate --format json docs > findings.json`,
		Long: `Validate checks the configuration of the docs folder DIR (default: the current
folder; Folio looks upwards for docs.json or mint.json): its JSON, every key and
value, the files it includes with "$ref", every page and group root in the
navigation, every page's frontmatter, every local OpenAPI or AsyncAPI file, and
every OpenAPI operation the navigation names, and every page: its MDX, the
snippets it imports, its JavaScript, its components, and its links and images
to local files (--config-only leaves the pages' content out).

Each finding names file:line:col. Exit status: 0 when there are no errors,
1 when there are errors (or warnings, with --strict), 2 for a usage or I/O error.`,
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
			if p.Config != nil {
				site := dc.addNavDiagnostics(cmd.Context(), p)
				if !configOnly {
					if err := checkPages(cmd.Context(), p, site); err != nil {
						return err
					}
				}
			}
			if strict {
				p.Diagnostics.Strict()
			}
			p.Diagnostics.Sort()
			out := cmd.OutOrStdout()
			if format == "json" {
				err = writeJSON(out, diag.NewReport(&p.Diagnostics))
			} else {
				err = dc.printDiagnostics(out, p)
			}
			if err != nil {
				return err
			}
			if p.Diagnostics.HasErrors() {
				return invalid
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&format, "format", "human", "output format: human or json")
	cmd.Flags().BoolVar(&strict, "strict", false, "treat warnings as errors")
	cmd.Flags().BoolVar(&configOnly, "config-only", false, "check the configuration and the files it names, not the pages' content")
	return cmd
}

// addNavDiagnostics resolves the navigation, with the specifications
// given by URL fetched as the build fetches them, and adds what it finds
// to the project's diagnostics beyond the configuration checks.
func (dc *docsCommands) addNavDiagnostics(ctx context.Context, p *config.Project) *nav.Site {
	site := nav.Build(ctx, p, dc.localFetcher(0))
	sitebuild.AddNavDiagnostics(&p.Diagnostics, p, site)
	return site
}

// loadProject finds the docs folder at or above dir and loads it. A folder
// that cannot be read is a usage error (exit 2).
func loadProject(dir string) (*config.Project, error) {
	root, err := config.FindRoot(dir)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, usageError("%s does not exist", dir)
		}
		return nil, &exitError{code: ExitUsage, err: err}
	}
	p, err := config.Load(root)
	if err != nil {
		return nil, &exitError{code: ExitUsage, err: err}
	}
	return p, nil
}

func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// printDiagnostics renders p's diagnostics for a person, then a summary.
func (dc *docsCommands) printDiagnostics(w io.Writer, p *config.Project) error {
	st := diag.Style{Color: dc.color(w), Dir: displayDir(p.Root)}
	for _, d := range p.Diagnostics.All() {
		// A blank line after each finding keeps long lists readable.
		if err := diag.Render(w, d, st); err != nil {
			return err
		}
		if _, err := fmt.Fprintln(w); err != nil {
			return err
		}
	}
	nerr, nwarn := len(p.Diagnostics.Errors()), len(p.Diagnostics.Warnings())
	name := filepath.Join(st.Dir, p.File)
	var err error
	switch {
	case nerr == 0 && nwarn == 0:
		_, err = fmt.Fprintf(w, "%s is valid\n", name)
	case nerr == 0:
		_, err = fmt.Fprintf(w, "%s is valid, with %s\n", name, problemSummary(nil, p.Diagnostics.Warnings(), st.Dir))
	default:
		_, err = fmt.Fprintf(w, "%s\n", problemSummary(p.Diagnostics.Errors(), p.Diagnostics.Warnings(), st.Dir))
	}
	if err == nil && p.Upgraded {
		_, err = fmt.Fprintln(w, "(mint.json was upgraded to docs.json in memory; folio upgrade writes it out)")
	}
	return err
}

// displayDir returns how to name the docs folder relative to the working
// directory, so that file:line:col locations open in an editor.
func displayDir(root string) string {
	wd, err := os.Getwd()
	if err != nil {
		return root
	}
	rel, err := filepath.Rel(wd, root)
	if err != nil || rel == "." {
		return ""
	}
	return rel
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
