import FoundationEssentials
import WeatherCore
import WeatherPresentation

/// What `watch` and the dashboard have notified of (`WatchMemory`), in the cache file they share. Each
/// plan is made and saved under the file's lock before anything is sent, so two processes never both
/// send an event, a restart sends nothing again, and a crash between saving and sending loses a
/// notification rather than repeating one.
@MainActor
final class SentEvents {
    static let fileName = "watch-memory.json"

    private let file: JSONFileStore<WatchMemory>
    /// What this process last planned with: stands in for the file when the cache cannot be written.
    private var memory: WatchMemory
    private var cacheUnwritable = false

    init(cacheDirectory: URL) {
        file = JSONFileStore(url: cacheDirectory.appendingPathComponent(Self.fileName, isDirectory: false))
        memory = file.read() ?? WatchMemory()
    }

    /// The events `planner` finds new in `reports` at `now`, remembered as sent. `notSaved` hears why
    /// the memory could not be saved, once until it can be again.
    func plan(_ reports: [WeatherReport], planner: WatchPlanner, now: Date, notSaved: (String) -> Void) -> [WatchEvent] {
        guard !reports.isEmpty else { return [] }
        var planned: WatchPlanner.Plan?
        do {
            _ = try file.update { kept in
                let plan = planner.plan(reports: reports, memory: kept ?? memory, now: now)
                planned = plan
                return plan.memory
            }
            cacheUnwritable = false
        } catch {
            if !cacheUnwritable { notSaved(CacheWriter.reason(error)) }
            cacheUnwritable = true
        }
        let plan = planned ?? planner.plan(reports: reports, memory: memory, now: now)
        memory = plan.memory
        return plan.events
    }
}
