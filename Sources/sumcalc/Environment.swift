#if canImport(Glibc)
  import Glibc
#endif

/// The process's environment variables, looked up one by one as the option parser asks for them:
/// nothing is copied, hashed or kept (a dictionary of them cost a fifth of a millisecond at start,
/// docs/PERFORMANCE.md).
enum Environment {
  static func variable(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }
}
