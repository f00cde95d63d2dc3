package agent

// component is one entry of the component reference in the system prompt:
// the components Folio renders (internal/content), with their key props,
// and an example that the tests render to prove it is accepted.
type component struct {
	names   string // as shown: "Note, Tip, Info, Warning, Check, Danger"
	props   string // the key props and what they do
	example string // MDX
}

// components returns the reference, grouped by use.
func components() []component {
	return []component{
		{"Note, Tip, Info, Warning, Check, Danger", "callouts around Markdown; Callout takes icon and color for a custom one",
			"<Note>\n  Keys are shown **once**.\n</Note>"},
		{"Card", `title, icon, href (the card is a link), horizontal, img; the text inside is its body`,
			`<Card title="Quickstart" icon="rocket" href="/quickstart">Set up in five minutes.</Card>`},
		{"CardGroup / Columns", "cols={2} (1–4): a grid of cards",
			"<Columns cols={2}>\n  <Card title=\"A\" href=\"/a\">First</Card>\n  <Card title=\"B\" href=\"/b\">Second</Card>\n</Columns>"},
		{"Tabs, Tab", "Tab title; the reader switches between them",
			"<Tabs>\n  <Tab title=\"npm\">`npm i folio`</Tab>\n  <Tab title=\"pnpm\">`pnpm add folio`</Tab>\n</Tabs>"},
		{"CodeGroup", "fenced code blocks shown as tabs, each titled after its language",
			"<CodeGroup>\n```bash npm\nnpm i folio\n```\n\n```bash pnpm\npnpm add folio\n```\n</CodeGroup>"},
		{"Steps, Step", "Step title; numbered procedure",
			"<Steps>\n  <Step title=\"Install\">Run the installer.</Step>\n  <Step title=\"Sign in\">Open the dashboard.</Step>\n</Steps>"},
		{"AccordionGroup, Accordion", "Accordion title (required), description, icon, defaultOpen; collapsible sections",
			"<AccordionGroup>\n  <Accordion title=\"Is it free?\">Yes.</Accordion>\n</AccordionGroup>"},
		{"Expandable", "title, defaultOpen; nested fields inside ParamField or ResponseField",
			"<Expandable title=\"properties\">\n  <ResponseField name=\"id\" type=\"string\">The id.</ResponseField>\n</Expandable>"},
		{"Frame", "caption; a framed image",
			"<Frame caption=\"The dashboard\">\n  <img src=\"https://example.com/dashboard.png\" alt=\"Dashboard\" />\n</Frame>"},
		{"ParamField", `one of path, query, body or header="name", type, required, default; an API parameter`,
			`<ParamField query="limit" type="integer" default="20">How many items to return.</ParamField>`},
		{"ResponseField", "name, type, required; a field of an API response",
			`<ResponseField name="id" type="string" required>The job's id.</ResponseField>`},
		{"RequestExample, ResponseExample", "code blocks shown beside an API page",
			"<ResponseExample>\n```json 200\n{\"id\": \"job_1\"}\n```\n</ResponseExample>"},
		{"Update", `label (required), description, tags={["…"]}; a changelog entry`,
			"<Update label=\"2025-01-15\" description=\"v1.2\">\n  Faster builds.\n</Update>"},
		{"Badge", "color, size, shape, icon; an inline label",
			`Requires the <Badge color="orange">Pro</Badge> plan.`},
		{"Tooltip", "tip (required), headline, cta, href; explains a term on hover",
			`An <Tooltip tip="Application Programming Interface">API</Tooltip> call.`},
		{"Icon", "icon, size, color, iconType; an inline icon",
			`<Icon icon="check" size={16} />`},
		{"Tree, Tree.Folder, Tree.File", "name, defaultOpen; a file tree",
			"<Tree>\n  <Tree.Folder name=\"docs\" defaultOpen>\n    <Tree.File name=\"docs.json\" />\n  </Tree.Folder>\n</Tree>"},
		{"Tile", "href (required), title, description; a tile with a picture inside",
			"<Tile href=\"/guides\" title=\"Guides\">\n  <img src=\"https://example.com/guides.svg\" alt=\"\" />\n</Tile>"},
		{"View, Visibility, Prompt, GitHub.Repo, Panel, Mermaid, Latex, Color", `View title (one variant of a page, chosen by the reader), Visibility for="humans" or "agents", Prompt description (a prompt to copy), GitHub.Repo repo="owner/name"`,
			`<Visibility for="humans">Shown on the site only.</Visibility>`},
	}
}
