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

	"github.com/openai/openai-go/v3"
	"github.com/openai/openai-go/v3/option"
	"github.com/openai/openai-go/v3/shared"
)

// openaiModel speaks Chat Completions with tools.
type openaiModel struct {
	name string
	chat openai.ChatCompletionService
	log  *slog.Logger
}

// openaiBaseURL is OpenAI's own API.
const openaiBaseURL = "https://api.openai.com/v1/"

// newOpenAI builds the provider from OPENAI_API_KEY and OPENAI_BASE_URL. A
// key is required for OpenAI itself; a local server (Ollama, vLLM,
// llama.cpp) usually needs none.
func newOpenAI(name string, env func(string) string, hc *http.Client, log *slog.Logger) (*openaiModel, error) {
	base := strings.TrimSpace(env("OPENAI_BASE_URL"))
	key := strings.TrimSpace(env("OPENAI_API_KEY"))
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
		option.WithHTTPClient(hc),
		option.WithMaxRetries(maxRetries),
		option.WithMaxRetryDelay(maxRetryDelay),
		option.WithRequestTimeout(requestTimeout),
		option.WithMiddleware(logRetries(log, "openai")),
	}
	if key != "" {
		opts = append(opts, option.WithAPIKey(key))
	}
	return &openaiModel{name: name, chat: openai.NewChatCompletionService(opts...), log: log}, nil
}

func (m *openaiModel) Step(ctx context.Context, req Request) (Response, error) {
	params, err := m.params(req)
	if err != nil {
		return Response{}, err
	}
	start := time.Now()
	var raw *http.Response
	c, err := m.chat.New(ctx, params, option.WithResponseInto(&raw))
	if err != nil {
		return Response{}, openaiError(err, raw)
	}
	resp, err := openaiResponse(c)
	if err != nil {
		return Response{}, err
	}
	m.log.DebugContext(ctx, "model step", "provider", "openai", "model", m.name, "duration", time.Since(start),
		"input_tokens", resp.Usage.InputTokens, "output_tokens", resp.Usage.OutputTokens,
		"tool_calls", len(resp.Message.ToolCalls), "stop", resp.StopReason)
	return resp, nil
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

// openaiError turns the SDK's error into an *APIError, or into a
// malformed reply error when a successful response could not be decoded.
// raw is the last HTTP response, nil when none came.
func openaiError(err error, raw *http.Response) error {
	if errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return fmt.Errorf("openai: %w", err)
	}
	var ae *openai.Error
	if errors.As(err, &ae) {
		msg := ae.Message
		if msg == "" {
			msg = errorMessage(ae.RawJSON())
		}
		return &APIError{Provider: "openai", StatusCode: ae.StatusCode, Message: msg, Retryable: retryableStatus(ae.StatusCode), Err: err}
	}
	return providerError("openai", err, raw)
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
