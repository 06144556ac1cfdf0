#!/usr/bin/env bash
# Schemathesis (an outside fuzzer) holds the server to its own document, /api/openapi.json: it
# generates valid and invalid requests for every operation and fails on any 5xx, any status,
# content type or body the document does not list, any valid request refused and any invalid one
# accepted. The server runs as `npm start` does, on an embedded PostgreSQL in a throwaway DATA_DIR.
#
# Three runs, one after another, each bounded by --max-time (4¼ minutes of fuzzing in all, about
# 4½ with the start): anonymous (every operation; POST /api/authentication at AUTH_RATE and at most
# AUTH_EXAMPLES fuzzed cases, so login and registration stay within their limits per address and
# answer from their logic, not 429), then as a registered client and as the admin (bearer tokens;
# neither calls logout, which revokes the session it is called with, nor authentication).
# The staff event stream (GET /api/staff/events) never ends by itself, and the fuzzer reads an
# answer whole: the server here ends each stream after 50 ms (STAFF_EVENTS_LIFETIME_SECONDS), so
# each valid call gets the stream's opening as a whole answer and the run goes on; a longer life
# would spend the admin run's time on this one operation (each of its ~100 cases waits it out).
# SCHEMATHESIS_SEED replays a run; SCHEMATHESIS_ARGS adds options to every run (e.g. --include-path).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"

SCHEMATHESIS_VERSION=4.32.5
VENV=.data/schemathesis-venv
SCHEMATHESIS="$PWD/$VENV/bin/schemathesis"
REPORTS=$(realpath -m "${SCHEMATHESIS_REPORTS:-.data/schemathesis-reports}")
AUTH_RATE=${AUTH_RATE:-60/m}
AUTH_EXAMPLES=${AUTH_EXAMPLES:-25}

# The fuzzer, pinned, in a virtual environment kept between runs (.data is gitignored).
if [[ "$("$VENV/bin/schemathesis" --version 2>/dev/null)" != *"$SCHEMATHESIS_VERSION"* ]]; then
  rm -rf "$VENV"
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install --quiet --disable-pip-version-check "schemathesis==$SCHEMATHESIS_VERSION"
fi

# The server on a fresh embedded database, on a free port of loopback.
DATA_DIR=$(mktemp -d "${TMPDIR:-/tmp}/hotel-schemathesis-XXXXXX")
chmod 755 "$DATA_DIR"
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
BASE="http://127.0.0.1:$PORT"
ADMIN_EMAIL=fuzz-admin@example.com
ADMIN_PASSWORD=$(python3 -c 'import secrets; print(secrets.token_urlsafe(18))')
SERVER_LOG="$DATA_DIR/server.log"
env DATABASE_URL= DATA_DIR="$DATA_DIR" PORT="$PORT" HOST=127.0.0.1 PUBLIC_URL="$BASE" SERVE_CLIENT=0 \
  ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="$ADMIN_PASSWORD" PAYMENT_CALLBACK_KEY=fuzz-callback-key \
  LOG_LEVEL=info NODE_ENV=development STAFF_EVENTS_LIFETIME_SECONDS=0.05 \
  node --import tsx services/src/main/all-in-one.ts >"$SERVER_LOG" 2>&1 &
SERVER=$!

stop_server() {
  kill -TERM "$SERVER" 2>/dev/null && wait "$SERVER" 2>/dev/null || true
  rm -rf "$DATA_DIR"
}
trap stop_server EXIT

for _ in $(seq 600); do
  curl -fs "$BASE/health/ready" >/dev/null && break
  kill -0 "$SERVER" 2>/dev/null || { cat "$SERVER_LOG"; echo "the server did not start" >&2; exit 1; }
  sleep 0.2
done
curl -fs "$BASE/health/ready" >/dev/null || { cat "$SERVER_LOG"; echo "the server is not ready" >&2; exit 1; }

# POST /api/authentication; prints the session token (the hotel_session cookie) of a login.
authenticate() {
  curl -fsS -D - -o /dev/null -H 'content-type: application/json' \
    -d "{\"isLogin\":$1,\"email\":\"$2\",\"password\":\"$3\"}" "$BASE/api/authentication" |
    sed -n 's/^[Ss]et-[Cc]ookie: hotel_session=\([^;]*\).*/\1/p'
}
CLIENT_PASSWORD=$(python3 -c 'import secrets; print(secrets.token_urlsafe(18))')
authenticate false fuzz-client@example.com "$CLIENT_PASSWORD" >/dev/null
# The client confirms its address from the mail the server kept as an .eml file (no SMTP here),
# so its bookings are taken as a real guest's are.
VERIFY_TOKEN=""
for _ in $(seq 100); do
  VERIFY_TOKEN=$(python3 - "$DATA_DIR/mail" <<'TOKEN'
import email, email.policy, pathlib, re, sys
for path in sorted(pathlib.Path(sys.argv[1]).glob("*-verifyEmail.eml")):
    mail = email.message_from_bytes(path.read_bytes(), policy=email.policy.default)
    found = re.search(r"[?&]token=([A-Za-z0-9_-]{43})", mail.get_body(("plain",)).get_content())
    if found and mail["To"] == "fuzz-client@example.com":
        print(found.group(1))
        break
TOKEN
  ) || true
  [[ -n "$VERIFY_TOKEN" ]] && break
  sleep 0.2
done
[[ -n "$VERIFY_TOKEN" ]] || { echo "no verification mail for the fuzz client" >&2; exit 1; }
curl -fsS -o /dev/null -H 'content-type: application/json' -d "{\"token\":\"$VERIFY_TOKEN\"}" "$BASE/api/verify-email"
CLIENT_TOKEN=$(authenticate true fuzz-client@example.com "$CLIENT_PASSWORD")
ADMIN_TOKEN=$(authenticate true "$ADMIN_EMAIL" "$ADMIN_PASSWORD")
[[ -n "$CLIENT_TOKEN" && -n "$ADMIN_TOKEN" ]] || { echo "could not log in the client and the admin" >&2; exit 1; }

# Per-operation settings, read from the document itself: where an operation names rules a request
# matching its schemas may still break (x-rules: dates relative to today or to each other, rows
# that must exist, an upload's image format and size), their refusals answer valid data too (400,
# and 413/415 where the operation documents them); login and registration run within their limits.
CONFIG="$DATA_DIR/schemathesis.toml"
curl -fsS "$BASE/api/openapi.json" | python3 -c '
import json, sys
doc = json.load(sys.stdin)
# The stateful phase feeds one answer into the next call by field names it guesses (the room_id
# of an audit entry into the path of a room): a null there is sent as the word None, which a path
# id refuses with 400 however valid the calls are by the document.
print("[phases.stateful.checks.positive_data_acceptance]")
print("expected-statuses = %s" % json.dumps(["2xx", "3xx", "400", "401", "403", "404", "409", "429", "5xx"]))
print("\n[[operations]]")
print("include-path = \"/api/authentication\"")
print("rate-limit = \"%s\"" % sys.argv[1])
print("generation.max-examples = %s" % sys.argv[2])
for path, methods in doc["paths"].items():
    for method, op in methods.items():
        # What an upload refuses by size (too large, too many parts) is documented as 413.
        too_large = ["413"] if "413" in op["responses"] else []
        # A version sent back from an earlier read (If-Match, `version`) is state, not schema: a
        # valid request made on a stale one is refused with 412, naming who changed the record.
        stale = ["412"] if "412" in op["responses"] else []
        settings = []
        if op.get("x-rules"):
            # The rules own refusals: 400, and the format and size of an image where documented.
            refusals = sorted({"400", "401", "403", "404", "409", "429", *stale, *too_large} | ({"415"} if "415" in op["responses"] else set()))
            settings.append("checks.positive_data_acceptance.expected-statuses = %s" % json.dumps(["2xx", "3xx", *refusals, "5xx"]))
        elif stale:
            # The default list of Schemathesis, and 412.
            settings.append("checks.positive_data_acceptance.expected-statuses = %s" % json.dumps(["2xx", "3xx", "400", "401", "403", "404", "409", "412", "413", "415", "429", "5xx"]))
        # A path too long to be an id (documented as 414 where the path has one) is refused so.
        too_long = ["414"] if "414" in op["responses"] else []
        if too_large or too_long:
            rejections = ["400", "401", "403", "404", "405", "406", "409", *too_large, *too_long, "415", "422", "428", "429", "5xx"]
            settings.append("checks.negative_data_rejection.expected-statuses = %s" % json.dumps(rejections))
        if settings:
            print("\n[[operations]]")
            # One filter naming method and path: separate include filters match either one.
            print("include-name = %s" % json.dumps("%s %s" % (method.upper(), path)))
            print("\n".join(settings))
' "$AUTH_RATE" "$AUTH_EXAMPLES" >"$CONFIG"

CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance,negative_data_rejection,positive_data_acceptance
mkdir -p "$REPORTS"
failed=0
# fuzz <name> <max seconds> [schemathesis options...]
fuzz() {
  local name=$1 seconds=$2
  shift 2
  echo "=== schemathesis: $name (at most ${seconds} s)"
  # One worker: hypothesis and CPython's parser race with several (SystemError in ast.parse).
  # No NUL and no lone surrogate anywhere in generated valid data: the document says such text is
  # refused wherever it appears (unknown fields too), which JSON Schema cannot state per field.
  # Run inside the throwaway directory: schemathesis keeps a crash cache in its working directory.
  # filter_too_much is the generator's own health check (too many drawn values dropped by the
  # codec and NUL rules above, per seed), not a finding about the server.
  # Its banners ("=== 2 warnings in 80.04s ===") have pytest's closing-line shape, which CI reads
  # as a test run that ran nothing: sed turns them into plain headings (pipefail keeps its status).
  (cd "$DATA_DIR" && "$SCHEMATHESIS" --config-file "$CONFIG" run "$BASE/api/openapi.json" \
    --checks "$CHECKS" --max-time "$seconds" --workers 1 \
    --generation-allow-x00 false --generation-codec utf-8 --generation-database none \
    --suppress-health-check filter_too_much \
    --seed "${SCHEMATHESIS_SEED:-$RANDOM}" --no-color --output-truncate false \
    --report junit --report-junit-path "$REPORTS/$name.xml" "$@" ${SCHEMATHESIS_ARGS:-} |
    sed -E -e 's/^=+ (.*[^ =]) =+$/--- schemathesis: \1 ---/' -e 's/ in ([0-9.]+s) ---$/ (\1) ---/') || failed=1
}

fuzz anonymous 80
# Logging out, and ending a session by number, would end the fuzzer's own session.
fuzz client 75 --exclude-path /api/authentication --exclude-path /api/logout --exclude-path '/api/sessions/{id}' \
  --header "Authorization: Bearer $CLIENT_TOKEN"
fuzz admin 95 --exclude-path /api/authentication --exclude-path /api/logout --exclude-path '/api/sessions/{id}' \
  --header "Authorization: Bearer $ADMIN_TOKEN"

# What the server answered, per operation (ids folded), from its request log: the table goes to the
# reports directory, the log gets its totals.
python3 - "$SERVER_LOG" "$REPORTS/answers-by-status.txt" <<'SUMMARY'
import collections, json, re, sys
urls, counts = {}, collections.defaultdict(collections.Counter)
for line in open(sys.argv[1], encoding="utf-8", errors="replace"):
    try:
        entry = json.loads(line)
    except ValueError:
        continue
    if "req" in entry:
        path = entry["req"].get("url", "").split("?")[0]
        if path.startswith("/api/"):
            urls[entry.get("reqId")] = "%s %s" % (entry["req"].get("method"), re.sub(r"/[^/]*[0-9][^/]*(?=/|$)", "/{id}", path))
    elif "res" in entry and entry.get("reqId") in urls:
        counts[urls.pop(entry["reqId"])][entry["res"].get("statusCode")] += 1
total = collections.Counter()
with open(sys.argv[2], "w", encoding="utf-8") as table:
    for operation in sorted(counts):
        statuses = counts[operation]
        total.update(statuses)
        table.write("%6d  %-48s %s\n" % (sum(statuses.values()), operation, " ".join("%s×%d" % item for item in sorted(statuses.items()))))
classes = collections.Counter()
for status, n in total.items():
    classes["%dxx" % (status // 100)] += n
print("=== schemathesis: %d answers over %d operations (%s); per operation in %s" % (
    sum(total.values()), len(counts), ", ".join("%s×%d" % item for item in sorted(classes.items())), sys.argv[2]))
SUMMARY
if grep -q '"level":50\|"level":60' "$SERVER_LOG"; then
  echo "=== the server logged errors:"; grep '"level":[56]0' "$SERVER_LOG" | head -20
  failed=1
fi
exit "$failed"
