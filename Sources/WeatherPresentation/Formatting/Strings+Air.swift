import WeatherCore

/// The air's words (the indices' short category forms, the `a` view, `%a`, the `--waybar` air line) and
/// the nowcast's spans.
extension Strings {
    /// The category where the long words do not fit: "USG", the EPA's own short form of "unhealthy for
    /// sensitive groups"; the other bands' words are short already.
    public func airCategoryShort(_ index: AirIndex) -> String {
        index.scale == .us && index.level == 2 ? pick("USG", "민감군 나쁨") : airCategory(index)
    }

    /// Which index the numbers are on.
    public func airIndexName(_ scale: AirIndexScale) -> String {
        switch scale {
        case .us: pick("US AQI (EPA)", "미국 AQI (EPA)")
        case .european: pick("European AQI (EEA)", "유럽 AQI (EEA)")
        }
    }

    public var airViewTitle: String { pick("Air quality", "대기질") }
    /// `a` before there is a forecast: the key bar's note.
    var airListSetting: String { pick("List: air quality", "목록: 대기질") }
    /// The `a` view without the air service's answer: it failed, or has not arrived yet.
    public var noAirData: String {
        pick("No air-quality data for this place (the air service has not answered).", "이 위치의 대기질 정보가 없습니다 (대기질 서비스 응답 없음).")
    }

    public var ozone: String { pick("ozone", "오존") }
    public var pollenTitle: String { pick("pollen", "꽃가루") }

    public func pollenName(_ kind: PollenKind) -> String {
        switch kind {
        case .alder: pick("alder", "오리나무")
        case .birch: pick("birch", "자작나무")
        case .grass: pick("grass", "풀")
        case .mugwort: pick("mugwort", "쑥")
        case .olive: pick("olive", "올리브")
        case .ragweed: pick("ragweed", "돼지풀")
        }
    }

    /// "AQI 42 good": `%a` and the `--waybar` tooltip.
    public func airSummary(_ index: AirIndex) -> String {
        "AQI \(index.value) \(airCategory(index))"
    }
}

extension Strings {
    /// A nowcast's wait or length: "25 min", or "2 h" for whole hours (the hourly resolution says no more).
    func span(_ minutes: Int) -> String {
        minutes >= 60 && minutes % 60 == 0 ? pick("\(minutes / 60) h", "\(minutes / 60)시간") : pick("\(minutes) min", "\(minutes)분")
    }
}
