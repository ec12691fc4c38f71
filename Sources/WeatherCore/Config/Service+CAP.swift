import FoundationEssentials

extension Service {
    /// A national authority's CAP 1.2 feed as one entry of the table: by default its index on the WMO
    /// Severe Weather Information Centre's mirror (`/v2/cap-alerts/<source>/rss.xml` under
    /// `WEATHERTUI_WMO_URL`), or wherever `WEATHERTUI_CAP_<country>_URL` points for the country it covers
    /// (the first, where it covers several). `source` is the mirror's id of the feed ("in-imd-en");
    /// `hosts`, where the authority's own feed links documents on hosts of its own.
    static func cap(source: String, name: String, countries: Set<String>, hosts: [String] = []) -> Service {
        let path = "/v2/cap-alerts/\(source)/rss.xml"
        let country = countries.sorted().first ?? source.prefix(2).uppercased()
        return Service(
            id: "cap-" + source,
            entry: ServiceEntry(
                name: name, variable: "WEATHERTUI_CAP_\(country)_URL", defaultURL: { wmo.entry.defaultURL.appending(servicePath: path, query: []) },
                isFullURL: true, mirror: (serviceID: wmo.id, path: path)
            ),
            roles: [.warnings(WarningTerms(coverage: WarningCoverage(countries: countries)) { CAPWarningSource(index: $0, authority: name, hosts: hosts) })]
        )
    }
}
