package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// The hand-written pages of docs/ that list what the code defines — the
// API's problem codes, the jobs' error codes and phases, the event types,
// the README's quickstart — are held to the code here, so that a new code
// cannot go undocumented.

// readDoc reads a page of docs/.
func readDoc(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(root, "docs", filepath.FromSlash(name)))
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// section returns the text of a page from the heading to the next heading
// of the same or a higher level.
func section(t *testing.T, page, heading string) string {
	t.Helper()
	level := strings.Index(heading, " ")
	start := strings.Index(page, "\n"+heading+"\n")
	if start < 0 {
		t.Fatalf("no section %q", heading)
	}
	rest := page[start+len(heading)+2:]
	for _, line := range strings.SplitAfter(rest, "\n") {
		if n := len(line) - len(strings.TrimLeft(line, "#")); n > 0 && n <= level && strings.HasPrefix(line[n:], " ") {
			return rest[:strings.Index(rest, line)]
		}
	}
	return rest
}

var firstCell = regexp.MustCompile("^\\| `([^`]+)` \\|")

// tableCodes returns the code spans that start the body rows of the
// tables of a section.
func tableCodes(s string) []string {
	var out []string
	lines := strings.Split(s, "\n")
	for i, line := range lines {
		header := i+1 < len(lines) && strings.HasPrefix(lines[i+1], "| ---")
		if m := firstCell.FindStringSubmatch(line); m != nil && !header {
			out = append(out, m[1])
		}
	}
	return out
}

func sameSet(t *testing.T, what string, documented, defined []string) {
	t.Helper()
	for _, d := range defined {
		if !slices.Contains(documented, d) {
			t.Errorf("%s: %q is defined by the code but not documented", what, d)
		}
	}
	for _, d := range documented {
		if !slices.Contains(defined, d) {
			t.Errorf("%s: %q is documented but the code does not define it", what, d)
		}
	}
}

// TestAPIIntroductionProblemCodes holds the problem codes of the API
// introduction to the Problem schema of the API's OpenAPI document (which
// the api package's tests hold to its handlers).
func TestAPIIntroductionProblemCodes(t *testing.T) {
	var doc struct {
		Components struct {
			Schemas struct {
				Problem struct {
					Properties struct {
						Code struct {
							Enum []string `json:"enum"`
						} `json:"code"`
					} `json:"properties"`
				} `json:"Problem"`
			} `json:"schemas"`
		} `json:"components"`
	}
	data, err := os.ReadFile(filepath.Join(root, "internal", "api", "openapi.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	defined := doc.Components.Schemas.Problem.Properties.Code.Enum
	if len(defined) == 0 {
		t.Fatal("the OpenAPI document's Problem.code has no enum")
	}
	page := readDoc(t, "api-reference/introduction.mdx")
	sameSet(t, "api-reference/introduction.mdx, Problem codes", tableCodes(section(t, page, "### Problem codes")), defined)
}

// TestAPIIntroductionJobs holds the job error codes, phases and event
// types of the API introduction to internal/jobs, internal/jobs/runner
// and internal/store.
func TestAPIIntroductionJobs(t *testing.T) {
	page := readDoc(t, "api-reference/introduction.mdx")

	// Job error codes: the constants named …Code of internal/jobs (the
	// state table's) and internal/jobs/runner (the runs').
	consts, err := stringConsts(filepath.Join(root, "internal", "jobs"), regexp.MustCompile(`Code$`))
	if err != nil {
		t.Fatal(err)
	}
	runConsts, err := stringConsts(filepath.Join(root, "internal", "jobs", "runner"), regexp.MustCompile(`Code$`))
	if err != nil {
		t.Fatal(err)
	}
	consts = append(consts, runConsts...)
	sameSet(t, "api-reference/introduction.mdx, Job error codes", tableCodes(section(t, page, "### Job error codes")), consts)
	guide := readDoc(t, "guides/agent-jobs.mdx")
	sameSet(t, "guides/agent-jobs.mdx, When things go wrong", tableCodes(section(t, guide, "## When things go wrong")), consts)

	// Phases: the constants of internal/jobs named Phase….
	phases, err := stringConsts(filepath.Join(root, "internal", "jobs"), regexp.MustCompile(`^Phase`))
	if err != nil {
		t.Fatal(err)
	}
	jobs := section(t, page, "## Jobs")
	for _, p := range phases {
		if !strings.Contains(jobs, "`"+p+"`") {
			t.Errorf("api-reference/introduction.mdx, Jobs: the phase %q is not documented", p)
		}
	}

	// Event types: internal/store's event types, and done.
	events, err := stringConsts(filepath.Join(root, "internal", "store"), regexp.MustCompile(`^Event[A-Z]`))
	if err != nil {
		t.Fatal(err)
	}
	sameSet(t, "api-reference/introduction.mdx, Events", tableCodes(section(t, page, "## Events")), append(events, "done"))
}

// TestQuickstartIsTheREADMEs holds the quickstart page's first commands to
// the README's quickstart.
func TestQuickstartIsTheREADMEs(t *testing.T) {
	readme, err := os.ReadFile(filepath.Join(root, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	want := firstBashBlock(t, section(t, string(readme), "## Quickstart"))
	got := firstBashBlock(t, readDoc(t, "quickstart.mdx"))
	if got != want {
		t.Errorf("the quickstart page starts with\n%s\nbut the README's quickstart is\n%s", got, want)
	}
}

func firstBashBlock(t *testing.T, s string) string {
	t.Helper()
	_, after, ok := strings.Cut(s, "```bash\n")
	if !ok {
		t.Fatal("no bash code block")
	}
	block, _, _ := strings.Cut(after, "```")
	return block
}
