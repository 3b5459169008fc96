#!/bin/sh
# Makes DIR/libstdc++.so a linker script naming the static libstdc++.a, so that the installed build
# (`-L DIR`, see the Makefile's RELEASE) links the C++ runtime in instead of loading libstdc++.so.
# Where the C compiler knows no libstdc++.a, DIR stays empty and the shared library is used.
set -eu
dir=$1
archive=$(${CC:-cc} -print-file-name=libstdc++.a 2>/dev/null || true)
mkdir -p "$dir"
case $archive in
  /*) [ -f "$archive" ] && printf 'INPUT(%s)\n' "$archive" > "$dir/libstdc++.so" && exit 0 ;;
esac
echo "static-cxx: no libstdc++.a found; the installed build will load libstdc++.so" >&2
