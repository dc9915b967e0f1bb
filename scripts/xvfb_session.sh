#!/usr/bin/env bash
# Try the window as a newcomer would, in a real X server: Xvfb at 1280x800, an EMPTY home
# folder, `.venv/bin/judge-app` started with no arguments (as the README says), and the
# window driven only by xdotool key presses and clicks. A screenshot after every step goes
# to OUTDIR (default: a new temporary folder); at the end the command line is asked about the
# same home folder (`event list`, `standings`), so the window and the CLI can be compared.
#
#   bash scripts/xvfb_session.sh [OUTDIR]
#
# Needs Xvfb, xdotool and ImageMagick's `import` (or `xwd` + `convert`). It installs
# nothing: when one is missing it says which Debian packages to install and stops.
# The clicks are at the places the window puts its widgets at 1280x800 with no window
# manager (the window fills the screen); look at the screenshots, not only at the exit code.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

missing=()
command -v Xvfb >/dev/null || missing+=(xvfb)
command -v xdotool >/dev/null || missing+=(xdotool)
if ! command -v import >/dev/null && ! { command -v xwd >/dev/null && command -v convert >/dev/null; }; then
  missing+=(imagemagick x11-apps)
fi
if [ ${#missing[@]} -gt 0 ]; then
  echo "Missing: ${missing[*]}. Install them first, e.g.: sudo apt-get install ${missing[*]}" >&2
  exit 2
fi
if [ ! -x .venv/bin/judge-app ]; then
  echo "No .venv/bin/judge-app: run the README's set-up (bash scripts/start.sh) first." >&2
  exit 2
fi

# Qt's xcb plugin needs its libraries (start.sh installs them only when it sees a display;
# a .venv made another way may lack them): nothing is done when they are there.
bash scripts/system_deps.sh --x11

OUT=${1:-$(mktemp -d -t juez-xvfb-XXXXXX)}
mkdir -p "$OUT"
OUT=$(cd "$OUT" && pwd)
HOME_DIR=$(mktemp -d -t juez-home-XXXXXX)

# A free display number.
N=90
while [ -e "/tmp/.X11-unix/X$N" ] || [ -e "/tmp/.X$N-lock" ]; do N=$((N + 1)); done
export DISPLAY=":$N"
Xvfb "$DISPLAY" -screen 0 1280x800x24 -nolisten tcp >"$OUT/xvfb.log" 2>&1 &
XVFB_PID=$!
APP_PID=""
cleanup() {
  [ -n "$APP_PID" ] && kill "$APP_PID" 2>/dev/null || true
  kill "$XVFB_PID" 2>/dev/null || true
}
trap cleanup EXIT
for _ in $(seq 50); do xdotool getmouselocation >/dev/null 2>&1 && break; sleep 0.1; done

step=0
shot() {  # shot NAME [seconds to wait first]: the whole screen as OUT/NN-NAME.png
  sleep "${2:-1}"
  step=$((step + 1))
  local file
  file=$(printf '%s/%02d-%s.png' "$OUT" "$step" "$1")
  if command -v import >/dev/null; then
    import -window root "$file"
  else
    xwd -root -silent | convert xwd:- "$file"
  fi
  echo "screenshot $file"
}
click() { xdotool mousemove "$1" "$2" click 1; sleep "${3:-0.6}"; }
typed() { xdotool type --delay 25 "$1"; }
key() { xdotool key "$@"; sleep 0.4; }
cli() { HOME="$HOME_DIR" "$ROOT/.venv/bin/judge-app" "$@"; }

# The window, exactly as the README starts it, in the empty home folder.
HOME="$HOME_DIR" "$ROOT/.venv/bin/judge-app" >"$OUT/app.log" 2>&1 &
APP_PID=$!
for _ in $(seq 100); do
  xdotool search --name "Juez" >/dev/null 2>&1 && break
  sleep 0.2
done
shot first-launch 3

# Coordinates of the event workspace at 1280x800 (window at 0,0, no window manager).
EVENT_TAB=(98 32); PLAYERS=(52 115); ROUNDS=(168 115); STANDINGS=(290 115)
PENALTIES=(395 115); TOPCUT=(497 115); PLAYER_NAME=(370 147); PAIR=(868 147)
SCORE=(270 744); EVENT_COMBO=(400 64)

click "${EVENT_TAB[@]}"
key ctrl+n; sleep 1.2                        # Event → New event… (typing waits for the dialog)
typed "Regional Kódem"; shot new-event-dialog 0.5
key Return; sleep 1.5
click "${PLAYER_NAME[@]}"
for name in "Ana López" "Bruno Díaz" "=SUM(A1)" "Carla Núñez" "Diego Peña" \
            "Elena Ruiz" "Fabián Soto" "Gael Ortiz"; do
  typed "$name"; key Return; sleep 0.5
done
shot players-typed

click "${ROUNDS[@]}"
click "${PAIR[@]}" 2; shot round-1-paired
# Results from the keyboard: the score, Enter; the next open table is proposed, Enter.
click "${SCORE[@]}"
typed "2-0"; key Return; sleep 1
for score in 2-1 1-2 0-2; do key Return; typed "$score"; key Return; sleep 1; done
shot round-1-results

click "${PAIR[@]}" 2; shot round-2-paired
click "${SCORE[@]}"
typed "2-1"; key Return; sleep 1
for score in 0-2 2-0 1-1-1; do key Return; typed "$score"; key Return; sleep 1; done
shot round-2-results

# Correct a result: double-click table 3, type the right score (rows 22 px apart since the
# tables became row models, 2026-12-02: table 1 at y 193).
xdotool mousemove 300 237 click --repeat 2 --delay 80 1; shot correct-dialog 1
xdotool key ctrl+a; typed "1-2"; key Return; shot round-2-corrected 1.5
# Why these two: click table 3's row, F3; the reason is read on the worker, shown under it.
click 300 237; key F3; shot why-these-two 1.5

# Drop the player at the last row, then a late entry.
click "${PLAYERS[@]}"
click 300 347; click 1086 147 1; shot drop-confirm 0.5
click 660 400 1.5
click "${PLAYER_NAME[@]}"; typed "Hugo Vidal"; key Return; shot drop-and-late-entry 1.5

# A penalty from the form: player searched, infraction from the list, judge (the table is
# filled in from the pairings once the player is chosen, and checked against them).
click "${PENALTIES[@]}"
click 600 147; key ctrl+a; typed "Diego"; sleep 0.5; key Down Return
click 297 175; shot infraction-list 0.5
click 300 308
click 700 260; typed "Laura Méndez"; shot penalty-form 0.5
click 897 316 1.5; shot penalty-given

click "${STANDINGS[@]}" 1.5; shot standings

click "${ROUNDS[@]}"
click 1210 147 1.5; shot top-cut-dialog
click 615 421 2; shot top-cut-paired
click "${TOPCUT[@]}" 1; shot top-cut-tab

# Event → Reports → Standings: the print preview (menu places as of 2026-12-02: entries 22 px
# apart, their shortcuts shown).
click 89 8 0.6; click 119 161 0.6; shot reports-menu 0.3
click 477 205 2.5; shot standings-preview
# the preview's "Export CSV…": the standings as CSV (compared with the CLI at the end)
click 889 729 1.5; key ctrl+a; typed "$HOME_DIR/clasificacion.csv"; key Return; sleep 1
shot standings-csv-saved 0.5
key Escape; sleep 0.5

# File menu: export as TOM, import it back, export the players as CSV, the backups.
click 32 8 0.6; shot file-menu 0.3
click 125 141 1.5; shot export-tdf-dialog 0.3
key ctrl+a; typed "$HOME_DIR/regional.tdf"; key Return; shot tdf-exported 1.5
click 32 8 0.6; click 160 97 1.5; shot import-dialog 0.3
key ctrl+a; typed "$HOME_DIR/regional.tdf"; key Return; shot tdf-imported 2.5
key Return; sleep 0.8
click 32 8 0.6; click 125 185 1.5; shot export-players-dialog 0.3
key ctrl+a; typed "$HOME_DIR/jugadores.csv"; key Return; sleep 1
click 32 8 0.6; click 100 319 2; shot backups-dialog
click 957 547 0.8                            # its Close button (the dialog is modeless)

# Switch to the first event (shown round 1), to the imported one, and back.
click "${ROUNDS[@]}"
click "${EVENT_COMBO[@]}" 0.8; key Up Return; sleep 1.5
click 140 147 0.6; key Home Return; shot first-event-round-1 1
click "${EVENT_COMBO[@]}" 0.8; key Down Return; shot other-event 1.5
click "${EVENT_COMBO[@]}" 0.8; key Up Return; shot back-to-first-event 1.5
click "${STANDINGS[@]}" 1.5; shot standings-again

# The command line on the same home folder: the window must agree.
{
  echo "\$ judge-app event list"; cli event list
  echo; echo "\$ judge-app standings ev-1"; cli standings ev-1
  echo; echo "\$ judge-app backup list ev-1"; cli backup list ev-1
  echo; echo "\$ cat clasificacion.csv  (the window's standings export)"
  cat "$HOME_DIR/clasificacion.csv" 2>/dev/null || echo "(not written)"
} | tee "$OUT/cli.txt"
echo "Screenshots, the application's log and cli.txt are in $OUT (home folder: $HOME_DIR)."
