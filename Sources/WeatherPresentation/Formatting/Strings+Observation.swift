import WeatherCore

/// The words of what the nearest station sees: the header's observation line, `--once`, `%v`, `%V` and
/// the screen reader.
extension Strings {
    /// "Observed at EGLL 12 min ago: 14 °C, light rain, wind 240° 12 kt".
    public func observationLine(station: String, age: String, details: [String]) -> String {
        text(.observationLine(station: station, age: age, details: details.joined(separator: ", ")))
    }

    /// "wind 240° 12 kt", "wind 240° 12 kt, gusts 25 kt", "wind variable 3 kt" or "calm"; `direction` and
    /// `speed` in the units of the screen, or of the screen reader.
    public func observedWind(_ wind: ObservedWind, direction: (Double) -> String, speed: (Double) -> String) -> String {
        if wind.isCalm { return text(.observationCalm) }
        guard let degrees = wind.direction else { return text(.observationWindVariable(speed: speed(wind.speed))) }
        guard let gust = wind.gust else { return text(.observationWind(direction: direction(degrees), speed: speed(wind.speed))) }
        return text(.observationWindGusts(direction: direction(degrees), speed: speed(wind.speed), gust: speed(gust)))
    }

    /// One group of the present weather in words: "light rain", "heavy thunderstorm with rain", "fog
    /// nearby", "rain and snow showers".
    public func presentWeather(_ weather: PresentWeather) -> String {
        let tornado = weather.intensity == .heavy && weather.phenomena == [.funnelCloud]
        var words: String
        if tornado {
            words = text(.conditionTornado)
        } else if let first = weather.phenomena.first {
            words = weather.phenomena.dropFirst().reduce(phenomenon(first)) { text(.weatherAnd(first: $0, second: phenomenon($1))) }
            if let descriptor = weather.descriptor { words = described(words, by: descriptor) }
        } else {
            words = text(weather.descriptor == .thunderstorm ? .conditionThunderstorm : .weatherShowersAlone)
        }
        if !tornado {
            switch weather.intensity {
            case .light: words = text(.weatherLight(weather: words))
            case .heavy: words = text(.weatherHeavy(weather: words))
            case .moderate: break
            }
        }
        return weather.isNearby ? text(.weatherNearby(weather: words)) : words
    }

    /// The sky a station reports: its most covering layer, CAVOK or clear; nil where it says nothing of it.
    public func observedSky(_ observation: Observation) -> String? {
        if observation.isCAVOK { return text(.observedCAVOK) }
        if let cover = observation.cover {
            return switch cover {
            case .few: text(.cloudsFew)
            case .scattered: text(.cloudsScattered)
            case .broken: text(.cloudsBroken)
            case .overcast: text(.conditionCloudy)
            case .obscured: text(.skyObscured)
            }
        }
        return observation.isSkyClear ? text(.conditionClear) : nil
    }

    /// The rain line's word where the station and the forecast disagree about what falls now.
    public func observationDisagreement(_ disagreement: ObservationDisagreement, station: String) -> String {
        switch disagreement {
        case .wetObservedDryForecast: text(.observedRainForecastDry(station: station))
        case .dryObservedWetForecast: text(.observedDryForecastRain(station: station))
        }
    }

    private func described(_ words: String, by descriptor: PresentWeather.Descriptor) -> String {
        switch descriptor {
        case .shallow: text(.weatherShallow(weather: words))
        case .patches: text(.weatherPatches(weather: words))
        case .partial: text(.weatherPartial(weather: words))
        case .lowDrifting: text(.weatherLowDrifting(weather: words))
        case .blowing: text(.weatherBlowing(weather: words))
        case .showers: text(.weatherShowers(weather: words))
        case .thunderstorm: text(.weatherThunderstormWith(weather: words))
        case .freezing: text(.weatherFreezing(weather: words))
        }
    }

    private func phenomenon(_ phenomenon: PresentWeather.Phenomenon) -> String {
        switch phenomenon {
        case .drizzle: text(.conditionDrizzle)
        case .rain: text(.conditionRain)
        case .snow: text(.conditionSnow)
        case .snowGrains: text(.weatherSnowGrains)
        case .iceCrystals: text(.weatherIceCrystals)
        case .icePellets: text(.weatherIcePellets)
        case .hail: text(.weatherHail)
        case .smallHail: text(.weatherSmallHail)
        case .unknownPrecipitation: text(.weatherUnknownPrecipitation)
        case .mist: text(.weatherMist)
        case .fog: text(.conditionFog)
        case .smoke: text(.weatherSmoke)
        case .volcanicAsh: text(.weatherVolcanicAsh)
        case .dust: text(.conditionDust)
        case .sand: text(.weatherSand)
        case .haze: text(.conditionHaze)
        case .spray: text(.weatherSpray)
        case .dustWhirls: text(.weatherDustWhirls)
        case .squalls: text(.conditionSqualls)
        case .funnelCloud: text(.weatherFunnelCloud)
        case .sandstorm: text(.weatherSandstorm)
        case .duststorm: text(.weatherDuststorm)
        }
    }
}
