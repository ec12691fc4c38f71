import Foundation
import WeatherCore

/// Official warnings as the services send them, for the banner and the `!` panel.
enum SampleWarnings {
    static let now = SampleReport.now

    /// `count` minutes from the sample's 08:40.
    static func minutes(_ count: Double) -> Date { now.addingTimeInterval(count * 60) }

    static let nws = [
        WeatherWarning(
            source: "NWS", event: "Wind Advisory", headline: "Wind Advisory until 2:00PM by NWS Denver CO",
            description: "* WHAT...North winds 25 to 35 mph with gusts up to 55 mph.", severity: .moderate, severityLabel: "Moderate",
            onset: minutes(-60), ends: minutes(320)
        ),
        WeatherWarning(
            source: "NWS", event: "Winter Storm Warning",
            headline: "Winter Storm Warning issued November 21 at 2:00PM MST until November 22 at 6:00AM MST by NWS Denver CO",
            description: "* WHAT...Heavy snow. Total snow accumulations of 8 to 14 inches.\n\n* WHERE...Denver and the foothills below 6000 feet.\n\n* IMPACTS...Travel could be very difficult to impossible.",
            instruction: "If you must travel, keep an extra flashlight, food, and water in your vehicle in case of an emergency.",
            severity: .severe, severityLabel: "Severe", onset: minutes(-120), ends: minutes(560)
        ),
        WeatherWarning(source: "NWS", event: "Special Weather Statement", severity: .minor, severityLabel: "Minor", ends: minutes(200)),
        WeatherWarning(source: "NWS", event: "Frost Advisory", severity: .minor, severityLabel: "Minor", ends: minutes(-60)),
    ]

    /// A word longer than any line, and Korean and Chinese text without spaces.
    static let longText = [
        WeatherWarning(
            source: "NWS", event: "Hydrologic Outlook " + String(repeating: "Z", count: 70),
            headline: "https://www.weather.gov/" + String(repeating: "very-long-path-", count: 8),
            description: String(repeating: "대설경보가발효중이니외출을자제하시기바랍니다", count: 5) + "\n\n" + String(repeating: "暴雪警报生效中请减少外出", count: 6),
            severity: .extreme, severityLabel: "Extreme", onset: minutes(-60), ends: minutes(1800)
        ),
    ]

    static func denver(_ warnings: [WeatherWarning]) -> WeatherReport {
        var report = SampleReport.seoul
        report.place = Place(name: "Denver", region: "Colorado", countryCode: "US", coordinate: Coordinate(latitude: 39.7392, longitude: -104.9903)!)
        report.warnings = WeatherWarnings(source: "NWS", warnings: warnings, fetchedAt: now)
        return report
    }

    static var oslo: WeatherReport {
        var report = SampleReport.seoul
        report.place = Place(name: "Oslo", countryCode: "NO", coordinate: Coordinate(latitude: 59.9139, longitude: 10.7522)!)
        report.warnings = WeatherWarnings(source: "MET Norway", warnings: [
            WeatherWarning(
                source: "MET Norway", event: "Wind", headline: "Wind, yellow level, Oslo and Akershus",
                severity: .moderate, severityLabel: "Yellow", onset: minutes(-60), ends: minutes(560)
            ),
            WeatherWarning(
                source: "MET Norway", event: "Ice", headline: "Ice, orange level, Oslo and Akershus",
                severity: .severe, severityLabel: "Orange", onset: minutes(0), ends: minutes(1280)
            ),
        ], fetchedAt: now)
        return report
    }

    /// Environment Canada's warnings for Toronto as a French reader gets them.
    static var torontoFrench: WeatherReport {
        var report = SampleReport.seoul
        report.place = Place(name: "Toronto", region: "Ontario", countryCode: "CA", coordinate: Coordinate(latitude: 43.6535, longitude: -79.3839)!)
        report.warnings = WeatherWarnings(source: "Environment Canada", warnings: [
            WeatherWarning(
                source: "Environment Canada", event: "Bulletin météorologique spécial",
                description: "Pluie verglaçante possible.\n\nQuoi : Pluie verglaçante rendant les surfaces glacées par endroits.",
                severity: .minor, onset: minutes(-120), ends: minutes(720)
            ),
            WeatherWarning(
                source: "Environment Canada", event: "Avertissement de pluie verglaçante",
                description: "Pluie verglaçante en perspective.\n\nQuoi : Pluie verglaçante rendant les surfaces glacées et glissantes par endroits.\n\nQuand : Dès le début de la soirée.",
                severity: .moderate, severityLabel: "Jaune", onset: minutes(-60), ends: minutes(440)
            ),
        ], fetchedAt: now)
        return report
    }

    /// Berlin, where DWD (through Bright Sky) did not answer.
    static var berlinUnanswered: WeatherReport {
        var report = SampleReport.seoul
        report.place = Place(name: "Berlin", region: "Berlin", countryCode: "DE", coordinate: Coordinate(latitude: 52.52, longitude: 13.405)!)
        report.warnings = WeatherWarnings(source: "DWD", warnings: [], fetchedAt: now, status: .unanswered)
        return report
    }
}
