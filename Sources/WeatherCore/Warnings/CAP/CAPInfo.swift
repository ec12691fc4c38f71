import FoundationEssentials

/// One `info` of a CAP alert: the warning in one language, and the areas it covers.
struct CAPInfo: Sendable {
    /// RFC 3066 ("en-US", "es"); CAP's default is "en-US".
    var language: String
    var event: String
    var severity: WarningSeverity
    /// The CAP word for it ("Severe"), as sent.
    var severityWord: String?
    var urgency: String?
    var certainty: String?
    /// What the public is told to do (`responseType`: "Shelter", "Prepare", "AllClear"…), as sent.
    var responseTypes: [String]
    var onset: Date?
    var effective: Date?
    var expires: Date?
    var senderName: String?
    var headline: String?
    var description: String?
    var instruction: String?
    var web: String?
    var areas: [CAPArea]

    /// Nil without an event: a warning about nothing named is not shown.
    init?(_ element: XMLElement) {
        guard let event = element.text(of: "event") else { return nil }
        self.event = event
        language = element.text(of: "language") ?? "en-US"
        severityWord = element.text(of: "severity")
        severity = WarningSeverity(capWord: severityWord)
        urgency = element.text(of: "urgency")
        certainty = element.text(of: "certainty")
        responseTypes = element.children("responseType").map { $0.text.trimmed() }
        func time(_ name: String) -> Date? { element.text(of: name).flatMap(CAPTime.date(from:)) }
        onset = time("onset")
        effective = time("effective")
        expires = time("expires")
        senderName = element.text(of: "senderName")
        headline = element.text(of: "headline")
        description = element.text(of: "description")
        instruction = element.text(of: "instruction")
        web = element.text(of: "web")
        areas = element.children("area").map(CAPArea.init)
    }

    /// Whether it says the event is over ("AllClear": it no longer poses a threat), as an authority that
    /// lowers a signal does by an Update without `expires`: a warning of nothing.
    var isAllClear: Bool {
        responseTypes.contains("AllClear")
    }

    /// Its words, cleaned as all server text is (`WarningWording`).
    var wording: WarningWording {
        WarningWording(event: event, headline: headline, description: description, instruction: instruction, severityLabel: severityWord)
    }

    /// The language as wordings are keyed by (`WarningWording.tag`): "en-us"; CAP's default where the tag is no tag.
    var languageTag: String {
        WarningWording.tag(language) ?? "en-us"
    }
}
