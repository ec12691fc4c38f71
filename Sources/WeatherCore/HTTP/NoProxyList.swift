/// The hosts reached without a proxy, read as curl reads `no_proxy`: entries separated by commas or
/// spaces, each a host name, a domain suffix (with or without a leading dot), an IP address, or `*` for
/// every host. Matching ignores case and a trailing dot; ports are not part of an entry.
public struct NoProxyList: Sendable, Hashable {
    /// Lowercased, without leading dots or brackets.
    public private(set) var entries: [String]
    public private(set) var matchesEverything: Bool

    public init(_ text: String) {
        var entries: [String] = []
        var everything = false
        for piece in text.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            if piece == "*" {
                everything = true
                continue
            }
            let entry = Self.normalized(piece.drop { $0 == "." })
            if !entry.isEmpty { entries.append(entry) }
        }
        self.entries = entries
        self.matchesEverything = everything
    }

    public static let empty = NoProxyList("")

    /// True when `host` is to be reached directly.
    public func matches(host: String) -> Bool {
        if matchesEverything { return true }
        let host = Self.normalized(Substring(host))
        guard !host.isEmpty else { return false }
        // An address matches only itself: "0.0.1" is no suffix of 127.0.0.1.
        if HostAddress.isLiteral(host) { return entries.contains(host) }
        return entries.contains { entry in
            host == entry || (host.hasSuffix(entry) && host.dropLast(entry.count).last == ".")
        }
    }

    private static func normalized(_ text: Substring) -> String {
        var name = text.lowercased()
        if name.hasPrefix("["), name.hasSuffix("]") { name = String(name.dropFirst().dropLast()) }
        while name.hasSuffix(".") { name.removeLast() }
        return name
    }
}
