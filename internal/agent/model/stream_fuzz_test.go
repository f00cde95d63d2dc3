package model

import (
	"bytes"
	"errors"
	"io"
	"net/http"
	"testing"
	"time"

	"github.com/anthropics/anthropic-sdk-go"
	anthropicsse "github.com/anthropics/anthropic-sdk-go/packages/ssestream"
	"github.com/openai/openai-go/v3"
	openaisse "github.com/openai/openai-go/v3/packages/ssestream"
)

// FuzzStreams reads any body as a streamed reply of each provider, through
// the SDKs' decoders and this package's body watch, tool call placement and
// assembly: never a panic, and either a reply whose tool calls all have an
// id and a name, or an error classified as an *APIError or a malformed
// reply.
func FuzzStreams(f *testing.F) {
	for _, seed := range []string{
		"data: {\"id\":\"c\",\"choices\":[{\"index\":0,\"delta\":{\"content\":\"hi\"},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n",
		"data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"a\",\"function\":{\"name\":\"f\",\"arguments\":\"{\\\"x\\\":\"}}]}}]}\n\n" +
			"data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"1}\"}}]}}]}\n\n" +
			"data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"b\",\"function\":{\"name\":\"g\",\"arguments\":\"{}\"}}]},\"finish_reason\":\"stop\"}]}\n\n",
		"data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"function\":{\"name\":\"f\",\"arguments\":\"{}\"}},{\"function\":{\"name\":\"f\"}}]},\"finish_reason\":\"tool_calls\"}]}\n\n",
		"data: {\"choices\":[],\"usage\":{\"prompt_tokens\":1,\"completion_tokens\":2,\"prompt_tokens_details\":{\"cached_tokens\":1}}}\n\n",
		"data: {\"error\":{\"message\":\"boom\",\"type\":\"server_error\",\"code\":502}}\n\n",
		"event: message_start\ndata: {\"type\":\"message_start\",\"message\":{\"type\":\"message\",\"content\":[],\"usage\":{\"input_tokens\":3}}}\n\n" +
			"event: content_block_start\ndata: {\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"tool_use\",\"id\":\"t\",\"name\":\"f\",\"input\":{}}}\n\n" +
			"event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"input_json_delta\",\"partial_json\":\"{\\\"a\\\"\"}}\n\n" +
			"event: message_delta\ndata: {\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"max_tokens\"},\"usage\":{\"output_tokens\":9}}\n\n" +
			"event: message_stop\ndata: {\"type\":\"message_stop\"}\n\n",
		"event: error\ndata: {\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}\n\n",
		"event: ping\ndata: {}\n\n: comment\n\n",
		`{"id":"x","object":"chat.completion","choices":[{"index":0,"message":{"role":"assistant","content":"hi"},"finish_reason":"stop"}]}`,
		`{"type":"message","content":[{"type":"text","text":"hi"}],"stop_reason":"end_turn"}`,
		`  {"error":{"message":"no"}}`,
		"<html>",
		"",
	} {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, body []byte) {
		res, w := fuzzResponse(body)
		s := openaisse.NewStream[openai.ChatCompletionChunk](openaisse.NewDecoder(res), nil)
		resp, err := openaiStream(s, w)
		s.Close()
		checkFuzzed(t, "openai", resp, err, res, w, (&openaiModel{now: time.Now}).apiError)

		res, w = fuzzResponse(body)
		as := anthropicsse.NewStream[anthropic.MessageStreamEventUnion](anthropicsse.NewDecoder(res), nil)
		resp, err = anthropicStream(as, w)
		as.Close()
		checkFuzzed(t, "anthropic", resp, err, res, w, (&anthropicModel{now: time.Now}).apiError)
	})
}

func fuzzResponse(body []byte) (*http.Response, *streamWatch) {
	req, _ := http.NewRequest(http.MethodPost, "http://model.test/v1/messages", nil)
	res := &http.Response{
		StatusCode: http.StatusOK,
		Header:     http.Header{"Content-Type": {"text/event-stream"}},
		Body:       io.NopCloser(bytes.NewReader(body)),
		Request:    req,
	}
	w := &streamWatch{}
	w.wrap(res)
	return res, w
}

func checkFuzzed(t *testing.T, provider string, resp Response, err error, res *http.Response, w *streamWatch, sdkError func(error) *APIError) {
	t.Helper()
	if err != nil {
		err = stepError(t.Context(), provider, err, res, w, sdkError)
		var ae *APIError
		if errors.As(err, &ae) == errors.Is(err, ErrMalformedReply) {
			t.Fatalf("%s: error %v is not classified as exactly one of *APIError and ErrMalformedReply", provider, err)
		}
		return
	}
	// A whole JSON reply passes its stop reason on as it came, even
	// none; a stream must have one.
	if resp.Message.Role != RoleAssistant || resp.StopReason == "" && w.whole() == nil {
		t.Fatalf("%s: reply %+v without role or stop reason", provider, resp)
	}
	for i, tc := range resp.Message.ToolCalls {
		if tc.ID == "" || tc.Name == "" {
			t.Fatalf("%s: tool call %d = %+v", provider, i, tc)
		}
	}
}
