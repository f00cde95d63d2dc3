package runner

import (
	"fmt"
	"testing"
)

func TestPromptCache(t *testing.T) {
	var c promptCache
	for i := range promptCacheSize + 3 {
		c.put(fmt.Sprint(i), fmt.Sprint("prompt ", i))
	}
	for i := range 3 {
		if _, ok := c.get(fmt.Sprint(i)); ok {
			t.Errorf("the oldest prompt %d was kept", i)
		}
	}
	if s, ok := c.get(fmt.Sprint(promptCacheSize + 2)); !ok || s != fmt.Sprint("prompt ", promptCacheSize+2) {
		t.Errorf("the newest prompt = %q, %v", s, ok)
	}
	c.put("3", "again")
	if s, _ := c.get("3"); s != "prompt 3" {
		t.Errorf("a second put replaced the first: %q", s)
	}
	if len(c.order) != promptCacheSize || len(c.byKey) != promptCacheSize {
		t.Errorf("size %d/%d", len(c.order), len(c.byKey))
	}
}
