// libpng 1.6 for the radar's tiles, read with its simplified API (png_image_*): the library does the
// inflating, the filters and the colour conversion; weathertui never parses PNG itself. The library is
// opened when the first tile is read, not linked: linked, every run would load and relocate it, a
// status-bar poll's among them. The header gives the types; the functions are reached through
// `weathertui_png()`.
#include <dlfcn.h>
#include <png.h>
#include <stddef.h>

// PNG_IMAGE_SIZE and PNG_IMAGE_VERSION are macros Swift cannot see: these give their values.
static inline png_uint_32 weathertui_png_image_version(void) { return PNG_IMAGE_VERSION; }
static inline png_uint_32 weathertui_png_format_rgba(void) { return PNG_FORMAT_RGBA; }

struct weathertui_png_functions {
    __typeof__(png_image_begin_read_from_memory) *_Nonnull image_begin_read_from_memory;
    __typeof__(png_image_finish_read) *_Nonnull image_finish_read;
    __typeof__(png_image_free) *_Nonnull image_free;
};

/// The functions, from libpng16.so.16 opened on the first call; NULL where it is not installed.
static inline const struct weathertui_png_functions *weathertui_png(void) {
    static struct weathertui_png_functions api;
    static int state; // 0: not tried, 1: loaded, -1: not there
    if (state == 0) {
        void *library = dlopen("libpng16.so.16", RTLD_NOW | RTLD_LOCAL);
        state = library != NULL
        && (api.image_begin_read_from_memory = (__typeof__(&png_image_begin_read_from_memory))dlsym(library, "png_image_begin_read_from_memory")) != NULL
        && (api.image_finish_read = (__typeof__(&png_image_finish_read))dlsym(library, "png_image_finish_read")) != NULL
        && (api.image_free = (__typeof__(&png_image_free))dlsym(library, "png_image_free")) != NULL
            ? 1 : -1;
    }
    return state == 1 ? &api : NULL;
}
