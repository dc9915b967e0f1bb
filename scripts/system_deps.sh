#!/usr/bin/env bash
# Install, through apt, the system libraries Juez needs when they are missing, and say why:
#   - always: the libraries every Qt program loads (glib, OpenGL/EGL, fontconfig, xkbcommon,
#     D-Bus) — the window offscreen, the tests and PySide6's lrelease need them;
#   - with a display (DISPLAY set) or --x11: Qt's xcb platform plugin (libqxcb.so and
#     libQt6XcbQpa.so.6), the list `readelf -d` gives for both, mapped to Debian packages;
#   - with --postgresql: a PostgreSQL server for the multi-station tests (the tests start
#     their own server on a free port; Debian also starts one as a service on install);
#   - with --chromium: Chromium and its WebDriver, for the players' portal's browser tests.
# Uses sudo only when not root. Does nothing on a machine that has them all (or has no apt).
set -euo pipefail

want_x11=""; want_pg=""; want_chromium=""
for arg in "$@"; do
  case "$arg" in
    --x11) want_x11=1 ;;
    --postgresql) want_pg=1 ;;
    --chromium) want_chromium=1 ;;
    *) echo "system_deps.sh: unknown option $arg (use --x11, --postgresql, --chromium)" >&2
       exit 2 ;;
  esac
done
[ -n "${DISPLAY:-}" ] && want_x11=1

# The linker cache, read once: `ldconfig -p | grep -q` under pipefail could kill ldconfig with
# SIGPIPE and count a present library as missing. ldconfig lives in /sbin, which is not on a
# normal user's PATH on Debian.
LDCONFIG=$(command -v ldconfig || echo /sbin/ldconfig)
LIBS=$("$LDCONFIG" -p 2>/dev/null || true)

missing=()
why=()
need() {  # need SONAME PACKAGE REASON: queue PACKAGE when SONAME is not in the linker cache
  case "$LIBS" in
    *"	$1 ("*) ;;  # ldconfig -p prints "<TAB>soname (arch) => path"
    *) missing+=("$2"); why+=("  $2 ($1): $3") ;;
  esac
}

qt="Qt (the window, offscreen tests, translations)"
need libglib-2.0.so.0 libglib2.0-0 "$qt"
need libEGL.so.1 libegl1 "$qt"
need libGL.so.1 libgl1 "$qt"
need libxkbcommon.so.0 libxkbcommon0 "$qt"
need libfontconfig.so.1 libfontconfig1 "$qt: fonts"
need libfreetype.so.6 libfreetype6 "$qt: fonts"
need libdbus-1.so.3 libdbus-1-3 "$qt"
if [ -n "$want_x11" ]; then
  xcb="Qt's X11 (xcb) platform: the window on a display"
  need libX11.so.6 libx11-6 "$xcb"
  need libX11-xcb.so.1 libx11-xcb1 "$xcb"
  need libxcb.so.1 libxcb1 "$xcb"
  need libxcb-cursor.so.0 libxcb-cursor0 "$xcb"
  need libxcb-glx.so.0 libxcb-glx0 "$xcb"
  need libxcb-icccm.so.4 libxcb-icccm4 "$xcb"
  need libxcb-image.so.0 libxcb-image0 "$xcb"
  need libxcb-keysyms.so.1 libxcb-keysyms1 "$xcb"
  need libxcb-randr.so.0 libxcb-randr0 "$xcb"
  need libxcb-render.so.0 libxcb-render0 "$xcb"
  need libxcb-render-util.so.0 libxcb-render-util0 "$xcb"
  need libxcb-shape.so.0 libxcb-shape0 "$xcb"
  need libxcb-shm.so.0 libxcb-shm0 "$xcb"
  need libxcb-sync.so.1 libxcb-sync1 "$xcb"
  need libxcb-util.so.1 libxcb-util1 "$xcb"
  need libxcb-xfixes.so.0 libxcb-xfixes0 "$xcb"
  need libxcb-xkb.so.1 libxcb-xkb1 "$xcb"
  need libxkbcommon-x11.so.0 libxkbcommon-x11-0 "$xcb"
fi
if [ -n "$want_pg" ] && ! ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1; then
  missing+=(postgresql)
  why+=("  postgresql: a PostgreSQL server for the multi-station tests (the tests start their own
    on a free port; Debian also starts one as a system service when it installs)")
fi
if [ -n "$want_chromium" ]; then
  command -v chromium >/dev/null 2>&1 || {
    missing+=(chromium); why+=("  chromium: the browser of the players' portal's browser tests"); }
  command -v chromedriver >/dev/null 2>&1 || {
    missing+=(chromium-driver); why+=("  chromium-driver: WebDriver, how the tests drive chromium"); }
fi

[ ${#missing[@]} -eq 0 ] && exit 0
if ! command -v apt-get >/dev/null 2>&1; then
  echo "Juez needs these system packages (Debian names; install them with your package manager):" >&2
  printf '%s\n' "${why[@]}" >&2
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  if ! command -v sudo >/dev/null 2>&1; then
    echo "Juez needs these system packages; run as root: apt-get install ${missing[*]}" >&2
    printf '%s\n' "${why[@]}" >&2
    exit 1
  fi
  SUDO="sudo"
fi
echo "Installing system packages with ${SUDO:+sudo }apt-get (once; later runs find them):"
printf '%s\n' "${why[@]}"
$SUDO apt-get update -qq
$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" \
  >/dev/null
echo "System packages installed."
