struct OldCart {
  let items: [String]
}
