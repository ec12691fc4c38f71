/// Who decides that the chosen weather service has had its time, so that the fallback is asked beside it.
public enum PatienceKeeper: Sendable {
    /// The data source, after the patience on its clock: for the one-shot modes, which have no update
    /// function to time it.
    case dataSource
    /// The caller: the load's `awaitingForecast` event says the chosen service has been asked and how
    /// long it may take, and `WeatherDataSource.patienceRanOut(for:)` has the fallback asked. The
    /// dashboard's update function times it with a named timer.
    case caller
}
