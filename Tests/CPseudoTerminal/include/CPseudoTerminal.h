// Opens a pseudo-terminal for the prompt tests (posix_openpt is hidden from Swift's Glibc module).
#ifndef CPSEUDOTERMINAL_H
#define CPSEUDOTERMINAL_H
#include <stddef.h>

// Opens the master side and writes the slave's path into `name`. Returns the master's
// descriptor, or -1.
int speakable_open_pseudo_terminal(char *name, size_t size);

#endif
