package model

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/foliodocs/folio/internal/jsonpos"
)

// Script is a model that plays a fixed list of assistant turns, for tests
// and demos. Its file is JSON:
//
//	{"turns": [
//	  {"content": "I'll add the page.",
//	   "tool_calls": [{"name": "write_file", "arguments": {"path": "a.mdx", "content": "…"}}]},
//	  {"content": "Added a.mdx."}
//	]}
//
// Each Step answers with the turn whose index is the number of assistant
// messages already in the conversation, so a resumed conversation picks up
// where it stopped; what the messages say is ignored. After the last turn
// every Step calls finish, with the last turn's content as the summary (or
// a default one). "arguments" is usually an object; a string is passed on
// as the arguments' text unchanged, to play a model that writes invalid
// JSON.
type Script struct {
	turns []scriptTurn
}

type scriptTurn struct {
	content string
	calls   []ToolCall
}

// FinishTool is the name of the tool that ends a run; Script calls it after
// its last turn.
const FinishTool = "finish"

// defaultSummary is the finish summary of a script whose last turn says
// nothing.
const defaultSummary = "Done: the scripted changes are made."

// LoadScript reads a script file. Errors name the file, line and column.
func LoadScript(path string) (*Script, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("script model: %w", err)
	}
	return ParseScript(path, data)
}

// ParseScript parses the script in data; name is used in errors.
func ParseScript(name string, data []byte) (*Script, error) {
	root, err := jsonpos.Parse(jsonpos.NewSource(name, data))
	if err != nil {
		return nil, fmt.Errorf("script model: %w", err)
	}
	fail := func(n *jsonpos.Node, format string, args ...any) error {
		return failAt(n.Pos, format, args...)
	}
	if root.Kind != jsonpos.Object {
		return nil, fail(root, `want an object {"turns": [...]}, found %s`, describe(root))
	}
	for _, m := range root.Members {
		if m.Key != "turns" {
			return nil, failAt(m.KeyPos, "unknown key %q; a script has only \"turns\"", m.Key)
		}
	}
	turns := root.Get("turns")
	if turns == nil {
		return nil, fail(root, `missing "turns": a list of assistant turns`)
	}
	if turns.Kind != jsonpos.Array {
		return nil, fail(turns, `"turns" must be an array, found %s`, describe(turns))
	}
	s := &Script{}
	for i, tn := range turns.Items {
		if tn.Kind != jsonpos.Object {
			return nil, fail(tn, "turn %d must be an object, found %s", i+1, describe(tn))
		}
		var t scriptTurn
		for _, m := range tn.Members {
			switch m.Key {
			case "content":
				if m.Value.Kind != jsonpos.String {
					return nil, fail(m.Value, "turn %d: content must be a string, found %s", i+1, describe(m.Value))
				}
				t.content = m.Value.Text
			case "tool_calls":
				if m.Value.Kind != jsonpos.Array {
					return nil, fail(m.Value, "turn %d: tool_calls must be an array, found %s", i+1, describe(m.Value))
				}
				for j, cn := range m.Value.Items {
					call, err := scriptCall(cn, i, j, fail)
					if err != nil {
						return nil, err
					}
					t.calls = append(t.calls, call)
				}
			default:
				return nil, failAt(m.KeyPos, "turn %d: unknown key %q; a turn has content and tool_calls", i+1, m.Key)
			}
		}
		s.turns = append(s.turns, t)
	}
	return s, nil
}

func scriptCall(n *jsonpos.Node, turn, index int, fail func(*jsonpos.Node, string, ...any) error) (ToolCall, error) {
	where := fmt.Sprintf("turn %d, tool call %d", turn+1, index+1)
	if n.Kind != jsonpos.Object {
		return ToolCall{}, fail(n, "%s must be an object, found %s", where, describe(n))
	}
	call := ToolCall{ID: fmt.Sprintf("call_%d_%d", turn+1, index+1), Arguments: "{}"}
	for _, m := range n.Members {
		switch m.Key {
		case "name":
			if m.Value.Kind != jsonpos.String || strings.TrimSpace(m.Value.Text) == "" {
				return ToolCall{}, fail(m.Value, "%s: name must be a tool's name", where)
			}
			call.Name = m.Value.Text
		case "arguments":
			switch m.Value.Kind {
			case jsonpos.Object:
				call.Arguments = string(m.Value.Marshal())
			case jsonpos.String:
				call.Arguments = m.Value.Text
			default:
				return ToolCall{}, fail(m.Value, "%s: arguments must be an object, found %s", where, describe(m.Value))
			}
		case "id":
			if m.Value.Kind != jsonpos.String || m.Value.Text == "" {
				return ToolCall{}, fail(m.Value, "%s: id must be a non-empty string", where)
			}
			call.ID = m.Value.Text
		default:
			return ToolCall{}, failAt(m.KeyPos, "%s: unknown key %q; a tool call has name and arguments", where, m.Key)
		}
	}
	if call.Name == "" {
		return ToolCall{}, fail(n, "%s has no name", where)
	}
	return call, nil
}

// failAt is an error of the script file at pos.
func failAt(pos jsonpos.Pos, format string, args ...any) error {
	return fmt.Errorf("script model: %s: %s", pos, fmt.Sprintf(format, args...))
}

func describe(n *jsonpos.Node) string {
	switch n.Kind {
	case jsonpos.Object, jsonpos.Array:
		return "an " + n.Kind.String()
	}
	return "a " + n.Kind.String()
}

// Len returns the number of turns.
func (s *Script) Len() int { return len(s.turns) }

// Step returns the next turn. It never fails, except for a cancelled ctx.
func (s *Script) Step(ctx context.Context, req Request) (Response, error) {
	if err := ctx.Err(); err != nil {
		return Response{}, fmt.Errorf("script: %w", err)
	}
	n := 0
	for _, m := range req.Messages {
		if m.Role == RoleAssistant {
			n++
		}
	}
	if n < len(s.turns) {
		t := s.turns[n]
		msg := Message{Role: RoleAssistant, Content: t.content, ToolCalls: append([]ToolCall(nil), t.calls...)}
		stop := StopEnd
		if len(msg.ToolCalls) > 0 {
			stop = StopToolCalls
		}
		return Response{Message: msg, StopReason: stop}, nil
	}
	summary := defaultSummary
	if len(s.turns) > 0 {
		if c := strings.TrimSpace(s.turns[len(s.turns)-1].content); c != "" {
			summary = c
		}
	}
	args := string((&jsonpos.Node{Kind: jsonpos.Object, Members: []jsonpos.Member{
		{Key: "summary", Value: &jsonpos.Node{Kind: jsonpos.String, Text: summary}},
	}}).Marshal())
	return Response{
		Message: Message{Role: RoleAssistant, ToolCalls: []ToolCall{
			{ID: fmt.Sprintf("call_%d_finish", n+1), Name: FinishTool, Arguments: args},
		}},
		StopReason: StopToolCalls,
	}, nil
}
