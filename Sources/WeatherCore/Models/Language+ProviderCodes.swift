/// How each service names the app's language, so place names and descriptions come in it.
extension Language {
    /// OpenWeather's `lang=` for its descriptions (its own list: Korean is "kr", Simplified Chinese "zh_cn").
    public var openWeatherCode: String {
        switch self {
        case .english: "en"
        case .korean: "kr"
        case .japanese: "ja"
        case .simplifiedChinese: "zh_cn"
        case .german: "de"
        case .french: "fr"
        case .spanish: "es"
        }
    }

    /// The ISO 639-1 code Open-Meteo's geocoding takes as `language=` and OpenWeather's geocoding keys
    /// its `local_names` with.
    public var geocodingCode: String {
        switch self {
        case .english: "en"
        case .korean: "ko"
        case .japanese: "ja"
        case .simplifiedChinese: "zh"
        case .german: "de"
        case .french: "fr"
        case .spanish: "es"
        }
    }

    /// The BCP 47 tag Nominatim's reverse geocoding takes as `accept-language`.
    public var acceptLanguage: String {
        switch self {
        case .english: "en"
        case .korean: "ko"
        case .japanese: "ja"
        case .simplifiedChinese: "zh-Hans,zh"
        case .german: "de"
        case .french: "fr"
        case .spanish: "es"
        }
    }
}
