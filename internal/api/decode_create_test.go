package api

import (
	"bytes"
	"testing"
)

// TestCreateHashWithoutOptions: a create body without options hashes as
// the prompt alone did, so Idempotency-Keys recorded before the options
// existed still match their retries.
func TestCreateHashWithoutOptions(t *testing.T) {
	if !bytes.Equal(createRequest{Prompt: "x"}.hash(), jobRequest{Prompt: "x"}.hash()) {
		t.Error("the hash of a body without options changed")
	}
	yes := true
	if bytes.Equal(createRequest{Prompt: "x", Draft: &yes}.hash(), jobRequest{Prompt: "x"}.hash()) {
		t.Error("an option does not change the hash")
	}
}

func TestValidBranch(t *testing.T) {
	for ref, want := range map[string]bool{
		"main": true, "release/v2": true, "feature/a-b_c.d": true, "v1.2": true,
		"-x": false, "/a": false, "a/": false, "a..b": false, "a//b": false, "a@{1}": false, "@": false,
		"a.lock": false, "a.": false, ".hidden": false, "a/.b": false, "a~1": false, "a^": false,
		"a:b": false, "a?": false, "a*": false, "a[": false, `a\b`: false,
	} {
		if got := validBranch(ref); got != want {
			t.Errorf("validBranch(%q) = %v, want %v", ref, got, want)
		}
	}
}
