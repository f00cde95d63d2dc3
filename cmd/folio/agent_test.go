package main

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"syscall"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// This file holds the script commands of the agent scripts: a model
// server that speaks OpenAI's Chat Completions and a SIGKILL.

// fakeTurn is one assistant turn of a fake model.
type fakeTurn struct {
	Content   string `json:"content"`
	ToolCalls []struct {
		Name      string          `json:"name"`
		Arguments json.RawMessage `json:"arguments"`
	} `json:"tool_calls"`
	// Hold makes the first request for this turn wait until its client
	// goes away (a killed server); later requests get the turn.
	Hold bool `json:"hold"`
}

// cmdFakeModel starts an OpenAI-compatible model server in the test
// process and sets VAR to its base URL (…/v1). Like the script provider,
// it answers with the turn whose index is the number of assistant
// messages in the conversation, and calls finish after the last. A held
// turn writes the file held-N (N its index) while it waits.
//
//	fakemodel VAR TURNS.json
func cmdFakeModel(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: fakemodel VAR TURNS.json")
	}
	var turns []fakeTurn
	ts.Check(json.Unmarshal([]byte(ts.ReadFile(args[1])), &turns))
	var mu sync.Mutex
	held := map[int]bool{}
	work := ts.Getenv("WORK")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/v1/chat/completions" {
			http.NotFound(w, r)
			return
		}
		var req struct {
			Messages []struct {
				Role string `json:"role"`
			} `json:"messages"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
			http.Error(w, err.Error(), http.StatusBadRequest)
			return
		}
		n := 0
		for _, m := range req.Messages {
			if m.Role == "assistant" {
				n++
			}
		}
		msg := map[string]any{"role": "assistant", "content": ""}
		var calls []map[string]any
		if n < len(turns) {
			t := turns[n]
			mu.Lock()
			hold := t.Hold && !held[n]
			held[n] = held[n] || t.Hold
			mu.Unlock()
			if hold {
				os.WriteFile(fmt.Sprintf("%s/held-%d", work, n), []byte("held\n"), 0o644)
				select {
				case <-r.Context().Done():
				case <-time.After(2 * time.Minute):
				}
				return
			}
			msg["content"] = t.Content
			for i, c := range t.ToolCalls {
				calls = append(calls, map[string]any{"id": fmt.Sprintf("call_%d_%d", n, i), "type": "function",
					"function": map[string]any{"name": c.Name, "arguments": string(c.Arguments)}})
			}
		} else {
			calls = append(calls, map[string]any{"id": fmt.Sprintf("call_%d_finish", n), "type": "function",
				"function": map[string]any{"name": "finish", "arguments": `{"summary":"Done"}`}})
		}
		finish := "stop"
		if len(calls) > 0 {
			msg["tool_calls"] = calls
			finish = "tool_calls"
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(map[string]any{
			"id": "chatcmpl-test", "object": "chat.completion", "created": 1, "model": "fake",
			"choices": []any{map[string]any{"index": 0, "message": msg, "finish_reason": finish}},
			"usage":   map[string]any{"prompt_tokens": 100, "completion_tokens": 10, "total_tokens": 110},
		})
	}))
	ts.Defer(srv.Close)
	ts.Setenv(args[0], srv.URL+"/v1")
}

// cmdKill kills a process started with start, at once (SIGKILL); the
// script command is sigkill (kill is testscript's own).
//
//	sigkill NAME
func cmdKill(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: sigkill NAME")
	}
	p, ok := procs(ts)[args[0]]
	if !ok {
		ts.Fatalf("sigkill: no process %s", args[0])
	}
	delete(procs(ts), args[0])
	ts.Check(p.cmd.Process.Signal(syscall.SIGKILL))
	select {
	case <-p.done:
	case <-time.After(30 * time.Second):
		ts.Fatalf("%s did not die", args[0])
	}
}

// passedEnv are the variables a script may set for the programs it
// starts, besides the basic ones.
var passedEnv = []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "ANTHROPIC_BASE_URL", "ANTHROPIC_API_KEY", "FOLIO_MODEL",
	"GITHUB_TOKEN", "GITLAB_TOKEN", "GITEA_TOKEN", "TOKEN"}

// cmdHookReceiver starts a webhook receiver in the test process and sets
// VAR to its URL; it appends every request to FILE: the webhook headers
// and the body, one request a paragraph.
//
//	hookreceiver VAR FILE
func cmdHookReceiver(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: hookreceiver VAR FILE")
	}
	file := ts.MkAbs(args[1])
	var mu sync.Mutex
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		mu.Lock()
		defer mu.Unlock()
		f, err := os.OpenFile(file, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
		if err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		defer f.Close()
		fmt.Fprintf(f, "webhook-id: %s\nwebhook-timestamp: %s\nwebhook-signature: %s\n%s\n\n",
			r.Header.Get("webhook-id"), r.Header.Get("webhook-timestamp"), r.Header.Get("webhook-signature"), body)
		w.WriteHeader(http.StatusNoContent)
	}))
	ts.Defer(srv.Close)
	ts.Setenv(args[0], srv.URL+"/hook")
}
