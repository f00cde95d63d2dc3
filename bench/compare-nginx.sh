#!/usr/bin/env bash
# Serves the same page of a generated site with nginx (the static export of
# folio build) and with folio dev, one after the other on loopback, and
# measures each with wrk, asking for gzip as browsers do: nginx with
# gzip_static (the export's .gz copies) and gzip on, folio dev with the
# copies it keeps of each file. Needs python3, nginx and wrk
# (apt-get install nginx wrk). Usage: bench/compare-nginx.sh [PAGES]
set -euo pipefail
cd "$(dirname "$0")/.."
pages="${1:-1000}"
tools="${FOLIO_TOOLS:-../shared/tools}"
work="$(mktemp -d)"
chmod 755 "$work" # nginx's workers run as another user
pids=()
cleanup() {
  for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
  rm -rf "$work"
}
trap cleanup EXIT

python3 "$tools/gen-corpus.py" --pages "$pages" --out "$work/site" --format mdx >/dev/null
mdx="$work/site/mdx"; [ -d "$mdx" ] || mdx="$work/site"
go build -o "$work/folio" ./cmd/folio
"$work/folio" build "$mdx" -o "$work/out" >/dev/null
page="$(cd "$work/out" && find . -path ./_folio -prune -o -name index.html -print | sed -n 2p | sed 's|^\./||; s|index.html$||')"

cat >"$work/nginx.conf" <<CONF
daemon off;
worker_processes 2;
pid $work/nginx.pid;
error_log $work/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  include /etc/nginx/mime.types;
  client_body_temp_path $work/tmp;
  server {
    listen 127.0.0.1:18480;
    root $work/out;
    index index.html;
    gzip on;
    gzip_static on;
    gzip_types text/css text/javascript application/javascript application/json text/markdown;
    location / { try_files \$uri \$uri/ \$uri/index.html =404; }
  }
}
CONF
mkdir -p "$work/tmp"
nginx -c "$work/nginx.conf" -p "$work" & pids+=($!)
"$work/folio" dev "$mdx" --port 18481 >/dev/null 2>&1 & pids+=($!)
for port in 18480 18481; do
  for _ in $(seq 100); do curl -sf "http://127.0.0.1:$port/$page" >/dev/null && break; sleep 0.1; done
done

rate() { wrk -t2 -c50 -d8s -H 'Accept-Encoding: gzip' "$1" | awk '/Requests\/sec/ {print $2}'; }
size="$(curl -s -H 'Accept-Encoding: gzip' "http://127.0.0.1:18480/$page" | wc -c)"
dsize="$(curl -s -H 'Accept-Encoding: gzip' "http://127.0.0.1:18481/$page" | wc -c)"
for port in 18480 18481; do
  curl -s -D - -o /dev/null -H 'Accept-Encoding: gzip' "http://127.0.0.1:$port/$page" | grep -qi '^content-encoding: gzip' ||
    { echo "port $port does not answer in gzip" >&2; exit 1; }
done
[ "$size" -gt 1000 ] && [ "$dsize" -gt 1000 ] || { echo "nginx answered $size bytes, folio $dsize: not the page" >&2; exit 1; }
echo "page: /$page ($size bytes gzipped by nginx, $dsize by folio), wrk -t2 -c50 -d8s, Accept-Encoding: gzip"
n="$(rate "http://127.0.0.1:18480/$page")"
f="$(rate "http://127.0.0.1:18481/$page")"
printf 'nginx     %10.0f req/s\nfolio dev %10.0f req/s\nratio     %10.2f (target 0.8)\n' "$n" "$f" "$(echo "$f / $n" | bc -l)"
