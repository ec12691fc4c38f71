import WeatherCore

extension Strings {
    /// The header's comparison of today's high with its normal high; `difference` in whole degrees,
    /// `degrees` its size as shown ("4°"). Within a degree either way, it is about normal.
    public func comparedWithNormal(_ difference: Int, degrees: String) -> String {
        switch difference {
        case -1...1: text(.aboutNormal)
        case 2...: text(.warmerThanNormal(degrees: degrees))
        default: text(.colderThanNormal(degrees: degrees))
        }
    }

    /// "4° warmer than normal": `report`'s forecast high of today against its normal high, in `units`;
    /// nil where the report has no such pair (`WeatherReport.todayHighAndNormal`).
    public func todayAgainstNormal(_ report: WeatherReport, units: UnitFormatter) -> String? {
        guard let today = report.todayHighAndNormal, let difference = units.temperatureDifference(today.high, from: today.normal)
        else { return nil }
        return comparedWithNormal(difference, degrees: units.degreesDifference(abs(difference)))
    }

    /// A day's normal low and high in the days view: "normal 1°–9°".
    public func normalRange(low: String, high: String) -> String {
        text(.normalRange(low: low, high: high))
    }
}
