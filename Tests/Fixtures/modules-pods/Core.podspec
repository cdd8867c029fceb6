Pod::Spec.new do |s|
  s.name             = 'Core'
  s.version          = '1.0.0'
  s.source           = { :git => 'https://example.com/core.git', :tag => "#{s.version}" }
  # Objective-C helpers and Swift alike.
  s.source_files     = 'modules/Core/Core/**/*.{h,m,swift}'
  s.dependency 'BigInt', '~> 3.1'
end
