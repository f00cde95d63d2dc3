package cli

import (
	"bufio"
	"context"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/foliodocs/folio/internal/git"
)

// gitModified returns, for metadata.timestamp, when each file of the docs
// folder was last committed, read from one `git log` over the whole
// history; nil when the folder is not in a git repository.
func gitModified(ctx context.Context, root string) func(file string) time.Time {
	runner, err := git.New(git.Options{})
	if err != nil {
		return nil
	}
	top, err := runner.Run(ctx, git.Cmd{Dir: root, Args: []string{"rev-parse", "--show-toplevel"}})
	if err != nil {
		return nil
	}
	prefix, err := filepath.Rel(strings.TrimSpace(top), root)
	if err != nil {
		return nil
	}
	out, err := runner.Run(ctx, git.Cmd{Dir: root, Args: []string{"-c", "core.quotePath=false", "log", "--format=%x00%ct", "--name-only", "--no-renames", "--", "."}})
	if err != nil {
		return nil
	}
	dates := map[string]time.Time{}
	var when time.Time
	sc := bufio.NewScanner(strings.NewReader(out))
	sc.Buffer(make([]byte, 64*1024), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "\x00") {
			sec, _ := strconv.ParseInt(strings.TrimPrefix(line, "\x00"), 10, 64)
			when = time.Unix(sec, 0)
			continue
		}
		if line == "" {
			continue
		}
		rel := filepath.ToSlash(line)
		if prefix != "." {
			rel = strings.TrimPrefix(rel, filepath.ToSlash(prefix)+"/")
		}
		// The log is newest first: the first date seen is the last change.
		if _, ok := dates[rel]; !ok {
			dates[rel] = when
		}
	}
	return func(file string) time.Time { return dates[file] }
}
