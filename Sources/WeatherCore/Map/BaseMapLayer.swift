/// One kind of line on the base map. The points stay in the file's integer units, in one array for the
/// whole layer: half a million `Coordinate`s, each in an array of its line, would take three times the
/// memory and as many allocations.
public struct BaseMapLayer: Sendable {
    /// The layers a file holds, in the order the generator writes them.
    public enum Kind: UInt8, Sendable, CaseIterable {
        case coastline
        case lakes
        case borders
    }

    public let kind: Kind
    /// Longitude and latitude of every point, in 1/`quantum` degree, line after line.
    private let units: [Int32]
    /// The index of each line's first point, and one past the last line's end.
    private let starts: [Int]
    /// Each line's bounds, in the same units, so lines far from a view are skipped unread.
    private let bounds: [UnitBounds]
    private let quantum: Double

    struct UnitBounds {
        var west: Int32, south: Int32, east: Int32, north: Int32
    }

    init(kind: Kind, units: [Int32], starts: [Int], quantum: Int) {
        self.kind = kind
        self.units = units
        self.starts = starts
        self.quantum = Double(quantum)
        bounds = (0..<max(0, starts.count - 1)).map { line in
            var box = UnitBounds(west: .max, south: .max, east: .min, north: .min)
            for point in starts[line]..<starts[line + 1] {
                box.west = min(box.west, units[2 * point])
                box.east = max(box.east, units[2 * point])
                box.south = min(box.south, units[2 * point + 1])
                box.north = max(box.north, units[2 * point + 1])
            }
            return box
        }
    }

    public var lineCount: Int { bounds.count }

    /// The points of line `index`.
    public func line(_ index: Int) -> [Coordinate] {
        (starts[index]..<starts[index + 1]).compactMap { point in
            Coordinate(latitude: Double(units[2 * point + 1]) / quantum, longitude: Double(units[2 * point]) / quantum)
        }
    }

    /// The lines whose bounds meet `region`: every line with a point in it or passing through it, and a
    /// few that only pass near (the generator cuts lines into short pieces, so those are few).
    public func lines(crossing region: MapRegion) -> [[Coordinate]] {
        let south = region.south * quantum, north = region.north * quantum
        return bounds.indices.filter { index in
            let box = bounds[index]
            guard Double(box.north) >= south, Double(box.south) <= north else { return false }
            // A region across the antimeridian is seen from both sides of it.
            return [-360.0, 0, 360].contains { shift in
                Double(box.east) >= (region.west + shift) * quantum && Double(box.west) <= (region.east + shift) * quantum
            }
        }.map(line)
    }
}
