// PulseAudio playback through libpulse-simple, loaded on first use.
#include "speech_servers.h"

#include <dlfcn.h>
#include <pthread.h>
#include <pulse/simple.h>
#include <pulse/error.h>
#include <stdio.h>
#include <stdlib.h>

// One pointer per function, found in the library once; `__typeof__` keeps each one's type the
// header's own (as in CEspeakLoader).
#define SIMPLE_FUNCTIONS(X) X(pa_simple_new) X(pa_simple_write) X(pa_simple_drain) X(pa_simple_flush) X(pa_simple_free)
#define DECLARE(name) static __typeof__(&name) p_##name;
SIMPLE_FUNCTIONS(DECLARE)
DECLARE(pa_strerror)

static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *simple = dlopen("libpulse-simple.so.0", RTLD_NOW | RTLD_LOCAL);
    void *core = dlopen("libpulse.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!simple || !core) { failure = "libpulse-simple.so.0 is not installed (Debian: libpulse0)"; return; }
#define FIND(library, name) p_##name = (__typeof__(&name))dlsym(library, #name); if (!p_##name) failure = "libpulse lacks " #name;
#define FIND_SIMPLE(name) FIND(simple, name)
    SIMPLE_FUNCTIONS(FIND_SIMPLE)
    FIND(core, pa_strerror)
}

struct speakable_pulse { pa_simple *simple; };

speakable_pulse *speakable_pulse_open(const char *server, const char *application, int rate, int latency_ms, int start_ms,
                                      char *error, size_t error_size) {
    pthread_once(&once, load);
    if (failure) { snprintf(error, error_size, "%s", failure); return NULL; }
    pa_sample_spec spec = { .format = PA_SAMPLE_S16LE, .rate = (uint32_t)rate, .channels = 1 };
    uint32_t bytes_per_ms = (uint32_t)rate * 2 / 1000;
    // A short buffer: interruption drops it (flush), but starting and a busy machine need some.
    pa_buffer_attr attributes = {
        .maxlength = (uint32_t)-1,
        .tlength = bytes_per_ms * (uint32_t)latency_ms,
        .prebuf = bytes_per_ms * (uint32_t)start_ms,
        .minreq = (uint32_t)-1,
        .fragsize = (uint32_t)-1,
    };
    int code = 0;
    pa_simple *simple = p_pa_simple_new(server, application, PA_STREAM_PLAYBACK, NULL, "Speech", &spec, NULL, &attributes, &code);
    if (!simple) { snprintf(error, error_size, "PulseAudio: %s", p_pa_strerror(code)); return NULL; }
    speakable_pulse *stream = malloc(sizeof *stream);
    if (!stream) { p_pa_simple_free(simple); snprintf(error, error_size, "out of memory"); return NULL; }
    stream->simple = simple;
    return stream;
}

int speakable_pulse_write(speakable_pulse *stream, const int16_t *samples, size_t count) {
    int code = 0;
    return p_pa_simple_write(stream->simple, samples, count * sizeof(int16_t), &code) < 0 ? code : 0;
}

int speakable_pulse_drain(speakable_pulse *stream) {
    int code = 0;
    return p_pa_simple_drain(stream->simple, &code) < 0 ? code : 0;
}

int speakable_pulse_flush(speakable_pulse *stream) {
    int code = 0;
    return p_pa_simple_flush(stream->simple, &code) < 0 ? code : 0;
}

void speakable_pulse_close(speakable_pulse *stream) {
    if (!stream) return;
    p_pa_simple_free(stream->simple);
    free(stream);
}
