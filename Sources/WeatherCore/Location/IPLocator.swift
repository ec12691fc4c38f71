import FoundationEssentials

/// Keyless IP geolocation. Reads the answer shapes of ipwho.is (`latitude`/`longitude`, `success`),
/// ip-api.com (`lat`/`lon`, `status`) and ipinfo.io (`loc` = "lat,lon"), so any of them can be configured.
public struct IPLocator: IPLocating {
    private let url: URL
    private let fetcher: any HTTPFetching

    public init(url: URL, fetcher: any HTTPFetching) {
        self.url = url
        self.fetcher = fetcher
    }

    public func locate() async throws -> Place {
        let service = url.host ?? url.absoluteString
        let response = try await fetcher.get(url, from: service)
        return try Self.decode(response.body, service: service)
    }

    /// The longest reason for a failed lookup kept from the service's answer.
    static let maximumReasonLength = 80

    /// The place in an answer from `service` (the lookup's host). An answer that says the lookup failed
    /// (ipwho.is: `success` false; ip-api.com: `status` "fail") is `.declined`, with its `message`.
    static func decode(_ body: Data, service: String) throws(FetchError) -> Place {
        struct Response: Decodable {
            var success: Bool?
            var status: String?
            var latitude: LenientNumber?
            var longitude: LenientNumber?
            var lat: LenientNumber?
            var lon: LenientNumber?
            var loc: String?
            var city: String?
            var region: String?
            var regionName: String?
            var countryCode: String?
            var countryCodeSnake: String?
            var country: String?
            var message: String?
            var timezone: Zone?

            enum CodingKeys: String, CodingKey {
                case success, status, latitude, longitude, lat, lon, loc, city, region, regionName, countryCode, country, message, timezone
                case countryCodeSnake = "country_code"
            }
        }
        /// ipwho.is: `{"id": "Asia/Seoul", "offset": 32400, …}`; ip-api.com and ipinfo.io: the name alone.
        struct Zone: Decodable {
            var id: String?
            var offset: LenientNumber?

            enum CodingKeys: String, CodingKey {
                case id, offset
            }

            init(from decoder: any Decoder) throws {
                if let name = try? decoder.singleValueContainer().decode(String.self) {
                    id = name
                    return
                }
                // Any other shape is no zone, not an unreadable answer.
                let container = try? decoder.container(keyedBy: CodingKeys.self)
                id = try? container?.decodeIfPresent(String.self, forKey: .id)
                offset = try? container?.decodeIfPresent(LenientNumber.self, forKey: .offset)
            }
        }
        let response = try ServiceJSON.decode(Response.self, from: body, service: service)
        if response.success == false || response.status == "fail" {
            let reason = response.message.map { TerminalText.sanitize($0, maximumLength: maximumReasonLength) }
            throw .declined(reason: reason?.isEmpty == false ? reason : nil)
        }
        let coordinate = Plausible.coordinate(
            latitude: response.latitude?.value ?? response.lat?.value,
            longitude: response.longitude?.value ?? response.lon?.value
        ) ?? response.loc.flatMap(Coordinate.init(parsing:))
        guard let coordinate else { throw .badData(service: service, problem: .unusable("latitude, longitude")) }
        let countryCode = response.countryCodeSnake ?? response.countryCode ?? response.country.flatMap { $0.count == 2 ? $0 : nil }
        return Place(
            name: response.city, region: response.region ?? response.regionName, countryCode: countryCode,
            isApproximate: true, coordinate: coordinate, timeZoneIdentifier: response.timezone?.id,
            utcOffset: response.timezone?.offset?.value.flatMap(Plausible.utcOffset)
        )
    }
}

/// A number that some services send as a string, or replace by a placeholder string: the placeholder becomes nil.
struct LenientNumber: Decodable {
    var value: Double?

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Double.self) {
            value = number.isFinite ? number : nil
        } else if let text = try? container.decode(String.self) {
            value = Double(text)
        } else {
            value = nil
        }
    }
}
