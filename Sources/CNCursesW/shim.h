#ifndef WEATHERTUI_CNCURSESW_SHIM_H
#define WEATHERTUI_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* Macros and globals that Swift 6 cannot import directly. */

static inline attr_t wtui_a_normal(void) { return A_NORMAL; }
static inline attr_t wtui_a_bold(void) { return A_BOLD; }
static inline attr_t wtui_a_dim(void) { return A_DIM; }
static inline attr_t wtui_a_reverse(void) { return A_REVERSE; }
static inline attr_t wtui_a_underline(void) { return A_UNDERLINE; }
static inline int wtui_key_code_yes(void) { return KEY_CODE_YES; }
static inline WINDOW *wtui_stdscr(void) { return stdscr; }

#endif
