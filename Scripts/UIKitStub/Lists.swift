// Table and collection views: a data source's cells, with reuse as UIKit does it. `reloadData()`
// asks the data source for every row (here every row is visible) after putting the cells shown
// until then in the reuse queue; a dequeue takes a queued cell with that identifier and calls its
// `prepareForReuse()` before handing it out.
//
// A cell class registered with `register(_:for…ReuseIdentifier:)` cannot be created here: Swift
// on Linux cannot call the initializer of a class known only at run time. The stand-in reuses
// such cells, and creates one only through `dequeueReusableCell(withIdentifier:)`'s classic
// pattern, `… ?? MyCell(style:reuseIdentifier:)`; a first dequeue by index path of a class it
// cannot create stops with a message that says so.

extension IndexPath {
  public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
  public var section: Int { self[0] }
  public var row: Int { self[1] }
  public var item: Int { self[1] }
}

@MainActor public protocol UITableViewDataSource: NSObjectProtocol {
  func numberOfSections(in tableView: UITableView) -> Int
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
extension UITableViewDataSource {
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

@MainActor public protocol UITableViewDelegate: NSObjectProtocol {
  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}
extension UITableViewDelegate {
  public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}

/// The reuse queue shared by table and collection views.
@MainActor final class ReuseQueue<Cell: UIView> {
  private var registered: Set<String> = []
  private var queued: [String: [Cell]] = [:]
  private(set) var visible: [IndexPath: Cell] = [:]
  private let identifier: (Cell) -> String?
  private let prepare: (Cell) -> Void

  init(identifier: @escaping (Cell) -> String?, prepare: @escaping (Cell) -> Void) {
    self.identifier = identifier
    self.prepare = prepare
  }

  func register(_ reuseIdentifier: String) { registered.insert(reuseIdentifier) }

  func dequeue(_ reuseIdentifier: String) -> Cell? {
    guard var cells = queued[reuseIdentifier], !cells.isEmpty else { return nil }
    let cell = cells.removeFirst()
    queued[reuseIdentifier] = cells
    prepare(cell)
    return cell
  }

  func dequeueRegistered(_ reuseIdentifier: String, kind: String) -> Cell {
    precondition(registered.contains(reuseIdentifier), "unable to dequeue a \(kind) with identifier \(reuseIdentifier) - must register a nib or a class for the identifier")
    guard let cell = dequeue(reuseIdentifier) else {
      preconditionFailure("The UIKit stand-in cannot create a registered \(kind) class on Linux: dequeue with `dequeueReusableCell(withIdentifier:)` and create the cell when it returns nil.")
    }
    return cell
  }

  /// Every visible cell goes back to its queue; `load` gives the cells to show instead.
  func reload(_ rows: [IndexPath], load: (IndexPath) -> Cell) {
    for cell in visible.values {
      if let reuseIdentifier = identifier(cell) { queued[reuseIdentifier, default: []].append(cell) }
    }
    visible = [:]
    for indexPath in rows { visible[indexPath] = load(indexPath) }
  }
}

@MainActor open class UITableView: UIView {
  public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
  public let style: Style
  open weak var dataSource: (any UITableViewDataSource)?
  open weak var delegate: (any UITableViewDelegate)?
  private let queue = ReuseQueue<UITableViewCell>(identifier: \.reuseIdentifier, prepare: { $0.prepareForReuse() })

  public init(frame: CGRect, style: Style) {
    self.style = style
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) { nil }

  open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { queue.register(identifier) }
  open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { queue.dequeue(identifier) }
  open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
    queue.dequeueRegistered(identifier, kind: "cell")
  }

  open func reloadData() {
    guard let dataSource else { return queue.reload([]) { _ in UITableViewCell(style: .default, reuseIdentifier: nil) } }
    let rows = (0..<dataSource.numberOfSections(in: self)).flatMap { section in
      (0..<dataSource.tableView(self, numberOfRowsInSection: section)).map { IndexPath(row: $0, section: section) }
    }
    queue.reload(rows) { dataSource.tableView(self, cellForRowAt: $0) }
  }
  open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { queue.visible[indexPath] }
  open var visibleCells: [UITableViewCell] { queue.visible.sorted { $0.key < $1.key }.map(\.value) }
}

@MainActor open class UICollectionViewLayout: NSObject {}
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {}

@MainActor open class UICollectionViewCell: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(contentView)
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }
  public internal(set) var reuseIdentifier: String?
  public let contentView = UIView()
  open func prepareForReuse() {}
}

@MainActor public protocol UICollectionViewDataSource: NSObjectProtocol {
  func numberOfSections(in collectionView: UICollectionView) -> Int
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
}
extension UICollectionViewDataSource {
  public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
}

@MainActor open class UICollectionView: UIView {
  open var collectionViewLayout: UICollectionViewLayout
  open weak var dataSource: (any UICollectionViewDataSource)?
  private let queue = ReuseQueue<UICollectionViewCell>(identifier: \.reuseIdentifier, prepare: { $0.prepareForReuse() })

  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) { nil }

  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { queue.register(identifier) }
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
    queue.dequeueRegistered(identifier, kind: "cell")
  }

  open func reloadData() {
    guard let dataSource else { return queue.reload([]) { _ in UICollectionViewCell(frame: .zero) } }
    let items = (0..<dataSource.numberOfSections(in: self)).flatMap { section in
      (0..<dataSource.collectionView(self, numberOfItemsInSection: section)).map { IndexPath(item: $0, section: section) }
    }
    queue.reload(items) { dataSource.collectionView(self, cellForItemAt: $0) }
  }
  open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { queue.visible[indexPath] }
  open var visibleCells: [UICollectionViewCell] { queue.visible.sorted { $0.key < $1.key }.map(\.value) }
}
