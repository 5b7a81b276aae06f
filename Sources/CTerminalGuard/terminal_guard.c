#include "CTerminalGuard.h"

#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

// Written before the handlers are installed and read only in them: a handler sees either -1 or
// a descriptor whose settings are already stored.
static volatile sig_atomic_t guarded_descriptor = -1;
static struct termios guarded_settings;
static int exit_handler_installed = 0;

static const int guarded_signals[] = {SIGTERM, SIGHUP, SIGQUIT, SIGINT};

static volatile sig_atomic_t drawing_descriptor = -1;
static volatile sig_atomic_t rows_below = 0;

void speakable_terminal_guard_set_drawing(int descriptor, int rows_below_cursor) {
    rows_below = rows_below_cursor < 0 ? 0 : rows_below_cursor;
    drawing_descriptor = descriptor;
}

// Moves below the prompt and to the start of a fresh line, with only write(2).
static void leave_prompt(void) {
    int descriptor = drawing_descriptor >= 0 ? drawing_descriptor : 2;
    int rows = drawing_descriptor >= 0 ? rows_below : 0;
    if (rows > 0) {
        char sequence[16] = {0x1B, '['};
        int length = 2;
        char digits[8];
        int count = 0;
        while (rows > 0 && count < 7) { digits[count++] = (char)('0' + rows % 10); rows /= 10; }
        while (count > 0) sequence[length++] = digits[--count];
        sequence[length++] = 'B';
        (void)!write(descriptor, sequence, (size_t)length);
    }
    (void)!write(descriptor, "\r\n", 2);
}

static void restore_terminal(void) {
    int descriptor = guarded_descriptor;
    if (descriptor >= 0) tcsetattr(descriptor, TCSANOW, &guarded_settings);
}

static void handle_signal(int received) {
    int descriptor = guarded_descriptor;
    if (descriptor >= 0) {
        tcsetattr(descriptor, TCSANOW, &guarded_settings);
        leave_prompt();
    }
    _exit(128 + received);
}

int speakable_terminal_guard_install(int descriptor, const struct termios *settings) {
    guarded_descriptor = -1;
    memcpy(&guarded_settings, settings, sizeof guarded_settings);
    guarded_descriptor = descriptor;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle_signal;
    sigfillset(&action.sa_mask);
    for (size_t i = 0; i < sizeof guarded_signals / sizeof guarded_signals[0]; i++) {
        if (sigaction(guarded_signals[i], &action, NULL) != 0) return -1;
    }
    if (!exit_handler_installed) {
        exit_handler_installed = 1;
        atexit(restore_terminal);
    }
    return 0;
}

static void reset_to_default(int signal_number) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal_number, &action, NULL);
}

void speakable_terminal_guard_remove(void) {
    guarded_descriptor = -1;
    for (size_t i = 0; i < sizeof guarded_signals / sizeof guarded_signals[0]; i++) {
        reset_to_default(guarded_signals[i]);
    }
}

static volatile sig_atomic_t resize_descriptor = -1;

static void handle_resize(int received) {
    (void)received;
    int descriptor = resize_descriptor;
    if (descriptor >= 0) {
        char byte = 1;
        (void)!write(descriptor, &byte, 1);
    }
}

int speakable_resize_notifier_install(int descriptor) {
    resize_descriptor = descriptor;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handle_resize;
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    return sigaction(SIGWINCH, &action, NULL);
}

void speakable_resize_notifier_remove(void) {
    resize_descriptor = -1;
    reset_to_default(SIGWINCH);
}

// spin: while its command runs, SIGTERM, SIGHUP, SIGQUIT and SIGINT sent to us are passed on
// to it, so that we report how the command ended. A SIGINT from the terminal's Ctrl-C (sent by
// the kernel to the whole foreground group, the command included) is not passed on again.
static volatile sig_atomic_t forwarded_child = 0;

static void forward_signal(int received, siginfo_t *info, void *context) {
    (void)context;
    pid_t child = (pid_t)forwarded_child;
    if (child <= 0) return;
    if (received == SIGINT && info != NULL && info->si_code == SI_KERNEL) return;
    kill(child, received);
}

void speakable_forward_signals_to(int child) {
    static const int forwarded[] = { SIGTERM, SIGHUP, SIGQUIT, SIGINT };
    forwarded_child = child;
    for (unsigned i = 0; i < sizeof forwarded / sizeof forwarded[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        sigemptyset(&action.sa_mask);
        if (child > 0) {
            action.sa_sigaction = forward_signal;
            action.sa_flags = SA_RESTART | SA_SIGINFO;
        } else {
            action.sa_handler = SIG_DFL;
        }
        sigaction(forwarded[i], &action, NULL);
    }
}
