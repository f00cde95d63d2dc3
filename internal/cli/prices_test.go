package cli

import (
	"testing"

	"github.com/foliodocs/folio/internal/agent/model"
)

func TestParsePrices(t *testing.T) {
	got, err := parsePrices([]string{"anthropic:claude-sonnet-4-5=3/15/0.3/3.75", "openai:llama3.1:8b=0/0"})
	if err != nil {
		t.Fatal(err)
	}
	if got["anthropic:claude-sonnet-4-5"] != (model.Price{Input: 3, Output: 15, CachedInput: 0.3, CacheWrite: 3.75}) || len(got) != 2 {
		t.Errorf("prices = %+v", got)
	}
	if _, err := parsePrices([]string{"gpt=cheap"}); err == nil {
		t.Error("a price that is no number was taken")
	}
}
