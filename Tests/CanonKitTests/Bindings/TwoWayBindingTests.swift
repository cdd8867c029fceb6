import CanonKit
import CanonTesting
import Observation
import Testing

@MainActor
@Observable
private final class SearchViewModel {
  var query = "" {
    // Normalises what the user typed, as a view model may.
    didSet { if query.hasPrefix(" ") { query = query.trimmingCharacters(in: .whitespaces) } }
  }
  @ObservationIgnored var writes: [String] = []
}

/// A text field as UIKit's behaves: setting `text` does not report an edit unless `echoes`
/// (some controls report programmatic changes too); `type` is the user typing.
@MainActor
private final class Field {
  private(set) var text = ""
  private(set) var setCount = 0
  var echoes = false
  private var onEdit: ((String) -> Void)?

  func setText(_ text: String) {
    self.text = text
    setCount += 1
    if echoes { onEdit?(text) }
  }

  func type(_ text: String) {
    self.text = text
    onEdit?(text)
  }

  func onEditingChanged(_ handler: @escaping (String) -> Void) {
    onEdit = handler
  }
}

@MainActor
private func bindQuery(_ viewModel: SearchViewModel, to field: Field) -> ObservationToken {
  bind({ viewModel.query }, write: {
    viewModel.writes.append($0)
    viewModel.query = $0
  }, show: { field.setText($0) }, edits: { userEntered in field.onEditingChanged(userEntered) })
}

/// Lets pending observation deliveries run.
@MainActor
private func settle() async {
  for _ in 0..<20 { await Task.yield() }
  try? await Task.sleep(for: .milliseconds(20))
}

@MainActor
struct TwoWayBindingTests {
  @Test func theControlShowsThePropertyAndEachChangeOfIt() async {
    let viewModel = SearchViewModel()
    viewModel.query = "bananas"
    let field = Field()
    let token = bindQuery(viewModel, to: field)
    #expect(field.text == "bananas")

    viewModel.query = "plantains"

    #expect(await eventually { field.text == "plantains" })
    #expect(viewModel.writes.isEmpty, "showing a value is not an edit")
    _ = token
  }

  @Test func whatTheUserEntersIsWrittenAndNotShownBack() async {
    let viewModel = SearchViewModel()
    let field = Field()
    let token = bindQuery(viewModel, to: field)
    let setsBefore = field.setCount

    field.type("b")
    field.type("ba")
    await settle()

    #expect(viewModel.query == "ba")
    #expect(viewModel.writes == ["b", "ba"])
    #expect(field.setCount == setsBefore, "the field already shows what the user typed")
    _ = token
  }

  @Test func aValueTheViewModelNormalisedIsShown() async {
    let viewModel = SearchViewModel()
    let field = Field()
    let token = bindQuery(viewModel, to: field)

    field.type(" ba")

    #expect(await eventually { field.text == "ba" })
    #expect(viewModel.writes == [" ba"])
    _ = token
  }

  @Test func aControlThatReportsProgrammaticChangesDoesNotLoop() async {
    let viewModel = SearchViewModel()
    let field = Field()
    field.echoes = true
    let token = bindQuery(viewModel, to: field)

    viewModel.query = "bananas"
    await settle()

    #expect(field.text == "bananas")
    #expect(field.setCount == 2, "the first value, then the change")
    #expect(viewModel.writes.isEmpty)
    _ = token
  }

  @Test func releasingTheTokenStopsBothDirections() async {
    let viewModel = SearchViewModel()
    let field = Field()
    var token: ObservationToken? = bindQuery(viewModel, to: field)
    _ = token
    token = nil

    viewModel.query = "bananas"
    field.type("plantains")
    await settle()

    #expect(field.text == "plantains")
    #expect(viewModel.query == "bananas")
    #expect(viewModel.writes.isEmpty)
  }
}
