import Glibc

/// The process's environment variables. Read from `environ` byte by byte: `ProcessInfo.environment`
/// finds each `=` grapheme by grapheme, on the way to the first frame (bench/README.md has the cost).
/// A name set twice keeps its first value, as `getenv` (and so curses) reads it.
public enum ProcessEnvironment {
    public static func current() -> [String: String] {
        variables(in: environ)
    }

    /// The variables of a null-terminated list of `NAME=value` strings; an entry without `=` is skipped.
    static func variables(in entries: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> [String: String] {
        var variables: [String: String] = [:]
        var entry = entries
        while let pointer = entry?.pointee {
            let bytes = UnsafeRawBufferPointer(start: pointer, count: strlen(pointer))
            if let equals = bytes.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(decoding: bytes[..<equals], as: UTF8.self)
                if variables[name] == nil {
                    variables[name] = String(decoding: bytes[(equals + 1)...], as: UTF8.self)
                }
            }
            entry = entry?.successor()
        }
        return variables
    }
}
