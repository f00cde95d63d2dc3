package agent

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/agent/model"
)

// ErrContextOverflow is the error of a run whose conversation cannot be
// made to fit the model's context window: compaction left nothing more to
// summarise and the provider still refused the prompt as too long, or the
// summary itself could not be written. Trying again as it is cannot help.
var ErrContextOverflow = errors.New("the conversation does not fit the model's context window")

// How the conversation is kept inside the model's context window.
const (
	// compactAt is the share of the window past which the older turns
	// are summarised: the rest is room for the reply and for the guess
	// of the prompt's size being short.
	compactAt = 0.8
	// keepShare is the share of the window the most recent turns may keep
	// after a compaction; each forced compaction (after the provider said
	// the prompt was too long) keeps less.
	keepShare = 0.3
	// maxOverflowRetries bounds the compactions tried for one step after
	// the provider refused its prompt as too long.
	maxOverflowRetries = 3
	// charsPerToken is the guess of a prompt's tokens before a provider
	// has counted one; estimateMargin covers tokenisers that cut code and
	// JSON finer than prose.
	charsPerToken  = 4
	estimateMargin = 1.15
	// messageOverhead is the characters a message costs beyond its text
	// (its role, the provider's framing).
	messageOverhead = 16
)

// summaryHead starts the message that holds the summary of the turns a
// compaction removed, so a later compaction and a reader of the stored
// conversation know it for what it is.
const summaryHead = "[Summary of the earlier part of this conversation, written to save room in the context window; the turns it replaces are gone. Files you read then may have changed: read them again before you edit them.]\n\n"

// compactSystem is the system prompt of a compaction request.
const compactSystem = `You summarise the earlier part of a documentation agent's work so that it can go on without it. The agent edits a docs repository (MDX pages and docs.json) with tools; its conversation is about to be cut, and your summary replaces the part you are given.

Write a summary of at most a few hundred words, in plain text, that keeps what the agent needs to finish the task:
- every request the person made, word for word when short;
- the files the agent created, changed, moved or deleted, and what it changed in them;
- facts it learnt that it still needs (paths, navigation groups, names, conventions of the site);
- problems found (validation errors, failed tool calls) and whether they were fixed;
- what is left to do.
Leave out file contents the agent can read again. Do not call tools. Reply with the summary only.`

// window keeps the guess of a conversation's size in tokens and decides
// when it must be compacted.
type window struct {
	tokens  int     // the model's context window
	reserve int     // tokens kept for the reply
	ratio   float64 // tokens per character, learnt from the provider
}

func newWindow(tokens, maxOutput int) *window {
	if tokens <= 0 {
		tokens = model.DefaultContextWindow
	}
	reserve := maxOutput
	if reserve <= 0 {
		reserve = min(model.DefaultMaxTokens, tokens/4)
	}
	reserve = min(reserve, tokens/2) // an output limit larger than half the window leaves no room to work
	return &window{tokens: tokens, reserve: reserve, ratio: 1.0 / charsPerToken}
}

// estimate is the guess of the tokens of a prompt of chars characters.
func (w *window) estimate(chars int) int {
	return int(float64(chars)*w.ratio*estimateMargin) + 1
}

// chars is how many characters fit in tokens, by the same guess.
func (w *window) chars(tokens int) int {
	return max(0, int(float64(tokens)/(w.ratio*estimateMargin)))
}

// limit is the guessed size past which a prompt is compacted before it
// is sent.
func (w *window) limit() int {
	return min(int(float64(w.tokens)*compactAt), w.tokens-w.reserve)
}

// learn takes the provider's count of a prompt's tokens: a tokeniser that
// cuts finer than the guess makes later guesses larger. It never makes
// them smaller than characters/4, which the margin is set against.
func (w *window) learn(chars int, inputTokens int64) {
	if chars <= 0 || inputTokens <= 0 {
		return
	}
	if r := float64(inputTokens) / float64(chars); r > w.ratio {
		w.ratio = r
	}
}

// overflowed takes a provider's refusal of a prompt of chars characters
// as too long: the prompt had more tokens than the window, whatever the
// guess said.
func (w *window) overflowed(chars int) {
	if chars <= 0 {
		return
	}
	if r := float64(w.tokens) / float64(chars) / estimateMargin * 1.05; r > w.ratio {
		w.ratio = r
	}
}

// observationCap is the characters a tool result may keep: an eighth of
// the window, so a few of them fit with the rest of the conversation.
func (w *window) observationCap() int {
	return min(max(w.chars(w.tokens/8), 2000), 100_000)
}

// truncateObservation cuts a tool result longer than limit characters
// (bytes, cut on a character boundary) and says so in words the model
// acts on.
func truncateObservation(s string, limit int) string {
	if len(s) <= limit {
		return s
	}
	cut := limit
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	rest := utf8.RuneCountInString(s[cut:])
	return s[:cut] + fmt.Sprintf("\n…truncated: %d more characters; read a smaller range (read_file with offset and limit) or narrow the search.", rest)
}

// requestChars is the size of a request in characters: what the guess of
// its tokens starts from.
func requestChars(system string, tools []model.Tool, msgs []model.Message) int {
	n := len(system)
	for _, t := range tools {
		n += len(t.Name) + len(t.Description) + len(t.Parameters) + messageOverhead
	}
	return n + messagesChars(msgs)
}

func messagesChars(msgs []model.Message) int {
	n := 0
	for _, m := range msgs {
		n += len(m.Content) + len(m.ToolCallID) + messageOverhead
		for _, c := range m.ToolCalls {
			n += len(c.ID) + len(c.Name) + len(c.Arguments) + messageOverhead
		}
	}
	return n
}

// compactor summarises the older turns of a conversation with the model
// itself.
type compactor struct {
	model model.Model
	win   *window
	// fixed is the size of what every request carries besides the
	// messages: the system prompt and the tools.
	fixed int
}

// errNothingToCompact is a compaction that found no turn it could remove:
// only the task and the most recent turn are left.
var errNothingToCompact = errors.New("nothing left to compact")

// compact replaces the turns between the task (the first message) and the
// most recent ones with a summary written by the model, and returns the
// new conversation (a new slice: the one a checkpoint holds is left as it
// is) and the tokens the summary cost. attempt 0 is a compaction before
// the window is reached; each later one, after the provider refused a
// prompt as too long, keeps fewer recent turns.
func (c *compactor) compact(ctx context.Context, msgs []model.Message, attempt int) ([]model.Message, model.Usage, error) {
	var usage model.Usage
	keep := int(float64(c.win.limit()-c.win.estimate(c.fixed)) * keepShare / float64(attempt+1))
	if attempt >= maxOverflowRetries-1 {
		keep = 0 // the last try keeps the newest turn only
	}
	split := c.split(msgs, keep)
	if split <= 1 || split == 2 && isSummary(msgs[1]) {
		return msgs, usage, errNothingToCompact
	}
	summary, usage, err := c.summarise(ctx, msgs[0].Content, msgs[1:split])
	if err != nil {
		return msgs, usage, err
	}
	out := make([]model.Message, 0, 2+len(msgs)-split)
	out = append(out, msgs[0], model.Message{Role: model.RoleUser, Content: summaryHead + summary})
	out = append(out, msgs[split:]...)
	return out, usage, nil
}

// split is the index of the first message kept: the earliest turn from
// which the rest fits in keep tokens, and never one inside a turn (a tool
// result stays with the call it answers). The newest turn is always kept.
func (c *compactor) split(msgs []model.Message, keep int) int {
	last := -1 // the start of the newest turn
	for i := len(msgs) - 1; i >= 1; i-- {
		if msgs[i].Role != model.RoleTool {
			last = i
			break
		}
	}
	if last < 0 {
		return 1
	}
	best := last
	for i := last - 1; i >= 1; i-- {
		if msgs[i].Role == model.RoleTool {
			continue
		}
		if c.win.estimate(messagesChars(msgs[i:])) > keep {
			break
		}
		best = i
	}
	return best
}

func isSummary(m model.Message) bool {
	return m.Role == model.RoleUser && strings.HasPrefix(m.Content, summaryHead)
}

// summarise asks the model for a summary of msgs, in as many requests as
// their text needs to fit the window, each given the summary so far.
func (c *compactor) summarise(ctx context.Context, task string, msgs []model.Message) (string, model.Usage, error) {
	var usage model.Usage
	entries := transcriptEntries(msgs)
	replyTokens := min(2048, c.win.tokens/8)
	task = clipText(task, c.win.chars(c.win.tokens/10))
	for shrink := 1; shrink <= 1<<maxOverflowRetries; shrink *= 2 {
		room := c.win.limit() - replyTokens - c.win.estimate(len(compactSystem)+len(task)+messageOverhead*2)
		chunk := c.win.chars(room)/shrink - c.win.chars(replyTokens) // the summary so far goes in too
		if chunk < 1000 {
			break
		}
		summary, u, err := c.summariseChunks(ctx, task, entries, chunk, replyTokens)
		usage = usage.Add(u)
		if err == nil {
			return summary, usage, nil
		}
		if !model.IsContextLength(err) {
			return "", usage, fmt.Errorf("compact the conversation: %w", err)
		}
		c.win.overflowed(chunk + len(compactSystem) + len(task))
	}
	return "", usage, fmt.Errorf("%w: the turns to summarise do not fit the window either", ErrContextOverflow)
}

func (c *compactor) summariseChunks(ctx context.Context, task string, entries []string, chunk, replyTokens int) (string, model.Usage, error) {
	var usage model.Usage
	summary := ""
	for len(entries) > 0 {
		var b strings.Builder
		for len(entries) > 0 {
			e := clipText(entries[0], chunk)
			if b.Len() > 0 && b.Len()+len(e) > chunk {
				break
			}
			b.WriteString(e)
			b.WriteString("\n\n")
			entries = entries[1:]
		}
		var p strings.Builder
		fmt.Fprintf(&p, "The task the agent was given:\n%s\n\n", task)
		if summary != "" {
			fmt.Fprintf(&p, "Your summary of the part before this one:\n%s\n\n", summary)
		}
		fmt.Fprintf(&p, "The part of the conversation to summarise:\n\n%s\nWrite the summary now.", b.String())
		res, err := c.model.Step(ctx, model.Request{System: compactSystem,
			Messages: []model.Message{{Role: model.RoleUser, Content: p.String()}}, MaxTokens: replyTokens})
		usage = usage.Add(res.Usage)
		if err != nil {
			return "", usage, err
		}
		text := strings.TrimSpace(res.Message.Content)
		if text == "" {
			// A model that called a tool instead, or wrote nothing: the
			// turns are listed instead, so none is lost without a trace.
			text = listTurns(summary, b.String(), c.win.chars(replyTokens))
		}
		summary = text
	}
	return summary, usage, nil
}

// transcriptEntries is the conversation as text for a summary: long tool
// results and written contents are clipped, since the summary keeps what
// was done, not what the files hold.
func transcriptEntries(msgs []model.Message) []string {
	names := map[string]string{} // tool call id → tool name
	var out []string
	for _, m := range msgs {
		switch m.Role {
		case model.RoleUser:
			if isSummary(m) {
				out = append(out, "Summary of the turns before: "+strings.TrimPrefix(m.Content, summaryHead))
				continue
			}
			out = append(out, "User: "+m.Content)
		case model.RoleAssistant:
			var b strings.Builder
			b.WriteString("Agent:")
			if t := strings.TrimSpace(m.Content); t != "" {
				b.WriteString(" " + clipText(t, 4000))
			}
			for _, c := range m.ToolCalls {
				names[c.ID] = c.Name
				fmt.Fprintf(&b, "\n  called %s %s", c.Name, clipText(shortenArgs(c.Arguments), 600))
			}
			out = append(out, b.String())
		case model.RoleTool:
			kind := "result"
			if m.IsError {
				kind = "error"
			}
			out = append(out, fmt.Sprintf("Tool %s of %s: %s", kind, names[m.ToolCallID], clipText(m.Content, 1500)))
		}
	}
	return out
}

// listTurns is the summary of a part of the conversation when the model
// wrote none: the summary before it and the first line of each of its
// turns (its calls joined on it), within limit characters.
func listTurns(before, part string, limit int) string {
	var b strings.Builder
	if before != "" {
		b.WriteString(before + "\n\n")
	}
	b.WriteString("The turns that followed, one line each:\n")
	for entry := range strings.SplitSeq(part, "\n\n") {
		line := strings.Join(strings.Fields(entry), " ")
		if line == "" {
			continue
		}
		b.WriteString("- " + clipText(line, 200) + "\n")
	}
	return clipText(b.String(), limit)
}

// clipText keeps the first n bytes of s (on a character boundary) and
// says how much was left out.
func clipText(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := max(n, 0)
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + fmt.Sprintf(" […%d more characters]", len(s)-cut)
}
