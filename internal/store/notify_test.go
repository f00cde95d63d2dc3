package store

import (
	"context"
	"errors"
	"testing"
)

// drain reads what ch holds now.
func drain(ch <-chan Notification) []Notification {
	var out []Notification
	for {
		select {
		case n := <-ch:
			out = append(out, n)
		default:
			return out
		}
	}
}

func TestHubTopics(t *testing.T) {
	var h Hub
	sites, err := h.Listen(t.Context(), TopicSite)
	if err != nil {
		t.Fatal(err)
	}
	both, _ := h.Listen(t.Context(), TopicSite, TopicJob)
	h.Publish(Notification{Topic: TopicJob, JobID: "j"})
	h.Publish(Notification{Topic: TopicSite, ProjectID: "p"})
	if got := drain(sites); len(got) != 1 || got[0].ProjectID != "p" {
		t.Errorf("site listener got %+v", got)
	}
	if got := drain(both); len(got) != 2 || got[0].JobID != "j" || got[1].ProjectID != "p" {
		t.Errorf("listener of both got %+v", got)
	}
	h.Gap()
	for _, ch := range []<-chan Notification{sites, both} {
		if got := drain(ch); len(got) != 1 || !got[0].Missed {
			t.Errorf("after a gap: %+v", got)
		}
	}
}

// TestHubSlowListener: a listener that does not read loses
// notifications without holding anyone up, and hears that it did before
// the next one.
func TestHubSlowListener(t *testing.T) {
	var h Hub
	slow, _ := h.Listen(t.Context(), TopicJob)
	for i := range listenBuffer + 10 {
		h.Publish(Notification{Topic: TopicJob, JobID: string(rune('a' + i%26))})
	}
	if got := drain(slow); len(got) != listenBuffer || got[0].Missed {
		t.Fatalf("a full listener holds %d notifications, the first %+v", len(got), got[0])
	}
	last := Notification{Topic: TopicJob, JobID: "last"}
	h.Publish(last)
	got := drain(slow)
	if len(got) != 2 || !got[0].Missed || got[1] != last {
		t.Fatalf("after draining: %+v, want the gap, then the last", got)
	}
}

func TestHubEnds(t *testing.T) {
	var h Hub
	ctx, cancel := context.WithCancel(t.Context())
	ch, _ := h.Listen(ctx, TopicSite)
	cancel()
	if _, ok := <-ch; ok {
		t.Fatal("a notification on an ended listener")
	}
	h.Publish(Notification{Topic: TopicSite}) // no send on a closed channel
	if _, err := h.Listen(ctx, TopicSite); err == nil {
		t.Error("Listen with an ended context: no error")
	}
	open, _ := h.Listen(t.Context(), TopicSite)
	h.Close()
	if _, ok := <-open; ok {
		t.Fatal("Close left a listener open")
	}
	if _, err := h.Listen(t.Context(), TopicSite); !errors.Is(err, ErrClosed) {
		t.Errorf("Listen after Close: %v", err)
	}
}
