#!/usr/bin/env bash
# Builds the same generated 10,000-page site with folio build and with Hugo,
# one after the other on this machine, and prints wall time and peak RSS of
# each. Needs python3, GNU time (/usr/bin/time) and hugo (apt-get install
# hugo). Usage: bench/compare-hugo.sh [PAGES]
set -euo pipefail
cd "$(dirname "$0")/.."
pages="${1:-10000}"
tools="${FOLIO_TOOLS:-../shared/tools}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 "$tools/gen-corpus.py" --pages "$pages" --out "$work/site" --format all >/dev/null
go build -o "$work/folio" ./cmd/folio
mdx="$work/site/mdx"; [ -d "$mdx" ] || mdx="$work/site"
hugo_src="$work/site/hugo"

measure() { # name, command...
  local name="$1"; shift
  /usr/bin/time -f "%e %M" -o "$work/time" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
  read -r secs kb <"$work/time"
  printf '%-12s %8.2f s %8.0f MB\n' "$name" "$secs" "$((kb / 1024))"
}

echo "site: $pages pages ($mdx, $hugo_src)"
measure folio "$work/folio" build "$mdx" -o "$work/out-folio"
measure hugo hugo --quiet -s "$hugo_src" -d "$work/out-hugo"
measure folio-plain "$work/folio" build "$mdx" -o "$work/out-folio-plain" --precompress=false
# The size of each export: on disk (du) and of its files' content.
size() { printf '%-12s %6s MB on disk %6s MB of files %7s files\n' "$1" "$(du -s -BM "$2" | cut -f1 | tr -d M)" \
  "$(du -s --apparent-size -BM "$2" | cut -f1 | tr -d M)" "$(find "$2" -type f | wc -l)"; }
size folio "$work/out-folio"
size folio-plain "$work/out-folio-plain"
size hugo "$work/out-hugo"
