internal import CLibXML2
import FoundationEssentials

/// An element of an XML document as libxml2 read it: its local name (a CAP feed writes `cap:alert` and
/// `alert` alike, so the namespace prefix is dropped), the attributes a feed needs, its text (its own text and CDATA,
/// joined) and its child elements. Comments, processing instructions and entity references that were
/// not substituted are left out.
struct XMLElement: Sendable {
    var name: String
    var attributes: [String: String]
    var text: String
    var children: [XMLElement]

    /// The first child named `name`.
    func child(_ name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// The children named `name`, in the document's order.
    func children(_ name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    /// The trimmed text of the first child named `name`; nil where there is none or it is blank.
    func text(of name: String) -> String? {
        guard let text = child(name)?.text.trimmed(), !text.isEmpty else { return nil }
        return text
    }
}

/// Why a document was not read.
enum XMLRefusal: Error, Hashable {
    /// libxml2 (libxml2.so.2) is not installed.
    case libraryMissing
    /// libxml2 refused the document, in its own words: not well-formed, an entity that multiplies
    /// itself past its limits, nesting deeper than its limit.
    case refused(String)
}

extension XMLElement {
    /// The root element of `data`, parsed from memory by libxml2 with nothing fetched and no entity
    /// substituted (`wtui_xml_parse`). The tree is copied out and libxml2's freed before this returns;
    /// libxml2's nesting limit (256 levels without XML_PARSE_HUGE) bounds the copy's recursion. Blank
    /// lines before the XML declaration, which XML forbids and TMA Tanzania's documents had, are skipped.
    static func parse(_ data: Data) throws(XMLRefusal) -> XMLElement {
        guard data.count < Int(Int32.max) else { throw .refused("document too large") }
        var missing: Int32 = 0
        let document = data.withUnsafeBytes { bytes -> UnsafeMutableRawPointer? in
            let start = bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? bytes.count
            guard let base = bytes.baseAddress, start < bytes.count else { return nil }
            return wtui_xml_parse(base.advanced(by: start).assumingMemoryBound(to: CChar.self), Int32(bytes.count - start), &missing)
        }
        if missing != 0 { throw .libraryMissing }
        guard let document else { throw .refused(String(cString: wtui_xml_error()).trimmed()) }
        defer { wtui_xml_free(document) }
        guard let root = wtui_xml_root(document) else { throw .refused("no root element") }
        return XMLElement(copying: root)
    }

    private init(copying node: UnsafeRawPointer) {
        name = String(cString: wtui_xml_name(node))
        attributes = Self.keptAttributes.reduce(into: [:]) { kept, attribute in
            kept[attribute] = wtui_xml_attribute(node, attribute).map { String(cString: $0) }
        }
        text = ""
        children = []
        var child = wtui_xml_first_child(node)
        while let current = child {
            switch wtui_xml_kind_of(current) {
            case wtui_xml_element: children.append(XMLElement(copying: current))
            case wtui_xml_text: text += String(cString: wtui_xml_content(current))
            default: break
            }
            child = wtui_xml_next_sibling(current)
        }
    }

    /// The attributes copied: the few a feed needs (an Atom link's `href`, `rel` and `type`).
    private static let keptAttributes = ["href", "rel", "type"]
}
