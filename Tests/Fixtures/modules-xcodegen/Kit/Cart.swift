public struct Cart {
  public let items: [String]
  // No `OldCart` of the app's: the kit cannot see it.
  var previous: OldCart?
}
