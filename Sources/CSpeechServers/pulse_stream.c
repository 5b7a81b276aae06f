// PulseAudio playback through libpulse-simple, loaded on first use.
#include "speech_servers.h"

#include <dlfcn.h>
#include <pthread.h>
#include <pulse/simple.h>
#include <pulse/error.h>
#include <stdio.h>
#include <stdlib.h>

static struct {
    pa_simple *(*new_)(const char *, const char *, pa_stream_direction_t, const char *, const char *,
                       const pa_sample_spec *, const pa_channel_map *, const pa_buffer_attr *, int *);
    int (*write)(pa_simple *, const void *, size_t, int *);
    int (*drain)(pa_simple *, int *);
    int (*flush)(pa_simple *, int *);
    void (*free_)(pa_simple *);
    const char *(*strerror_)(int);
    const char *failure;
} pulse;

static pthread_once_t pulse_once = PTHREAD_ONCE_INIT;

static void load_pulse(void) {
    void *simple = dlopen("libpulse-simple.so.0", RTLD_NOW | RTLD_LOCAL);
    void *core = dlopen("libpulse.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!simple || !core) { pulse.failure = "libpulse-simple.so.0 is not installed (Debian: libpulse0)"; return; }
    pulse.new_ = dlsym(simple, "pa_simple_new");
    pulse.write = dlsym(simple, "pa_simple_write");
    pulse.drain = dlsym(simple, "pa_simple_drain");
    pulse.flush = dlsym(simple, "pa_simple_flush");
    pulse.free_ = dlsym(simple, "pa_simple_free");
    pulse.strerror_ = dlsym(core, "pa_strerror");
    if (!pulse.new_ || !pulse.write || !pulse.drain || !pulse.flush || !pulse.free_ || !pulse.strerror_) {
        pulse.failure = "libpulse-simple.so.0 lacks the functions it should have";
    }
}

struct speakable_pulse { pa_simple *simple; };

speakable_pulse *speakable_pulse_open(const char *server, const char *application, int rate, int latency_ms, int start_ms,
                                      char *error, size_t error_size) {
    pthread_once(&pulse_once, load_pulse);
    if (pulse.failure) { snprintf(error, error_size, "%s", pulse.failure); return NULL; }
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
    pa_simple *simple = pulse.new_(server, application, PA_STREAM_PLAYBACK, NULL, "Speech", &spec, NULL, &attributes, &code);
    if (!simple) { snprintf(error, error_size, "PulseAudio: %s", pulse.strerror_(code)); return NULL; }
    speakable_pulse *stream = malloc(sizeof *stream);
    if (!stream) { pulse.free_(simple); snprintf(error, error_size, "out of memory"); return NULL; }
    stream->simple = simple;
    return stream;
}

int speakable_pulse_write(speakable_pulse *stream, const int16_t *samples, size_t count) {
    int code = 0;
    return pulse.write(stream->simple, samples, count * sizeof(int16_t), &code) < 0 ? code : 0;
}

int speakable_pulse_drain(speakable_pulse *stream) {
    int code = 0;
    return pulse.drain(stream->simple, &code) < 0 ? code : 0;
}

int speakable_pulse_flush(speakable_pulse *stream) {
    int code = 0;
    return pulse.flush(stream->simple, &code) < 0 ? code : 0;
}

void speakable_pulse_close(speakable_pulse *stream) {
    if (!stream) return;
    pulse.free_(stream->simple);
    free(stream);
}
