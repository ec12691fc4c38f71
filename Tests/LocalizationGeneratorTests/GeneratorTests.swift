import Foundation
import Testing

/// The Swift the build writes from po/ (Sources/LocalizationGenerator): what a new message, a new
/// language, a fuzzy translation and a plural rule become, and the catalogs it refuses because they would
/// make wrong code.
@Suite struct GeneratorTests {
    @Test func theRepositorysCatalogsGiveEveryFile() throws {
        let scratch = try CatalogScratch()
        let codes = try String(contentsOf: scratch.directory.appending(path: "languages.txt"), encoding: .utf8)
            .split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("|") }
            .map { $0.split(separator: "|")[0].trimmingCharacters(in: .whitespaces) }
        let expected = ["Message.swift", "Catalog+Message.swift", "MessageID.swift", "Catalog+Language.swift"]
            + codes.map { "Catalog+\($0).swift" }
        #expect(Set(try scratch.generate("presentation").files.keys) == Set(expected))
        #expect(try scratch.generate("core").files.keys.sorted() == ["Language.swift"])
        #expect(try scratch.generate("reference-rules").files.keys.sorted() == ["ReferencePluralRules.swift"])
    }

    @Test func aNewMessageIsOneEntryInEnglishAndReadsInEnglishElsewhere() throws {
        let scratch = try CatalogScratch()
        try scratch.append("""
            #. id: tideTable
            #. {count}: how many harbours
            #, python-brace-format
            msgid "No tide table for {count} harbour"
            msgid_plural "No tide table for {count} harbours"
            msgstr[0] ""
            msgstr[1] ""

            """, to: "en.po")
        let files = try scratch.generate("presentation").files
        #expect(files["Message.swift"]?.contains("    case tideTable(count: Int)\n") == true)
        #expect(files["Catalog+Message.swift"]?.contains(
            #"case let .tideTable(count): return Self.fill(template(.tideTable, count: count), ["count": String(count)])"#) == true)
        #expect(GeneratedCatalog(files, code: "en")?["tideTable", form: 1] == "No tide table for {count} harbours")
        #expect(GeneratedCatalog(files, code: "de")?["tideTable", form: 0] == "")
        #expect(GeneratedCatalog(files, code: "de")?["tideTable", form: 1] == "")
    }

    @Test func contextsEscapesAndInvisibleSpacesReachTheCatalog() throws {
        let scratch = try CatalogScratch()
        try scratch.append("""
            #. id: tideQuote
            msgctxt "key bar"
            msgid "say \\"tide\\"\\n"
            msgstr ""

            """, to: "en.po")
        try scratch.append("""
            msgctxt "key bar"
            msgid "say \\"tide\\"\\n"
            msgstr ""
            "sag \\"Gezeiten\\"\u{00A0}"
            "\\n"

            """, to: "de.po")
        let german = try #require(GeneratedCatalog(try scratch.generate("presentation").files, code: "de"))
        #expect(german["tideQuote"] == #"sag \"Gezeiten\"\u{00A0}\n"#)
    }

    @Test func aFuzzyTranslationIsNotUsed() throws {
        let scratch = try CatalogScratch()
        try scratch.edit("de.po") { $0.replacing("#. id: refreshing\n", with: "#. id: refreshing\n#, fuzzy\n", maxReplacements: 1) }
        let german = try #require(GeneratedCatalog(try scratch.generate("presentation").files, code: "de"))
        #expect(german["refreshing"] == "")
        #expect(german["loadingWeather"] == "Wetter wird geladen…")
    }

    @Test func aLanguageIsACatalogAndARow() throws {
        let scratch = try CatalogScratch()
        try scratch.append("be | belarusian | Belarusian | be_BY be | 24 | be | be | be", to: "languages.txt")
        try scratch.write("""
            msgid ""
            msgstr ""
            "Language: be\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Plural-Forms: nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;\\n"

            """, to: "be.po")
        let language = try #require(try scratch.generate("core").files["Language.swift"])
        #expect(language.contains("    case belarusian = \"be\"\n"))
        #expect(language.contains(#"LocalePattern(language: "be", script: nil, territory: "BY", chooses: .belarusian)"#))
        let files = try scratch.generate("presentation").files
        let belarusian = try #require(files["Catalog+be.swift"])
        #expect(belarusian.contains("    static let belarusian = Catalog(\n        pluralCount: 3,\n"))
        #expect(belarusian.contains(
            "            if ((n % 10) == 1) && ((n % 100) != 11) { return 0 }\n"
                + "            if (((n % 10) >= 2) && ((n % 10) <= 4)) && (((n % 100) < 10) || ((n % 100) >= 20)) { return 1 }\n"
                + "            return 2\n"))
        #expect(GeneratedCatalog(files, code: "be")?["refreshing"] == "")
    }

    static let wrongCode: [(entry: String, refusal: String)] = [
        ("msgid \"no id\"\nmsgstr \"\"\n", "one '#. id: swiftName' line"),
        ("#. id: default\nmsgid \"a keyword\"\nmsgstr \"\"\n", "is not a Swift name"),
        ("#. id: refreshing\nmsgid \"taken\"\nmsgstr \"\"\n", "is taken"),
        ("#. id: fresh\n#, python-brace-format\nmsgid \"at {time}\"\nmsgstr \"\"\n", "say what each placeholder is"),
        ("#. id: fresh\n#. {time}: a time\nmsgid \"at {time}\"\nmsgstr \"\"\n", "python-brace-format"),
        ("#. id: fresh\n#. {time}: a time\n#, python-brace-format\nmsgid \"at {time} {{\"\nmsgstr \"\"\n", "a brace"),
        ("#. id: fresh\nmsgid \"fresh\"\nmsgstr \"\"\nmsgid \"fresh\"\nmsgstr \"\"\n", "the same msgctxt and msgid"),
        ("#. id: fresh\nmsgid \"a\"\nmsgstr \"\\q\"\n", "an escape gettext does not know"),
        ("#. id: fresh\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr \"c\"\n", "a plural entry needs msgstr[0]"),
        ("#. id: fresh\nmsgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"c\"\n", "not numbered 0, 1, 2"),
    ]

    @Test(arguments: wrongCode)
    func whatWouldMakeWrongCodeIsRefused(entry: String, refusal: String) throws {
        let scratch = try CatalogScratch()
        try scratch.append(entry, to: "en.po")
        let said = try #require(try scratch.generate("presentation").refusal)
        #expect(said.contains(refusal), "\(said)")
    }

    @Test func aTextHoldingTheCatalogsTerminatorIsRefused() throws {
        let scratch = try CatalogScratch()
        try scratch.edit("de.po") {
            $0.replacing("msgstr \"Wetter wird geladen…\"", with: "msgstr \"Wetter wird\u{1F}geladen…\"", maxReplacements: 1)
        }
        let said = try #require(try scratch.generate("presentation").refusal)
        #expect(said.contains("po/de.po: U+001F"), "\(said)")
    }

    @Test func aPluralWithTheWrongNumberOfFormsIsRefused() throws {
        let scratch = try CatalogScratch()
        try scratch.edit("ja.po") {
            $0.replacing(/(msgid_plural "\{count\} days"\nmsgstr\[0\] "[^"]*")/) { "\($0.output.1)\nmsgstr[1] \"x\"" }
        }
        let said = try #require(try scratch.generate("presentation").refusal)
        #expect(said.contains("2 plural forms, but the header says nplurals=1"), "\(said)")
    }

    @Test(arguments: [
        "nplurals=2; plural=n;", "nplurals=2; plural=(n != 1", "plural=(n != 1);", "nplurals=2; plural=n % 0;",
        "nplurals=0; plural=0;", "nplurals=2; plural=(x != 1);",
    ])
    func aRuleOutsideItsFormsOrUnreadableIsRefused(header: String) throws {
        let scratch = try CatalogScratch()
        try scratch.edit("de.po") { $0.replacing(/"Plural-Forms: [^\\]*\\n"/) { _ in "\"Plural-Forms: \(header)\\n\"" } }
        let said = try #require(try scratch.generate("presentation").refusal)
        #expect(said.contains("/de.po: "), "\(said)")
    }
}
