/// What the data source did, as one message: the app passes each through its one event stream to the
/// controller's `update`, so every change of state happens there, in order with keys and timers.
public enum DataSourceEvent: Sendable {
    case locating(LocatingStep)
    case loading(Place)
    /// The chosen weather service has been asked and a fallback stands by; with `PatienceKeeper.caller`
    /// the fallback is asked beside it once the caller says `patience` has run out.
    case awaitingForecast(patience: Duration)
    /// The chosen weather service failed or is slow to answer, and the fallback is being asked.
    case askingFallback(FallbackAttempt)
    /// The weather arrived: the report, with whatever the other feeds had brought by then.
    case loaded(WeatherReport)
    /// Another feed arrived after the weather: the current report with its part added.
    case amended(WeatherReport)
    /// Every feed of the load has answered or failed: the report as complete as it will get.
    case finished(WeatherReport)
    /// A load of the current place (the first, or a refresh) failed.
    case failed(LoadFailure)
    /// A change of place failed: the place and report from before stay current.
    case changeFailed(LoadFailure)
}
