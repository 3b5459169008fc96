/// The program's name and version, as `--version` prints it and Help shows it.
public enum SumCalcVersion {
  public static let current = "sumcalc 1.0.0"
}
