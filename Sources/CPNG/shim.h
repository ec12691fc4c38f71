// libpng 1.6 for the radar's tiles, read with its simplified API (png_image_*): the library does the
// inflating, the filters and the colour conversion; weathertui never parses PNG itself.
#include <png.h>

// PNG_IMAGE_SIZE and PNG_IMAGE_VERSION are macros Swift cannot see: these give their values.
static inline png_uint_32 weathertui_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 weathertui_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
