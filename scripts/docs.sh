#!/usr/bin/env bash
# `make docs`: the toolkit's DocC reference — TerminalUI, NcursesBackend, TerminalUITesting and AppFiles, each
# with its catalog (Sources/<module>/<module>.docc) — with the toolchain's own tools and no plug-in
# or network: the modules built, their symbol graphs extracted, each converted to an archive (the
# other two resolving their links to TerminalUI against its archive), and the three merged into one
# static site in .build/docs. Warnings are errors: a broken link or a symbol gone fails the build
# (and `make test`).
set -euo pipefail
swift="${SWIFT:-swift}"
out="${1:-.build/docs}"
work=.build/docc-work

"$swift" build --target NcursesBackend
"$swift" build --target TerminalUITesting
"$swift" build --target AppFiles
triple=$("$swift" -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
bin="$("$swift" build --show-bin-path)"
modules="$bin/Modules"
docc="$(dirname "$(command -v "$swift")")/docc"
[ -x "$docc" ] || docc=docc
rm -rf "$work" "$out"
mkdir -p "$work" "$(dirname "$out")"

# convert MODULE [--dependency ARCHIVE]: its symbol graph (the backend's C modules found through
# their module maps: the system library's own, the one SwiftPM made for CTerminalSignals), then its
# archive.
convert() {
  local module=$1
  shift
  mkdir -p "$work/graphs/$module"
  "$swift" symbolgraph-extract -module-name "$module" -I "$modules" -I Sources/CNcurses \
    -I Sources/CTerminalSignals/include -Xcc -fmodule-map-file="$bin/CTerminalSignals.build/module.modulemap" \
    -target "$triple" -minimum-access-level public -output-dir "$work/graphs/$module"
  "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work/graphs/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "org.sumcalc.$module" \
    --output-path "$work/$module.doccarchive" --transform-for-static-hosting --warnings-as-errors \
    --enable-experimental-external-link-support "$@"
}

convert TerminalUI
convert NcursesBackend --dependency "$work/TerminalUI.doccarchive"
convert TerminalUITesting --dependency "$work/TerminalUI.doccarchive"
convert AppFiles
"$docc" merge "$work/TerminalUI.doccarchive" "$work/NcursesBackend.doccarchive" \
  "$work/TerminalUITesting.doccarchive" "$work/AppFiles.doccarchive" --synthesized-landing-page-name "SumCalc's toolkit" \
  --synthesized-landing-page-kind Package --output-path "$out"
echo "The toolkit's reference: $out/index.html (make docs-preview serves it)"
