// GNU FriBidi, the Unicode Bidirectional Algorithm, for putting right-to-left text (Arabic, Persian,
// Hebrew) in the order the terminal shows it. The library is opened the first time such text is drawn,
// not linked: most runs never show any. The header gives the types; `weathertui_fribidi_visual` does
// the work through the functions it finds.
#include <dlfcn.h>
#include <fribidi/fribidi.h>
#include <stdint.h>
#include <stdlib.h>

struct weathertui_fribidi_functions {
    __typeof__(fribidi_get_bidi_types) *_Nonnull get_bidi_types;
    __typeof__(fribidi_get_bracket_types) *_Nonnull get_bracket_types;
    __typeof__(fribidi_get_par_embedding_levels_ex) *_Nonnull get_par_embedding_levels_ex;
    __typeof__(fribidi_shape) *_Nonnull shape;
    __typeof__(fribidi_reorder_line) *_Nonnull reorder_line;
};

#define WEATHERTUI_FRIBIDI_FIND(name) \
    (api.name = (__typeof__(&fribidi_##name))dlsym(library, "fribidi_" #name)) != NULL

/// The functions, from libfribidi.so.0 opened on the first call; NULL where it is not installed.
static inline const struct weathertui_fribidi_functions *weathertui_fribidi(void) {
    static struct weathertui_fribidi_functions api;
    static int state; // 0: not tried, 1: loaded, -1: not there
    if (state == 0) {
        void *library = dlopen("libfribidi.so.0", RTLD_NOW | RTLD_LOCAL);
        state = library != NULL
        && WEATHERTUI_FRIBIDI_FIND(get_bidi_types) && WEATHERTUI_FRIBIDI_FIND(get_bracket_types)
        && WEATHERTUI_FRIBIDI_FIND(get_par_embedding_levels_ex) && WEATHERTUI_FRIBIDI_FIND(shape)
        && WEATHERTUI_FRIBIDI_FIND(reorder_line)
            ? 1 : -1;
    }
    return state == 1 ? &api : NULL;
}

/// Writes `text` (one line, `length` code points) into `visual` in the order a left-to-right screen
/// shows it, as fribidi_log2vis does: the paragraph's direction from its first strong character,
/// mirrored brackets in right-to-left runs, marks kept after their base. Arabic letters stay as they are:
/// joining them is the terminal's (its font's) job, and presentation forms would reach a screen reader
/// and a copied selection as other characters. Returns 0, or -1 when the library is missing or memory short (then `visual` is not to be read).
static inline int weathertui_fribidi_visual(const uint32_t *text, int length, uint32_t *visual) {
    const struct weathertui_fribidi_functions *f = weathertui_fribidi();
    if (f == NULL) return -1;
    if (length <= 0) return 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *levels = malloc(sizeof(FriBidiLevel) * (size_t)length);
    int result = -1;
    if (types != NULL && brackets != NULL && levels != NULL) {
        FriBidiParType direction = FRIBIDI_PAR_ON;
        f->get_bidi_types(text, length, types);
        f->get_bracket_types(text, length, types, brackets);
        if (f->get_par_embedding_levels_ex(types, brackets, length, &direction, levels) != 0) {
            FriBidiFlags flags = FRIBIDI_FLAG_SHAPE_MIRRORING | FRIBIDI_FLAG_REORDER_NSM;
            for (int i = 0; i < length; i++) visual[i] = text[i];
            f->shape(flags, levels, length, NULL, visual);
            if (f->reorder_line(flags, types, length, 0, direction, levels, visual, NULL) != 0) result = 0;
        }
    }
    free(types);
    free(brackets);
    free(levels);
    return result;
}
