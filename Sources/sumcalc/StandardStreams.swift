import SumCalcFeature

#if canImport(Glibc)
  import Glibc
#endif

/// Writes `text` whole to `descriptor`; nil when it all went, else the `errno` of the failure.
/// Unbuffered, so a full disk or a closed pipe is seen here, not lost at exit.
func writeAll(_ text: String, to descriptor: Int32) -> Int32? {
  var text = text
  return text.withUTF8 { bytes -> Int32? in
    var offset = 0
    while offset < bytes.count {
      let count = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 ? EIO : errno }
      offset += count
    }
    return nil
  }
}

/// Writes a line to standard error (standard output may be the terminal we draw on).
func printError(_ line: String) {
  _ = writeAll(line + "\n", to: STDERR_FILENO)
}

/// Writes a line to standard error unless that is a terminal whose foreground this process is not
/// (a job ended in the background: `kill %1` on a suspended SumCalc) and whose `TOSTOP` is set:
/// writing there would stop the process (SIGTTOU) instead of ending it. Without `TOSTOP` (the
/// default) the line is written, as the shell's own "Terminated" is.
func printErrorUnlessInBackground(_ line: String) {
  var modes = termios()
  if isatty(STDERR_FILENO) == 1, tcgetpgrp(STDERR_FILENO) != getpgrp(),
    tcgetattr(STDERR_FILENO, &modes) != 0 || modes.c_lflag & tcflag_t(TOSTOP) != 0
  {
    return
  }
  printError(line)
}

/// Writes `text` to standard output; a failed write (`>/dev/full`, a closed pipe) is an error, as
/// in GNU tools: a message on standard error, where it still works, and exit status 1.
func printOutput(_ text: String, strings: Localizer) {
  guard let failure = writeAll(text, to: STDOUT_FILENO) else { return }
  printError("sumcalc: " + strings.writeError(String(cString: strerror(failure))))
  exit(1)
}
