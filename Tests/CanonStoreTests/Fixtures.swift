import CanonStore
import CanonTesting
import Foundation

struct Banana: StoreEntity, Equatable {
  let id: Int
  let name: String
}

struct Offline: Error, Equatable {}

enum RemoteCall: Equatable, Sendable {
  case fetchAll
  case fetch(id: Int)
}

/// A remote that answers with fixed bananas, or fails as if offline when it has none.
struct RemoteStub: EntityStore {
  let bananas: [Banana]?
  let calls = CallRecorder<RemoteCall>()

  static func failing() -> RemoteStub { RemoteStub(bananas: nil) }

  func fetchAll() async throws -> [Banana] {
    calls.record(.fetchAll)
    guard let bananas else { throw Offline() }
    return bananas
  }

  func fetch(id: Int) async throws -> Banana? {
    calls.record(.fetch(id: id))
    guard let bananas else { throw Offline() }
    return bananas.first { $0.id == id }
  }
}

/// A fresh SQLite file path in the temporary directory, removed by `remove()`.
struct TemporaryDatabaseFile {
  let path = FileManager.default.temporaryDirectory
    .appendingPathComponent("canon-store-\(UUID().uuidString).sqlite").path

  func remove() {
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
  }
}

let fresh = [Banana(id: 1, name: "Cavendish"), Banana(id: 2, name: "Plantain")]
let stale = [Banana(id: 9, name: "Gros Michel")]

func collect<Value>(_ stream: StoreSnapshots<Value>) async -> (
  snapshots: [StoreSnapshot<Value>], error: (any Error)?
) {
  var snapshots: [StoreSnapshot<Value>] = []
  do {
    for try await snapshot in stream { snapshots.append(snapshot) }
    return (snapshots, nil)
  } catch {
    return (snapshots, error)
  }
}
