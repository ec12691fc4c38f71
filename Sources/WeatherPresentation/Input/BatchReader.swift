/// Reads one batch of terminal input, with a look ahead.
struct BatchReader {
    private let inputs: [TerminalInput]
    private var index = 0

    init(_ inputs: [TerminalInput]) {
        self.inputs = inputs
    }

    mutating func next() -> TerminalInput? {
        defer { index += 1 }
        return peek()
    }

    /// The input `offset` places on, nil past the end.
    func peek(at offset: Int = 0) -> TerminalInput? {
        index + offset < inputs.count ? inputs[index + offset] : nil
    }

    /// The scalar `offset` places on; nil for a named key or past the end.
    func peekScalar(at offset: Int = 0) -> Unicode.Scalar? {
        if case let .scalar(scalar)? = peek(at: offset) { scalar } else { nil }
    }

    mutating func skip(_ count: Int = 1) {
        index = min(inputs.count, index + count)
    }
}
