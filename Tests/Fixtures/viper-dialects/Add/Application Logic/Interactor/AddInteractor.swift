final class AddInteractor {}
