// Restores a terminal's settings when the process is ended by a signal or exits, from a signal
// handler that does only async-signal-safe things (tcsetattr, write, _exit) on plain C state.
#ifndef CTERMINALGUARD_H
#define CTERMINALGUARD_H

#include <termios.h>

// Remembers `settings` for `descriptor` and installs handlers for SIGTERM, SIGHUP, SIGQUIT and
// SIGINT that restore them, move to a fresh line, and exit with 128 + the signal. The first call
// also registers an atexit handler that restores them. Returns 0, or -1 if sigaction failed.
int speakable_terminal_guard_install(int descriptor, const struct termios *settings);

// Forgets the settings and puts the default handlers back.
void speakable_terminal_guard_remove(void);

// Where a prompt is drawn and how many of its rows are below the cursor, so that a signal
// handler leaves the cursor at the start of a fresh line below the prompt (descriptor -1: the
// line feed goes to standard error, with no move).
void speakable_terminal_guard_set_drawing(int descriptor, int rows_below_cursor);

// Writes one byte to `descriptor` (the write end of a pipe) on every SIGWINCH, so that a
// prompt waiting in poll() learns that the terminal was resized. Returns 0, or -1.
int speakable_resize_notifier_install(int descriptor);

// Stops notifying and puts the default SIGWINCH handling back.
void speakable_resize_notifier_remove(void);

// spin: passes SIGTERM, SIGHUP and SIGQUIT on to `child` and outlives SIGINT while it runs;
// 0 puts the default handling back.
void speakable_forward_signals_to(int child);

#endif
