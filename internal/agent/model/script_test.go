package model_test

import (
	"context"
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/foliodocs/folio/internal/agent/model"
)

func TestScriptPlaysTurnsThenFinishes(t *testing.T) {
	m, err := model.Open("script:testdata/turns.json", model.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var conv []model.Message
	conv = append(conv, model.Message{Role: model.RoleUser, Content: "Add a page."})
	var got []model.Response
	for range 5 {
		resp, err := m.Step(t.Context(), model.Request{Messages: conv})
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, resp)
		conv = append(conv, resp.Message)
		for _, c := range resp.Message.ToolCalls {
			conv = append(conv, model.Message{Role: model.RoleTool, ToolCallID: c.ID, Content: "ok"})
		}
	}
	want := []model.Response{
		{Message: model.Message{Role: model.RoleAssistant, Content: "I'll add the page.", ToolCalls: []model.ToolCall{
			{ID: "call_1_1", Name: "write_file", Arguments: `{"path":"a.mdx","content":"---\ntitle: A\n---\n\nHello.\n"}`},
		}}, StopReason: model.StopToolCalls},
		{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
			{ID: "call_2_1", Name: "add_to_navigation", Arguments: `{"page":"a","group":["Guides"]}`},
			{ID: "call_2_2", Name: "validate", Arguments: `{}`},
		}}, StopReason: model.StopToolCalls},
		{Message: model.Message{Role: model.RoleAssistant, Content: "Added the page a.mdx to Guides."}, StopReason: model.StopEnd},
		{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
			{ID: "call_4_finish", Name: "finish", Arguments: `{"summary":"Added the page a.mdx to Guides."}`},
		}}, StopReason: model.StopToolCalls},
		{Message: model.Message{Role: model.RoleAssistant, ToolCalls: []model.ToolCall{
			{ID: "call_5_finish", Name: "finish", Arguments: `{"summary":"Added the page a.mdx to Guides."}`},
		}}, StopReason: model.StopToolCalls},
	}
	for i := range want {
		if !reflect.DeepEqual(got[i], want[i]) {
			t.Errorf("step %d\n got %+v\nwant %+v", i+1, got[i], want[i])
		}
	}
}

func TestScriptResumes(t *testing.T) {
	// A conversation with two assistant turns gets the third, whichever
	// Script value answers it.
	s, err := model.LoadScript("testdata/turns.json")
	if err != nil {
		t.Fatal(err)
	}
	conv := []model.Message{
		{Role: model.RoleUser, Content: "x"},
		{Role: model.RoleAssistant, Content: "a"},
		{Role: model.RoleUser, Content: "y"},
		{Role: model.RoleAssistant, Content: "b"},
	}
	resp, err := s.Step(t.Context(), model.Request{Messages: conv})
	if err != nil {
		t.Fatal(err)
	}
	if resp.Message.Content != "Added the page a.mdx to Guides." {
		t.Errorf("got %+v", resp)
	}
}

func TestScriptDefaults(t *testing.T) {
	s, err := model.ParseScript("empty.json", []byte(`{"turns": [{"tool_calls": [{"name": "validate"}, {"name": "write_file", "arguments": "{\"path\": "}]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	resp, _ := s.Step(t.Context(), model.Request{})
	if got := resp.Message.ToolCalls; got[0].Arguments != "{}" || got[1].Arguments != `{"path": ` {
		t.Errorf("arguments: %+v", got)
	}
	resp, _ = s.Step(t.Context(), model.Request{Messages: []model.Message{{Role: model.RoleAssistant}}})
	if got := resp.Message.ToolCalls[0].Arguments; !strings.Contains(got, "Done") {
		t.Errorf("default summary: %s", got)
	}

	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := s.Step(ctx, model.Request{}); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled step: %v", err)
	}
}

func TestScriptErrors(t *testing.T) {
	tests := []struct {
		name, data, want string
	}{
		{"syntax", "{\"turns\": [\n  {\"content\": \"a\",}\n]}", "s.json:2:"},
		{"not an object", `[]`, "s.json:1:1: want an object"},
		{"no turns", `{}`, `missing "turns"`},
		{"unknown top key", `{"turns": [], "steps": 1}`, `s.json:1:15: unknown key "steps"`},
		{"turns not array", `{"turns": {}}`, `"turns" must be an array, found an object`},
		{"turn not object", `{"turns": ["hi"]}`, "turn 1 must be an object, found a string"},
		{"content not string", `{"turns": [{"content": 3}]}`, "turn 1: content must be a string"},
		{"unknown turn key", "{\"turns\": [{}, \n {\"text\": \"x\"}]}", `s.json:2:3: turn 2: unknown key "text"`},
		{"calls not array", `{"turns": [{"tool_calls": {}}]}`, "turn 1: tool_calls must be an array"},
		{"call without name", `{"turns": [{"tool_calls": [{"arguments": {}}]}]}`, "turn 1, tool call 1 has no name"},
		{"empty name", `{"turns": [{"tool_calls": [{"name": " "}]}]}`, "name must be a tool's name"},
		{"bad arguments", `{"turns": [{"tool_calls": [{"name": "x", "arguments": [1]}]}]}`, "arguments must be an object, found an array"},
		{"unknown call key", `{"turns": [{"tool_calls": [{"name": "x", "args": {}}]}]}`, `unknown key "args"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := model.ParseScript("s.json", []byte(tt.data))
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err = %v, want %q", err, tt.want)
			}
		})
	}
}
