#if canImport(Glibc)
  import Glibc
#endif

/// The process's environment variables, looked up one by one as the option parser asks for them:
/// nothing is copied, hashed or kept (a dictionary of them was a generic type to instantiate and
/// strings to hash before the first frame: docs/PERFORMANCE.md, issue 40).
enum Environment {
  static func variable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
