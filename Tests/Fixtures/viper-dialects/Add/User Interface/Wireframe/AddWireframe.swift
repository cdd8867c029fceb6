final class AddWireframe {}
