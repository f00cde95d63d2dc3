package agent_test

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/foliodocs/folio/internal/agent"
	"github.com/foliodocs/folio/internal/agent/model"
)

// sse writes Anthropic's events, each named after its type.
func sse(w http.ResponseWriter, events ...string) {
	w.Header().Set("Content-Type", "text/event-stream")
	for _, data := range events {
		var v struct{ Type string }
		_ = json.Unmarshal([]byte(data), &v)
		fmt.Fprintf(w, "event: %s\ndata: %s\n\n", v.Type, data)
	}
}

// anthropicTurn is a whole streamed message: a text block, a tool_use
// block whose input comes in one piece, and the stop reason.
func anthropicTurn(text, tool, input, stop string) []string {
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	return []string{
		`{"type":"message_start","message":{"id":"msg_1","type":"message","role":"assistant","content":[],"model":"claude-test","stop_reason":null,"usage":{"input_tokens":50,"cache_creation_input_tokens":0,"cache_read_input_tokens":40,"output_tokens":1}}}`,
		`{"type":"content_block_start","index":0,"content_block":{"type":"text","text":""}}`,
		`{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":` + q(text) + `}}`,
		`{"type":"content_block_stop","index":0}`,
		`{"type":"content_block_start","index":1,"content_block":{"type":"tool_use","id":"toolu_` + tool + `","name":` + q(tool) + `,"input":{}}}`,
		`{"type":"content_block_delta","index":1,"delta":{"type":"input_json_delta","partial_json":` + q(input) + `}}`,
		`{"type":"content_block_stop","index":1}`,
		`{"type":"message_delta","delta":{"stop_reason":` + q(stop) + `},"usage":{"output_tokens":1000}}`,
		`{"type":"message_stop"}`,
	}
}

// TestRunCutReply: a reply cut at max_tokens in the middle of a tool
// call's JSON (Anthropic's wire format) is not run, and the model is told
// why and what to do; its next, whole reply is run.
func TestRunCutReply(t *testing.T) {
	b := setup(t)
	page := "---\ntitle: Big\ndescription: A big page.\n---\n\nLong text.\n"
	whole, _ := json.Marshal(map[string]string{"path": "guides/big.mdx", "content": page})
	var (
		mu     sync.Mutex
		bodies []map[string]any
	)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		data, _ := io.ReadAll(r.Body)
		var body map[string]any
		_ = json.Unmarshal(data, &body)
		mu.Lock()
		bodies = append(bodies, body)
		n := len(bodies)
		mu.Unlock()
		switch n {
		case 1:
			sse(w, anthropicTurn("Writing the page.", "write_file", `{"path":"guides/big.mdx","content":"---\ntitle: Bi`, "max_tokens")...)
		case 2:
			sse(w, anthropicTurn("Writing it in parts.", "write_file", string(whole), "tool_use")...)
		default:
			sse(w, anthropicTurn("Done.", "finish", `{"summary":"Add a big page"}`, "tool_use")...)
		}
	}))
	t.Cleanup(ts.Close)
	m, err := model.Open("anthropic:claude-test", model.Options{Env: func(k string) string {
		return map[string]string{"ANTHROPIC_BASE_URL": ts.URL}[k]
	}})
	if err != nil {
		t.Fatal(err)
	}
	in := &prompts{list: []string{"Add a big page"}}
	st, out, rec, err := runLoop(t, b, m, in, func(o *agent.RunOptions) { o.MaxOutputTokens = 1000 })
	if err != nil {
		t.Fatal(err)
	}
	if len(bodies) < 2 || bodies[0]["max_tokens"] != float64(1000) {
		t.Fatalf("max_tokens = %v, want the run's limit", bodies[0]["max_tokens"])
	}
	// The cut call never reached a tool: no "not valid JSON" error.
	for _, c := range rec.calls {
		if strings.Contains(c, "(error)") {
			t.Errorf("a tool ran with the cut reply's arguments: %q", rec.calls)
		}
	}
	if got := strings.Join(rec.calls, "\n"); got != "write_file guides/big.mdx (56 bytes)\nfinish: Add a big page" {
		t.Errorf("calls:\n%s", got)
	}
	// The second request carries the cut reply as text only, and the note.
	msgs, _ := bodies[1]["messages"].([]any)
	raw, _ := json.Marshal(msgs)
	if strings.Contains(string(raw), "tool_use") {
		t.Errorf("the cut tool call was sent back: %s", raw)
	}
	if !strings.Contains(string(raw), "cut at the output limit of 1000 tokens") || !strings.Contains(string(raw), "smaller edits") {
		t.Errorf("the model was not told its reply was cut: %s", raw)
	}
	if data, err := os.ReadFile(filepath.Join(b.root, "guides/big.mdx")); err != nil || string(data) != page {
		t.Errorf("page = %q, %v", data, err)
	}
	if out.Steps != 3 || out.Usage.CachedInputTokens != 120 {
		t.Errorf("outcome steps %d usage %+v", out.Steps, out.Usage)
	}
	checkPairs(t, st.Messages)
}

// stopModel answers every step with the same message and stop reason.
type stopModel struct {
	msg  model.Message
	stop model.StopReason
}

func (m stopModel) Step(context.Context, model.Request) (model.Response, error) {
	return model.Response{Message: m.msg, StopReason: m.stop, Usage: model.Usage{InputTokens: 10, OutputTokens: 5}}, nil
}

// TestRunCutRepliesBounded: replies cut again and again end the run with
// ErrOutputLimit after DefaultMaxCutReplies steps, each recorded, none run.
func TestRunCutRepliesBounded(t *testing.T) {
	b := setup(t)
	m := stopModel{stop: model.StopMaxTokens, msg: model.Message{Role: model.RoleAssistant, Content: "Here:",
		ToolCalls: []model.ToolCall{{ID: "c", Name: "write_file", Arguments: `{"path":"a.mdx","content":"`}}}}
	st, out, rec, err := runLoop(t, b, m, &prompts{list: []string{"Write"}})
	if !errors.Is(err, agent.ErrOutputLimit) {
		t.Fatalf("err = %v, want ErrOutputLimit", err)
	}
	if out.Steps != agent.DefaultMaxCutReplies || rec.steps != agent.DefaultMaxCutReplies || len(rec.calls) != 0 {
		t.Errorf("steps %d, recorded %d, calls %q", out.Steps, rec.steps, rec.calls)
	}
	checkPairs(t, st.Messages)
}

// openaiChunks streams a Chat Completions reply: its content, one tool
// call whose arguments come in one piece, and the finish reason.
func openaiChunks(w http.ResponseWriter, content, tool, args, finish string) {
	w.Header().Set("Content-Type", "text/event-stream")
	chunk := func(delta, finish string) {
		f := "null"
		if finish != "" {
			f = `"` + finish + `"`
		}
		fmt.Fprintf(w, "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\",\"choices\":[{\"index\":0,\"delta\":%s,\"finish_reason\":%s}]}\n\n", delta, f)
	}
	q := func(s string) string { b, _ := json.Marshal(s); return string(b) }
	chunk(`{"role":"assistant","content":`+q(content)+`}`, "")
	chunk(`{"tool_calls":[{"index":0,"id":"call_1","type":"function","function":{"name":`+q(tool)+`,"arguments":`+q(args)+`}}]}`, "")
	chunk(`{}`, finish)
	fmt.Fprint(w, "data: {\"id\":\"c\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"m\",\"choices\":[],\"usage\":{\"prompt_tokens\":100,\"completion_tokens\":50,\"total_tokens\":150,\"prompt_tokens_details\":{\"cached_tokens\":64}}}\n\n")
	fmt.Fprint(w, "data: [DONE]\n\n")
}

// TestRunCutReplyOpenAI: the same with OpenAI's wire format, whose cut
// reply ends with finish_reason "length"; the run's output limit is sent
// as max_completion_tokens.
func TestRunCutReplyOpenAI(t *testing.T) {
	b := setup(t)
	var (
		mu     sync.Mutex
		bodies []map[string]any
	)
	ts := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		data, _ := io.ReadAll(r.Body)
		var body map[string]any
		_ = json.Unmarshal(data, &body)
		mu.Lock()
		bodies = append(bodies, body)
		n := len(bodies)
		mu.Unlock()
		switch n {
		case 1:
			openaiChunks(w, "Writing.", "write_file", `{"path":"guides/cut.mdx","content":"---\ntit`, "length")
		default:
			openaiChunks(w, "", "finish", `{"summary":"Nothing after all"}`, "tool_calls")
		}
	}))
	t.Cleanup(ts.Close)
	m, err := model.Open("openai:m", model.Options{Env: func(k string) string {
		return map[string]string{"OPENAI_BASE_URL": ts.URL + "/v1"}[k]
	}})
	if err != nil {
		t.Fatal(err)
	}
	_, out, rec, err := runLoop(t, b, m, &prompts{list: []string{"Write"}}, func(o *agent.RunOptions) { o.MaxOutputTokens = 500 })
	if err != nil {
		t.Fatal(err)
	}
	if bodies[0]["max_completion_tokens"] != float64(500) {
		t.Errorf("max_completion_tokens = %v", bodies[0]["max_completion_tokens"])
	}
	if got := strings.Join(rec.calls, "\n"); got != "finish: Nothing after all" {
		t.Errorf("calls:\n%s", got)
	}
	if _, err := os.Stat(filepath.Join(b.root, "guides/cut.mdx")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the cut call wrote its file: %v", err)
	}
	raw, _ := json.Marshal(bodies[1]["messages"])
	if strings.Contains(string(raw), "tool_calls") || !strings.Contains(string(raw), "cut at the output limit of 500 tokens") {
		t.Errorf("second request: %s", raw)
	}
	if out.Usage.CachedInputTokens != 128 {
		t.Errorf("usage %+v", out.Usage)
	}
}
