import FoundationEssentials

/// The radar's base map: coastlines, lake shores and land borders as lines of points, and the larger
/// towns, read from `basemap.bin` (Natural Earth, written by `Scripts/generate-base-map.py`).
public struct BaseMap: Sendable {
    public let layers: [BaseMapLayer]
    /// Most populous first, so that a map labels the towns people know before the smaller ones.
    public let towns: [Town]
    /// Where the lines came from and how they were simplified, as the file records it.
    public let source: String
    public let toleranceMetres: Int

    /// A town to label: its name, a 7-bit spelling for terminals that show no other, and its size.
    public struct Town: Hashable, Sendable {
        public let name: String
        /// The name in 7-bit characters ("Sao Paulo" for "São Paulo"); the name itself when it is 7-bit.
        public let asciiName: String
        public let coordinate: Coordinate
        public let population: Int

        public init(name: String, asciiName: String, coordinate: Coordinate, population: Int) {
            self.name = name
            self.asciiName = asciiName
            self.coordinate = coordinate
            self.population = population
        }
    }

    public init(layers: [BaseMapLayer], towns: [Town], source: String, toleranceMetres: Int) {
        self.layers = layers
        self.towns = towns
        self.source = source
        self.toleranceMetres = toleranceMetres
    }

    /// The layer of `kind`; an empty one when the file has none.
    public func layer(_ kind: BaseMapLayer.Kind) -> BaseMapLayer {
        layers.first { $0.kind == kind } ?? BaseMapLayer(kind: kind, units: [], starts: [0], quantum: 1)
    }
}
