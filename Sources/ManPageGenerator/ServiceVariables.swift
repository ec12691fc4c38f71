/// The services' variables: an entry for each service, headed by its variable, with its default address
/// put where the entry's text says `@default-url@`. A service the template gives no text of its own gets
/// its entry from the table alone (`entries(except:)`), so a new service needs no edit of the template.
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
        Roff.url(try service(id).defaultURL)
    }

    /// The generated entries of the services other than `named`, in the table's order.
    func entries(except named: [String]) -> [String] {
        services.filter { !named.contains($0.id) }.flatMap(entry)
    }

    private func entry(_ service: DocumentedService) -> [String] {
        let text = "The base URL of \(Roff.escaped(service.name)), asked for \(Roff.escaped(service.askedFor)) (default"
        return [".TP", ".B " + Roff.escaped(service.variable), text, ".BR \(Roff.url(service.defaultURL)) )."]
    }

    private func service(_ id: String) throws -> DocumentedService {
        guard let service = services.first(where: { $0.id == id }) else {
            throw GeneratorError("\(id) is no service of the service table")
        }
        return service
    }
}
