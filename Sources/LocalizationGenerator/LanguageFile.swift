/// WeatherCore's `Language` enum and its table, from po/languages.txt and what each catalog's texts need.
enum LanguageFile {
    static func text(_ languages: [CatalogModel.Language]) -> String {
        let rows = languages.map(\.row)
        var lines = [
            SwiftSource.generatedFrom("po/languages.txt and po/*.po", edit: "those"),
            "",
            "/// The languages weathertui speaks, a row each in po/languages.txt. The raw value is what `--lang` and",
            "/// `lang =` take, and names the language's catalog, po/<raw value>.po.",
            "public enum Language: String, Sendable, Codable, CaseIterable {",
        ]
        lines += rows.map { "    case \($0.caseName) = \(SwiftSource.literal($0.code))" }
        lines.append("")
        lines += property("englishName", "String", rows.map { SwiftSource.literal($0.name) }, rows,
                          ["The language's name in English, for the warning that it cannot be shown."])
        lines += property("exampleLocale", "String", rows.map { SwiftSource.literal($0.locales[0] + ".UTF-8") }, rows,
                          ["A UTF-8 locale that chooses the language, for that warning's advice."])
        lines += property("isWrittenInASCII", "Bool", languages.map { $0.isWrittenInASCII ? "true" : "false" }, rows,
                          ["Whether 7-bit glyphs can show the language's text (beside the marks ascii mode spells out);",
                           "a language they cannot is shown in English there."])
        lines += property("clockHabit", "ClockHabit", rows.map(clock), rows,
                          ["The clock the language's speakers read where the locale does not say otherwise."])
        lines += property("openWeatherCode", "String", rows.map { SwiftSource.literal($0.openWeather) }, rows,
                          ["OpenWeather's `lang=` for its descriptions (its own list: Korean is \"kr\", Simplified Chinese \"zh_cn\")."])
        lines += property("geocodingCode", "String", rows.map { SwiftSource.literal($0.geocoding) }, rows,
                          ["The ISO 639-1 code Open-Meteo's geocoding takes as `language=` and OpenWeather's geocoding keys",
                           "its `local_names` with."])
        lines += property("acceptLanguage", "String", rows.map { SwiftSource.literal($0.nominatim) }, rows,
                          ["The BCP 47 tags Nominatim's reverse geocoding takes as `accept-language`."])
        lines += [
            "    /// The locale names that choose a language, or none (English): the most specific one that matches decides.",
            "    static let localePatterns: [LocalePattern] = [",
        ]
        lines += rows.flatMap { row in row.locales.map { pattern(row, $0) } }
        lines += ["    ]", "}", ""]
        return lines.joined(separator: "\n")
    }

    private static func property(
        _ name: String, _ type: String, _ values: [String], _ rows: [LanguageRow], _ comment: [String]
    ) -> [String] {
        var lines = comment.map { "    /// \($0)" }
        lines += ["    public var \(name): \(type) {", "        switch self {"]
        lines += zip(rows, values).map { "        case .\($0.caseName): \($1)" }
        return lines + ["        }", "    }", ""]
    }

    private static func clock(_ row: LanguageRow) -> String {
        switch row.clock {
        case "24": return ".twentyFourHour"
        case "12": return ".twelveHour"
        default:
            let territories = row.clock.split(separator: " ").dropFirst(2).map { SwiftSource.literal(String($0)) }
            return ".twelveHourIn([\(territories.joined(separator: ", "))])"
        }
    }

    private static func pattern(_ row: LanguageRow, _ locale: String) -> String {
        let chooses = locale.hasPrefix("!") ? "nil" : ".\(row.caseName)"
        let parts = locale.drop { $0 == "!" }.split(separator: "_").map(String.init)
        let script = parts.dropFirst().first { $0.count == 4 }.map(SwiftSource.literal) ?? "nil"
        let territory = parts.dropFirst().first { $0.count == 2 }.map(SwiftSource.literal) ?? "nil"
        return "        LocalePattern(language: \(SwiftSource.literal(parts[0])), script: \(script), territory: \(territory), chooses: \(chooses)),"
    }
}
