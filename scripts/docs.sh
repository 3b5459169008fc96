#!/usr/bin/env bash
# `make docs`: the toolkit's DocC reference, with the toolchain's own tools and no plug-in or
# network — TerminalUI built, its symbol graph extracted, the catalog (the guide and the getting
# started article, Sources/TerminalUI/TerminalUI.docc) converted to a static site in .build/docs.
# Warnings are errors: a broken link or a symbol gone fails the build (and `make test`).
set -euo pipefail
swift="${SWIFT:-swift}"
out="${1:-.build/docs}"
graphs=.build/symbol-graphs

"$swift" build --target TerminalUI
triple=$("$swift" -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
rm -rf "$graphs" "$out"
mkdir -p "$graphs" "$(dirname "$out")"
"$swift" symbolgraph-extract -module-name TerminalUI -I "$("$swift" build --show-bin-path)/Modules" \
  -target "$triple" -minimum-access-level public -output-dir "$graphs"
docc="$(dirname "$(command -v "$swift")")/docc"
[ -x "$docc" ] || docc=docc
"$docc" convert Sources/TerminalUI/TerminalUI.docc --additional-symbol-graph-dir "$graphs" --output-path "$out" \
  --transform-for-static-hosting --warnings-as-errors
echo "The toolkit's reference: $out/index.html (make docs-preview serves it)"
