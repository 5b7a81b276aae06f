// speech-dispatcher through libspeechd, loaded on first use.
#include "speech_servers.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <speech-dispatcher/libspeechd.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

// One pointer per function, found in the library once; `__typeof__` keeps each one's type the
// header's own (as in CEspeakLoader).
#define FUNCTIONS(X) \
    X(spd_open2) X(spd_close) X(spd_say) X(spd_sound_icon) X(spd_cancel) X(spd_set_data_mode) X(spd_set_language) \
    X(spd_set_voice_rate) X(spd_set_voice_pitch) X(spd_set_volume) X(spd_set_notification_on)
#define DECLARE(name) static __typeof__(&name) p_##name;
FUNCTIONS(DECLARE)

static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libspeechd.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) { failure = "libspeechd.so.2 is not installed (Debian: libspeechd2)"; return; }
#define FIND(name) p_##name = (__typeof__(&name))dlsym(library, #name); if (!p_##name) failure = "libspeechd.so.2 lacks " #name;
    FUNCTIONS(FIND)
}

// Notifications arrive on libspeechd's thread with a message id and no user pointer, so the
// ids of ended and cancelled messages are kept here, for the one connection a process opens.
// A client's messages end in the order they were sent, so the newest id seen is enough.
static pthread_mutex_t events_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t events_changed = PTHREAD_COND_INITIALIZER;
static size_t last_finished_id;
static size_t last_cancelled_id;

static void on_end(size_t id, size_t client, SPDNotificationType type) {
    (void)client;
    pthread_mutex_lock(&events_lock);
    if (id > last_finished_id) last_finished_id = id;
    if (type == SPD_EVENT_CANCEL && id > last_cancelled_id) last_cancelled_id = id;
    pthread_cond_broadcast(&events_changed);
    pthread_mutex_unlock(&events_lock);
}

struct speakable_speechd { SPDConnection *connection; };

speakable_speechd *speakable_speechd_open(const char *client, int autospawn, char *error, size_t error_size) {
    pthread_once(&once, load);
    if (failure) { snprintf(error, error_size, "%s", failure); return NULL; }
    char *reason = NULL;
    SPDConnection *connection = p_spd_open2(client, "speech", NULL, SPD_MODE_THREADED, NULL, autospawn, &reason);
    if (!connection) {
        snprintf(error, error_size, "speech-dispatcher: %s", reason ? reason : "cannot connect");
        free(reason);
        return NULL;
    }
    free(reason);
    connection->callback_end = on_end;
    connection->callback_cancel = on_end;
    // Plain text: the server escapes it for its modules, so no markup of ours reaches espeak-ng.
    if (p_spd_set_notification_on(connection, SPD_END) || p_spd_set_notification_on(connection, SPD_CANCEL) ||
        p_spd_set_data_mode(connection, SPD_DATA_TEXT)) {
        p_spd_close(connection);
        snprintf(error, error_size, "speech-dispatcher refused the connection's settings");
        return NULL;
    }
    speakable_speechd *result = malloc(sizeof *result);
    if (!result) { p_spd_close(connection); snprintf(error, error_size, "out of memory"); return NULL; }
    result->connection = connection;
    return result;
}

int speakable_speechd_set_language(speakable_speechd *connection, const char *language) {
    return p_spd_set_language(connection->connection, language);
}

int speakable_speechd_set_prosody(speakable_speechd *connection, int rate, int pitch, int volume) {
    return p_spd_set_voice_rate(connection->connection, rate) | p_spd_set_voice_pitch(connection->connection, pitch) |
           p_spd_set_volume(connection->connection, volume);
}

int speakable_speechd_say(speakable_speechd *connection, int priority, const char *text) {
    return p_spd_say(connection->connection, (SPDPriority)priority, text);
}

int speakable_speechd_sound(speakable_speechd *connection, int priority, const char *icon) {
    return p_spd_sound_icon(connection->connection, (SPDPriority)priority, icon);
}

int speakable_speechd_wait(speakable_speechd *connection, int id, int timeout_ms) {
    (void)connection;
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += timeout_ms / 1000;
    deadline.tv_nsec += (long)(timeout_ms % 1000) * 1000000L;
    if (deadline.tv_nsec >= 1000000000L) { deadline.tv_sec += 1; deadline.tv_nsec -= 1000000000L; }
    int result = 2;
    pthread_mutex_lock(&events_lock);
    for (;;) {
        if (last_finished_id >= (size_t)id) { result = last_cancelled_id >= (size_t)id ? 1 : 0; break; }
        if (pthread_cond_timedwait(&events_changed, &events_lock, &deadline) == ETIMEDOUT) break;
    }
    pthread_mutex_unlock(&events_lock);
    return result;
}

int speakable_speechd_cancel(speakable_speechd *connection) { return p_spd_cancel(connection->connection); }

void speakable_speechd_close(speakable_speechd *connection) {
    if (!connection) return;
    p_spd_close(connection->connection);
    free(connection);
}
