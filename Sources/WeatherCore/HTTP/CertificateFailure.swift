import NIOSSL

/// Recognises a refused certificate among the TLS library's errors.
enum CertificateFailure {
    /// The problem `error` reports, or nil when it is not about a certificate. BoringSSL reports an
    /// untrusted and an expired certificate alike ("CERTIFICATE_VERIFY_FAILED"): both come back as
    /// `.untrusted`, for `FailureProbe` to tell apart.
    static func problem(in error: any Error) -> CertificateProblem? {
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname { return .wrongName }
        guard let error = error as? NIOSSLError else { return nil }
        switch error {
        case let .handshakeFailed(.sslError(stack)):
            return stack.contains { String(describing: $0).contains("CERTIFICATE_VERIFY_FAILED") } ? .untrusted : nil
        case .noCertificateToValidate, .unableToValidateCertificate:
            return .untrusted
        default:
            return nil
        }
    }
}
