#!/usr/bin/env bash
# Try the README's two commands as a newcomer would, on a fresh Debian bookworm root.
#
#   bash scripts/fresh_root.sh [REPO] [ROOT]        (as root; takes 15–40 minutes)
#
# REPO (default: the repository this script sits in) is cloned at branch $BRANCH (default
# main) into ROOT (default /work/freshroot, rebuilt from nothing on every run), a
# `debootstrap --variant=minbase bookworm` root that gets only python3, python3-venv,
# python3-pip, gcc, git and ca-certificates. This machine's apt settings, local CA
# certificates and pip settings are copied in so the package registries are reached the same
# way (local wheel and index folders named in pip's settings are bind-mounted read-only).
# Then, inside the root, as written in the README:
#   1. `bash scripts/start.sh` on a display: an Xvfb server runs on this host and only its
#      socket is shared with the root, so every library the window needs must come from the
#      project's own install step (an X server installed inside the root would bring X
#      libraries with it and hide a missing one). When the window shows, a screenshot is
#      saved outside the root, then the app is stopped.
#   2. `bash scripts/test.sh`.
#   3. `bash scripts/start.sh` with no display: it must explain and exit 0, not hang.
# Logs and the screenshot go to $OUT (default ROOT.out, outside the root). A PASS/FAIL line
# with its time for each, then the exit status: 0 when all pass.
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
REPO=${1:-$HERE}
ROOT=${2:-/work/freshroot}
OUT=${OUT:-$ROOT.out}
BRANCH=${BRANCH:-main}
SUITE=bookworm
WINDOW_TIMEOUT=${WINDOW_TIMEOUT:-1200}  # seconds for the first start (it installs PySide6…)

[ "$(id -u)" -eq 0 ] || { echo "fresh_root.sh: run as root (debootstrap, chroot, mounts)" >&2; exit 2; }
case "$ROOT" in /|/work|/work/|"$HERE"|"$HERE"/*) echo "refusing ROOT=$ROOT" >&2; exit 2 ;; esac

log() { printf '[%(%H:%M:%S)T] %s\n' -1 "$*"; }
host_apt() {  # install host tools when missing (debootstrap, Xvfb, xdotool, imagemagick)
  local pkgs=()
  command -v debootstrap >/dev/null || pkgs+=(debootstrap)
  command -v Xvfb >/dev/null || pkgs+=(xvfb)
  command -v xdotool >/dev/null || pkgs+=(xdotool)
  command -v import >/dev/null || pkgs+=(imagemagick)
  if [ ${#pkgs[@]} -gt 0 ]; then
    log "host: installing ${pkgs[*]} (to build the root and to show and photograph its window)"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${pkgs[@]}" >/dev/null
  fi
}

mounts_under() { findmnt -rn -o TARGET | awk -v r="$ROOT/" 'index($0, r) == 1' | sort -r; }
root_pids() {  # processes running inside the root (started by this script)
  local p
  for p in /proc/[0-9]*; do
    [ "$(readlink "$p/root" 2>/dev/null)" = "$ROOT" ] && echo "${p#/proc/}"
  done
  return 0
}
XVFB_PID=""
cleanup() {
  local pids m
  pids=$(root_pids)
  if [ -n "$pids" ]; then kill $pids 2>/dev/null || true; sleep 2; fi
  pids=$(root_pids)
  if [ -n "$pids" ]; then kill -9 $pids 2>/dev/null || true; fi
  if [ -n "$XVFB_PID" ]; then kill "$XVFB_PID" 2>/dev/null || true; fi
  for m in $(mounts_under); do umount -R "$m" 2>/dev/null || umount -lR "$m" 2>/dev/null || true; done
  if [ -n "$(mounts_under)" ]; then echo "fresh_root.sh: still mounted under $ROOT:" >&2; mounts_under >&2; fi
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# ---------------------------------------------------------------- the root
host_apt
cleanup  # a previous run's leftovers
if [ -n "$(mounts_under)" ]; then echo "cannot unmount the old root's mounts" >&2; exit 1; fi
rm -rf "$ROOT" "$OUT"
mkdir -p "$ROOT" "$OUT"
MIRROR=$(sed -n 's/^URIs: *\([^ ]*\).*/\1/p' /etc/apt/sources.list.d/*.sources 2>/dev/null | head -1)
MIRROR=${MIRROR:-http://deb.debian.org/debian}
t0=$SECONDS
log "debootstrap --variant=minbase $SUITE $ROOT $MIRROR"
debootstrap --variant=minbase "$SUITE" "$ROOT" "$MIRROR" >"$OUT/debootstrap.log" 2>&1 \
  || { tail -20 "$OUT/debootstrap.log"; exit 1; }

# This machine's apt settings (sources, options, keys) and local CA certificates.
cp -a /etc/apt/sources.list.d/. "$ROOT/etc/apt/sources.list.d/"
cp -a /etc/apt/apt.conf.d/. "$ROOT/etc/apt/apt.conf.d/"
[ -f /etc/apt/sources.list ] && cp -a /etc/apt/sources.list "$ROOT/etc/apt/"
[ -f /etc/apt/sources.list.d/debian.sources ] && rm -f "$ROOT/etc/apt/sources.list"  # no duplicates
for d in /etc/apt/trusted.gpg.d /etc/apt/keyrings /etc/apt/auth.conf.d; do
  [ -d "$d" ] && mkdir -p "$ROOT$d" && cp -a "$d/." "$ROOT$d/"
done
for key in $(grep -rhoE '(Signed-By:|signed-by=)[ ]*/[^] ]+' /etc/apt/sources.list.d /etc/apt/sources.list 2>/dev/null \
             | sed -E 's/^(Signed-By:|signed-by=) *//' | sort -u); do
  [ -f "$key" ] && [ ! -f "$ROOT$key" ] && mkdir -p "$ROOT$(dirname "$key")" && cp -a "$key" "$ROOT$key"
done
if [ -d /usr/local/share/ca-certificates ]; then
  mkdir -p "$ROOT/usr/local/share/ca-certificates"
  cp -a /usr/local/share/ca-certificates/. "$ROOT/usr/local/share/ca-certificates/"
fi
# No daemons from package scripts inside the root (the tests start their own PostgreSQL).
printf '#!/bin/sh\nexit 101\n' >"$ROOT/usr/sbin/policy-rc.d"; chmod +x "$ROOT/usr/sbin/policy-rc.d"

# pip's settings: system and root's config files, PIP_* variables, and the local folders
# they name (find-links, file:// indexes: the folder holding …/simple), bind-mounted read-only.
pip_files=(/etc/pip.conf /etc/xdg/pip /root/.config/pip /root/.pip)
for f in "${pip_files[@]}"; do
  [ -e "$f" ] && mkdir -p "$ROOT$(dirname "$f")" && cp -a "$f" "$ROOT$(dirname "$f")/"
done
pip_env=()
while IFS='=' read -r k v; do pip_env+=("$k=$v"); done < <(env | grep '^PIP_' || true)
local_dirs=$({ cat /etc/pip.conf /etc/xdg/pip/*.conf /root/.config/pip/*.conf /root/.pip/*.conf 2>/dev/null
               printf '%s\n' "${pip_env[@]}"; } | grep -oE '(file://)?/[^ ,;"]+' | sed 's|^file://||' \
             | while read -r p; do
                 while [ -n "$p" ] && [ "$p" != / ] && [ ! -d "$p" ]; do p=$(dirname "$p"); done
                 # A local index (…/simple) links to its files beside it (…/files): mount both.
                 [ "$(basename "$p")" = simple ] && p=$(dirname "$p")
                 case "$p" in /|/etc|/etc/*|/usr|/usr/*|/root|/root/*) ;; *) echo "$p" ;; esac
               done | sort -u || true)

mount_all() {
  mount -t proc proc "$ROOT/proc"
  mount --rbind /sys "$ROOT/sys" && mount --make-rslave "$ROOT/sys"
  mount --rbind /dev "$ROOT/dev" && mount --make-rslave "$ROOT/dev"
  mkdir -p "$ROOT/tmp/.X11-unix"
  mount --bind /tmp/.X11-unix "$ROOT/tmp/.X11-unix"
  local d
  for d in $local_dirs; do
    log "pip folder $d: bind-mounted read-only"
    mkdir -p "$ROOT$d" && mount --bind "$d" "$ROOT$d" && mount -o remount,bind,ro "$ROOT$d"
  done
}
mkdir -p /tmp/.X11-unix
mount_all
cp /etc/resolv.conf "$ROOT/etc/resolv.conf" 2>/dev/null || true

in_root() {  # a clean login-like environment inside the root, plus pip's settings
  chroot "$ROOT" /usr/bin/env -i HOME=/root USER=root LOGNAME=root TERM=dumb LANG=C.UTF-8 \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin "${pip_env[@]}" "$@"
}
log "inside: apt-get install python3 python3-venv python3-pip gcc git ca-certificates"
in_root apt-get update -qq >"$OUT/apt.log" 2>&1 || { tail -20 "$OUT/apt.log"; exit 1; }
in_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
  python3 python3-venv python3-pip gcc git ca-certificates >>"$OUT/apt.log" 2>&1 \
  || { tail -20 "$OUT/apt.log"; exit 1; }
in_root update-ca-certificates >>"$OUT/apt.log" 2>&1
git clone -q --branch "$BRANCH" --single-branch "$REPO" "$ROOT/root/juez"
commit=$(git -C "$ROOT/root/juez" log -1 --format='%h %s' | cut -c1-90)
log "root ready in $((SECONDS - t0)) s: $(in_root python3 --version), clone of $REPO@$BRANCH ($commit)"

declare -A RESULT TIME
# ---------------------------------------------------------------- 1. the start command on a display
disp=90; while [ -e "/tmp/.X11-unix/X$disp" ] || [ -e "/tmp/.X$disp-lock" ]; do disp=$((disp + 1)); done
Xvfb ":$disp" -screen 0 1280x800x24 -nolisten tcp >"$OUT/xvfb.log" 2>&1 &
XVFB_PID=$!
for _ in $(seq 50); do [ -e "/tmp/.X11-unix/X$disp" ] && break; sleep 0.2; done
export DISPLAY=":$disp"
log "1. bash scripts/start.sh  (DISPLAY=:$disp, Xvfb on the host)"
t=$SECONDS
in_root env DISPLAY=":$disp" bash -c 'cd /root/juez && exec bash scripts/start.sh' >"$OUT/start.log" 2>&1 &
START_PID=$!
win=""
while [ $((SECONDS - t)) -lt "$WINDOW_TIMEOUT" ] && kill -0 "$START_PID" 2>/dev/null; do
  win=$(xdotool search --onlyvisible --name '^Juez' 2>/dev/null | head -1 || true)
  [ -n "$win" ] && break
  sleep 2
done
TIME[start]=$((SECONDS - t))
if [ -n "$win" ]; then
  sleep 3  # let it paint
  import -window root "$OUT/start-window.png"
  # The Evento tab on an empty home: the event list, and no "could not open the database".
  xdotool mousemove 98 32 click 1 && sleep 1 && xdotool click 1 && sleep 2
  import -window root "$OUT/start-event-tab.png"
  title=$(xdotool getwindowname "$win")
  geom=$(xdotool getwindowgeometry "$win" | sed -n 's/.*Geometry: //p')
  if kill -0 "$START_PID" 2>/dev/null; then
    RESULT[start]="PASS (window \"$title\" $geom shown after ${TIME[start]} s; screenshots $OUT/start-*.png)"
  else
    RESULT[start]="FAIL (the window closed by itself; see $OUT/start.log)"
  fi
else
  import -window root "$OUT/start-window.png" 2>/dev/null || true
  RESULT[start]="FAIL (no window after ${TIME[start]} s; see $OUT/start.log)"
fi
pids=$(root_pids); if [ -n "$pids" ]; then kill $pids 2>/dev/null || true; fi
wait "$START_PID" 2>/dev/null || true
kill "$XVFB_PID" 2>/dev/null; wait "$XVFB_PID" 2>/dev/null || true; XVFB_PID=""
unset DISPLAY
log "   ${RESULT[start]}"

# ---------------------------------------------------------------- 2. the test command
log "2. bash scripts/test.sh"
t=$SECONDS
if in_root bash -c 'cd /root/juez && exec bash scripts/test.sh' >"$OUT/test.log" 2>&1; then
  RESULT[test]="PASS"
else
  RESULT[test]="FAIL (exit $?; see $OUT/test.log)"
fi
TIME[test]=$((SECONDS - t))
summary=$(grep -E '^[0-9]+ (passed|failed)|[0-9]+ passed' "$OUT/test.log" | tail -1 || true)
RESULT[test]="${RESULT[test]}: ${summary:-no pytest summary} in ${TIME[test]} s"
log "   ${RESULT[test]}"
venv_size=$(du -sh "$ROOT/root/juez/.venv" | cut -f1)

# ---------------------------------------------------------------- 3. start with no display
log "3. bash scripts/start.sh  (no display)"
t=$SECONDS
if timeout 300 chroot "$ROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 PATH=/usr/bin:/bin:/usr/sbin:/sbin \
     bash -c 'cd /root/juez && exec bash scripts/start.sh' >"$OUT/start-nodisplay.log" 2>&1 </dev/null; then
  if grep -q "judge-app --help" "$OUT/start-nodisplay.log"; then
    RESULT[nodisplay]="PASS (explains and exits 0)"
  else
    RESULT[nodisplay]="FAIL (exit 0 without explaining; see $OUT/start-nodisplay.log)"
  fi
else
  RESULT[nodisplay]="FAIL (exit $? — 124 is a hang; see $OUT/start-nodisplay.log)"
fi
TIME[nodisplay]=$((SECONDS - t))

echo
echo "== fresh Debian $SUITE root (minbase + python3 python3-venv python3-pip gcc git), $commit"
printf '%-44s %s\n' "bash scripts/start.sh (first run, on Xvfb)" "${RESULT[start]}"
printf '%-44s %s\n' "bash scripts/test.sh" "${RESULT[test]}"
printf '%-44s %s in %s s\n' "bash scripts/start.sh (no display)" "${RESULT[nodisplay]}" "${TIME[nodisplay]}"
echo ".venv after both commands: $venv_size; logs and screenshot in $OUT"
case "${RESULT[start]}${RESULT[test]}${RESULT[nodisplay]}" in *FAIL*) echo "FAIL"; exit 1 ;; esac
echo "PASS"
