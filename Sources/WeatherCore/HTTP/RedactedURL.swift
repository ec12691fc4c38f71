import FoundationEssentials

/// URLs as they may appear in a log: secrets in the query, and a user name and password, replaced by `***`.
public enum RedactedURL {
    static let secretParameters: Set<String> = ["appid", "apikey", "api_key", "key", "token"]

    public static func string(for url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return "(unprintable URL)" }
        if components.user != nil { components.user = "***" }
        if components.password != nil { components.password = "***" }
        if let items = components.queryItems {
            components.queryItems = items.map { item in
                secretParameters.contains(item.name.lowercased()) ? URLQueryItem(name: item.name, value: "***") : item
            }
        }
        return components.string ?? "(unprintable URL)"
    }
}
