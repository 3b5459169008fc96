import Testing

/// SumCalc as users and scripts meet it: the real executable, in tmux or run directly.
/// Serialized: the machines are small, and deadlines hold better without competition.
@Suite("End to end", .serialized, .timeLimit(.minutes(2)))
struct EndToEnd {}
