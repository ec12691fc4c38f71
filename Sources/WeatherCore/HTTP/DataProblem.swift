/// What is wrong with an answer the app cannot read, in terms of the answer's own fields.
public enum DataProblem: Hashable, Sendable {
    case notJSON
    /// A field the app needs is not there; its path in the answer ("hourly.time").
    case missing(String)
    /// A field is there without a value the app can use: of the wrong type, null or implausible.
    case unusable(String)
    /// Not the shape the service documents, in a way no field names.
    case unexpectedShape
}
