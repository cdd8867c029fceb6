import XCTest

final class ChatPresenterTests: XCTestCase {
  func testThatPresenterAsksForMessagesWhenViewIsReady() {
    // Given
    let interactor = ChatInteractorInputMock()
    let presenter = ChatPresenter(router: ChatRouterInputMock(), interactor: interactor)
    // When
    presenter.didTriggerViewReadyEvent()
    // Then
    XCTAssertTrue(interactor.didObtainMessages)
    XCTAssertNil(interactor.sentText)
  }
}

final class ChatInteractorInputMock: ChatInteractorInput {
  var didObtainMessages = false
  var sentText: String?
  func obtainMessages() { didObtainMessages = true }
  func sendMessage(_ text: String, completion: @escaping (Bool) -> Void) { sentText = text }
}

final class ChatRouterInputMock: ChatRouterInput {
  func closeChat() {}
  func showAuthorProfile() {}
}
