package asyncapi

import (
	"testing"

	"github.com/foliodocs/folio/internal/openapi"
)

// FuzzParse holds that no document makes Parse panic or hang, and that
// every channel it reads can be shown.
func FuzzParse(f *testing.F) {
	f.Add([]byte(chat3))
	f.Add([]byte(chat2))
	f.Add([]byte("asyncapi: 3.0.0\nchannels:\n  a: {$ref: '#/channels/a'}\n"))
	f.Add([]byte("asyncapi: 2.0.0\nchannels:\n  a:\n    publish: {message: {oneOf: [{$ref: '#/x'}]}}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := Parse("f.yaml", data)
		if err != nil {
			return
		}
		for _, c := range d.Channels {
			for _, s := range c.Servers {
				_ = c.URL(s)
			}
			_ = c.Heading()
			for _, m := range append(c.Send, c.Receive...) {
				_ = m.Heading()
				_ = m.Payload.Example(openapi.ExampleOptions{})
			}
		}
	})
}
