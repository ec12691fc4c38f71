import Dispatch
import FoundationEssentials
import Glibc
import Testing
import WeatherCore

@Suite struct CacheWriterTests {
    @Test func writesRunInTheOrderAskedAndFinishWaitsForAllOfThem() async {
        let writer = CacheWriter()
        let done = Locked<[Int]>([])
        for number in 0..<20 {
            writer.write {
                // The first write is slow: a finish that did not wait would see none of them done.
                if number == 0 { usleep(50_000) }
                done.withLock { $0.append(number) }
            }
        }
        await writer.finish()
        #expect(done.withLock { $0 } == Array(0..<20))
    }

    /// Writes under one key asked for while the writer is busy: only the last runs; another key's run.
    @Test func aWriteReplacedBeforeItStartsIsNotDone() async {
        let writer = CacheWriter()
        let done = Locked<[String]>([])
        // The writer stays busy until every write below has been asked for, however slowly this runs.
        let asked = DispatchSemaphore(value: 0)
        writer.write { asked.wait() }
        for number in 0..<3 {
            writer.write(replacing: "report Seoul") { done.withLock { $0.append("Seoul \(number)") } }
        }
        writer.write(replacing: "report Busan") { done.withLock { $0.append("Busan") } }
        asked.signal()
        await writer.finish()
        writer.write(replacing: "report Seoul") { done.withLock { $0.append("Seoul again") } }
        await writer.finish()
        #expect(done.withLock { $0 } == ["Seoul 2", "Busan", "Seoul again"])
    }

    @Test func aRememberedPlaceNameIsOnDiskOnceTheWriterHasFinished() async {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("pn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = JSONFileStore<[String: Place]>(url: directory.appendingPathComponent("place-names-en.json"))
        let writer = CacheWriter()
        let seoul = Place(name: "Seoul", countryCode: "KR", coordinate: Coordinate(latitude: 37.5667, longitude: 126.9783)!)
        PlaceNameCache(store: store, writer: writer).remember(seoul)
        await writer.finish()
        #expect(PlaceNameCache(store: store).place(at: seoul.coordinate)?.name == "Seoul")
    }

    /// A full disk fails every write: it is told once, and another reason once more.
    @Test func aFailedWriteIsToldOnceForEachReason() async {
        let writer = CacheWriter()
        let told = Locked<[String]>([])
        writer.whenAWriteFails { reason in told.withLock { $0.append(reason) } }
        for _ in 0..<3 {
            writer.write { throw POSIXError(.ENOSPC) }
        }
        writer.write {}
        writer.write { throw POSIXError(.EROFS) }
        await writer.finish()
        #expect(told.withLock { $0 } == ["No space left on device", "Read-only file system"])
    }
}
