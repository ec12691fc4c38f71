/// Percentiles of a sample the way most statistics packages compute them by default (Hyndman and Fan's
/// type 7): the value at rank (n − 1)·p of the sorted sample, interpolated between its neighbours.
public enum Percentile {
    /// The `fraction` (0…1) percentile of `values`; nil for an empty sample.
    public static func of(_ values: [Double], _ fraction: Double) -> Double? {
        of(sorted: values.sorted(), fraction)
    }

    /// As `of(_:_:)` for values already in ascending order.
    public static func of(sorted values: [Double], _ fraction: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let rank = Double(values.count - 1) * min(max(fraction, 0), 1)
        let below = Int(rank.rounded(.down))
        let above = min(below + 1, values.count - 1)
        return values[below] + (rank - Double(below)) * (values[above] - values[below])
    }
}
