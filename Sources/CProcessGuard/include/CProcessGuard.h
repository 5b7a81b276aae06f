#ifndef SPEAKABLE_PROCESS_GUARD_H
#define SPEAKABLE_PROCESS_GUARD_H

#include <sys/types.h>

// Makes the kernel kill this process (SIGKILL) when its parent dies, then checks that the parent
// is still `expected_parent`: a worker must never outlive, or be started by anyone but, the
// command that started it. Returns 1 when the parent is the expected one; 0 when it is not
// (the worker was orphaned before it could ask, and must stop).
// (prctl is variadic, so Swift cannot call it itself.)
int speakable_die_with_parent(pid_t expected_parent);

// Cleanup when SIGTERM, SIGINT or SIGHUP ends the process (issue 31, S15): the handler, which
// does only async-signal-safe things on plain C state, sends SIGTERM to every child adopted
// below, waits up to three seconds for them (they remove their own files), kills any left with
// SIGKILL, unlinks every path registered below, and then lets the signal end the process as it
// would have. Installing twice is harmless. Returns 0, or -1 if sigaction failed.
int speakable_cleanup_install(void);

// A child process that must not outlive this one; `release` when it has been waited for.
// Returns 0, or -1 when the table (64 children) is full.
int speakable_cleanup_adopt_child(pid_t child);
void speakable_cleanup_release_child(pid_t child);

// A file to unlink if a signal ends the process (a temporary file while it is written);
// `forget` once it is renamed or removed. Returns 0, or -1 when the table (256 paths) is full
// or the path is too long.
int speakable_cleanup_add_path(const char *path);
void speakable_cleanup_forget_path(const char *path);
// Around making a temporary file and adding its path (1 before, 0 after): a signal's cleanup
// waits for a file being made, and once a signal is being handled no new one is begun.
void speakable_cleanup_creating(int starting);

#endif
