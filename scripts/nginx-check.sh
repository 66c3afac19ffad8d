#!/usr/bin/env bash
# Checks deploy/nginx.conf for real: renders a local copy
# of it (127.0.0.1 only, a temporary prefix, two fake API servers from
# scripts/nginx/fake-upstream.mjs), runs `nginx -t` on it, starts it and asserts with curl (every
# request names the configured server_name as Host, resolved to 127.0.0.1):
#   (a) a GET that gets 502 is retried on the other server, PUT/DELETE/POST/PATCH never are, and
#       nothing is retried after the read timeout;
#   (b) the API sees the peer's address, never a client-sent X-Forwarded-For (or its cousins);
#   (c) the calls of the rate limits answer 429 with the portal's JSON envelope once over their
#       burst, and nothing else is limited;
#   (d) the prerendered pages (/login is login.html), the SPA fallback (shell.html), /assets/,
#       /healthz and the security headers still work; only a 200 of an asset is immutable (a 404
#       is no-store); frame-ancestors is 'self';
#   (e) a request for any other Host (or none) is closed without an answer, /healthz excepted;
#   (f) the login calls share one limit per address (429 with the envelope after the burst);
#   (g) a body over client_max_body_size gets 413 with the JSON envelope, Content-Length or chunked;
#   (h) /api/telemetry reaches the API without Cookie and Authorization, within its own limits.
# Installs nothing: nginx (apt-get install -y nginx-light), curl and node must be there.
# Prints one line per failed check and a summary; exit status 1 when a check failed.
#
# Usage: scripts/nginx-check.sh   serves dist/ when it has been built, else a tiny stand-in
#        (NGINX_CHECK_DIST=<dir> serves another build; NGINX=<path> picks the nginx binary).
set -euo pipefail
cd "$(dirname "$0")/.."

die() {
  echo "nginx-check: $*" >&2
  exit 1
}

NGINX="${NGINX:-$(command -v nginx || true)}"
if [ -z "$NGINX" ] && [ -x /usr/sbin/nginx ]; then NGINX=/usr/sbin/nginx; fi
[ -n "$NGINX" ] && [ -x "$NGINX" ] || die "nginx is not installed (apt-get install -y nginx-light); this script installs nothing"
command -v curl >/dev/null || die "curl is not installed"
command -v node >/dev/null || die "node is not installed"
[ -f /etc/nginx/mime.types ] || die "/etc/nginx/mime.types is missing (deploy/nginx.conf includes it)"

# The test copy's timeouts: the production ones scaled down, keeping their relation (a retry is
# only allowed well before the read timeout), so "no retry after the read timeout" takes seconds.
READ_TIMEOUT=4s
NEXT_UPSTREAM_TIMEOUT=2s

# The portal's host name: the first name of the first server_name that is not "_".
SERVER_NAME="$(sed -n 's/^ *server_name \([A-Za-z0-9.-]\{1,\}\)[ ;].*$/\1/p' deploy/nginx.conf | head -n 1)"
[ -n "$SERVER_NAME" ] || die "deploy/nginx.conf names no server_name other than _"

tmp="$(mktemp -d "${TMPDIR:-/tmp}/nginx-check.XXXXXX")"
nginx_pid=""
upstream_pid=""

stop_pid() {
  local pid="$1" i
  [ -n "$pid" ] || return 0
  kill -TERM "$pid" 2>/dev/null || return 0
  for i in $(seq 1 50); do
    kill -0 "$pid" 2>/dev/null || return 0
    sleep 0.1
  done
  pkill -KILL -P "$pid" 2>/dev/null || true
  kill -KILL "$pid" 2>/dev/null || true
}

cleanup() {
  local status=$?
  set +e
  stop_pid "$nginx_pid"
  stop_pid "$upstream_pid"
  wait 2>/dev/null
  rm -rf "$tmp"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- the fake API servers -------------------------------------------------------------------------
node scripts/nginx/fake-upstream.mjs "$tmp/ports.json" &
upstream_pid=$!
for _ in $(seq 1 100); do
  [ -s "$tmp/ports.json" ] && break
  kill -0 "$upstream_pid" 2>/dev/null || die "the fake API servers did not start"
  sleep 0.1
done
[ -s "$tmp/ports.json" ] || die "the fake API servers did not report their ports within 10 s"
port_of() { node -e 'process.stdout.write(String(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"))[process.argv[2]]))' "$tmp/ports.json" "$1"; }
A_PORT="$(port_of a)"
B_PORT="$(port_of b)"
CTL="http://127.0.0.1:$(port_of control)"
PORT="$(port_of spare)"
BASE="http://$SERVER_NAME:$PORT"
# Every request to nginx carries Host: $SERVER_NAME (and goes to 127.0.0.1): the portal's server.
CURL=(curl -sS --max-time 15 --resolve "$SERVER_NAME:$PORT:127.0.0.1")

# --- what nginx serves ------------------------------------------------------------------------------
dist="${NGINX_CHECK_DIST:-dist}"
if [ -f "$dist/index.html" ]; then
  root="$(cd "$dist" && pwd)"
  root_label="$dist/"
else
  root="$tmp/dist"
  root_label="a stand-in page (no $dist/ built)"
  mkdir -p "$root/assets"
  printf '<!doctype html>\n<html lang="zh-CN"><head><script type="module" src="/assets/index-0a1b2c3d.js"></script></head><body><div id="root"></div></body></html>\n' >"$root/shell.html"
  # What the prerender writes (scripts/prerender.mjs): the page's markup in #root.
  sed 's#<div id="root"></div>#<div id="root" data-prerendered><main><h1>stand-in</h1></main></div>#' "$root/shell.html" >"$root/index.html"
  cp "$root/index.html" "$root/login.html"
  cp "$root/index.html" "$root/experts.html"
  printf 'console.log("stand-in");\n' >"$root/assets/index-0a1b2c3d.js"
fi
# A chunk with its precompressed copies (npm run build writes them for files of 1 KB or more); the
# stand-in's are made here.
if [ "$root" = "$tmp/dist" ]; then
  node -e 'const z = require("zlib"), fs = require("fs"), f = process.argv[1], d = fs.readFileSync(f);
    fs.writeFileSync(f + ".br", z.brotliCompressSync(d)); fs.writeFileSync(f + ".gz", z.gzipSync(d, { level: 9 }));' "$root/assets/index-0a1b2c3d.js"
fi
asset="$(find "$root/assets" -maxdepth 1 -type f -name '*.js.br' -print -quit)"
[ -n "$asset" ] || die "no precompressed .js file (.js.br) under $root/assets: build with npm run build"
asset="/assets/$(basename "$asset" .br)"

# --- the test copy of deploy/nginx.conf -------------------------------------------------------------
mkdir -p "$tmp/logs" "$tmp/temp"
conf="$tmp/nginx.conf"
if [ "$(id -u)" -eq 0 ]; then user_line='user root;'; else user_line=''; fi
temp_paths="client_body_temp_path $tmp/temp/body; proxy_temp_path $tmp/temp/proxy;"
build_options="$("$NGINX" -V 2>&1)"
for module in fastcgi uwsgi scgi; do
  if ! grep -q -- "--without-http_${module}_module" <<<"$build_options"; then
    temp_paths+=" ${module}_temp_path $tmp/temp/$module;"
  fi
done
# Module paths are relative to nginx's prefix, which -p moves into $tmp: made absolute here.
modules_path="$(sed -n 's/.*--modules-path=\([^ ]*\).*/\1/p' <<<"$build_options")"
modules_path="${modules_path:-/usr/lib/nginx/modules}"
awk -v user_line="$user_line" -v tmp="$tmp" -v port="$PORT" -v root="$root" -v a="$A_PORT" -v b="$B_PORT" \
  -v temp_paths="$temp_paths" -v read_timeout="$READ_TIMEOUT" -v next_timeout="$NEXT_UPSTREAM_TIMEOUT" -v modules_path="$modules_path" '
  /^load_module modules\// { sub(/modules\//, modules_path "/") }
  /^user www-data;$/ { print user_line; next }
  /^worker_processes / { print "worker_processes 1;  # nginx-check: one worker, so round robin starts at the first server"; next }
  /^pid \/run\/nginx\.pid;$/ { print "pid " tmp "/nginx.pid;"; next }
  /^http \{$/ { print; print "  " temp_paths; next }
  /^ *server 10\.0\.0\.[0-9]+:8080/ {
    servers++
    if (servers == 1) sub(/10\.0\.0\.[0-9]+:8080/, "127.0.0.1:" a)
    else if (servers == 2) sub(/10\.0\.0\.[0-9]+:8080/, "127.0.0.1:" b)
    else next
  }
  /^ *listen 80;/ { sub(/listen 80;/, "listen 127.0.0.1:" port ";") }
  /^ *listen 80 default_server;/ { sub(/listen 80 /, "listen 127.0.0.1:" port " ") }
  /^ *root \/srv\/portal\/dist;/ { sub(/\/srv\/portal\/dist/, root) }
  /^ *proxy_read_timeout 310s;/ { sub(/310s/, read_timeout) }
  /^ *proxy_send_timeout 310s;/ { sub(/310s/, read_timeout) }
  /^ *proxy_next_upstream_timeout 10s;/ { sub(/10s/, next_timeout) }
  { gsub(/\/var\/log\/nginx\//, tmp "/logs/"); print }
' deploy/nginx.conf >"$conf"

# Every line the rendering relies on must have been found: a changed nginx.conf fails here.
for expected in "listen 127.0.0.1:$PORT;" "listen 127.0.0.1:$PORT default_server;" "root $root;" "server 127.0.0.1:$A_PORT " "server 127.0.0.1:$B_PORT " \
  "pid $tmp/nginx.pid;" "proxy_read_timeout $READ_TIMEOUT;" "proxy_next_upstream_timeout $NEXT_UPSTREAM_TIMEOUT;"; do
  grep -qF -- "$expected" "$conf" || die "deploy/nginx.conf has changed shape: the test copy lacks '$expected' (update scripts/nginx-check.sh)"
done
! grep -qE '10\.0\.0\.|/var/log/nginx|listen 80[ ;]|/srv/portal' "$conf" || die "the test copy still refers to production addresses or paths"

nginx_cmd=("$NGINX" -p "$tmp/" -e "$tmp/logs/error.log" -c "$conf")
if ! test_output="$("${nginx_cmd[@]}" -t 2>&1)"; then
  echo "$test_output" >&2
  die "nginx -t failed"
fi
"${nginx_cmd[@]}" -g 'daemon off;' &
nginx_pid=$!
nginx_up=0
for _ in $(seq 1 100); do
  if "${CURL[@]}" -o /dev/null --max-time 1 "$BASE/healthz" 2>/dev/null; then nginx_up=1 && break; fi
  kill -0 "$nginx_pid" 2>/dev/null || { tail -n 5 "$tmp/logs/error.log" >&2; die "nginx exited at start"; }
  sleep 0.1
done
[ "$nginx_up" = 1 ] || die "nginx did not answer on $BASE within 10 s"

# --- helpers -----------------------------------------------------------------------------------------
checks=0
failures=0
check() { # description, actual, expected
  checks=$((checks + 1))
  if [ "$2" != "$3" ]; then
    failures=$((failures + 1))
    echo "FAIL $1: got '$2', expected '$3'"
  fi
}
check_match() { # description, actual, extended regex
  checks=$((checks + 1))
  if ! grep -qE -- "$3" <<<"$2"; then
    failures=$((failures + 1))
    echo "FAIL $1: got '$2', expected to match /$3/"
  fi
}
# request METHOD PATH [curl args...]: prints the status; headers in $tmp/h, body in $tmp/b.
request() {
  local method="$1" path="$2"
  shift 2
  "${CURL[@]}" -o "$tmp/b" -D "$tmp/h" -w '%{http_code}' -X "$method" "$@" "$BASE$path" || true
}
header() { # name: the value of that header in the last response ("" when absent)
  { grep -i -m 1 "^$1:" "$tmp/h" || true; } | sed -e 's/^[^:]*: *//' -e 's/\r$//'
}
reset_upstream() { "${CURL[@]}" -o /dev/null "$CTL/reset"; }
count() { # [method] [path] [server]
  "${CURL[@]}" -G "$CTL/count" --data-urlencode "method=${1:-}" --data-urlencode "path=${2:-}" --data-urlencode "server=${3:-}"
}
last() { "${CURL[@]}" -G "$CTL/last" --data-urlencode "path=$1" --data-urlencode "get=$2"; }

expected_csp="$(sed -n '/map \$host \$csp {/,/}/s/^ *default "\(.*\)";$/\1/p' deploy/nginx.conf)"
expected_frame_ancestors="$(sed -n '/map \$host \$frame_ancestors {/,/}/s/^ *default "\(.*\)";$/\1/p' deploy/nginx.conf)"
expected_csp="${expected_csp//\$frame_ancestors/$expected_frame_ancestors}"
[ -n "$expected_frame_ancestors" ] && [[ "$expected_csp" == *"script-src 'self'"* ]] || die "cannot read the CSP from deploy/nginx.conf"
security_headers() { # where: the last response carries every server-level header
  check "$1: Content-Security-Policy" "$(header Content-Security-Policy)" "$expected_csp"
  check "$1: X-Content-Type-Options" "$(header X-Content-Type-Options)" "nosniff"
  check "$1: Referrer-Policy" "$(header Referrer-Policy)" "strict-origin-when-cross-origin"
  check_match "$1: Permissions-Policy" "$(header Permissions-Policy)" '^camera=\(\)'
}

# --- (d) prerendered pages, SPA fallback, assets, health, headers ------------------------------------
[ -f "$root/shell.html" ] || die "$root_label has no shell.html (the SPA fallback): build with npm run build"
for page in / /login /experts; do
  file="${page#/}"
  file="${file:-index}.html"
  if [ -f "$root/$file" ] && grep -q 'data-prerendered' "$root/$file"; then
    check "GET $page" "$(request GET "$page")" 200
    check "GET $page is $file (prerendered)" "$(cmp -s "$tmp/b" "$root/$file" && echo same || echo other)" same
    check_match "GET $page Content-Type" "$(header Content-Type)" '^text/html'
    check "GET $page Cache-Control" "$(header Cache-Control)" "no-cache"
    security_headers "GET $page"
  fi
done
check "GET /login?redirect=%2FuserIndex" "$(request GET '/login?redirect=%2FuserIndex')" 200
check "GET /login?redirect= is login.html or the shell" "$(cmp -s "$tmp/b" "$root/login.html" || cmp -s "$tmp/b" "$root/shell.html"; echo $?)" 0
for page in /userIndex /login/sso-demo-uuid /no/such/page; do
  check "GET $page (SPA fallback)" "$(request GET "$page")" 200
  check "GET $page is shell.html" "$(cmp -s "$tmp/b" "$root/shell.html" && echo same || echo other)" same
done
check_match "GET /userIndex Content-Type" "$(header Content-Type)" '^text/html'
check "GET /userIndex Cache-Control" "$(header Cache-Control)" "no-cache"
security_headers "GET /userIndex"
check "GET $asset" "$(request GET "$asset")" 200
check "GET $asset Cache-Control" "$(header Cache-Control)" "public, max-age=31536000, immutable"
last_modified="$(header Last-Modified)"
check "GET $asset If-Modified-Since (revalidation)" "$(request GET "$asset" -H "If-Modified-Since: $last_modified")" 304
check "304 of $asset Cache-Control (updates the stored copy)" "$(header Cache-Control)" "public, max-age=31536000, immutable"
check "GET $asset Range" "$(request GET "$asset" -H 'Range: bytes=0-3')" 206
check "206 of $asset Cache-Control" "$(header Cache-Control)" "public, max-age=31536000, immutable"
# brotli_static and gzip_static: the build's copies, as they are, to the browsers that take them.
check "GET $asset accepting br" "$(request GET "$asset" -H 'Accept-Encoding: gzip, deflate, br, zstd')" 200
check "GET $asset accepting br: Content-Encoding" "$(header Content-Encoding)" "br"
check "GET $asset accepting br: the .br file" "$(cmp -s "$tmp/b" "$root$asset.br" && echo same || echo other)" same
check "GET $asset accepting br: Vary" "$(header Vary)" "Accept-Encoding"
check "GET $asset accepting br: Cache-Control" "$(header Cache-Control)" "public, max-age=31536000, immutable"
check "GET $asset accepting gzip" "$(request GET "$asset" -H 'Accept-Encoding: gzip, deflate')" 200
check "GET $asset accepting gzip: Content-Encoding" "$(header Content-Encoding)" "gzip"
check "GET $asset accepting gzip: the .gz file" "$(cmp -s "$tmp/b" "$root$asset.gz" && echo same || echo other)" same
for gone in /assets/gone.js /assets/gone-0000.js; do
  check "GET $gone (never index.html)" "$(request GET "$gone")" 404
  check "404 of $gone Cache-Control (a miss is never pinned)" "$(header Cache-Control)" "no-store"
done
security_headers "404 of /assets/"
check "frame-ancestors by default" "$(header Content-Security-Policy | grep -o "frame-ancestors [^;]*")" "frame-ancestors 'self'"
check "GET /healthz" "$(request GET /healthz)" 200
check "GET /healthz body" "$(cat "$tmp/b")" "ok"

# --- (a) retries ---------------------------------------------------------------------------------------
# Before anything else reaches the API servers (a failed try counts towards max_fails=3).
reset_upstream
check "GET /api/test/flaky #1 (a answers 502)" "$(request GET /api/test/flaky)" 200
check "GET /api/test/flaky #2 (a answers 502)" "$(request GET /api/test/flaky)" 200
check "GET /api/test/flaky: every answer came from b" "$(count GET /api/test/flaky b)" 2
check_match "GET /api/test/flaky: a was tried, its 502 retried on b" "$(count GET /api/test/flaky a)" '^[12]$'
security_headers "proxied GET"

reset_upstream
check "GET /api/test/status/502 (both 502)" "$(request GET /api/test/status/502)" 502
check "GET 502: tried on both servers, once each" "$(count GET /api/test/status/502 a):$(count GET /api/test/status/502 b)" "1:1"
for method in PUT DELETE POST PATCH; do
  reset_upstream
  check "$method /api/test/status/502" "$(request "$method" /api/test/status/502 -H 'Content-Type: application/json' -d '{"x":1}')" 502
  check "$method 502: sent once, never retried" "$(count "" /api/test/status/502)" 1
done

reset_upstream
check "PUT /api/test/echo" "$(request PUT /api/test/echo -H 'Content-Type: application/json' -d '{"a":1,"名":"值"}')" 200
check "PUT reaches the API as sent (method)" "$(last /api/test/echo method)" PUT
check "PUT reaches the API as sent (body)" "$(last /api/test/echo body)" '{"a":1,"名":"值"}'
check "PUT answer is the API's" "$(cat "$tmp/b")" '{"code":200,"msg":"操作成功","data":null}'

# --- (b) the client's address ------------------------------------------------------------------------
for method in GET POST; do
  reset_upstream
  check "$method /api/test/whoami with forged address headers" "$(request "$method" /api/test/whoami \
    -H 'X-Forwarded-For: 203.0.113.7' -H 'X-Real-IP: 203.0.113.8' -H 'Forwarded: for=203.0.113.9' \
    -H 'Proxy-Client-IP: 203.0.113.10' -H 'WL-Proxy-Client-IP: 203.0.113.11' -H 'X-Client-IP: 203.0.113.12' \
    -H 'True-Client-IP: 203.0.113.13')" 200
  check "$method: X-Forwarded-For the API sees" "$(last /api/test/whoami header.x-forwarded-for)" 127.0.0.1
  check "$method: X-Real-IP the API sees" "$(last /api/test/whoami header.x-real-ip)" 127.0.0.1
  for h in forwarded proxy-client-ip wl-proxy-client-ip x-client-ip true-client-ip; do
    check "$method: client-sent $h" "$(last /api/test/whoami "header.$h")" "(absent)"
  done
done

# --- (c) rate limits --------------------------------------------------------------------------------------
LIMITED_BODY='{"code":429,"msg":"操作过于频繁，请稍后再试"}'
# burst (n) fast requests: prints their statuses on one line. One curl, one connection: the whole
# burst takes milliseconds, far less than the time in which a zone lets one more through.
burst() { # method path n [curl args...]
  local method="$1" path="$2" n="$3" body=()
  shift 3
  if [ "$method" != GET ]; then body=(-H 'Content-Type: application/json' -d '{}'); fi
  "${CURL[@]}" -o "$tmp/burst_#1" -w '%{http_code} ' -X "$method" "${body[@]}" "$@" "$BASE$path?n=[1-$n]" || true
}
repeat() { local s="$1" n="$2" out=""; for _ in $(seq 1 "$n"); do out+="$s "; done; echo "$out"; }
rate_limited() { # description, method, path [curl args...]
  local description="$1" method="$2" path="$3" body=()
  shift 3
  if [ "$method" != GET ]; then body=(-H 'Content-Type: application/json' -d '{}'); fi
  check "$description: answers 429" "$(request "$method" "$path" "${body[@]}" "$@")" 429
  check "$description: JSON envelope" "$(cat "$tmp/b")" "$LIMITED_BODY"
  check_match "$description: Content-Type" "$(header Content-Type)" '^application/json'
}

reset_upstream
check "6 fast POST /api/login/sendSms" "$(burst POST /api/login/sendSms 6)" "$(repeat 200 6)"
rate_limited "the 7th POST /api/login/sendSms" POST /api/login/sendSms
security_headers "429"
check "sendSms: the API got the 6, not the 7th" "$(count POST /api/login/sendSms)" 6
rate_limited "POST /api/login/sendCode (same budget)" POST /api/login/sendCode
rate_limited "POST /api/login/sendSms/ (trailing slash)" POST /api/login/sendSms/
rate_limited "POST /api//login/sendSms (double slash)" POST //api//login/sendSms
rate_limited "POST /api/login/SENDSMS (letter case)" POST /api/login/SENDSMS
check "other calls are not limited: 20 GET" "$(burst GET /api/test/other 20)" "$(repeat 200 20)"
check "other calls are not limited: 20 POST" "$(burst POST /api/test/other 20)" "$(repeat 200 20)"
check "11 fast GET /api/captchaImage" "$(burst GET /api/captchaImage 11)" "$(repeat 200 11)"
rate_limited "the 12th GET /api/captchaImage" GET /api/captchaImage
check "6 fast POST /api/agent/user/forgotPass" "$(burst POST /api/agent/user/forgotPass 6)" "$(repeat 200 6)"
rate_limited "the 7th POST /api/agent/user/forgotPass" POST /api/agent/user/forgotPass
check "the pages are not limited" "$(burst GET /login 20)" "$(repeat 200 20)"
# A ";" parameter in any segment, plain or encoded (%3B): Java servlet containers drop it from
# every segment, so the API takes /api/login;a/sendSms as /api/login/sendSms; it must share the
# budget. (/api;a/... is no path under /api/: nginx never sends it to the API, checked below.)
variants() { # path: the path with ";a" after each segment but the first in turn, each also as "%3Ba"
  local path="$1" i j n out
  IFS=/ read -r -a parts <<<"${path#/}"
  n=${#parts[@]}
  for ((i = 1; i < n; i++)); do
    out=""
    for ((j = 0; j < n; j++)); do out+="/${parts[$j]}"; [ "$j" = "$i" ] && out+=";a"; done
    echo "$out"
    echo "${out/;a/%3Ba}"
  done
}
not_proxied() { # method path: nginx answers it without the API
  local before
  before="$(count)"
  request "$1" "$2" -H 'Content-Type: application/json' -d '{}' >/dev/null
  check "$1 $2 never reaches the API" "$(count)" "$before"
}
for path in /api/login/sendSms /api/login/sendCode; do
  for variant in $(variants "$path"); do rate_limited "POST $variant (sms budget)" POST "$variant"; done
done
for variant in $(variants /api/captchaImage); do rate_limited "GET $variant (captcha budget)" GET "$variant"; done
for variant in $(variants /api/agent/user/forgotPass); do rate_limited "POST $variant (password budget)" POST "$variant"; done
for path in '/api;a/login/sendSms' '/api%3Ba/login/smsLogin' '/api;a/agent/user/agentLogin' '/api;a/agent/user/forgotPass'; do
  not_proxied POST "$path"
done

# --- (f) the login limit -----------------------------------------------------------------------------
# Each call starts from a fresh budget: its own client address (all of 127.0.0.0/8 is loopback),
# which also shows that the limit is per address. 10 at once pass, the next 10 get the envelope.
LOGIN_BURST="$(repeat 200 10)$(repeat 429 10)"
login_limited() { # address, method, path
  reset_upstream
  check "20 fast $2 $3 from $1" "$(burst "$2" "$3" 20 --interface "$1")" "$LOGIN_BURST"
  check "$2 $3: the 20th is the envelope" "$(cat "$tmp/burst_20")" "$LIMITED_BODY"
  check "$2 $3: the API got the 10, not the others" "$(count "$2" "$3")" 10
  rate_limited "the 21st $2 $3" "$2" "$3" --interface "$1"
}
login_limited 127.0.0.2 POST /api/login/smsLogin
security_headers "429 of the login limit"
rate_limited "POST /api/agent/user/agentLogin from that address (one login budget)" POST /api/agent/user/agentLogin --interface 127.0.0.2
rate_limited "POST /api/login/smsLogin/ (trailing slash)" POST /api/login/smsLogin/ --interface 127.0.0.2
rate_limited "POST /api/login/smsLogin;jsessionid=1" POST '/api/login/smsLogin;jsessionid=1' --interface 127.0.0.2
rate_limited "POST /api/LOGIN/SMSLOGIN (letter case)" POST /api/LOGIN/SMSLOGIN --interface 127.0.0.2
for path in /api/login/smsLogin /api/agent/user/agentLogin; do
  for variant in $(variants "$path"); do rate_limited "POST $variant (login budget)" POST "$variant" --interface 127.0.0.2; done
done
check "POST /api/login/smsLogin from another address" "$(request POST /api/login/smsLogin -H 'Content-Type: application/json' -d '{}')" 200
login_limited 127.0.0.3 POST /api/agent/user/agentLogin
login_limited 127.0.0.4 GET /api/agent/user/agentLogin/foreign/sso-ticket-1
rate_limited "GET /api/agent/user/AGENTLOGIN/foreign/x/ (case, slash)" GET /api/agent/user/AGENTLOGIN/foreign/x/ --interface 127.0.0.4
check "the other login calls are not limited: 20 GET /api/login/user/getInfo" \
  "$(burst GET /api/login/user/getInfo 20 --interface 127.0.0.4)" "$(repeat 200 20)"

# --- (e) hosts -------------------------------------------------------------------------------------
# Any Host but the portal's: nginx closes the connection without a byte (444; curl exit 52).
dropped() { # description, curl args...
  local status=0
  "${CURL[@]}" -o /dev/null "${@:2}" 2>/dev/null || status=$?
  check "$1: closed without an answer (curl exit status)" "$status" 52
}
reset_upstream
dropped "GET / with Host: evil.example" -H 'Host: evil.example' "$BASE/"
dropped "GET /api/test/other with Host: evil.example" -H 'Host: evil.example' "$BASE/api/test/other"
dropped "POST /api/login/smsLogin with Host: evil.example" -H 'Host: evil.example' -d '{}' "$BASE/api/login/smsLogin"
dropped "GET /login by IP address (Host: 127.0.0.1)" "http://127.0.0.1:$PORT/login"
dropped "GET / over HTTP/1.0 without Host" -0 -H 'Host:' "http://127.0.0.1:$PORT/"
check "unknown hosts: nothing reached the API" "$(count)" 0
check "GET /healthz by IP address (load balancer checks)" "$("${CURL[@]}" -o "$tmp/b" -w '%{http_code}' "http://127.0.0.1:$PORT/healthz")" 200
check "GET /healthz by IP address: body" "$(cat "$tmp/b")" "ok"
check "GET / with Host: ${SERVER_NAME^^} (any letter case)" "$(request GET / -H "Host: ${SERVER_NAME^^}")" 200

# --- (g) a body over client_max_body_size ---------------------------------------------------------
TOO_LARGE_BODY='{"code":413,"msg":"上传文件过大"}'
max_mb="$(sed -n 's/^    client_max_body_size \([0-9]\{1,\}\)m;.*$/\1/p' deploy/nginx.conf | head -n 1)"
[ -n "$max_mb" ] || die "cannot read the server's client_max_body_size (in m) from deploy/nginx.conf"
max_bytes=$((max_mb * 1024 * 1024))
truncate -s "$max_bytes" "$tmp/at-limit.bin"
truncate -s $((max_bytes + 1024 * 1024)) "$tmp/over-limit.bin"
too_large() { # description (the request was just made; its status is $2)
  check "$1: answers 413" "$2" 413
  check "$1: JSON envelope" "$(cat "$tmp/b")" "$TOO_LARGE_BODY"
  check "$1: Content-Type" "$(header Content-Type)" "application/json; charset=utf-8"
}
reset_upstream
# -T sends the file as is; no Expect: 100-continue, as a browser sends the whole body at once.
check "POST /api/oss/upload of exactly ${max_mb} MB" "$(request POST /api/oss/upload -T "$tmp/at-limit.bin" -H 'Expect:')" 200
check "POST of ${max_mb} MB: the API got every byte" "$(last /api/oss/upload bytes)" "$max_bytes"
reset_upstream
too_large "POST /api/oss/upload of $((max_mb + 1)) MB (Content-Length)" "$(request POST /api/oss/upload -T "$tmp/over-limit.bin" -H 'Expect:')"
security_headers "413"
too_large "POST /api/oss/upload of $((max_mb + 1)) MB (chunked)" \
  "$(request POST /api/oss/upload -T - -H 'Expect:' <"$tmp/over-limit.bin")"
check "the chunked one was refused while reading it" "$(grep -c 'too large chunked body' "$tmp/logs/error.log" || true)" 1
check "bodies over the limit never reached the API" "$(count)" 0

# --- (h) telemetry ------------------------------------------------------------------------------------
reset_upstream
check "POST /api/telemetry with cookies and a token" "$(request POST /api/telemetry -H 'Content-Type: application/json' \
  -H 'Cookie: Admin-Token=secret-token; other=1' -H 'Authorization: Bearer secret-token' -H 'X-Forwarded-For: 203.0.113.7' \
  -d '{"schema":1,"events":[]}')" 200
check "telemetry: Cookie the API sees" "$(last /api/telemetry header.cookie)" "(absent)"
check "telemetry: Authorization the API sees" "$(last /api/telemetry header.authorization)" "(absent)"
check "telemetry: X-Forwarded-For the API sees" "$(last /api/telemetry header.x-forwarded-for)" 127.0.0.1
check "telemetry: Host the API sees" "$(last /api/telemetry header.host)" "$SERVER_NAME"
check "telemetry: the body as sent" "$(last /api/telemetry body)" '{"schema":1,"events":[]}'
check "POST /api/test/whoami with cookies and a token" "$(request POST /api/test/whoami -H 'Cookie: Admin-Token=secret-token' \
  -H 'Authorization: Bearer secret-token' -d '{}')" 200
check "other calls: the API gets the Cookie" "$(last /api/test/whoami header.cookie)" "Admin-Token=secret-token"
check "other calls: the API gets the Authorization" "$(last /api/test/whoami header.authorization)" "Bearer secret-token"
head -c 70000 /dev/zero | tr '\0' 'x' >"$tmp/beacon.bin"
too_large "POST /api/telemetry of 70000 bytes (over 64 KB)" "$(request POST /api/telemetry --data-binary @"$tmp/beacon.bin")"
check "20 fast POST /api/telemetry" "$(burst POST /api/telemetry 20 --interface 127.0.0.5)" "$(repeat 200 20)"
rate_limited "the 21st POST /api/telemetry" POST /api/telemetry --interface 127.0.0.5

# --- (a) no retry after the read timeout (last: takes READ_TIMEOUT) -------------------------------------
reset_upstream
request GET /api/test/hang >"$tmp/hang-get" &
hang_get=$!
request PUT /api/test/hang -d '{}' >"$tmp/hang-put" 2>/dev/null &
hang_put=$!
wait "$hang_get" "$hang_put" || true
check "GET /api/test/hang: 504 after the read timeout" "$(cat "$tmp/hang-get")" 504
check "PUT /api/test/hang: 504 after the read timeout" "$(cat "$tmp/hang-put")" 504
check "hang: neither was retried" "$(count GET /api/test/hang):$(count PUT /api/test/hang)" "1:1"

if [ "$failures" -gt 0 ]; then
  echo "nginx-check: nginx -t ok; $failures of $checks checks failed ($("$NGINX" -v 2>&1 | sed 's/^nginx version: //'), root $root_label)"
  grep -v ' \[notice\] ' "$tmp/logs/error.log" | tail -n 5 || true
  exit 1
fi
echo "nginx-check: nginx -t ok; all $checks checks passed ($("$NGINX" -v 2>&1 | sed 's/^nginx version: //'), root $root_label)"
