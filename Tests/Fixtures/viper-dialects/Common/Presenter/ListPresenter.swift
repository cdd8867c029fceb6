final class ListPresenter {}
