package agenteval

import (
	"archive/tar"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/foliodocs/folio/internal/domain"
	"github.com/foliodocs/folio/internal/git"
	"github.com/foliodocs/folio/internal/jobs"
)

// Result is one task's outcome.
type Result struct {
	Task string `json:"task"`
	Kind Kind   `json:"kind"`
	// Pass is the grader's verdict.
	Pass bool `json:"pass"`
	// Failures are what the grader found wrong, or why the task could
	// not be run.
	Failures []string `json:"failures"`
	// Job is the job's id, Status its status at the end, and PRLink its
	// pull request ("" for none).
	Job    string           `json:"job"`
	Status domain.JobStatus `json:"status"`
	PRLink string           `json:"prLink"`
	// Steps and the tokens are the job's usage.
	Steps        int   `json:"steps"`
	InputTokens  int64 `json:"inputTokens"`
	OutputTokens int64 `json:"outputTokens"`
	// Seconds is the time from the job's creation to its end, as the
	// client saw it.
	Seconds float64 `json:"seconds"`
	// CostUSD is the job's estimated cost, when prices are configured
	// for its model (0: none).
	CostUSD float64 `json:"costUsd,omitempty"`
	// ToolErrors counts the agent's tool calls that failed (a bad path,
	// an edit whose text was not found, arguments that are not JSON):
	// a measure of a model's clumsiness, and for a script a sign that it
	// no longer fits its fixture.
	ToolErrors int `json:"toolErrors"`
}

// Client runs tasks through a Folio service's API.
type Client struct {
	// BaseURL is the API's address, such as http://127.0.0.1:8080.
	BaseURL string
	// Key is an API key with the write scope on the tasks' projects.
	Key string
	// HTTP makes the requests (nil: a client with a 30-second timeout).
	HTTP *http.Client
	// Git reads the job's branch from the task's repository.
	Git *git.Runner
	// Work is a folder for the trees graded (each task's below it).
	Work string
	// Poll is how often a running job is asked about (0: 200 ms).
	Poll time.Duration
	// Icons is the icon library the checks load, shared by the tasks.
	Icons *Icons
	// Now is the clock (nil: time.Now).
	Now func() time.Time
	// Done, when set, is told each result as its task ends, for
	// progress; RunAll makes one call at a time.
	Done func(Result)
}

// RunAll runs the prepared tasks, parallel at a time, and returns their
// results in the same order. project names each task's project.
func (c *Client) RunAll(ctx context.Context, tasks []Prepared, project func(Prepared) string, parallel int) []Result {
	out := make([]Result, len(tasks))
	sem := make(chan struct{}, max(1, parallel))
	var wg sync.WaitGroup
	var done sync.Mutex
	for i, p := range tasks {
		wg.Go(func() {
			select {
			case sem <- struct{}{}:
			case <-ctx.Done():
				out[i] = Result{Task: p.Task.Name, Kind: p.Task.Kind, Failures: []string{"not run: " + ctx.Err().Error()}}
				return
			}
			defer func() { <-sem }()
			out[i] = c.Run(ctx, p, project(p))
			if c.Done != nil {
				done.Lock()
				c.Done(out[i])
				done.Unlock()
			}
		})
	}
	wg.Wait()
	return out
}

// Run runs one task on its project: it starts the job, waits for its end,
// reads the branch and grades it. A task that cannot be run is a failed
// Result saying why.
func (c *Client) Run(ctx context.Context, p Prepared, project string) Result {
	r := Result{Task: p.Task.Name, Kind: p.Task.Kind, Failures: []string{}}
	now := c.Now
	if now == nil {
		now = time.Now
	}
	start := now()
	job, err := c.runJob(ctx, p, project)
	r.Seconds = now().Sub(start).Seconds()
	if err != nil {
		r.Failures = append(r.Failures, err.Error())
		return r
	}
	r.Job, r.Status = job.ID, job.Status
	if job.PRLink != nil {
		r.PRLink = *job.PRLink
	}
	r.Steps, r.InputTokens, r.OutputTokens = job.Usage.Steps, job.Usage.InputTokens, job.Usage.OutputTokens
	if job.Usage.EstimatedCostUSD != nil {
		r.CostUSD = *job.Usage.EstimatedCostUSD
	}
	if r.ToolErrors, err = c.toolErrors(ctx, project, job.ID); err != nil {
		r.Failures = append(r.Failures, err.Error())
		return r
	}

	failures, err := c.grade(ctx, p, job)
	if err != nil {
		r.Failures = append(r.Failures, "grade: "+err.Error())
		return r
	}
	r.Failures = append(r.Failures, failures...)
	r.Pass = len(r.Failures) == 0
	return r
}

// runJob creates the job and polls it until it is no longer active.
func (c *Client) runJob(ctx context.Context, p Prepared, project string) (jobs.View, error) {
	body := map[string]any{"prompt": p.Task.Prompt}
	if p.Context != nil {
		body["context"] = p.Context
	}
	var job jobs.View
	base := strings.TrimSuffix(c.BaseURL, "/") + "/v2/agent/" + url.PathEscape(project) + "/job"
	if err := c.call(ctx, http.MethodPost, base, body, &job); err != nil {
		return job, fmt.Errorf("create the job: %w", err)
	}
	poll := c.Poll
	if poll <= 0 {
		poll = 200 * time.Millisecond
	}
	t := time.NewTicker(poll)
	defer t.Stop()
	for job.Status == domain.StatusActive {
		select {
		case <-ctx.Done():
			return job, fmt.Errorf("job %s still %s: %w", job.ID, phase(job), ctx.Err())
		case <-t.C:
		}
		if err := c.call(ctx, http.MethodGet, base+"/"+url.PathEscape(job.ID), nil, &job); err != nil {
			return job, fmt.Errorf("read job %s: %w", job.ID, err)
		}
	}
	return job, nil
}

// toolErrors counts the failed tool calls of the job's transcript.
func (c *Client) toolErrors(ctx context.Context, project, id string) (int, error) {
	var t struct {
		Messages []domain.MessageData `json:"messages"`
	}
	u := strings.TrimSuffix(c.BaseURL, "/") + "/v2/agent/" + url.PathEscape(project) + "/job/" + url.PathEscape(id) + "/messages"
	if err := c.call(ctx, http.MethodGet, u, nil, &t); err != nil {
		return 0, fmt.Errorf("read the transcript of job %s: %w", id, err)
	}
	n := 0
	for _, m := range t.Messages {
		if m.IsError {
			n++
		}
	}
	return n, nil
}

func phase(j jobs.View) string {
	if j.Phase != nil {
		return string(j.Status) + " (" + *j.Phase + ")"
	}
	return string(j.Status)
}

// call sends a request to the API and decodes its JSON answer into out;
// an answer that is not a success is an error with the problem's title
// and detail.
func (c *Client) call(ctx context.Context, method, u string, body, out any) error {
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, u, rd)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.Key)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	hc := c.HTTP
	if hc == nil {
		hc = &http.Client{Timeout: 30 * time.Second}
	}
	resp, err := hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	if err != nil {
		return err
	}
	if resp.StatusCode/100 != 2 {
		var prob struct{ Title, Detail string }
		if json.Unmarshal(data, &prob) == nil && prob.Title != "" {
			return fmt.Errorf("%s %s: %d %s: %s", method, u, resp.StatusCode, prob.Title, prob.Detail)
		}
		return fmt.Errorf("%s %s: %d", method, u, resp.StatusCode)
	}
	if err := json.Unmarshal(data, out); err != nil {
		return fmt.Errorf("%s %s: the answer is not what the API describes: %w", method, u, err)
	}
	return nil
}

// grade reads the docs the job started from and those of its branch, and
// runs the task's grader on them.
func (c *Client) grade(ctx context.Context, p Prepared, job jobs.View) ([]string, error) {
	dir := filepath.Join(c.Work, p.Task.Name)
	if err := os.RemoveAll(dir); err != nil {
		return nil, err
	}
	ref := job.Source.Ref
	if ref == "" {
		ref = "main"
	}
	baseDir := filepath.Join(dir, "base")
	if err := c.extract(ctx, p.Repo, ref, p.Task.Docs, baseDir); err != nil {
		return nil, fmt.Errorf("read %s: %w", ref, err)
	}
	base := NewTree(filepath.Join(baseDir, filepath.FromSlash(p.Task.Docs)), c.Icons)
	defer base.Close()
	var head *Tree
	if job.Branch != "" && c.hasBranch(ctx, p.Repo, job.Branch) {
		headDir := filepath.Join(dir, "head")
		if err := c.extract(ctx, p.Repo, job.Branch, p.Task.Docs, headDir); err != nil {
			return nil, fmt.Errorf("read %s: %w", job.Branch, err)
		}
		head = NewTree(filepath.Join(headDir, filepath.FromSlash(p.Task.Docs)), c.Icons)
		defer head.Close()
	}
	g := NewGrading(job, base, head)
	p.Task.Grade(ctx, g)
	return g.Failures(), nil
}

func (c *Client) hasBranch(ctx context.Context, repo, branch string) bool {
	_, err := c.Git.Run(ctx, git.Cmd{Dir: repo, Args: []string{"rev-parse", "--verify", "--quiet", "refs/heads/" + branch}})
	return err == nil
}

// maxTree bounds what extract writes: fixtures are small, and a job that
// wrote more than this is not graded.
const maxTree = 64 << 20

// extract writes the folder sub of rev's tree into dst.
func (c *Client) extract(ctx context.Context, repo, rev, sub, dst string) error {
	if err := git.CheckRevision(rev); err != nil {
		return err
	}
	args := []string{"archive", "--format=tar", rev}
	if sub != "" {
		args = append(args, "--", sub)
	}
	return c.Git.Stream(ctx, git.Cmd{Dir: repo, Args: args}, func(r io.Reader) (bool, error) {
		return true, untar(r, dst)
	})
}

// untar writes a tar stream's regular files and folders into dst; links
// and names that leave dst are refused.
func untar(r io.Reader, dst string) error {
	tr := tar.NewReader(r)
	var total int64
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			return nil
		}
		if err != nil {
			return err
		}
		name := path.Clean(h.Name)
		if name == "." || strings.HasPrefix(name, "../") || path.IsAbs(name) || name == ".." {
			return fmt.Errorf("archive entry %q leaves the folder", h.Name)
		}
		target := filepath.Join(dst, filepath.FromSlash(name))
		switch h.Typeflag {
		case tar.TypeDir:
			if err := os.MkdirAll(target, 0o755); err != nil {
				return err
			}
		case tar.TypeReg:
			total += h.Size
			if total > maxTree {
				return fmt.Errorf("the tree is larger than %d MB", maxTree>>20)
			}
			if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
				return err
			}
			f, err := os.OpenFile(target, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o644)
			if err != nil {
				return err
			}
			_, err = io.Copy(f, io.LimitReader(tr, h.Size))
			if cerr := f.Close(); err == nil {
				err = cerr
			}
			if err != nil {
				return err
			}
		default:
			// Symbolic links and the archive's global header: the docs
			// are graded as files, and a link could lead out.
		}
	}
}
