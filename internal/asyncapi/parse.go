package asyncapi

import (
	"errors"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/foliodocs/folio/internal/diag"
	"github.com/foliodocs/folio/internal/jsonpos"
	"github.com/foliodocs/folio/internal/openapi"
	"go.yaml.in/yaml/v4"
)

// Error is a document that cannot be read as AsyncAPI, at the place of
// the problem.
type Error struct {
	// Code is "asyncapi-invalid".
	Code string
	Msg  string
	Pos  jsonpos.Pos
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

// Diagnostic returns e as a diagnostic of the given severity.
func (e *Error) Diagnostic(sev diag.Severity) diag.Diagnostic {
	return diag.Diagnostic{Severity: sev, Code: e.Code, Message: e.Msg, Pos: e.Pos, File: e.Pos.Src.Name}
}

// Document is a parsed AsyncAPI document. It is not changed after Parse
// and is safe for concurrent reading.
type Document struct {
	// Name is the name given to Parse; positions refer to it.
	Name string
	// Version is the value of "asyncapi" ("3.0.0").
	Version string
	Title   string
	// Channels are the document's channels, in the order it writes them.
	Channels []*Channel
	// Diags are the problems met reading it: parts left out, references
	// that lead nowhere.
	Diags []diag.Diagnostic
}

// Channel is a channel with what its page shows.
type Channel struct {
	// ID is the channel's key in channels.
	ID                          string
	Title, Summary, Description string
	// Address is where the channel is on its servers ("/chat"); a 2.x
	// channel's key.
	Address string
	// Servers are the channel's servers: those it names, or all of them.
	Servers []Server
	// Tags are the names of its tags, in order.
	Tags []string
	// Parameters are the address's parameters ("{roomId}"), as path
	// parameters of an OpenAPI operation.
	Parameters []*openapi.Param
	// Send holds the messages a client sends on the channel (the
	// application receives them); Receive those it receives.
	Send, Receive []*Message
	Pos           jsonpos.Pos
}

// Server is a server of the document.
type Server struct {
	ID, Protocol, Host, Pathname, Title, Description string
}

// Message is a message sent on a channel.
type Message struct {
	// ID is the message's key (in the channel's messages, or of the
	// component it refers to), else its messageId or name.
	ID                                string
	Name, Title, Summary, Description string
	ContentType                       string
	Payload                           *openapi.Schema
	// Headers is the schema of the message's headers, nil without one.
	Headers  *openapi.Schema
	Examples []Example
	Pos      jsonpos.Pos
}

// Example is an example of a message.
type Example struct {
	Name, Summary string
	Payload       any
	HasPayload    bool
}

// Limits on what is read of one document.
const (
	maxChannels = 5000
	maxMessages = 20000
)

// Parse reads an AsyncAPI 2.x or 3.x document, JSON or YAML. name is how
// positions refer to the file. An error is an *Error; problems that leave
// a part out are in Document.Diags.
func Parse(name string, data []byte) (doc *Document, err error) {
	tree, err := openapi.ParseTree(name, data)
	if err != nil {
		var oe *openapi.Error
		if errors.As(err, &oe) {
			return nil, &Error{Code: "asyncapi-invalid", Msg: oe.Msg, Pos: oe.Pos}
		}
		return nil, &Error{Code: "asyncapi-invalid", Msg: err.Error(), Pos: jsonpos.Pos{Src: jsonpos.NewSource(name, data)}}
	}
	p := &parser{tree: tree, doc: &Document{Name: name}, messages: map[*yaml.Node]*Message{}}
	root := tree.Root()
	v := openapi.MemberOf(root, "asyncapi")
	if v == nil || v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
		return nil, &Error{Code: "asyncapi-invalid", Msg: "this is not an AsyncAPI document: it has no \"asyncapi\" version", Pos: tree.Pos(root)}
	}
	p.doc.Version = v.Value
	switch {
	case strings.HasPrefix(v.Value, "3."):
	case strings.HasPrefix(v.Value, "2."):
		p.v2 = true
		p.add(diag.Warning, v, "asyncapi-version", "upgrade the document to AsyncAPI 3.0 (asyncapi-converter does it)",
			"AsyncAPI %s: Mintlify reads AsyncAPI 3 documents only and shows none of this document's channels; Folio shows them", v.Value)
	default:
		return nil, &Error{Code: "asyncapi-invalid", Msg: fmt.Sprintf("AsyncAPI %q is not a version Folio reads (2.x or 3.x)", v.Value), Pos: tree.Pos(v)}
	}
	p.doc.Title = str(openapi.MemberOf(root, "info"), "title")
	p.contentType = str(root, "defaultContentType")
	p.servers(openapi.MemberOf(root, "servers"))
	if p.v2 {
		p.channels2(openapi.MemberOf(root, "channels"))
	} else {
		p.channels3(openapi.MemberOf(root, "channels"))
		p.operations3(openapi.MemberOf(root, "operations"))
	}
	return p.doc, nil
}

// Channel returns the channel with the key id; nil when there is none.
func (d *Document) Channel(id string) *Channel {
	for _, c := range d.Channels {
		if c.ID == id {
			return c
		}
	}
	return nil
}

// Heading is the channel's title as Mintlify shows it: its title, else
// its key in sentence case ("userEvents" → "User events").
func (c *Channel) Heading() string {
	if c.Title != "" {
		return c.Title
	}
	return SentenceCase(c.ID)
}

// About is the channel's description, else its summary.
func (c *Channel) About() string {
	if c.Description != "" {
		return c.Description
	}
	return c.Summary
}

// URL is where a client connects to the channel on server s: the
// server's protocol, host and path, then the channel's address.
func (c *Channel) URL(s Server) string {
	u := s.URL()
	if c.Address == "" {
		return u
	}
	return strings.TrimSuffix(u, "/") + "/" + strings.TrimPrefix(c.Address, "/")
}

// URL is the server's address: protocol://host/pathname.
func (s Server) URL() string {
	u := s.Host
	if s.Protocol != "" && !strings.Contains(u, "://") {
		u = s.Protocol + "://" + u
	}
	if s.Pathname != "" {
		u = strings.TrimSuffix(u, "/") + "/" + strings.TrimPrefix(s.Pathname, "/")
	}
	return u
}

// Heading is the message's title as Mintlify shows it: its title, else
// its name, else its key in sentence case.
func (m *Message) Heading() string {
	t := m.Title
	if t == "" {
		t = m.Name
	}
	if t == "" || t == m.ID {
		return SentenceCase(m.ID)
	}
	return t
}

// About is the message's summary, else its description.
func (m *Message) About() string {
	if m.Summary != "" {
		return m.Summary
	}
	return m.Description
}

// SentenceCase writes a camelCase name as words: split before each
// capital A-Z, lower-cased, the first letter capitalised
// ("sendMessage" → "Send message").
func SentenceCase(s string) string {
	var w strings.Builder
	for i, r := range s {
		if i > 0 && 'A' <= r && r <= 'Z' {
			w.WriteByte(' ')
		}
		w.WriteRune(unicode.ToLower(r))
	}
	out := w.String()
	if r, size := utf8.DecodeRuneInString(out); size > 0 && r != utf8.RuneError {
		out = string(unicode.ToUpper(r)) + out[size:]
	}
	return out
}

// parser holds what reading one document needs.
type parser struct {
	tree        *openapi.Document
	doc         *Document
	v2          bool
	contentType string
	serverList  []Server
	serverNodes map[*yaml.Node]int
	// channelNodes maps a channel's object to its channel; messages
	// holds the messages read, by their object.
	channelNodes map[*yaml.Node]*Channel
	channelMsgs  map[*Channel][]*Message
	messages     map[*yaml.Node]*Message
}

func (p *parser) add(sev diag.Severity, n *yaml.Node, code, hint, format string, args ...any) {
	pos := p.tree.Pos(n)
	p.doc.Diags = append(p.doc.Diags, diag.Diagnostic{Severity: sev, Code: code, Hint: hint, Pos: pos, File: p.doc.Name, Message: fmt.Sprintf(format, args...)})
}

// follow resolves a reference, reporting one that leads nowhere.
func (p *parser) follow(n *yaml.Node) (*yaml.Node, bool) {
	var l diag.List
	t, ok := p.tree.Follow(n, &l)
	p.addAll(&l)
	return t, ok
}

// addAll adds problems openapi found, under this package's codes.
func (p *parser) addAll(l *diag.List) {
	for _, d := range l.All() {
		// What openapi reports here is a reference's problem (one that
		// leads nowhere, in a loop, or to another file), or a file that
		// does not parse.
		if d.Code == "openapi-invalid" {
			d.Code = "asyncapi-invalid"
		} else {
			d.Code = "asyncapi-bad-ref"
		}
		if d.Severity == diag.Error {
			// A part left out, not the page: Mintlify shows the rest.
			d.Severity = diag.Warning
		}
		if d.File == "" {
			d.File = p.doc.Name
		}
		p.doc.Diags = append(p.doc.Diags, d)
	}
}

// object resolves n to a mapping; false (reported) for anything else.
func (p *parser) object(n *yaml.Node, what string) (*yaml.Node, bool) {
	t, ok := p.follow(n)
	if !ok {
		return nil, false
	}
	if t.Kind != yaml.MappingNode {
		p.add(diag.Warning, n, "asyncapi-invalid", "", "%s must be an object; it is left out", what)
		return nil, false
	}
	return t, true
}

// str returns the string member key of n; "" when it is missing or not
// a string.
func str(n *yaml.Node, key string) string {
	v := openapi.MemberOf(n, key)
	if v == nil || v.Kind != yaml.ScalarNode || v.Tag == "!!null" {
		return ""
	}
	return v.Value
}

// refName is the last segment of the reference n is, if it is one.
func refName(n *yaml.Node) string {
	r := str(n, "$ref")
	if i := strings.LastIndexByte(r, '/'); i >= 0 {
		r = r[i+1:]
	}
	return strings.ReplaceAll(strings.ReplaceAll(r, "~1", "/"), "~0", "~")
}

func (p *parser) servers(n *yaml.Node) {
	p.serverNodes = map[*yaml.Node]int{}
	for _, e := range openapi.Members(n) {
		s, ok := p.object(e.Value, fmt.Sprintf("the server %q", e.Key))
		if !ok {
			continue
		}
		sv := Server{ID: e.Key, Protocol: str(s, "protocol"), Title: str(s, "title"), Description: str(s, "description")}
		if p.v2 {
			sv.Host = str(s, "url")
		} else {
			sv.Host, sv.Pathname = str(s, "host"), str(s, "pathname")
		}
		// Variables are shown with their default values.
		for _, v := range openapi.Members(openapi.MemberOf(s, "variables")) {
			vo, ok := p.object(v.Value, fmt.Sprintf("the server variable %q", v.Key))
			if !ok {
				continue
			}
			if def := str(vo, "default"); def != "" {
				sv.Host = strings.ReplaceAll(sv.Host, "{"+v.Key+"}", def)
				sv.Pathname = strings.ReplaceAll(sv.Pathname, "{"+v.Key+"}", def)
			}
		}
		p.serverNodes[s] = len(p.serverList)
		p.serverList = append(p.serverList, sv)
	}
}

// channelServers reads a channel's servers: references (3.x) or names
// (2.x) of the document's servers; all of them when it names none.
func (p *parser) channelServers(ch *Channel, n *yaml.Node) {
	list := openapi.MemberOf(n, "servers")
	if list == nil || list.Kind != yaml.SequenceNode {
		ch.Servers = p.serverList
		return
	}
	for _, it := range list.Content {
		if p.v2 {
			name := it.Value
			found := false
			for _, s := range p.serverList {
				if s.ID == name {
					ch.Servers, found = append(ch.Servers, s), true
				}
			}
			if !found {
				p.add(diag.Warning, it, "asyncapi-bad-ref", "", "the channel %q names the server %q, which the document does not define", ch.ID, name)
			}
			continue
		}
		t, ok := p.follow(it)
		if !ok {
			continue
		}
		if i, ok := p.serverNodes[t]; ok {
			ch.Servers = append(ch.Servers, p.serverList[i])
		}
	}
}

func (p *parser) tags(ch *Channel, n *yaml.Node) {
	list := openapi.MemberOf(n, "tags")
	if list == nil || list.Kind != yaml.SequenceNode {
		return
	}
	for _, it := range list.Content {
		if t, ok := p.object(it, "a tag"); ok {
			if name := str(t, "name"); name != "" {
				ch.Tags = append(ch.Tags, name)
			}
		}
	}
}

func (p *parser) newChannel(key string, keyNode, n *yaml.Node) *Channel {
	ch := &Channel{ID: key, Title: str(n, "title"), Summary: str(n, "summary"), Description: str(n, "description"), Pos: p.tree.Pos(keyNode)}
	p.channelServers(ch, n)
	p.tags(ch, n)
	p.parameters(ch, n)
	p.doc.Channels = append(p.doc.Channels, ch)
	return ch
}

func (p *parser) channels3(n *yaml.Node) {
	p.channelNodes = map[*yaml.Node]*Channel{}
	p.channelMsgs = map[*Channel][]*Message{}
	for i, e := range openapi.Members(n) {
		if i >= maxChannels {
			p.add(diag.Warning, e.KeyNode, "asyncapi-invalid", "", "the document has more than %d channels; the rest are left out", maxChannels)
			break
		}
		c, ok := p.object(e.Value, fmt.Sprintf("the channel %q", e.Key))
		if !ok {
			continue
		}
		ch := p.newChannel(e.Key, e.KeyNode, c)
		// A null address is a channel whose address is not known.
		ch.Address = str(c, "address")
		p.channelNodes[c] = ch
		for _, m := range openapi.Members(openapi.MemberOf(c, "messages")) {
			if msg := p.message(m.Value, m.Key); msg != nil {
				p.channelMsgs[ch] = append(p.channelMsgs[ch], msg)
			}
		}
	}
}

// operations3 sorts the channels' messages by the operations on them.
func (p *parser) operations3(n *yaml.Node) {
	for _, e := range openapi.Members(n) {
		op, ok := p.object(e.Value, fmt.Sprintf("the operation %q", e.Key))
		if !ok {
			continue
		}
		chRef := openapi.MemberOf(op, "channel")
		if chRef == nil {
			p.add(diag.Warning, e.KeyNode, "asyncapi-invalid", "add channel: {$ref: '#/channels/NAME'}", "the operation %q names no channel; it is left out", e.Key)
			continue
		}
		cn, ok := p.follow(chRef)
		if !ok {
			continue
		}
		ch := p.channelNodes[cn]
		if ch == nil {
			p.add(diag.Warning, chRef, "asyncapi-bad-ref", "", "the channel of the operation %q is not one of the document's channels; it is left out", e.Key)
			continue
		}
		action := openapi.MemberOf(op, "action")
		var dst *[]*Message
		switch str(op, "action") {
		case "receive":
			dst = &ch.Send
		case "send":
			dst = &ch.Receive
		default:
			at := action
			if at == nil {
				at = e.KeyNode
			}
			p.add(diag.Warning, at, "asyncapi-invalid", "write action: send or action: receive", "the operation %q has no action send or receive; it is left out", e.Key)
			continue
		}
		msgs := p.channelMsgs[ch]
		if list := openapi.MemberOf(op, "messages"); list != nil && list.Kind == yaml.SequenceNode {
			msgs = nil
			for _, it := range list.Content {
				if m := p.message(it, refName(it)); m != nil {
					msgs = append(msgs, m)
				}
			}
		}
		for _, m := range msgs {
			if !contains(*dst, m) {
				*dst = append(*dst, m)
			}
		}
	}
}

func contains(ms []*Message, m *Message) bool {
	for _, x := range ms {
		if x == m {
			return true
		}
	}
	return false
}

func (p *parser) channels2(n *yaml.Node) {
	for i, e := range openapi.Members(n) {
		if i >= maxChannels {
			p.add(diag.Warning, e.KeyNode, "asyncapi-invalid", "", "the document has more than %d channels; the rest are left out", maxChannels)
			break
		}
		c, ok := p.object(e.Value, fmt.Sprintf("the channel %q", e.Key))
		if !ok {
			continue
		}
		ch := p.newChannel(e.Key, e.KeyNode, c)
		ch.Address = e.Key
		for _, kind := range []string{"publish", "subscribe"} {
			on := openapi.MemberOf(c, kind)
			if on == nil {
				continue
			}
			op, ok := p.object(on, fmt.Sprintf("the %s operation of %q", kind, e.Key))
			if !ok {
				continue
			}
			dst := &ch.Send
			if kind == "subscribe" {
				dst = &ch.Receive
			}
			mn := openapi.MemberOf(op, "message")
			if mn == nil {
				continue
			}
			alts := []*yaml.Node{mn}
			if mo, ok := p.object(mn, "a message"); ok {
				if one := openapi.MemberOf(mo, "oneOf"); one != nil && one.Kind == yaml.SequenceNode {
					alts = one.Content
				}
			}
			for _, a := range alts {
				if m := p.message(a, refName(a)); m != nil && !contains(*dst, m) {
					*dst = append(*dst, m)
				}
			}
		}
	}
}

// message reads a message object (or a reference to one), once per
// object; key is the name it is given where it is listed.
func (p *parser) message(n *yaml.Node, key string) *Message {
	m, ok := p.object(n, "a message")
	if !ok {
		return nil
	}
	if msg, ok := p.messages[m]; ok {
		return msg
	}
	if len(p.messages) >= maxMessages {
		return nil
	}
	msg := &Message{ID: key, Name: str(m, "name"), Title: str(m, "title"), Summary: str(m, "summary"),
		Description: str(m, "description"), ContentType: str(m, "contentType"), Pos: p.tree.Pos(n)}
	if msg.ID == "" {
		msg.ID = str(m, "messageId")
	}
	if msg.ID == "" {
		msg.ID = msg.Name
	}
	if msg.ContentType == "" {
		msg.ContentType = p.contentType
	}
	p.messages[m] = msg
	msg.Payload = p.schema(openapi.MemberOf(m, "payload"))
	msg.Headers = p.schema(openapi.MemberOf(m, "headers"))
	if exs := openapi.MemberOf(m, "examples"); exs != nil && exs.Kind == yaml.SequenceNode {
		for _, x := range exs.Content {
			xo, ok := p.object(x, "an example")
			if !ok {
				continue
			}
			ex := Example{Name: str(xo, "name"), Summary: str(xo, "summary")}
			if pv := openapi.MemberOf(xo, "payload"); pv != nil {
				ex.Payload, ex.HasPayload = openapi.NodeValue(pv), true
			}
			msg.Examples = append(msg.Examples, ex)
		}
	}
	return msg
}

// schema reads a payload or headers schema; nil for a missing node.
func (p *parser) schema(n *yaml.Node) *openapi.Schema {
	if n == nil {
		return nil
	}
	// A multi-format schema (3.x) holds the schema under "schema".
	var quiet diag.List // ReadSchema reports the reference
	if t, ok := p.tree.Follow(n, &quiet); ok && openapi.MemberOf(t, "schemaFormat") != nil && openapi.MemberOf(t, "schema") != nil {
		n = openapi.MemberOf(t, "schema")
	}
	var l diag.List
	s := p.tree.ReadSchema(n, &l)
	p.addAll(&l)
	return s
}

// parameters reads a channel's parameters. A 2.x parameter holds a
// schema; a 3.x one is a string with its own enum, default and examples,
// made a string schema here. Parameters are required: they are parts of
// the address.
func (p *parser) parameters(ch *Channel, n *yaml.Node) {
	for _, e := range openapi.Members(openapi.MemberOf(n, "parameters")) {
		po, ok := p.object(e.Value, fmt.Sprintf("the parameter %q", e.Key))
		if !ok {
			continue
		}
		prm := &openapi.Param{Name: e.Key, In: "path", Required: true, Description: str(po, "description"), Pos: p.tree.Pos(e.KeyNode)}
		if p.v2 {
			prm.Schema = p.schema(openapi.MemberOf(po, "schema"))
		} else {
			s := &openapi.Schema{Types: []string{"string"}}
			if en := openapi.MemberOf(po, "enum"); en != nil && en.Kind == yaml.SequenceNode {
				for _, v := range en.Content {
					s.Enum = append(s.Enum, openapi.NodeValue(v))
				}
			}
			if d := openapi.MemberOf(po, "default"); d != nil {
				s.Default, s.HasDefault = openapi.NodeValue(d), true
			}
			if xs := openapi.MemberOf(po, "examples"); xs != nil && xs.Kind == yaml.SequenceNode {
				for _, v := range xs.Content {
					prm.Examples = append(prm.Examples, openapi.Example{Value: openapi.NodeValue(v)})
				}
			}
			prm.Schema = s
		}
		ch.Parameters = append(ch.Parameters, prm)
	}
}
