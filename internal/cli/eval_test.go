package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/foliodocs/folio/internal/agenteval"
	"github.com/foliodocs/folio/internal/domain"
)

// TestEvalScripts runs folio eval with the built-in scripts, as CI
// does: through the real service and API, every task's pass script must
// pass its grader and its fail script fail it — with a job that
// completed and a site that validates, so that it is the grader that
// catches the mistake, not the job's own checks — and no script's tool
// call may fail (a script that no longer fits its fixture).
func TestEvalScripts(t *testing.T) {
	if testing.Short() {
		t.Skip("starts folio serve")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("eval needs git")
	}
	tasks := agenteval.Tasks()
	for _, set := range []string{"pass", "fail"} {
		t.Run(set, func(t *testing.T) {
			t.Parallel()
			var out, errOut bytes.Buffer
			code := Main(context.Background(), []string{"eval", "--scripts", set, "--format", "json", "--parallel", "4"},
				Env{Stdout: &out, Stderr: &errOut, Environ: []string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}})
			if code != ExitOK {
				t.Fatalf("folio eval --scripts %s: exit %d\n%s", set, code, errOut.String())
			}
			var run struct {
				Summary agenteval.Summary  `json:"summary"`
				Results []agenteval.Result `json:"results"`
			}
			if err := json.Unmarshal(out.Bytes(), &run); err != nil {
				t.Fatalf("the JSON report: %v\n%s", err, out.String())
			}
			var table strings.Builder
			agenteval.WriteTable(&table, "scripts "+set, run.Results, run.Summary)
			t.Logf("folio eval --scripts %s:\n%s", set, table.String())

			if len(run.Results) != len(tasks) {
				t.Fatalf("%d results for %d tasks", len(run.Results), len(tasks))
			}
			for _, r := range run.Results {
				switch {
				case r.Status != domain.StatusCompleted:
					t.Errorf("%s: the %s script's job ended %s: %v", r.Task, set, r.Status, r.Failures)
				case r.ToolErrors > 0:
					t.Errorf("%s: %d tool calls of the %s script failed", r.Task, r.ToolErrors, set)
				case set == "pass" && !r.Pass:
					t.Errorf("%s: the pass script fails its grader: %v", r.Task, r.Failures)
				case set == "fail" && (r.Pass || len(r.Failures) == 0):
					t.Errorf("%s: the fail script passes its grader", r.Task)
				}
			}
			want := 0.0
			if set == "pass" {
				want = 1
			}
			if run.Summary.Rate != want {
				t.Errorf("pass rate %v, want %v", run.Summary.Rate, want)
			}
		})
	}
}

// TestEvalOpenAICompatible measures a model behind an OpenAI-compatible
// endpoint, as one measures Ollama, vLLM or llama.cpp: a fake server
// that speaks Chat Completions plays each task's pass script, one reply
// per request, and reports tokens; the table has them.
func TestEvalOpenAICompatible(t *testing.T) {
	if testing.Short() {
		t.Skip("starts folio serve")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("eval needs git")
	}
	names := []string{"fix-anchor-link", "nochange-port-documented"}
	tasks, err := agenteval.Select(agenteval.Tasks(), strings.Join(names, ","))
	if err != nil {
		t.Fatal(err)
	}
	var requests atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" || r.Header.Get("Authorization") != "Bearer local" {
			t.Errorf("%s %s (Authorization %q)", r.Method, r.URL.Path, r.Header.Get("Authorization"))
			http.Error(w, "no", http.StatusNotFound)
			return
		}
		requests.Add(1)
		var req struct {
			Model    string `json:"model"`
			Messages []struct {
				Role    string `json:"role"`
				Content any    `json:"content"`
			} `json:"messages"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Model != "local-model" {
			t.Errorf("request: model %q, %v", req.Model, err)
		}
		// The task is the one whose request the first prompt holds;
		// its turn is the number of replies so far.
		var prompt string
		turn := 0
		for _, m := range req.Messages {
			switch m.Role {
			case "user":
				if prompt == "" {
					b, _ := json.Marshal(m.Content)
					prompt = string(b)
				}
			case "assistant":
				turn++
			}
		}
		var script struct {
			Turns []struct {
				Content   string `json:"content"`
				ToolCalls []struct {
					Name      string          `json:"name"`
					Arguments json.RawMessage `json:"arguments"`
				} `json:"tool_calls"`
			} `json:"turns"`
		}
		for _, tk := range tasks {
			if strings.Contains(prompt, strings.TrimSuffix(tk.Prompt, ".")) {
				data, _ := tk.Script("pass")
				json.Unmarshal(data, &script)
			}
		}
		if turn >= len(script.Turns) {
			t.Errorf("turn %d of a %d-turn script (prompt %.80s)", turn, len(script.Turns), prompt)
			http.Error(w, "no such turn", http.StatusBadRequest)
			return
		}
		st := script.Turns[turn]
		var calls []map[string]any
		for i, c := range st.ToolCalls {
			args := string(c.Arguments)
			if args == "" {
				args = "{}"
			}
			calls = append(calls, map[string]any{"id": fmt.Sprintf("call_%d_%d", turn, i), "type": "function",
				"function": map[string]any{"name": c.Name, "arguments": args}})
		}
		msg := map[string]any{"role": "assistant", "content": st.Content}
		finish := "stop"
		if len(calls) > 0 {
			msg["tool_calls"], finish = calls, "tool_calls"
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{"id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": req.Model,
			"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}},
			"usage":   map[string]any{"prompt_tokens": 1000, "completion_tokens": 50, "total_tokens": 1050}})
	}))
	defer srv.Close()

	var out, errOut bytes.Buffer
	code := Main(context.Background(), []string{"eval", "--model", "openai:local-model", "--tasks", strings.Join(names, ","), "--context-window", "32768"},
		Env{Stdout: &out, Stderr: &errOut, Environ: []string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH"),
			"OPENAI_BASE_URL=" + srv.URL + "/v1", "OPENAI_API_KEY=local", "OPENAI_STREAM=false"}})
	t.Logf("folio eval --model openai:local-model:\n%s", out.String())
	if code != ExitOK {
		t.Fatalf("exit %d\n%s", code, errOut.String())
	}
	for _, name := range names {
		// Every step cost the fake's 1000 tokens in and 50 out.
		m := regexp.MustCompile(`(?m)^` + name + `\s+\S+\s+pass\s+(\d+)\s+(\d+)\s+(\d+)\s`).FindStringSubmatch(out.String())
		if m == nil || m[1] == "0" || m[2] != m[1]+"000" || m[3] != strconv.Itoa(50*mustAtoi(m[1])) {
			t.Errorf("%s: no passing row with 1000 tokens in and 50 out a step: %q", name, m)
		}
	}
	if !strings.Contains(out.String(), "openai:local-model: 2 of 2 tasks passed (100.0%)") {
		t.Errorf("no pass rate line")
	}
	if requests.Load() == 0 {
		t.Error("the model was never asked")
	}
}

func mustAtoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func TestEvalUsage(t *testing.T) {
	dir := t.TempDir()
	tests := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"eval"}, ExitUsage, "give the model to measure"},
		{[]string{"eval", "--model", "openai:x", "--scripts", "pass"}, ExitUsage, "not both"},
		{[]string{"eval", "--model", "script:turns.json"}, ExitUsage, "one script cannot play every task"},
		{[]string{"eval", "--model", "anthropic:claude-sonnet-4-5"}, ExitUsage, "ANTHROPIC_API_KEY is not set"},
		{[]string{"eval", "--scripts", "pass", "--format", "xml"}, ExitUsage, "--format must be table or json"},
		{[]string{"eval", "--scripts", "pass", "--tasks", "nope"}, ExitUsage, `"nope" matches no task`},
		{[]string{"eval", "--scripts", "pass", "--min-pass-rate", "2"}, ExitUsage, "a share from 0 to 1"},
		{[]string{"eval", "--scripts", dir, "--tasks", "fix-anchor-link"}, ExitUsage, "has no fix-anchor-link.json"},
		{[]string{"eval", "--list", "--tasks", "rename"}, ExitOK, "move-cli-section"},
	}
	for _, tt := range tests {
		var out, errOut bytes.Buffer
		code := Main(context.Background(), tt.args, Env{Stdout: &out, Stderr: &errOut, Environ: []string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}})
		if code != tt.code || !strings.Contains(out.String()+errOut.String(), tt.want) {
			t.Errorf("%v: exit %d, want %d with %q\n%s%s", tt.args, code, tt.code, tt.want, out.String(), errOut.String())
		}
	}
}

// TestEvalMinPassRate: a pass rate below --min-pass-rate exits 1, after
// the table.
func TestEvalMinPassRate(t *testing.T) {
	if testing.Short() {
		t.Skip("starts folio serve")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("eval needs git")
	}
	var out, errOut bytes.Buffer
	code := Main(context.Background(), []string{"eval", "--scripts", "fail", "--tasks", "fix-anchor-link", "--min-pass-rate", "0.5"},
		Env{Stdout: &out, Stderr: &errOut, Environ: []string{"HOME=" + t.TempDir(), "PATH=" + os.Getenv("PATH")}})
	if code != ExitInvalid || !strings.Contains(out.String(), "0 of 1 tasks passed") || !strings.Contains(errOut.String(), "below --min-pass-rate 50.0%") {
		t.Errorf("exit %d\n%s%s", code, out.String(), errOut.String())
	}
}
