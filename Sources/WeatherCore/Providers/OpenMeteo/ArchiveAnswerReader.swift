import FoundationEssentials

extension OpenMeteoArchiveClient {
    /// The archive's answer read by `PlainJSONReader` when it has the plain shape the service sends: a
    /// list of objects (or one), whose `daily_units` holds strings and whose `daily` holds a column of
    /// dates and two of numbers, `null` where there is none. Anything else (a repeated key among those,
    /// and whatever the plain reader gives up on) goes through JSONDecoder.
    enum PlainAnswerReader {
        /// The ranges of `body`, as JSONDecoder reads them; nil when the body is not of the plain shape.
        static func ranges(in body: Data) -> [Range]? {
            PlainJSONReader.read(body) { reader in
                var ranges: [Range] = []
                guard reader.peek() == UInt8(ascii: "[") else { return Self.range(&reader).map { [$0] } }
                let read = reader.array { reader in
                    guard let range = Self.range(&reader) else { return false }
                    ranges.append(range)
                    return true
                }
                return read ? ranges : nil
            }
        }

        private static func range(_ reader: inout PlainJSONReader) -> Range? {
            var range = Range()
            var seen: Set<String> = []
            let read = reader.object { reader, key in
                switch key {
                case "daily_units":
                    guard seen.insert(key).inserted else { return false }
                    if reader.null() { return true }
                    guard let units = reader.units() else { return false }
                    range.dailyUnits = units
                    return true
                case "daily":
                    guard seen.insert(key).inserted else { return false }
                    if reader.null() { return true }
                    guard let daily = Self.daily(&reader) else { return false }
                    range.daily = daily
                    return true
                default:
                    return reader.skipValue()
                }
            }
            return read ? range : nil
        }

        private static func daily(_ reader: inout PlainJSONReader) -> Daily? {
            var daily = Daily(times: nil, highs: nil, lows: nil)
            var seen: Set<String> = []
            let read = reader.object { reader, key in
                switch key {
                case "time":
                    guard seen.insert(key).inserted else { return false }
                    if reader.null() { return true }
                    guard let dates = reader.column({ $0.string() }) else { return false }
                    daily.times = dates
                    return true
                case "temperature_2m_max", "temperature_2m_min":
                    guard seen.insert(key).inserted else { return false }
                    if reader.null() { return true }
                    guard let column = reader.numbers() else { return false }
                    if key == "temperature_2m_max" { daily.highs = column } else { daily.lows = column }
                    return true
                default:
                    return reader.skipValue()
                }
            }
            return read ? daily : nil
        }
    }
}
