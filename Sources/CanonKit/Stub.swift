enum _CanonKitBuildStub {}
