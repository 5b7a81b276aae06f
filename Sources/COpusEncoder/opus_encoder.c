#include "opus_encoder.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libopusenc's API as its header (opusenc.h, from libopusenc-dev) declares it. The header is
// not needed to build: the library is loaded by name at run time, and only these functions and
// request numbers are used.
typedef struct OggOpusEnc OggOpusEnc;
typedef struct OggOpusComments OggOpusComments;
typedef OggOpusComments *(*comments_create_f)(void);
typedef void (*comments_destroy_f)(OggOpusComments *);
typedef OggOpusEnc *(*create_pull_f)(OggOpusComments *, int32_t rate, int channels, int family, int *error);
typedef int (*ctl_f)(OggOpusEnc *, int request, ...);
typedef int (*write_f)(OggOpusEnc *, const int16_t *pcm, int samples_per_channel);
typedef int (*get_page_f)(OggOpusEnc *, unsigned char **page, int32_t *length, int flush);
typedef int (*drain_f)(OggOpusEnc *);
typedef void (*destroy_f)(OggOpusEnc *);
typedef const char *(*strerror_f)(int);

// Request numbers from opus_defines.h and opusenc.h.
enum {
    SET_BITRATE = 4002,
    SET_COMPLEXITY = 4010,
    SET_SIGNAL = 4024,
    SIGNAL_VOICE = 3001,
    SET_SERIALNO = 14006,
};

static comments_create_f comments_create;
static comments_destroy_f comments_destroy;
static create_pull_f create_pull;
static ctl_f encoder_ctl;
static write_f encoder_write;
static get_page_f get_page;
static drain_f drain;
static destroy_f destroy;
static strerror_f describe;

static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libopusenc.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!library) { failure = "libopusenc.so.0 is not installed (Debian: libopusenc0)"; return; }
#define FIND(variable, name) variable = (__typeof__(variable))dlsym(library, name); if (!variable) { failure = "libopusenc.so.0 lacks " name; return; }
    FIND(comments_create, "ope_comments_create")
    FIND(comments_destroy, "ope_comments_destroy")
    FIND(create_pull, "ope_encoder_create_pull")
    FIND(encoder_ctl, "ope_encoder_ctl")
    FIND(encoder_write, "ope_encoder_write")
    FIND(get_page, "ope_encoder_get_page")
    FIND(drain, "ope_encoder_drain")
    FIND(destroy, "ope_encoder_destroy")
    FIND(describe, "ope_strerror")
}

const char *speakable_opus_load(void) {
    pthread_once(&once, load);
    return failure;
}

// A growing buffer of the pages the encoder hands out.
typedef struct { unsigned char *bytes; size_t length, capacity; } buffer;

static int append(buffer *out, const unsigned char *page, size_t length) {
    if (out->length + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 4096;
        while (capacity < out->length + length) capacity *= 2;
        unsigned char *grown = realloc(out->bytes, capacity);
        if (!grown) return -1;
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->length, page, length);
    out->length += length;
    return 0;
}

static int collect(OggOpusEnc *encoder, buffer *out, int flush) {
    unsigned char *page;
    int32_t length;
    while (get_page(encoder, &page, &length, flush)) {
        if (append(out, page, (size_t)length) != 0) return -1;
    }
    return 0;
}

int speakable_opus_encode(const int16_t *samples, size_t count, int rate, int bitrate,
                          unsigned char **bytes, size_t *length, char *error, size_t error_size) {
    const char *why = speakable_opus_load();
    if (why) { snprintf(error, error_size, "%s", why); return -1; }
    OggOpusComments *comments = comments_create();
    if (!comments) { snprintf(error, error_size, "out of memory"); return -1; }
    int code = 0;
    // Family 0: mono or stereo, one stream; libopusenc resamples to Opus's 48 kHz itself.
    OggOpusEnc *encoder = create_pull(comments, rate, 1, 0, &code);
    comments_destroy(comments);
    if (!encoder) { snprintf(error, error_size, "Opus encoder: %s", describe(code)); return -1; }
    // A fixed serial number: the same audio gives the same bytes (libopusenc picks a random one).
    encoder_ctl(encoder, SET_SERIALNO, 1);
    encoder_ctl(encoder, SET_BITRATE, bitrate);
    encoder_ctl(encoder, SET_SIGNAL, SIGNAL_VOICE);
    // Complexity 5 of 10: speech at this bitrate sounds the same, at about half the encoding time.
    encoder_ctl(encoder, SET_COMPLEXITY, 5);
    buffer out = { 0 };
    size_t offset = 0;
    int status = 0;
    // In blocks, so that each call stays within an int's count of samples.
    while (status == 0 && offset < count) {
        size_t block = count - offset < 48000 ? count - offset : 48000;
        code = encoder_write(encoder, samples + offset, (int)block);
        if (code != 0) { snprintf(error, error_size, "Opus encoder: %s", describe(code)); status = -1; break; }
        offset += block;
        if (collect(encoder, &out, 0) != 0) { snprintf(error, error_size, "out of memory"); status = -1; }
    }
    if (status == 0) {
        code = drain(encoder);
        if (code != 0) { snprintf(error, error_size, "Opus encoder: %s", describe(code)); status = -1; }
        else if (collect(encoder, &out, 1) != 0) { snprintf(error, error_size, "out of memory"); status = -1; }
    }
    destroy(encoder);
    if (status != 0) { free(out.bytes); return -1; }
    *bytes = out.bytes;
    *length = out.length;
    return 0;
}

void speakable_opus_free(unsigned char *bytes) { free(bytes); }
