import Foundation
import Testing
@testable import WeatherCore

@Suite struct StreamingJSONEncoderTests {
    /// Any JSON document, to compare two writings of the same value whatever their spacing and order.
    private indirect enum JSONValue: Decodable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([JSONValue]), object([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let flag = try? container.decode(Bool.self) {
                self = .bool(flag)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let text = try? container.decode(String.self) {
                self = .string(text)
            } else if let array = try? container.decode([JSONValue].self) {
                self = .array(array)
            } else {
                self = .object(try container.decode([String: JSONValue].self))
            }
        }
    }

    private func document(_ data: Data) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// The stored report is the same document JSONEncoder writes, and reads back whole.
    @Test func aReportWithEveryPartIsTheDocumentJSONEncoderWrites() throws {
        let envelope = ReportStore.Envelope(version: ReportStore.version, report: ReportStoreEveryPartTests.reportWithEveryPart)
        let written = try StreamingJSONEncoder.encode(envelope)
        #expect(try document(written) == document(JSONEncoder().encode(envelope)))
        #expect(try JSONDecoder().decode(ReportStore.Envelope.self, from: written).report == envelope.report)
    }

    private struct Sample: Codable, Equatable {
        var texts: [String]
        var numbers: [Double]
        var counts: [Int]
        var sizes: [Int8?]
        var wide: [UInt64]
        var small: [Int32]
        var single: [Float]
        var flags: [Bool?]
        var nested: [[String: [Int]]]
        var missing: String?
        var empty: [String: Double]
    }

    /// Every text (quotes, backslashes, control characters, scripts, emoji) and number (the smallest,
    /// the largest, negative zero, those with no short decimal form) reads back exactly.
    @Test func textsAndNumbersReadBackExactly() throws {
        let controls = String((0..<0x20).map { Character(Unicode.Scalar(UInt8($0))) })
        let sample = Sample(
            texts: [
                "", "plain", "\"quoted\"", "back\\slash", "a/b", controls, "\u{7F}\u{85}\u{2028}\u{2029}", "Zürich",
                "u\u{0308}", "서울", "שלום", "مرحبا", "👍🏽🇰🇷❤️", "\u{200F}mark", "tab\there",
            ],
            numbers: [
                0, -0.0, 1, -1, 1.9, 0.1 + 0.2, 1e-7, 123_456_789.123, 818_272_800, Double.leastNonzeroMagnitude,
                Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, 1.0 / 3.0,
            ],
            counts: [0, -1, Int.max, Int.min],
            sizes: [Int8.min, nil, Int8.max],
            wide: [0, UInt64.max],
            small: [Int32.min, 7],
            single: [1.9, -0.0, Float.leastNonzeroMagnitude, Float.greatestFiniteMagnitude],
            flags: [true, false, nil],
            nested: [[:], ["a": []], ["b": [1, 2, 3]]],
            missing: nil,
            empty: [:]
        )
        let written = try StreamingJSONEncoder.encode(sample)
        let read = try JSONDecoder().decode(Sample.self, from: written)
        #expect(read == sample)
        #expect(read.numbers.map(\.bitPattern) == sample.numbers.map(\.bitPattern))
        #expect(try document(written) == document(JSONEncoder().encode(sample)))
    }

    /// Every integer type is written as its digits, its least and greatest values included.
    @Test func everyIntegerTypeIsWrittenAsItsDigits() throws {
        let types: [any (FixedWidthInteger & Encodable).Type] = [
            Int.self, Int8.self, Int16.self, Int32.self, Int64.self, Int128.self,
            UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self, UInt128.self,
        ]
        for type in types {
            try expectDigits(of: type)
        }
    }

    private func expectDigits<Integer: FixedWidthInteger & Encodable>(of _: Integer.Type) throws {
        let written = try StreamingJSONEncoder.encode([Integer.min, Integer.max])
        #expect(String(decoding: written, as: UTF8.self) == "[\(Integer.min),\(Integer.max)]")
    }

    /// A number JSON has no text for stops the encoding, as it stops JSONEncoder's.
    @Test(arguments: [Double.nan, .infinity, -.infinity])
    func aNumberThatIsNotFiniteIsNotWritten(_ number: Double) {
        #expect(throws: EncodingError.self) { try StreamingJSONEncoder.encode([1, number]) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode([1, number]) }
    }

    /// Writes into a container after its parent went on to its next key.
    private struct OutOfOrder: Encodable {
        enum Keys: String, CodingKey { case first, second }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var first = container.nestedUnkeyedContainer(forKey: .first)
            try container.encode(2, forKey: .second)
            try first.encode(1)
        }
    }

    private struct Link: Encodable {
        var url = URL(string: "https://example.com/a")!
    }

    /// What it cannot write in order, or writes differently from JSONEncoder, is refused, not written wrong.
    @Test func whatItCannotWriteAsJSONEncoderWouldIsRefused() throws {
        #expect(throws: StreamingJSONEncoder.Unsupported.self) { try StreamingJSONEncoder.encode(OutOfOrder()) }
        #expect(throws: StreamingJSONEncoder.Unsupported.self) { try StreamingJSONEncoder.encode(Link()) }
        #expect(throws: StreamingJSONEncoder.Unsupported.self) { try StreamingJSONEncoder.encode(["data": Data([1, 2])]) }
    }
}
