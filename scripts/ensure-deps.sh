#!/usr/bin/env bash
# Makes sure the system packages SumCalc needs are here: the ncursesw headers to build, tmux, a
# real xterm on a virtual X server (Xvfb, xdotool) and the extra terminfo entries for the
# end-to-end tests, python3 for the benchmark, chromium (and python3) for the documentation's
# check. Installs them when run as root; otherwise prints the exact command.
set -euo pipefail

missing=()
[ -f /usr/include/ncursesw/curses.h ] || missing+=(libncurses-dev)
for option in "$@"; do
  case "$option" in
    --with-tmux)                                                              # end-to-end tests
      command -v tmux >/dev/null 2>&1 || missing+=(tmux)
      command -v screen >/dev/null 2>&1 || missing+=(screen)                 # Esc under GNU screen
      command -v mandoc >/dev/null 2>&1 || missing+=(mandoc)                 # the manual page's lint
      [ -e /usr/share/terminfo/r/rxvt-unicode ] || missing+=(ncurses-term) ;; # more TERMs to try
    --with-xterm)                                                             # real-xterm tests
      command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
      command -v xterm >/dev/null 2>&1 || missing+=(xterm)
      command -v xdotool >/dev/null 2>&1 || missing+=(xdotool) ;;
    --with-python3) command -v python3 >/dev/null 2>&1 || missing+=(python3) ;;  # make bench
    --with-chromium)                                                # the DocC site, opened in a browser
      command -v python3 >/dev/null 2>&1 || missing+=(python3)
      command -v chromium >/dev/null 2>&1 || missing+=(chromium) ;;
    *) echo "ensure-deps.sh: unknown option $option" >&2; exit 2 ;;
  esac
done
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
