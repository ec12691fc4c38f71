import FoundationEssentials

/// The value of a `Proxy-Authorization` header.
enum HTTPProxyCredentials {
    static func basic(username: String, password: String) -> String {
        "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
    }
}
