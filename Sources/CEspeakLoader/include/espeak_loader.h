// libespeak-ng, loaded with dlopen the first time something speaks, so that the commands that
// never speak (render, navigate, test) start without it and its dependencies (pcaudiolib,
// PulseAudio, ALSA, libsonic). The types come from Debian's libespeak-ng-dev headers; each
// function below calls the one of the same name without the `speakable_` prefix.
#ifndef SPEAKABLE_ESPEAK_LOADER_H
#define SPEAKABLE_ESPEAK_LOADER_H

#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>

/// Loads libespeak-ng.so.1 once. NULL when it is there, else why not.
const char *speakable_espeak_load(void);

void speakable_espeak_ng_InitializePath(const char *path);
espeak_ng_STATUS speakable_espeak_ng_Initialize(espeak_ng_ERROR_CONTEXT *context);
espeak_ng_STATUS speakable_espeak_ng_InitializeOutput(espeak_ng_OUTPUT_MODE mode, int buffer_length, const char *device);
int speakable_espeak_ng_GetSampleRate(void);
void speakable_espeak_ng_ClearErrorContext(espeak_ng_ERROR_CONTEXT *context);
void speakable_espeak_ng_GetStatusCodeMessage(espeak_ng_STATUS status, char *buffer, size_t length);
const char *speakable_espeak_Info(const char **path_data);
const espeak_VOICE **speakable_espeak_ListVoices(espeak_VOICE *voice_spec);
espeak_ERROR speakable_espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative);
void speakable_espeak_SetSynthCallback(t_espeak_callback *callback);
void speakable_espeak_SetUriCallback(int (*callback)(int, const char *, const char *));
espeak_ERROR speakable_espeak_SetVoiceByName(const char *name);
espeak_VOICE *speakable_espeak_GetCurrentVoice(void);
espeak_ERROR speakable_espeak_Synth(const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type,
                                    unsigned int end_position, unsigned int flags, unsigned int *unique_identifier, void *user_data);
const char *speakable_espeak_TextToPhonemes(const void **textptr, int textmode, int phonememode);

#endif
