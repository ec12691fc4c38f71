import FoundationEssentials

/// A CAP 1.2 `alert` that is a warning to the public: status `Actual` (not an exercise, a test or a
/// draft) and a message type that issues (`Alert`), replaces (`Update`) or withdraws (`Cancel`) one;
/// acknowledgements and error reports are not warnings.
struct CAPAlert: Sendable {
    enum Kind: Sendable {
        case alert
        case update
        case cancel
    }

    /// Who sent it and what they call it: together, what later messages reference.
    var key: CAPAlertKey
    var sent: Date?
    var kind: Kind
    /// The alerts it replaces or withdraws (`references`).
    var references: [CAPAlertKey]
    var infos: [CAPInfo]

    /// The alert of the root element `element`; nil where it is not a CAP alert, lacks its identity or
    /// is not a public warning.
    init?(_ element: XMLElement) {
        guard element.name == "alert", let identifier = element.text(of: "identifier"), let sender = element.text(of: "sender"),
              element.text(of: "status") == "Actual"
        else { return nil }
        switch element.text(of: "msgType") {
        case "Alert": kind = .alert
        case "Update": kind = .update
        case "Cancel": kind = .cancel
        default: return nil
        }
        key = CAPAlertKey(sender: sender, identifier: identifier)
        sent = element.text(of: "sent").flatMap(CAPTime.date(from:))
        // "sender,identifier,sent" triples, space-separated.
        references = (element.text(of: "references") ?? "").split(whereSeparator: \.isWhitespace).compactMap { triple in
            let parts = triple.split(separator: ",", omittingEmptySubsequences: false)
            return parts.count >= 2 ? CAPAlertKey(sender: String(parts[0]), identifier: String(parts[1])) : nil
        }
        infos = element.children("info").compactMap(CAPInfo.init)
    }

    /// Whether every `info` has expired by `now` (one without `expires` holds until cancelled).
    func hasExpired(at now: Date) -> Bool {
        infos.allSatisfy { $0.expires.map { $0 <= now } ?? false }
    }

    /// Polygons left out of its areas for their size.
    var oversizedPolygons: Int {
        infos.reduce(0) { $0 + $1.areas.reduce(0) { $0 + $1.oversizedPolygons } }
    }
}

/// What identifies an alert among every sender's: its sender and its identifier.
struct CAPAlertKey: Sendable, Hashable {
    var sender: String
    var identifier: String
}

extension CAPAlert {
    /// The most bytes a CAP document is read from (the HTTP client's body limit for it): a warning
    /// with its polygons in a few languages is tens of kilobytes.
    static let maximumBytes = 2 * 1024 * 1024

    /// The alert a CAP document holds; nil where it holds none that is a public warning.
    static func read(_ document: Data) throws(XMLRefusal) -> CAPAlert? {
        guard document.count <= maximumBytes else { throw .refused("larger than \(maximumBytes) bytes") }
        return CAPAlert(try XMLElement.parse(document))
    }
}
