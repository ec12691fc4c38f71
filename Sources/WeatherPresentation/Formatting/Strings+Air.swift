import WeatherCore

/// The air's words (the indices' short category forms, the `a` view, `%a`, the `--waybar` air line) and
/// the nowcast's spans.
extension Strings {
    /// The category where the long words do not fit: "USG", the EPA's own short form of "unhealthy for
    /// sensitive groups"; the other bands' words are short already.
    public func airCategoryShort(_ index: AirIndex) -> String {
        index.scale == .us && index.level == 2 ? text(.airUSSensitiveShort) : airCategory(index)
    }

    /// Which index the numbers are on.
    public func airIndexName(_ scale: AirIndexScale) -> String {
        text(scale == .us ? .airIndexUS : .airIndexEuropean)
    }

    public var airViewTitle: String { text(.airViewTitle) }
    /// The `a` view without the air service's answer: it failed, or has not arrived yet.
    public var noAirData: String { text(.noAirData) }
    public var ozone: String { text(.ozone) }
    public var pollenTitle: String { text(.pollenTitle) }

    public func pollenName(_ kind: PollenKind) -> String {
        switch kind {
        case .alder: text(.pollenAlder)
        case .birch: text(.pollenBirch)
        case .grass: text(.pollenGrass)
        case .mugwort: text(.pollenMugwort)
        case .olive: text(.pollenOlive)
        case .ragweed: text(.pollenRagweed)
        }
    }

    /// "AQI 42 good": the `--waybar` tooltip.
    public func airSummary(_ index: AirIndex) -> String {
        text(.airSummary(value: String(index.value), category: airCategory(index)))
    }

    /// A nowcast's wait or length: "25 min", or "2 h" for whole hours (the hourly resolution says no more).
    func span(_ minutes: Int) -> String {
        minutes >= 60 && minutes % 60 == 0 ? text(.spanHours(count: minutes / 60)) : text(.spanMinutes(count: minutes))
    }
}
