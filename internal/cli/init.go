package cli

import (
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
)

// starterFS is the site folio init writes: a docs.json with tabs and
// groups, pages that show the main components, and an OpenAPI
// description the navigation generates pages from.
//
//go:embed starter
var starterFS embed.FS

// starterName is the site's name in the starter's docs.json, which --name
// replaces.
const starterName = `"name": "My Docs"`

func (dc *docsCommands) initCommand() *cobra.Command {
	var force bool
	var name string
	cmd := &cobra.Command{
		Use:   "init [DIR]",
		Short: "Write a starter docs site into a new folder",
		Long: `Init writes a small docs site into DIR (default: the current folder): a
docs.json with two tabs and their groups, pages that show the main components
(cards, callouts, steps, tabs, code groups, accordions), and an OpenAPI
description whose operations the navigation turns into API reference pages.
It is valid as written, so folio dev serves it at once and folio validate
--strict passes.

DIR must be empty or not exist yet: init writes over nothing unless --force
is given, and then replaces only the files of the starter, leaving the others
alone.`,
		Example: `  folio init my-docs
  folio init my-docs --name "Acme Docs"
  folio init --force .`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			dir := dirArg(args)
			n, err := writeStarter(dir, name, force)
			if err != nil {
				return err
			}
			shown := dir
			if strings.ContainsAny(shown, " \t'\"") {
				shown = "'" + strings.ReplaceAll(shown, "'", `'\''`) + "'"
			}
			w := cmd.OutOrStdout()
			fmt.Fprintf(w, "wrote a starter site into %s (%d files)\n\nNext:\n", dir, n)
			next := [][2]string{
				{"folio dev " + shown, "preview it at http://localhost:3000"},
				{"folio validate --strict " + shown, "check it"},
				{"folio build " + shown + " -o public", "build it for any file server"},
			}
			width := 0
			for _, l := range next {
				width = max(width, len(l[0]))
			}
			for _, l := range next {
				if _, err = fmt.Fprintf(w, "  %-*s   %s\n", width, l[0], l[1]); err != nil {
					break
				}
			}
			return err
		},
	}
	cmd.Flags().BoolVar(&force, "force", false, "write into a folder that is not empty, replacing the files the starter has")
	cmd.Flags().StringVar(&name, "name", "", `the site's name in docs.json (default "My Docs")`)
	return cmd
}

// writeStarter writes the starter site into dir and returns how many
// files it wrote. Writes go through an os.Root, so that a symbolic link
// in a folder written with --force cannot lead them outside it.
func writeStarter(dir, name string, force bool) (int, error) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return 0, &exitError{code: ExitUsage, err: fmt.Errorf("create %s: %w", dir, err)}
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return 0, &exitError{code: ExitUsage, err: err}
	}
	if len(entries) > 0 && !force {
		return 0, usageError("%s is not empty: init writes a new site into an empty folder (--force writes the starter's files into it anyway)", dir)
	}
	root, err := os.OpenRoot(dir)
	if err != nil {
		return 0, &exitError{code: ExitUsage, err: err}
	}
	defer root.Close()
	n := 0
	err = fs.WalkDir(starterFS, "starter", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(p, "starter"), "/")
		if rel == "" {
			return nil
		}
		if d.IsDir() {
			return root.MkdirAll(rel, 0o755)
		}
		b, err := starterFS.ReadFile(p)
		if err != nil {
			return err
		}
		if rel == "docs.json" && name != "" {
			quoted, err := json.Marshal(name)
			if err != nil {
				return err
			}
			b = []byte(strings.Replace(string(b), starterName, `"name": `+string(quoted), 1))
		}
		if err := root.WriteFile(path.Clean(rel), b, 0o644); err != nil {
			return err
		}
		n++
		return nil
	})
	if err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			pe.Path = filepath.Join(dir, filepath.FromSlash(pe.Path))
		}
		return n, &exitError{code: ExitUsage, err: fmt.Errorf("write the starter site: %w", err)}
	}
	return n, nil
}
