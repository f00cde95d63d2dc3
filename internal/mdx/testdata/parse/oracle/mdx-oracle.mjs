#!/usr/bin/env node
// mdx-oracle.mjs parses MDX pages with Mintlify's own pipeline (@mdx-js/mdx
// with remark-gfm, remark-smartypants and remark-math, the plugins that
// @mintlify/mdx passes to it) and prints each page's Markdown tree in the
// normalised form that internal/mdx's oracle test prints for Folio's
// tree. It is run by hand, not by CI; see README.md.
//
//   node mdx-oracle.mjs --list pages.tsv --corpus DIR --out DIR   one .txt.gz per site
//   node mdx-oracle.mjs --full FILE.mdx                           one file, to stdout
//   node mdx-oracle.mjs --full --stdin < page.mdx                 same, from stdin
//
// --full prints text, code and attribute values instead of their hashes.
// --no-smartypants leaves the text as written (to tell smart punctuation
// apart from other differences).
// --modules DIR is the node_modules folder holding the pipeline (default
// ~/.cache/mintval/node_modules).

import {readFileSync, writeFileSync, mkdirSync} from 'node:fs'
import {join} from 'node:path'
import {homedir} from 'node:os'
import {pathToFileURL} from 'node:url'
import {gzipSync} from 'node:zlib'

const args = process.argv.slice(2)
const opt = {full: false, modules: join(homedir(), '.cache/mintval/node_modules'), files: []}
for (let i = 0; i < args.length; i++) {
  const a = args[i]
  if (a === '--full') opt.full = true
  else if (a === '--stdin') opt.stdin = true
  else if (a === '--no-smartypants') opt.noSmartypants = true
  else if (a === '--list') opt.list = args[++i]
  else if (a === '--corpus') opt.corpus = args[++i]
  else if (a === '--out') opt.out = args[++i]
  else if (a === '--modules') opt.modules = args[++i]
  else if (a === '--site') opt.site = args[++i]
  else opt.files.push(a)
}

// load imports a package's main module from the pipeline's node_modules.
async function load(name) {
  const dir = join(opt.modules, name)
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
  let entry = pkg.exports
  if (entry && typeof entry === 'object') entry = entry['.'] ?? entry
  if (entry && typeof entry === 'object') entry = entry.import ?? entry.default
  if (typeof entry !== 'string') entry = pkg.main || 'index.js'
  return import(pathToFileURL(join(dir, entry)).href)
}

const {createProcessor} = await load('@mdx-js/mdx')
const remarkGfm = (await load('remark-gfm')).default
const remarkMath = (await load('remark-math')).default
const remarkSmartypants = (await load('remark-smartypants')).default

// The tree is taken after the remark plugins (so after MDX's own
// paragraph unravelling and smartypants) and the rest of the compiler is
// skipped by throwing.
const captured = {tree: null}
const stop = new Error('captured')
function capture() {
  return (tree) => {
    captured.tree = tree
    throw stop
  }
}
const processor = createProcessor({
  remarkPlugins: opt.noSmartypants ? [remarkGfm, remarkMath, capture] : [remarkGfm, remarkSmartypants, remarkMath, capture]
})

// Private-use characters mark what the preprocessing stood in for.
const VAR_OPEN = '\uE000'
const VAR_CLOSE = '\uE001'
const ID_OPEN = '\uE002'
const ID_CLOSE = '\uE003'

// preprocess does to the page body what Mintlify does before MDX sees it
// (@mintlify/common getMdx: replaceVariables, preprocessCustomHeadingIds),
// with markers in place of the substituted values so that the normalised
// tree shows what was there.
function preprocess(body) {
  // {{name}}: Mintlify substitutes docs.json variables in the raw text,
  // code included; the marker keeps the original spelling.
  body = body.replace(/\{\{(\s*[\w.\-]+\s*)\}\}/g, (_, inner) => VAR_OPEN + inner + VAR_CLOSE)
  // ## Title {#id} outside fences becomes a heading with an id.
  const lines = body.split('\n')
  let fence = null
  let inComment = false
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const stripped = line.trimStart()
    if (fence) {
      if (closesFence(stripped, fence)) fence = null
      continue
    }
    const f = !inComment && openingFence(stripped)
    if (f) {
      fence = f
      continue
    }
    const wasInComment = inComment
    inComment = commentStateAfter(line, inComment)
    if (wasInComment || inComment) continue
    const m = /^( {0,3})(#{1,6})\s+(.+?)\s*\{\s*#([^}]+?)\s*\}\s*$/.exec(line)
    if (m) lines[i] = `${m[1]}${m[2]} ${m[3]}${ID_OPEN}${headingId(m[4])}${ID_CLOSE}`
  }
  return lines.join('\n')
}

function openingFence(s) {
  const c = s[0]
  if (c !== '`' && c !== '~') return null
  let n = 1
  while (s[n] === c) n++
  return n >= 3 ? {c, n} : null
}

function closesFence(s, f) {
  let i = 0
  while (s[i] === f.c) i++
  return i >= f.n && /^[ \t\r]*$/.test(s.slice(i))
}

// commentStateAfter tells whether a {/* comment */} is still open at the
// end of the line.
function commentStateAfter(line, open) {
  const masked = line.replace(/(`+).*?\1|"[^"\n]*"/g, (s) => ' '.repeat(s.length))
  let pos = 0
  for (;;) {
    if (open) {
      const close = line.indexOf('*/', pos)
      if (close < 0) return true
      pos = close + 2
      open = false
    }
    const start = masked.indexOf('{/*', pos)
    if (start < 0) return false
    pos = start + 3
    open = true
  }
}

// headingId cleans a custom heading id the way Mintlify does.
function headingId(raw) {
  return raw
    .trim()
    .replace(/[<>"&?,;:!'()\[\]{}]/g, '')
    .replace(/\p{Emoji_Modifier}|\p{Emoji_Modifier_Base}|\p{Emoji_Presentation}|\p{Extended_Pictographic}|[\u200D\uFE0E\uFE0F]/gu, '')
    .replace(/\s+/g, '-')
}

// parse returns the normalised tree of a page, or an error record.
async function parse(text) {
  captured.tree = null
  try {
    const tree = processor.parse(text)
    await processor.run(tree)
  } catch (e) {
    if (e !== stop) {
      const place = e.place && e.place.start ? e.place.start : e.place
      return {error: {line: place?.line ?? 0, column: place?.column ?? 0, message: String(e.reason || e.message)}}
    }
  }
  return {tree: normalise(captured.tree)}
}

// ---- normalisation (internal/mdx/parse_oracle_test.go mirrors it) ----

// A normalised node: type, fields (plain strings or {k, v} where v is a
// payload printed as a hash or quoted), children.
function node(type, fields = [], children = []) {
  return {type, fields, children}
}

function normalise(root) {
  const defs = new Map()
  const footnotes = new Map()
  const collect = (n) => {
    if (n.type === 'definition' && !defs.has(n.identifier)) defs.set(n.identifier, n)
    if (n.type === 'footnoteDefinition' && !footnotes.has(n.identifier)) footnotes.set(n.identifier, n)
    for (const c of n.children || []) collect(c)
  }
  collect(root)
  const refOrder = []
  const ctx = {defs, refOrder}
  const out = node('root', [], blocks(root.children, ctx))
  // Footnote definitions come at the end, in the order of their first
  // reference, as goldmark lists them.
  const seen = new Set()
  for (let i = 0; i < refOrder.length; i++) {
    const id = refOrder[i]
    if (seen.has(id) || !footnotes.has(id)) continue
    seen.add(id)
    out.children.push(node('footnote', [id], blocks(footnotes.get(id).children, ctx)))
  }
  return out
}

function blocks(list, ctx) {
  const out = []
  for (const n of list) out.push(...block(n, ctx))
  return out
}

function block(n, ctx) {
  switch (n.type) {
    case 'paragraph':
      return [node('paragraph', [], inlines(n.children, ctx))]
    case 'heading': {
      const kids = inlines(n.children, ctx)
      const fields = [String(n.depth)]
      const last = kids[kids.length - 1]
      if (last && last.type === 'text') {
        const m = new RegExp(`^([\\s\\S]*?)\\s*${ID_OPEN}(.*)${ID_CLOSE}$`).exec(last.fields[0].v)
        if (m) {
          fields.push({k: 'id=', v: m[2]})
          if (m[1] === '') kids.pop()
          else last.fields[0].v = m[1]
        }
      }
      return [node('heading', fields, kids)]
    }
    case 'thematicBreak':
      return [node('thematicBreak')]
    case 'blockquote':
      return [node('blockquote', [], blocks(n.children, ctx))]
    case 'list':
      return [node('list', n.ordered ? ['ordered', 'start=' + (n.start ?? 1)] : [], blocks(n.children, ctx))]
    case 'listItem':
      return [node('listItem', n.checked === true ? ['checked'] : n.checked === false ? ['unchecked'] : [], blocks(n.children, ctx))]
    case 'code':
      return [node('code', [{k: 'lang=', v: unmark(n.lang || '')}, {k: 'meta=', v: unmark(n.meta || '').trim()}, {k: '', v: unmark(n.value)}])]
    case 'math':
      return [node('mathBlock', [{k: '', v: n.value}])]
    case 'table': {
      // Rows have as many cells as the table has columns, as in HTML
      // (mdast-util-to-hast pads and cuts them).
      const cols = (n.align || []).length
      const rows = n.children.map((r) => {
        const cells = r.children.slice(0, cols).map((c) => node('cell', [], inlines(c.children, ctx)))
        while (cells.length < cols) cells.push(node('cell'))
        return node('row', [], cells)
      })
      return [node('table', [(n.align || []).map((a) => a || 'none').join(',')], rows)]
    }
    case 'definition':
    case 'footnoteDefinition':
      return []
    case 'mdxJsxFlowElement':
      return [jsx(n, blocksOrInlines(n.children, ctx))]
    case 'mdxFlowExpression':
      return [node('expr', [{k: '', v: code(n.value)}])]
    case 'mdxjsEsm':
      return [node('esm', [{k: '', v: code(n.value)}])]
    case 'html':
      return [node('html', [{k: '', v: n.value}])]
    default:
      // Phrasing content directly in a flow element (after MDX unravels a
      // paragraph of JSX).
      return inlines([n], ctx)
  }
}

// blocksOrInlines handles the children of a flow element, which are blocks
// or, after unravelling, phrasing content.
function blocksOrInlines(list, ctx) {
  const out = []
  let run = []
  const flush = () => {
    if (run.length) out.push(...inlines(run, ctx))
    run = []
  }
  for (const n of list) {
    if (isPhrasing(n)) {
      run.push(n)
      continue
    }
    flush()
    out.push(...block(n, ctx))
  }
  flush()
  return out
}

const phrasing = new Set(['text', 'emphasis', 'strong', 'delete', 'inlineCode', 'break', 'link', 'image', 'linkReference', 'imageReference', 'footnoteReference', 'mdxJsxTextElement', 'mdxTextExpression', 'inlineMath', 'html'])
function isPhrasing(n) {
  return phrasing.has(n.type)
}

function inlines(list, ctx) {
  const out = []
  const pushText = (s) => {
    if (s === '') return
    const last = out[out.length - 1]
    if (last && last.type === 'text') last.fields[0].v += s
    else out.push(node('text', [{k: '', v: s}]))
  }
  for (const n of list) {
    switch (n.type) {
      case 'text': {
        // Variables, marked by the preprocessing.
        const parts = n.value.split(new RegExp(`${VAR_OPEN}([^${VAR_CLOSE}]*)${VAR_CLOSE}`))
        for (let i = 0; i < parts.length; i++) {
          if (i % 2 === 0) pushText(parts[i])
          else out.push(node('variable', [parts[i].trim()]))
        }
        break
      }
      case 'emphasis':
      case 'strong':
      case 'delete':
        out.push(node(n.type, [], inlines(n.children, ctx)))
        break
      case 'inlineCode':
        // Line endings in code count as spaces, and the indentation of
        // the next line goes with them.
        out.push(node('inlineCode', [{k: '', v: unmark(n.value).replace(/\r?\n[ \t]*/g, ' ')}]))
        break
      case 'break':
        out.push(node('break'))
        break
      case 'inlineMath':
        out.push(node('math', [{k: '', v: n.value.replace(/\r?\n[ \t]*/g, ' ')}]))
        break
      case 'link':
        out.push(node('link', [{k: 'url=', v: unmark(n.url)}, {k: 'title=', v: unmark(n.title || '')}], inlines(n.children, ctx)))
        break
      case 'linkReference': {
        const d = ctx.defs.get(n.identifier)
        out.push(node('link', [{k: 'url=', v: unmark(d ? d.url : '')}, {k: 'title=', v: unmark(d?.title || '')}], inlines(n.children, ctx)))
        break
      }
      case 'image':
        out.push(node('image', [{k: 'url=', v: unmark(n.url)}, {k: 'alt=', v: unmark(n.alt || '')}, {k: 'title=', v: unmark(n.title || '')}]))
        break
      case 'imageReference': {
        const d = ctx.defs.get(n.identifier)
        out.push(node('image', [{k: 'url=', v: unmark(d ? d.url : '')}, {k: 'alt=', v: unmark(n.alt || '')}, {k: 'title=', v: unmark(d?.title || '')}]))
        break
      }
      case 'footnoteReference':
        ctx.refOrder.push(n.identifier)
        out.push(node('footnoteRef', [n.identifier]))
        break
      case 'mdxJsxTextElement':
        out.push(jsx(n, inlines(n.children, ctx)))
        break
      case 'mdxTextExpression':
        out.push(node('expr', [{k: '', v: code(n.value)}]))
        break
      case 'html':
        out.push(node('html', [{k: '', v: n.value}]))
        break
      default:
        // Blocks inside a text element cannot happen; keep them visible.
        out.push(...block(n, ctx))
    }
  }
  for (const n of out) if (n.type === 'text') n.fields[0].v = n.fields[0].v.replace(/[ \t\r\n]+/g, ' ')
  return out
}

function jsx(n, children) {
  const fields = [n.name || '<>']
  for (const a of n.attributes || []) {
    if (a.type === 'mdxJsxExpressionAttribute') {
      fields.push({k: '{...', v: code(a.value.replace(/^\s*\.\.\./, ''))})
    } else if (a.value === null || a.value === undefined) {
      fields.push(a.name)
    } else if (typeof a.value === 'string') {
      fields.push({k: a.name + '=', v: unmark(a.value)})
    } else {
      fields.push({k: a.name + '={', v: code(a.value.value)})
    }
  }
  return node('jsx', fields, children)
}

// code normalises the source of an expression or of ESM: whitespace runs
// count as one space.
function code(s) {
  return unmark(s).replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '')
}

// unmark turns variable markers back into their source.
function unmark(s) {
  return s.replace(new RegExp(`${VAR_OPEN}([^${VAR_CLOSE}]*)${VAR_CLOSE}`, 'g'), '{{$1}}')
}

// ---- printing ----

function fnv(s) {
  let h = 0x811c9dc5
  for (const b of Buffer.from(s, 'utf8')) {
    h ^= b
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(16).padStart(8, '0')
}

function print(n, depth, lines) {
  let line = ' '.repeat(depth) + n.type
  for (const f of n.fields) {
    if (typeof f === 'string') line += ' ' + f
    else line += ' ' + f.k + (opt.full ? JSON.stringify(f.v) : '#' + fnv(f.v))
  }
  lines.push(line)
  for (const c of n.children) print(c, depth + 1, lines)
}

async function page(text) {
  const r = await parse(preprocess(text))
  if (r.error) return [`! ${r.error.line}:${r.error.column} ${r.error.message}`]
  const lines = []
  for (const c of r.tree.children) print(c, 0, lines)
  return lines
}

// blankFrontmatter replaces the bytes before off with blank lines, so that
// lines and columns stay those of the file.
function blankFrontmatter(buf, off) {
  const head = buf.subarray(0, off).toString('utf8').replace(/[^\n]/g, '')
  return head + buf.subarray(off).toString('utf8')
}

if (opt.list) {
  const bySite = new Map()
  for (const line of readFileSync(opt.list, 'utf8').split('\n')) {
    if (!line) continue
    const [site, file, off] = line.split('\t')
    if (opt.site && site !== opt.site) continue
    if (!bySite.has(site)) bySite.set(site, [])
    bySite.get(site).push({file, off: Number(off)})
  }
  mkdirSync(opt.out, {recursive: true})
  for (const [site, pages] of bySite) {
    const out = []
    let failed = 0
    for (const p of pages) {
      const buf = readFileSync(join(opt.corpus, site, p.file))
      const lines = await page(blankFrontmatter(buf, p.off))
      if (lines[0]?.startsWith('! ')) failed++
      out.push('= ' + p.file, ...lines)
    }
    writeFileSync(join(opt.out, site + '.txt.gz'), gzipSync(out.join('\n') + '\n', {level: 9}))
    console.error(`${site}: ${pages.length} pages, ${failed} rejected by MDX`)
  }
} else {
  const buf = opt.stdin ? readFileSync(0) : readFileSync(opt.files[0])
  // A page read directly has its frontmatter blanked here.
  const m = /^---\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(buf.toString('latin1'))
  process.stdout.write((await page(blankFrontmatter(buf, m ? m[0].length : 0))).join('\n') + '\n')
}
