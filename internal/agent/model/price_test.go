package model_test

import (
	"testing"

	"github.com/foliodocs/folio/internal/agent/model"
)

func TestPrice(t *testing.T) {
	spec, p, err := model.ParsePrice("anthropic:claude-sonnet-4-5=3/15/0.3/3.75")
	if err != nil || spec != "anthropic:claude-sonnet-4-5" || p != (model.Price{Input: 3, Output: 15, CachedInput: 0.3, CacheWrite: 3.75}) {
		t.Fatalf("ParsePrice = %q, %+v, %v", spec, p, err)
	}
	// 1000 plain input tokens at $3/M, 10000 cached at $0.30/M, 2000
	// written at $3.75/M, 500 output at $15/M.
	u := model.Usage{InputTokens: 13000, CachedInputTokens: 10000, CacheWriteInputTokens: 2000, OutputTokens: 500}
	if got := p.CostMicros(u); got != 3000+3000+7500+7500 {
		t.Errorf("cost = %d micros", got)
	}
	// Without cache prices, cached tokens cost what input costs.
	_, p, err = model.ParsePrice("openai:llama3.1:8b=1/2")
	if err != nil {
		t.Fatal(err)
	}
	if got := p.CostMicros(model.Usage{InputTokens: 100, CachedInputTokens: 50, OutputTokens: 10}); got != 120 {
		t.Errorf("cost = %d micros", got)
	}
	for _, bad := range []string{"gpt", "=1/2", "m=1", "m=1/2/3/4/5", "m=a/2", "m=-1/2"} {
		if _, _, err := model.ParsePrice(bad); err == nil {
			t.Errorf("ParsePrice(%q) accepted", bad)
		}
	}
}
