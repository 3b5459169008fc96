// What Swift cannot import from <curses.h>, re-exported as functions and constants.
#ifndef TUI_CNCURSES_SHIM_H
#define TUI_CNCURSES_SHIM_H

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE, which hides the wide-character API; ask for it here.
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <malloc.h>
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <stdio.h>
#include <wchar.h>

// Swift 6 rejects mutable C globals as not concurrency-safe: read them through functions.
static inline WINDOW *tui_stdscr(void) { return stdscr; }
static inline WINDOW *tui_curscr(void) { return curscr; }
static inline int tui_lines(void) { return LINES; }
static inline int tui_cols(void) { return COLS; }
static inline int tui_colors(void) { return COLORS; }
static inline TERMINAL *tui_cur_term(void) { return cur_term; }
static inline FILE *tui_stdin(void) { return stdin; }
static inline FILE *tui_stdout(void) { return stdout; }

// Compound macros are not imported; their values come from the header, never copied numbers.
static const attr_t tui_a_normal = A_NORMAL;
static const attr_t tui_a_bold = A_BOLD;
static const attr_t tui_a_reverse = A_REVERSE;
static const attr_t tui_a_dim = A_DIM;

// One cell: `count` code points of one grapheme cluster (`text` holds the first CCHARW_MAX of them),
// drawn `cells` wide. ncurses takes a cell's width from its first code point (wcwidth) and keeps up
// to CCHARW_MAX code points: a cluster of one spacing code point and marks that take no cell (é as e
// and U+0301, a Hangul syllable in jamo) it holds whole, at our width where wcwidth agrees. Any other
// (a flag, a skin tone, a ZWJ sequence, a keycap: more than one spacing code point, or a first one
// wcwidth measures otherwise) gets a blank of its width, and 1 is returned: tui_overdraw_cluster
// then writes it whole over the blank, at an absolute position — a terminal that draws it wider than
// we do (tmux 3.3 draws a skin tone as a second wide character) spoils the cells after it, never the
// place of the rest of the row. Returns OK, ERR or 1.
static inline int tui_holds_whole(const wchar_t *text, int count, int cells) {
  if (count > CCHARW_MAX || wcwidth(text[0]) != cells) return 0;
  for (int i = 1; i < count; i++)
    if (wcwidth(text[i]) != 0) return 0;
  return 1;
}

static inline int tui_put_cluster(WINDOW *window, int y, int x, const wchar_t *text, int count, int cells,
                                      attr_t attributes, short pair) {
  int whole = tui_holds_whole(text, count, cells);
  wchar_t first[2] = {whole ? text[0] : (cells == 2 ? (wchar_t)0x3000 : L' '), 0};
  cchar_t glyph;
  if (setcchar(&glyph, first, attributes, pair, NULL) != OK) return ERR;
  for (int i = 1; whole && i < count; i++) glyph.chars[i] = text[i];
  if (mvwadd_wch(window, y, x, &glyph) == ERR) return ERR;
  return whole ? OK : 1;
}

// After doupdate: the cluster `utf8` written whole at row y, column x, in its attributes. mvcur from
// (-1, -1) moves there absolutely, whatever ncurses believed of the cursor. doupdate has sent its own
// buffer by then; mvcur and vid_attr write through stdio's putchar in ncurses 6.4, as fputs does,
// and tui_overdraw_end flushes stdout: the order holds (a terminal-driver build would differ).
static inline void tui_overdraw_cluster(int y, int x, const char *utf8, attr_t attributes, short pair) {
  mvcur(-1, -1, y, x);
  vid_attr(attributes, pair, NULL);
  fputs(utf8, stdout);
}

// After the overdrawn clusters: the attributes and the cursor back where ncurses believes they are
// (plain, at the window's cursor), and the output sent.
static inline void tui_overdraw_end(void) {
  vid_attr(A_NORMAL, 0, NULL);
  mvcur(-1, -1, getcury(stdscr), getcurx(stdscr));
  fflush(stdout);
}

// The index-th string capability of the current terminal, standard ones first, then the entry's
// extended ones (`kUP5`…): its name and value (NULL or (char *)-1 where the entry has none).
// Returns 0 past the last. TERMTYPE is public for reading (term.h).
static inline int tui_string_capability(int index, const char **name, const char **value) {
  TERMINAL *terminal = cur_term;
  if (terminal == NULL || index < 0 || index >= terminal->type.num_Strings) return 0;
  const TERMTYPE *type = &terminal->type;
  int standard = type->num_Strings - type->ext_Strings;
  *name = index < standard ? strnames[index]
                           : type->ext_Names[type->ext_Booleans + type->ext_Numbers + (index - standard)];
  *value = type->Strings[index];
  return 1;
}

// What a terminal program frees goes back where it can be used again. Its large blocks come and go
// (a paste of megabytes, the list it makes): glibc raises its threshold for giving a block a
// mapping of its own to the size of the first large block freed, and blocks under it then stay in
// the heap once freed; fixed at its default, every large block goes back to the system when freed.
// And a thread that allocates gets an arena of its own, whose freed memory only that arena reuses:
// the output thread, and the short-lived threads the output queue is lent, each left one behind
// (a quarter of a MiB); with one arena all of it is the heap's, for every thread to reuse.
static inline void tui_return_freed_memory(void) {
  mallopt(M_MMAP_THRESHOLD, 128 * 1024);
  mallopt(M_ARENA_MAX, 1);
}

#endif
