package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// procsKey finds a script's background processes in its Values.
type procsKey struct{}

type proc struct {
	cmd  *exec.Cmd
	done chan struct{} // closed when the process has ended
	err  error         // how it ended
}

func procs(ts *testscript.TestScript) map[string]*proc {
	return ts.Value(procsKey{}).(map[string]*proc)
}

func cmdFreeport(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: freeport VAR")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	ts.Check(err)
	port := ln.Addr().(*net.TCPAddr).Port
	ts.Check(ln.Close())
	ts.Setenv(args[0], strconv.Itoa(port))
}

// lookPath finds a program on the script's PATH, where testscript put
// the commands TestMain registered.
func lookPath(ts *testscript.TestScript, name string) string {
	for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
		p := filepath.Join(dir, name)
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p
		}
	}
	ts.Fatalf("%s: not found on PATH", name)
	return ""
}

func cmdStart(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 3 {
		ts.Fatalf("usage: start NAME FILE cmd args...")
	}
	name, file := args[0], ts.MkAbs(args[1])
	if _, ok := procs(ts)[name]; ok {
		ts.Fatalf("start: %s is already running", name)
	}
	out, err := os.Create(file)
	ts.Check(err)
	cmd := exec.Command(lookPath(ts, args[2]), args[3:]...)
	cmd.Dir = ts.Getenv("WORK")
	cmd.Env = scriptEnv(ts)
	cmd.Stdout, cmd.Stderr = out, out
	ts.Check(cmd.Start())
	p := &proc{cmd: cmd, done: make(chan struct{})}
	go func() {
		p.err = cmd.Wait()
		out.Close()
		close(p.done)
	}()
	procs(ts)[name] = p
	ts.Defer(func() {
		cmd.Process.Kill()
		<-p.done
	})
}

// scriptEnv is the environment a script's commands see.
func scriptEnv(ts *testscript.TestScript) []string {
	var env []string
	for _, k := range []string{"PATH", "HOME", "WORK", "TMPDIR", "NO_COLOR", "GOCOVERDIR"} {
		env = append(env, k+"="+ts.Getenv(k))
	}
	// What the script set for its programs (a model's address).
	for _, k := range passedEnv {
		if v := ts.Getenv(k); v != "" {
			env = append(env, k+"="+v)
		}
	}
	// testscript.Main runs the registered command when this is set.
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "TESTSCRIPT_") || strings.HasPrefix(kv, "GO") {
			env = append(env, kv)
		}
	}
	return env
}

func cmdTerminate(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: terminate NAME")
	}
	p, ok := procs(ts)[args[0]]
	if !ok {
		ts.Fatalf("terminate: no process %s", args[0])
	}
	delete(procs(ts), args[0])
	ts.Check(p.cmd.Process.Signal(syscall.SIGTERM))
	select {
	case <-p.done:
		if p.err != nil {
			ts.Fatalf("%s: %v", args[0], p.err)
		}
	case <-time.After(30 * time.Second):
		p.cmd.Process.Kill()
		ts.Fatalf("%s did not stop within 30s of SIGTERM", args[0])
	}
}

func cmdWaitfor(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 2 {
		ts.Fatalf("usage: waitfor FILE REGEXP")
	}
	re := regexp.MustCompile("(?m)" + args[1])
	deadline := time.Now().Add(time.Minute)
	for {
		b, _ := os.ReadFile(ts.MkAbs(args[0]))
		if re.Match(b) {
			return
		}
		if time.Now().After(deadline) {
			ts.Fatalf("%s never matched %q; it holds:\n%s", args[0], args[1], b)
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func cmdEnvmatch(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 3 {
		ts.Fatalf("usage: envmatch FILE VAR REGEXP")
	}
	re := regexp.MustCompile("(?m)" + args[2])
	m := re.FindSubmatch([]byte(ts.ReadFile(args[0])))
	if len(m) < 2 {
		ts.Fatalf("%s does not match %q", args[0], args[2])
	}
	ts.Setenv(args[1], string(m[1]))
}

func cmdHTTP(ts *testscript.TestScript, neg bool, args []string) {
	var headers []string
	var body string
	want := 0
	var until *regexp.Regexp
	for len(args) > 2 {
		switch args[0] {
		case "-H":
			headers = append(headers, args[1])
		case "-d":
			body = args[1]
		case "-want":
			n, err := strconv.Atoi(args[1])
			ts.Check(err)
			want = n
		case "-until":
			until = regexp.MustCompile("(?m)" + args[1])
		default:
			ts.Fatalf("http: unknown option %s", args[0])
		}
		args = args[2:]
	}
	if neg || len(args) != 2 {
		ts.Fatalf("usage: http [-H header]... [-d body] [-want N] [-until REGEXP] METHOD URL")
	}
	deadline := time.Now().Add(time.Minute)
	for {
		status, resp, err := request(args[0], args[1], headers, body)
		if err == nil && (want == 0 || status == want) && (until == nil || until.Match(resp)) {
			fmt.Fprintf(ts.Stdout(), "%s", resp)
			ts.Logf("HTTP %d", status)
			return
		}
		if time.Now().After(deadline) {
			ts.Fatalf("%s %s: status %d, error %v, want %d; body:\n%s", args[0], args[1], status, err, want, resp)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func request(method, url string, headers []string, body string) (int, []byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, method, url, strings.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	for _, h := range headers {
		k, v, _ := strings.Cut(h, ":")
		req.Header.Set(strings.TrimSpace(k), strings.TrimSpace(v))
	}
	// Redirects are answers to check, not to follow.
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	// The status line, the headers (sorted, one per line) and the body.
	var head strings.Builder
	fmt.Fprintf(&head, "HTTP %d\n", resp.StatusCode)
	for _, k := range slices.Sorted(maps.Keys(resp.Header)) {
		for _, v := range resp.Header[k] {
			fmt.Fprintf(&head, "%s: %s\n", k, v)
		}
	}
	head.WriteString("\n")
	return resp.StatusCode, append([]byte(head.String()), b...), err
}
