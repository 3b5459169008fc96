import Testing

@testable import TerminalUI

/// The tracker with the controls, as the root view uses them (`ControlMap.control(clickedBy:)`).
extension PressTracker {
  fileprivate mutating func handle(_ event: MouseEvent, in controls: ControlMap<String>, at time: Duration) -> String? {
    handle(event, at: time).flatMap(controls.control(clickedBy:))
  }
}

@Suite("PressTracker")
struct PressTrackerTests {
  private let controls: ControlMap<String> = {
    var controls = ControlMap<String>()
    controls.add("one", at: Rect(x: 0, y: 0, width: 5, height: 1))
    controls.add("two", at: Rect(x: 8, y: 0, width: 5, height: 1))
    return controls
  }()

  private func event(_ button: MouseButton, _ action: MouseEvent.Action, _ x: Int, _ y: Int = 0) -> MouseEvent {
    MouseEvent(button: button, action: action, position: Point(x: x, y: y))
  }

  @Test func pressAndReleaseOnTheSameControlClicks() {
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .press, 1), in: controls, at: .zero) == nil)
    #expect(tracker.pressedAt.flatMap(controls.control(at:)) == "one")
    #expect(tracker.handle(event(.left, .release, 4), in: controls, at: .zero) == "one")
    #expect(tracker.pressedAt == nil)
  }

  @Test func eachClickNeedsItsOwnPress() {
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .press, 9), in: controls, at: .zero) == nil)
    #expect(tracker.handle(event(.left, .release, 9), in: controls, at: .zero) == "two")
    #expect(tracker.handle(event(.left, .release, 9), in: controls, at: .zero) == nil)
  }

  @Test func pressOnOneControlAndReleaseOnAnotherDoesNothing() {
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .press, 2), in: controls, at: .zero) == nil)
    #expect(tracker.handle(event(.left, .release, 10), in: controls, at: .zero) == nil)
    #expect(tracker.pressedAt == nil)
  }

  @Test func dragOffIntoEmptySpaceDoesNothing() {
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .press, 2), in: controls, at: .zero) == nil)
    #expect(tracker.handle(event(.left, .release, 6), in: controls, at: .zero) == nil)
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .zero) == nil)
  }

  @Test func pressInEmptySpaceThenReleaseOnAControlDoesNothing() {
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .press, 6), in: controls, at: .zero) == nil)
    #expect(tracker.pressedAt.flatMap(controls.control(at:)) == nil, "held over no control")
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .zero) == nil)
  }

  @Test func releaseWithoutPressDoesNothing() {
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .zero) == nil)
    #expect(tracker.pressedAt == nil)
  }

  @Test(arguments: [MouseButton.right, .middle, .wheelUp, .wheelDown, .other])
  func otherButtonsAreIgnored(button: MouseButton) {
    var tracker = PressTracker()
    #expect(tracker.handle(event(button, .press, 2), in: controls, at: .zero) == nil)
    #expect(tracker.pressedAt == nil)
    #expect(tracker.handle(event(button, .release, 2), in: controls, at: .zero) == nil)
  }

  @Test func otherButtonsDoNotDisturbALeftPress() {
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .press, 2), in: controls, at: .zero) == nil)
    #expect(tracker.handle(event(.right, .release, 10), in: controls, at: .zero) == nil)
    #expect(tracker.pressedAt.flatMap(controls.control(at:)) == "one")
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .zero) == "one")
  }

  @Test func cancelForgetsThePress() {
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .press, 2), in: controls, at: .zero) == nil)
    tracker.cancel()
    #expect(tracker.pressedAt == nil)
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .zero) == nil)
  }

  @Test func releaseIsJudgedAgainstTheControlsNow() {
    // The screen was laid out again between press and release: the control moved away.
    var tracker = PressTracker()
    #expect(tracker.handle(event(.left, .press, 2), in: controls, at: .zero) == nil)
    var moved = ControlMap<String>()
    moved.add("one", at: Rect(x: 0, y: 3, width: 5, height: 1))
    #expect(tracker.handle(event(.left, .release, 2), in: moved, at: .zero) == nil)
  }

  @Test func aDoubleClickClicksTwiceWhenTheFirstClickChangedNothing() {
    var tracker = PressTracker()
    _ = tracker.handle(event(.left, .press, 2), in: controls, at: .zero)
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .zero) == "one")
    _ = tracker.handle(event(.left, .press, 2), in: controls, at: .milliseconds(80))
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .milliseconds(90)) == "one")
  }

  @Test func theSecondClickOfADoubleClickThatChangedTheScreenDoesNothing() {
    var tracker = PressTracker()
    _ = tracker.handle(event(.left, .press, 2), in: controls, at: .zero)
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .milliseconds(5)) == "one")
    tracker.clickChangedScreen()
    // The new screen has a control at the same cell: the second click must not reach it.
    _ = tracker.handle(event(.left, .press, 2), in: controls, at: .milliseconds(85))
    #expect(tracker.pressedAt == nil)
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .milliseconds(90)) == nil)
    // A third click is the user's own.
    _ = tracker.handle(event(.left, .press, 2), in: controls, at: .milliseconds(200))
    #expect(tracker.handle(event(.left, .release, 2), in: controls, at: .milliseconds(210)) == "one")
  }

  @Test func aPressElsewhereOrLaterAfterAScreenChangeIsAClick() {
    var tracker = PressTracker()
    _ = tracker.handle(event(.left, .press, 2), in: controls, at: .zero)
    _ = tracker.handle(event(.left, .release, 2), in: controls, at: .zero)
    tracker.clickChangedScreen()
    _ = tracker.handle(event(.left, .press, 9), in: controls, at: .milliseconds(50))
    #expect(tracker.handle(event(.left, .release, 9), in: controls, at: .milliseconds(60)) == "two", "another cell")

    var later = PressTracker()
    _ = later.handle(event(.left, .press, 2), in: controls, at: .zero)
    _ = later.handle(event(.left, .release, 2), in: controls, at: .zero)
    later.clickChangedScreen()
    _ = later.handle(event(.left, .press, 2), in: controls, at: .milliseconds(500))
    #expect(later.handle(event(.left, .release, 2), in: controls, at: .milliseconds(510)) == "one", "past the time")
  }
}
