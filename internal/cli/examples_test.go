package cli

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/spf13/cobra"
)

// TestEveryCommandHasExamples walks the command tree: each command's help
// has an Examples: section, and each example runs a command that exists
// with flags it has.
func TestEveryCommandHasExamples(t *testing.T) {
	root := Command(Env{Environ: []string{"HOME=/home/writer"}})
	// Cobra adds --version when it runs; the examples use it before.
	root.InitDefaultVersionFlag()
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		if c.Hidden || c.Name() == "help" || c.Name() == "completion" {
			return
		}
		path := c.CommandPath()
		t.Run(path, func(t *testing.T) {
			var out, errb bytes.Buffer
			args := append(strings.Fields(path)[1:], "--help")
			if code := Main(context.Background(), args, Env{Stdout: &out, Stderr: &errb, Environ: []string{"HOME=/home/writer"}}); code != ExitOK {
				t.Fatalf("%s --help: exit %d: %s", path, code, errb.String())
			}
			if !strings.Contains(out.String(), "\nExamples:\n") {
				t.Errorf("%s --help has no Examples: section", path)
			}
			if !strings.Contains(c.Example, path) {
				t.Errorf("%s: no example runs it:\n%s", path, c.Example)
			}
			for line := range strings.Lines(c.Example) {
				checkExample(t, root, line)
			}
		})
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(root)
}

// checkExample checks each folio command of an example line (there may
// be several, joined by && or a pipe): the command exists and takes the
// flags given.
func checkExample(t *testing.T, root *cobra.Command, line string) {
	t.Helper()
	for _, part := range strings.FieldsFunc(line, func(r rune) bool { return r == '|' || r == '&' }) {
		fields := strings.Fields(part)
		at := -1
		for i, f := range fields {
			if f == "folio" {
				at = i
				break
			}
		}
		if at < 0 {
			continue
		}
		var args []string
		for _, f := range fields[at+1:] {
			if f == ">" || f == "<" {
				break
			}
			args = append(args, f)
		}
		cmd, rest, err := root.Find(args)
		if err != nil {
			t.Errorf("example %q: %v", strings.TrimSpace(line), err)
			continue
		}
		for _, a := range rest {
			if !strings.HasPrefix(a, "-") || a == "-" {
				continue
			}
			name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
			if strings.HasPrefix(a, "--") && cmd.Flag(name) == nil || !strings.HasPrefix(a, "--") && cmd.Flags().ShorthandLookup(name) == nil && cmd.InheritedFlags().ShorthandLookup(name) == nil {
				t.Errorf("example %q: %s has no flag %s", strings.TrimSpace(line), cmd.CommandPath(), a)
			}
		}
	}
}
