package git

import (
	"errors"
	"fmt"
	"os/exec"
	"strings"
)

// Error is a git command that failed.
type Error struct {
	Sub    string // the subcommand ("fetch")
	Args   string // the arguments, credentials scrubbed
	Stderr string // what git said, credentials scrubbed
	Err    error  // the exit status, or why git did not run to the end
}

func (e *Error) Error() string {
	// What git said, on one line: its messages are often several.
	var lines []string
	for line := range strings.Lines(e.Stderr) {
		if line = strings.Join(strings.Fields(line), " "); line != "" {
			lines = append(lines, line)
		}
	}
	if len(lines) == 0 {
		return fmt.Sprintf("git %s: %v", e.Sub, e.Err)
	}
	return fmt.Sprintf("git %s: %v: %s", e.Sub, e.Err, strings.Join(lines, "; "))
}

func (e *Error) Unwrap() error { return e.Err }

// ExitCode is the exit status of the git command that err comes from, 0
// for nil, and -1 when git did not run to the end.
func ExitCode(err error) int {
	if err == nil {
		return 0
	}
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		return ee.ExitCode()
	}
	return -1
}
