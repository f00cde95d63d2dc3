// Package site builds a docs site from a loaded project: every page of the
// resolved navigation rendered into the theme, the assets, the search
// index, sitemap.xml, robots.txt, llms.txt, llms-full.txt, a Markdown copy
// of every page and the redirects. The result is an Output held in memory:
// `folio dev` and `folio serve` serve it through Handler, `folio build`
// writes it with Output.Write.
//
// Like config, nav and content, site is a pure library: it reads the docs
// folder it is given and nothing else.
package site
