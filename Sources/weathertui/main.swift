import WeatherTUIApp

await WeatherTUI.main()
