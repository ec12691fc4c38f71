import FoundationEssentials
import Glibc

extension ConfigFileLoader {
    /// A warning, the way ssh warns about key files, when the config file holds `api_key` but other
    /// users may read it. nil when there is nothing to say.
    public static func exposedKeyWarning(for url: URL, settings: ConfigFileSettings) -> SettingsWarning? {
        guard settings.apiKey != nil else { return nil }
        var info = stat()
        guard stat(url.path, &info) == 0, info.st_mode & 0o044 != 0 else { return nil }
        return .keyReadableByOthers(path: TerminalText.sanitize(url.path), mode: String(info.st_mode & 0o777, radix: 8))
    }
}
