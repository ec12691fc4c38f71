import FoundationEssentials
import Logging

/// One authority's CAP feed as it is kept between refreshes: its index asked at every refresh, each
/// document the index links asked once (a few at a time) and its alert kept until it expires. A refresh
/// with nothing new is one request.
final class CAPFeedReader: Sendable {
    private let index: URL
    private let authority: String
    private let hosts: [String]
    private let state = Locked(State())

    /// Documents asked at once: enough that a first load's few dozen do not trail the weather, few
    /// enough not to burst at an authority's server.
    static let documentsInFlight = 6
    static let accept = "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8"
    static let documentAccept = "application/cap+xml, application/xml;q=0.9, text/xml;q=0.8"

    private struct State {
        var book = CAPAlertBook()
        /// Documents read (or refused: a malformed document is not asked for again).
        var read: Set<URL> = []
    }

    /// The reader of the index at `index`, whose documents are on its host or one of `hosts`, named as
    /// `authority` issues them.
    init(index: URL, authority: String, hosts: [String]) {
        self.index = index
        self.authority = authority
        self.hosts = hosts
    }

    /// The alerts in force at `place` once the index and its new documents are read through
    /// `fetcher`. Throws where the index could not be had or read; a document that could not be had is
    /// asked again next time.
    func finding(
        at place: Place, language: Language, now: Date, fetcher: any HTTPFetching, logger: Logger
    ) async throws(FetchError) -> CAPFinding {
        let response = try await fetcher.get(index, from: authority, accept: Self.accept)
        let read: CAPIndex?
        do {
            read = try CAPIndex.read(response.body, at: index, hosts: hosts)
        } catch {
            logger.info("warnings: \(authority)'s index was not read: \(error)")
            throw .badData(service: authority, problem: .unexpectedShape)
        }
        guard let listed = read else { throw .badData(service: authority, problem: .unexpectedShape) }
        if listed.droppedItems > 0 {
            let cap = CAPIndex.maximumDocuments
            logger.info("warnings: \(authority)'s index lists \(listed.droppedItems) documents past its newest \(cap): left out")
        }
        if listed.refusedLinks > 0 {
            logger.info("warnings: \(authority)'s index links \(listed.refusedLinks) documents on other hosts, not asked for")
        }
        let new = state.withLock { state in listed.links.filter { !state.read.contains($0) } }
        let alerts = try await documents(new, fetcher: fetcher, logger: logger)
        return state.withLock { state in
            for (link, alert) in alerts {
                state.read.insert(link)
                if let alert { state.book.add(alert) }
            }
            state.book.removeExpired(at: now)
            // A document the index no longer lists is not asked for again: its alert stays until it expires.
            state.read.formIntersection(listed.links)
            return state.book.warnings(at: place, language: language, authority: authority, now: now)
        }
    }

    /// Each of `links` asked and read, `documentsInFlight` at a time: its alert, or nil where it holds
    /// none or was refused (kept, so it is not asked again). Those that could not be had are left out.
    private func documents(_ links: [URL], fetcher: any HTTPFetching, logger: Logger) async throws(FetchError) -> [(URL, CAPAlert?)] {
        var results: [(URL, CAPAlert?)] = []
        await withTaskGroup(of: (link: URL, alert: CAPAlert?, answered: Bool).self) { group in
            var pending = links.makeIterator()
            for _ in 0..<Self.documentsInFlight {
                guard let link = pending.next() else { break }
                group.addTask { await self.document(link, fetcher: fetcher, logger: logger) }
            }
            while let result = await group.next() {
                if result.answered { results.append((result.link, result.alert)) }
                if let link = pending.next() { group.addTask { await self.document(link, fetcher: fetcher, logger: logger) } }
            }
        }
        if Task.isCancelled { throw .cancelled }
        return results
    }

    /// The alert of the document at `link`; whether it was answered at all.
    private func document(_ link: URL, fetcher: any HTTPFetching, logger: Logger) async -> (link: URL, alert: CAPAlert?, answered: Bool) {
        let body: Data
        do {
            body = try await fetcher.get(link, from: authority, accept: Self.documentAccept).body
        } catch {
            logger.info("warnings: \(authority)'s document \(link.lastPathComponent) failed: \(error)")
            return (link, nil, false)
        }
        do {
            let alert = try CAPAlert.read(body)
            if let alert, alert.oversizedPolygons > 0 {
                let (polygons, cap) = (alert.oversizedPolygons, CAPArea.maximumCorners)
                logger.info("warnings: \(authority)'s \(link.lastPathComponent) has \(polygons) polygons of over \(cap) corners: left out")
            }
            return (link, alert, true)
        } catch {
            logger.info("warnings: \(authority)'s document \(link.lastPathComponent) was not read: \(error)")
            return (link, nil, true)
        }
    }
}
