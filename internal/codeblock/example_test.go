package codeblock_test

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/foliodocs/folio/internal/codeblock"
)

func ExampleParseInfo() {
	m, probs := codeblock.ParseInfo(`java HelloWorld.java example icon="java" lines highlight={1,3-4}`)
	fmt.Printf("%q %q %q lines=%v %v %d problems\n", m.Lang, m.Title, m.Icon, m.Lines, m.Highlight, len(probs))

	_, probs = codeblock.ParseInfo("js focus={2-x}")
	fmt.Println(probs)
	// Output:
	// "java" "HelloWorld.java example" "java" lines=true [{1 1} {3 4}] 0 problems
	// [{12 expected a line number or range like 1,3-5}]
}

func ExampleHighlighter_Render() {
	h := codeblock.New(codeblock.Options{DarkSelector: "[data-theme=dark]"})
	m, _ := codeblock.ParseInfo("python Python diff")
	var b bytes.Buffer
	h.Render(&b, m, []byte("print(\"Hello\")  # [!code --]\nprint(\"Hello, Folio\")  # [!code ++]\n"), codeblock.RenderOptions{})
	html := b.String()
	fmt.Println(strings.Contains(html, `<span class="code-block-line code-block-del">`), strings.Contains(html, "[!code"))
	fmt.Println(strings.Contains(h.CSS(), "[data-theme=dark] .code-block-code .s2{"))
	// Output:
	// true false
	// true
}
