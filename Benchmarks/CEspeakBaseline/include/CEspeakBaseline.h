// The benchmarks' baseline: a plain C loop over libespeak-ng, with no Swift in between.
#ifndef CESPEAK_BASELINE_H
#define CESPEAK_BASELINE_H

#include <stddef.h>

// Initialises libespeak-ng in synchronous mode with a data path (NULL: the system's).
// Returns the sample rate, or a negative number on failure.
int speakable_baseline_initialize(const char *data_path, const char *voice);

// Uses a libespeak-ng that is already initialised (by the Swift synthesizer, in the same process).
// Returns the sample rate, or a negative number on failure.
int speakable_baseline_attach(const char *voice);

// Synthesizes each text into memory (and, when wav_path is not NULL, appends it to one WAV file).
// Returns the total number of samples, or a negative number on failure.
long speakable_baseline_synthesize(const char *const *texts, size_t count, const char *wav_path);

#endif
