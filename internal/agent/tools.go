// Package agent is what Folio's documentation agent works with: the tools
// a model calls to read and change a docs folder (Tools), and the system
// prompt that tells it how (SystemPrompt). The model side is in
// agent/model; the loop that joins the two runs in the job engine.
//
// Every tool is confined to the docs folder: absolute paths, ".." that
// leaves it, symbolic links that lead out of it, and .git are refused, and
// file sizes are capped. A tool's error is text for the model, saying what
// was wrong and what to do instead.
package agent

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"os"
	"path/filepath"
	"reflect"
	"runtime/debug"
	"sort"
	"strings"
	"sync"

	"github.com/foliodocs/folio/internal/agent/model"
	"github.com/foliodocs/folio/internal/config"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/openapi"
)

// DefaultMaxFileSize caps the files the tools read and write when
// Options.MaxFileSize is 0.
const DefaultMaxFileSize = 1 << 20

// Options configure Tools.
type Options struct {
	// MaxFileSize caps, in bytes, a file that read_file, edit_file or
	// search reads and one that write_file writes; 0 means
	// DefaultMaxFileSize.
	MaxFileSize int64
	// MaxSearchResults caps the lines search returns; 0 means 100.
	MaxSearchResults int
	// Logger receives a debug record per call; nil discards.
	Logger *slog.Logger
	// Icons loads the icon library the checks resolve icon names with;
	// nil: these tools load their own when first needed. Runs on one
	// server share one.
	Icons *IconCache
	// Repository, when set, is the checkout the docs folder belongs to:
	// the folder must be inside it, symbolic links followed, and not in
	// its .git (ErrDocsOutside otherwise). It also gives the model the
	// read-only tools over the whole repository (read_repo_file,
	// search_repo, list_repo), so that it can read the code it documents.
	Repository string
	// Git runs the git history tools (git_log, git_show, git_diff) in
	// Repository; nil: they are not offered.
	Git *git.Runner
	// PullRequests reads a pull request of the project's code host, for
	// read_pull_request (nil: the tool is not offered). It returns
	// ErrNoPullRequest when there is none of that number.
	PullRequests func(ctx context.Context, number int) (PullRequest, error)
	// MaxRepoOutput caps, in bytes, what one repository or git tool
	// returns; 0 means DefaultMaxRepoOutput.
	MaxRepoOutput int
	// Specs fetches the OpenAPI specifications docs.json gives by URL,
	// for the checks (nil: none are fetched, and their pages are
	// reported missing), as folio validate and the site host fetch them.
	Specs openapi.Fetcher
}

// ErrDocsOutside: the docs folder leads out of its repository, or into
// its .git, through a symbolic link.
var ErrDocsOutside = errors.New("the docs folder leads out of its repository")

// Tools are the tools of one agent run, bound to a docs folder. They are
// safe for concurrent use, though a model's calls are best run in order.
//
// Each group of tools is a type of its own that holds only what its tools
// need: the docs folder's file tools, the navigation, the checks, and the
// repository, history and pull request tools when they are offered. Tools
// joins them in one table, by name.
type Tools struct {
	docs   *docsFolder
	files  *fileTools
	nav    *navTools
	checks *checkTools
	// repo, history and pulls are nil when their tools are not offered:
	// without Options.Repository, Options.Git or Options.PullRequests.
	repo    *repoTools
	history *historyTools
	pulls   *pullRequestTools

	log   *slog.Logger
	tools map[string]*tool
	order []string
}

// docsFolder is the docs folder the tools work in, confined to it, and the
// record of what they changed there.
type docsFolder struct {
	root        string // absolute
	realRoot    string // with symbolic links resolved
	fsys        *os.Root
	maxFileSize int64

	mu sync.Mutex
	// origins holds the state of every file a tool changed, from before
	// its first change, by slash-separated path.
	origins map[string]origin
}

// origin is a file's content before the run changed it.
type origin struct {
	exists bool
	sum    [sha256.Size]byte
}

// tool is one tool: its definition for the model and its implementation.
type tool struct {
	def model.Tool
	run func(ctx context.Context, args json.RawMessage) (string, error)
}

// addTool adds a tool to the table, after those added before it.
type addTool func(name, description, schema string, run func(context.Context, json.RawMessage) (string, error))

// NewTools returns the tools for the docs folder root. Close releases it.
func NewTools(root string, opts Options) (*Tools, error) {
	abs, err := filepath.Abs(root)
	if err != nil {
		return nil, fmt.Errorf("agent tools: %w", err)
	}
	real, err := filepath.EvalSymlinks(abs)
	if err != nil {
		return nil, fmt.Errorf("agent tools: %w", err)
	}
	var fsys *os.Root
	if opts.Repository != "" {
		fsys, err = openInside(opts.Repository, abs, real)
	} else {
		fsys, err = os.OpenRoot(real)
	}
	if err != nil {
		return nil, fmt.Errorf("agent tools: open docs folder: %w", err)
	}
	if opts.MaxFileSize <= 0 {
		opts.MaxFileSize = DefaultMaxFileSize
	}
	if opts.MaxSearchResults <= 0 {
		opts.MaxSearchResults = 100
	}
	if opts.MaxRepoOutput <= 0 {
		opts.MaxRepoOutput = DefaultMaxRepoOutput
	}
	if opts.Icons == nil {
		opts.Icons = new(IconCache)
	}
	log := opts.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	d := &docsFolder{root: abs, realRoot: real, fsys: fsys, maxFileSize: opts.MaxFileSize, origins: map[string]origin{}}
	t := &Tools{
		docs:   d,
		files:  &fileTools{d: d, maxSearchResults: opts.MaxSearchResults},
		nav:    &navTools{d: d, specs: opts.Specs},
		checks: &checkTools{d: d, specs: opts.Specs, icons: opts.Icons},
		log:    log,
	}
	if opts.Repository != "" {
		repo, repoReal, err := openRepo(opts.Repository)
		if err != nil {
			fsys.Close()
			return nil, fmt.Errorf("agent tools: open repository: %w", err)
		}
		t.repo = &repoTools{fsys: repo, real: repoReal, maxFileSize: opts.MaxFileSize,
			maxSearchResults: opts.MaxSearchResults, maxOutput: opts.MaxRepoOutput}
		if opts.Git != nil {
			t.history = &historyTools{dir: repoReal, git: opts.Git, maxOutput: opts.MaxRepoOutput}
			if opts.PullRequests != nil {
				t.pulls = &pullRequestTools{history: t.history, read: opts.PullRequests, log: log, maxOutput: opts.MaxRepoOutput}
			}
		}
	}
	for _, name := range []string{config.DocsJSON, config.MintJSON} {
		if data, err := d.readAll(name); err == nil {
			t.checks.baseConfig = data
			break
		}
	}
	t.register()
	return t, nil
}

// Close releases the docs folder and the repository.
func (t *Tools) Close() error {
	if t.repo != nil {
		t.repo.fsys.Close()
	}
	return t.docs.fsys.Close()
}

// Root returns the absolute path of the docs folder.
func (t *Tools) Root() string { return t.docs.root }

// Definitions returns the tools' names, descriptions and argument schemas
// for the model, in a stable order.
func (t *Tools) Definitions() []model.Tool {
	out := make([]model.Tool, 0, len(t.order))
	for _, name := range t.order {
		out = append(out, t.tools[name].def)
	}
	return out
}

// Call runs the tool name with its JSON arguments and returns its result
// for the model. An error is also for the model: it says what was wrong
// (an unknown tool, arguments that are not valid, a path outside the docs
// folder, text that edit_file could not find, ...). Only a done ctx makes
// Call return an error wrapping ctx.Err(), which the loop should not feed
// back. Call never panics.
//
// finish returns the summary as its result; the loop ends the run when
// finish succeeds.
func (t *Tools) Call(ctx context.Context, name string, args json.RawMessage) (result string, err error) {
	if err := ctx.Err(); err != nil {
		return "", fmt.Errorf("%s: %w", name, err)
	}
	tl, ok := t.tools[name]
	if !ok {
		return "", fmt.Errorf("there is no tool %q; the tools are %s", name, strings.Join(t.order, ", "))
	}
	// Arguments carry at most one file's content, plus room for the
	// other arguments and JSON escapes.
	if limit := 2*t.docs.maxFileSize + 64<<10; int64(len(args)) > limit {
		return "", fmt.Errorf("%s: the arguments are %s, more than the limit of %s; write large files in parts", name, size(int64(len(args))), size(limit))
	}
	defer func() {
		if r := recover(); r != nil {
			t.log.ErrorContext(ctx, "agent tool panicked", "tool", name, "panic", r, "stack", string(debug.Stack()))
			result, err = "", fmt.Errorf("%s failed unexpectedly (an internal error); try another way", name)
		}
	}()
	result, err = tl.run(ctx, args)
	if err != nil && ctx.Err() != nil {
		err = fmt.Errorf("%s: %w", name, ctx.Err())
	}
	t.log.DebugContext(ctx, "agent tool", "tool", name, "args_bytes", len(args), "result_bytes", len(result), "err", err)
	return result, err
}

// Changed returns the files, relative to the docs folder, whose content now
// differs from before the tools first changed them: written, edited,
// created, deleted or moved (both names). A file written and then restored
// is not listed.
func (t *Tools) Changed() []string { return t.docs.changed() }

// changed lists the files whose content differs from before the tools
// first changed them (Tools.Changed).
func (d *docsFolder) changed() []string {
	d.mu.Lock()
	defer d.mu.Unlock()
	var out []string
	for rel, was := range d.origins {
		if now := d.stateOf(rel); now != was {
			out = append(out, rel)
		}
	}
	sort.Strings(out)
	return out
}

// touch records the state of rel before a tool changes it.
func (d *docsFolder) touch(rel string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if _, ok := d.origins[rel]; !ok {
		d.origins[rel] = d.stateOf(rel)
	}
}

// touchTree records every file under rel, a file or a folder.
func (d *docsFolder) touchTree(rel string) {
	fi, err := d.fsys.Lstat(filepath.FromSlash(rel))
	if err != nil || !fi.IsDir() {
		d.touch(rel)
		return
	}
	fs.WalkDir(d.fsys.FS(), rel, func(p string, de fs.DirEntry, err error) error {
		if err == nil && !de.IsDir() {
			d.touch(p)
		}
		return nil
	})
}

// stateOf reads the state of rel: whether it is a file, and its hash.
func (d *docsFolder) stateOf(rel string) origin {
	f, err := d.fsys.Open(filepath.FromSlash(rel))
	if err != nil {
		return origin{}
	}
	defer f.Close()
	if fi, err := f.Stat(); err != nil || !fi.Mode().IsRegular() {
		return origin{}
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return origin{}
	}
	o := origin{exists: true}
	h.Sum(o.sum[:0])
	return o
}

// decodeArgs decodes a tool's arguments into v, a pointer to a struct with
// json tags, refusing what is not a JSON object and arguments the tool
// does not take.
func decodeArgs(name string, args json.RawMessage, v any) error {
	data := bytes.TrimSpace(args)
	if len(data) == 0 || string(data) == "null" {
		data = []byte("{}")
	}
	if data[0] != '{' {
		return fmt.Errorf("%s: the arguments must be a JSON object, such as %s", name, exampleArgs(v))
	}
	if !json.Valid(data) {
		var probe any
		err := json.Unmarshal(data, &probe)
		return fmt.Errorf("%s: the arguments are not valid JSON (%v); send one JSON object, such as %s", name, err, exampleArgs(v))
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		var te *json.UnmarshalTypeError
		switch {
		case errors.As(err, &te):
			return fmt.Errorf("%s: argument %q must be %s, not a JSON %s", name, te.Field, jsonKind(te.Type.Kind().String()), te.Value)
		case strings.HasPrefix(err.Error(), "json: unknown field "):
			field := strings.TrimPrefix(err.Error(), "json: unknown field ")
			return fmt.Errorf("%s: unknown argument %s; it takes %s", name, field, fieldList(v))
		}
		return fmt.Errorf("%s: the arguments could not be read: %v", name, err)
	}
	return nil
}

func jsonKind(goKind string) string {
	switch goKind {
	case "string":
		return "a string"
	case "bool":
		return "true or false"
	case "int", "int64":
		return "a whole number"
	case "slice":
		return "an array"
	}
	return "a " + goKind
}

// fieldList names the JSON fields of the struct v points to.
func fieldList(v any) string { return strings.Join(jsonFields(v), ", ") }

// jsonFields returns the JSON names of the fields of the struct v points
// to, in order.
func jsonFields(v any) []string {
	rt := reflect.TypeOf(v)
	for rt.Kind() == reflect.Pointer {
		rt = rt.Elem()
	}
	if rt.Kind() != reflect.Struct {
		return nil
	}
	var out []string
	for f := range rt.Fields() {
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name != "" && name != "-" {
			out = append(out, name)
		}
	}
	return out
}

// exampleArgs shows the shape of the arguments, for error messages.
func exampleArgs(v any) string {
	var parts []string
	for _, f := range jsonFields(v) {
		parts = append(parts, fmt.Sprintf("%q: …", f))
	}
	return "{" + strings.Join(parts, ", ") + "}"
}

// required checks that the named string arguments are set.
func required(name string, pairs ...string) error {
	var missing []string
	for i := 0; i+1 < len(pairs); i += 2 {
		if pairs[i+1] == "" {
			missing = append(missing, pairs[i])
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s: missing argument %s", name, strings.Join(missing, ", "))
	}
	return nil
}

// size formats a number of bytes for a person.
func size(n int64) string {
	switch {
	case n >= 1<<20 && n%(1<<20) == 0:
		return fmt.Sprintf("%d MiB", n>>20)
	case n >= 1<<20:
		return fmt.Sprintf("%.1f MiB", float64(n)/(1<<20))
	case n >= 1<<10:
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}
