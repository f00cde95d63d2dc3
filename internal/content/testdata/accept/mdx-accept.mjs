// Mintlify's verdict on MDX files: does its prebuild parse (getAST from
// @mintlify/common, the step that replaces a page it cannot parse with
// "A parsing error occurred") accept each file, and if not, where and why.
// Usage: node mdx-accept.mjs --list FILES.tsv --corpus DIR --out DIR [--modules DIR]
//   FILES.tsv: "site<TAB>path" lines.  Writes DIR/<site>.tsv:
//   "path<TAB>ok" or "path<TAB>line:col<TAB>message" (the file's own lines).
import fs from 'fs';
import path from 'path';
import { pathToFileURL } from 'url';

const args = process.argv.slice(2);
const opt = (name, def) => { const i = args.indexOf(name); return i >= 0 ? args[i + 1] : def; };
const modules = opt('--modules', path.join(process.env.HOME, '.cache/mintcli/lib/node_modules/mint/node_modules'));
const common = await import(pathToFileURL(path.join(modules, '@mintlify/common/dist/mdx/remark.js')).href);
const pre = await import(pathToFileURL(path.join(modules, '@mintlify/common/dist/mdx/preprocessCustomHeadingIds.js')).href);
const frag = await import(pathToFileURL(path.join(modules, '@mintlify/common/dist/mdx/preprocessMdxFragmentCode.js')).href);

// lineMap maps the lines of the preprocessed text back to the file's: the
// heading-id pass turns one line into three (<hN id>, text, </hN>).
function lineMap(orig) {
  const a = orig.split('\n');
  const b = pre.preprocessCustomHeadingIds(frag.preprocessMdxFragmentCode(orig)).split('\n');
  const map = [];
  let i = 0;
  for (let j = 0; j < b.length; ) {
    if (a[i] === b[j] || !/^\s*<h[1-6] id="/.test(b[j]) || b.length - j < 3) { map.push(i + 1); i++; j++; continue; }
    map.push(i + 1, i + 1, i + 1); i++; j += 3;
  }
  return map;
}

function verdict(text, file) {
  try {
    common.getAST(text, file);
    return 'ok';
  } catch (e) {
    const place = e.place && e.place.start ? e.place.start : e.place || {};
    let line = e.line ?? place.line ?? e.loc?.line ?? 0, col = e.column ?? place.column ?? (e.loc ? e.loc.column + 1 : 0);
    if (line && !/\.(jsx|tsx)$/i.test(file)) line = lineMap(text)[line - 1] ?? line;
    const msg = String(e.reason || e.message || e).split('\n')[0].replace(/\t/g, ' ');
    return `${line}:${col}\t${msg}`;
  }
}

const corpus = opt('--corpus'), out = opt('--out');
const bySite = new Map();
for (const line of fs.readFileSync(opt('--list'), 'utf8').split('\n')) {
  if (!line) continue;
  const [site, file] = line.split('\t');
  if (!bySite.has(site)) bySite.set(site, []);
  bySite.get(site).push(file);
}
for (const [site, files] of bySite) {
  const lines = [];
  let rejected = 0;
  for (const file of files) {
    const text = fs.readFileSync(path.join(corpus, site, file), 'utf8');
    const v = verdict(text, file);
    if (v !== 'ok') rejected++;
    lines.push(`${file}\t${v}`);
  }
  fs.writeFileSync(path.join(out, site + '.tsv'), lines.join('\n') + '\n');
  console.log(`${site}: ${files.length} files, ${rejected} rejected`);
}
