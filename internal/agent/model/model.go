// Package model is the agent's view of a language model: one small
// interface, Model, whose Step sends a whole conversation (a system prompt,
// the messages so far and the tools the model may call) and returns the
// model's next assistant message, and the providers behind it:
//
//   - openai:MODEL — Chat Completions, for OpenAI and every server that
//     speaks its protocol (Ollama, vLLM, llama.cpp, OpenRouter);
//   - anthropic:MODEL — the Anthropic Messages API;
//   - script:PATH — a JSON file of assistant turns played in order, for
//     tests and demos.
//
// The conversation is plain data (Message is JSON-serialisable), so the
// agent loop can store it, and resume it later with any provider.
//
// The openai and anthropic providers ask for their replies as streams of
// server-sent events and assemble them, so a long generation keeps its
// connection busy instead of silent for minutes (which proxies cut), as
// Anthropic recommends for long requests. The environment Open reads can
// turn that off per provider, for a server that streams tool calls badly
// or not at all; the reply then comes in one response:
//
//	OPENAI_STREAM=false
//	ANTHROPIC_STREAM=false
//
// (true, false, 1, 0, yes, no, on or off; unset means true). A stream that
// ends before its end marker (finish_reason, or Anthropic's stop_reason)
// without an error is taken as a connection cut short: an *APIError marked
// Retryable, as is a stream broken by a network error or by an error event
// of the server's; a chunk that cannot be decoded is a malformed reply. A
// server that ignores the request to stream and answers with one JSON
// document is understood too.
package model

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strings"
	"time"
)

// Model is a language model that can call tools.
type Model interface {
	// Step sends the conversation and returns the model's next assistant
	// message. It is safe for concurrent use. Errors from the provider
	// are *APIError values; a reply that cannot be understood is an
	// error wrapping ErrMalformedReply.
	Step(ctx context.Context, req Request) (Response, error)
}

// Role says who wrote a message.
type Role string

// The roles of a conversation.
const (
	// RoleUser is the person's prompt (or a follow-up message).
	RoleUser Role = "user"
	// RoleAssistant is the model's reply, with its tool calls.
	RoleAssistant Role = "assistant"
	// RoleTool is the result of one tool call.
	RoleTool Role = "tool"
)

// Message is one message of a conversation.
type Message struct {
	Role Role `json:"role"`
	// Content is the text: the prompt, the assistant's reply, or the tool's
	// result.
	Content string `json:"content,omitempty"`
	// ToolCalls are the tools the assistant called (RoleAssistant only),
	// in order.
	ToolCalls []ToolCall `json:"tool_calls,omitempty"`
	// ToolCallID is the ToolCall.ID a RoleTool message answers.
	ToolCallID string `json:"tool_call_id,omitempty"`
	// IsError marks a tool result that reports a failure.
	IsError bool `json:"is_error,omitempty"`
}

// ToolCall is one call of a tool by the model.
type ToolCall struct {
	// ID ties the call to its result (Message.ToolCallID).
	ID   string `json:"id"`
	Name string `json:"name"`
	// Arguments is the JSON text of the arguments object as the model
	// wrote it. It may not be valid JSON: the tool then reports that back
	// to the model, which is how models learn to correct themselves.
	Arguments string `json:"arguments"`
}

// Tool describes a tool the model may call.
type Tool struct {
	Name        string `json:"name"`
	Description string `json:"description"`
	// Parameters is the JSON Schema of the arguments: an object schema.
	Parameters json.RawMessage `json:"parameters"`
}

// Request is one step of a conversation.
type Request struct {
	// System is the system prompt.
	System string
	// Messages is the conversation so far, oldest first. It starts with a
	// RoleUser message; every RoleTool message follows the assistant
	// message whose call it answers.
	Messages []Message
	// Tools are the tools the model may call.
	Tools []Tool
	// MaxTokens bounds the reply. 0 leaves it to the provider: an
	// OpenAI-compatible server applies its own limit (which depends on
	// the model and the server), and Anthropic, which requires one, gets
	// DefaultMaxTokens.
	MaxTokens int
}

// DefaultMaxTokens bounds an Anthropic reply when Request.MaxTokens is 0:
// enough for a long page written in one tool call, and accepted by every
// current Claude model.
const DefaultMaxTokens = 8192

// StopReason says why the model stopped.
type StopReason string

// The stop reasons every provider's own is mapped to. A reason no provider
// documents is passed through as it came.
const (
	// StopEnd is a natural end: the model has nothing more to say.
	StopEnd StopReason = "end"
	// StopToolCalls means the model wants its tool calls answered.
	StopToolCalls StopReason = "tool_calls"
	// StopMaxTokens means the reply hit Request.MaxTokens and is cut.
	StopMaxTokens StopReason = "max_tokens"
	// StopRefusal means the provider's filter or the model refused.
	StopRefusal StopReason = "refusal"
)

// Usage counts the tokens of one step.
type Usage struct {
	// InputTokens counts the whole prompt, cached tokens included.
	InputTokens int64 `json:"input_tokens"`
	// OutputTokens counts the reply.
	OutputTokens int64 `json:"output_tokens"`
	// CachedInputTokens is the part of InputTokens read from the
	// provider's prompt cache, when it says (Anthropic's
	// cache_read_input_tokens, OpenAI's prompt_tokens_details.cached_tokens).
	CachedInputTokens int64 `json:"cached_input_tokens,omitempty"`
	// CacheWriteInputTokens is the part of InputTokens written to the
	// prompt cache (Anthropic's cache_creation_input_tokens), which costs
	// more than plain input.
	CacheWriteInputTokens int64 `json:"cache_write_input_tokens,omitempty"`
}

// Add returns the sum of u and v.
func (u Usage) Add(v Usage) Usage {
	return Usage{
		InputTokens:           u.InputTokens + v.InputTokens,
		OutputTokens:          u.OutputTokens + v.OutputTokens,
		CachedInputTokens:     u.CachedInputTokens + v.CachedInputTokens,
		CacheWriteInputTokens: u.CacheWriteInputTokens + v.CacheWriteInputTokens,
	}
}

// Response is the model's answer to a Request.
type Response struct {
	// Message is the assistant message (Role is RoleAssistant), ready to
	// be appended to the conversation.
	Message Message
	Usage   Usage
	// StopReason says why the model stopped.
	StopReason StopReason
}

// ErrMalformedReply is wrapped by the errors of replies that cannot be
// understood: no choices, a body that is not JSON, a tool call without a
// name.
var ErrMalformedReply = errors.New("malformed reply from the model provider")

// APIError is an error answered by a provider's API, after retries.
type APIError struct {
	// Provider is "openai" or "anthropic".
	Provider string
	// StatusCode is the HTTP status of an error response; 0 when there
	// is none: no response came (a connection error), or a streamed reply
	// failed after its successful start.
	StatusCode int
	// Message is the provider's explanation, when it gave one.
	Message string
	// Retryable is set when trying again later may succeed: rate limits,
	// overload, server errors, timeouts and lost connections.
	Retryable bool
	// RetryAfter is the wait the response asked for (Retry-After), 0
	// when it named none.
	RetryAfter time.Duration
	// ContextLength is set when the provider refused the prompt as
	// longer than the model's context window (see IsContextLength).
	ContextLength bool
	Err           error
}

func (e *APIError) Error() string {
	var b strings.Builder
	b.WriteString(e.Provider)
	if e.StatusCode != 0 {
		fmt.Fprintf(&b, ": HTTP %d", e.StatusCode)
		if text := http.StatusText(e.StatusCode); text != "" {
			b.WriteString(" " + text) // none for Anthropic's 529
		}
	}
	switch {
	case e.Message != "":
		b.WriteString(": " + e.Message)
	case e.Err != nil:
		b.WriteString(": " + e.Err.Error())
	}
	return b.String()
}

func (e *APIError) Unwrap() error { return e.Err }

// IsRetryable reports whether err is worth trying again later: a provider
// error marked Retryable. A cancelled context is not.
func IsRetryable(err error) bool {
	var ae *APIError
	return errors.As(err, &ae) && ae.Retryable
}

// retryableStatus tells whether an HTTP status from a provider is
// temporary.
func retryableStatus(status int) bool {
	return status == 0 || status == http.StatusRequestTimeout || status == http.StatusConflict ||
		status == http.StatusTooManyRequests || status >= 500
}

// requestTimeout bounds one attempt of a step. The SDKs do not retry
// (their retries cannot be bounded by an outage, nor timed by a test's
// clock): retrying does, around every attempt.
const requestTimeout = 10 * time.Minute

// Options configure Open. The zero value is usable.
type Options struct {
	// Env reads the environment (os.Getenv in production, a map in
	// tests); nil reads nothing.
	Env func(string) string
	// HTTPClient makes the requests; nil means a new default client.
	HTTPClient *http.Client
	// Log receives one debug record per step and a warning per failed
	// attempt; nil discards.
	Log *slog.Logger
	// Outage is how long a provider may keep failing with temporary
	// errors before a step fails with ErrUnavailable: 0 means
	// DefaultOutage, a negative value makes one attempt only.
	Outage time.Duration
	// Now and Sleep are the clock the retries read and wait on; nil means
	// the real one.
	Now   func() time.Time
	Sleep func(ctx context.Context, d time.Duration) error
}

// Open returns the model named by spec:
//
//	openai:MODEL      OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_STREAM
//	anthropic:MODEL   ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL, ANTHROPIC_STREAM
//	script:PATH       a JSON file of turns (see the script provider)
//
// MODEL may itself contain colons (Ollama's "llama3.1:8b"). The openai and
// anthropic models retry temporary errors (see Options.Outage), waiting
// as long as the server's Retry-After asks.
func Open(spec string, o Options) (Model, error) {
	provider, name, ok := strings.Cut(strings.TrimSpace(spec), ":")
	if !ok || provider == "" {
		return nil, fmt.Errorf("model %q: want PROVIDER:MODEL, such as openai:gpt-4.1, anthropic:claude-sonnet-4-5 or script:turns.json", spec)
	}
	name = strings.TrimSpace(name)
	if name == "" {
		return nil, fmt.Errorf("model %q: the %s model name is missing after the colon", spec, provider)
	}
	if o.Env == nil {
		o.Env = func(string) string { return "" }
	}
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{}
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	if o.Now == nil {
		o.Now = time.Now
	}
	if o.Sleep == nil {
		o.Sleep = sleepContext
	}
	if o.Outage == 0 {
		o.Outage = DefaultOutage
	}
	var (
		m   Model
		err error
	)
	switch strings.ToLower(provider) {
	case "openai":
		m, err = newOpenAI(name, o)
	case "anthropic":
		m, err = newAnthropic(name, o)
	case "script":
		return LoadScript(name)
	default:
		return nil, fmt.Errorf("model %q: unknown provider %q; use openai, anthropic or script", spec, provider)
	}
	if err != nil || o.Outage < 0 {
		return m, err
	}
	return &retrying{inner: m, provider: strings.ToLower(provider), outage: o.Outage, now: o.Now, sleep: o.Sleep, log: o.Log}, nil
}

// envBool reads a yes-or-no setting from env; unset is def.
func envBool(env func(string) string, name string, def bool) (bool, error) {
	v := env(name)
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "":
		return def, nil
	case "1", "t", "true", "y", "yes", "on":
		return true, nil
	case "0", "f", "false", "n", "no", "off":
		return false, nil
	}
	return false, fmt.Errorf("%s=%q: want true or false", name, v)
}

// schemaObject decodes a tool's JSON Schema for the SDKs, which take it as a
// map.
func schemaObject(t Tool) (map[string]any, error) {
	if len(t.Parameters) == 0 {
		return map[string]any{"type": "object", "properties": map[string]any{}}, nil
	}
	var m map[string]any
	if err := json.Unmarshal(t.Parameters, &m); err != nil {
		return nil, fmt.Errorf("tool %s: parameters are not a JSON Schema object: %w", t.Name, err)
	}
	return m, nil
}

// argumentsObject returns a tool call's arguments as a JSON object for a
// protocol that requires one (Anthropic's tool_use input); arguments that
// are not an object, which the model was told about, become {}.
func argumentsObject(args string) json.RawMessage {
	s := strings.TrimSpace(args)
	if strings.HasPrefix(s, "{") && json.Valid([]byte(s)) {
		return json.RawMessage(s)
	}
	return json.RawMessage("{}")
}
