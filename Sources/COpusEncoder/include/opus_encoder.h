// Ogg Opus encoding through Debian's libopus (libopus0) and libogg (libogg0), loaded with dlopen
// the first time a report embeds audio, so that `render`, `test` and `report --audio none`
// start without them. The headers come from libopus-dev and libogg-dev.
#ifndef SPEAKABLE_OPUS_ENCODER_H
#define SPEAKABLE_OPUS_ENCODER_H

#include <stddef.h>
#include <stdint.h>

/// Encodes mono 16-bit samples at `rate` Hz (espeak-ng's 22,050) as one Ogg Opus file in memory,
/// at `bitrate` bits per second, tuned for speech, with a fixed stream serial number so that the
/// same samples always give the same bytes. On success returns 0 and sets `*bytes` (free it with
/// `speakable_opus_free`) and `*length`; on failure returns -1 with a reason in `error`.
int speakable_opus_encode(const int16_t *samples, size_t count, int rate, int bitrate,
                          unsigned char **bytes, size_t *length, char *error, size_t error_size);

/// Frees what `speakable_opus_encode` returned.
void speakable_opus_free(unsigned char *bytes);

/// NULL when libopus and libogg can be loaded, else why not.
const char *speakable_opus_load(void);

#endif
