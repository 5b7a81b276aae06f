// What Opus encoding costs against espeak-ng's synthesis (BENCHMARKS.md, the report): one WAV
// of espeak-ng's speech encoded five times each way, CPU time per run. Built and run by
// Benchmarks/opus_encoding.sh; needs libopus-dev, libopusenc-dev and libogg-dev.
#include <opus/opusenc.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double cpu(void) { struct timespec t; clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t); return t.tv_sec + t.tv_nsec / 1e9; }

static short *resampled(const short *pcm, int count, int rate, int *out_count) {
    int n = (int)((long)count * rate / 22050);
    short *out = malloc((size_t)n * 2);
    for (int i = 0; i < n; i++) {
        long numerator = (long)i * 22050; int j = (int)(numerator / rate); long r = numerator % rate;
        int a = pcm[j], b = j + 1 < count ? pcm[j + 1] : a;
        out[i] = (short)(a + (b - a) * r / rate);
    }
    *out_count = n;
    return out;
}

static void with_libopusenc(const short *pcm, int count, int complexity, int wideband, int frame60, const char *name) {
    double start = cpu();
    for (int round = 0; round < 5; round++) {
        OggOpusComments *comments = ope_comments_create(); int error;
        OggOpusEnc *encoder = ope_encoder_create_pull(comments, 22050, 1, 0, &error);
        ope_encoder_ctl(encoder, OPUS_SET_BITRATE(16000));
        ope_encoder_ctl(encoder, OPUS_SET_COMPLEXITY(complexity));
        ope_encoder_ctl(encoder, OPUS_SET_SIGNAL(OPUS_SIGNAL_VOICE));
        if (wideband) ope_encoder_ctl(encoder, OPUS_SET_MAX_BANDWIDTH(OPUS_BANDWIDTH_WIDEBAND));
        if (frame60) ope_encoder_ctl(encoder, OPUS_SET_EXPERT_FRAME_DURATION(OPUS_FRAMESIZE_60_MS));
        ope_encoder_write(encoder, pcm, count); ope_encoder_drain(encoder);
        unsigned char *page; opus_int32 length; while (ope_encoder_get_page(encoder, &page, &length, 1)) {}
        ope_encoder_destroy(encoder); ope_comments_destroy(comments);
    }
    printf("%-58s %6.1f ms\n", name, (cpu() - start) / 5 * 1000);
}

static void with_libopus(const short *pcm, int count, int rate, int bandwidth, int bitrate, const char *name) {
    double start = cpu();
    for (int round = 0; round < 5; round++) {
        int n; short *in = resampled(pcm, count, rate, &n); int frame = rate * 60 / 1000, error;
        OpusEncoder *encoder = opus_encoder_create(rate, 1, OPUS_APPLICATION_VOIP, &error);
        opus_encoder_ctl(encoder, OPUS_SET_BITRATE(bitrate)); opus_encoder_ctl(encoder, OPUS_SET_COMPLEXITY(0));
        opus_encoder_ctl(encoder, OPUS_SET_SIGNAL(OPUS_SIGNAL_VOICE)); opus_encoder_ctl(encoder, OPUS_SET_MAX_BANDWIDTH(bandwidth));
        unsigned char out[4000];
        long written = 0;
        for (int i = 0; i + frame <= n; i += frame) written += opus_encode(encoder, in + i, frame, out, sizeof out);
        if (written <= 0) printf("nothing encoded\n");
        opus_encoder_destroy(encoder); free(in);
    }
    printf("%-58s %6.1f ms\n", name, (cpu() - start) / 5 * 1000);
}

int main(int argc, char **argv) {
    FILE *file = fopen(argv[1], "rb"); if (!file) return 1;
    fseek(file, 0, SEEK_END); long bytes = ftell(file) - 44; fseek(file, 44, SEEK_SET);
    short *pcm = malloc(bytes); if (fread(pcm, 1, bytes, file) != (size_t)bytes) return 1;
    int count = (int)(bytes / 2);
    printf("%.1f s of speech at 22,050 Hz; CPU per encoding, mean of 5:\n", count / 22050.0);
    with_libopusenc(pcm, count, 5, 0, 0, "libopusenc, complexity 5, 20 ms frames (first version)");
    with_libopusenc(pcm, count, 0, 1, 1, "libopusenc, complexity 0, wideband, 60 ms frames");
    with_libopus(pcm, count, 24000, OPUS_BANDWIDTH_WIDEBAND, 16000, "libopus at 24 kHz, complexity 0, wideband, 60 ms (used)");
    with_libopus(pcm, count, 16000, OPUS_BANDWIDTH_WIDEBAND, 16000, "libopus at 16 kHz, same");
    with_libopus(pcm, count, 8000, OPUS_BANDWIDTH_NARROWBAND, 12000, "libopus at 8 kHz narrowband, 12 kbit/s");
    return 0;
}
