// See CProcessGuard.h: what a signal that ends the process must not leave behind.
#include "CProcessGuard.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <stdatomic.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define CHILD_SLOTS 64
#define PATH_SLOTS 256
#define PATH_BYTES 4096

// Tables written under a mutex by threads, read by the handler without it: a slot's atomic
// flag is set only after its content is complete, and cleared before it is reused.
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static _Atomic pid_t children[CHILD_SLOTS];
static char paths[PATH_SLOTS][PATH_BYTES];
static _Atomic int path_used[PATH_SLOTS];
static const int cleaned_signals[] = {SIGTERM, SIGINT, SIGHUP};
// The signal being handled, and whether its cleanup is done: another thread may reach exit()
// while the handler waits for the children (its own wait for one of them returned), and must
// not exit with a status of its own, as if the signal had not come.
static volatile sig_atomic_t ending_signal = 0;
static volatile sig_atomic_t cleanup_done = 0;
static int exit_hook_installed = 0;
// Threads between making a temporary file and entering it in the table: the handler waits for
// them (a second at most), so that a file made just as the signal came is removed too.
static _Atomic int creating = 0;
static _Atomic int ending = 0;

static void sleep_briefly(void) {
    struct timespec pause = {0, 20 * 1000 * 1000};
    nanosleep(&pause, NULL);
}

static void end_children(void) {
    for (int i = 0; i < CHILD_SLOTS; i++) {
        pid_t child = atomic_load(&children[i]);
        if (child > 0) kill(child, SIGTERM);
    }
    // Up to three seconds: a child's own handler removes its files and ends its own children.
    for (int tries = 0; tries < 150; tries++) {
        int waiting = 0;
        for (int i = 0; i < CHILD_SLOTS; i++) {
            pid_t child = atomic_load(&children[i]);
            if (child <= 0) continue;
            // 0: still running. The child, or an error (reaped already by Foundation): gone.
            if (waitpid(child, NULL, WNOHANG) == 0) waiting = 1; else atomic_store(&children[i], 0);
        }
        if (!waiting) return;
        sleep_briefly();
    }
    for (int i = 0; i < CHILD_SLOTS; i++) {
        pid_t child = atomic_load(&children[i]);
        if (child > 0) kill(child, SIGKILL);
    }
}

static void end_by(int received) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(received, &action, NULL);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, received);
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    raise(received);
}

// At exit (another thread's): wait for the handler's cleanup, then end by its signal.
static void exit_after_cleanup(void) {
    if (!ending_signal) return;
    for (int tries = 0; tries < 300 && !cleanup_done; tries++) sleep_briefly();
    end_by(ending_signal);
}

static void handle_signal(int received) {
    int saved = errno;
    ending_signal = received;
    atomic_store(&ending, 1);
    end_children();
    for (int tries = 0; tries < 50 && atomic_load(&creating) > 0; tries++) sleep_briefly();
    for (int i = 0; i < PATH_SLOTS; i++) {
        if (atomic_load(&path_used[i])) unlink(paths[i]);
    }
    cleanup_done = 1;
    // With the default action back, the signal ends the process as it would have, and the
    // parent sees what ended it.
    end_by(received);
    errno = saved;
}

int speakable_cleanup_install(void) {
    if (!exit_hook_installed) {
        exit_hook_installed = 1;
        atexit(exit_after_cleanup);
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle_signal;
    sigemptyset(&action.sa_mask);
    // One cleanup at a time: the other signals wait until the process is gone.
    for (unsigned i = 0; i < sizeof cleaned_signals / sizeof cleaned_signals[0]; i++) sigaddset(&action.sa_mask, cleaned_signals[i]);
    for (unsigned i = 0; i < sizeof cleaned_signals / sizeof cleaned_signals[0]; i++) {
        if (sigaction(cleaned_signals[i], &action, NULL) != 0) return -1;
    }
    return 0;
}

int speakable_cleanup_adopt_child(pid_t child) {
    pthread_mutex_lock(&table_lock);
    int result = -1;
    for (int i = 0; i < CHILD_SLOTS; i++) {
        if (atomic_load(&children[i]) == 0) { atomic_store(&children[i], child); result = 0; break; }
    }
    pthread_mutex_unlock(&table_lock);
    return result;
}

void speakable_cleanup_release_child(pid_t child) {
    pthread_mutex_lock(&table_lock);
    for (int i = 0; i < CHILD_SLOTS; i++) {
        if (atomic_load(&children[i]) == child) atomic_store(&children[i], 0);
    }
    pthread_mutex_unlock(&table_lock);
}

int speakable_cleanup_add_path(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_BYTES) return -1;
    pthread_mutex_lock(&table_lock);
    int result = -1;
    for (int i = 0; i < PATH_SLOTS; i++) {
        if (atomic_load(&path_used[i])) continue;
        memcpy(paths[i], path, length + 1);
        atomic_store(&path_used[i], 1);
        result = 0;
        break;
    }
    pthread_mutex_unlock(&table_lock);
    return result;
}

void speakable_cleanup_forget_path(const char *path) {
    pthread_mutex_lock(&table_lock);
    for (int i = 0; i < PATH_SLOTS; i++) {
        if (atomic_load(&path_used[i]) && strcmp(paths[i], path) == 0) { atomic_store(&path_used[i], 0); break; }
    }
    pthread_mutex_unlock(&table_lock);
}

void speakable_cleanup_creating(int starting) {
    if (!starting) { atomic_fetch_sub(&creating, 1); return; }
    atomic_fetch_add(&creating, 1);
    // The process is ending: no new file is begun; this thread waits to end with it.
    if (atomic_load(&ending)) {
        atomic_fetch_sub(&creating, 1);
        for (;;) pause();
    }
}
