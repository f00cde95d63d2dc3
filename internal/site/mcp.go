package site

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"net/url"
	"strings"

	"github.com/foliodocs/folio/internal/config"
)

// Info is what a built site says about itself, for a server that speaks
// for it (the MCP server).
type Info struct {
	// Name and Description are docs.json's.
	Name, Description string
	// URL is the site's public address, without a final slash, when
	// docs.json gives it (seo.metatags canonical); "" when unknown.
	URL string
}

// Info returns what the site says about itself.
func (o *Output) Info() Info { return o.info }

// Markdown returns the Markdown copy of the page at a URL path below the
// base path ("/guides/setup", "/"), as the site serves it at
// /guides/setup.md; false when there is no such page or its copy was
// written to a folder.
func (o *Output) Markdown(page string) (string, bool) {
	f := o.Files[mdKey(page)]
	if f == nil || f.Written || f.Source != "" {
		return "", false
	}
	return string(f.Bytes()), true
}

// mcpName is the name the editors list the MCP server under.
func mcpName(cfg *config.Config) string {
	if cfg.Name != "" {
		return cfg.Name
	}
	return "docs"
}

// cursorInstall is Cursor's link for adding a remote MCP server: its
// documented install deeplink, whose config parameter is the server's
// entry of mcp.json in base64. The site script makes the same link.
func cursorInstall(name, mcp string) string {
	config := plainJSON(map[string]string{"url": mcp})
	return "cursor://anysphere.cursor-deeplink/mcp/install?name=" + uriComponent(name) +
		"&config=" + uriComponent(base64.StdEncoding.EncodeToString(config))
}

// vscodeInstall is VS Code's MCP install link: the URL handler takes the
// server as `code --add-mcp` does, as JSON in the query.
func vscodeInstall(name, mcp string) string {
	config := plainJSON(struct {
		Name string `json:"name"`
		Type string `json:"type"`
		URL  string `json:"url"`
	}{name, "http", mcp})
	return "vscode:mcp/install?" + uriComponent(string(config))
}

// plainJSON is v in JSON as JavaScript's JSON.stringify writes it: <, >
// and & as they are, so that the build and the site script make the
// same links.
func plainJSON(v any) []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	enc.Encode(v)
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// addMCPCommand is the command that adds the server to the AI tools
// found on the reader's machine (the add-mcp package).
func addMCPCommand(mcp string) string { return "npx add-mcp " + mcp }

// uriComponent escapes s as JavaScript's encodeURIComponent does, near
// enough that both decode the same: a space is %20, not +.
func uriComponent(s string) string {
	return strings.ReplaceAll(url.QueryEscape(s), "+", "%20")
}
