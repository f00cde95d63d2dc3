package cli

import (
	"runtime/debug"
	"testing"
)

func TestDescribeBuild(t *testing.T) {
	vcs := func(rev, when, modified string) []debug.BuildSetting {
		return []debug.BuildSetting{{Key: "vcs", Value: "git"}, {Key: "vcs.revision", Value: rev},
			{Key: "vcs.time", Value: when}, {Key: "vcs.modified", Value: modified}}
	}
	const rev = "1a2b3c4d5e6f7a8b9c0d1a2b3c4d5e6f7a8b9c0d"
	for _, tt := range []struct {
		name string
		bi   *debug.BuildInfo
		want string
	}{
		{"release", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.4.0"}, Settings: vcs(rev, "2026-11-28T10:58:00Z", "false")},
			"folio v1.4.0 (commit 1a2b3c4d5e6f, 2026-11-28 10:58 UTC) go1.26.0 linux/amd64"},
		{"checkout with changes", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v0.0.0-20261128105800-1a2b3c4d5e6f+dirty"}, Settings: vcs(rev, "2026-11-28T10:58:00Z", "true")},
			"folio dev (commit 1a2b3c4d5e6f, modified, 2026-11-28 10:58 UTC) go1.26.0 linux/amd64"},
		{"after a tag", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "v1.4.1-0.20261128105800-1a2b3c4d5e6f"}, Settings: vcs(rev, "2026-11-28T10:58:00+01:00", "false")},
			"folio dev (commit 1a2b3c4d5e6f, 2026-11-28 09:58 UTC) go1.26.0 linux/amd64"},
		{"go run", &debug.BuildInfo{GoVersion: "go1.26.0", Main: debug.Module{Version: "(devel)"}},
			"folio dev (commit unknown: built without version control information) go1.26.0 linux/amd64"},
		{"no build information", nil, "folio dev (commit unknown: built without version control information) "},
	} {
		got := describeBuild(tt.bi, "linux/amd64")
		if tt.bi == nil {
			if len(got) < len(tt.want) || got[:len(tt.want)] != tt.want {
				t.Errorf("%s: %q, want it to start %q", tt.name, got, tt.want)
			}
			continue
		}
		if got != tt.want {
			t.Errorf("%s:\n got %q\nwant %q", tt.name, got, tt.want)
		}
	}
}
