import Foundation

/// Reads a file from `Fixtures/` beside this folder.
enum Fixture {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func data(_ name: String) throws -> Data {
        try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// 2025-11-21T23:40:00Z: the moment the fixtures were captured (08:40 in Seoul).
    static let capturedAt = Date(timeIntervalSince1970: 1_763_768_400)

    /// A fixture with the value at `path` (object keys and array indexes) replaced; `nil` removes an object's key.
    static func data(_ name: String, replacing path: [any Sendable], with value: Any?) throws -> Data {
        let json = try JSONSerialization.jsonObject(with: data(name))
        return try JSONSerialization.data(withJSONObject: replace(in: json, at: path[...], with: value))
    }

    private static func replace(in node: Any, at path: ArraySlice<any Sendable>, with value: Any?) -> Any {
        guard let step = path.first else { return value ?? NSNull() }
        if let key = step as? String, var object = node as? [String: Any] {
            object[key] = path.count == 1 && value == nil ? nil : replace(in: object[key] ?? NSNull(), at: path.dropFirst(), with: value)
            return object
        }
        if let index = step as? Int, var array = node as? [Any], array.indices.contains(index) {
            array[index] = replace(in: array[index], at: path.dropFirst(), with: value)
            return array
        }
        return node
    }
}
