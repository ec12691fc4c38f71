/// Telling an IP address from a host name.
enum HostAddress {
    /// True for an IPv4 or IPv6 address literal (without brackets): never sent as a TLS server name,
    /// and in `no_proxy` matched only by itself.
    static func isLiteral(_ host: String) -> Bool {
        host.contains(":") || (!host.isEmpty && host.allSatisfy { $0 == "." || ("0"..."9").contains($0) })
    }

    /// `host:port`, an IPv6 address in brackets: `[::1]:9`.
    static func authority(_ host: String, port: Int) -> String {
        isLiteral(host) && host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }
}
