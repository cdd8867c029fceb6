final class DiscoverPresenter {}
