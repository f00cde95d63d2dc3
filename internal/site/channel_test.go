package site

import (
	"strings"
	"testing"
)

// TestChannelMarkdown holds that a channel page's Markdown copy carries
// its reference: the address's parameters, and each message's headers
// apart from its payload.
func TestChannelMarkdown(t *testing.T) {
	out := buildSite(t, "asyncapi", Options{})
	f := out.Files["/chat/room.md"]
	if f == nil {
		t.Fatal("no /chat/room.md")
	}
	md := string(f.Bytes())
	for _, want := range []string{
		"## Path parameters\n\n- `roomId` (string, required):",
		"#### Headers\n\n- `x-request-id` (string): Echoed in the reply.",
		"#### Payload\n\n- `text` (string, required)",
	} {
		if !strings.Contains(md, want) {
			t.Errorf("room.md lacks %q:\n%s", want, md)
		}
	}
	if full := out.Files["/llms-full.txt"]; full == nil || !strings.Contains(string(full.Bytes()), "`x-request-id`") {
		t.Error("llms-full.txt lacks the message's headers")
	}
	// A message without headers keeps its fields without a Payload heading.
	if i := strings.Index(md, "### Said"); i < 0 || strings.Contains(md[i:], "#### Payload") {
		t.Errorf("the said message is not written as before:\n%s", md)
	}
}
