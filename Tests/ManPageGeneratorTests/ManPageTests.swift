import Foundation
import Testing

/// Documentation/weathertui.1 is what `make man` writes from its template now, and the generator refuses
/// a template that leaves an option, a key or a service out.
@Suite struct ManPageTests {
    @Test func theCommittedManPageIsTheGeneratedOne() throws {
        let committed = try String(contentsOf: ManPageRun.repository.appending(path: "Documentation/weathertui.1"), encoding: .utf8)
        let run = try ManPageRun()
        let page = try #require(run.page, "the generator refused the template: \(run.refusal)")
        let generated = page.split(separator: "\n", omittingEmptySubsequences: false)
        let lines = committed.split(separator: "\n", omittingEmptySubsequences: false)
        let differing = zip(generated, lines).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? (generated.count == lines.count ? nil : min(generated.count, lines.count))
        #expect(differing == nil, "Documentation/weathertui.1 is stale (run `make man`): it differs from line \((differing ?? 0) + 1)")
    }

    @Test(arguments: [
        (".\\\" @option --no-mouse\n", "--no-mouse"),
        (".\\\" @keys toggleAirView\n", "toggleAirView"),
        (".\\\" @file log\n", "log"),
    ])
    func anEntryLeftOutIsRefused(marker: String, name: String) throws {
        let template = try ManPageRun.repositoryTemplate()
        #expect(template.contains(marker))
        let run = try ManPageRun(template: template.replacing(marker, with: ""))
        #expect(run.page == nil)
        #expect(run.refusal.contains(name), "\(run.refusal)")
    }

    /// A service the template has no text of its own for gets its entry from the service table.
    @Test func aServiceWithoutItsOwnTextIsDocumentedFromTheTable() throws {
        let template = try ManPageRun.repositoryTemplate()
        let marker = ".\\\" @service jma\n"
        #expect(template.contains(marker))
        let run = try ManPageRun(template: template.replacing(marker, with: ""))
        let page = try #require(run.page, "\(run.refusal)")
        #expect(page.contains(".B WEATHERTUI_JMA_URL\nThe base URL of JMA, asked for official warnings in JP (default\n.BR \\%https://www.jma.go.jp )."))
        let withoutMarker = try ManPageRun(template: template.replacing(".\\\" @other-services\n", with: ""))
        #expect(withoutMarker.page == nil && withoutMarker.refusal.contains("@other-services"), "\(withoutMarker.refusal)")
    }

    @Test func aNameTheCommandLineLacksIsRefused() throws {
        let template = try ManPageRun.repositoryTemplate().replacing(".\\\" @option --no-mouse\n", with: ".\\\" @option --no-mice\n")
        let run = try ManPageRun(template: template)
        #expect(run.page == nil)
        #expect(run.refusal.contains("--no-mice is no option or subcommand"), "\(run.refusal)")
    }
}
