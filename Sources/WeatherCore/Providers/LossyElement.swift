/// One element of a list from a service, nil when it does not decode: one bad item costs only itself.
struct LossyElement<Value: Decodable>: Decodable {
    var value: Value?

    init(from decoder: any Decoder) throws {
        value = try? Value(from: decoder)
    }
}
