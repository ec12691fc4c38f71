/// What stops the generator, with the file and line: the build shows it.
struct GeneratorError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
