#!/usr/bin/env bash
# Check a built app (default dist/juez) the way a judge uses it, with nothing from the
# source tree on the path: every Kódem sample checked against its .expected.json (and
# its exit code), a rule quoted, an event created and paired on a fresh SQLite file (the
# migrations are found), a PDF written, a PostgreSQL URL reaching the psycopg driver, and
# the window started offscreen for a few seconds with nothing on stderr but Qt's
# offscreen notice (and on X11 under Xvfb when installed).
# Prints one line per check and "smoke: N passed, N failed"; exit 1 if any failed.
# Usage: bash packaging/smoke.sh [DIST_DIR]
set -uo pipefail
cd "$(dirname "$0")/.."
DIST=$(realpath "${1:-dist/juez}")
APP="$DIST/judge-app"
PY=python3
[ -x .venv/bin/python ] && PY=.venv/bin/python
[ -x "$APP" ] || { echo "smoke: $APP not found (run packaging/build.sh)" >&2; exit 2; }

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
# Nothing the app writes may reach the user's own settings or database.
export XDG_DATA_HOME="$WORK/data" XDG_CONFIG_HOME="$WORK/config" HOME="$WORK/home"
export JUEZ_SETTINGS="$WORK/settings.ini" JUEZ_DB="$WORK/juez.sqlite3"
export QT_QPA_PLATFORM=offscreen
mkdir -p "$HOME"
SAMPLES="$DIST/_internal/judge_app/_resources/samples"  # the copies inside the bundle
passed=0
failed=0
ok() { echo "ok    $*"; passed=$((passed + 1)); }
bad() { echo "FAIL  $*"; failed=$((failed + 1)); }

# 1. check: every Kódem sample, flags and exit code as its .expected.json says.
for log in "$SAMPLES"/kodem/*.json; do
  case "$log" in *.expected.json) continue ;; esac
  name=$(basename "$log" .json)
  "$APP" check "$log" --json >"$WORK/out.json" 2>"$WORK/err.txt"
  rc=$?
  if "$PY" - "$WORK/out.json" "${log%.json}.expected.json" "$rc" <<'EOF'
import json, sys
out, expected, rc = sys.argv[1], sys.argv[2], int(sys.argv[3])
keys = ("seq", "player", "rulebook", "section", "severity", "penalty")
got = [{k: v[k] for k in keys if k in v} for v in json.load(open(out))["violations"]]
want = json.load(open(expected))
key = lambda v: json.dumps(v, sort_keys=True)
sys.exit(0 if sorted(got, key=key) == sorted(want, key=key) and rc == (1 if want else 0) else 1)
EOF
  then ok "check $name (exit $rc)"; else bad "check $name (exit $rc): $(head -c 300 "$WORK/err.txt")"; fi
done
"$APP" check "$WORK/missing.json" --json >/dev/null 2>"$WORK/err.txt"
rc=$?
if [ $rc -eq 2 ] && grep -q missing.json "$WORK/err.txt"; then ok "check of a missing file: exit 2, file named"
else bad "check of a missing file: exit $rc"; fi

# 2. rules show: the rulebook index and texts are inside the bundle.
if "$APP" rules show kodem-5.0 6.7-P1 >"$WORK/rule.txt" 2>&1 && grep -q "6.7-P1" "$WORK/rule.txt" \
   && grep -q "restricción" "$WORK/rule.txt"; then ok "rules show kodem-5.0 6.7-P1"
else bad "rules show kodem-5.0 6.7-P1: $(head -c 300 "$WORK/rule.txt")"; fi

# 3. a tournament on a fresh SQLite file: the Alembic migrations run from the bundle.
event=$("$APP" event create --name Smoke --game kodem --json 2>"$WORK/err.txt" \
        | "$PY" -c 'import json, sys; print(json.load(sys.stdin)["id"])' 2>/dev/null)
if [ -n "$event" ]; then
  for n in Ana Beto Caro Dani Eva; do "$APP" player add "$event" "$n" >/dev/null; done
  if "$APP" round pair "$event" --json >"$WORK/pair.json" 2>"$WORK/err.txt" \
     && "$PY" -c 'import json, sys; d = json.load(open(sys.argv[1])); sys.exit(len(d["pairings"]) != 3)' \
        "$WORK/pair.json"; then ok "event create + 5 players + round pair (SQLite, migrations)"
  else bad "round pair: $(head -c 300 "$WORK/err.txt")"; fi
  # a result on the path without the ORM, then the audit chain and data it commits to
  table=$("$PY" -c 'import json, sys; print(next(p["table"] for p in json.load(open(sys.argv[1]))["pairings"] if p["p2"]))' "$WORK/pair.json" 2>/dev/null)
  if "$APP" round result "$event" "${table:-1}" 2-1 >"$WORK/res.txt" 2>"$WORK/err.txt" \
     && grep -q "2-1" "$WORK/res.txt" && "$APP" audit verify "$event" >"$WORK/audit.txt" 2>&1; then
    ok "round result + audit verify"
  else bad "round result: $(head -c 300 "$WORK/err.txt") $(head -c 300 "$WORK/audit.txt")"; fi
  if "$APP" report pairings "$event" --out "$WORK/p.pdf" >/dev/null 2>"$WORK/err.txt" \
     && head -c 5 "$WORK/p.pdf" | grep -q '%PDF-'; then ok "report pairings PDF (fonts bundled)"
  else bad "report pairings: $(head -c 300 "$WORK/err.txt")"; fi
else
  bad "event create: $(head -c 300 "$WORK/err.txt")"
fi

# 4. PostgreSQL: the psycopg driver is bundled (a closed port must give a connection error,
#    not "can't load plugin").
"$APP" --db "postgresql://smoke@127.0.0.1:9/none" standings ev-1 >/dev/null 2>"$WORK/err.txt"
rc=$?
if [ $rc -eq 2 ] && grep -q "cannot open database" "$WORK/err.txt"; then ok "PostgreSQL URL reaches psycopg"
else bad "PostgreSQL URL (exit $rc): $(head -c 300 "$WORK/err.txt")"; fi

# 5. the window, offscreen, for 5 seconds: still running (timeout's 124), nothing on stderr
#    but Qt's offscreen notice.
timeout 5 "$APP" >"$WORK/gui.out" 2>"$WORK/gui.err"
rc=$?
grep -v "This plugin does not support propagateSizeHints()" "$WORK/gui.err" >"$WORK/gui.err2"
if [ $rc -eq 124 ] && [ ! -s "$WORK/gui.err2" ]; then ok "window starts offscreen (5 s)"
else bad "window (exit $rc): $(head -c 600 "$WORK/gui.err2")"; fi

# 6. the same on a real X server when Xvfb is installed (apt xvfb): the xcb plugin and
#    the X libraries it needs are in the bundle or on the system.
if command -v xvfb-run >/dev/null; then
  QT_QPA_PLATFORM=xcb xvfb-run -a -s "-screen 0 1280x800x24" timeout 5 "$APP" \
    >"$WORK/x11.out" 2>"$WORK/x11.err"
  rc=$?
  if [ $rc -eq 124 ] && [ ! -s "$WORK/x11.err" ]; then ok "window starts on X11 (Xvfb, 5 s)"
  else bad "window on X11 (exit $rc): $(head -c 600 "$WORK/x11.err")"; fi
else
  echo "skip  window on X11 (no xvfb-run)"
fi

echo "smoke: $passed passed, $failed failed"
[ $failed -eq 0 ]
