package model

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strings"
)

// This file holds what the two streaming providers share: watching the
// body of a streamed reply, and classifying what went wrong with one.

// maxWholeReply bounds a reply that came as one JSON document where a
// stream was asked for.
const maxWholeReply = 64 << 20

// streamWatch follows the requests of one streamed Step: its middleware
// wraps the body of every successful response (the SDK retries before it
// hands a body over, so the last one wrapped is the one read).
type streamWatch struct {
	body *streamBody
}

// middleware has the shape both SDKs take.
func (w *streamWatch) middleware(req *http.Request, next func(*http.Request) (*http.Response, error)) (*http.Response, error) {
	res, err := next(req)
	if err == nil && res != nil {
		w.wrap(res)
	}
	return res, err
}

// wrap puts a successful response's body under watch.
func (w *streamWatch) wrap(res *http.Response) {
	if res.StatusCode/100 != 2 || res.Body == nil || res.Body == http.NoBody {
		return
	}
	w.body = &streamBody{rc: res.Body, br: bufio.NewReader(res.Body)}
	res.Body = w.body
}

// whole returns the reply when the server answered with one JSON document
// instead of a stream, else nil.
func (w *streamWatch) whole() []byte {
	if w.body == nil {
		return nil
	}
	return w.body.whole
}

// foreign returns an error when the body was neither events nor JSON (an
// HTML page from a proxy), else nil.
func (w *streamWatch) foreign(provider string) error {
	if w.body == nil || w.body.foreign == nil {
		return nil
	}
	return fmt.Errorf("%s: the reply is neither an event stream nor JSON; it starts with %q: %w", provider, w.body.foreign, ErrMalformedReply)
}

// broken returns the error that interrupted reading the body: the
// connection, not the reply, failed.
func (w *streamWatch) broken() error {
	if w.body == nil {
		return nil
	}
	return w.body.err
}

// streamBody is the body of a streamed reply. It remembers the first error
// reading it, and sets aside a body that is one JSON document rather than
// server-sent events: a server that ignores "stream": true, or answers an
// error with status 200. An event stream starts with a field (data, event,
// id, retry) or a comment (":"), never with "{".
type streamBody struct {
	rc      io.ReadCloser
	br      *bufio.Reader
	sniffed bool
	whole   []byte
	// foreign is the start of a body that begins like neither.
	foreign []byte
	err     error
}

func (b *streamBody) Read(p []byte) (int, error) {
	if !b.sniffed {
		b.sniffed = true
		if err := b.sniff(); err != nil {
			return 0, err
		}
		if b.whole != nil {
			return 0, io.EOF
		}
	}
	n, err := b.br.Read(p)
	if err != nil && err != io.EOF && b.err == nil {
		b.err = err
	}
	return n, err
}

// sniff skips leading white space and reads the whole body when it starts
// a JSON object.
func (b *streamBody) sniff() error {
	for {
		c, err := b.br.Peek(1)
		if err == io.EOF {
			return nil
		}
		if err != nil {
			b.err = err
			return err
		}
		switch c[0] {
		case ' ', '\t', '\r', '\n':
			_, _ = b.br.Discard(1)
			continue
		case '{':
		case 'd', 'e', 'i', 'r', ':':
			return nil
		default:
			start, _ := b.br.Peek(64)
			b.foreign = bytes.Clone(start)
			return nil
		}
		data, err := io.ReadAll(io.LimitReader(b.br, maxWholeReply+1))
		if err != nil {
			b.err = err
			return err
		}
		if len(data) > maxWholeReply {
			return fmt.Errorf("a reply of more than %d MiB: %w", maxWholeReply>>20, ErrMalformedReply)
		}
		b.whole = data
		return nil
	}
}

func (b *streamBody) Close() error { return b.rc.Close() }

// stepError classifies the error of a Step. ctx is the caller's: once it is
// done, the error is its cancellation, whatever the SDK made of it. sdkError
// translates the SDK's own API errors (nil for any other error).
func stepError(ctx context.Context, provider string, err error, raw *http.Response, w *streamWatch, sdkError func(error) *APIError) error {
	if ctxErr := ctx.Err(); ctxErr != nil {
		return fmt.Errorf("%s: %w", provider, ctxErr)
	}
	var ae *APIError
	switch {
	case errors.As(err, &ae), errors.Is(err, ErrMalformedReply):
		return err
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		// The caller's context is live: the SDK's own limit on an
		// attempt ran out.
		return &APIError{Provider: provider, Retryable: true, Message: fmt.Sprintf("no complete reply within %s", requestTimeout), Err: err}
	case w != nil && w.broken() != nil:
		return &APIError{Provider: provider, Retryable: true, Message: "the connection broke during the reply: " + w.broken().Error(), Err: err}
	}
	if ae := sdkError(err); ae != nil {
		return ae
	}
	return providerError(provider, err, raw)
}

// streamCut is the error of a stream that ended, without an error, before
// the reply was complete. That is what a proxy or a load balancer that
// drops the connection looks like, so trying again is worth it; a server
// that never ends its streams properly fails every time, hence the hint.
func streamCut(provider string) error {
	return &APIError{Provider: provider, Retryable: true, Err: errStreamCut,
		Message: fmt.Sprintf("the reply stream ended before the reply was complete (if the server never ends its streams properly, set %s_STREAM=false)", strings.ToUpper(provider))}
}

var errStreamCut = errors.New("stream ended early")

// streamedError classifies an error that a server reported in the body of
// a successful response, in an event of a stream or in a JSON body:
// {"error": {"message", "type", "code"}} or {"error": "text"}. OpenAI,
// Anthropic, vLLM, llama.cpp and OpenRouter all use this shape with their
// own types and codes; what is not recognised is taken as the server's
// trouble, so worth trying again.
func streamedError(provider string, data []byte, err error) *APIError {
	var body struct {
		Error json.RawMessage `json:"error"`
	}
	_ = json.Unmarshal(data, &body)
	var e struct {
		Message string          `json:"message"`
		Type    string          `json:"type"`
		Code    json.RawMessage `json:"code"`
	}
	if json.Unmarshal(body.Error, &e) != nil {
		_ = json.Unmarshal(body.Error, &e.Message)
	}
	status := 0
	var n int
	var code string
	switch {
	case json.Unmarshal(e.Code, &n) == nil && n >= 400 && n < 600:
		status = n
	case json.Unmarshal(e.Code, &code) == nil && errorTypeStatus(code) != 0:
		status = errorTypeStatus(code)
	default:
		status = errorTypeStatus(e.Type)
	}
	msg := strings.TrimSpace(e.Message)
	if msg == "" {
		msg = "the server reported an error in its reply"
	}
	if e.Type != "" && !strings.Contains(msg, e.Type) {
		msg = e.Type + ": " + msg
	}
	return &APIError{Provider: provider, Message: msg, Retryable: retryableStatus(status), Err: err}
}

// errorTypeStatus maps the error types and codes of OpenAI, Anthropic and
// the compatible servers to the HTTP status they stand for; 0 when unknown.
func errorTypeStatus(t string) int {
	switch strings.ToLower(t) {
	case "invalid_request_error", "badrequesterror", "context_length_exceeded", "invalid_prompt":
		return http.StatusBadRequest
	case "authentication_error", "invalid_api_key":
		return http.StatusUnauthorized
	case "billing_error", "insufficient_quota":
		return http.StatusPaymentRequired
	case "permission_error":
		return http.StatusForbidden
	case "not_found_error", "model_not_found":
		return http.StatusNotFound
	case "request_too_large":
		return http.StatusRequestEntityTooLarge
	case "rate_limit_error", "rate_limit_exceeded":
		return http.StatusTooManyRequests
	case "api_error", "server_error", "internal_error", "internal_server_error":
		return http.StatusInternalServerError
	case "timeout_error":
		return http.StatusGatewayTimeout
	case "overloaded_error", "server_overloaded":
		return 529
	}
	return 0
}

// hasError reports whether a JSON body is an error object.
func hasError(data []byte) bool {
	var body struct {
		Error json.RawMessage `json:"error"`
		Type  string          `json:"type"`
	}
	if json.Unmarshal(data, &body) != nil {
		return false
	}
	e := strings.TrimSpace(string(body.Error))
	return e != "" && e != "null" || body.Type == "error"
}
