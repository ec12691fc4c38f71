extension String {
    /// The text without spaces at its end: for lines padded into columns.
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
