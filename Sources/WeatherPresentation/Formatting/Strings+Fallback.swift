import WeatherCore

/// The words of a forecast failing over to the fallback service: while it is asked, and once shown.
extension Strings {
    /// The spinner while the fallback is asked: "Open-Meteo is not answering; asking MET Norway…".
    public func askingFallback(_ attempt: FallbackAttempt) -> String {
        text(.askingFallback(service: attempt.from.displayName, fallback: attempt.to.displayName))
    }

    /// The same where a few words fit (the top border while a refresh runs): "asking MET Norway…".
    public func askingFallbackShort(_ attempt: FallbackAttempt) -> String {
        text(.askingFallbackShort(fallback: attempt.to.displayName))
    }

    /// Why the forecast shown is the fallback's: "Open-Meteo did not answer", "Open-Meteo: HTTP 500";
    /// a key is blamed only where the service refused one.
    public func fallbackNote(_ fallback: ProviderFallback) -> String {
        let service = fallback.from.displayName
        func failed(_ reason: String) -> String { text(.fallbackFailed(service: service, reason: reason)) }
        switch fallback.reason {
        case .noAnswer: return text(.fallbackNoAnswer(service: service))
        case .rateLimited: return failed(text(.shortRateLimited))
        case .refused: return text(.shortAccessRefused(service: service))
        case let .keyRejected(status): return text(.keyRejected(service: service, status: String(status)))
        case let .status(status): return failed("HTTP \(status)")
        case .unreadable: return failed(text(.shortBadData))
        case .certificate(.untrusted): return failed(text(.shortCertificateUntrusted))
        case .certificate(.expired): return failed(text(.shortCertificateExpired))
        case .certificate(.wrongName): return failed(text(.shortCertificateWrongName))
        }
    }
}
