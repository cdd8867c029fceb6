enum _CanonInjectionBuildStub {}
