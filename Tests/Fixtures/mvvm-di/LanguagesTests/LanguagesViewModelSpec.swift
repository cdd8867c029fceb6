import Nimble
import Quick
@testable import Languages

final class LanguagesViewModelSpec: QuickSpec {
  override class func spec() {
    describe("LanguagesViewModel") {
      var viewModel: LanguagesViewModeling!

      context("on network error") {
        beforeEach {
          viewModel = LanguagesViewModel(api: LanguagesAPI(network: ErrorStubNetwork()), geocoder: GeocoderStub())
        }

        it("sets the error message") {
          await viewModel.load()
          expect(viewModel.errorMessage).toNot(beNil())
        }
      }

      itBehavesLike("object without leaks") {
        ["context": MemoryLeakContext {
          LanguagesViewModel(api: LanguagesAPI(network: ErrorStubNetwork()), geocoder: GeocoderStub())
        }]
      }
    }
  }
}

final class ErrorStubNetwork: Networking {
  func data(for path: String) async throws -> Data {
    throw URLError(.notConnectedToInternet)
  }
}

final class GeocoderStub: Geocoding {
  func country(of location: CLLocation) async throws -> String? { "CZ" }
}
