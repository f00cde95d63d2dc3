package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"os"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/jobs"
)

// Limits of a request.
const (
	// MaxBodyBytes bounds a request body.
	MaxBodyBytes = 64 << 10
	// MaxPromptChars bounds a prompt, in characters (Unicode code points).
	MaxPromptChars = jobs.MaxPromptChars
	// MaxIdempotencyKeyLen bounds an Idempotency-Key, in bytes.
	MaxIdempotencyKeyLen = 255
)

// jobRequest is the body of POST …/job and POST …/job/{id}/message.
type jobRequest struct {
	Prompt string `json:"prompt"`
}

// readJSONBody checks the media type and size of a request body and reads
// it.
func readJSONBody(w http.ResponseWriter, r *http.Request) ([]byte, error) {
	ct := r.Header.Get("Content-Type")
	mt, params, err := mime.ParseMediaType(ct)
	if ct == "" || err != nil || mt != "application/json" {
		return nil, &problem{Status: http.StatusUnsupportedMediaType, Code: "unsupported_media_type",
			Detail: "Send the body as JSON with Content-Type: application/json."}
	}
	if cs, ok := params["charset"]; ok && !strings.EqualFold(cs, "utf-8") && !strings.EqualFold(cs, "utf8") {
		return nil, &problem{Status: http.StatusUnsupportedMediaType, Code: "unsupported_media_type",
			Detail: fmt.Sprintf("JSON bodies are UTF-8; charset %q is not supported.", cs)}
	}
	tooLarge := &problem{Status: http.StatusRequestEntityTooLarge, Code: "body_too_large",
		Detail: fmt.Sprintf("The request body is larger than %d KiB.", MaxBodyBytes>>10)}
	if r.ContentLength > MaxBodyBytes {
		return nil, tooLarge
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if err != nil {
		if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
			return nil, tooLarge
		}
		if errors.Is(err, os.ErrDeadlineExceeded) {
			// The server's read timeout passed with the body unfinished:
			// the client is still there, and owed an answer.
			return nil, &problem{Status: http.StatusRequestTimeout, Code: "request_timeout",
				Detail: "The request body did not arrive in time; send it again.", cause: err}
		}
		if r.Context().Err() != nil {
			return nil, fmt.Errorf("read body: %w", r.Context().Err())
		}
		return nil, &problem{Status: http.StatusBadRequest, Code: "unreadable_body",
			Detail: "The request body could not be read to its end.", cause: err}
	}
	return body, nil
}

// decodeJobRequest decodes and checks a message body: one JSON object
// whose "prompt" is a string of 1 to MaxPromptChars characters that are
// not all white space and contain no NUL. Other members are ignored;
// anything after the object is an error. Every error is a *problem with
// status 400.
func decodeJobRequest(body []byte) (jobRequest, error) {
	obj, err := decodeObject(body)
	if err != nil {
		return jobRequest{}, err
	}
	return decodePrompt(obj)
}

// decodeObject decodes a body that must be one JSON object.
func decodeObject(body []byte) (map[string]json.RawMessage, error) {
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, &problem{Status: http.StatusBadRequest, Code: "malformed_json",
			Detail: `The request body is empty; send a JSON object such as {"prompt": "…"}.`}
	}
	if off := invalidUTF8(body); off >= 0 {
		return nil, &problem{Status: http.StatusBadRequest, Code: "malformed_json",
			Detail: fmt.Sprintf("The request body is not valid UTF-8 (at byte %d); JSON is UTF-8, and the prompt is kept as sent, never changed.", off)}
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(body, &obj); err != nil {
		if _, ok := errors.AsType[*json.UnmarshalTypeError](err); ok {
			return nil, invalidBody(bodyError("", "must be a JSON object"))
		}
		detail := "The request body is not valid JSON"
		if se, ok := errors.AsType[*json.SyntaxError](err); ok {
			detail += fmt.Sprintf(" (at byte %d: %s)", se.Offset, strings.TrimPrefix(se.Error(), "json: "))
		}
		return nil, &problem{Status: http.StatusBadRequest, Code: "malformed_json", Detail: detail + ".", cause: err}
	}
	if obj == nil {
		return nil, invalidBody(bodyError("", "must be a JSON object, not null"))
	}
	return obj, nil
}

// decodePrompt reads and checks the "prompt" member.
func decodePrompt(obj map[string]json.RawMessage) (jobRequest, error) {
	var q jobRequest
	raw, ok := obj["prompt"]
	if !ok {
		return q, invalidBody(bodyError("/prompt", "is required"))
	}
	if string(raw) == "null" || json.Unmarshal(raw, &q.Prompt) != nil {
		return q, invalidBody(bodyError("/prompt", "must be a string"))
	}
	if off := loneSurrogate(raw); off >= 0 {
		// encoding/json would turn it into U+FFFD, silently.
		return q, invalidBody(bodyError("/prompt", fmt.Sprintf("has a \\u escape of half a UTF-16 surrogate pair at byte %d of its JSON string, which is no character", off)))
	}
	if err := jobs.CheckPrompt(q.Prompt); err != nil {
		return q, fieldProblem(err)
	}
	return q, nil
}

// fieldProblem is the problem of a request's field that jobs refuses
// (a *jobs.FieldError).
func fieldProblem(err error) error {
	fe, ok := errors.AsType[*jobs.FieldError](err)
	if !ok {
		return err
	}
	return invalidBody(bodyError(fe.Field, fe.Detail))
}

// createRequest is the body of POST …/job: the prompt and the job's
// options. Its hash is that of the prompt alone when no option is given,
// so keys recorded before the options existed still match.
type createRequest = jobs.Request

// decodeCreateRequest decodes and checks a create body. Unlike a message
// body, it refuses members it does not know, naming each: a misspelt
// option ("darft") silently ignored would start a job other than the one
// asked for.
func decodeCreateRequest(body []byte) (createRequest, error) {
	var q createRequest
	obj, err := decodeObject(body)
	if err != nil {
		return q, err
	}
	var unknown []fieldError
	for k := range obj {
		switch k {
		case "prompt", "model", "source", "draft", "context":
		default:
			unknown = append(unknown, bodyError("/"+pointerEscape(k), "is not a member of this body"))
		}
	}
	var source map[string]json.RawMessage
	if raw, ok := obj["source"]; ok {
		if string(raw) == "null" || json.Unmarshal(raw, &source) != nil {
			return q, invalidBody(bodyError("/source", "must be an object such as {\"ref\": \"main\"}"))
		}
		for k := range source {
			if k != "ref" {
				unknown = append(unknown, bodyError("/source/"+pointerEscape(k), "is not a member of source; only ref may be chosen"))
			}
		}
	}
	var jc, compare map[string]json.RawMessage
	if raw, ok := obj["context"]; ok {
		if string(raw) == "null" || json.Unmarshal(raw, &jc) != nil {
			return q, invalidBody(bodyError("/context", `must be an object such as {"commits": ["a1b2c3d"]}`))
		}
		for k := range jc {
			if k != "commits" && k != "compare" && k != "pullRequest" {
				unknown = append(unknown, bodyError("/context/"+pointerEscape(k), "is not a member of context; it may have commits, compare and pullRequest"))
			}
		}
		if raw, ok := jc["compare"]; ok {
			if string(raw) == "null" || json.Unmarshal(raw, &compare) != nil {
				return q, invalidBody(bodyError("/context/compare", `must be an object such as {"from": "v1.2.0", "to": "main"}`))
			}
			for k := range compare {
				if k != "from" && k != "to" {
					unknown = append(unknown, bodyError("/context/compare/"+pointerEscape(k), "is not a member of compare; it has from and to"))
				}
			}
		}
	}
	if len(unknown) > 0 {
		return q, unknownMembers(unknown)
	}
	p, err := decodePrompt(obj)
	if err != nil {
		return q, err
	}
	q.Prompt = p.Prompt
	if raw, ok := obj["model"]; ok {
		if q.Model, err = decodeName(raw, "/model", jobs.MaxModelLen); err != nil {
			return q, err
		}
	}
	if raw, ok := source["ref"]; ok {
		if q.Ref, err = decodeString(raw, "/source/ref"); err != nil {
			return q, err
		}
		if err := jobs.CheckRef(q.Ref); err != nil {
			return q, fieldProblem(err)
		}
	}
	if raw, ok := obj["draft"]; ok {
		var d bool
		if json.Unmarshal(raw, &d) != nil {
			return q, invalidBody(bodyError("/draft", "must be true or false"))
		}
		q.Draft = &d
	}
	if jc != nil {
		if q.Context, err = decodeContext(jc, compare); err != nil {
			return q, err
		}
	}
	return q, nil
}

// decodeContext decodes the members of a create body's context, whose
// names decodeCreateRequest checked, and checks them as jobs does.
func decodeContext(jc, compare map[string]json.RawMessage) (*domain.JobContext, error) {
	c := &domain.JobContext{}
	if raw, ok := jc["commits"]; ok {
		if string(raw) == "null" || json.Unmarshal(raw, &c.Commits) != nil {
			return nil, invalidBody(bodyError("/context/commits", "must be an array of commit IDs"))
		}
	}
	if compare != nil {
		c.Compare = &domain.CompareRange{}
		for _, m := range []struct {
			name string
			dst  *string
		}{{"from", &c.Compare.From}, {"to", &c.Compare.To}} {
			raw, ok := compare[m.name]
			if !ok {
				return nil, invalidBody(bodyError("/context/compare/"+m.name, "is required"))
			}
			v, err := decodeString(raw, "/context/compare/"+m.name)
			if err != nil {
				return nil, err
			}
			*m.dst = v
		}
	}
	if raw, ok := jc["pullRequest"]; ok {
		var n int64
		if json.Unmarshal(raw, &n) != nil || jobs.CheckPullRequest(n) != nil {
			// Present but no pull request's number: CheckContext refuses
			// it in its turn.
			n = -1
		}
		c.PullRequest = int(n)
	}
	if err := jobs.CheckContext(c); err != nil {
		return nil, fieldProblem(err)
	}
	return c, nil
}

// decodeString reads a string member.
func decodeString(raw json.RawMessage, pointer string) (string, error) {
	var s string
	if string(raw) == "null" || json.Unmarshal(raw, &s) != nil {
		return "", invalidBody(bodyError(pointer, "must be a string"))
	}
	return s, nil
}

// decodeName reads a short string option: not empty, no white space or
// control characters.
func decodeName(raw json.RawMessage, pointer string, maxLen int) (string, error) {
	s, err := decodeString(raw, pointer)
	if err != nil {
		return "", err
	}
	if err := jobs.CheckName(pointer, s, maxLen); err != nil {
		return "", fieldProblem(err)
	}
	return s, nil
}

// unknownMembers is the problem of a body with members the API does not
// know.
func unknownMembers(errs []fieldError) error {
	slices.SortFunc(errs, func(a, b fieldError) int { return strings.Compare(*a.Pointer, *b.Pointer) })
	names := make([]string, len(errs))
	for i, e := range errs {
		names[i] = strings.TrimPrefix(*e.Pointer, "/")
	}
	return &problem{Status: http.StatusBadRequest, Code: "unknown_member", Errors: errs,
		Detail: fmt.Sprintf("The request body has %s this API does not know: %s. A job's body may have prompt, model, source.ref, draft and context (commits, compare.from, compare.to, pullRequest).",
			plural(len(names), "a member", "members"), strings.Join(names, ", "))}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// pointerEscape escapes a member name for a JSON pointer (RFC 6901).
func pointerEscape(s string) string {
	return strings.ReplaceAll(strings.ReplaceAll(s, "~", "~0"), "/", "~1")
}

func invalidBody(errs ...fieldError) error {
	detail := "The request body has an invalid member."
	if len(errs) == 1 {
		p := "the body"
		if *errs[0].Pointer != "" {
			p = strings.TrimPrefix(*errs[0].Pointer, "/")
		}
		detail = fmt.Sprintf("The request body is invalid: %s %s.", p, errs[0].Detail)
	}
	return &problem{Status: http.StatusBadRequest, Code: "invalid_body", Detail: detail, Errors: errs}
}

// idempotencyKey reads the optional Idempotency-Key header: at most 255
// printable ASCII characters, given once.
func idempotencyKey(h http.Header) (string, error) {
	vs := h.Values("Idempotency-Key")
	if len(vs) == 0 {
		return "", nil
	}
	bad := func(detail string) error {
		return &problem{Status: http.StatusBadRequest, Code: "invalid_idempotency_key",
			Detail: "The Idempotency-Key header " + detail + ".",
			Errors: []fieldError{{Header: "Idempotency-Key", Detail: detail}}}
	}
	if len(vs) > 1 {
		return "", bad("must be given once")
	}
	k := vs[0]
	if k == "" {
		return "", bad("must not be empty")
	}
	if len(k) > MaxIdempotencyKeyLen {
		return "", bad(fmt.Sprintf("must have at most %d characters", MaxIdempotencyKeyLen))
	}
	for i := 0; i < len(k); i++ {
		if k[i] < 0x20 || k[i] > 0x7e {
			return "", bad("must be printable ASCII")
		}
	}
	return k, nil
}

// invalidUTF8 is the offset of the first byte of b that is not part of
// valid UTF-8, or -1.
func invalidUTF8(b []byte) int {
	for i := 0; i < len(b); {
		if b[i] < utf8.RuneSelf {
			i++
			continue
		}
		r, n := utf8.DecodeRune(b[i:])
		if r == utf8.RuneError && n == 1 {
			return i
		}
		i += n
	}
	return -1
}

// loneSurrogate is the offset in the JSON string raw of a \u escape of a
// UTF-16 surrogate that is not half of a pair, or -1.
func loneSurrogate(raw []byte) int {
	for i := 0; i+1 < len(raw); i++ {
		if raw[i] != '\\' {
			continue
		}
		if raw[i+1] != 'u' {
			i++ // \" \\ \n …: skip the escaped character
			continue
		}
		r, ok := hex4(raw, i+2)
		switch {
		case !ok:
			return i
		case r >= 0xD800 && r < 0xDC00: // high: a low must follow
			lo, ok := hex4(raw, i+8)
			if i+7 >= len(raw) || raw[i+6] != '\\' || raw[i+7] != 'u' || !ok || lo < 0xDC00 || lo >= 0xE000 {
				return i
			}
			i += 11
		case r >= 0xDC00 && r < 0xE000: // low without a high
			return i
		default:
			i += 5
		}
	}
	return -1
}

// hex4 reads four hexadecimal digits at b[i:].
func hex4(b []byte, i int) (rune, bool) {
	if i < 0 || i+4 > len(b) {
		return 0, false
	}
	var r rune
	for _, c := range b[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			r = r<<4 | rune(c-'0')
		case 'a' <= c && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case 'A' <= c && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}
