extension StringProtocol {
    /// The text without white space (line breaks included) at either end.
    public func trimmed() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(self[first...last])
    }
}
