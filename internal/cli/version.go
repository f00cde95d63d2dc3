package cli

import (
	"fmt"
	"regexp"
	"runtime"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"
)

func (a *app) versionCommand() *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print the version of folio",
		Long: `Version prints the version of folio, the commit it was built from and when
that commit was made (with "modified" when the work tree had changes), the Go
version and the platform. folio --version prints the same.

A binary built from a release tag shows the tag; one built from a checkout
shows "dev" and its commit. Without version control information (go run,
-buildvcs=false, a copy of the source without .git) it says so.`,
		Example: `  folio version
  folio --version`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			_, err := fmt.Fprintln(cmd.OutOrStdout(), versionString())
			return err
		},
	}
}

// versionString describes this binary.
func versionString() string {
	bi, _ := debug.ReadBuildInfo()
	return describeBuild(bi, runtime.GOOS+"/"+runtime.GOARCH)
}

// pseudoVersion matches the version Go gives a build from a commit that no
// tag names (v0.0.0-20261128105800-1a2b3c4d5e6f): the commit says it
// better.
var pseudoVersion = regexp.MustCompile(`-(0\.)?\d{14}-[0-9a-f]{12}(\+dirty)?$`)

// describeBuild is the one line of folio version: "folio VERSION (commit
// ID, modified, TIME) GO PLATFORM". bi may be nil (a binary without build
// information).
func describeBuild(bi *debug.BuildInfo, platform string) string {
	version, goVersion := "dev", runtime.Version()
	var commit, when string
	modified := false
	if bi != nil {
		if v := strings.TrimSuffix(bi.Main.Version, "+dirty"); v != "" && v != "(devel)" && !pseudoVersion.MatchString(bi.Main.Version) {
			version = v
		}
		if bi.GoVersion != "" {
			goVersion = bi.GoVersion
		}
		for _, s := range bi.Settings {
			switch s.Key {
			case "vcs.revision":
				commit = s.Value
			case "vcs.time":
				if t, err := time.Parse(time.RFC3339, s.Value); err == nil {
					when = t.UTC().Format("2006-01-02 15:04 UTC")
				}
			case "vcs.modified":
				modified = s.Value == "true"
			}
		}
	}
	var facts []string
	if commit == "" {
		facts = append(facts, "commit unknown: built without version control information")
	} else {
		if len(commit) > 12 {
			commit = commit[:12]
		}
		facts = append(facts, "commit "+commit)
		if modified {
			facts = append(facts, "modified")
		}
		if when != "" {
			facts = append(facts, when)
		}
	}
	return fmt.Sprintf("folio %s (%s) %s %s", version, strings.Join(facts, ", "), goVersion, platform)
}
