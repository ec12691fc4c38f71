/// The services' variables: an entry for each service, headed by its variable, with its default address
/// put where the entry's text says `@default-url@`.
struct ServiceVariables {
    let services: [DocumentedService]

    init(_ services: [DocumentedService]) {
        self.services = services
    }

    /// Every service, by its id.
    var names: [String] {
        services.map(\.id)
    }

    func heading(for id: String) throws -> String {
        ".B " + Roff.escaped(try service(id).variable)
    }

    /// The address as the man page prints it: never hyphenated or broken (`\%`).
    func defaultURL(of id: String) throws -> String {
        "\\%" + Roff.escaped(try service(id).defaultURL)
    }

    private func service(_ id: String) throws -> DocumentedService {
        guard let service = services.first(where: { $0.id == id }) else {
            throw GeneratorError("\(id) is no service of the service table")
        }
        return service
    }
}
