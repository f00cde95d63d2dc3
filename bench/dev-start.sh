#!/usr/bin/env bash
# Time to first page and resident memory of `folio dev`, beside `hugo server`
# on the same generated pages. For each site: the time from starting the
# server to the first 200 answer for its home page, the time until folio's
# background pass has checked every page (its "built" line), and the
# resident memory (VmRSS) then and at its peak (VmHWM).
#
# Needs python3, curl and hugo (apt-get install hugo) for the generated site.
# Usage: bench/dev-start.sh [PAGES]   (default 10000; the corpus sites
# Comfy-Org__docs and mintlify__docs are measured when ../shared/corpus is
# there, or FOLIO_CORPUS)
set -euo pipefail
cd "$(dirname "$0")/.."
pages="${1:-10000}"
tools="${FOLIO_TOOLS:-../shared/tools}"
corpus="${FOLIO_CORPUS:-../shared/corpus}"
work="$(mktemp -d)"
pids=()
cleanup() { for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done; rm -rf "$work"; }
trap cleanup EXIT

go build -o "$work/folio" ./cmd/folio
python3 "$tools/gen-corpus.py" --pages "$pages" --out "$work/site" --format all >/dev/null
mdx="$work/site/mdx"; [ -d "$mdx" ] || mdx="$work/site"

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
mem() { awk -v k="$2" '$1 == k":" { printf "%d", $2 / 1024 }' "/proc/$1/status"; }

# first_page PORT PATH: waits for a 200 answer, for at most 5 minutes.
first_page() {
  for _ in $(seq 30000); do
    code="$(curl -s -L -o /dev/null -w '%{http_code}' "http://127.0.0.1:$1$2" || true)"
    [ "$code" = 200 ] && return 0
    sleep 0.01
  done
  echo "no page at port $1" >&2; exit 1
}

port=4310
measure_folio() { # name dir
  port=$((port + 1))
  local start; start="$(now_ms)"
  "$work/folio" dev "$2" --port "$port" >"$work/out-$1" 2>&1 &
  local pid=$!; pids+=("$pid")
  first_page "$port" /
  local first=$(( $(now_ms) - start ))
  local rss_first; rss_first="$(mem "$pid" VmRSS)"
  for _ in $(seq 6000); do grep -q ' built ' "$work/out-$1" && break; sleep 0.05; done
  local checked=$(( $(now_ms) - start ))
  printf '%-22s first page %6d ms (%5d MB)   every page checked %7d ms   %5d MB resident, %5d MB peak\n' \
    "folio dev $1" "$first" "$rss_first" "$checked" "$(mem "$pid" VmRSS)" "$(mem "$pid" VmHWM)"
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

measure_hugo() { # name dir
  port=$((port + 1))
  local start; start="$(now_ms)"
  hugo server --quiet -s "$2" --port "$port" --bind 127.0.0.1 --disableLiveReload >"$work/hugo-out" 2>&1 &
  local pid=$!; pids+=("$pid")
  first_page "$port" /
  local first=$(( $(now_ms) - start ))
  printf '%-22s first page %6d ms (%5d MB)   %48s %5d MB peak\n' "hugo server $1" "$first" "$(mem "$pid" VmRSS)" "" "$(mem "$pid" VmHWM)"
  kill "$pid"; wait "$pid" 2>/dev/null || true
}

for site in Comfy-Org__docs mintlify__docs; do
  [ -d "$corpus/$site" ] && measure_folio "$site" "$corpus/$site"
done
measure_folio "generated-$pages" "$mdx"
if command -v hugo >/dev/null; then
  measure_hugo "generated-$pages" "$work/site/hugo"
else
  echo "hugo not installed: apt-get install hugo"
fi
