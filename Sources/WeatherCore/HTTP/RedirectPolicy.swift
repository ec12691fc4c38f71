import FoundationEssentials

/// Which redirects the client follows: only to the same scheme, host and port, at most `maximumHops`
/// times. The OpenWeather key rides in the query string, so it must never reach another host, nor
/// travel over plain HTTP after starting on HTTPS.
public enum RedirectPolicy {
    public static let maximumHops = 3
    static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Where a response sends the client, or nil when it is not a redirect.
    /// Throws `.redirectRefused` for a redirect that leaves the origin or has no usable `Location`.
    public static func target(of response: HTTPResponse, requested url: URL) throws(FetchError) -> URL? {
        guard redirectStatuses.contains(response.status) else { return nil }
        guard let location = response.header("Location"),
              let target = URL(string: location, relativeTo: url)?.absoluteURL,
              isSameOrigin(url, target)
        else { throw .redirectRefused }
        return target
    }

    public static func isSameOrigin(_ first: URL, _ second: URL) -> Bool {
        guard let scheme = first.scheme?.lowercased(), let host = first.host?.lowercased(), !host.isEmpty else { return false }
        return second.scheme?.lowercased() == scheme && second.host?.lowercased() == host
            && effectivePort(first) == effectivePort(second)
    }

    private static func effectivePort(_ url: URL) -> Int? {
        url.port ?? (url.scheme?.lowercased() == "https" ? 443 : url.scheme?.lowercased() == "http" ? 80 : nil)
    }
}
