package webhook

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

type nopStore struct{ Store }

func TestDelay(t *testing.T) {
	s, err := newSender(Options{Store: nopStore{}})
	if err != nil {
		t.Fatal(err)
	}
	if s.maxAttempts() != 8 {
		t.Errorf("max attempts = %d, want 8", s.maxAttempts())
	}
	var total time.Duration
	for n := 1; n <= 7; n++ {
		base := DefaultSchedule()[n-1]
		var seen []time.Duration
		for _, id := range []string{"msg_a", "msg_b", "msg_c", "msg_d"} {
			d := s.delay(id, n)
			if d < base-base/10 || d > base+base/10 {
				t.Errorf("delay(%s, %d) = %v, want %v ± 10%%", id, n, d, base)
			}
			if d != s.delay(id, n) {
				t.Errorf("delay(%s, %d) changes from call to call", id, n)
			}
			seen = append(seen, d)
		}
		if seen[0] == seen[1] && seen[1] == seen[2] && seen[2] == seen[3] {
			t.Errorf("attempt %d: no jitter between deliveries: %v", n, seen)
		}
		total += base
	}
	// Eight attempts spread over about a day.
	if total < 24*time.Hour || total > 30*time.Hour {
		t.Errorf("the schedule spans %v", total)
	}
	if d := s.delay("x", 99); d < 9*time.Hour {
		t.Errorf("past the schedule's end: %v, want its last wait", d)
	}
	if _, err := newSender(Options{Store: nopStore{}, Schedule: []time.Duration{time.Second, 0}}); err == nil {
		t.Error("a schedule with a zero wait was accepted")
	}
	if _, err := newSender(Options{}); err == nil {
		t.Error("no store was accepted")
	}
}

func TestPayload(t *testing.T) {
	at := time.Date(2026, 3, 14, 9, 26, 53, 589793000, time.FixedZone("CET", 3600))
	got, err := Payload("job.completed", at, json.RawMessage(`{"id":"job_1","status":"completed"}`), "job_1")
	if err != nil {
		t.Fatal(err)
	}
	want := `{"type":"job.completed","timestamp":"2026-03-14T08:26:53.589793Z","data":{"id":"job_1","status":"completed"}}`
	if string(got) != want {
		t.Errorf("payload:\n got %s\nwant %s", got, want)
	}
	big := json.RawMessage(`{"id":"job_1","summary":"` + strings.Repeat("x", MaxPayload) + `"}`)
	got, err = Payload("job.failed", at, big, "job_1")
	if err != nil {
		t.Fatal(err)
	}
	want = `{"type":"job.failed","timestamp":"2026-03-14T08:26:53.589793Z","data":{"id":"job_1","truncated":true}}`
	if string(got) != want {
		t.Errorf("thin payload:\n got %s\nwant %s", got, want)
	}
	if _, err := Payload("job.failed", at, json.RawMessage(`{"id":`), "job_1"); err == nil {
		t.Error("data that is not JSON made a payload")
	}
}

func TestExcerpt(t *testing.T) {
	for _, tc := range []struct {
		in   string
		cut  bool
		want string
	}{
		{"ok", false, "ok"},
		{"a\x00b", false, "a\uFFFDb"},
		{"bad \xff byte", false, "bad \uFFFD byte"},
		{"bad end \xff", false, "bad end \uFFFD"},
		{"cut é"[:5], true, "cut "}, // a rune cut in two by the limit is dropped
		{"cut 😀"[:6], true, "cut "},
		{"whole é", true, "whole é"},
		{"", false, ""},
	} {
		got := excerpt([]byte(tc.in), tc.cut)
		if got != tc.want || !utf8.ValidString(got) || strings.ContainsRune(got, 0) {
			t.Errorf("excerpt(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	if got := cut("ééé", 3); got != "é…" {
		t.Errorf("cut = %q", got)
	}
}

func TestStatusError(t *testing.T) {
	for _, tc := range []struct {
		code     int
		location string
		want     string
	}{
		{200, "", ""},
		{204, "", ""},
		{500, "", "answered 500 Internal Server Error"},
		{599, "", "answered 599"},
		{410, "", "answered 410 Gone: the webhook is now disabled"},
		{301, "https://new.example.com/hook", "answered 301 Moved Permanently; redirects are not followed: change the webhook's URL to https://new.example.com/hook"},
		{307, "", "answered 307 Temporary Redirect; redirects are not followed"},
	} {
		resp := &http.Response{StatusCode: tc.code, Header: http.Header{}}
		if tc.location != "" {
			resp.Header.Set("Location", tc.location)
		}
		if got := statusError(resp); got != tc.want {
			t.Errorf("statusError(%d) = %q, want %q", tc.code, got, tc.want)
		}
	}
}

func TestDenyPrivateAddress(t *testing.T) {
	for _, tc := range []struct {
		addr    string
		refused bool
	}{
		{"127.0.0.1:80", true},
		{"[::1]:443", true},
		{"10.1.2.3:443", true},
		{"172.16.0.1:443", true},
		{"192.168.1.10:8080", true},
		{"169.254.169.254:80", true}, // cloud metadata
		{"[fe80::1]:80", true},
		{"[fc00::1]:80", true},
		{"[::ffff:127.0.0.1]:80", true},
		{"100.64.0.1:80", true},
		{"0.0.0.0:80", true},
		{"[::]:80", true},
		{"224.0.0.1:80", true},
		{"[64:ff9b::7f00:1]:80", true},
		{"not-an-address", true},
		{"8.8.8.8:443", false},
		{"93.184.216.34:80", false},
		{"[2001:4860:4860::8888]:443", false},
	} {
		err := denyPrivateAddress("tcp", tc.addr, nil)
		if (err != nil) != tc.refused {
			t.Errorf("denyPrivateAddress(%s) = %v, want refused %v", tc.addr, err, tc.refused)
		}
	}
}
