#!/bin/sh
# Makes DIR hold linker scripts named like shared libraries (libstdc++.so, libncursesw.so) that
# name their static archives instead, so that a link with `-L DIR` first (the Makefile's RELEASE,
# and the benchmark's floors) puts the C++ runtime and ncurses into the program rather than loading
# them at start. A library whose archive the C compiler cannot find is left out: that link then
# uses the shared library, as before.
set -eu
dir=$1
cc=${CC:-cc}
mkdir -p "$dir"

archive() {  # the path of lib$1.a, or nothing
  found=$($cc -print-file-name="lib$1.a" 2>/dev/null || true)
  case $found in /*) [ -f "$found" ] && echo "$found" ;; esac
}

script() {  # script NAME ARCHIVE...: DIR/libNAME.so naming the archives
  name=$1
  shift
  printf 'INPUT(%s)\n' "$*" > "$dir/lib$name.so.new"
  mv "$dir/lib$name.so.new" "$dir/lib$name.so"
}

if cxx=$(archive stdc++) && [ -n "$cxx" ]; then
  script stdc++ "$cxx"
else
  echo "static-link: no libstdc++.a; the installed build will load libstdc++.so" >&2
fi

# Debian splits terminfo out of ncurses (libtinfo); elsewhere it may be inside libncursesw.a.
if ncursesw=$(archive ncursesw) && [ -n "$ncursesw" ]; then
  tinfo=$(archive tinfo || true)
  script ncursesw "$ncursesw" ${tinfo:+"$tinfo"}
else
  echo "static-link: no libncursesw.a; the installed build will load libncursesw.so" >&2
fi
