enum _CanonStoreBuildStub {}
