Pod::Spec.new do |spec|
  spec.name         = "Wallet"
  spec.version      = "1.0.0"
  spec.source_files = [
    "modules/Wallet/Wallet/**/*.swift",
  ]
  spec.exclude_files = %w[modules/Wallet/Wallet/Legacy/**]
  spec.dependency 'Core'
  spec.dependency 'PromiseKit/CorePromise'

  spec.test_spec 'WalletTests' do |test_spec|
    test_spec.source_files = 'modules/Wallet/WalletTests/*.swift'
  end
end
