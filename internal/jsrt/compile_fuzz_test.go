package jsrt

import "testing"

// FuzzCompile: any source compiles or gives an error whose offset lies
// in the file, without panicking.
func FuzzCompile(f *testing.F) {
	f.Add("export const a = <Card title=\"x\">{1 + 2}</Card>;")
	f.Add("import { useState } from 'react';\nexport default function X() { const [n] = useState(0); return <>{n}</>; }")
	f.Add("export const b = (1 +;")
	f.Add("const x: number = 1; export { x };")
	f.Fuzz(func(t *testing.T, src string) {
		lines := LineMap{{Line: 1, Code: src}}
		for _, name := range []string{"a.jsx", "a.tsx"} {
			prog, ce := Compile(name, src, lines)
			if (prog == nil) == (ce == nil) {
				t.Fatalf("%s: program %v and error %v", name, prog, ce)
			}
			if ce != nil && (ce.Off < 0 || ce.Off > len(src)) {
				t.Fatalf("%s: error offset %d outside 0..%d", name, ce.Off, len(src))
			}
		}
	})
}
