package api

import (
	"bufio"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

// TestStalledBody: a client that sends part of its body and stops gets,
// once the server's read timeout passes, a 408 problem, never a 200
// without a body.
func TestStalledBody(t *testing.T) {
	b := setup(t)
	hs := httptest.NewUnstartedServer(b.srv)
	hs.Config.ReadTimeout = 300 * time.Millisecond
	hs.Start()
	t.Cleanup(hs.Close)
	conn, err := net.Dial("tcp", hs.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /v2/agent/demo/job HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer %s\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"prompt\":\"half", b.keys["rw"])
	conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer: %v", err)
	}
	defer resp.Body.Close()
	var body strings.Builder
	bufio.NewReader(resp.Body).WriteTo(&body)
	if resp.StatusCode != http.StatusRequestTimeout || resp.Header.Get("Content-Type") != "application/problem+json" || !strings.Contains(body.String(), "request_timeout") {
		t.Fatalf("answer %d %s: %s", resp.StatusCode, resp.Header.Get("Content-Type"), body.String())
	}
}
