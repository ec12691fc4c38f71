import FoundationEssentials

/// URLs as they may appear in a log: secrets in the query replaced by `***`.
public enum RedactedURL {
    static let secretParameters: Set<String> = ["appid", "apikey", "api_key", "key", "token"]

    public static func string(for url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              let items = components.queryItems
        else { return url.absoluteString }
        components.queryItems = items.map { item in
            secretParameters.contains(item.name.lowercased()) ? URLQueryItem(name: item.name, value: "***") : item
        }
        return components.string ?? "(unprintable URL)"
    }
}
