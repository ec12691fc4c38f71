extension String {
    /// The text with its first letter upper case: a service's "freezing rain warning" as a title.
    var capitalisingFirst: String {
        prefix(1).uppercased() + dropFirst()
    }

    /// Each word written in capitals alone ("FROST", "STURMBÖEN") with the rest of its letters lower case,
    /// other words as they are: DWD's German event names ("GEWITTER mit STARKREGEN") in sentence style.
    var softeningCapitalWords: String {
        split(separator: " ", omittingEmptySubsequences: false).map { word in
            let letters = word.filter(\.isLetter)
            guard letters.count > 1, letters.allSatisfy(\.isUppercase) else { return String(word) }
            return String(word.prefix(1)) + word.dropFirst().lowercased()
        }.joined(separator: " ")
    }
}
