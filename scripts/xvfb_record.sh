#!/usr/bin/env bash
# A real-window recording under Xvfb (issue 12, "Done when"): start Juez from an EMPTY home
# folder on a virtual display, record a short Kódem game with real key presses (xdotool),
# one of its plays a violation, export the log, take screenshots, and check the exported
# log with `judge-app check` (it must report that violation, exit 1). Then reconstruct a
# dispute: open a sample in the replay, record onward from its step 12 (a position), export
# and check that too.
#
#   bash scripts/xvfb_record.sh [OUTDIR]      # screenshots and the log go to OUTDIR
#
# Needs: Xvfb, xdotool, ImageMagick's `import` (apt: xvfb xdotool imagemagick).
# Prints PASS or FAIL; exit 0 on PASS.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$(mktemp -d /tmp/juez-xvfb.XXXXXX)}
mkdir -p "$OUT"
for tool in Xvfb xdotool import; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool is missing (apt install xvfb xdotool imagemagick)"; exit 2; }
done
HOME_DIR=$(mktemp -d /tmp/juez-home.XXXXXX)   # an empty home: no settings, no database
DISPLAY_NO=${JUEZ_XVFB_DISPLAY:-$(( 90 + RANDOM % 400 ))}
export DISPLAY=":$DISPLAY_NO"
Xvfb "$DISPLAY" -screen 0 1600x1000x24 -nolisten tcp >"$OUT/xvfb.log" 2>&1 &
XVFB=$!
APP=""
cleanup() {
  [ -n "$APP" ] && kill "$APP" 2>/dev/null || true
  kill "$XVFB" 2>/dev/null || true
  rm -rf "$HOME_DIR"
}
trap cleanup EXIT
sleep 1.5

shot() { import -window root "$OUT/$1.png"; echo "screenshot $OUT/$1.png"; }
keys() { xdotool key --delay 120 "$@"; sleep 0.4; }
line() {  # type one notation line into the recording line and press Enter
  # ASCII only: xdotool types a character missing from the virtual keyboard's map (ñ, á)
  # through a remapped key that a fast client may miss; the notation folds accents anyway
  # (dano = daño).
  xdotool type --delay 30 -- "$1"; sleep 0.2; xdotool key Return; sleep 0.5
}

mkdir -p "$HOME_DIR/run" && chmod 700 "$HOME_DIR/run"
env -i PATH="$PATH" DISPLAY="$DISPLAY" HOME="$HOME_DIR" LANG=es_MX.UTF-8 \
    XDG_RUNTIME_DIR="$HOME_DIR/run" QT_QPA_PLATFORM=xcb PYTHONPATH="$ROOT" \
    "$ROOT/.venv/bin/python" -m ui.main >"$OUT/app.log" 2>&1 &
APP=$!
WIN=$(xdotool search --sync --onlyvisible --name "Juez" | head -1)
sleep 3
xdotool windowactivate --sync "$WIN" 2>/dev/null || xdotool windowfocus "$WIN"
shot 01-window

# File › Record a match… (Ctrl+Shift+R): the start page, Kódem and the demo table chosen
keys ctrl+shift+r
sleep 2
PANEL=$(xdotool search --sync --onlyvisible --name "Registrar una partida|Record a match" | head -1)
xdotool windowactivate --sync "$PANEL" 2>/dev/null || xdotool windowfocus "$PANEL"
shot 02-start-page
keys ctrl+Return          # start recording (the start page's shortcut)
sleep 2
shot 03-recording

# A short game typed in notation; turn 3's attack is by a resting card: 5.1
for l in "T1 Ana turno" "fase previa" "revela Itzal" "revela Nahui" "fase batalla" \
         "ataca Itzal > kuma2 3" "dano kuma2 3 ataque de Itzal" "fase post" "fase equipo" \
         "fase fin" "T2 Luis turno" "fase previa" "fase fin" "T3 Ana turno" "fase previa" \
         "fase batalla"; do
  line "$l"
done
shot 04-before-violation
line "ataca Itzal > kuma2 3"
sleep 1
shot 05-violation
keys 1                    # the first offered action, by its key
shot 06-offer-entered
keys ctrl+z               # undo it
shot 07-undone

# Export (Ctrl+S): the file dialog takes a typed path
keys ctrl+s
sleep 2
shot 08-export-dialog
xdotool type --delay 20 -- "$OUT/recorded.json"
xdotool key Return
sleep 2
shot 09-exported

# Part 2, a reconstruction: the replay opens a sample log (Ctrl+O, a typed path), steps to
# event 12 (→ twelve times), and File › Record onward from this step (Ctrl+Shift+G) starts a
# recording from that position; four plays are recorded (the last, an attack by a resting
# card) and exported. Without a window manager, a click gives a window the keyboard.
xdotool windowraise "$WIN"; sleep 0.5
xdotool mousemove 400 300 click 1; sleep 0.5
keys ctrl+o
sleep 2
xdotool type --delay 20 -- "$ROOT/resources/samples/kodem/batalla-violations.json"
xdotool key Return
sleep 3
xdotool mousemove 1150 300 click 1; sleep 0.5   # the replay's event list
for _ in $(seq 12); do xdotool key Right; sleep 0.15; done
shot 10-replay-step-12
keys ctrl+shift+g
sleep 2
xdotool windowraise "$PANEL"; xdotool windowactivate --sync "$PANEL" 2>/dev/null || true
xdotool mousemove 1000 310 click 1; sleep 0.5  # the notation line
shot 11-from-position
keys 1                    # offer 1: Ana's turn
for l in "fase previa" "fase batalla" "ataca Itzal > kuma2 1"; do line "$l"; done
shot 12-reconstruction
keys ctrl+s
sleep 2
xdotool type --delay 20 -- "$OUT/reconstruction.json"
xdotool key Return
sleep 2

if [ ! -f "$OUT/recorded.json" ]; then
  echo "FAIL: no exported log at $OUT/recorded.json"; exit 1
fi
set +e
PYTHONPATH="$ROOT" "$ROOT/.venv/bin/python" -m ui.main check "$OUT/recorded.json" --lang es | tee "$OUT/check.txt"
status=${PIPESTATUS[0]}
set -e
events=$(python3 -c "import json,sys; print(len(json.load(open(sys.argv[1]))['events']))" "$OUT/recorded.json")
echo "events recorded: $events; check exit status: $status"
if [ "$status" != 1 ] || [ "$events" != 17 ] || ! grep -q "§5.1" "$OUT/check.txt"; then
  echo "FAIL: expected 17 events and a 5.1 violation (exit 1)"; exit 1
fi
echo "part 1: 17 events recorded with real key presses, the 5.1 violation flagged by check"
if [ ! -f "$OUT/reconstruction.json" ]; then
  echo "FAIL: no exported reconstruction at $OUT/reconstruction.json"; exit 1
fi
set +e
PYTHONPATH="$ROOT" "$ROOT/.venv/bin/python" -m ui.main check "$OUT/reconstruction.json" \
  --lang es | tee "$OUT/check2.txt"
status=${PIPESTATUS[0]}
set -e
shape=$(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); \
print(len(d['events']), d['position']['turn'])" "$OUT/reconstruction.json")
echo "reconstruction: events and position turn: $shape; check exit status: $status"
if [ "$status" = 1 ] && [ "$shape" = "4 2" ] && grep -q "^#4 .*§5.1" "$OUT/check2.txt"; then
  echo "PASS: a Kódem game and a reconstruction from a position recorded with real key presses"
  exit 0
fi
echo "FAIL: expected the reconstruction's 4 events after the turn-2 position, 5.1 at #4"; exit 1
