import FoundationEssentials

/// A day on which the sun neither rises nor sets at a place: below the horizon all day, or above it.
public enum PolarDay: String, Hashable, Sendable, Codable {
    case polarNight
    case midnightSun

    /// The day Open-Meteo's sun times stand for when they are no sunrise and sunset: the sun rising and
    /// setting at the same instant, the day's midnight (polar night), or rising at the day's midnight and
    /// setting a day later (midnight sun). nil for a day the sun rises and sets.
    init?(sunrise: Date, sunset: Date, utcOffset: Int) {
        if sunset == sunrise {
            self = .polarNight
        } else if let rise = CivilTime(sunrise, utcOffset: utcOffset), rise.hour == 0, rise.minute == 0, rise.second == 0,
                  sunset.timeIntervalSince(sunrise) >= 23 * 3600 {
            self = .midnightSun
        } else {
            return nil
        }
    }
}
