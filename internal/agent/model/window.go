package model

import (
	"errors"
	"strings"
)

// DefaultContextWindow is the context window, in tokens, of a model the
// table of known models does not name. Such a model is most often a local
// one (Ollama, vLLM, llama.cpp) whose window is small: guessing too small
// costs an early compaction, guessing too large a failed step.
const DefaultContextWindow = 32_768

// knownWindows are the context windows (prompt and reply, in tokens) of
// the common OpenAI and Anthropic models, by the prefix of their names; the
// longest matching prefix wins, so "gpt-4o" is not taken for "gpt-4".
var knownWindows = []struct {
	prefix string
	tokens int
}{
	{"gpt-3.5-turbo", 16_385},
	{"gpt-4", 8_192},
	{"gpt-4-32k", 32_768},
	{"gpt-4-turbo", 128_000},
	{"gpt-4-1106", 128_000},
	{"gpt-4-0125", 128_000},
	{"gpt-4o", 128_000},
	{"chatgpt-4o", 128_000},
	{"gpt-4.1", 1_047_576},
	{"gpt-4.5", 128_000},
	{"gpt-5", 400_000},
	{"o1", 200_000},
	{"o1-mini", 128_000},
	{"o1-preview", 128_000},
	{"o3", 200_000},
	{"o4-mini", 200_000},
	{"claude-", 200_000},
}

// ContextWindow is the context window of the model a spec names
// (PROVIDER:MODEL, or a bare model name), from the table of known models;
// DefaultContextWindow for any other. A router's prefix ("openai/gpt-4o")
// is ignored.
func ContextWindow(spec string) int {
	name := spec
	if p, rest, ok := strings.Cut(spec, ":"); ok && isProvider(p) {
		name = rest
	}
	name = strings.ToLower(strings.TrimSpace(name))
	if i := strings.LastIndex(name, "/"); i >= 0 {
		name = name[i+1:]
	}
	best, tokens := 0, DefaultContextWindow
	for _, k := range knownWindows {
		if strings.HasPrefix(name, k.prefix) && len(k.prefix) > best {
			best, tokens = len(k.prefix), k.tokens
		}
	}
	return tokens
}

func isProvider(p string) bool {
	switch strings.ToLower(strings.TrimSpace(p)) {
	case "openai", "anthropic", "script":
		return true
	}
	return false
}

// contextLengthPhrases are how providers word a prompt longer than the
// model's window when they give no code for it: Anthropic ("prompt is too
// long: 210000 tokens > 200000 maximum"), vLLM and older OpenAI ("This
// model's maximum context length is 32768 tokens"), llama.cpp ("the
// request exceeds the available context size").
var contextLengthPhrases = []string{
	"prompt is too long",
	"maximum context length",
	"context length exceeded",
	"context_length_exceeded",
	"exceeds the available context size",
	"exceed_context_size",
	"input is too long",
	"too many tokens",
}

// contextLengthError tells whether a provider's error response says the
// prompt does not fit the model's window: a 400 (413 from some proxies)
// with OpenAI's code context_length_exceeded or a message in the words
// providers use.
func contextLengthError(status int, code, message string) bool {
	if status != 400 && status != 413 {
		return false
	}
	if code == "context_length_exceeded" {
		return true
	}
	msg := strings.ToLower(message)
	for _, p := range contextLengthPhrases {
		if strings.Contains(msg, p) {
			return true
		}
	}
	return false
}

// IsContextLength reports whether err is a provider's refusal of a prompt
// longer than the model's context window: the conversation must be made
// shorter, and trying it again as it is cannot succeed.
func IsContextLength(err error) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.ContextLength
}
