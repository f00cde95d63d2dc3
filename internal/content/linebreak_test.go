package content

import (
	"context"
	"strings"
	"testing"
	"testing/fstest"
)

// A page saved with lone "\r" line breaks (or a mix) reads as MDX reads
// it: each "\r" ends a line, so a fence closes and a tag closes before the
// heading on the next line.
func TestLoneCRLineBreaks(t *testing.T) {
	src := "---\rtitle: T\r---\r## Request\n```\rGET /x\r```\r## Sample\n<CodeGroup>\r\n  ```bash bash\r\n  {}\r\n  ```\r\n</CodeGroup>\r## Fields\n"
	fsys := fstest.MapFS{"page.mdx": {Data: []byte(src)}}
	r := New(Options{Files: fsys, Icons: fakeIcons{}})
	pg := r.Render(context.Background(), "page.mdx", []byte(src))
	if pg.Diagnostics.HasErrors() {
		t.Fatalf("errors: %s", diagText(pg))
	}
	for _, h := range []string{"Request", "Sample", "Fields"} {
		if !strings.Contains(pg.HTML, ">"+h+"</h2>") && !strings.Contains(pg.HTML, h+"</a></h2>") {
			t.Errorf("no heading %q in\n%s", h, pg.HTML)
		}
	}
}
