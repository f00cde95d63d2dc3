package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// This file holds the chaos tests' cluster: folio serve processes on one
// database and one repository, which the test kills and restarts.

// chaosSwitch skips t unless FOLIO_CHAOS=1.
func chaosSwitch(t *testing.T) {
	t.Helper()
	if os.Getenv("FOLIO_CHAOS") != "1" {
		t.Skip("set FOLIO_CHAOS=1 to run the chaos tests (FOLIO_TEST_POSTGRES for PostgreSQL)")
	}
	if _, err := exec.LookPath("git"); err != nil {
		t.Skip("serve needs git")
	}
}

// cluster is the shared part of a test's nodes: the database, the
// project's repository, an API key and the model.
type cluster struct {
	t      *testing.T
	dir    string
	folio  string // the folio binary: this test binary, which TestMain makes folio
	db     string // a postgres:// URL, or "" for SQLite in one node's data folder
	repo   string // the bare repository of project "chaos"
	key    string
	model  *fakeModel
	nodes  []*node
	client *http.Client
	ports  map[string]bool // the addresses handed out to nodes
}

// newCluster makes the repository and the fake model; with db (a
// postgres URL) the project and the key go into that database, else into
// the SQLite database of the first node's data folder.
func newCluster(t *testing.T, db string, seed uint64) *cluster {
	folio, err := exec.LookPath("folio")
	if err != nil {
		t.Fatalf("folio is not on PATH (TestMain puts it there): %v", err)
	}
	c := &cluster{t: t, dir: t.TempDir(), folio: folio, db: db, model: newFakeModel(t, seed),
		client: &http.Client{Timeout: 10 * time.Second}, ports: map[string]bool{}}
	c.repo = filepath.Join(c.dir, "shared", "chaos.git")
	c.makeRepo()
	t.Cleanup(func() {
		for _, n := range c.nodes {
			n.halt()
		}
		if t.Failed() {
			for _, n := range c.nodes {
				n.logTail(60)
			}
		}
		if keep := os.Getenv("FOLIO_CHAOS_LOGS"); keep != "" {
			c.keepLogs(keep)
		}
	})
	return c
}

// keepLogs copies the nodes' logs into dir, named after the test, for a
// look after the temporary folder is gone.
func (c *cluster) keepLogs(dir string) {
	prefix := strings.ReplaceAll(c.t.Name(), "/", "-")
	for _, n := range c.nodes {
		b, err := os.ReadFile(n.log)
		if err == nil {
			err = os.MkdirAll(dir, 0o755)
		}
		if err == nil {
			err = os.WriteFile(filepath.Join(dir, prefix+"-"+n.name+".log"), b, 0o644)
		}
		if err != nil {
			c.t.Logf("keep %s's log: %v", n.name, err)
		}
	}
}

// gitEnv keeps the test's git away from the user's configuration.
func gitEnv() []string {
	return append(os.Environ(), "GIT_CONFIG_GLOBAL=/dev/null", "GIT_CONFIG_NOSYSTEM=1",
		"GIT_AUTHOR_NAME=Chaos", "GIT_AUTHOR_EMAIL=chaos@localhost",
		"GIT_COMMITTER_NAME=Chaos", "GIT_COMMITTER_EMAIL=chaos@localhost")
}

func (c *cluster) git(dir string, args ...string) string {
	c.t.Helper()
	cmd := exec.Command("git", args...)
	cmd.Dir, cmd.Env = dir, gitEnv()
	out, err := cmd.CombinedOutput()
	if err != nil {
		c.t.Fatalf("git %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// chaosSite is a small valid docs site.
func chaosSite() map[string]string {
	return map[string]string{
		"docs.json": `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Chaos",
  "colors": {"primary": "#0D9373"},
  "navigation": {"groups": [{"group": "Start", "pages": ["index", "guides/setup", "guides/usage"]}]}
}
`,
		"index.mdx":        "---\ntitle: Chaos\ndescription: A site whose server keeps dying.\n---\n\nWelcome.\n",
		"guides/setup.mdx": "---\ntitle: Setup\ndescription: How to set it up.\n---\n\nInstall it.\n",
		"guides/usage.mdx": "---\ntitle: Usage\ndescription: How to use it.\n---\n\nUse it.\n",
	}
}

// makeRepo writes the site, commits it on main and keeps it as a bare
// repository on "shared storage".
func (c *cluster) makeRepo() {
	src := filepath.Join(c.dir, "src")
	for name, body := range chaosSite() {
		p := filepath.Join(src, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			c.t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			c.t.Fatal(err)
		}
	}
	c.git(src, "init", "-q", "-b", "main")
	c.git(src, "add", "-A")
	c.git(src, "commit", "-q", "-m", "A small site")
	c.git(c.dir, "clone", "-q", "--bare", src, c.repo)
}

// admin runs a folio command on the cluster's database (data: the
// folder of an SQLite one) and returns its output.
func (c *cluster) admin(data string, args ...string) []byte {
	c.t.Helper()
	args = append(args, "--data", data)
	if c.db != "" {
		args = append(args, "--database", c.db)
	}
	cmd := exec.Command(c.folio, args...)
	cmd.Env = c.env("")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		c.t.Fatalf("folio %s: %v\n%s%s", strings.Join(args, " "), err, out.Bytes(), errb.Bytes())
	}
	return out.Bytes()
}

// setup adds the project and makes the API key.
func (c *cluster) setup(data string) {
	c.admin(data, "project", "add", "chaos", "--repo", c.repo, "--name", "Chaos")
	var k struct {
		Key string `json:"key"`
	}
	if err := json.Unmarshal(c.admin(data, "keys", "create", "--name", "chaos", "--format", "json"), &k); err != nil || !strings.HasPrefix(k.Key, "svc_") {
		c.t.Fatalf("keys create: %v %q", err, k.Key)
	}
	c.key = k.Key
}

// env is the environment of a folio process: this one's without
// anything that would configure folio or a model, plus the fake model's
// address for proc.
func (c *cluster) env(proc string) []string {
	var env []string
	for _, kv := range os.Environ() {
		k, _, _ := strings.Cut(kv, "=")
		if strings.HasPrefix(k, "FOLIO_") || strings.HasPrefix(k, "OPENAI_") || strings.HasPrefix(k, "ANTHROPIC_") ||
			strings.HasPrefix(k, "GIT_") || k == "HOME" || k == "XDG_DATA_HOME" {
			continue
		}
		env = append(env, kv)
	}
	env = append(env, "HOME="+c.dir, "OPENAI_API_KEY=sk-chaos")
	if proc != "" {
		env = append(env, "OPENAI_BASE_URL="+c.model.baseURL(proc))
	}
	return env
}

// newNode makes (but does not start) a node with a data folder and ports
// of its own; its node id is name.
func (c *cluster) newNode(name string, extra ...string) *node {
	data := filepath.Join(c.dir, name)
	if err := os.MkdirAll(data, 0o700); err != nil {
		c.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(data, "node-id"), []byte(name+"\n"), 0o600); err != nil {
		c.t.Fatal(err)
	}
	n := &node{c: c, name: name, data: data, log: filepath.Join(c.dir, name+".log"),
		addr: c.freePort(), siteAddr: c.freePort(), extra: extra}
	c.nodes = append(c.nodes, n)
	return n
}

// freePort is a loopback address no other process listens on, and that
// the cluster has not handed out already: the nodes listen only when they
// start, so the kernel may offer a port twice until then.
func (c *cluster) freePort() string {
	for {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			c.t.Fatal(err)
		}
		addr := ln.Addr().String()
		ln.Close()
		if !c.ports[addr] {
			c.ports[addr] = true
			return addr
		}
	}
}

// node is one folio serve: the same data folder, ports and node id over
// its restarts. Each start is a new process, named name.N for the model.
type node struct {
	c              *cluster
	name, data     string
	log            string
	addr, siteAddr string
	portRetries    int // starts again because a port was still taken
	extra          []string

	gen  int
	proc string
	cmd  *exec.Cmd
	done chan struct{} // closed when the process has ended
	err  error         // how it ended
	// killed: the test ended this process (any other end is a crash).
	killed bool
}

func (n *node) running() bool {
	if n.cmd == nil {
		return false
	}
	select {
	case <-n.done:
		return false
	default:
		return true
	}
}

// start starts the node and waits until it answers /readyz.
func (n *node) start() {
	t := n.c.t
	t.Helper()
	n.gen++
	n.proc = fmt.Sprintf("%s.%d", n.name, n.gen)
	args := []string{"serve", "--addr", n.addr, "--site-addr", n.siteAddr, "--data", n.data,
		"--model", "openai:fake", "--log-format", "json", "--rate-limit", "100000", "--max-steps", "500"}
	if n.c.db != "" {
		args = append(args, "--database", n.c.db)
	}
	args = append(args, n.extra...)
	out, err := os.OpenFile(n.log, os.O_APPEND|os.O_CREATE|os.O_WRONLY, 0o644)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(out, "==== chaos: start %s at %s\n", n.proc, time.Now().Format(time.RFC3339Nano))
	cmd := exec.Command(n.c.folio, args...)
	cmd.Env = n.c.env(n.proc)
	cmd.Stdout, cmd.Stderr = out, out
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	n.cmd, n.done, n.err, n.killed = cmd, make(chan struct{}), nil, false
	proc, done := n.proc, n.done
	go func() {
		n.err = cmd.Wait()
		out.Close()
		n.c.model.died(proc)
		close(done)
	}()
	deadline := time.Now().Add(time.Minute)
	for {
		if resp, err := n.c.client.Get("http://" + n.addr + "/readyz"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return
			}
		}
		select {
		case <-done:
			// A port of a node that was killed may still be held for a
			// moment (by a connection the kernel gave it to meanwhile):
			// that is the machine, not the server; start again.
			if b, _ := os.ReadFile(n.log); strings.HasSuffix(strings.TrimSpace(string(b)), "address already in use") && n.portRetries < 5 {
				n.portRetries++
				time.Sleep(500 * time.Millisecond)
				n.start()
				return
			}
			t.Fatalf("%s ended as it started: %v", proc, n.err)
		case <-time.After(50 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s was not ready within a minute", proc)
		}
	}
}

// stop sends sig and waits for the end: at once for SIGKILL, within 45 s
// for SIGTERM (the queue's 30 s and the servers' 10 s), after which the
// node is killed. It returns how the process ended and how long it took.
func (n *node) stop(sig syscall.Signal) (exit error, took time.Duration, timedOut bool) {
	start := time.Now()
	n.killed = true
	n.cmd.Process.Signal(sig)
	select {
	case <-n.done:
	case <-time.After(45 * time.Second):
		timedOut = true
		n.cmd.Process.Kill()
		<-n.done
	}
	return n.err, time.Since(start), timedOut
}

// halt kills the node if it runs (the tests' cleanup).
func (n *node) halt() {
	if n.running() {
		n.killed = true
		n.cmd.Process.Kill()
		<-n.done
	}
}

// crashed tells whether the process ended without the test ending it.
func (n *node) crashed() bool { return n.cmd != nil && !n.running() && !n.killed }

// logTail prints the end of the node's log.
func (n *node) logTail(lines int) {
	b, _ := os.ReadFile(n.log)
	ls := strings.Split(strings.TrimRight(string(b), "\n"), "\n")
	ls = ls[max(0, len(ls)-lines):]
	n.c.t.Logf("last %d lines of %s:\n%s", len(ls), n.log, strings.Join(ls, "\n"))
}

func (n *node) url(path string) string { return "http://" + n.addr + path }

// call makes an API request with the cluster's key and decodes the JSON
// answer into out (when not nil).
func (c *cluster) call(n *node, method, path string, body any, out any) (int, error) {
	var rd io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, n.url(path), rd)
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.client.Do(req)
	if err != nil {
		return 0, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		return resp.StatusCode, err
	}
	if resp.StatusCode >= 300 {
		return resp.StatusCode, fmt.Errorf("%s %s: HTTP %d: %s", method, path, resp.StatusCode, b)
	}
	if out != nil {
		if err := json.Unmarshal(b, out); err != nil {
			return resp.StatusCode, fmt.Errorf("%s %s: %v: %s", method, path, err, b)
		}
	}
	return resp.StatusCode, nil
}

// anyCall makes the request on the first running node that answers it,
// trying them all for up to 30 s: nodes come and go.
func (c *cluster) anyCall(method, path string, body any, out any) error {
	deadline := time.Now().Add(30 * time.Second)
	for {
		var last error = errors.New("no node is running")
		for _, n := range c.nodes {
			if !n.running() {
				continue
			}
			status, err := c.call(n, method, path, body, out)
			if err == nil {
				return nil
			}
			last = err
			if status >= 400 && status < 500 {
				return err
			}
		}
		if time.Now().After(deadline) {
			return last
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// chaosJob is a job as the API shows it, in the fields the tests read.
type chaosJob struct {
	ID           string   `json:"id"`
	Status       string   `json:"status"`
	Phase        *string  `json:"phase"`
	Branch       string   `json:"branch"`
	PRLink       *string  `json:"prLink"`
	ChangedFiles []string `json:"changedFiles"`
	Usage        struct {
		Steps int `json:"steps"`
	} `json:"usage"`
	Error *struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (j chaosJob) terminal() bool {
	return j.Status == "completed" || j.Status == "failed" || j.Status == "archived"
}

type chaosMessage struct {
	Role    string `json:"role"`
	Tool    string `json:"tool"`
	Content string `json:"content"`
	IsError bool   `json:"isError"`
}

// writes counts the transcript's write_file entries by path.
func writes(ms []chaosMessage) map[string]int {
	out := map[string]int{}
	for _, m := range ms {
		if m.Role == "tool" && m.Tool == "write_file" && !m.IsError {
			path, _, _ := strings.Cut(strings.TrimPrefix(m.Content, "write_file "), " (")
			out[path]++
		}
	}
	return out
}

// branchFiles are the files a branch of the shared repository changed
// from main; nil when the branch is not there.
func (c *cluster) branchFiles(branch string) map[string]bool {
	return c.refFiles("refs/heads/" + branch)
}

// refFiles lists the files a ref of the shared repository changes since
// it left main.
func (c *cluster) refFiles(ref string) map[string]bool {
	cmd := exec.Command("git", "diff", "--name-only", "main..."+ref)
	cmd.Dir, cmd.Env = c.repo, gitEnv()
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	files := map[string]bool{}
	for _, f := range strings.Fields(string(out)) {
		files[f] = true
	}
	return files
}

// queueState describes, for the log, where a job that never ended stands
// in the database: its run owner and heartbeat, and its River entries.
// It is evidence for a person, not a check: the test is a black box.
func (c *cluster) queueState(jobID string) string {
	if c.db == "" {
		return "(SQLite: not read)"
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.db)
	if err != nil {
		return err.Error()
	}
	defer conn.Close(ctx)
	var b strings.Builder
	var owner string
	var beat *time.Time
	if err := conn.QueryRow(ctx, `SELECT run_owner, heartbeat_at FROM jobs WHERE id = $1`, jobID).Scan(&owner, &beat); err != nil {
		fmt.Fprintf(&b, "jobs: %v", err)
	} else {
		fmt.Fprintf(&b, "run_owner %q, heartbeat_at %v", owner, beat)
	}
	rows, err := conn.Query(ctx, `SELECT id, state, attempt, attempted_by, attempted_at, scheduled_at, finalized_at
		FROM river_job WHERE args->>'job_id' = $1 ORDER BY id`, jobID)
	if err != nil {
		return b.String() + "; river_job: " + err.Error()
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var state string
		var attempt int
		var by []string
		var attempted, finalized *time.Time
		var scheduled time.Time
		if err := rows.Scan(&id, &state, &attempt, &by, &attempted, &scheduled, &finalized); err != nil {
			return b.String() + "; river_job: " + err.Error()
		}
		fmt.Fprintf(&b, "; river_job %d: %s, attempt %d by %v at %v, scheduled %s, finalized %v",
			id, state, attempt, by, fmtTime(attempted), scheduled.Format(time.TimeOnly), fmtTime(finalized))
	}
	return b.String()
}

func fmtTime(t *time.Time) string {
	if t == nil {
		return "-"
	}
	return t.Format("15:04:05.000")
}

// newDatabase creates a database of the test's own on the server base
// names, dropped at the end; it returns its URL.
func newDatabase(t *testing.T, base string) string {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connect to FOLIO_TEST_POSTGRES: %v", err)
	}
	defer conn.Close(ctx)
	name := "chaos_" + strconv.FormatUint(rand.Uint64()>>16, 36)
	if _, err := conn.Exec(ctx, "CREATE DATABASE "+name); err != nil {
		t.Fatalf("create database %s: %v", name, err)
	}
	t.Cleanup(func() {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		conn, err := pgx.Connect(ctx, base)
		if err != nil {
			t.Errorf("drop database %s: %v", name, err)
			return
		}
		defer conn.Close(ctx)
		if _, err := conn.Exec(ctx, "DROP DATABASE IF EXISTS "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("drop database %s: %v", name, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatal(err)
	}
	u.Path = "/" + name
	return u.String()
}
