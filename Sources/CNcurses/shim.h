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

// Compound and function-like macros are not imported; their values come from the header, never
// copied numbers (Linux ncurses 6 uses mouse ABI v2, which differs from macOS).
static const mmask_t sumcalc_all_mouse_events = ALL_MOUSE_EVENTS;
static const mmask_t sumcalc_report_mouse_position = REPORT_MOUSE_POSITION;
static const mmask_t sumcalc_button1_pressed = BUTTON1_PRESSED;
static const mmask_t sumcalc_button1_released = BUTTON1_RELEASED;
static const mmask_t sumcalc_button1_clicked = BUTTON1_CLICKED;
static const mmask_t sumcalc_button2_pressed = BUTTON2_PRESSED;
static const mmask_t sumcalc_button2_released = BUTTON2_RELEASED;
static const mmask_t sumcalc_button3_pressed = BUTTON3_PRESSED;
static const mmask_t sumcalc_button3_released = BUTTON3_RELEASED;
static const mmask_t sumcalc_button4_pressed = BUTTON4_PRESSED;
static const mmask_t sumcalc_button5_pressed = BUTTON5_PRESSED;

static const attr_t sumcalc_a_normal = A_NORMAL;
static const attr_t sumcalc_a_bold = A_BOLD;
static const attr_t sumcalc_a_reverse = A_REVERSE;
static const attr_t sumcalc_a_dim = A_DIM;
static const attr_t sumcalc_a_underline = A_UNDERLINE;

static inline attr_t sumcalc_color_pair(int pair) { return COLOR_PAIR(pair); }

// One cell, text given as up to CCHARW_MAX - 1 code points ending in 0: setcchar and mvwadd_wch in
// one call, so drawing a frame builds no cchar_t on the Swift side.
static inline int sumcalc_put_cell(WINDOW *window, int y, int x, const wchar_t *text, attr_t attributes,
                                   short pair) {
  cchar_t glyph;
  if (setcchar(&glyph, text, attributes, pair, NULL) != OK) return ERR;
  return mvwadd_wch(window, y, x, &glyph);
}

// Key codes are plain #defines and do import, but these are function-like.
static inline int sumcalc_key_f(int n) { return KEY_F(n); }

#endif
