import Glibc
import Testing

/// Runs `body` in a fresh directory under /tmp, removed with everything in it afterwards.
func withScratchDirectory(_ body: (String) throws -> Void) throws {
  var template = Array("/tmp/appfiles-XXXXXX".utf8CString)
  let directory = try #require(mkdtemp(&template).map { String(cString: $0) })
  defer { _ = system("rm -rf '\(directory)'") }
  try body(directory)
}
