import Foundation
import Testing
import WeatherCore
@testable import WeatherPresentation

/// What stderr says about a configuration mistake, a template or the demo, in the user's language,
/// with the file and line kept.
@Suite struct ConfigurationMessageTests {
    let english = Strings(language: .english)
    let japanese = Strings(language: .japanese)
    let chinese = Strings(language: .simplifiedChinese)

    @Test func settingsWarningsAreInTheUsersLanguage() {
        #expect(english.settingsWarning(.languageNeedsUTF8(.german)) == "German needs a UTF-8 terminal, and the glyphs are ASCII here "
            + "(the locale is not UTF-8, TERM is linux, or icons is ascii): showing English. Use a UTF-8 locale (LANG=de_DE.UTF-8) or --icons unicode.")
        let exposed = SettingsWarning.keyReadableByOthers(path: "/h/c.toml", mode: "644")
        #expect(english.settingsWarning(exposed) == "/h/c.toml holds api_key but is readable by other users (mode 644); run: chmod 600 /h/c.toml")
        #expect(Strings(language: .german).settingsWarning(exposed)
            == "/h/c.toml enthält api_key, ist aber für andere Benutzer lesbar (Modus 644); ausführen: chmod 600 /h/c.toml")
        #expect(english.text(.startupWarning(message: "x")) == "warning: x")
    }

    @Test func theFileAndLineAreKeptInEveryLanguage() throws {
        let error = try #require(throws: ConfigurationError.self) { try ConfigFileLoader.parse("units = \"kelvin\"\n", path: "c.toml") }
        #expect(english.configurationError(error) == "c.toml (line 1): 'units' must be one of metric, imperial, not 'kelvin'")
        #expect(japanese.configurationError(error) == "c.toml (1行目): 'units' は metric, imperial のいずれかにしてください ('kelvin' は使えません)")
        #expect(chinese.configurationError(error) == "c.toml（第 1 行）：“units”必须是 metric, imperial 之一，不能是“kelvin”")
        let mistake = ConfigurationError.invalidFile(path: "c.toml", line: 3, column: 7, problem: .invalidTOML("expected '='"))
        #expect(english.configurationError(mistake) == "c.toml (line 3, column 7): expected '='")
        #expect(japanese.configurationError(mistake) == "c.toml (3行目、7文字目): TOML の誤り: expected '='")
    }

    @Test(arguments: [
        ("max_age = -1\n", "c.toml (line 1): 'max_age' must be 0 to 2592000 seconds, not -1", "c.toml (1行目): 'max_age' は0〜2592000秒にしてください (-1 は範囲外です)"),
        ("\n\nrequest_timeout = 120.5\n", "c.toml (line 3): 'request_timeout' must be 1 to 120 seconds, not 120.5", "c.toml (3行目): 'request_timeout' は1〜120秒にしてください (120.5 は範囲外です)"),
        ("refresh_interval = 30\n", "c.toml (line 1): 'refresh_interval' must be 0 (off) or 60 to 86400 seconds, not 30", "c.toml (1行目): 'refresh_interval' は0 (オフ) か 60〜86400秒にしてください (30 は範囲外です)"),
        ("icons = 1\n", "c.toml (line 1): 'icons' must be one of unicode, ascii, nerd, not '1'", "c.toml (1行目): 'icons' は unicode, ascii, nerd のいずれかにしてください ('1' は使えません)"),
        ("format = 1\n", "c.toml (line 1): 'format' must be a string", "c.toml (1行目): 'format' は文字列にしてください"),
        ("units = \"metric\"\nunits = \"imperial\"\n", "c.toml (line 2): 'units' is already set on line 1: keep one of the two", "c.toml (2行目): 'units' は 1 行目ですでに設定されています: どちらか一方だけを残してください"),
        ("unit = 1\n", "c.toml (line 1): unknown key 'unit' (known keys: \(ConfigFileLoader.keys.joined(separator: ", ")))", "c.toml (1行目): 不明なキー 'unit' です (使えるキー: \(ConfigFileLoader.keys.joined(separator: ", ")))"),
        ("units = \"metric\"\n\n[colours]\nsky = 1\n", "c.toml (line 3): unknown key 'colours' (known keys: \(ConfigFileLoader.keys.joined(separator: ", ")))", "c.toml (3行目): 不明なキー 'colours' です (使えるキー: \(ConfigFileLoader.keys.joined(separator: ", ")))"),
        ("\nlocation = \"  \"\n", "c.toml (line 2): 'location' must be a place name or lat,lon such as 37.57,126.98, not ''", "c.toml (2行目): 'location' は場所の名前か 35.68,139.77 のような緯度,経度にしてください ('' は範囲外です)"),
        ("places = [\"Seoul\", \"  \"]\n", "c.toml (line 1): 'places' has an empty entry: each must be a place name or lat,lon such as 37.57,126.98", "c.toml (1行目): 'places' に空の項目があります。各項目は場所の名前か 35.68,139.77 のような緯度,経度にしてください"),
    ])
    func fileMistakes(text: String, inEnglish: String, inJapanese: String) throws {
        let error = try #require(throws: ConfigurationError.self) { try ConfigFileLoader.parse(text, path: "c.toml") }
        #expect(english.configurationError(error) == inEnglish)
        #expect(japanese.configurationError(error) == inJapanese)
    }

    @Test func unreadableFilesEnvironmentAndValues() {
        #expect(english.configurationError(.unreadableFile(path: "/c", problem: .namedPipe)) == "/c: is a FIFO (named pipe), not a file")
        #expect(japanese.configurationError(.unreadableFile(path: "/c", problem: .directory)) == "/c: ファイルではなくディレクトリです")
        #expect(english.configurationError(.invalidEnvironment(variable: "WEATHERTUI_OPEN_METEO_URL", problem: .notHTTPURL))
            == "WEATHERTUI_OPEN_METEO_URL: expected an http:// or https:// URL")
        #expect(english.configurationError(.invalidConfigValue(key: "proxy", problem: .malformedProxy))
            == "proxy in the config file: expected http://[user:password@]host:port")
        #expect(english.configurationError(.invalidValue(key: "location", value: "a\u{1B}[2Jb", expected: .placeNameOrCoordinates))
            == "location: 'ab' is not valid; expected a place name or lat,lon such as 37.57,126.98")
        #expect(japanese.configurationError(.missingAPIKey(provider: "OpenWeather"))
            == "OpenWeather には API キーが必要です。OPENWEATHER_API_KEY か設定ファイルの api_key を設定してください")
    }

    /// The config file's `format` is blamed on the file and its line, not on `--format`.
    @Test func aBadTemplateInTheConfigFileNamesTheFileAndLine() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString).toml")
        defer { try? FileManager.default.removeItem(at: file) }
        try "units = \"metric\"\n  \"format\" = \"%t %\"\n".write(to: file, atomically: true, encoding: .utf8)
        let line = ConfigFileLoader.line(of: "format", inFileAt: file)
        #expect(line == 2)
        #expect(english.configTemplateError(.trailingPercent, path: "c.toml", line: line) == "c.toml (line 2): 'format' ends with a lone '%' (write %% for a percent sign)")
        #expect(japanese.configTemplateError(.unknownCode("q"), path: "c.toml", line: 2).hasPrefix("c.toml (2行目): 'format' の '%q' は不明なコードです"))
        #expect(english.configTemplateError(.trailingPercent, path: "c.toml", line: nil) == "c.toml: 'format' ends with a lone '%' (write %% for a percent sign)")
    }

    @Test func templatesDemoAndJSON() {
        #expect(english.templateError(.trailingPercent) == "--format ends with a lone '%' (write %% for a percent sign)")
        #expect(japanese.templateError(.unknownCode("q")).hasPrefix("--format の '%q' は不明なコードです"))
        #expect(english.demoDataNotFound(lookedIn: ["/a", "/b"]) == "the demo data was not found (looked in /a, /b); reinstall, or set WEATHERTUI_DATA_DIR")
        #expect(chinese.demoLocationNotUsed(place: "Seoul, KR", asked: "'Oslo'") == "演示只有一个地点 Seoul, KR：不使用位置 'Oslo'")
        #expect(english.jsonNotWritten == "the report could not be written as JSON (a value the service sent cannot be encoded)")
    }
}
