/// Why a server's certificate was not accepted.
public enum CertificateProblem: Hashable, Sendable, Codable {
    /// No trusted authority vouches for it (self-signed, a private authority, an intercepting network).
    case untrusted
    /// Outside its validity dates (or this computer's clock is wrong).
    case expired
    /// Issued for another host name.
    case wrongName
}
