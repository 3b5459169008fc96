import Observation
import TerminalUITesting
import Testing

@testable import TerminalUI

/// A small app that takes text, run whole on a terminal in memory: `q` is a letter in its field
/// and quits elsewhere, a click puts the cursor, a dialog shows over the screen with its own
/// controls, and a run that never quits fails with its last screen instead of hanging.
@MainActor
@Suite("Screens that take text, and dialogs")
struct TextScreenTests {
  enum Control: Hashable, Sendable { case name, body, clear }
  enum Answer: Hashable, Sendable { case yes, no }

  @MainActor @Observable final class Form: ViewModel {
    var name = EditableText(singleLine: true)
    var body = EditableText()
    var focus = Control.name
    var cleared = 0
    func onEdit(_ edit: TextEdit, in size: Size) {
      if focus == .name { name.apply(edit, in: size) } else { body.apply(edit, in: size) }
    }
  }

  @MainActor @Observable final class Confirm: ViewModel {
    var focus = Answer.no
    let answered: (Answer) -> Void
    init(answered: @escaping (Answer) -> Void) { self.answered = answered }
  }

  enum Route: Equatable {
    case form(Form)
    case confirm(Confirm, over: Form)
  }

  struct FormScreen: Screen {
    let form: Form
    let context: ScreenContext<Void>
    let ask: () -> Void
    var minimumSize: Size { Size(width: 20, height: 6) }
    var takesText: Bool { form.focus != .clear }

    func render(size: Size) -> RenderedScreen<Control> {
      var screen = RenderedScreen<Control>(size: size, context: context)
      TextField(text: form.name, focused: form.focus == .name, placeholder: "Name")
        .render(in: Rect(x: 0, y: 0, width: size.width, height: 1), into: &screen, control: .name)
      TextArea(text: form.body, focused: form.focus == .body)
        .render(in: Rect(x: 0, y: 1, width: size.width, height: size.height - 2), into: &screen, control: .body)
      screen.button(
        .clear, "Clear", at: Rect(x: 0, y: size.height - 1, width: 9, height: 1), focused: form.focus == .clear,
        keys: ["c"])
      return screen
    }

    func handle(_ key: Key, in frame: RenderedScreen<Control>) -> FrameOutcome {
      TextKeys.handle(key, on: form.focus, in: frame, edit: form.onEdit)
        ?? FocusKeys.handle(key, in: frame, focus: form.focus, move: { form.focus = $0 }, press: press) ?? .keepRunning
    }

    func press(_ control: Control, in frame: RenderedScreen<Control>) -> FrameOutcome {
      if control == .clear { ask() } else { form.focus = control }
      return .keepRunning
    }

    func click(_ control: Control, at cell: Point, in frame: RenderedScreen<Control>) -> FrameOutcome {
      guard control != .clear else { return press(control, in: frame) }
      form.focus = control
      TextKeys.click(at: cell, on: control, in: frame, edit: form.onEdit)
      return .keepRunning
    }

    func paste(_ text: String, in frame: RenderedScreen<Control>) {
      TextKeys.paste(text, on: form.focus, in: frame, edit: form.onEdit)
    }
  }

  struct ConfirmScreen: Screen {
    let confirm: Confirm
    let below: FormScreen
    let context: ScreenContext<Void>

    func render(size: Size) -> RenderedScreen<Answer> {
      var screen = RenderedScreen<Answer>(over: below, size: size, context: context)
      screen.dialog(
        title: "Clear?", message: "Both texts go.",
        buttons: [DialogButton(.yes, "Yes", keys: ["y"]), DialogButton(.no, "No", keys: ["n", .escape])],
        focus: confirm.focus)
      return screen
    }

    func handle(_ key: Key, in frame: RenderedScreen<Answer>) -> FrameOutcome {
      FocusKeys.handle(key, in: frame, focus: confirm.focus, move: { confirm.focus = $0 }, press: press) ?? .keepRunning
    }

    func press(_ control: Answer, in frame: RenderedScreen<Answer>) -> FrameOutcome {
      confirm.answered(control)
      return .keepRunning
    }
  }

  @MainActor @Observable final class Router: Navigator {
    private(set) var route: Route
    func restore(_ route: Route) { self.route = route }
    let form = Form()
    init() { route = .form(form) }
    let quitKeys: Set<Key> = ["q"]

    func screen(for route: Route, context: ScreenContext<Void>) -> any Screen {
      switch route {
      case .form(let form): formScreen(form, context)
      case .confirm(let confirm, let form):
        ConfirmScreen(confirm: confirm, below: formScreen(form, context), context: context)
      }
    }

    private func formScreen(_ form: Form, _ context: ScreenContext<Void>) -> FormScreen {
      FormScreen(form: form, context: context) { [unowned self] in
        route = .confirm(
          Confirm { [unowned self] answer in
            if answer == .yes {
              (form.name, form.body, form.cleared) = (EditableText(singleLine: true), EditableText(), form.cleared + 1)
            }
            route = .form(form)
          }, over: form)
      }
    }
  }

  @Test("q is a letter in a text and quits from a button; a button's letter key types in a text too")
  func quitKeyTypesInText() async throws {
    let router = Router()
    let terminal = TestTerminal(size: Size(width: 24, height: 6))
    let end = try await terminal.run(RoutedApp(router), clock: ContinuousClock()) { terminal in
      terminal.type("quick c")
      #expect(router.form.name.text == "quick c")
      terminal.type("\tsquare\r")
      #expect(router.form.body.text == "square\n")
      #expect(terminal.screen.hasPrefix("quick c\nsquare"))
      terminal.type("\tq")
    }
    #expect(end == .quit)
    #expect(terminal.isClosed)
  }

  @Test("a click puts the cursor in the text clicked and gives it the focus; a paste goes where the cursor is")
  func clickAndPaste() async throws {
    let router = Router()
    let terminal = TestTerminal(size: Size(width: 24, height: 6))
    _ = try await terminal.run(RoutedApp(router), clock: ContinuousClock()) { terminal in
      terminal.type("\tone two")
      terminal.click(at: Point(x: 3, y: 1))
      terminal.send([.input(.paste("\r\nand a\r\n"))])
      #expect(router.form.body.text == "one\nand a\n two")
      terminal.click(at: Point(x: 1, y: 0))
      terminal.type("xy")
      #expect(router.form.name.text == "xy")
      #expect(terminal.frames.last?.cursor == Point(x: 2, y: 0))
      terminal.send([.quitSignal(15)])
    }
  }

  @Test("a dialog over the form: the form dimmed and still there, clicks outside the box press nothing, y answers")
  func dialog() async throws {
    let router = Router()
    let terminal = TestTerminal(size: Size(width: 30, height: 9))
    _ = try await terminal.run(RoutedApp(router), clock: ContinuousClock()) { terminal in
      terminal.type("Ann\tnotes")
      #expect(terminal.click(on: "[ Clear ]"))
      #expect(
        terminal.screen == """
          Ann
          notes┌ Clear? ─────────┐
               │                 │
               │ Both texts go.  │
               │                 │
               │ [ Yes ]  [ No ] │
               └─────────────────┘

          [ Clear ]
          """)
      let frame = try #require(terminal.frames.last)
      #expect(frame.styleMap.split(separator: "\n")[0] == "ddd" + String(repeating: "d", count: 27), "dimmed below")
      #expect(frame.cursor == Point(x: 18, y: 5), "on the focused No")
      terminal.click(at: Point(x: 1, y: 8))  // where Clear was: nothing
      terminal.click(at: Point(x: 1, y: 0))  // the field below: nothing
      #expect(router.form.cleared == 0 && terminal.screen.contains("Clear?"))
      terminal.type("y")
      #expect(router.form.cleared == 1 && router.form.name.isEmpty)
      #expect(terminal.screen.hasPrefix("Name"))
      terminal.type("\tq")  // the focus was left in the body: Tab to Clear, where q quits
    }
  }

  @MainActor @Observable final class Question: DialogViewModel {
    typealias Answer = TextScreenTests.Answer
    var focus = TextScreenTests.Answer.no
    var answers: [TextScreenTests.Answer] = []
    func onFocus(_ answer: TextScreenTests.Answer) { focus = answer }
    func onAnswer(_ answer: TextScreenTests.Answer) { answers.append(answer) }
  }

  @Test("DialogScreen: the box's room and the screen below's in its minimum size; Esc where too small is its cancel")
  func dialogScreen() {
    let question = Question()
    let below = FormScreen(form: Form(), context: ScreenContext()) {}
    let dialog = DialogScreen(
      viewModel: question, below: below, context: ScreenContext(), title: "Clear?", message: "Both texts go.",
      buttons: [DialogButton(.yes, "Yes", keys: ["y"]), DialogButton(.no, "No", keys: ["n", .escape])], cancel: .no)
    #expect(dialog.minimumSize == Size(width: 20, height: 6), "the form's 20×6; the buttons need 19")
    let app = RoutedApp(DialogNavigator(dialog: dialog))
    let tooSmall = app.render(size: Size(width: 18, height: 6), elapsed: .zero)
    #expect(tooSmall.handle(.key(.escape), at: .zero) == .keepRunning)
    #expect(question.answers == [.no])
    let shown = app.render(size: Size(width: 30, height: 8), elapsed: .zero)
    #expect(shown.buffer.text.contains("[ Yes ]  [ No ]"))
    #expect(shown.handle(.key(.tab), at: .zero) == .keepRunning && question.focus == .yes)
    #expect(shown.handle(.key(.enter), at: .zero) == .keepRunning && question.answers == [.no, .yes])
  }

  @MainActor final class DialogNavigator: Navigator {
    let dialog: DialogScreen<Question, FormScreen, Void>
    init(dialog: DialogScreen<Question, FormScreen, Void>) { self.dialog = dialog }
    var route: Int { 0 }
    func restore(_ route: Int) {}
    func screen(for route: Int, context: ScreenContext<Void>) -> any Screen { dialog }
  }

  @Test("where the terminal is too small for a screen that takes text, q quits: the text names it")
  func tooSmallQuits() async throws {
    let terminal = TestTerminal(size: Size(width: 19, height: 12))
    let end = try await terminal.run(RoutedApp(Router()), clock: ContinuousClock()) { terminal in
      #expect(terminal.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ").hasSuffix("or q to quit"))
      terminal.type("q")
    }
    #expect(end == .quit)
  }

  @Test("a run whose script never quits fails after its timeout with the last screen, and ends the app")
  func runThatNeverQuits() async {
    let terminal = TestTerminal(size: Size(width: 24, height: 6))
    do {
      _ = try await terminal.run(RoutedApp(Router()), clock: ContinuousClock(), timeout: .milliseconds(200)) {
        terminal in
        terminal.type("stuck")
      }
      Issue.record("the run should have timed out")
    } catch let timeout as AppRunTimeout {
      #expect(timeout.description.contains("the app did not end within"))
      #expect(timeout.screen.hasPrefix("stuck"))
    } catch {
      Issue.record("unexpected \(error)")
    }
    #expect(terminal.isClosed, "the app was ended")
  }
}
