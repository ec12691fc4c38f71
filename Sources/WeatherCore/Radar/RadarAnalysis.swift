import FoundationEssentials
import Glibc

/// Reads a place's radar frames: the nearest rain in the latest frame seen, the motion of the rain area
/// over the last frames, and when its edge reaches the place. Pure: frames in, numbers out.
///
/// Distances on the ground are worked out on a plane tangent at the place (x east, y north, in km), close
/// enough within the 500 km of a region view; the nearest rain's distance and bearing are great-circle.
public enum RadarAnalysis {
    /// The radius of the region view, and of "no rain within …".
    public static let regionRadiusKilometres = 500.0
    /// The radius of the neighbourhood view.
    public static let neighbourhoodRadiusKilometres = 25.0
    /// The motion is judged over the frames seen within this of the latest.
    public static let motionSpan: TimeInterval = 20 * 60
    /// Slower than this, rain is standing: no motion, no arrival.
    public static let standingSpeed = 2.0

    /// `now`: the arrival is counted from it, not from the latest frame (which is up to 10 minutes old).
    public static func outlook(
        place: Coordinate, frames: [RadarFrame], now: Date, radiusKilometres: Double = regionRadiusKilometres
    ) -> RadarOutlook {
        let past = frames.filter { $0.kind == .past }.sorted { $0.time < $1.time }
        guard let latest = past.last else {
            return RadarOutlook(nearest: nil, motion: nil, arrivalMinutes: nil, radiusKilometres: radiusKilometres)
        }
        let rain = RainPoints(frame: latest, place: place, radius: radiusKilometres)
        let nearest = rain.nearest.map { point in
            RadarOutlook.NearestRain(
                distanceKilometres: point.echoContainsPlace ? 0 : GreatCircle.distance(from: place, to: point.coordinate),
                bearingDegrees: point.echoContainsPlace ? 0 : GreatCircle.bearing(from: place, to: point.coordinate),
                intensity: point.echo.rate, isSnow: point.echo.isSnow
            )
        }
        let recent = past.filter { latest.time.timeIntervalSince($0.time) <= motionSpan }
        let motion = self.motion(place: place, frames: recent, radius: radiusKilometres)
        let arrival: Int? = if nearest?.distanceKilometres == 0 {
            0
        } else if let motion, nearest != nil,
                  let fromLatest = arrivalMinutes(points: rain.points, motion: motion, tolerance: rain.pixelKilometres) {
            // Rain due before now by the frames is rain the next frame will show here.
            max(0, fromLatest - Int((now.timeIntervalSince(latest.time) / 60).rounded()))
        } else {
            nil
        }
        return RadarOutlook(
            nearest: nearest, motion: motion, arrivalMinutes: arrival, radiusKilometres: radiusKilometres, isPartial: latest.missingTiles > 0
        )
    }

    /// How the rain area moved from the first of `frames` to the last, over the time between them: where
    /// the first frame's rain, moved, best matches the last's (`matchingShift`), else the shift of its
    /// intensity-weighted centroid. The match is not fooled by rain entering or leaving the radius, or by
    /// a shower forming, as a centroid is. Nil where either frame has no rain, they are at the same time,
    /// or the rain stands still.
    static func motion(place: Coordinate, frames: [RadarFrame], radius: Double) -> RadarOutlook.Motion? {
        guard let first = frames.first, let last = frames.last, last.time > first.time else { return nil }
        let from = RainPoints(frame: first, place: place, radius: radius)
        guard let start = from.centroid, let end = RainPoints(frame: last, place: place, radius: radius).centroid else { return nil }
        let pixel = from.pixelKilometres
        let hours = last.time.timeIntervalSince(first.time) / 3600
        let reach = Int((fastestRain * hours / pixel).rounded(.up))
        // In world pixels: x eastward, y southward.
        let centroidShift = (x: (end.x - start.x) / pixel, y: -(end.y - start.y) / pixel)
        let shift = first.zoom == last.zoom ? matchingShift(of: from.points, over: last, reach: reach) ?? centroidShift : centroidShift
        let east = shift.x * pixel / hours, north = -shift.y * pixel / hours
        let speed = (east * east + north * north).squareRoot()
        guard speed >= standingSpeed else { return nil }
        return RadarOutlook.Motion(towardDegrees: GreatCircle.normalised(atan2(east, north) * 180 / .pi), speedKilometresPerHour: speed)
    }

    /// No rain area moves faster (km/h): the match looks no further.
    static let fastestRain = 150.0
    /// Rain points matched in the coarse search and in the fine one (evenly picked): a frame of
    /// widespread rain has hundreds of thousands, and the peak needs far fewer.
    static let coarsePoints = 2_000
    static let finePoints = 20_000

    /// The shift (world pixels, up to `reach` each way) that best lays `points` (the first frame's rain)
    /// over `frame`'s rain, by cross-correlation: every few pixels with a sample of the points, then pixel
    /// by pixel round the best with more of them, then between pixels by a parabola through the scores
    /// beside the best. Nil where nothing matches.
    static func matchingShift(of points: [RainPoints.Point], over frame: RadarFrame, reach: Int) -> (x: Double, y: Double)? {
        func sample(_ count: Int) -> [RainPoints.Point] {
            Swift.stride(from: 0, to: points.count, by: max(1, points.count / count)).map { points[$0] }
        }
        func score(_ picked: [RainPoints.Point], _ dx: Int, _ dy: Int) -> Double {
            picked.reduce(0) { sum, point in
                sum + point.echo.rate * (frame.echo(worldX: point.worldX + dx, worldY: point.worldY + dy)?.rate ?? 0)
            }
        }
        let step = max(1, reach / 12)
        let coarse = sample(coarsePoints)
        var centre = (x: 0, y: 0, score: 0.0)
        for dy in Swift.stride(from: -reach, through: reach, by: step) {
            for dx in Swift.stride(from: -reach, through: reach, by: step) {
                let value = score(coarse, dx, dy)
                if value > centre.score { centre = (dx, dy, value) }
            }
        }
        guard centre.score > 0 else { return nil }
        let fine = sample(finePoints), around = step + 1
        let scores: [[Double]] = (-around...around).map { dy in (-around...around).map { dx in score(fine, centre.x + dx, centre.y + dy) } }
        var best = (x: 0, y: 0, score: 0.0)
        for dy in -step...step {
            for dx in -step...step where scores[dy + around][dx + around] > best.score {
                best = (dx, dy, scores[dy + around][dx + around])
            }
        }
        guard best.score > 0 else { return nil }
        func between(_ before: Double, _ at: Double, _ after: Double) -> Double {
            let curvature = before - 2 * at + after
            return curvature < 0 ? min(0.5, max(-0.5, (before - after) / (2 * curvature))) : 0
        }
        let row = scores[best.y + around]
        let column = scores.map { $0[best.x + around] }
        return (
            Double(centre.x + best.x) + between(row[best.x + around - 1], best.score, row[best.x + around + 1]),
            Double(centre.y + best.y) + between(column[best.y + around - 1], best.score, column[best.y + around + 1])
        )
    }

    /// The first time a rain point, moving at `motion`, passes within `tolerance` km of the place (the
    /// origin), in whole minutes; nil where none does.
    static func arrivalMinutes(points: [RainPoints.Point], motion: RadarOutlook.Motion, tolerance: Double) -> Int? {
        let angle = motion.towardDegrees * .pi / 180
        let velocity = (x: sin(angle) * motion.speedKilometresPerHour, y: cos(angle) * motion.speedKilometresPerHour)
        let speedSquared = velocity.x * velocity.x + velocity.y * velocity.y
        var soonest: Double?
        for point in points {
            // When the point comes closest to the place, and how close; it arrives once it is within
            // the tolerance, which is earlier than its closest by the half-chord of that circle.
            let closest = -(point.x * velocity.x + point.y * velocity.y) / speedSquared
            guard closest > 0 else { continue }
            let missX = point.x + velocity.x * closest, missY = point.y + velocity.y * closest
            let miss = missX * missX + missY * missY
            guard miss <= tolerance * tolerance else { continue }
            let hours = max(0, closest - ((tolerance * tolerance - miss) / speedSquared).squareRoot())
            if soonest.map({ hours < $0 }) ?? true { soonest = hours }
        }
        return soonest.map { Int(($0 * 60).rounded()) }
    }
}

/// The rain of one frame within a radius of a place, on the plane tangent at the place (km).
struct RainPoints {
    struct Point {
        /// East and north of the place, in km.
        var x: Double
        var y: Double
        /// Its world pixel at the frame's zoom.
        var worldX: Int
        var worldY: Int
        var echo: RadarEcho
        var coordinate: Coordinate
        var echoContainsPlace: Bool
    }

    var points: [Point] = []
    var nearest: Point?
    /// A pixel's side at the place, in km: how precisely the frame places rain.
    var pixelKilometres: Double

    init(frame: RadarFrame, place: Coordinate, radius: Double) {
        let zoom = frame.zoom
        pixelKilometres = WebMercator.metresPerPixel(latitude: place.latitude, zoom: zoom) / 1000
        let origin = WebMercator.pixel(of: place, zoom: zoom)
        let placeX = Int(origin.x.rounded(.down)), placeY = Int(origin.y.rounded(.down))
        let kilometresPerDegreeLatitude = 111.195
        let kilometresPerDegreeLongitude = kilometresPerDegreeLatitude * cos(place.latitude * .pi / 180)
        var nearestDistance = Double.infinity
        for tile in frame.tiles.values {
            let side = WebMercator.tileSize
            for row in 0..<side {
                let worldY = tile.id.y * side + row
                let latitude = WebMercator.latitude(y: Double(worldY) + 0.5, zoom: zoom)
                let y = (latitude - place.latitude) * kilometresPerDegreeLatitude
                guard abs(y) <= radius else { continue }
                for column in 0..<side {
                    let echo = tile.echo(column: column, row: row)
                    guard echo.rate >= RadarEcho.rainThreshold else { continue }
                    let worldX = tile.id.x * side + column
                    let longitude = WebMercator.longitude(x: Double(worldX) + 0.5, zoom: zoom)
                    var east = longitude - place.longitude
                    if east > 180 { east -= 360 } else if east < -180 { east += 360 }
                    let x = east * kilometresPerDegreeLongitude
                    let distance = (x * x + y * y).squareRoot()
                    guard distance <= radius, let coordinate = Coordinate(latitude: latitude, longitude: longitude) else { continue }
                    let point = Point(x: x, y: y, worldX: worldX, worldY: worldY, echo: echo, coordinate: coordinate, echoContainsPlace: worldX == placeX && worldY == placeY)
                    points.append(point)
                    if point.echoContainsPlace || (nearest?.echoContainsPlace != true && distance < nearestDistance) {
                        nearestDistance = point.echoContainsPlace ? 0 : distance
                        nearest = point
                    }
                }
            }
        }
    }

    /// The intensity-weighted centre of the rain; nil where there is none.
    var centroid: (x: Double, y: Double)? {
        var weight = 0.0, x = 0.0, y = 0.0
        for point in points {
            let rate = point.echo.rate
            weight += rate
            x += point.x * rate
            y += point.y * rate
        }
        return weight > 0 ? (x / weight, y / weight) : nil
    }
}

/// Distances and bearings on a sphere of the Earth's mean radius.
enum GreatCircle {
    static let earthRadiusKilometres = 6371.0088

    static func distance(from a: Coordinate, to b: Coordinate) -> Double {
        let φ1 = a.latitude * .pi / 180, φ2 = b.latitude * .pi / 180
        let Δφ = φ2 - φ1, Δλ = (b.longitude - a.longitude) * .pi / 180
        let h = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * earthRadiusKilometres * asin(min(1, h.squareRoot()))
    }

    /// The initial bearing from `a` to `b`, clockwise from north, 0 ..< 360.
    static func bearing(from a: Coordinate, to b: Coordinate) -> Double {
        let φ1 = a.latitude * .pi / 180, φ2 = b.latitude * .pi / 180, Δλ = (b.longitude - a.longitude) * .pi / 180
        let y = sin(Δλ) * cos(φ2), x = cos(φ1) * sin(φ2) - sin(φ1) * cos(φ2) * cos(Δλ)
        return normalised(atan2(y, x) * 180 / .pi)
    }

    static func normalised(_ degrees: Double) -> Double {
        let wrapped = degrees.truncatingRemainder(dividingBy: 360)
        return wrapped < 0 ? wrapped + 360 : wrapped
    }
}
