
/// A tool call's arguments, read with a sentence for each mistake: a client (or the model
/// behind it) reads the error and calls again.
struct ToolArguments {
  let values: [String: Value]

  init(_ values: [String: Value]?) {
    self.values = values ?? [:]
  }

  func string(_ name: String) throws -> String? {
    guard let value = values[name], !value.isNull else { return nil }
    guard let text = value.stringValue else {
      throw MCPError.invalidParams("'\(name)' must be a string")
    }
    return text
  }

  func requiredString(_ name: String) throws -> String {
    guard let text = try string(name), !text.isEmpty else {
      throw MCPError.invalidParams("'\(name)' is required")
    }
    return text
  }

  func bool(_ name: String) throws -> Bool {
    guard let value = values[name], !value.isNull else { return false }
    guard let flag = value.boolValue else {
      throw MCPError.invalidParams("'\(name)' must be true or false")
    }
    return flag
  }

  func strings(_ name: String) throws -> [String] {
    guard let value = values[name], !value.isNull else { return [] }
    if let text = value.stringValue { return [text] }
    guard let items = value.arrayValue else {
      throw MCPError.invalidParams("'\(name)' must be a list of strings")
    }
    return try items.map { item in
      guard let text = item.stringValue else {
        throw MCPError.invalidParams("'\(name)' must be a list of strings")
      }
      return text
    }
  }

  /// A flat object of strings (`{"purpose": "…"}`).
  func stringMap(_ name: String) throws -> [String: String] {
    guard let value = values[name], !value.isNull else { return [:] }
    guard let object = value.objectValue else {
      throw MCPError.invalidParams("'\(name)' must be an object of strings")
    }
    var map: [String: String] = [:]
    for (key, item) in object {
      switch item {
      case .string(let text): map[key] = text
      case .bool(let flag): map[key] = flag ? "true" : "false"
      case .int(let number): map[key] = String(number)
      default: throw MCPError.invalidParams("'\(name).\(key)' must be a string")
      }
    }
    return map
  }
}
