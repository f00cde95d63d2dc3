package model

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/packages/ssestream"
	"github.com/openai/openai-go/v3/shared"
)

// openaiModel speaks Chat Completions with tools.
type openaiModel struct {
	name string
	chat openai.ChatCompletionService
	// stream asks for the reply as server-sent events.
	stream bool
	log    *slog.Logger
	now    func() time.Time
}

// openaiBaseURL is OpenAI's own API.
const openaiBaseURL = "https://api.openai.com/v1/"

// newOpenAI builds the provider from OPENAI_API_KEY, OPENAI_BASE_URL and
// OPENAI_STREAM. A key is required for OpenAI itself; a local server
// (Ollama, vLLM, llama.cpp) usually needs none.
func newOpenAI(name string, o Options) (*openaiModel, error) {
	env := o.Env
	base := strings.TrimSpace(env("OPENAI_BASE_URL"))
	key := strings.TrimSpace(env("OPENAI_API_KEY"))
	stream, err := envBool(env, "OPENAI_STREAM", true)
	if err != nil {
		return nil, fmt.Errorf("openai:%s: %w", name, err)
	}
	if base == "" {
		base = openaiBaseURL
		if key == "" {
			return nil, fmt.Errorf("openai:%s: OPENAI_API_KEY is not set (set OPENAI_BASE_URL too for an OpenAI-compatible server)", name)
		}
	}
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	// The service is built from explicit options only: the SDK's client
	// constructor would read OPENAI_* from the process environment.
	opts := []option.RequestOption{
		option.WithBaseURL(base),
		option.WithHTTPClient(o.HTTPClient),
		option.WithMaxRetries(0),
		option.WithRequestTimeout(requestTimeout),
	}
	if key != "" {
		opts = append(opts, option.WithAPIKey(key))
	}
	return &openaiModel{name: name, chat: openai.NewChatCompletionService(opts...), stream: stream, log: o.Log, now: o.Now}, nil
}

func (m *openaiModel) Step(ctx context.Context, req Request) (Response, error) {
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
	m.log.DebugContext(ctx, "model step", "provider", "openai", "model", m.name, "stream", m.stream, "duration", time.Since(start),
		"input_tokens", resp.Usage.InputTokens, "output_tokens", resp.Usage.OutputTokens, "cached_tokens", resp.Usage.CachedInputTokens,
		"tool_calls", len(resp.Message.ToolCalls), "stop", resp.StopReason)
	return resp, nil
}

// whole asks for the reply in one response.
func (m *openaiModel) whole(ctx context.Context, params openai.ChatCompletionNewParams) (Response, error) {
	var raw *http.Response
	c, err := m.chat.New(ctx, params, option.WithResponseInto(&raw))
	if err != nil {
		return Response{}, stepError(ctx, "openai", err, raw, nil, m.apiError)
	}
	return openaiResponse(c)
}

// streamed asks for the reply as a stream of chunks, with the usage in a
// last one.
func (m *openaiModel) streamed(ctx context.Context, params openai.ChatCompletionNewParams) (Response, error) {
	params.StreamOptions = openai.ChatCompletionStreamOptionsParam{IncludeUsage: openai.Bool(true)}
	var (
		raw *http.Response
		w   streamWatch
	)
	s := m.chat.NewStreaming(ctx, params, option.WithResponseInto(&raw), option.WithMiddleware(w.middleware))
	defer s.Close()
	resp, err := openaiStream(s, &w)
	if err != nil {
		return Response{}, stepError(ctx, "openai", err, raw, &w, m.apiError)
	}
	return resp, nil
}

// openaiStream reads a stream of chunks to its end and assembles the reply
// the way a whole response would have carried it. The SDK's accumulator
// does the joining; before it sees a chunk, its tool call deltas get their
// places (see toolSlots), since servers disagree on how to mark them. The
// usage is the last one sent: OpenAI sends it once at the end, some
// servers a running total with every chunk, which the accumulator would
// add up.
func openaiStream(s *ssestream.Stream[openai.ChatCompletionChunk], w *streamWatch) (Response, error) {
	var (
		acc    openai.ChatCompletionAccumulator
		slots  = map[int64]*toolSlots{}
		usage  openai.CompletionUsage
		chunks int
	)
	for s.Next() {
		ch := s.Current()
		chunks++
		// The accumulator refuses a chunk whose id differs from the
		// first's; some servers leave it out of some chunks, and nothing
		// here needs it.
		ch.ID = ""
		if ch.JSON.Usage.Valid() {
			usage = ch.Usage
		}
		for i := range ch.Choices {
			c := &ch.Choices[i]
			if len(c.Delta.ToolCalls) == 0 {
				continue
			}
			ts := slots[c.Index]
			if ts == nil {
				ts = &toolSlots{}
				slots[c.Index] = ts
			}
			ts.place(c.Delta.ToolCalls, func(slot int) string { return accumulatedArguments(&acc, c.Index, slot) })
		}
		if !acc.AddChunk(ch) {
			return Response{}, fmt.Errorf("openai: chunk %d does not fit the reply (an index out of range): %w", chunks, ErrMalformedReply)
		}
	}
	if err := s.Err(); err != nil {
		var se *ssestream.StreamError
		if errors.As(err, &se) {
			return Response{}, streamedError("openai", se.Event.Data, err)
		}
		return Response{}, err
	}
	if chunks == 0 {
		if data := w.whole(); data != nil {
			return openaiWhole(data)
		}
		if err := w.foreign("openai"); err != nil {
			return Response{}, err
		}
	}
	if len(acc.Choices) == 0 || acc.Choices[0].FinishReason == "" {
		return Response{}, streamCut("openai")
	}
	c := acc.ChatCompletion
	c.Usage = usage
	return openaiResponse(&c)
}

// accumulatedArguments returns the arguments accumulated so far for a
// tool call.
func accumulatedArguments(acc *openai.ChatCompletionAccumulator, choice int64, slot int) string {
	if choice < 0 || choice >= int64(len(acc.Choices)) {
		return ""
	}
	calls := acc.Choices[choice].Message.ToolCalls
	if slot < 0 || slot >= len(calls) {
		return ""
	}
	return calls[slot].Function.Arguments
}

// openaiWhole reads a reply that came as one JSON document although a
// stream was asked for.
func openaiWhole(data []byte) (Response, error) {
	if hasError(data) {
		return Response{}, streamedError("openai", data, errors.New("error in the reply body"))
	}
	var c openai.ChatCompletion
	if err := json.Unmarshal(data, &c); err != nil {
		return Response{}, fmt.Errorf("openai: %w: %v", ErrMalformedReply, err)
	}
	return openaiResponse(&c)
}

// toolSlots gives each tool call delta of one choice the place of its call
// in the reply. OpenAI numbers the calls with "index", sends the id and the
// name in a call's first delta and then pieces of its arguments; other
// servers send the id with every delta (vLLM), no id at all, every call
// whole in one delta, or number every call 0 (Ollama); some leave "index"
// out. So a delta continues the call that has its id; else the latest call
// with its index (or the latest call, without an index) unless it carries
// an id or a name of its own that says a new call begins: a different id,
// a different name once arguments have begun, or the same name again after
// the arguments are a complete JSON value. A name sent again for the same
// call is dropped, where the accumulator would append it.
type toolSlots struct {
	slots []toolSlot
}

type toolSlot struct {
	wire int64 // the index the server gave, -1 for none
	id   string
	name string
}

// place rewrites the index of every delta to its call's place; args
// returns the arguments accumulated so far for a place.
func (ts *toolSlots) place(deltas []openai.ChatCompletionChunkChoiceDeltaToolCall, args func(slot int) string) {
	for i := range deltas {
		d := &deltas[i]
		wire := int64(-1)
		if d.JSON.Index.Valid() && d.Index >= 0 {
			wire = d.Index
		}
		slot := ts.find(d, wire, args)
		if slot < 0 {
			ts.slots = append(ts.slots, toolSlot{wire: wire, id: d.ID, name: d.Function.Name})
			slot = len(ts.slots) - 1
		} else {
			s := &ts.slots[slot]
			if s.id == "" {
				s.id = d.ID
			}
			switch {
			case d.Function.Name == "":
			case d.Function.Name == s.name:
				d.Function.Name = ""
			default:
				s.name += d.Function.Name
			}
		}
		d.Index = int64(slot)
	}
}

// find returns the place of the call a delta continues, or -1 when it
// begins a new one.
func (ts *toolSlots) find(d *openai.ChatCompletionChunkChoiceDeltaToolCall, wire int64, args func(slot int) string) int {
	if d.ID != "" {
		for i := len(ts.slots) - 1; i >= 0; i-- {
			if ts.slots[i].id == d.ID {
				return i
			}
		}
	}
	last := -1
	for i := len(ts.slots) - 1; i >= 0; i-- {
		if wire < 0 || ts.slots[i].wire == wire {
			last = i
			break
		}
	}
	if last < 0 {
		return -1
	}
	s := ts.slots[last]
	if d.ID != "" && s.id != "" {
		return -1 // a different id: rule one did not find it
	}
	if d.Function.Name != "" && s.name != "" {
		a := strings.TrimSpace(args(last))
		if a != "" && (d.Function.Name != s.name || completeJSON(a)) {
			return -1
		}
	}
	return last
}

// completeJSON reports whether s is a whole JSON value; the cheap test
// first, as it runs on growing arguments.
func completeJSON(s string) bool {
	switch s[len(s)-1] {
	case '}', ']', '"':
	default:
		return false
	}
	return json.Valid([]byte(s))
}

// params translates a Request to Chat Completions.
func (m *openaiModel) params(req Request) (openai.ChatCompletionNewParams, error) {
	p := openai.ChatCompletionNewParams{Model: shared.ChatModel(m.name)}
	if req.MaxTokens > 0 {
		// max_completion_tokens replaced max_tokens at OpenAI, and the
		// compatible servers accept it too.
		p.MaxCompletionTokens = openai.Int(int64(req.MaxTokens))
	}
	if req.System != "" {
		p.Messages = append(p.Messages, openai.SystemMessage(req.System))
	}
	for i, msg := range req.Messages {
		switch msg.Role {
		case RoleUser:
			p.Messages = append(p.Messages, openai.UserMessage(msg.Content))
		case RoleAssistant:
			var a openai.ChatCompletionAssistantMessageParam
			if msg.Content != "" || len(msg.ToolCalls) == 0 {
				a.Content.OfString = openai.String(msg.Content)
			}
			for _, tc := range msg.ToolCalls {
				a.ToolCalls = append(a.ToolCalls, openai.ChatCompletionMessageToolCallUnionParam{
					OfFunction: &openai.ChatCompletionMessageFunctionToolCallParam{
						ID: tc.ID,
						Function: openai.ChatCompletionMessageFunctionToolCallFunctionParam{
							Name:      tc.Name,
							Arguments: tc.Arguments,
						},
					},
				})
			}
			p.Messages = append(p.Messages, openai.ChatCompletionMessageParamUnion{OfAssistant: &a})
		case RoleTool:
			content := msg.Content
			if msg.IsError && !strings.HasPrefix(strings.ToLower(content), "error") {
				content = "Error: " + content
			}
			p.Messages = append(p.Messages, openai.ToolMessage(content, msg.ToolCallID))
		default:
			return p, fmt.Errorf("message %d: unknown role %q", i, msg.Role)
		}
	}
	for _, t := range req.Tools {
		schema, err := schemaObject(t)
		if err != nil {
			return p, err
		}
		p.Tools = append(p.Tools, openai.ChatCompletionFunctionTool(shared.FunctionDefinitionParam{
			Name:        t.Name,
			Description: openai.String(t.Description),
			Parameters:  shared.FunctionParameters(schema),
		}))
	}
	return p, nil
}

// openaiResponse translates a completion, refusing one that carries no
// message.
func openaiResponse(c *openai.ChatCompletion) (Response, error) {
	if c == nil || len(c.Choices) == 0 {
		return Response{}, fmt.Errorf("openai: the reply has no choices: %w", ErrMalformedReply)
	}
	ch := c.Choices[0]
	resp := Response{
		Message: Message{Role: RoleAssistant, Content: ch.Message.Content},
		Usage: Usage{
			InputTokens:       c.Usage.PromptTokens,
			OutputTokens:      c.Usage.CompletionTokens,
			CachedInputTokens: c.Usage.PromptTokensDetails.CachedTokens,
		},
	}
	if resp.Message.Content == "" && ch.Message.Refusal != "" {
		resp.Message.Content = ch.Message.Refusal
	}
	for i, tc := range ch.Message.ToolCalls {
		if tc.Type != "" && tc.Type != "function" {
			return Response{}, fmt.Errorf("openai: tool call %d is of type %q, not function: %w", i+1, tc.Type, ErrMalformedReply)
		}
		if tc.Function.Name == "" {
			return Response{}, fmt.Errorf("openai: tool call %d has no function name: %w", i+1, ErrMalformedReply)
		}
		id := tc.ID
		if id == "" {
			// Some compatible servers leave the id out; the conversation
			// still needs one to tie the result to the call.
			id = fmt.Sprintf("call_%d", i+1)
		}
		resp.Message.ToolCalls = append(resp.Message.ToolCalls, ToolCall{ID: id, Name: tc.Function.Name, Arguments: tc.Function.Arguments})
	}
	switch ch.FinishReason {
	case "stop":
		resp.StopReason = StopEnd
	case "tool_calls", "function_call":
		resp.StopReason = StopToolCalls
	case "length":
		resp.StopReason = StopMaxTokens
	case "content_filter":
		resp.StopReason = StopRefusal
	default:
		resp.StopReason = StopReason(ch.FinishReason)
	}
	if len(resp.Message.ToolCalls) > 0 && resp.StopReason != StopMaxTokens {
		// Servers disagree on the finish reason of a reply with tool
		// calls (llama.cpp and Ollama say "stop"); the calls decide.
		resp.StopReason = StopToolCalls
	}
	if ch.Message.Refusal != "" && len(resp.Message.ToolCalls) == 0 {
		resp.StopReason = StopRefusal
	}
	return resp, nil
}

// apiError translates the SDK's error for an HTTP error status; nil for
// any other error.
func (m *openaiModel) apiError(err error) *APIError {
	var ae *openai.Error
	if !errors.As(err, &ae) {
		return nil
	}
	msg := ae.Message
	if msg == "" {
		msg = errorMessage(ae.RawJSON())
	}
	if msg == "" && ae.Response != nil && ae.Response.Body != nil {
		// The SDK reads only an "error" member; servers such as vLLM put
		// the message at the top. The SDK kept the body in memory.
		if body, err := io.ReadAll(io.LimitReader(ae.Response.Body, 64<<10)); err == nil {
			msg = errorMessage(string(body))
		}
	}
	out := &APIError{Provider: "openai", StatusCode: ae.StatusCode, Message: msg, Retryable: retryableStatus(ae.StatusCode),
		ContextLength: contextLengthError(ae.StatusCode, ae.Code, msg), Err: err}
	if ae.Response != nil {
		out.RetryAfter, _ = retryAfter(ae.Response.Header, m.now())
	}
	return out
}

// providerError classifies an error that is not the SDK's API error by the
// last response: none is a connection error, an error status one whose body
// was not understood, a success one whose body could not be decoded.
func providerError(provider string, err error, raw *http.Response) error {
	switch {
	case raw == nil:
		return &APIError{Provider: provider, Retryable: true, Err: err}
	case raw.StatusCode >= 400:
		return &APIError{Provider: provider, StatusCode: raw.StatusCode, Retryable: retryableStatus(raw.StatusCode), Err: err}
	}
	return fmt.Errorf("%s: %w: %v", provider, ErrMalformedReply, err)
}

// errorMessage digs the message out of an error body shaped like
// {"error": {"message": ...}} or {"message": ...}.
func errorMessage(raw string) string {
	var body struct {
		Error   json.RawMessage `json:"error"`
		Message string          `json:"message"`
	}
	if json.Unmarshal([]byte(raw), &body) != nil {
		return ""
	}
	if body.Message != "" {
		return body.Message
	}
	var inner struct {
		Message string `json:"message"`
	}
	if json.Unmarshal(body.Error, &inner) == nil && inner.Message != "" {
		return inner.Message
	}
	var s string
	if json.Unmarshal(body.Error, &s) == nil {
		return s
	}
	return ""
}
