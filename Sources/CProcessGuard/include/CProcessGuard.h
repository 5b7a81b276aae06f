#ifndef SPEAKABLE_PROCESS_GUARD_H
#define SPEAKABLE_PROCESS_GUARD_H

#include <sys/types.h>

// Makes the kernel kill this process (SIGKILL) when its parent dies, then checks that the parent
// is still `expected_parent`: a worker must never outlive, or be started by anyone but, the
// command that started it. Returns 1 when the parent is the expected one; 0 when it is not
// (the worker was orphaned before it could ask, and must stop).
// (prctl is variadic, so Swift cannot call it itself.)
int speakable_die_with_parent(pid_t expected_parent);

#endif
