final class AddPresenter {}
