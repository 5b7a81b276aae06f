// See CProcessGuard.h.
#include "CProcessGuard.h"

#include <errno.h>
#include <signal.h>
#include <sys/prctl.h>
#include <unistd.h>

int speakable_die_with_parent(pid_t expected_parent) {
    if (prctl(PR_SET_PDEATHSIG, SIGKILL) != 0) return 0;
    if (getppid() == expected_parent) return 1;
    // Not the expected parent: an inherited variable, unless the parent named in it is gone,
    // in which case this worker was orphaned before the call and the signal will never come.
    if (kill(expected_parent, 0) != 0 && errno == ESRCH) return -1;
    prctl(PR_SET_PDEATHSIG, 0);
    return 0;
}
