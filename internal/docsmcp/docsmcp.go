// Package docsmcp serves a built docs site as an MCP (Model Context
// Protocol) server over the Streamable HTTP transport, as Mintlify hosts
// one at every site's /mcp: AI tools (Claude, Cursor, VS Code) connect
// to it to search the docs and read their pages as Markdown. It reads
// only what the site already built: its search index, which leaves out
// hidden, noindex and unsearchable pages, and its pages' Markdown copies.
package docsmcp

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"path"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/foliodocs/folio/internal/search"
	"github.com/foliodocs/folio/internal/site"
)

// Handler answers MCP requests about built sites. It is stateless: each
// request is answered by a server made for the site given with it, so
// the next request after a rebuild reads the new build, and any node of
// several can answer any request. Its methods are safe for concurrent
// use.
type Handler struct {
	streamable *mcp.StreamableHTTPHandler
	schemas    *mcp.SchemaCache
	version    string
}

// maxRequestBytes bounds the body of a request.
const maxRequestBytes = 1 << 20

// siteKey carries the site of a request to the server made for it.
type siteKey struct{}

// New returns a Handler; log receives the transport's problems (nil
// discards them).
func New(log *slog.Logger) *Handler {
	h := &Handler{schemas: mcp.NewSchemaCache(), version: version()}
	h.streamable = mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		out, _ := r.Context().Value(siteKey{}).(*site.Output)
		if out == nil {
			return nil
		}
		return h.server(out)
	}, &mcp.StreamableHTTPOptions{
		Stateless:    true,
		JSONResponse: true,
		Logger:       log,
		// The check refuses a request that reaches a loopback address
		// under another host name (DNS rebinding). Every answer here is
		// also on the site's pages, which are served without it, and it
		// would refuse every request a reverse proxy on the same
		// machine sends on.
		DisableLocalhostProtection: true,
	})
	return h
}

// Serve answers one MCP request about the site out, which must stay
// usable until Serve returns.
func (h *Handler) Serve(w http.ResponseWriter, r *http.Request, out *site.Output) {
	// A tool call is a few hundred bytes; a larger body is not one.
	r.Body = http.MaxBytesReader(w, r.Body, maxRequestBytes)
	h.streamable.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), siteKey{}, out)))
}

// NewServer returns the MCP server of a built site, for a transport of
// the caller's (tests connect one in memory).
func NewServer(out *site.Output) *mcp.Server {
	return New(nil).server(out)
}

// server makes the MCP server of a site: its name and instructions from
// docs.json, and the tools.
func (h *Handler) server(out *site.Output) *mcp.Server {
	info := out.Info()
	name := info.Name
	if name == "" {
		name = "Docs"
	}
	s := mcp.NewServer(&mcp.Implementation{Name: name, Title: name, Version: h.version, WebsiteURL: info.URL},
		&mcp.ServerOptions{Instructions: instructions(info), SchemaCache: h.schemas, Capabilities: &mcp.ServerCapabilities{}})
	d := &docs{out: out}
	mcp.AddTool(s, &mcp.Tool{
		Name:        "search",
		Title:       "Search the docs",
		Description: "Search " + name + "'s documentation. Returns the pages and sections that match the query, best first, each with its title, section, URL, path and an excerpt. Read a whole page with get_page and a result's path.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)},
	}, d.search)
	mcp.AddTool(s, &mcp.Tool{
		Name:        "get_page",
		Title:       "Read a page",
		Description: "Read a page of " + name + "'s documentation as Markdown. Give its path (such as /quickstart, as search returns it) or its URL.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)},
	}, d.getPage)
	return s
}

// instructions tells a model what the docs are about and how to use the
// tools.
func instructions(info site.Info) string {
	var b strings.Builder
	if info.Name != "" {
		fmt.Fprintf(&b, "This server gives access to the documentation of %s.", info.Name)
	} else {
		b.WriteString("This server gives access to a documentation site.")
	}
	if d := strings.TrimSpace(info.Description); d != "" {
		fmt.Fprintf(&b, " %s", d)
		if !strings.HasSuffix(d, ".") {
			b.WriteString(".")
		}
	}
	b.WriteString(" Use search to find the pages about a topic, then get_page with a result's path to read a page in full, as Markdown; cite the pages' URLs.")
	return b.String()
}

// docs is the tools' view of one site.
type docs struct {
	out *site.Output
}

// SearchInput is the search tool's arguments.
type SearchInput struct {
	Query string `json:"query" jsonschema:"what to look for: words, a phrase or a code identifier"`
	Limit int    `json:"limit,omitempty" jsonschema:"how many results at most (default 10, at most 50)"`
	Scope string `json:"scope,omitempty" jsonschema:"a language or version to search in, by its key as results name it (such as en or fr); empty searches them all"`
}

// SearchOutput is the search tool's result.
type SearchOutput struct {
	Results []SearchResult `json:"results"`
}

// SearchResult is one section that matched.
type SearchResult struct {
	Title   string `json:"title" jsonschema:"the page's title"`
	Section string `json:"section,omitempty" jsonschema:"the heading of the section that matched; empty for the page's opening"`
	URL     string `json:"url" jsonschema:"where to read it"`
	Path    string `json:"path" jsonschema:"the page's path, for get_page"`
	Scope   string `json:"scope,omitempty" jsonschema:"the language or version the page is in, for a site with several"`
	Excerpt string `json:"excerpt" jsonschema:"a short excerpt of the section's text"`
}

const (
	defaultLimit = 10
	maxLimit     = 50
)

// search ranks the site with the engine and weights its search dialog
// uses (internal/search); a page's best section is its result.
func (d *docs) search(_ context.Context, _ *mcp.CallToolRequest, in SearchInput) (*mcp.CallToolResult, SearchOutput, error) {
	if !search.HasWords(in.Query) {
		return nil, SearchOutput{}, errors.New("the query has no words to look for")
	}
	limit := in.Limit
	if limit <= 0 {
		limit = defaultLimit
	}
	limit = min(limit, maxLimit)
	scopes := d.out.SearchScopes()
	if in.Scope != "" && !slices.ContainsFunc(scopes, func(s search.Scope) bool { return s.Key == in.Scope }) {
		keys := make([]string, len(scopes))
		for i, s := range scopes {
			keys[i] = s.Key
		}
		return nil, SearchOutput{}, fmt.Errorf("there is no scope %q: give one of %s, or none", in.Scope, strings.Join(keys, ", "))
	}
	out := SearchOutput{Results: []SearchResult{}}
	for _, r := range d.out.Search(in.Query, in.Scope, limit) {
		res := SearchResult{Title: r.Title, URL: d.out.PublicURL(r.Path, ""), Path: r.Path}
		if len(scopes) > 1 {
			res.Scope = scopes[r.Scope].Key
		}
		if len(r.Sections) > 0 {
			s := r.Sections[0]
			res.Section, res.Excerpt, res.URL = s.Heading, s.Text, d.out.PublicURL(r.Path, s.Anchor)
		}
		out.Results = append(out.Results, res)
	}
	return nil, out, nil
}

// GetPageInput is the get_page tool's arguments.
type GetPageInput struct {
	Path string `json:"path" jsonschema:"the page's path, such as /quickstart (as search returns it), or its URL"`
}

func (d *docs) getPage(_ context.Context, _ *mcp.CallToolRequest, in GetPageInput) (*mcp.CallToolResult, any, error) {
	pages, err := d.pagePaths(in.Path)
	if err != nil {
		return nil, nil, err
	}
	// A hidden or unsearchable page is not found either, as search does
	// not find it.
	for _, page := range pages {
		if md, ok := d.out.Markdown(page); ok && d.out.Searchable(page) {
			return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: md}}}, nil, nil
		}
	}
	return nil, nil, fmt.Errorf("there is no page at %s: search for its topic to find the pages and their paths", pages[0])
}

// pagePaths turns what a client gave get_page into the paths of the
// page it may mean, below the site's base path ("/guides/setup"): as
// given, and without the base path when it starts with it. It takes a
// leading slash or not, .md, and a URL of the site itself; it refuses a
// path that climbs out (..) and a URL elsewhere.
func (d *docs) pagePaths(p string) ([]string, error) {
	p = strings.TrimSpace(p)
	if p == "" {
		return nil, errors.New("give the path of a page, such as /quickstart")
	}
	if strings.ContainsAny(p, "\\\x00") {
		return nil, fmt.Errorf("%q is not a page path", p)
	}
	u, err := url.Parse(p)
	if err != nil {
		return nil, fmt.Errorf("%q is not a page path or URL", p)
	}
	for _, seg := range strings.Split(u.Path, "/") {
		if seg == ".." {
			return nil, fmt.Errorf("%q leaves the site: give the path of one of its pages", p)
		}
	}
	if u.Scheme != "" || u.Host != "" || strings.HasPrefix(p, "//") {
		base := d.out.Info().URL
		bu, _ := url.Parse(base)
		if base == "" || bu == nil || !strings.EqualFold(u.Scheme, bu.Scheme) || !strings.EqualFold(u.Host, bu.Host) ||
			!within(u.Path, bu.Path) {
			return nil, fmt.Errorf("%s is not on this site: give the path of one of its pages, such as /quickstart", p)
		}
		return []string{clean(strings.TrimPrefix(u.Path, strings.TrimSuffix(bu.Path, "/")))}, nil
	}
	pages := []string{clean(u.Path)}
	if base := strings.TrimSuffix(d.out.BasePath, "/"); base != "" && within(pages[0], base) {
		pages = append(pages, clean(strings.TrimPrefix(pages[0], base)))
	}
	return pages, nil
}

// clean is a page's path as the site names it: a leading slash, no .md,
// no final slash or /index.
func clean(p string) string {
	p = strings.TrimSuffix(p, ".md")
	p = strings.TrimSuffix(path.Clean("/"+p), "/index")
	if p == "" || p == "/index" {
		return "/"
	}
	return p
}

// within reports whether the URL path p is base or below it.
func within(p, base string) bool {
	base = strings.TrimSuffix(base, "/")
	return base == "" || p == base || strings.HasPrefix(p, base+"/")
}

// version is Folio's version, for the server's implementation info.
func version() string {
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}
