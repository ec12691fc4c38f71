import FoundationEssentials

/// Decoding shared by the service clients.
enum ServiceJSON {
    static func decode<T: Decodable>(_ type: T.Type, from data: Data, service: String) throws(FetchError) -> T {
        let decoder = JSONDecoder()
        do {
            return try decoder.decode(type, from: data)
        } catch {
            throw .badData(service: service, problem: problem(error))
        }
    }

    /// `data` read by `plain` (a `PlainJSONReader` of the plain shape the service sends) when it can,
    /// else by JSONDecoder, which also says what is wrong with it.
    static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, service: String, plain: (inout PlainJSONReader) -> T?
    ) throws(FetchError) -> T {
        if let value = PlainJSONReader.read(data, plain) { return value }
        return try decode(type, from: data, service: service)
    }

    /// What a decoding error says is wrong with an answer.
    static func problem(_ error: any Error) -> DataProblem {
        guard let error = error as? DecodingError else { return .notJSON }
        switch error {
        case let .dataCorrupted(context) where context.codingPath.isEmpty: return .notJSON
        case let .dataCorrupted(context): return .unusable(path(context.codingPath))
        case let .keyNotFound(key, context): return .missing(path(context.codingPath + [key]))
        case let .typeMismatch(_, context), let .valueNotFound(_, context): return .unusable(path(context.codingPath))
        @unknown default: return .unexpectedShape
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    /// The `message` (OpenWeather) or `reason` (Open-Meteo) of an error body.
    static func errorReason(_ data: Data) -> String? {
        struct Body: Decodable { var message: String?; var reason: String? }
        let body = try? JSONDecoder().decode(Body.self, from: data)
        return body?.message ?? body?.reason
    }
}
