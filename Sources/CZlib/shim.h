// zlib, for the DWD radar composite Bright Sky sends zlib-compressed (Sources/WeatherCore/Radar/
// ZlibInflate.swift): zlib inflates, weathertui never does. Linked, not opened on first use as libpng
// is: every run loads zlib already (Tests/Release/test_loaded_libraries.py).
#include <zlib.h>
