// See CProcessGuard.h.
#include "CProcessGuard.h"

#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

int speakable_die_with_parent(pid_t expected_parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return 0;
    // The parent may have died before the call: then the signal will never come.
    return getppid() == expected_parent;
}
