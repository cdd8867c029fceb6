struct OldBalance {
  let cents: Int
}
