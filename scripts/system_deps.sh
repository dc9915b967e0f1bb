#!/usr/bin/env bash
# Install, through apt, the system libraries Juez needs when they are missing:
# Qt's runtime (the window, offscreen or on a display) and, with --postgresql, a PostgreSQL
# server for the multi-station tests. Does nothing on a machine that has them (or has no apt).
set -euo pipefail
missing=()
have_lib() { ldconfig -p 2>/dev/null | grep -q "$1"; }
have_lib libEGL.so.1 || missing+=(libegl1)
have_lib libGL.so.1 || missing+=(libgl1)
have_lib libxkbcommon.so.0 || missing+=(libxkbcommon0)
have_lib libfontconfig.so.1 || missing+=(libfontconfig1)
have_lib libdbus-1.so.3 || missing+=(libdbus-1-3)
if [ -n "${DISPLAY:-}" ]; then  # Qt's xcb platform (Qt >= 6.5) on an X11 desktop
  have_lib libxcb-cursor.so.0 || missing+=(libxcb-cursor0)
  have_lib libxkbcommon-x11.so.0 || missing+=(libxkbcommon-x11-0)
fi
if [ "${1:-}" = "--postgresql" ]; then
  ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || missing+=(postgresql)
fi
if [ ${#missing[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Juez needs these system packages (install them with your package manager): ${missing[*]}" >&2
    exit 0
  fi
  echo "Installing system packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
