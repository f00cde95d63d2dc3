package jobs_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
)

// TestRenderUsageAndOptions: the view reports the cached tokens, the cost
// estimate when there is one (null when not), and the draft choice (null
// for a job that made none).
func TestRenderUsageAndOptions(t *testing.T) {
	j := domain.Job{ID: "job_1", Status: domain.StatusActive, Model: "anthropic:claude-test", Ref: "release/v2", Draft: new(true),
		Usage: domain.Usage{Steps: 2, InputTokens: 2300, OutputTokens: 40, CachedInputTokens: 2000, CacheWriteTokens: 200, CostMicros: 2_345_000}}
	b, err := json.Marshal(jobs.Render(j))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`"draft":true`, `"ref":"release/v2"`, `"model":"anthropic:claude-test"`,
		`"usage":{"steps":2,"inputTokens":2300,"outputTokens":40,"cachedInputTokens":2000,"cacheWriteTokens":200,"estimatedCostUsd":2.345}`,
	} {
		if !strings.Contains(string(b), want) {
			t.Errorf("view lacks %s:\n%s", want, b)
		}
	}
	j.Draft, j.Usage = nil, domain.Usage{Steps: 1, InputTokens: 10}
	b, _ = json.Marshal(jobs.Render(j))
	for _, want := range []string{`"draft":null`, `"cachedInputTokens":0`, `"estimatedCostUsd":null`} {
		if !strings.Contains(string(b), want) {
			t.Errorf("view lacks %s:\n%s", want, b)
		}
	}
}
