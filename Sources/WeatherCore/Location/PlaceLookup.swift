import Synchronization

/// Reverse geocoding for everything that needs it in one load (the place's name, the region a warning
/// service warns by): the place-name cache first, else one request however many ask for the same spot
/// at the same time. The answer is kept in the cache.
public final class PlaceLookup: Sendable {
    private let geocoder: any ReverseGeocoding
    private let cache: PlaceNameCache
    private let pending = Locked<[String: Pending]>([:])
    private let tokens = Atomic<Int>(0)

    /// One request in flight and who waits for it; it is cancelled when the last of them is.
    private struct Pending {
        var task: Task<Place?, any Error>
        var waiters: Set<Int>
    }

    public init(geocoder: any ReverseGeocoding, cache: PlaceNameCache) {
        self.geocoder = geocoder
        self.cache = cache
    }

    /// The place at `coordinate` as reverse geocoding names it: the cached one when it has a name (and,
    /// with `withArea`, the subdivisions the service was asked for), else the service's answer. Nil
    /// where the service knows no place there; throws when it fails.
    public func place(at coordinate: Coordinate, withArea: Bool = false) async throws -> Place? {
        if let cached = cache.place(at: coordinate), cached.name != nil, !withArea || cached.area != nil { return cached }
        let key = coordinate.roundedKey
        let token = tokens.add(1, ordering: .relaxed).newValue
        let task = pending.withLock { pending in
            if pending[key] == nil {
                pending[key] = Pending(task: Task { [geocoder, cache] in
                    let named = try await geocoder.place(at: coordinate)
                    if let named { cache.remember(named) }
                    return named
                }, waiters: [])
            }
            pending[key]?.waiters.insert(token)
            return pending[key]!.task
        }
        defer { leave(key, token: token, task: task) }
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            leave(key, token: token, task: task)
        }
    }

    /// `token` waits no longer; the request goes when no one waits for it.
    private func leave(_ key: String, token: Int, task: Task<Place?, any Error>) {
        pending.withLock { pending in
            guard var entry = pending[key], entry.task == task else { return }
            entry.waiters.remove(token)
            if entry.waiters.isEmpty {
                pending[key] = nil
                task.cancel()
            } else {
                pending[key] = entry
            }
        }
    }
}
