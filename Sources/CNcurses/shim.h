// What Swift cannot import from <curses.h>, re-exported as functions and constants.
#ifndef SUMCALC_CNCURSES_SHIM_H
#define SUMCALC_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, which hides the wide-character API; ask for it here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <stdio.h>
#include <wchar.h>

// Swift 6 rejects mutable C globals as not concurrency-safe: read them through functions.
static inline WINDOW *sumcalc_stdscr(void) { return stdscr; }
static inline WINDOW *sumcalc_curscr(void) { return curscr; }
static inline int sumcalc_lines(void) { return LINES; }
static inline int sumcalc_cols(void) { return COLS; }
static inline int sumcalc_colors(void) { return COLORS; }
static inline TERMINAL *sumcalc_cur_term(void) { return cur_term; }
static inline FILE *sumcalc_stdin(void) { return stdin; }
static inline FILE *sumcalc_stdout(void) { return stdout; }

// Compound macros are not imported; their values come from the header, never copied numbers.
static const attr_t sumcalc_a_normal = A_NORMAL;
static const attr_t sumcalc_a_bold = A_BOLD;
static const attr_t sumcalc_a_reverse = A_REVERSE;
static const attr_t sumcalc_a_dim = A_DIM;

// One cell, text given as up to CCHARW_MAX - 1 code points ending in 0: setcchar and mvwadd_wch in
// one call, so drawing a frame builds no cchar_t on the Swift side.
static inline int sumcalc_put_cell(WINDOW *window, int y, int x, const wchar_t *text, attr_t attributes,
                                   short pair) {
  cchar_t glyph;
  if (setcchar(&glyph, text, attributes, pair, NULL) != OK) return ERR;
  return mvwadd_wch(window, y, x, &glyph);
}

// The index-th string capability of the current terminal, standard ones first, then the entry's
// extended ones (`kUP5`…): its name and value (NULL or (char *)-1 where the entry has none).
// Returns 0 past the last. TERMTYPE is public for reading (term.h).
static inline int sumcalc_string_capability(int index, const char **name, const char **value) {
  TERMINAL *terminal = cur_term;
  if (terminal == NULL || index < 0 || index >= terminal->type.num_Strings) return 0;
  const TERMTYPE *type = &terminal->type;
  int standard = type->num_Strings - type->ext_Strings;
  *name = index < standard ? strnames[index]
                           : type->ext_Names[type->ext_Booleans + type->ext_Numbers + (index - standard)];
  *value = type->Strings[index];
  return 1;
}

#endif
