package agent

import (
	"context"
	"encoding/json"

	"github.com/foliodocs/folio/internal/agent/model"
)

// The tools' names.
const (
	ToolListFiles       = "list_files"
	ToolReadFile        = "read_file"
	ToolSearch          = "search"
	ToolWriteFile       = "write_file"
	ToolEditFile        = "edit_file"
	ToolDeleteFile      = "delete_file"
	ToolMoveFile        = "move_file"
	ToolAddToNavigation = "add_to_navigation"
	ToolValidate        = "validate"
	ToolRenderPage      = "render_page"
	// ToolFinish ends the run; its summary is the pull request's title
	// (first line) and body (the rest).
	ToolFinish = model.FinishTool
)

// register builds the tool table: each tool's definition for the model and
// its implementation.
func (t *Tools) register() {
	t.tools = map[string]*tool{}
	add := func(name, description, schema string, run func(context.Context, json.RawMessage) (string, error)) {
		t.tools[name] = &tool{def: model.Tool{Name: name, Description: description, Parameters: json.RawMessage(schema)}, run: run}
		t.order = append(t.order, name)
	}
	add(ToolListFiles,
		"List the files and folders of the docs folder, or of one folder in it. Folders end with /. Every path is relative to the docs folder.",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"Folder to list, relative to the docs folder. Default: the docs folder itself."},
			"recursive":{"type":"boolean","description":"List everything below the folder, not only its direct entries."}
		},"additionalProperties":false}`,
		t.files.listFiles)
	add(ToolReadFile,
		"Read a text file. Each line starts with its number and a tab, which are not part of the file. A long file comes in parts: read on with offset.",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"File to read, relative to the docs folder, such as guides/setup.mdx."},
			"offset":{"type":"integer","minimum":1,"description":"First line to return, from 1. Default 1."},
			"limit":{"type":"integer","minimum":1,"description":"Number of lines to return. Default 2000."}
		},"required":["path"],"additionalProperties":false}`,
		t.files.readFile)
	add(ToolSearch,
		"Search the text files of the docs folder with a regular expression (Go RE2 syntax: escape ( ) [ ] { } . * + ? | \\ ^ $ to match them literally). Returns one file:line: text per matching line, at most 100.",
		`{"type":"object","properties":{
			"query":{"type":"string","description":"Regular expression, such as 'api[_ ]key' or 'href=\"/old-page\"'."},
			"path":{"type":"string","description":"File or folder to search in, relative to the docs folder. Default: everything."},
			"ignore_case":{"type":"boolean","description":"Match letters in any case."}
		},"required":["query"],"additionalProperties":false}`,
		t.files.search)
	// The repository's tools, when they are offered, come after the
	// docs folder's reading tools.
	if t.repo != nil {
		t.repo.register(add)
	}
	if t.history != nil {
		t.history.register(add)
	}
	if t.pulls != nil {
		t.pulls.register(add)
	}
	add(ToolWriteFile,
		"Create a file, or replace the whole content of one. Folders are created as needed. To change part of an existing file, use edit_file.",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"File to write, relative to the docs folder, such as guides/setup.mdx."},
			"content":{"type":"string","description":"The complete new content of the file."}
		},"required":["path","content"],"additionalProperties":false}`,
		t.files.writeFile)
	add(ToolEditFile,
		"Replace one piece of text in a file. old must occur exactly once in the file, character for character: the same indentation, spaces and line breaks (copy it from read_file, without the line numbers). Include a few neighbouring lines to make it unique. An empty new deletes old.",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"File to edit, relative to the docs folder."},
			"old":{"type":"string","description":"The exact text to replace; it must occur once."},
			"new":{"type":"string","description":"The text to put in its place."}
		},"required":["path","old","new"],"additionalProperties":false}`,
		t.files.editFile)
	add(ToolDeleteFile,
		"Delete a file. Remove the page from the navigation and fix links to it as well (search finds them).",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"File to delete, relative to the docs folder."}
		},"required":["path"],"additionalProperties":false}`,
		t.files.deleteFile)
	add(ToolMoveFile,
		"Move or rename a file or a folder; the destination must not exist. The navigation and links that name the old path are not changed: update them afterwards (search finds them).",
		`{"type":"object","properties":{
			"from":{"type":"string","description":"File or folder to move, relative to the docs folder."},
			"to":{"type":"string","description":"Its new path, relative to the docs folder."}
		},"required":["from","to"],"additionalProperties":false}`,
		t.files.moveFile)
	add(ToolAddToNavigation,
		`Add a page to the site's navigation in docs.json. group is the label path of the group: the titles of the tabs, anchors, dropdowns, versions, … and groups that lead to it, outermost first, such as ["Guides", "Get started"]; leading labels may be left out when the rest is unambiguous. Groups missing at the end of the path are created. The page goes at the end of the group, or right after the page named by after.`,
		`{"type":"object","properties":{
			"page":{"type":"string","description":"Page path as docs.json names it: relative to the docs folder, without .mdx, such as guides/setup."},
			"group":{"type":"array","items":{"type":"string"},"minItems":1,"description":"Labels leading to the group, outermost first."},
			"after":{"type":"string","description":"Put the page right after this page of the group, instead of at its end."}
		},"required":["page","group"],"additionalProperties":false}`,
		t.nav.addToNavigation)
	add(ToolValidate,
		"Check the whole site as `folio validate` does: docs.json, the navigation, and every page (MDX syntax, components, snippets, links, images). Lists each problem as file:line:col with a hint. Run it before finish and fix every error.",
		`{"type":"object","properties":{},"additionalProperties":false}`,
		t.checks.validate)
	add(ToolRenderPage,
		"Render a page as the site shows it, as plain text (Markdown, with components flattened), followed by the problems found in it. Use it to check a page after changing it.",
		`{"type":"object","properties":{
			"path":{"type":"string","description":"The page: its file (guides/setup.mdx) or its path in docs.json (guides/setup)."}
		},"required":["path"],"additionalProperties":false}`,
		t.checks.renderPage)
	add(ToolFinish,
		"End the work, once, last, after validate reports no errors. The summary becomes the pull request: a first line that is its title (imperative, under 72 characters, such as \"Document the serve command\"), a blank line, then what changed and why, briefly.",
		`{"type":"object","properties":{
			"summary":{"type":"string","description":"Title line, blank line, description of the changes."}
		},"required":["summary"],"additionalProperties":false}`,
		finish)
}
