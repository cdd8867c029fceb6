import Foundation

/// An error as a sentence for a person: what the system said ("Permission denied", "Not a
/// directory"), not Foundation's `Error Domain=NSCocoaErrorDomain Code=513 … UserInfo={…}` dump.
enum ErrorSentence {
  static func of(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
    if error.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: error.code) {
      case .fileWriteNoPermission, .fileReadNoPermission: return "permission denied"
      case .fileWriteFileExists: return "a file is in the way"
      case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or folder"
      case .fileWriteOutOfSpace: return "no space left on the device"
      case .fileWriteVolumeReadOnly: return "the volume is read-only"
      default: break
      }
    }
    return "\(error.localizedDescription)"
  }
}

extension ErrorSentence {
  /// Why the folder `path` cannot be made: Foundation says only "error 512" on Linux when a
  /// file stands where a folder should, so the nearest part of the path that exists is looked at.
  static func ofMakingFolder(_ path: String, _ error: any Error) -> String {
    var ancestor = URL(fileURLWithPath: path).standardizedFileURL
    var isFolder: ObjCBool = false
    while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
      ancestor.deleteLastPathComponent()
    }
    if !isFolder.boolValue { return "\(ancestor.path) is a file, not a folder" }
    if ancestor.path != path, !FileManager.default.isWritableFile(atPath: ancestor.path) {
      return "no permission to make a folder in \(ancestor.path)"
    }
    return of(error)
  }
}
