CanonMain.run()
