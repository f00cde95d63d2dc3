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

	"github.com/anthropics/anthropic-sdk-go"
	"github.com/anthropics/anthropic-sdk-go/option"
	"github.com/anthropics/anthropic-sdk-go/packages/ssestream"
)

// anthropicModel speaks the Messages API with tools.
type anthropicModel struct {
	name     string
	messages anthropic.MessageService
	// stream asks for the reply as server-sent events.
	stream bool
	log    *slog.Logger
	now    func() time.Time
}

// anthropicBaseURL is Anthropic's own API.
const anthropicBaseURL = "https://api.anthropic.com/"

// newAnthropic builds the provider from ANTHROPIC_API_KEY,
// ANTHROPIC_BASE_URL and ANTHROPIC_STREAM. A key is required unless the
// base URL names another server (a gateway that adds it).
func newAnthropic(name string, o Options) (*anthropicModel, error) {
	env := o.Env
	base := strings.TrimSpace(env("ANTHROPIC_BASE_URL"))
	key := strings.TrimSpace(env("ANTHROPIC_API_KEY"))
	stream, err := envBool(env, "ANTHROPIC_STREAM", true)
	if err != nil {
		return nil, fmt.Errorf("anthropic:%s: %w", name, err)
	}
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
		option.WithHTTPClient(o.HTTPClient),
		option.WithMaxRetries(0),
		option.WithRequestTimeout(requestTimeout),
	}
	if key != "" {
		opts = append(opts, option.WithAPIKey(key))
	}
	return &anthropicModel{name: name, messages: anthropic.NewMessageService(opts...), stream: stream, log: o.Log, now: o.Now}, nil
}

func (m *anthropicModel) Step(ctx context.Context, req Request) (Response, error) {
	params, err := m.params(req)
	if err != nil {
		return Response{}, err
	}
	start := time.Now()
	var resp Response
	if m.stream {
		resp, err = m.streamed(ctx, params)
	} else {
		resp, err = m.whole(ctx, params)
	}
	if err != nil {
		return Response{}, err
	}
	m.log.DebugContext(ctx, "model step", "provider", "anthropic", "model", m.name, "stream", m.stream, "duration", time.Since(start),
		"input_tokens", resp.Usage.InputTokens, "output_tokens", resp.Usage.OutputTokens,
		"cache_read_tokens", resp.Usage.CachedInputTokens, "cache_write_tokens", resp.Usage.CacheWriteInputTokens,
		"tool_calls", len(resp.Message.ToolCalls), "stop", resp.StopReason)
	return resp, nil
}

// whole asks for the reply in one response.
func (m *anthropicModel) whole(ctx context.Context, params anthropic.MessageNewParams) (Response, error) {
	var raw *http.Response
	msg, err := m.messages.New(ctx, params, option.WithResponseInto(&raw))
	if err != nil {
		return Response{}, stepError(ctx, "anthropic", err, raw, nil, m.apiError)
	}
	return anthropicResponse(msg)
}

// streamed asks for the reply as a stream of events.
func (m *anthropicModel) streamed(ctx context.Context, params anthropic.MessageNewParams) (Response, error) {
	var (
		raw *http.Response
		w   streamWatch
	)
	s := m.messages.NewStreaming(ctx, params, option.WithResponseInto(&raw), option.WithMiddleware(w.middleware))
	defer s.Close()
	resp, err := anthropicStream(s, &w)
	if err != nil {
		return Response{}, stepError(ctx, "anthropic", err, raw, &w, m.apiError)
	}
	return resp, nil
}

// anthropicStream reads a stream of events to its end and assembles the
// message with the SDK's Accumulate. The arguments of tool calls are kept
// as they came too: Accumulate replaces arguments that are not valid JSON
// (a call cut short by max_tokens) with {}, where the tools should tell
// the model what it wrote.
func anthropicStream(s *ssestream.Stream[anthropic.MessageStreamEventUnion], w *streamWatch) (Response, error) {
	var (
		msg     anthropic.Message
		args    = map[int64]*strings.Builder{}
		events  int
		started bool
		stopped bool
	)
	for s.Next() {
		ev := s.Current()
		events++
		switch ev.Type {
		case "message_start":
			started = true
			clear(args)
		case "content_block_delta":
			if ev.Delta.Type == "input_json_delta" {
				b := args[ev.Index]
				if b == nil {
					b = &strings.Builder{}
					args[ev.Index] = b
				}
				b.WriteString(ev.Delta.PartialJSON)
			}
		case "message_stop":
			stopped = true
		}
		if err := msg.Accumulate(ev); err != nil {
			return Response{}, fmt.Errorf("anthropic: event %d (%s): %w: %v", events, ev.Type, ErrMalformedReply, err)
		}
	}
	if err := s.Err(); err != nil {
		return Response{}, err
	}
	if events == 0 {
		if data := w.whole(); data != nil {
			return anthropicWhole(data)
		}
		if err := w.foreign("anthropic"); err != nil {
			return Response{}, err
		}
	}
	if !stopped && msg.StopReason == "" {
		return Response{}, streamCut("anthropic")
	}
	if !started || msg.Type != "message" {
		return Response{}, fmt.Errorf("anthropic: the stream has no message_start event with a message: %w", ErrMalformedReply)
	}
	if msg.StopReason == "" {
		// message_stop without a message_delta, which Anthropic always
		// sends: a natural end (tool calls turn it into tool_use).
		msg.StopReason = anthropic.StopReasonEndTurn
	}
	for i, b := range args {
		if i >= 0 && i < int64(len(msg.Content)) && msg.Content[i].Type == "tool_use" && b.Len() > 0 {
			msg.Content[i].Input = json.RawMessage(b.String())
		}
	}
	return anthropicResponse(&msg)
}

// anthropicWhole reads a reply that came as one JSON document although a
// stream was asked for.
func anthropicWhole(data []byte) (Response, error) {
	if hasError(data) {
		return Response{}, streamedError("anthropic", data, errors.New("error in the reply body"))
	}
	var msg anthropic.Message
	if err := json.Unmarshal(data, &msg); err != nil {
		return Response{}, fmt.Errorf("anthropic: %w: %v", ErrMalformedReply, err)
	}
	if msg.Type != "message" {
		return Response{}, fmt.Errorf("anthropic: the reply is not a message: %w", ErrMalformedReply)
	}
	return anthropicResponse(&msg)
}

// params translates a Request to the Messages API. Tool results, and any
// user text that follows them, go into one user message, tool results
// first, as the API requires. The tools, the system prompt and the
// conversation are marked for prompt caching (see cacheConversation).
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
	cacheConversation(p.Messages)
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

// cacheConversation puts prompt-cache breakpoints on the conversation,
// which a run sends again, longer, at every step: on the last message,
// so the next step reads all of this one from the cache, and on the user
// message before the last reply, where the previous step's breakpoint
// was, so this step reads that prefix even when its tool results add more
// blocks than the API looks back over for a cached prefix (20). With the
// tools' and the system prompt's that makes four, the API's limit.
func cacheConversation(msgs []anthropic.MessageParam) {
	last := len(msgs) - 1
	if last < 0 {
		return
	}
	markLastBlock(&msgs[last])
	for i := last - 1; i >= 0; i-- {
		if msgs[i].Role == anthropic.MessageParamRoleUser {
			markLastBlock(&msgs[i])
			return
		}
	}
}

func markLastBlock(m *anthropic.MessageParam) {
	if n := len(m.Content); n > 0 {
		if cc := m.Content[n-1].GetCacheControl(); cc != nil {
			*cc = anthropic.NewCacheControlEphemeralParam()
		}
	}
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
			InputTokens:           msg.Usage.InputTokens + msg.Usage.CacheCreationInputTokens + msg.Usage.CacheReadInputTokens,
			OutputTokens:          msg.Usage.OutputTokens,
			CachedInputTokens:     msg.Usage.CacheReadInputTokens,
			CacheWriteInputTokens: msg.Usage.CacheCreationInputTokens,
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

// apiError translates the SDK's error for an HTTP error status, or for an
// error event in a stream, which comes with the stream's status 200; nil
// for any other error.
func (m *anthropicModel) apiError(err error) *APIError {
	var ae *anthropic.Error
	if !errors.As(err, &ae) {
		return nil
	}
	if ae.StatusCode < 400 {
		return streamedError("anthropic", []byte(ae.RawJSON()), err)
	}
	msg := errorMessage(ae.RawJSON())
	out := &APIError{Provider: "anthropic", StatusCode: ae.StatusCode, Message: msg,
		Retryable: retryableStatus(ae.StatusCode), ContextLength: contextLengthError(ae.StatusCode, "", msg), Err: err}
	if ae.Response != nil {
		out.RetryAfter, _ = retryAfter(ae.Response.Header, m.now())
	}
	return out
}
