import Core
import Wallet

struct WalletScreen {
  let balance: Balance
  let fee: Money
}
