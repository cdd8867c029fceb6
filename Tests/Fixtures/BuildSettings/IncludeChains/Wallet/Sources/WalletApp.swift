final class WalletApp {}
