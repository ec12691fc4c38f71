import FoundationEssentials

/// An authority's index of CAP documents: an RSS 2.0 channel whose items link them, or an Atom feed
/// whose entries do. Only links to the index's own host, or to a host the authority's table entry
/// names, are kept: an index cannot send the app to an arbitrary server.
struct CAPIndex: Sendable {
    /// The documents' addresses, newest first, at most `maximumDocuments`.
    var links: [URL]
    /// Items beyond `maximumDocuments`, left out.
    var droppedItems: Int
    /// Links to a host neither the index's nor the authority's, left out.
    var refusedLinks: Int

    /// The most documents an index is read for: a national service has a few dozen in force, and an
    /// index of thousands would be thousands of requests.
    static let maximumDocuments = 200

    /// The index in `element`, read at `address` for an authority publishing from `hosts` too; nil
    /// where it is neither RSS nor Atom.
    init?(_ element: XMLElement, at address: URL, hosts: [String]) {
        let items: [(link: String?, date: Date?)]
        switch element.name {
        case "rss":
            items = (element.child("channel")?.children("item") ?? []).map { item in
                (item.text(of: "link"), item.text(of: "pubDate").flatMap(HTTPDate.date(from:)))
            }
        case "feed":
            items = element.children("entry").map { entry in
                let links = entry.children("link")
                let link = links.first { $0.attributes["type"]?.contains("cap") == true }
                    ?? links.first { ($0.attributes["rel"] ?? "alternate") == "alternate" }
                return (link?.attributes["href"], entry.text(of: "updated").flatMap(ISO8601Text.date(from:)))
            }
        default:
            return nil
        }
        let allowed = Set(([address.host()] + hosts).compactMap { $0?.lowercased() })
        let ordered = items.enumerated().sorted { ($0.element.date ?? .distantPast, -$0.offset) > ($1.element.date ?? .distantPast, -$1.offset) }
        var links: [URL] = []
        var refused = 0
        for item in ordered {
            guard let text = item.element.link?.trimmed(), let link = URL(string: text, relativeTo: address)?.absoluteURL else { continue }
            guard ["http", "https"].contains(link.scheme?.lowercased()), let host = link.host()?.lowercased(), allowed.contains(host) else {
                refused += 1
                continue
            }
            if !links.contains(link) { links.append(link) }
        }
        droppedItems = max(0, links.count - Self.maximumDocuments)
        self.links = Array(links.prefix(Self.maximumDocuments))
        refusedLinks = refused
    }
}

extension CAPIndex {
    /// The most bytes an index is read from: 200 items with their summaries are well under it.
    static let maximumBytes = 1024 * 1024

    static func read(_ index: Data, at address: URL, hosts: [String]) throws(XMLRefusal) -> CAPIndex? {
        guard index.count <= maximumBytes else { throw .refused("larger than \(maximumBytes) bytes") }
        return CAPIndex(try XMLElement.parse(index), at: address, hosts: hosts)
    }
}
