import FoundationEssentials

/// RainViewer's index of radar frames (`GET {base}/public/weather-maps.json`): the host the tiles come
/// from and each frame's time and path, as NOTES-apis gives its shape:
/// `{"version", "generated", "host", "radar": {"past": [{"time", "path"}…], "nowcast": […]}}`.
///
/// The index is read as hostile: at most `maximumFrames` frames are kept (the newest), a path that is not
/// `/v2/radar/<token>` is left out, and the tiles may come only from RainViewer's own https hosts, or,
/// where `WEATHERTUI_RADAR_URL` moves the service, from that same server. What is left out is said in
/// `notes`; no request is made for it.
public struct RadarIndex: Sendable, Hashable {
    public struct Frame: Sendable, Hashable {
        public let time: Date
        public let kind: RadarFrame.Kind
        /// `/v2/radar/<token>`, checked.
        public let path: String
    }

    /// More frames than a loop has (RainViewer lists 13 past and, where it forecasts, a few nowcast).
    public static let maximumFrames = 30

    /// Where the tiles are: scheme, host and port, checked against the service's address.
    public let tileHost: URL?
    /// The frames kept, oldest first.
    public let frames: [Frame]
    /// What was left out, and why, for the log.
    public let notes: [String]

    /// Reads an index fetched from `baseURL`, the service's address (its default or the variable's).
    public static func decode(_ data: Data, baseURL: URL, service: String = Service.rainViewer.entry.name) throws(FetchError) -> RadarIndex {
        let body = try ServiceJSON.decode(Body.self, from: data, service: service)
        var notes: [String] = []
        guard let host = body.host else { throw .badData(service: service, problem: .missing("host")) }
        let tileHost = allowedTileHost(host, baseURL: baseURL)
        if tileHost == nil {
            notes.append("tile host \(TerminalText.sanitize(host)) refused: not \(service)'s own, every frame left out")
        }
        var frames: [Frame] = []
        for (kind, list) in [(RadarFrame.Kind.past, body.radar?.past), (.nowcast, body.radar?.nowcast)] {
            for (offset, element) in (list ?? []).enumerated() {
                guard let raw = element.value, let time = raw.time, time.isFinite, let path = raw.path else {
                    notes.append("\(kind.rawValue) frame \(offset) left out: no time or path")
                    continue
                }
                guard isFramePath(path) else {
                    notes.append("\(kind.rawValue) frame \(offset) left out: path \(TerminalText.sanitize(path)) is not /v2/radar/<id>")
                    continue
                }
                frames.append(Frame(time: Date(timeIntervalSince1970: time), kind: kind, path: path))
            }
        }
        frames.sort { $0.time < $1.time }
        if frames.count > maximumFrames {
            notes.append("\(frames.count - maximumFrames) older frames left out: at most \(maximumFrames) are kept")
            frames.removeFirst(frames.count - maximumFrames)
        }
        return RadarIndex(tileHost: tileHost, frames: tileHost == nil ? [] : frames, notes: notes)
    }

    /// The URL of a frame's tile: 256 pixels, colour 2 (Universal Blue, the only one the free tier
    /// serves), smoothed, with snow painted as snow.
    public func tileURL(frame: Frame, tile: RadarTileID) -> URL? {
        guard let tileHost else { return nil }
        var components = URLComponents(url: tileHost, resolvingAgainstBaseURL: false)
        components?.path = "\(frame.path)/256/\(tile.zoom)/\(tile.x)/\(tile.y)/2/1_1.png"
        return components?.url
    }

    /// `/v2/radar/` and a token of letters, digits, `-` and `_` (RainViewer's are hex ids or a time).
    static func isFramePath(_ path: String) -> Bool {
        let prefix = "/v2/radar/"
        guard path.hasPrefix(prefix) else { return false }
        let token = path.utf8.dropFirst(prefix.utf8.count)
        return (1...64).contains(token.count) && token.allSatisfy { byte in
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
    }

    /// The index's `host` as the origin tiles may be asked from; nil where it is not allowed. Where the
    /// index is RainViewer's own (its default address, or any https address on rainviewer.com): https on
    /// rainviewer.com or one of its subdomains, default port. Elsewhere (a mirror, LibreWXR, the tests'
    /// fake server): the same scheme, host and port as the service's address.
    static func allowedTileHost(_ host: String, baseURL: URL) -> URL? {
        guard let url = URL(string: host), let scheme = url.scheme?.lowercased(), let name = url.host?.lowercased(), !name.isEmpty,
              url.user == nil, url.password == nil, url.query == nil, url.fragment == nil, url.path.isEmpty || url.path == "/"
        else { return nil }
        func isRainViewers(_ scheme: String, _ name: String, _ port: Int?) -> Bool {
            scheme == "https" && (port == nil || port == 443) && (name == "rainviewer.com" || name.hasSuffix(".rainviewer.com"))
        }
        if isRainViewers(baseURL.scheme?.lowercased() ?? "", baseURL.host?.lowercased() ?? "", baseURL.port) {
            guard isRainViewers(scheme, name, url.port) else { return nil }
        } else {
            func port(_ url: URL, _ scheme: String) -> Int { url.port ?? (scheme == "https" ? 443 : 80) }
            let baseScheme = baseURL.scheme?.lowercased() ?? ""
            guard scheme == baseScheme, name == baseURL.host?.lowercased(), port(url, scheme) == port(baseURL, baseScheme) else { return nil }
        }
        var components = URLComponents()
        components.scheme = scheme
        components.host = name
        components.port = url.port
        return components.url
    }

    private struct Body: Decodable {
        var host: String?
        var radar: Radar?
    }

    private struct Radar: Decodable {
        var past: [LossyElement<RawFrame>]?
        var nowcast: [LossyElement<RawFrame>]?
    }

    private struct RawFrame: Decodable {
        var time: Double?
        var path: String?
    }
}
