// Package yamlerr reads the errors of go.yaml.in/yaml/v4 the way Folio's
// diagnostics were written against them: the line go-yaml v3 named and
// the bare problem. The frontmatter and the configuration's YAML files
// both report YAML errors at a line of their file.
package yamlerr

import (
	"errors"
	"strings"

	"go.yaml.in/yaml/v4"
)

// Split returns the line a YAML error names (0 for none) and its problem,
// as go-yaml v3 said them ("yaml: line N: problem"). v4 keeps the marks
// of the problem and of its context, from 1; v3 named the context's line
// when it was past the first line, else the problem's, counting lines
// from 0 for the parser's errors and from 1 for the scanner's, and no
// line for the others.
func Split(err error) (line int, msg string) {
	le, ok := errors.AsType[*yaml.LoadError](err)
	if !ok {
		return 0, strings.TrimPrefix(err.Error(), "yaml: ")
	}
	switch le.Stage {
	case yaml.ScannerStage, yaml.ParserStage:
		switch {
		case le.ContextMark.Line > 1:
			line = le.ContextMark.Line
		case le.Mark.Line > 1:
			line = le.Mark.Line
		}
		if line != 0 && le.Stage == yaml.ParserStage {
			line--
		}
	case yaml.ReaderStage:
		// v4 adds the octet: "invalid leading UTF-8 octet (value: 255)".
		if i := strings.LastIndex(le.Message, " (value: "); i >= 0 {
			return 0, le.Message[:i]
		}
	}
	return line, le.Message
}
