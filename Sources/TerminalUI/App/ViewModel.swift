/// A screen's view model: a reference type whose identity is the screen's. Two routes are the same
/// when they show the same view models, so a route enum whose cases carry view models gets its
/// `==` from the compiler — a case added later is compared too, never lumped in a `default`.
///
/// ```swift
/// @MainActor @Observable final class CounterViewModel: ViewModel { … }
///
/// enum TallyRoute: Equatable {  // no hand-written ==
///   case counter(CounterViewModel)
///   case saved(SavedViewModel, over: CounterViewModel)
/// }
/// ```
public protocol ViewModel: AnyObject, Equatable {}

extension ViewModel {
  /// The same view model: the same object.
  public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
}
