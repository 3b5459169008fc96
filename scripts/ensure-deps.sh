#!/usr/bin/env bash
# Makes sure the system packages SumCalc needs are here: the ncursesw headers to build, tmux for
# the end-to-end tests. Installs them when run as root; otherwise prints the exact command.
set -euo pipefail

missing=()
[ -f /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
[ "${1:-}" = "--with-tmux" ] && ! command -v tmux >/dev/null 2>&1 && missing+=(tmux)
[ "${#missing[@]}" -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} ..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "SumCalc needs: ${missing[*]}. Install with:" >&2
  echo "  sudo apt-get install -y ${missing[*]}" >&2
  exit 1
fi
