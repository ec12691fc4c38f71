import WeatherCore

/// The sample report with the normals of its 16 days (from Sat 22 November in Seoul), as the normals feed
/// adds them: today's normal high `below` degrees under today's forecast high (9.5 °C), the normal low
/// 7.5 degrees under the normal high, both a fifth of a degree lower each day on.
enum SampleNormals {
    static func seoul(todayBelowForecast below: Double) -> WeatherReport {
        var report = SampleReport.seoul
        let high = (report.current.todayHigh ?? 0) - below
        report.normals = (0..<16).map { index in
            let drop = 0.2 * Double(index)
            return DayNormal(month: index < 9 ? 11 : 12, day: index < 9 ? 22 + index : index - 8, high: high - drop, low: high - 7.5 - drop)
        }
        return report
    }
}
