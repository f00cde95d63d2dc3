package model

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/option"
)

// anthropicModel speaks the Messages API with tools.
type anthropicModel struct {
	name     string
	messages anthropic.MessageService
	log      *slog.Logger
}

// anthropicBaseURL is Anthropic's own API.
const anthropicBaseURL = "https://api.anthropic.com/"

// newAnthropic builds the provider from ANTHROPIC_API_KEY and
// ANTHROPIC_BASE_URL. A key is required unless the base URL names another
// server (a gateway that adds it).
func newAnthropic(name string, env func(string) string, hc *http.Client, log *slog.Logger) (*anthropicModel, error) {
	base := strings.TrimSpace(env("ANTHROPIC_BASE_URL"))
	key := strings.TrimSpace(env("ANTHROPIC_API_KEY"))
	if base == "" {
		base = anthropicBaseURL
		if key == "" {
			return nil, fmt.Errorf("anthropic:%s: ANTHROPIC_API_KEY is not set", name)
		}
	}
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	// Explicit options only: the SDK's client constructor would read
	// ANTHROPIC_* and profile files from the process environment.
	opts := []option.RequestOption{
		option.WithBaseURL(base),
		option.WithHTTPClient(hc),
		option.WithMaxRetries(maxRetries),
		option.WithRequestTimeout(requestTimeout),
		option.WithMiddleware(logRetries(log, "anthropic"), capRetryAfter),
	}
	if key != "" {
		opts = append(opts, option.WithAPIKey(key))
	}
	return &anthropicModel{name: name, messages: anthropic.NewMessageService(opts...), log: log}, nil
}

// capRetryAfter stops the SDK from retrying when the server asks for a wait
// longer than maxRetryDelay: this SDK honours any Retry-After, however
// long, and a step must stay bounded.
func capRetryAfter(req *http.Request, next option.MiddlewareNext) (*http.Response, error) {
	res, err := next(req)
	if err != nil || res.StatusCode < 400 {
		return res, err
	}
	if d, ok := retryAfter(res.Header); ok && d > maxRetryDelay {
		res.Header.Set("X-Should-Retry", "false")
	}
	return res, err
}

// retryAfter reads Retry-After-Ms or Retry-After (seconds or an HTTP date).
func retryAfter(h http.Header) (time.Duration, bool) {
	if v := h.Get("Retry-After-Ms"); v != "" {
		if ms, err := strconv.ParseFloat(v, 64); err == nil {
			return time.Duration(ms * float64(time.Millisecond)), true
		}
	}
	v := h.Get("Retry-After")
	if v == "" {
		return 0, false
	}
	if s, err := strconv.ParseFloat(v, 64); err == nil {
		if s > 1e6 {
			s = 1e6 // no overflow for absurd values
		}
		return time.Duration(s * float64(time.Second)), true
	}
	if t, err := http.ParseTime(v); err == nil {
		return time.Until(t), true
	}
	return 0, false
}

func (m *anthropicModel) Step(ctx context.Context, req Request) (Response, error) {
	params, err := m.params(req)
	if err != nil {
		return Response{}, err
	}
	start := time.Now()
	var raw *http.Response
	msg, err := m.messages.New(ctx, params, option.WithResponseInto(&raw))
	if err != nil {
		return Response{}, anthropicError(err, raw)
	}
	resp, err := anthropicResponse(msg)
	if err != nil {
		return Response{}, err
	}
	m.log.DebugContext(ctx, "model step", "provider", "anthropic", "model", m.name, "duration", time.Since(start),
		"input_tokens", resp.Usage.InputTokens, "output_tokens", resp.Usage.OutputTokens,
		"tool_calls", len(resp.Message.ToolCalls), "stop", resp.StopReason)
	return resp, nil
}

// params translates a Request to the Messages API. Tool results, and any
// user text that follows them, go into one user message, tool results
// first, as the API requires; the system prompt and the tools are marked
// for prompt caching, since every step of a run repeats them.
func (m *anthropicModel) params(req Request) (anthropic.MessageNewParams, error) {
	maxTokens := req.MaxTokens
	if maxTokens <= 0 {
		maxTokens = DefaultMaxTokens
	}
	p := anthropic.MessageNewParams{Model: anthropic.Model(m.name), MaxTokens: int64(maxTokens)}
	if req.System != "" {
		p.System = []anthropic.TextBlockParam{{Text: req.System, CacheControl: anthropic.NewCacheControlEphemeralParam()}}
	}
	var pending []anthropic.ContentBlockParamUnion // the user turn being built
	var results int                                // tool results at its start
	flush := func() {
		if len(pending) > 0 {
			p.Messages = append(p.Messages, anthropic.NewUserMessage(pending...))
			pending, results = nil, 0
		}
	}
	for i, msg := range req.Messages {
		switch msg.Role {
		case RoleUser:
			if strings.TrimSpace(msg.Content) != "" {
				pending = append(pending, anthropic.NewTextBlock(msg.Content))
			}
		case RoleTool:
			content := msg.Content
			if content == "" {
				content = "(no output)"
			}
			block := anthropic.NewToolResultBlock(msg.ToolCallID, content, msg.IsError)
			pending = append(pending[:results], append([]anthropic.ContentBlockParamUnion{block}, pending[results:]...)...)
			results++
		case RoleAssistant:
			var blocks []anthropic.ContentBlockParamUnion
			if strings.TrimSpace(msg.Content) != "" {
				blocks = append(blocks, anthropic.NewTextBlock(msg.Content))
			}
			for _, tc := range msg.ToolCalls {
				blocks = append(blocks, anthropic.NewToolUseBlock(tc.ID, argumentsObject(tc.Arguments), tc.Name))
			}
			if len(blocks) == 0 {
				continue // an empty turn; the API refuses empty content
			}
			flush()
			p.Messages = append(p.Messages, anthropic.NewAssistantMessage(blocks...))
		default:
			return p, fmt.Errorf("message %d: unknown role %q", i, msg.Role)
		}
	}
	flush()
	for i, t := range req.Tools {
		schema, err := schemaObject(t)
		if err != nil {
			return p, err
		}
		in := anthropic.ToolInputSchemaParam{ExtraFields: map[string]any{}}
		for k, v := range schema {
			switch k {
			case "type":
			case "properties":
				in.Properties = v
			case "required":
				for _, r := range asStrings(v) {
					in.Required = append(in.Required, r)
				}
			default:
				in.ExtraFields[k] = v
			}
		}
		tool := &anthropic.ToolParam{Name: t.Name, Description: anthropic.String(t.Description), InputSchema: in}
		if i == len(req.Tools)-1 {
			tool.CacheControl = anthropic.NewCacheControlEphemeralParam()
		}
		p.Tools = append(p.Tools, anthropic.ToolUnionParam{OfTool: tool})
	}
	return p, nil
}

func asStrings(v any) []string {
	list, _ := v.([]any)
	var out []string
	for _, it := range list {
		if s, ok := it.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// anthropicResponse translates a message.
func anthropicResponse(msg *anthropic.Message) (Response, error) {
	if msg == nil || msg.Type != "" && msg.Type != "message" {
		return Response{}, fmt.Errorf("anthropic: the reply is not a message: %w", ErrMalformedReply)
	}
	resp := Response{
		Message: Message{Role: RoleAssistant},
		Usage: Usage{
			InputTokens:       msg.Usage.InputTokens + msg.Usage.CacheCreationInputTokens + msg.Usage.CacheReadInputTokens,
			OutputTokens:      msg.Usage.OutputTokens,
			CachedInputTokens: msg.Usage.CacheReadInputTokens,
		},
	}
	var text []string
	for i, b := range msg.Content {
		switch b.Type {
		case "text":
			text = append(text, b.Text)
		case "tool_use":
			if b.Name == "" || b.ID == "" {
				return Response{}, fmt.Errorf("anthropic: tool_use block %d has no name or id: %w", i+1, ErrMalformedReply)
			}
			args := string(b.Input)
			if strings.TrimSpace(args) == "" || args == "null" {
				args = "{}"
			}
			resp.Message.ToolCalls = append(resp.Message.ToolCalls, ToolCall{ID: b.ID, Name: b.Name, Arguments: args})
		}
		// Thinking and server-tool blocks are not requested; ignore any.
	}
	resp.Message.Content = strings.Join(text, "\n\n")
	switch msg.StopReason {
	case "end_turn", "stop_sequence":
		resp.StopReason = StopEnd
	case "tool_use":
		resp.StopReason = StopToolCalls
	case "max_tokens", "model_context_window_exceeded":
		resp.StopReason = StopMaxTokens
	case "refusal":
		resp.StopReason = StopRefusal
	default:
		resp.StopReason = StopReason(msg.StopReason)
	}
	if len(resp.Message.ToolCalls) > 0 && resp.StopReason == StopEnd {
		resp.StopReason = StopToolCalls
	}
	return resp, nil
}

// anthropicError turns the SDK's error into an *APIError, or into a
// malformed reply error when a successful response could not be decoded.
func anthropicError(err error, raw *http.Response) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("anthropic: %w", err)
	}
	var ae *anthropic.Error
	if errors.As(err, &ae) {
		return &APIError{Provider: "anthropic", StatusCode: ae.StatusCode, Message: errorMessage(ae.RawJSON()),
			Retryable: retryableStatus(ae.StatusCode) || ae.StatusCode == 529, Err: err}
	}
	return providerError("anthropic", err, raw)
}
