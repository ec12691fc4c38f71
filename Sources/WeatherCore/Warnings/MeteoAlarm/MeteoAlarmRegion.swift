/// A land region MeteoAlarm's feeds warn by, named in a warning by its `EMMA_ID` ("NL009") and its
/// `areaDesc` ("Zuid-Holland"). Where a country's regions follow its administrative lines, a region is
/// the ISO 3166-2 subdivisions it covers, or the named districts or municipalities of one it is a part
/// of (the Wadden Islands of Friesland and North Holland); where they follow none, its outline.
struct MeteoAlarmRegion: Sendable {
    let id: String
    /// The ISO 3166-2 subdivisions (or a country's ISO 3166-1 code) it covers whole.
    let subdivisions: [String]
    /// The subdivisions it is a part of; empty for a region of whole subdivisions.
    let partOf: [String]
    /// Its names, or for a part the names of the districts or municipalities it is made of.
    let names: [String]

    static let listed: [MeteoAlarmRegion] = MeteoAlarmRegionTable.regions.split(separator: "\n").map { line in
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        func codes(_ index: Int) -> [String] {
            fields.indices.contains(index) ? fields[index].split(separator: ",").map(String.init) : []
        }
        return MeteoAlarmRegion(id: fields[0], subdivisions: codes(1), partOf: codes(2), names: Array(fields.dropFirst(3)))
    }

    static let subdivisionNames: [String: String] = Dictionary(
        MeteoAlarmRegionTable.subdivisions.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            return fields.count == 2 ? (fields[0], fields[1]) : nil
        },
        uniquingKeysWith: { first, _ in first }
    )

    /// The EMMA_IDs of the regions that hold `place`, among those whose EMMA_ID starts with `prefix` (the
    /// feed's country): by outline for a country drawn by outlines (the nearest within `coastSlack` where
    /// none holds it); else a part of a subdivision whose
    /// district or municipality the place names, else the region of the place's subdivision by ISO 3166-2
    /// code, else by name, the smallest subdivision first. Nil where none can be told.
    static func holding(_ place: Place, prefix: String) -> Set<String>? {
        let outlined = MeteoAlarmOutline.regions(prefix: prefix)
        if !outlined.isEmpty {
            let found = Set(outlined.filter { $0.contains(place.coordinate) }.map(\.id))
            if !found.isEmpty { return found }
            // The outlines are drawn coarsely: a town on the coast can fall just outside its region's.
            let nearest = outlined.map { (id: $0.id, distance: $0.distance(to: place.coordinate)) }.min { $0.distance < $1.distance }
            return nearest.flatMap { $0.distance <= coastSlack ? [$0.id] : nil }
        }
        let regions = listed.filter { $0.id.hasPrefix(prefix) }
        let area = place.area ?? PlaceArea(state: place.region)
        var codes = Set(area.codes)
        if let country = place.countryCode?.uppercased() { codes.insert(country) }
        let names = ([area.locality].compactMap(\.self) + area.districts.reversed() + [area.state].compactMap(\.self))
            .map(core).filter { !$0.isEmpty }

        func holds(_ subdivision: String) -> Bool {
            codes.contains(subdivision) || subdivisionNames[subdivision].map { names.contains(core($0)) } == true
        }
        let parts = regions.filter { region in
            region.partOf.contains(where: holds) && region.names.contains { names.contains(core($0)) }
        }
        if !parts.isEmpty { return Set(parts.map(\.id)) }
        let byCode = regions.filter { $0.subdivisions.contains(where: codes.contains) }
        if !byCode.isEmpty { return Set(byCode.map(\.id)) }
        for name in names {
            let byName = regions.filter { region in
                region.partOf.isEmpty
                    && (region.names + region.subdivisions.compactMap { subdivisionNames[$0] }).contains { core($0) == name }
            }
            if !byName.isEmpty { return Set(byName.map(\.id)) }
        }
        return nil
    }

    /// How far outside every outline (in degrees, about 10 km) a place is still taken to be in the nearest.
    static let coastSlack = 0.1

    /// Whether a warning's `areaDesc` names one of `ids`' regions (for an area sent without its EMMA_ID).
    static func names(_ areaDescription: String, oneOf ids: Set<String>) -> Bool {
        let name = core(areaDescription)
        return !name.isEmpty && listed.contains { ids.contains($0.id) && $0.names.contains { core($0) == name } }
    }

    /// The words that say which region, without those the geocoders and the lists put around the name
    /// in one source and not the other ("Kauno apskritis", "Jihomoravský kraj", "County Dublin").
    static func core(_ name: String) -> [String] {
        FoldedName(name).words.filter { !noise.contains($0) }
    }

    private static let noise: Set<String> = [
        "kraj", "county", "apskritis", "apskr", "maakond", "megye", "judetul", "judet", "province", "provincie",
        "provincia", "di", "de", "du", "des", "la", "le", "region", "regione", "departement", "okres", "powiat", "bezirk",
    ]
}
