import Foundation

/// Whether `error` means the work was cancelled rather than failed: `CancellationError`, or
/// Foundation's URL loading "cancelled" error (`URLError.cancelled`, code -999).
///
/// Cancellation is not a failure to show: ``Loadable/init(isolation:catching:)`` and ``Command``
/// do not report it. The URL error is matched by domain and code so that CanonKit does not need
/// FoundationNetworking on Linux.
public func isCancellation(_ error: any Error) -> Bool {
  if error is CancellationError { return true }
  let nsError = error as NSError
  return nsError.domain == NSURLErrorDomain && nsError.code == NSURLErrorCancelled
}
