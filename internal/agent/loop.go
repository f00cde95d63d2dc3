package agent

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"

	"github.com/foliodocs/folio/internal/agent/model"
)

// Defaults of Budget and RunOptions.
const (
	DefaultMaxSteps = 50
	// DefaultMaxTokens bounds the tokens (prompt and reply) of one run.
	DefaultMaxTokens = 2_000_000
	// DefaultFixTurns is how many more steps a model gets after validation
	// fails on its finish.
	DefaultFixTurns = 3
	// DefaultMaxCutReplies is how many replies in a row may be cut at the
	// output limit before a run fails with ErrOutputLimit: a model told
	// twice to make smaller edits that still cannot fit one will not.
	DefaultMaxCutReplies = 3
)

// ErrBudget is the error of a run that used up its steps or tokens; the
// work so far stays in the docs folder.
var ErrBudget = errors.New("budget exhausted")

// ErrOutputLimit is the error of a run whose model's replies were cut at
// the output limit DefaultMaxCutReplies times in a row.
var ErrOutputLimit = errors.New("the model's replies were cut at the output limit")

// State is an agent's conversation, saved between steps so a run can
// resume where it stopped (after a crash) or go on with a follow-up on the
// same branch. It is plain JSON.
type State struct {
	// Messages is the conversation with the model.
	Messages []model.Message `json:"messages"`
	// Read counts the prompts already in Messages.
	Read int `json:"read"`
	// Summary is the last summary the agent finished with.
	Summary string `json:"summary,omitempty"`
	// Compactions counts the times older turns of Messages were replaced
	// by a summary of them.
	Compactions int `json:"compactions,omitempty"`
}

// Budget bounds one run. Wall-clock time is the context's deadline.
type Budget struct {
	MaxSteps  int   // model calls; 0 means DefaultMaxSteps
	MaxTokens int64 // prompt plus reply tokens; 0 means DefaultMaxTokens
}

// Observer hears what a run does, as it happens; the job engine records it.
// An error from a method stops the run with that error.
type Observer interface {
	// Reply is the text of an assistant message, when it has some.
	Reply(ctx context.Context, text string) error
	// ToolCall is a tool call and its result, after it ran.
	ToolCall(ctx context.Context, call model.ToolCall, result string, isError bool) error
	// Validating says the agent finished and its work is being checked.
	Validating(ctx context.Context) error
	// Step ends a step: the model's reply and every tool call it made are
	// in the state. changed says whether a tool changed a file in it.
	Step(ctx context.Context, st *State, usage model.Usage, changed bool) error
}

// RunOptions configure Run.
type RunOptions struct {
	Model  model.Model
	Tools  *Tools
	System string
	Budget Budget
	// Inbox returns the prompts after the first read ones (the first and
	// every follow-up, in order); Run asks before every step, so a
	// follow-up sent while the agent works reaches it at its next step.
	Inbox func(ctx context.Context, read int) ([]string, error)
	// FixTurns is how many more steps the model gets when validation fails
	// as it finishes: 0 means DefaultFixTurns, a negative value none.
	FixTurns int
	// ContextWindow is the model's context window in tokens: 0 means
	// model.DefaultContextWindow. Tool results are cut to an eighth of
	// it, and past 80% of it (less the room for a reply) the older turns
	// are summarised by the model and the summary replaces them.
	ContextWindow int
	// MaxOutputTokens bounds each reply of the model (Anthropic's
	// max_tokens, OpenAI's max_completion_tokens): 0 leaves it to the
	// provider (see model.Request.MaxTokens).
	MaxOutputTokens int
	Observer        Observer
	Log             *slog.Logger
}

// Outcome is how a run ended.
type Outcome struct {
	// Summary is the agent's finish summary: the pull request's title
	// (first line) and body.
	Summary string
	// Validation is the last check of the docs folder, done when the
	// agent finished.
	Validation Validation
	// Steps and Usage count this run's model calls and tokens.
	Steps int
	Usage model.Usage
}

// nudge is said to a model that stopped without calling a tool.
const nudge = "You replied without calling a tool. If the work is done, call finish with the summary; otherwise go on with your tools."

// cutNote is said to a model whose reply was cut at the output limit. Its
// tool calls are not run: the last one's arguments are cut JSON, and the
// others may be cut content that happens to parse.
func cutNote(limit, calls int) string {
	lim := "the output limit"
	if limit > 0 {
		lim = fmt.Sprintf("the output limit of %d tokens", limit)
	}
	if calls == 0 {
		return fmt.Sprintf("Your previous reply was cut at %s. Continue from where it stopped, in shorter pieces.", lim)
	}
	return fmt.Sprintf("Your previous reply was cut at %s before its tool %s complete, so %s not run. "+
		"Make smaller edits: one tool call per reply, and write a long page in parts (write_file with its start, then edit_file to add the rest).",
		lim, plural(calls, "call was", "calls were"), plural(calls, "it was", "none of them was"))
}

// Run runs the agent on st until it finishes (and its work validates, or
// its fix turns are used up), its budget runs out (ErrBudget), the model
// fails (a model error) or ctx ends (ctx's error). st is updated as the
// run goes; the Observer's Step is where to save it.
func Run(ctx context.Context, st *State, o RunOptions) (Outcome, error) {
	if o.Budget.MaxSteps <= 0 {
		o.Budget.MaxSteps = DefaultMaxSteps
	}
	if o.Budget.MaxTokens <= 0 {
		o.Budget.MaxTokens = DefaultMaxTokens
	}
	switch {
	case o.FixTurns == 0:
		o.FixTurns = DefaultFixTurns
	case o.FixTurns < 0:
		o.FixTurns = 0
	}
	if o.Log == nil {
		o.Log = slog.New(slog.DiscardHandler)
	}
	var out Outcome
	tools := o.Tools.Definitions()
	finished := false // the agent called finish and validation passed
	fixLeft := -1     // steps left to fix a failed validation; -1: none yet
	nudged := false
	current := false // out.Validation holds for the files as they are
	cuts := 0        // replies cut at the output limit in a row
	win := newWindow(o.ContextWindow, o.MaxOutputTokens)
	comp := &compactor{model: o.Model, win: win, fixed: requestChars(o.System, tools, nil)}
	obsCap := win.observationCap()

	// settle validates the work the agent says is done, and says what to
	// tell it: done, or the problems to fix in its remaining steps.
	settle := func(summary string) (string, error) {
		out.Summary, st.Summary = summary, summary
		if err := o.Observer.Validating(ctx); err != nil {
			return "", err
		}
		v, err := o.Tools.ValidateChanges(ctx)
		if err != nil {
			return "", err
		}
		out.Validation, current = v, true
		finished = v.OK()
		switch {
		case v.OK():
			return "Finished: the site validates.", nil
		case fixLeft < 0 && o.FixTurns > 0:
			fixLeft = o.FixTurns
			return fmt.Sprintf("Validation failed, so the work is not finished. Fix these problems (you have %d more %s), then call finish again:\n%s",
				fixLeft, plural(fixLeft, "step", "steps"), v.Report(0)), nil
		case fixLeft > 0:
			return fmt.Sprintf("Validation still fails (%d more %s):\n%s", fixLeft, plural(fixLeft, "step", "steps"), v.Report(0)), nil
		}
		fixLeft = 0
		return "Validation still fails; the work is published as it is, with the problems listed:\n" + v.Report(0), nil
	}

	for {
		if err := ctx.Err(); err != nil {
			return out, err
		}
		prompts, err := o.Inbox(ctx, st.Read)
		if err != nil {
			return out, fmt.Errorf("read prompts: %w", err)
		}
		for _, p := range prompts {
			st.Messages = append(st.Messages, model.Message{Role: model.RoleUser, Content: p})
			st.Read++
		}
		if len(prompts) > 0 {
			// New work: an earlier finish no longer ends the run.
			finished, fixLeft, nudged = false, -1, false
		} else if finished {
			return out, nil
		}
		if fixLeft == 0 {
			// Out of fix turns: report the folder as it is now.
			if !current {
				v, err := o.Tools.ValidateChanges(ctx)
				if err != nil {
					return out, err
				}
				out.Validation = v
			}
			return out, nil
		}
		if out.Steps >= o.Budget.MaxSteps {
			return out, fmt.Errorf("%w: %d steps", ErrBudget, out.Steps)
		}
		if t := out.Usage.InputTokens + out.Usage.OutputTokens; t >= o.Budget.MaxTokens {
			return out, fmt.Errorf("%w: %d tokens", ErrBudget, t)
		}

		res, extra, err := o.step(ctx, st, comp, tools)
		out.Usage = out.Usage.Add(extra)
		if err != nil {
			if ctx.Err() != nil {
				return out, ctx.Err()
			}
			if errors.Is(err, ErrContextOverflow) {
				return out, err
			}
			return out, fmt.Errorf("model: %w", err)
		}
		out.Steps++
		out.Usage = out.Usage.Add(res.Usage)
		res.Usage = res.Usage.Add(extra) // the step's report counts its compactions
		if fixLeft > 0 {
			fixLeft--
		}
		msg := res.Message
		msg.Role = model.RoleAssistant
		if res.StopReason == model.StopMaxTokens {
			// A cut reply is kept as text only, never run: its last tool
			// call's arguments are cut JSON. The model is told, so it
			// writes less at a time.
			calls := len(msg.ToolCalls)
			msg.ToolCalls = nil
			st.Messages = append(st.Messages, msg)
			if text := strings.TrimSpace(msg.Content); text != "" {
				if err := o.Observer.Reply(ctx, text); err != nil {
					return out, err
				}
			}
			cuts++
			o.Log.WarnContext(ctx, "model reply cut at the output limit", "tool_calls", calls, "in_a_row", cuts)
			if cuts < DefaultMaxCutReplies {
				st.Messages = append(st.Messages, model.Message{Role: model.RoleUser, Content: cutNote(o.MaxOutputTokens, calls)})
			}
			if err := o.Observer.Step(ctx, st, res.Usage, false); err != nil {
				return out, err
			}
			if cuts >= DefaultMaxCutReplies {
				return out, fmt.Errorf("%w %d times in a row", ErrOutputLimit, cuts)
			}
			continue
		}
		cuts = 0
		st.Messages = append(st.Messages, msg)
		if text := strings.TrimSpace(msg.Content); text != "" {
			if err := o.Observer.Reply(ctx, text); err != nil {
				return out, err
			}
		}

		changed := false
		var finishCall *model.ToolCall
		for i := range msg.ToolCalls {
			call := msg.ToolCalls[i]
			if call.Name == ToolFinish {
				if finishCall != nil {
					st.Messages = append(st.Messages, model.Message{Role: model.RoleTool, ToolCallID: call.ID,
						Content: "finish was already called in this reply.", IsError: true})
					continue
				}
				finishCall = &msg.ToolCalls[i]
				continue
			}
			result, callErr := o.Tools.Call(ctx, call.Name, json.RawMessage(call.Arguments))
			if callErr != nil && ctx.Err() != nil {
				return out, ctx.Err()
			}
			isErr := callErr != nil
			if isErr {
				result = callErr.Error()
			} else if mutating(call.Name) {
				changed, current = true, false
			}
			result = truncateObservation(result, obsCap)
			st.Messages = append(st.Messages, model.Message{Role: model.RoleTool, ToolCallID: call.ID, Content: result, IsError: isErr})
			if err := o.Observer.ToolCall(ctx, call, result, isErr); err != nil {
				return out, err
			}
		}

		switch {
		case finishCall != nil:
			nudged = false
			summary, ferr := o.Tools.Call(ctx, ToolFinish, json.RawMessage(finishCall.Arguments))
			if ferr != nil {
				if ctx.Err() != nil {
					return out, ctx.Err()
				}
				st.Messages = append(st.Messages, model.Message{Role: model.RoleTool, ToolCallID: finishCall.ID, Content: ferr.Error(), IsError: true})
				if err := o.Observer.ToolCall(ctx, *finishCall, ferr.Error(), true); err != nil {
					return out, err
				}
				break
			}
			result, err := settle(summary)
			if err != nil {
				return out, err
			}
			st.Messages = append(st.Messages, model.Message{Role: model.RoleTool, ToolCallID: finishCall.ID, Content: result, IsError: !finished})
			if err := o.Observer.ToolCall(ctx, *finishCall, summary, !finished); err != nil {
				return out, err
			}

		case len(msg.ToolCalls) == 0:
			text := strings.TrimSpace(msg.Content)
			if !nudged || text == "" {
				// Stopped without finishing: ask once to finish or go on.
				nudged = true
				st.Messages = append(st.Messages, model.Message{Role: model.RoleUser, Content: nudge})
				break
			}
			// Twice in a row: the text is its summary.
			nudged = false
			result, err := settle(text)
			if err != nil {
				return out, err
			}
			if !finished && fixLeft != 0 {
				st.Messages = append(st.Messages, model.Message{Role: model.RoleUser, Content: result})
			}

		default:
			nudged = false
		}

		if err := o.Observer.Step(ctx, st, res.Usage, changed); err != nil {
			return out, err
		}
	}
}

// step sends the conversation to the model. It compacts the conversation
// first when it nears the window, and again, fewer recent turns kept,
// when the provider refuses it as too long, at most maxOverflowRetries
// times. extra is the tokens the compactions cost.
func (o *RunOptions) step(ctx context.Context, st *State, comp *compactor, tools []model.Tool) (res model.Response, extra model.Usage, err error) {
	win := comp.win
	chars := requestChars(o.System, tools, st.Messages)
	if win.estimate(chars) > win.limit() {
		extra, err = o.compact(ctx, st, comp, 0)
		if err != nil && !errors.Is(err, errNothingToCompact) {
			return res, extra, err
		}
		chars = requestChars(o.System, tools, st.Messages)
	}
	for attempt := 1; ; attempt++ {
		res, err = o.Model.Step(ctx, model.Request{System: o.System, Messages: st.Messages, Tools: tools, MaxTokens: o.MaxOutputTokens})
		if err == nil {
			win.learn(chars, res.Usage.InputTokens)
			return res, extra, nil
		}
		if !model.IsContextLength(err) || ctx.Err() != nil {
			return res, extra, err
		}
		win.overflowed(chars)
		if attempt > maxOverflowRetries {
			return res, extra, fmt.Errorf("%w: the provider still refuses the prompt after %d compactions: %w", ErrContextOverflow, maxOverflowRetries, err)
		}
		o.Log.WarnContext(ctx, "the provider refused the prompt as too long; compacting", "attempt", attempt, "estimated_tokens", win.estimate(chars), "window", win.tokens)
		u, cerr := o.compact(ctx, st, comp, attempt)
		extra = extra.Add(u)
		if errors.Is(cerr, errNothingToCompact) {
			return res, extra, fmt.Errorf("%w: only the task and the newest turn are left, and they are too long: %w", ErrContextOverflow, err)
		}
		if cerr != nil {
			return res, extra, cerr
		}
		chars = requestChars(o.System, tools, st.Messages)
	}
}

// compact summarises the older turns of st's conversation.
func (o *RunOptions) compact(ctx context.Context, st *State, comp *compactor, attempt int) (model.Usage, error) {
	before := len(st.Messages)
	msgs, u, err := comp.compact(ctx, st.Messages, attempt)
	if err != nil {
		return u, err
	}
	st.Messages = msgs
	st.Compactions++
	o.Log.InfoContext(ctx, "compacted the conversation", "messages_before", before, "messages_after", len(msgs),
		"estimated_tokens", comp.win.estimate(messagesChars(msgs)+comp.fixed), "window", comp.win.tokens)
	return u, nil
}

// mutating tells the tools that change files.
func mutating(name string) bool {
	switch name {
	case ToolWriteFile, ToolEditFile, ToolDeleteFile, ToolMoveFile, ToolAddToNavigation:
		return true
	}
	return false
}

// shortenArgs replaces the long string values of a tool call's arguments
// with a note, keeping the paths.
func shortenArgs(args string) string {
	var m map[string]any
	if json.Unmarshal([]byte(args), &m) != nil {
		return args
	}
	for k, v := range m {
		if s, ok := v.(string); ok && len(s) > 200 {
			m[k] = fmt.Sprintf("[%d characters, removed to save room]", len(s))
		}
	}
	b, err := json.Marshal(m)
	if err != nil {
		return args
	}
	return string(b)
}

// SummarizeCall describes a tool call in a line, for a job's transcript:
// the tool and what it was called on, never a file's content.
func SummarizeCall(call model.ToolCall) string {
	var args map[string]any
	_ = json.Unmarshal([]byte(call.Arguments), &args)
	str := func(k string) string {
		s, _ := args[k].(string)
		if len(s) > 120 {
			s = s[:117] + "…"
		}
		return s
	}
	switch call.Name {
	case ToolWriteFile:
		content, _ := args["content"].(string)
		return fmt.Sprintf("%s %s (%s)", call.Name, str("path"), size(int64(len(content))))
	case ToolReadFile, ToolEditFile, ToolDeleteFile, ToolRenderPage:
		return call.Name + " " + str("path")
	case ToolListFiles:
		if p := str("path"); p != "" {
			return call.Name + " " + p
		}
		return call.Name
	case ToolSearch:
		s := fmt.Sprintf("%s %q", call.Name, str("query"))
		if p := str("path"); p != "" {
			s += " in " + p
		}
		return s
	case ToolMoveFile:
		return fmt.Sprintf("%s %s → %s", call.Name, str("from"), str("to"))
	case ToolAddToNavigation:
		var labels []string
		if g, ok := args["group"].([]any); ok {
			for _, l := range g {
				if s, ok := l.(string); ok {
					labels = append(labels, s)
				}
			}
		}
		return fmt.Sprintf("%s %s in %s", call.Name, str("page"), strings.Join(labels, " › "))
	case ToolFinish:
		first, _, _ := strings.Cut(str("summary"), "\n")
		return call.Name + ": " + first
	case ToolReadRepoFile, ToolListRepo, ToolGitLog:
		if p := str("path"); p != "" {
			return call.Name + " " + p
		}
		return call.Name
	case ToolSearchRepo:
		s := fmt.Sprintf("%s %q", call.Name, str("query"))
		if g := str("glob"); g != "" {
			s += " in " + g
		}
		return s
	case ToolGitShow:
		return call.Name + " " + str("commit")
	case ToolGitDiff:
		s := fmt.Sprintf("%s %s..%s", call.Name, str("from"), str("to"))
		if p := str("path"); p != "" {
			s += " " + p
		}
		return s
	case ToolReadPullRequest:
		if n, ok := args["number"].(float64); ok {
			return fmt.Sprintf("%s #%d", call.Name, int64(n))
		}
		return call.Name
	}
	return call.Name
}
