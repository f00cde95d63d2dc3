package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/foliodocs/folio/internal/cli"
)

// cliReference writes docs/reference/cli.mdx from folio's command tree.
func cliReference() ([]byte, error) {
	// The --data default follows HOME; "~" keeps the page the same on
	// every machine.
	root := cli.Command(cli.Env{Stdin: strings.NewReader(""), Stdout: io.Discard, Stderr: io.Discard, Environ: []string{"HOME=~"}})
	root.InitDefaultHelpFlag()
	root.InitDefaultCompletionCmd()

	var b strings.Builder
	frontmatter(&b, "Command line", "CLI", "Every folio command and flag, generated from the binary's own command tree.")
	b.WriteString(`
Folio is one binary, ` + "`folio`" + `. Every command prints its help with ` + "`--help`" + `;
this page is generated from the same command tree, so it lists exactly what the
binary accepts.

## Exit status

| Status | Meaning |
| --- | --- |
| ` + "`0`" + ` | success |
| ` + "`1`" + ` | the input has errors (or warnings, with ` + "`--strict`" + `) |
| ` + "`2`" + ` | a usage error — an unknown command or flag, a wrong argument — or an I/O error |

## Global flags

Every command takes these:

`)
	flagTable(&b, root.PersistentFlags(), false)
	b.WriteString(`
## Environment variables

` + "`serve`" + ` reads every flag that is not on the command line from an environment
variable: ` + "`FOLIO_`" + ` and the flag's name in capitals, with ` + "`_`" + ` for ` + "`-`" + `
(` + "`--base-url`" + ` from ` + "`FOLIO_BASE_URL`" + `). The other commands that reach the
service's data — ` + "`keys`, `project`, `admin`, `webhook`" + ` — read only ` + "`--data`" + ` and
` + "`--database`" + ` that way (` + "`FOLIO_DATA`, `FOLIO_DATABASE`" + `). A flag on the command
line wins.
The model providers read their own variables: ` + "`OPENAI_API_KEY`, `OPENAI_BASE_URL`,\n`ANTHROPIC_API_KEY`, `ANTHROPIC_BASE_URL`" + ` (see [Models](/guides/agent-jobs/models)).
` + "`NO_COLOR`" + `, set to any non-empty value, turns colour off like ` + "`--no-color`" + `.
`)
	for _, c := range root.Commands() {
		if c.Hidden || c.Name() == "help" {
			continue
		}
		if err := commandSection(&b, c, 2); err != nil {
			return nil, err
		}
	}
	return []byte(b.String()), nil
}

// commandSection writes a command and, one heading level down, its
// subcommands.
func commandSection(b *strings.Builder, c *cobra.Command, level int) error {
	fmt.Fprintf(b, "\n%s %s\n\n", strings.Repeat("#", level), c.CommandPath())
	long := strings.TrimSpace(c.Long)
	if long == "" {
		long = c.Short
		if long != "" {
			long += "."
		}
	}
	if long != "" {
		b.WriteString(prose(long) + "\n\n")
	}
	if c.Runnable() {
		b.WriteString(fenced("bash", "", usageLine(c)))
	}
	if c.Example != "" {
		b.WriteString("\n" + fenced("bash", "Examples", dedent(c.Example)))
	}
	// Every flag of serve has its variable; of the other service
	// commands only --data and --database (the page's Environment
	// variables says so).
	env := readsEnv(c) && c.Name() == "serve"
	local := c.LocalNonPersistentFlags()
	if hasVisible(local) {
		b.WriteString("\n")
		flagTable(b, local, env)
	}
	if c.HasParent() && c.Parent().HasParent() && hasVisible(c.Parent().PersistentFlags()) {
		fmt.Fprintf(b, "\nIt also takes the flags of [%s](#%s).\n", code(c.Parent().CommandPath()), anchorOf(c.Parent().CommandPath()))
	}
	if pf := c.PersistentFlags(); c.HasParent() && hasVisible(pf) {
		fmt.Fprintf(b, "\nFlags of %s and every command under it:\n\n", code(c.CommandPath()))
		flagTable(b, pf, env)
	}
	var subs []*cobra.Command
	for _, s := range c.Commands() {
		if !s.Hidden && s.Name() != "help" {
			subs = append(subs, s)
		}
	}
	if len(subs) > 0 {
		b.WriteString("\n| Command | Does |\n| --- | --- |\n")
		for _, s := range subs {
			fmt.Fprintf(b, "| [%s](#%s) | %s |\n", code(s.CommandPath()), anchorOf(s.CommandPath()), cell(markWords(s.Short)))
		}
		for _, s := range subs {
			if err := commandSection(b, s, level+1); err != nil {
				return err
			}
		}
	}
	return nil
}

// usageLine is the command's synopsis without cobra's "[flags]" noise
// when it takes none of its own.
func usageLine(c *cobra.Command) string {
	line := c.UseLine()
	if !c.HasAvailableFlags() {
		line = strings.TrimSuffix(line, " [flags]")
	}
	return line
}

// readsEnv reports whether a command fills its flags from FOLIO_*
// variables: the commands on the service's data, which all have --data
// (cli's envFlags).
func readsEnv(c *cobra.Command) bool {
	for _, fs := range []*pflag.FlagSet{c.LocalFlags(), c.InheritedFlags(), c.PersistentFlags()} {
		if fs.Lookup("data") != nil {
			return true
		}
	}
	return false
}

func hasVisible(fs *pflag.FlagSet) bool {
	n := 0
	fs.VisitAll(func(f *pflag.Flag) {
		if !f.Hidden && f.Name != "help" {
			n++
		}
	})
	return n > 0
}

// flagTable writes a table of the visible flags of fs, with their
// environment variables when env is set.
func flagTable(b *strings.Builder, fs *pflag.FlagSet, env bool) {
	if env {
		b.WriteString("| Flag | Default | Environment | Description |\n| --- | --- | --- | --- |\n")
	} else {
		b.WriteString("| Flag | Default | Description |\n| --- | --- | --- |\n")
	}
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden || f.Name == "help" {
			return
		}
		name := "--" + f.Name
		if t := flagType(f); t != "" {
			name += " " + t
		}
		name = code(name)
		if f.Shorthand != "" {
			name = code("-"+f.Shorthand) + ", " + name
		}
		desc := markWords(f.Usage)
		if (f.Value.Type() == "stringArray" || f.Value.Type() == "stringSlice") && !strings.Contains(f.Usage, "repeat") {
			desc += " (repeatable)"
		}
		if env {
			variable := code("FOLIO_" + strings.ToUpper(strings.ReplaceAll(f.Name, "-", "_")))
			fmt.Fprintf(b, "| %s | %s | %s | %s |\n", cell(name), cell(flagDefault(f)), variable, cell(desc))
			return
		}
		fmt.Fprintf(b, "| %s | %s | %s |\n", cell(name), cell(flagDefault(f)), cell(desc))
	})
}

// flagType names the value a flag takes; booleans take none.
func flagType(f *pflag.Flag) string {
	switch t := f.Value.Type(); t {
	case "bool":
		return ""
	case "stringArray", "stringSlice":
		return "string"
	case "int64":
		return "int"
	default:
		return t
	}
}

func flagDefault(f *pflag.Flag) string {
	switch f.DefValue {
	case "", "[]", "false", "0":
		if f.Value.Type() == "int" || f.Value.Type() == "int64" {
			return code(f.DefValue)
		}
		return ""
	}
	return code(f.DefValue)
}

// dedent takes off the indentation cobra's help gives examples (two
// spaces a line), which a code block does not need.
func dedent(s string) string {
	lines := strings.Split(strings.Trim(s, "\n"), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimPrefix(l, "  ")
	}
	return strings.Join(lines, "\n")
}
