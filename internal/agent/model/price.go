package model

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Price is what a model costs, in US dollars per million tokens, for an
// estimate of a job's cost. A cached or cache-write price of 0 is taken
// as the input price, which overestimates rather than hides a cost.
type Price struct {
	Input       float64
	Output      float64
	CachedInput float64 // read from the prompt cache
	CacheWrite  float64 // written to the prompt cache
}

// CostMicros is the cost of u in millionths of a dollar: a price per
// million tokens is a price in millionths per token.
func (p Price) CostMicros(u Usage) int64 {
	cached, write := p.CachedInput, p.CacheWrite
	if cached == 0 {
		cached = p.Input
	}
	if write == 0 {
		write = p.Input
	}
	plain := max(0, u.InputTokens-u.CachedInputTokens-u.CacheWriteInputTokens)
	c := float64(plain)*p.Input + float64(u.CachedInputTokens)*cached +
		float64(u.CacheWriteInputTokens)*write + float64(u.OutputTokens)*p.Output
	return int64(math.Round(c))
}

// ParsePrice reads one model's price as an operator writes it:
// SPEC=INPUT/OUTPUT[/CACHED[/CACHE_WRITE]], dollars per million tokens,
// such as anthropic:claude-sonnet-4-5=3/15/0.3/3.75.
func ParsePrice(s string) (spec string, p Price, err error) {
	i := strings.LastIndex(s, "=")
	if i <= 0 {
		return "", p, fmt.Errorf("price %q: want MODEL=INPUT/OUTPUT[/CACHED[/CACHE_WRITE]] in dollars per million tokens", s)
	}
	spec = strings.TrimSpace(s[:i])
	parts := strings.Split(s[i+1:], "/")
	if len(parts) < 2 || len(parts) > 4 {
		return "", p, fmt.Errorf("price %q: want INPUT/OUTPUT[/CACHED[/CACHE_WRITE]] after the =", s)
	}
	vals := make([]float64, 4)
	for k, part := range parts {
		v, err := strconv.ParseFloat(strings.TrimSpace(part), 64)
		if err != nil || v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
			return "", p, fmt.Errorf("price %q: %q is not a price", s, part)
		}
		vals[k] = v
	}
	return spec, Price{Input: vals[0], Output: vals[1], CachedInput: vals[2], CacheWrite: vals[3]}, nil
}
