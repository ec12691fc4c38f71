import FoundationEssentials

/// The values every Open-Meteo answer shares, read by `PlainJSONReader` as JSONDecoder reads them
/// (`OpenMeteoUnits`, `decodeTimesIfPresent`) when they have the plain shape the service sends.
extension PlainJSONReader {
    /// A block's units (`hourly_units`, `daily_units`): an object of strings, `null` where a unit is unknown.
    mutating func units() -> OpenMeteoUnits? {
        var labels: [String: String?] = [:]
        let read = object { reader, key in
            guard labels.index(forKey: key) == nil else { return false }
            if reader.null() {
                labels.updateValue(nil, forKey: key)
                return true
            }
            guard let label = reader.string() else { return false }
            labels[key] = label
            return true
        }
        return read ? OpenMeteoUnits(labels: labels) : nil
    }

    /// An hourly block of columns: its `time` column and the columns of numbers whose names `isColumn`
    /// takes (the others skipped), a column that is `null` left out; nil when a name comes twice, a column
    /// holds anything but numbers and `null`, or a time is neither a number nor a string.
    mutating func hourlyColumns(where isColumn: (String) -> Bool) -> (times: [ServiceTime]?, columns: [String: [Double?]])? {
        var times: [ServiceTime]?
        var columns: [String: [Double?]] = [:]
        var seen: Set<String> = []
        let read = object { reader, key in
            let isTime = key == "time"
            guard isTime || isColumn(key) else { return reader.skipValue() }
            guard seen.insert(key).inserted else { return false }
            if reader.null() { return true }
            if isTime {
                times = reader.times()
                return times != nil
            }
            columns[key] = reader.numbers()
            return columns[key] != nil
        }
        return read ? (times, columns) : nil
    }

    /// A column of times in which every row has one.
    mutating func times() -> [ServiceTime]? {
        var times: [ServiceTime] = []
        let read = array { reader in
            guard let time = reader.serviceTime() else { return false }
            times.append(time)
            return true
        }
        return read ? times : nil
    }

    /// A time: unix seconds, or a local time as text.
    mutating func serviceTime() -> ServiceTime? {
        if peek() == UInt8(ascii: "\"") { return string().map(ServiceTime.local) }
        return number().map(ServiceTime.unix)
    }
}
