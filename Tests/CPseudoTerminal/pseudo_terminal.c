#define _XOPEN_SOURCE 600
#include "CPseudoTerminal.h"
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>

int speakable_open_pseudo_terminal(char *name, size_t size) {
    int master = posix_openpt(O_RDWR | O_NOCTTY);
    if (master < 0) return -1;
    if (grantpt(master) != 0 || unlockpt(master) != 0) { close(master); return -1; }
    const char *slave = ptsname(master);
    if (slave == NULL || strlen(slave) + 1 > size) { close(master); return -1; }
    strcpy(name, slave);
    struct winsize window = {24, 80, 0, 0};
    ioctl(master, TIOCSWINSZ, &window);
    return master;
}
