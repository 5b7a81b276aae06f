// speech-dispatcher through libspeechd, loaded on first use.
#include "speech_servers.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <speech-dispatcher/libspeechd.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static struct {
    SPDConnection *(*open2)(const char *, const char *, const char *, SPDConnectionMode,
                            const SPDConnectionAddress *, int, char **);
    void (*close)(SPDConnection *);
    int (*say)(SPDConnection *, SPDPriority, const char *);
    int (*sound_icon)(SPDConnection *, SPDPriority, const char *);
    int (*cancel)(SPDConnection *);
    int (*set_data_mode)(SPDConnection *, SPDDataMode);
    int (*set_language)(SPDConnection *, const char *);
    int (*set_rate)(SPDConnection *, signed int);
    int (*set_pitch)(SPDConnection *, signed int);
    int (*set_volume)(SPDConnection *, signed int);
    int (*set_notification_on)(SPDConnection *, SPDNotification);
    const char *failure;
} speechd;

static pthread_once_t speechd_once = PTHREAD_ONCE_INIT;

static void load_speechd(void) {
    void *library = dlopen("libspeechd.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) { speechd.failure = "libspeechd.so.2 is not installed (Debian: libspeechd2)"; return; }
    speechd.open2 = dlsym(library, "spd_open2");
    speechd.close = dlsym(library, "spd_close");
    speechd.say = dlsym(library, "spd_say");
    speechd.sound_icon = dlsym(library, "spd_sound_icon");
    speechd.cancel = dlsym(library, "spd_cancel");
    speechd.set_data_mode = dlsym(library, "spd_set_data_mode");
    speechd.set_language = dlsym(library, "spd_set_language");
    speechd.set_rate = dlsym(library, "spd_set_voice_rate");
    speechd.set_pitch = dlsym(library, "spd_set_voice_pitch");
    speechd.set_volume = dlsym(library, "spd_set_volume");
    speechd.set_notification_on = dlsym(library, "spd_set_notification_on");
    if (!speechd.open2 || !speechd.close || !speechd.say || !speechd.sound_icon || !speechd.cancel ||
        !speechd.set_data_mode || !speechd.set_language || !speechd.set_rate || !speechd.set_pitch ||
        !speechd.set_volume || !speechd.set_notification_on) {
        speechd.failure = "libspeechd.so.2 lacks the functions it should have";
    }
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
    pthread_once(&speechd_once, load_speechd);
    if (speechd.failure) { snprintf(error, error_size, "%s", speechd.failure); return NULL; }
    char *reason = NULL;
    SPDConnection *connection = speechd.open2(client, "speech", NULL, SPD_MODE_THREADED, NULL, autospawn, &reason);
    if (!connection) {
        snprintf(error, error_size, "speech-dispatcher: %s", reason ? reason : "cannot connect");
        free(reason);
        return NULL;
    }
    free(reason);
    connection->callback_end = on_end;
    connection->callback_cancel = on_end;
    // Plain text: the server escapes it for its modules, so no markup of ours reaches espeak-ng.
    if (speechd.set_notification_on(connection, SPD_END) || speechd.set_notification_on(connection, SPD_CANCEL) ||
        speechd.set_data_mode(connection, SPD_DATA_TEXT)) {
        speechd.close(connection);
        snprintf(error, error_size, "speech-dispatcher refused the connection's settings");
        return NULL;
    }
    speakable_speechd *result = malloc(sizeof *result);
    if (!result) { speechd.close(connection); snprintf(error, error_size, "out of memory"); return NULL; }
    result->connection = connection;
    return result;
}

int speakable_speechd_set_language(speakable_speechd *connection, const char *language) {
    return speechd.set_language(connection->connection, language);
}

int speakable_speechd_set_prosody(speakable_speechd *connection, int rate, int pitch, int volume) {
    return speechd.set_rate(connection->connection, rate) | speechd.set_pitch(connection->connection, pitch) |
           speechd.set_volume(connection->connection, volume);
}

int speakable_speechd_say(speakable_speechd *connection, int priority, const char *text) {
    return speechd.say(connection->connection, (SPDPriority)priority, text);
}

int speakable_speechd_sound(speakable_speechd *connection, int priority, const char *icon) {
    return speechd.sound_icon(connection->connection, (SPDPriority)priority, icon);
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

int speakable_speechd_cancel(speakable_speechd *connection) { return speechd.cancel(connection->connection); }

void speakable_speechd_close(speakable_speechd *connection) {
    if (!connection) return;
    speechd.close(connection->connection);
    free(connection);
}
