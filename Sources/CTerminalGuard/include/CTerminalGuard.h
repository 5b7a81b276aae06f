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

#endif
