extension Int {
    /// The nearest whole number, or nil when `value` is not finite or too large for an `Int`.
    public init?(rounding value: Double) {
        self.init(exactly: value.rounded())
    }
}
