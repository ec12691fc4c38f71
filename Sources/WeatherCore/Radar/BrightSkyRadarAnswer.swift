import FoundationEssentials

/// One answer of Bright Sky's `/radar` (DWD's RV composite), as its API documentation and source
/// (jdemaeyer/brightsky, `brightsky/web/models.py`, `brightsky/query.py`) give its shape:
/// `{"radar": [{"timestamp", "source", "precipitation_5"}…], "geometry", "bbox": [top, left, bottom,
/// right], "latlon_position": {"x", "y"}}`, `precipitation_5` base64 of a zlib stream of little-endian
/// 2-byte integers, row after row of the box, in 0.01 mm per 5 minutes. A record's `source`,
/// `RADOLAN::RV::<time>`, names the composite it comes from: a record later than that time is the
/// composite's forecast.
///
/// Read as hostile: a box off the grid is refused; a record without a time or base64 is left out with a
/// note, one whose stream does not inflate to its box has no frame; at most `maximumFrames`.
public struct BrightSkyRadarAnswer: Sendable {
    /// A record as it came: its stream is inflated one frame at a time (`frame(_:)`), each 2.4 MB for
    /// a box of 1100 × 1100 cells, so an answer never holds more than one.
    public struct Record: Sendable {
        public let time: Date
        public let kind: RadarFrame.Kind
        let compressed: Data
    }

    /// More records than an answer is asked for (`BrightSkyRadarClient.framesPerRequest`).
    public static let maximumFrames = 12

    public let box: RadolanFrame.Box
    public let records: [Record]
    public let notes: [String]

    public static func decode(_ data: Data, now: Date, service: String = Service.brightSky.entry.name) throws(FetchError) -> BrightSkyRadarAnswer {
        let body = try ServiceJSON.decode(Body.self, from: data, service: service)
        guard let raw = body.radar else { throw .badData(service: service, problem: .missing("radar")) }
        guard let edges = body.bbox, edges.count == 4,
              let box = RadolanFrame.Box(top: edges[0], left: edges[1], bottom: edges[2], right: edges[3])
        else { throw .badData(service: service, problem: .missing("bbox")) }
        var notes: [String] = []
        var records: [Record] = []
        for (offset, element) in raw.prefix(maximumFrames).enumerated() {
            guard let record = element.value, let time = record.timestamp.flatMap(ISO8601Text.date(from:)) else {
                notes.append("record \(offset) left out: no time")
                continue
            }
            guard let text = record.precipitation5, let compressed = Data(base64Encoded: text), !compressed.isEmpty else {
                notes.append("record \(offset) left out: its precipitation_5 is not base64")
                continue
            }
            let produced = record.source.flatMap(Self.compositeTime)
            records.append(Record(time: time, kind: time > (produced ?? now) ? .nowcast : .past, compressed: compressed))
        }
        if raw.count > maximumFrames {
            notes.append("\(raw.count - maximumFrames) records left out: at most \(maximumFrames) an answer")
        }
        return BrightSkyRadarAnswer(box: box, records: records, notes: notes)
    }

    /// The record's frame; nil where its stream does not inflate to the box's cells.
    public func frame(_ record: Record) -> RadolanFrame? {
        RadolanFrame(time: record.time, kind: record.kind, box: box, compressed: record.compressed)
    }

    /// The time in `RADOLAN::RV::2025-09-23T08:55:00+00:00`.
    static func compositeTime(_ source: String) -> Date? {
        let prefix = "RADOLAN::RV::"
        guard source.hasPrefix(prefix) else { return nil }
        return ISO8601Text.date(from: String(source.dropFirst(prefix.count)))
    }

    private struct Body: Decodable {
        var radar: [LossyElement<RawRecord>]?
        var bbox: [Int]?
    }

    private struct RawRecord: Decodable {
        var timestamp: String?
        var source: String?
        var precipitation5: String?

        enum CodingKeys: String, CodingKey {
            case timestamp, source, precipitation5 = "precipitation_5"
        }
    }
}
