#ifndef WEATHERTUI_CNCURSESW_SHIM_H
#define WEATHERTUI_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <sys/ioctl.h>
#include <pthread.h>
#include <malloc.h>

/* glibc declares it only for _GNU_SOURCE, which the Glibc module is built without. */
extern int pthread_setname_np(pthread_t thread, const char *name);
static inline void wtui_name_current_thread(const char *name) { pthread_setname_np(pthread_self(), name); }

/* A full repaint allocates and frees a few hundred kilobytes (the new grid, the list of changes). By default
   glibc hands blocks that size back to the kernel on free (munmap, or madvise when the heap top is trimmed)
   and the next frame faults every page in again. Keep them: blocks up to 4 MiB come from the heap, and up to
   8 MiB of free heap top stays mapped (one arena serves every thread: the program sets it at its start). */
static inline void wtui_tune_malloc(void) {
    mallopt(M_MMAP_THRESHOLD, 4 * 1024 * 1024);
    mallopt(M_TRIM_THRESHOLD, 8 * 1024 * 1024);
}

/* Macros and globals that Swift 6 cannot import directly. */

static inline attr_t wtui_a_normal(void) { return A_NORMAL; }
static inline attr_t wtui_a_bold(void) { return A_BOLD; }
static inline attr_t wtui_a_dim(void) { return A_DIM; }
static inline attr_t wtui_a_reverse(void) { return A_REVERSE; }
static inline attr_t wtui_a_underline(void) { return A_UNDERLINE; }
static inline int wtui_key_code_yes(void) { return KEY_CODE_YES; }
static inline WINDOW *wtui_stdscr(void) { return stdscr; }
static inline int wtui_colors(void) { return COLORS; }

/* The terminal's line-drawing character for an ACS code ('q' ACS_HLINE, 'x' ACS_VLINE, 'l' ACS_ULCORNER, …):
   from terminfo's acsc (drawn in the alternate character set), or ncurses' ASCII fallback (- | +). */
static inline chtype wtui_acs(char code) { return NCURSES_ACS(code); }
/* The parts of a chtype: its character, and its attributes (A_ALTCHARSET for a line-drawing character). */
static inline chtype wtui_a_chartext(void) { return A_CHARTEXT; }
static inline chtype wtui_a_attributes(void) { return A_ATTRIBUTES; }

/* A string capability of the terminal in use (e.g. "cup", "kmous"), or "" when it has none. */
static inline const char *wtui_terminfo_string(const char *name) {
    const char *value = tigetstr(name);
    return (value == NULL || value == (const char *)-1) ? "" : value;
}


/* term.h declares it; its other macros (columns, lines, ...) are better left out of Swift's sight. */
extern int setupterm(const char *term, int filedes, int *errret);

/* Loads the terminfo description of the terminal type `name` without writing to the terminal, and
   gives the colours it says the terminal has (-1 or -2: none said); -3 when this system has no
   description of that type. */
static inline int wtui_description_colours(const char *name) {
    int error = 0;
    if (setupterm(name, 1, &error) != OK) return -3;
    return tigetnum("colors");
}

/* The terminal's size from the kernel, for a resize handled outside ncurses' own SIGWINCH handler. */
static inline int wtui_terminal_size(int fd, int *rows, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0 || size.ws_row == 0 || size.ws_col == 0) return -1;
    *rows = size.ws_row;
    *columns = size.ws_col;
    return 0;
}

#endif
