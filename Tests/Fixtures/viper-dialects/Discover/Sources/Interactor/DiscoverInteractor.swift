final class DiscoverInteractor {}
