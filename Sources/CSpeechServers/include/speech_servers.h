// Speech servers, opened only when a command speaks: PulseAudio through libpulse-simple, and
// speech-dispatcher through libspeechd. Both libraries are loaded with dlopen on first use, so
// that a command that never speaks (render, navigate, test) does not load them, and a machine
// without them still runs everything else. Headers come from Debian's libpulse-dev and
// libspeechd-dev; the libraries from libpulse0 and libspeechd2.
#ifndef SPEAKABLE_SPEECH_SERVERS_H
#define SPEAKABLE_SPEECH_SERVERS_H

#include <stddef.h>
#include <stdint.h>

/// A playback stream on the PulseAudio server (or PipeWire's PulseAudio service).
typedef struct speakable_pulse speakable_pulse;

/// Connects a mono 16-bit playback stream at `rate` to `server` (NULL: the default server),
/// asking for `latency_ms` of buffering in all (the server's and ours) and for playback to start
/// once `start_ms` are buffered. On failure returns NULL with a reason in `error`.
speakable_pulse *speakable_pulse_open(const char *server, const char *application, int rate, int latency_ms, int start_ms,
                                      char *error, size_t error_size);
/// Writes samples, blocking while the server's buffer is full. 0 on success.
int speakable_pulse_write(speakable_pulse *stream, const int16_t *samples, size_t count);
/// Waits until everything written has been played. 0 on success.
int speakable_pulse_drain(speakable_pulse *stream);
/// Drops everything written and not yet played. 0 on success.
int speakable_pulse_flush(speakable_pulse *stream);
/// Closes the stream.
void speakable_pulse_close(speakable_pulse *stream);

/// A connection to speech-dispatcher. One per process: libspeechd's notifications carry no
/// pointer back to their connection.
typedef struct speakable_speechd speakable_speechd;

/// Connects to the session's speech-dispatcher (SPEECHD_ADDRESS, else its default socket);
/// `autospawn` lets libspeechd start the server when none runs. NULL with a reason on failure.
speakable_speechd *speakable_speechd_open(const char *client, int autospawn, char *error, size_t error_size);
/// Sets the language ("en", "ru", "zh"). 0 on success.
int speakable_speechd_set_language(speakable_speechd *connection, const char *language);
/// Sets rate and pitch (-100…100, 0 being the user's default) and volume (-100…100).
int speakable_speechd_set_prosody(speakable_speechd *connection, int rate, int pitch, int volume);
/// Queues plain text (never markup) at an SSIP priority (1 important … 5 progress). Returns the
/// message id, or -1.
int speakable_speechd_say(speakable_speechd *connection, int priority, const char *text);
/// Queues a sound icon at a priority. Returns the message id, or -1.
int speakable_speechd_sound(speakable_speechd *connection, int priority, const char *icon);
/// Waits until message `id` has ended or was cancelled, at most `timeout_ms`. Returns 0 when it
/// ended, 1 when cancelled, 2 on timeout.
int speakable_speechd_wait(speakable_speechd *connection, int id, int timeout_ms);
/// Cancels this client's messages (never another client's, so never the user's screen reader).
int speakable_speechd_cancel(speakable_speechd *connection);
/// Closes the connection.
void speakable_speechd_close(speakable_speechd *connection);

#endif
