/// Open-Meteo's hourly and daily parts are columns: one array per variable, some 1,700 numbers in a
/// forecast. `[Double?]`'s own `Decodable` sends every element through the decoder's generic path; reading
/// each one straight from the array's container does about a tenth of the work.
extension KeyedDecodingContainer {
    /// A column of numbers, `null` where the service has no value; nil when the key is absent or null.
    func decodeNumbersIfPresent(forKey key: Key) throws -> [Double?]? {
        try decodeColumnIfPresent(forKey: key) { column in
            try column.decodeNil() ? nil : column.decode(Double.self)
        }
    }

    /// A column of times in which every row has one.
    func decodeTimesIfPresent(forKey key: Key) throws -> [ServiceTime]? {
        try decodeColumnIfPresent(forKey: key) { column in try ServiceTime(from: &column) }
    }

    /// A column of times, `null` where the service has none (a polar day has no sunrise).
    func decodeOptionalTimesIfPresent(forKey key: Key) throws -> [ServiceTime?]? {
        try decodeColumnIfPresent(forKey: key) { column in
            try column.decodeNil() ? nil : ServiceTime(from: &column)
        }
    }

    private func decodeColumnIfPresent<Element>(
        forKey key: Key, element: (inout any UnkeyedDecodingContainer) throws -> Element
    ) throws -> [Element]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        var column = try nestedUnkeyedContainer(forKey: key)
        var values: [Element] = []
        values.reserveCapacity(column.count ?? 0)
        while !column.isAtEnd {
            values.append(try element(&column))
        }
        return values
    }
}

extension ServiceTime {
    /// The next element of a column: unix seconds, or a local time as text.
    init(from column: inout any UnkeyedDecodingContainer) throws {
        if let seconds = try? column.decode(Double.self) {
            self = .unix(seconds)
        } else {
            self = .local(try column.decode(String.self))
        }
    }
}
