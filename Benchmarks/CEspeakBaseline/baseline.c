// A plain C loop over libespeak-ng: what the Swift synthesizer is measured against.
#include "CEspeakBaseline.h"

#include <espeak-ng/espeak_ng.h>
#include <espeak-ng/speak_lib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    short *samples;
    size_t count;
    size_t capacity;
} buffer_t;

static int collect(short *wav, int count, espeak_EVENT *events) {
    if (wav == NULL || count <= 0) return 0;
    buffer_t *buffer = (buffer_t *)events[0].user_data;
    if (buffer->count + (size_t)count > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity * 2 : 65536;
        while (capacity < buffer->count + (size_t)count) capacity *= 2;
        short *grown = realloc(buffer->samples, capacity * sizeof(short));
        if (grown == NULL) return 1;
        buffer->samples = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->samples + buffer->count, wav, (size_t)count * sizeof(short));
    buffer->count += (size_t)count;
    return 0;
}

static int refuse_uri(int type, const char *uri, const char *base) {
    (void)type; (void)uri; (void)base;
    return 1;
}

static int sample_rate = 22050;
static char baseline_voice[64] = "en-us";

int speakable_baseline_attach(const char *voice) {
    snprintf(baseline_voice, sizeof baseline_voice, "%s", voice);
    sample_rate = espeak_ng_GetSampleRate();
    return sample_rate;
}

int speakable_baseline_initialize(const char *data_path, const char *voice) {
    espeak_ng_InitializePath(data_path);
    espeak_ng_ERROR_CONTEXT context = NULL;
    if (espeak_ng_Initialize(&context) != ENS_OK) { espeak_ng_ClearErrorContext(&context); return -1; }
    if (espeak_ng_InitializeOutput(ENOUTPUT_MODE_SYNCHRONOUS, 0, NULL) != ENS_OK) return -2;
    espeak_SetSynthCallback(collect);
    espeak_SetUriCallback(refuse_uri);
    snprintf(baseline_voice, sizeof baseline_voice, "%s", voice);
    sample_rate = espeak_ng_GetSampleRate();
    return sample_rate;
}

static void write_u32(FILE *file, unsigned int value) {
    unsigned char bytes[4] = {value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >> 24) & 0xff};
    fwrite(bytes, 1, 4, file);
}

static void write_u16(FILE *file, unsigned int value) {
    unsigned char bytes[2] = {value & 0xff, (value >> 8) & 0xff};
    fwrite(bytes, 1, 2, file);
}

long speakable_baseline_synthesize(const char *const *texts, size_t count, const char *wav_path) {
    buffer_t buffer = {NULL, 0, 0};
    espeak_SetSynthCallback(collect);
    espeak_SetUriCallback(refuse_uri);
    if (espeak_SetVoiceByName(baseline_voice) != EE_OK) return -3;
    espeak_SetParameter(espeakRATE, 175, 0);
    espeak_SetParameter(espeakVOLUME, 100, 0);
    espeak_SetParameter(espeakPITCH, 50, 0);
    espeak_SetParameter(espeakRANGE, 50, 0);
    for (size_t index = 0; index < count; index++) {
        size_t length = strlen(texts[index]) + 1;
        if (espeak_Synth(texts[index], length, 0, POS_CHARACTER, 0, espeakCHARS_UTF8, NULL, &buffer) != EE_OK) {
            free(buffer.samples);
            return -1;
        }
    }
    long total = (long)buffer.count;
    if (wav_path != NULL) {
        FILE *file = fopen(wav_path, "wb");
        if (file == NULL) { free(buffer.samples); return -2; }
        unsigned int bytes = (unsigned int)(buffer.count * sizeof(short));
        fwrite("RIFF", 1, 4, file); write_u32(file, 36 + bytes); fwrite("WAVEfmt ", 1, 8, file);
        write_u32(file, 16); write_u16(file, 1); write_u16(file, 1); write_u32(file, (unsigned int)sample_rate);
        write_u32(file, (unsigned int)sample_rate * 2); write_u16(file, 2); write_u16(file, 16);
        fwrite("data", 1, 4, file); write_u32(file, bytes);
        fwrite(buffer.samples, sizeof(short), buffer.count, file);
        fclose(file);
    }
    free(buffer.samples);
    return total;
}
