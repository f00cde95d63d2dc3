package cli

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"

	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/config/mintjson"
	"github.com/foliodocs/folio/internal/diag"
)

func (dc *docsCommands) upgradeCommand() *cobra.Command {
	var force, keepTheme, toStdout bool
	cmd := &cobra.Command{
		Use:   "upgrade [DIR]",
		Short: "Write the docs.json that a mint.json site upgrades to",
		Example: `  folio upgrade docs
  folio upgrade --stdout docs > docs.json.new`,
		Long: `Upgrade converts the legacy mint.json of the docs folder DIR (default: the
current folder, or the nearest folder above it with a configuration) into
docs.json, the way Mintlify does: tabs and anchors become navigation sections,
versions become navigation.versions (or languages), and every other setting
moves to its docs.json name. The theme is mapped to the nearest new one
(venus → palm, quill → willow, ...) unless --keep-theme is given.

The new docs.json is then validated like folio validate does. Exit status: 0
when it was written and is valid, 1 when mint.json or the result has errors,
2 for a usage or I/O error (such as an existing docs.json without --force).`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			root, err := config.FindRoot(dirArg(args))
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return usageError("%s does not exist", dirArg(args))
				}
				return &exitError{code: ExitUsage, err: err}
			}
			mint := filepath.Join(root, config.MintJSON)
			docs := filepath.Join(root, config.DocsJSON)
			if _, err := os.Stat(mint); err != nil {
				return usageError("%s has no mint.json to upgrade", displayPath(root))
			}
			if _, err := os.Stat(docs); err == nil && !force && !toStdout {
				return usageError("%s already exists; pass --force to overwrite it", displayPath(docs))
			}
			out, diags, err := config.UpgradeFolder(root, mintjson.Options{MapTheme: !keepTheme})
			if err != nil {
				return &exitError{code: ExitUsage, err: err}
			}
			w := cmd.OutOrStdout()
			st := diag.Style{Color: dc.color(w), Dir: displayDir(root)}
			if out == nil {
				diags.Sort()
				for _, d := range diags.All() {
					diag.Render(w, d, st)
					fmt.Fprintln(w)
				}
				fmt.Fprintf(w, "%s has errors; docs.json was not written\n", displayPath(mint))
				return invalid
			}
			if toStdout {
				_, err := w.Write(out)
				return err
			}
			if err := os.WriteFile(docs, out, 0o644); err != nil {
				return &exitError{code: ExitUsage, err: fmt.Errorf("write docs.json: %w", err)}
			}
			fmt.Fprintf(w, "wrote %s from %s\n", displayPath(docs), config.MintJSON)
			// Check the result as a docs.json in its own right.
			p, err := config.Load(root)
			if err != nil {
				return &exitError{code: ExitUsage, err: err}
			}
			defer p.Close()
			p.CheckFiles()
			p.Diagnostics.Sort()
			if err := dc.printDiagnostics(w, p); err != nil {
				return err
			}
			if p.Diagnostics.HasErrors() {
				return invalid
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&force, "force", false, "overwrite an existing docs.json")
	cmd.Flags().BoolVar(&keepTheme, "keep-theme", false, `use theme "mint", as Mintlify's build servers do, instead of mapping the old theme`)
	cmd.Flags().BoolVar(&toStdout, "stdout", false, "print docs.json instead of writing it")
	return cmd
}

// displayPath names a path relative to the working directory when it is
// below it.
func displayPath(p string) string {
	if wd, err := os.Getwd(); err == nil {
		if rel, err := filepath.Rel(wd, p); err == nil && !filepath.IsAbs(rel) && len(rel) > 0 && rel[0] != '.' {
			return rel
		}
	}
	return p
}
