package mdx

// Mintlify's variables: {{name}} anywhere in a page stands for a value of
// docs.json's "variables", substituted before MDX parses the page (the
// regex is \{\{\s*([\w.\-]+)\s*\}\}). In text it becomes a Variable node
// here, not an expression; in code the renderer substitutes it itself.

// matchVariable reads {{name}} at src[off], returning the name and the
// offset after the closing braces.
func matchVariable(src []byte, off int) (string, int, bool) {
	if off+1 >= len(src) || src[off] != '{' || src[off+1] != '{' {
		return "", 0, false
	}
	p := off + 2
	for p < len(src) && isJSSpace(src[p]) {
		p++
	}
	s := p
	for p < len(src) && isVariableChar(src[p]) {
		p++
	}
	if p == s {
		return "", 0, false
	}
	name := string(src[s:p])
	for p < len(src) && isJSSpace(src[p]) {
		p++
	}
	if p+1 >= len(src) || src[p] != '}' || src[p+1] != '}' {
		return "", 0, false
	}
	return name, p + 2, true
}

func isVariableChar(c byte) bool {
	return c == '_' || c == '.' || c == '-' || isASCIIAlnum(c)
}

// isJSSpace is JavaScript's \s on ASCII.
func isJSSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
}
