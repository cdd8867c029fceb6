import Nimble
import Quick
@testable import Languages

final class DetailViewModelSpec: QuickSpec {
  override class func spec() {
    it("starts as not favourite") {
      let viewModel = DetailViewModel(language: Language(code: "cs", name: "Czech"))
      expect(viewModel.isFavourite).to(beFalse())
    }

    describe("") {
      it("toggles the favourite flag") {
        let viewModel = DetailViewModel(language: Language(code: "cs", name: "Czech"))
        viewModel.toggleFavourite()
        expect(viewModel.isFavourite).to(beTrue())
      }
    }
  }
}
