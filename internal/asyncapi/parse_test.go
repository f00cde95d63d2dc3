package asyncapi

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
)

const chat3 = `asyncapi: 3.0.0
info:
  title: Chat
  version: 1.0.0
servers:
  live:
    host: chat.example.com
    protocol: wss
    pathname: /v1
channels:
  roomEvents:
    address: /rooms/{roomId}
    title: Room events
    description: Everything said in a room.
    tags:
      - name: Rooms
    messages:
      say:
        $ref: '#/components/messages/say'
      said:
        name: said
        title: Someone said
        summary: A message posted in the room.
        payload:
          type: object
          required: [text]
          properties:
            text:
              type: string
            author:
              $ref: '#/components/schemas/user'
        examples:
          - name: hello
            payload:
              text: hi
  quiet:
    address: null
operations:
  postMessage:
    action: receive
    channel:
      $ref: '#/channels/roomEvents'
    messages:
      - $ref: '#/channels/roomEvents/messages/say'
  hearMessage:
    action: send
    channel:
      $ref: '#/channels/roomEvents'
    messages:
      - $ref: '#/channels/roomEvents/messages/said'
components:
  schemas:
    user:
      type: object
      properties:
        name:
          type: string
  messages:
    say:
      payload:
        schemaFormat: application/schema+json;version=draft-07
        schema:
          type: object
          properties:
            text:
              type: string
`

const chat2 = `{
  "asyncapi": "2.6.0",
  "info": {"title": "Ticker", "version": "1"},
  "servers": {"prod": {"url": "ws.example.com/feed", "protocol": "ws"}},
  "channels": {
    "prices": {
      "description": "Price updates.",
      "publish": {"message": {"$ref": "#/components/messages/subscribe"}},
      "subscribe": {"message": {"oneOf": [
        {"$ref": "#/components/messages/tick"},
        {"name": "heartbeat", "payload": {"type": "string"}}
      ]}}
    }
  },
  "components": {"messages": {
    "subscribe": {"name": "subscribe", "payload": {"type": "object", "properties": {"symbol": {"type": "string"}}}},
    "tick": {"title": "Tick", "payload": {"type": "object", "properties": {"price": {"type": "number"}}}}
  }}
}`

func names(ms []*Message) string {
	var out []string
	for _, m := range ms {
		out = append(out, m.ID+"="+m.Heading())
	}
	return strings.Join(out, ",")
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, src                            string
		channel, heading, url, send, receive string
		props                                string // the first received message's payload members
		diags                                string
	}{
		{name: "v3", src: chat3, channel: "roomEvents", heading: "Room events", url: "wss://chat.example.com/v1/rooms/{roomId}",
			send: "say=Say", receive: "said=Someone said", props: "text,author"},
		{name: "v3 no address", src: chat3, channel: "quiet", heading: "Quiet", url: "wss://chat.example.com/v1"},
		{name: "v2", src: chat2, channel: "prices", heading: "Prices", url: "ws://ws.example.com/feed/prices",
			send: "subscribe=Subscribe", receive: "tick=Tick,heartbeat=Heartbeat", props: "price", diags: "asyncapi-version"},
		{name: "v3 bad ref", channel: "c", heading: "C", url: "", receive: "m=M",
			src:   "asyncapi: 3.0.0\nchannels:\n  c:\n    messages:\n      m:\n        payload:\n          $ref: '#/nowhere'\noperations:\n  o:\n    action: send\n    channel: {$ref: '#/channels/c'}\n",
			diags: "asyncapi-bad-ref"},
		{name: "v3 bad action", channel: "c", heading: "C",
			src:   "asyncapi: 3.0.0\nchannels:\n  c: {}\noperations:\n  o:\n    action: publish\n    channel: {$ref: '#/channels/c'}\n",
			diags: "asyncapi-invalid"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse("spec.yaml", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			var codes []string
			for _, x := range d.Diags {
				codes = append(codes, x.Code)
				if l, _ := x.LineCol(); l == 0 {
					t.Errorf("diagnostic without a line: %v", x)
				}
			}
			if got := strings.Join(codes, ","); got != tc.diags {
				t.Errorf("diags = %q, want %q (%v)", got, tc.diags, d.Diags)
			}
			c := d.Channel(tc.channel)
			if c == nil {
				t.Fatalf("no channel %q", tc.channel)
			}
			url := ""
			if len(c.Servers) > 0 {
				url = c.URL(c.Servers[0])
			}
			if c.Heading() != tc.heading || url != tc.url {
				t.Errorf("heading, url = %q, %q; want %q, %q", c.Heading(), url, tc.heading, tc.url)
			}
			if got := names(c.Send); got != tc.send {
				t.Errorf("send = %q, want %q", got, tc.send)
			}
			if got := names(c.Receive); got != tc.receive {
				t.Errorf("receive = %q, want %q", got, tc.receive)
			}
			if tc.props != "" {
				var ps []string
				for _, p := range c.Receive[0].Payload.Properties {
					ps = append(ps, p.Name)
				}
				if got := strings.Join(ps, ","); got != tc.props {
					t.Errorf("payload members = %q, want %q", got, tc.props)
				}
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"not a mapping", "- a\n", "spec.yaml:1:1"},
		{"no version", "info: {}\n", "no \"asyncapi\" version"},
		{"unknown version", "asyncapi: 1.2.0\n", "spec.yaml:1:11"},
		{"bad yaml", "asyncapi: 3.0.0\nchannels: [\n", "spec.yaml"},
		{"bad json", `{"asyncapi": }`, "spec.yaml:1:"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("spec.yaml", []byte(tc.src))
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("err = %v, want %q in it", err, tc.want)
			}
		})
	}
}

func TestSentenceCase(t *testing.T) {
	for in, want := range map[string]string{"channelOne": "Channel one", "ABC": "A b c", "": "", "éte": "Éte", "say": "Say"} {
		if got := SentenceCase(in); got != want {
			t.Errorf("SentenceCase(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFind(t *testing.T) {
	fsys := fstest.MapFS{
		"api/chat.yaml": {Data: []byte(chat3)},
		"ticker.json":   {Data: []byte(chat2)},
		"other.json":    {Data: []byte(`{"name": "x"}`)},
	}
	s := NewSpecs(fsys)
	tests := []struct{ ref, page, doc, code string }{
		{"/api/chat.yaml roomEvents", "guide/x.mdx", "api/chat.yaml", ""},
		{"chat.yaml roomEvents", "api/x.mdx", "api/chat.yaml", ""},
		{"prices", "x.mdx", "ticker.json", ""},
		{"chat roomEvents", "guide/x.mdx", "api/chat.yaml", ""},
		{"chat prices", "guide/x.mdx", "", "asyncapi-not-found"},
		{"roomEvents", "x.mdx", "api/chat.yaml", ""},
		{"/api/chat.yaml nope", "x.mdx", "api/chat.yaml", "asyncapi-not-found"},
		{"/missing.yaml c", "x.mdx", "", "asyncapi-not-found"},
		{"/other.json c", "x.mdx", "", "asyncapi-invalid"},
		{"nope", "x.mdx", "", "asyncapi-not-found"},
		{"a b c", "x.mdx", "", "asyncapi-not-found"},
	}
	for _, tc := range tests {
		d, c, p := s.Find(tc.ref, tc.page)
		code, doc := "", ""
		if p != nil {
			code = p.Code
		}
		if d != nil {
			doc = d.Name
		}
		if code != tc.code || doc != tc.doc || (p == nil) != (c != nil) {
			t.Errorf("Find(%q) = %q, %v, %+v; want %q, %q", tc.ref, doc, c, p, tc.doc, tc.code)
		}
	}
}

// TestScanIgnore: a document in a folder .mintignore leaves out is not
// one of the folder's, so a channel named alone is not found in it.
func TestScanIgnore(t *testing.T) {
	fsys := fstest.MapFS{
		"drafts/chat.yaml": {Data: []byte(chat3)},
		"ticker.json":      {Data: []byte(chat2)},
	}
	s := NewSpecs(fsys)
	s.Ignore = func(name string, dir bool) bool { return dir && name == "drafts" }
	if docs := s.Scanned(); len(docs) != 1 || docs[0].Name != "ticker.json" {
		t.Fatalf("Scanned() = %v, want ticker.json alone", docs)
	}
	if _, _, p := s.Find("roomEvents", "x.mdx"); p == nil || p.Code != "asyncapi-not-found" {
		t.Errorf("Find(roomEvents) in an ignored folder = %+v, want asyncapi-not-found", p)
	}
}

func TestParametersAndHeaders(t *testing.T) {
	tests := []struct {
		name, src string
		params    string // name:type:enum-count:description, comma-separated
		headers   string // members of the first message's headers
	}{
		{name: "v3",
			src:    "asyncapi: 3.0.0\nchannels:\n  c:\n    address: /r/{roomId}/{lang}\n    parameters:\n      roomId: {description: The room.}\n      lang: {enum: [en, fr], default: en}\n    messages:\n      m:\n        headers: {type: object, properties: {x-trace: {type: string}}}\noperations:\n  o: {action: send, channel: {$ref: '#/channels/c'}}\n",
			params: "roomId:string:0:The room.,lang:string:2:", headers: "x-trace"},
		{name: "v3 parameter by reference",
			src:    "asyncapi: 3.0.0\nchannels:\n  c:\n    parameters:\n      id: {$ref: '#/components/parameters/id'}\ncomponents:\n  parameters:\n    id: {description: Id.}\n",
			params: "id:string:0:Id."},
		{name: "v2 schema",
			src:    "asyncapi: 2.6.0\nchannels:\n  r/{id}:\n    parameters:\n      id: {description: Id., schema: {type: integer}}\n    publish:\n      message: {name: m, headers: {type: object, properties: {a: {type: string}, b: {type: integer}}}}\n",
			params: "id:integer:0:Id.", headers: "a,b"},
		{name: "none", src: "asyncapi: 3.0.0\nchannels:\n  c:\n    messages:\n      m: {payload: {type: string}}\n"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			d, err := Parse("spec.yaml", []byte(tc.src))
			if err != nil {
				t.Fatal(err)
			}
			c := d.Channels[0]
			var ps []string
			for _, p := range c.Parameters {
				typ := ""
				if p.Schema != nil && len(p.Schema.Types) > 0 {
					typ = p.Schema.Types[0]
				}
				n := 0
				if p.Schema != nil {
					n = len(p.Schema.Enum)
				}
				if p.In != "path" || !p.Required {
					t.Errorf("parameter %q is %q, required %v", p.Name, p.In, p.Required)
				}
				ps = append(ps, fmt.Sprintf("%s:%s:%d:%s", p.Name, typ, n, p.Description))
			}
			if got := strings.Join(ps, ","); got != tc.params {
				t.Errorf("params = %q, want %q", got, tc.params)
			}
			var hs []string
			if ms := append(c.Send, c.Receive...); len(ms) > 0 && ms[0].Headers != nil {
				for _, p := range ms[0].Headers.Properties {
					hs = append(hs, p.Name)
				}
			}
			if got := strings.Join(hs, ","); got != tc.headers {
				t.Errorf("headers = %q, want %q", got, tc.headers)
			}
		})
	}
}
