struct Product {
  let name: String
  let cents: Int
}
