package agenteval

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"text/tabwriter"
)

// Summary is the pass rate of a run.
type Summary struct {
	Passed int `json:"passed"`
	Total  int `json:"total"`
	// Rate is Passed / Total (0 for no task).
	Rate         float64 `json:"passRate"`
	Steps        int     `json:"steps"`
	InputTokens  int64   `json:"inputTokens"`
	OutputTokens int64   `json:"outputTokens"`
	Seconds      float64 `json:"seconds"`
	// CostUSD is the jobs' estimated cost (0: no prices configured).
	CostUSD float64 `json:"costUsd,omitempty"`
}

// Summarize adds the results up; seconds is the run's wall-clock time
// (the tasks overlap).
func Summarize(results []Result, seconds float64) Summary {
	s := Summary{Total: len(results), Seconds: seconds}
	for _, r := range results {
		if r.Pass {
			s.Passed++
		}
		s.Steps += r.Steps
		s.InputTokens += r.InputTokens
		s.OutputTokens += r.OutputTokens
		s.CostUSD += r.CostUSD
	}
	if s.Total > 0 {
		s.Rate = float64(s.Passed) / float64(s.Total)
	}
	return s
}

// WriteTable writes the results as a table, a line per task with the
// first thing its grader found wrong, then the pass rate.
func WriteTable(w io.Writer, model string, results []Result, s Summary) error {
	tw := tabwriter.NewWriter(w, 0, 4, 2, ' ', 0)
	fmt.Fprintln(tw, "TASK\tKIND\tRESULT\tSTEPS\tTOKENS IN\tTOKENS OUT\tSECONDS\tWHY")
	for _, r := range results {
		verdict, why := "pass", ""
		if !r.Pass {
			verdict = "FAIL"
			if len(r.Failures) > 0 {
				why = r.Failures[0]
				if n := len(r.Failures) - 1; n > 0 {
					why += fmt.Sprintf(" (+%d more)", n)
				}
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d\t%d\t%d\t%.1f\t%s\n", r.Task, r.Kind, verdict, r.Steps, r.InputTokens, r.OutputTokens, r.Seconds, why)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	cost := ""
	if s.CostUSD > 0 {
		cost = fmt.Sprintf(", about $%.2f", s.CostUSD)
	}
	_, err := fmt.Fprintf(w, "\n%s: %d of %d tasks passed (%s); %d steps, %d tokens in, %d out%s, %.1f s\n",
		model, s.Passed, s.Total, percent(s.Rate), s.Steps, s.InputTokens, s.OutputTokens, cost, s.Seconds)
	return err
}

func percent(rate float64) string {
	return strconv.FormatFloat(100*rate, 'f', 1, 64) + "%"
}

// WriteJSON writes the results and their summary as one JSON document.
func WriteJSON(w io.Writer, model string, results []Result, s Summary) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(struct {
		Model   string   `json:"model"`
		Summary Summary  `json:"summary"`
		Results []Result `json:"results"`
	}{model, s, results})
}
