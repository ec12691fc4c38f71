/// One language's words: every message's text, generated from the language's gettext catalog
/// (po/<code>.po) at build time by Plugins/LocalizationPlugin, so nothing is read or parsed at launch. A
/// message the catalog has no translation of reads in English.
public struct Catalog: Sendable {
    /// How many forms a plural message has in the language (its `Plural-Forms`' nplurals).
    let pluralCount: Int
    /// The form a count takes, from the language's `Plural-Forms` rule: 0 up to `pluralCount - 1`.
    let pluralForm: @Sendable (UInt) -> Int
    /// Every message's text in `MessageID` order, a plural message's forms one after another; "" where the
    /// catalog has no translation.
    let texts: CatalogTexts

    init(pluralCount: Int, pluralForm: @escaping @Sendable (UInt) -> Int, texts: [String]) {
        self.pluralCount = pluralCount
        self.pluralForm = pluralForm
        self.texts = CatalogTexts(texts, terminator: Self.textTerminator)
    }

    /// A generated catalog: its texts in one string literal, each ended by `textTerminator`.
    init(pluralCount: Int, pluralForm: @escaping @Sendable (UInt) -> Int, packedTexts: String) {
        self.pluralCount = pluralCount
        self.pluralForm = pluralForm
        self.texts = CatalogTexts(packed: packedTexts, terminator: Self.textTerminator)
    }

    /// The message's text as the catalog has it, English where it has none.
    func template(_ id: MessageID) -> String {
        let text = texts[id.rawValue]
        return text.isEmpty ? Self.english.texts[id.rawValue] : text
    }

    /// The plural message's form for `count`; English's, by English's rule, where the catalog lacks a form.
    func template(_ id: MessageID, count: Int) -> String {
        form(id, count: count) ?? Self.english.form(id, count: count) ?? ""
    }

    private func form(_ id: MessageID, count: Int) -> String? {
        let forms = self.forms(id)
        let form = pluralForm(count.magnitude)
        guard (0..<forms.count).contains(form), !forms.contains(where: \.isEmpty) else { return nil }
        return forms[forms.startIndex + form]
    }

    /// The texts of a message: one, or one per plural form.
    func forms(_ id: MessageID) -> Slice<CatalogTexts> {
        guard id.rawValue >= MessageID.firstPlural else { return texts[id.rawValue...id.rawValue] }
        let start = MessageID.firstPlural + (id.rawValue - MessageID.firstPlural) * pluralCount
        return texts[start..<start + pluralCount]
    }

    /// The decimal mark of numbers on screen: "." or ",".
    public var decimalSeparator: String { template(.decimalSeparator) }

    /// A weekday's short name, 0 for Sunday.
    func weekdayName(_ weekday: Int) -> String {
        text(Self.weekdayMessages[weekday])
    }

    /// A month's short name, 1 for January.
    func monthName(_ month: Int) -> String {
        text(Self.monthMessages[month - 1])
    }

    /// One of the 16 points of the compass, 0 for north, clockwise.
    func compassPoint(_ index: Int) -> String {
        text(Self.compassMessages[index])
    }

    static let weekdayMessages: [Message] = [
        .weekdaySunday, .weekdayMonday, .weekdayTuesday, .weekdayWednesday, .weekdayThursday, .weekdayFriday, .weekdaySaturday,
    ]
    static let monthMessages: [Message] = [
        .monthJanuary, .monthFebruary, .monthMarch, .monthApril, .monthMay, .monthJune, .monthJuly, .monthAugust,
        .monthSeptember, .monthOctober, .monthNovember, .monthDecember,
    ]
    static let compassMessages: [Message] = [
        .compassN, .compassNNE, .compassNE, .compassENE, .compassE, .compassESE, .compassSE, .compassSSE,
        .compassS, .compassSSW, .compassSW, .compassWSW, .compassW, .compassWNW, .compassNW, .compassNNW,
    ]

    /// `template` with each `{name}` replaced by its value, in one pass: a value is never read as a template,
    /// and a placeholder without a value stays as written.
    static func fill(_ template: String, _ values: KeyValuePairs<String, String>) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            // Strings, not substrings, are added: `+=` of a substring is the generic append, which has the
            // runtime look up `Substring: Collection` (a search of every conformance in the program).
            result += String(rest[..<open])
            guard let close = rest[open...].firstIndex(of: "}"),
                  let value = values.first(where: { $0.key == rest[rest.index(after: open)..<close] })?.value else {
                result.append("{")
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += value
            rest = rest[rest.index(after: close)...]
        }
        return result + String(rest)
    }

    /// The names of the `{name}` placeholders in `template`.
    static func placeholders(in template: String) -> Set<String> {
        var names = Set<String>()
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            names.insert(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
