// Package jsrt runs the JavaScript of MDX pages: export const values,
// expressions that are not literals, and components written as arrow
// functions in snippets. esbuild turns a module's JSX, TypeScript and
// import/export syntax into a CommonJS function body (Compile); goja runs
// it in a page's Env. JSX becomes calls of __h, which builds plain
// element objects the caller turns back into its own elements. Values
// cross to Go as nil, bool, float64, string, []any and *Object (keys in
// order); ParseLiteral reads a literal expression into them without an
// engine, which is what most attribute values in real pages are.
//
// It is a package of its own so that the renderer (internal/content)
// composes it with the MDX syntax and smart punctuation instead of
// holding an engine's lifecycle among its page types: everything here
// is about running JavaScript (compiling, the program cache, an Env's
// time and memory budgets, the React-like prelude and web globals,
// createElement, module and require plumbing, package imports), and
// nothing knows about MDX trees. The name says what it is, a runtime,
// rather than tying it to MDX: a JSX snippet runs here the same way.
//
// An Env is a sandbox: nothing but what the caller's require gives can
// be imported, there is no file system, network or timer, and a page's
// scripts share one time budget and a memory budget (see watchMemory),
// and stop when interrupted (Env.Interrupt: the renderer does when its
// context is cancelled). Hooks render their initial state.
package jsrt
