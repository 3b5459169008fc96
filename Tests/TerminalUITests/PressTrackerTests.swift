import Testing

@testable import TerminalUI

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
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .press, 1), in: controls) == nil)
    #expect(tracker.pressed == "one")
    #expect(tracker.handle(event(.left, .release, 4), in: controls) == "one")
    #expect(tracker.pressed == nil)
  }

  @Test func eachClickNeedsItsOwnPress() {
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .press, 9), in: controls) == nil)
    #expect(tracker.handle(event(.left, .release, 9), in: controls) == "two")
    #expect(tracker.handle(event(.left, .release, 9), in: controls) == nil)
  }

  @Test func pressOnOneControlAndReleaseOnAnotherDoesNothing() {
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .press, 2), in: controls) == nil)
    #expect(tracker.handle(event(.left, .release, 10), in: controls) == nil)
    #expect(tracker.pressed == nil)
  }

  @Test func dragOffIntoEmptySpaceDoesNothing() {
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .press, 2), in: controls) == nil)
    #expect(tracker.handle(event(.left, .release, 6), in: controls) == nil)
    #expect(tracker.handle(event(.left, .release, 2), in: controls) == nil)
  }

  @Test func pressInEmptySpaceThenReleaseOnAControlDoesNothing() {
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .press, 6), in: controls) == nil)
    #expect(tracker.pressed == nil)
    #expect(tracker.handle(event(.left, .release, 2), in: controls) == nil)
  }

  @Test func releaseWithoutPressDoesNothing() {
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .release, 2), in: controls) == nil)
    #expect(tracker.pressed == nil)
  }

  @Test(arguments: [MouseButton.right, .middle, .wheelUp, .wheelDown, .other])
  func otherButtonsAreIgnored(button: MouseButton) {
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(button, .press, 2), in: controls) == nil)
    #expect(tracker.pressed == nil)
    #expect(tracker.handle(event(button, .release, 2), in: controls) == nil)
  }

  @Test func otherButtonsDoNotDisturbALeftPress() {
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .press, 2), in: controls) == nil)
    #expect(tracker.handle(event(.right, .release, 10), in: controls) == nil)
    #expect(tracker.pressed == "one")
    #expect(tracker.handle(event(.left, .release, 2), in: controls) == "one")
  }

  @Test func cancelForgetsThePress() {
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .press, 2), in: controls) == nil)
    tracker.cancel()
    #expect(tracker.pressed == nil)
    #expect(tracker.handle(event(.left, .release, 2), in: controls) == nil)
  }

  @Test func releaseIsJudgedAgainstTheControlsNow() {
    // The screen was laid out again between press and release: the control moved away.
    var tracker = PressTracker<String>()
    #expect(tracker.handle(event(.left, .press, 2), in: controls) == nil)
    var moved = ControlMap<String>()
    moved.add("one", at: Rect(x: 0, y: 3, width: 5, height: 1))
    #expect(tracker.handle(event(.left, .release, 2), in: moved) == nil)
  }
}
