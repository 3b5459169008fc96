// The C floor of `make bench`: what any ncurses program pays to show one screen of text. It starts
// ncurses as SumCalc does (newterm on the terminal, cbreak, noecho, keypad), draws the two lines the
// benchmark looks for at the top and bottom of an 80x24 screen, and waits for `q`.
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
#include <stdio.h>

int main(void) {
  setlocale(LC_ALL, "");
  SCREEN *screen = newterm(NULL, stdout, stdin);
  if (screen == NULL) return 1;
  set_term(screen);
  cbreak();
  noecho();
  keypad(stdscr, TRUE);
  mvaddstr(1, 33, "Enter numbers");
  mvaddstr(3, 25, "The calculator adds up numbers");
  mvaddstr(LINES - 1, 6, "0-9 add  Enter press  Bksp undo  Esc reset  Tab/arrows move  q quit");
  refresh();
  while (getch() != 'q') {
  }
  endwin();
  delscreen(screen);
  return 0;
}
