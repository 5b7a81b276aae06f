#include "opus_encoder.h"

#include <dlfcn.h>
#include <ogg/ogg.h>
#include <opus/opus.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// One pointer per function, found in its library once; `__typeof__` keeps each one's type the
// header's own (as in CEspeakLoader).
#define OPUS_FUNCTIONS(X) X(opus_encoder_create) X(opus_encoder_ctl) X(opus_encode) X(opus_encoder_destroy) X(opus_strerror)
#define OGG_FUNCTIONS(X) X(ogg_stream_init) X(ogg_stream_packetin) X(ogg_stream_pageout) X(ogg_stream_flush) X(ogg_stream_clear)
#define DECLARE(name) static __typeof__(&name) p_##name;
OPUS_FUNCTIONS(DECLARE)
OGG_FUNCTIONS(DECLARE)

static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *opus = dlopen("libopus.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!opus) { failure = "libopus.so.0 is not installed (Debian: libopus0)"; return; }
    void *ogg = dlopen("libogg.so.0", RTLD_NOW | RTLD_LOCAL);
    if (!ogg) { failure = "libogg.so.0 is not installed (Debian: libogg0)"; return; }
#define FIND(library, name) p_##name = (__typeof__(&name))dlsym(library, #name); if (!p_##name) { failure = #library " lacks " #name; return; }
#define FIND_OPUS(name) FIND(opus, name)
#define FIND_OGG(name) FIND(ogg, name)
    OPUS_FUNCTIONS(FIND_OPUS)
    OGG_FUNCTIONS(FIND_OGG)
}

const char *speakable_opus_load(void) {
    pthread_once(&once, load);
    return failure;
}

// A growing buffer of the pages written.
typedef struct { unsigned char *bytes; size_t length, capacity; int failed; } buffer;

static void append(buffer *out, const unsigned char *data, size_t length) {
    if (out->failed) return;
    if (out->length + length > out->capacity) {
        size_t capacity = out->capacity ? out->capacity : 8192;
        while (capacity < out->length + length) capacity *= 2;
        unsigned char *grown = realloc(out->bytes, capacity);
        if (!grown) { out->failed = 1; return; }
        out->bytes = grown;
        out->capacity = capacity;
    }
    memcpy(out->bytes + out->length, data, length);
    out->length += length;
}

static void append_page(buffer *out, const ogg_page *page) {
    append(out, page->header, (size_t)page->header_len);
    append(out, page->body, (size_t)page->body_len);
}

// Opus codes at 8, 12, 16, 24 or 48 kHz; espeak-ng speaks at 22,050 Hz. Speech is encoded
// wideband (up to 8 kHz), so the samples are raised to 24 kHz by linear interpolation: what that
// adds lies above 11 kHz, and Opus's own filter drops everything above 8 kHz. (libopusenc
// resamples everything to 48 kHz first, which took twice the time.)
enum { CODING_RATE = 24000, FRAME = CODING_RATE * 60 / 1000 };

static void put16(unsigned char *at, unsigned value) { at[0] = value & 255; at[1] = (value >> 8) & 255; }
static void put32(unsigned char *at, uint32_t value) { for (int i = 0; i < 4; i++) at[i] = (value >> (8 * i)) & 255; }

int speakable_opus_encode(const int16_t *samples, size_t count, int rate, int bitrate,
                          unsigned char **bytes, size_t *length, char *error, size_t error_size) {
    const char *why = speakable_opus_load();
    if (why) { snprintf(error, error_size, "%s", why); return -1; }
    if (rate <= 0 || rate > CODING_RATE) { snprintf(error, error_size, "Opus: unsupported sample rate %d", rate); return -1; }
    int code = 0;
    OpusEncoder *encoder = p_opus_encoder_create(CODING_RATE, 1, OPUS_APPLICATION_VOIP, &code);
    if (!encoder) { snprintf(error, error_size, "Opus encoder: %s", p_opus_strerror(code)); return -1; }
    // Speech, as cheaply as it stays clear: encoding costs several times espeak-ng's synthesis
    // (BENCHMARKS.md), and complexity 0 with 60 ms frames halves it against complexity 5 and
    // 20 ms frames.
    p_opus_encoder_ctl(encoder, OPUS_SET_BITRATE(bitrate));
    p_opus_encoder_ctl(encoder, OPUS_SET_SIGNAL(OPUS_SIGNAL_VOICE));
    p_opus_encoder_ctl(encoder, OPUS_SET_MAX_BANDWIDTH(OPUS_BANDWIDTH_WIDEBAND));
    p_opus_encoder_ctl(encoder, OPUS_SET_COMPLEXITY(0));
    opus_int32 lookahead = 0;
    p_opus_encoder_ctl(encoder, OPUS_GET_LOOKAHEAD(&lookahead));
    // Granule positions count 48 kHz samples.
    const int64_t scale = 48000 / CODING_RATE;
    const int64_t preskip = (int64_t)lookahead * scale;
    const int64_t total48 = (int64_t)((double)count * 48000.0 / rate + 0.5);

    ogg_stream_state stream;
    // A fixed serial number: the same audio gives the same bytes.
    if (p_ogg_stream_init(&stream, 1) != 0) { p_opus_encoder_destroy(encoder); snprintf(error, error_size, "out of memory"); return -1; }
    buffer out = { 0 };
    ogg_page page;

    // RFC 7845: the identification header, alone on the first page, then the comment header.
    unsigned char head[19] = { 'O', 'p', 'u', 's', 'H', 'e', 'a', 'd', 1, 1 };
    put16(head + 10, (unsigned)preskip);
    put32(head + 12, (uint32_t)rate);
    ogg_packet packet = { .packet = head, .bytes = sizeof head, .b_o_s = 1, .granulepos = 0, .packetno = 0 };
    p_ogg_stream_packetin(&stream, &packet);
    while (p_ogg_stream_flush(&stream, &page)) append_page(&out, &page);
    static const char vendor[] = "speakable";
    unsigned char tags[8 + 4 + sizeof vendor - 1 + 4];
    memcpy(tags, "OpusTags", 8);
    put32(tags + 8, sizeof vendor - 1);
    memcpy(tags + 12, vendor, sizeof vendor - 1);
    put32(tags + 12 + sizeof vendor - 1, 0);
    packet = (ogg_packet){ .packet = tags, .bytes = sizeof tags, .granulepos = 0, .packetno = 1 };
    p_ogg_stream_packetin(&stream, &packet);
    while (p_ogg_stream_flush(&stream, &page)) append_page(&out, &page);

    // The frames, raised to 24 kHz as they are made; the last is padded with silence and the
    // last granule position says where the speech ends, so players trim the padding.
    const size_t coded = (size_t)((double)count * CODING_RATE / rate + 0.5);
    const size_t frames = coded == 0 ? 1 : (coded + FRAME - 1) / FRAME;
    opus_int16 frame[FRAME];
    unsigned char encoded[4000];
    int status = 0;
    for (size_t index = 0; index < frames && status == 0; index++) {
        for (size_t i = 0; i < FRAME; i++) {
            size_t at = index * FRAME + i;
            if (at >= coded) { frame[i] = 0; continue; }
            // Exact integer positions, so that every machine makes the same samples.
            uint64_t numerator = (uint64_t)at * (uint64_t)rate;
            size_t j = (size_t)(numerator / CODING_RATE);
            int64_t remainder = (int64_t)(numerator % CODING_RATE);
            int64_t a = j < count ? samples[j] : 0, b = j + 1 < count ? samples[j + 1] : a;
            frame[i] = (opus_int16)(a + (b - a) * remainder / CODING_RATE);
        }
        opus_int32 size = p_opus_encode(encoder, frame, FRAME, encoded, sizeof encoded);
        if (size < 0) { snprintf(error, error_size, "Opus encoder: %s", p_opus_strerror(size)); status = -1; break; }
        int last = index + 1 == frames;
        int64_t granule = last ? preskip + total48 : preskip + (int64_t)(index + 1) * FRAME * scale;
        packet = (ogg_packet){ .packet = encoded, .bytes = size, .e_o_s = last, .granulepos = granule, .packetno = (ogg_int64_t)index + 2 };
        p_ogg_stream_packetin(&stream, &packet);
        while (p_ogg_stream_pageout(&stream, &page)) append_page(&out, &page);
    }
    while (status == 0 && p_ogg_stream_flush(&stream, &page)) append_page(&out, &page);
    p_ogg_stream_clear(&stream);
    p_opus_encoder_destroy(encoder);
    if (status == 0 && out.failed) { snprintf(error, error_size, "out of memory"); status = -1; }
    if (status != 0) { free(out.bytes); return -1; }
    *bytes = out.bytes;
    *length = out.length;
    return 0;
}

void speakable_opus_free(unsigned char *bytes) { free(bytes); }
