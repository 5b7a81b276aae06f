#include "espeak_loader.h"

#include <dlfcn.h>
#include <pthread.h>

// One pointer per function, found in the library once; `__typeof__` keeps each one's type the
// header's own.
#define FUNCTIONS(X) \
    X(espeak_ng_InitializePath) X(espeak_ng_Initialize) X(espeak_ng_InitializeOutput) X(espeak_ng_GetSampleRate) \
    X(espeak_ng_ClearErrorContext) X(espeak_ng_GetStatusCodeMessage) X(espeak_Info) X(espeak_ListVoices) \
    X(espeak_SetParameter) X(espeak_SetSynthCallback) X(espeak_SetUriCallback) X(espeak_SetVoiceByName) \
    X(espeak_GetCurrentVoice) X(espeak_Synth) X(espeak_TextToPhonemes)

#define DECLARE(name) static __typeof__(&name) p_##name;
FUNCTIONS(DECLARE)

static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!library) { failure = "libespeak-ng.so.1 is not installed (Debian: libespeak-ng1)"; return; }
#define FIND(name) p_##name = (__typeof__(&name))dlsym(library, #name); if (!p_##name) failure = "libespeak-ng.so.1 lacks " #name;
    FUNCTIONS(FIND)
}

const char *speakable_espeak_load(void) {
    pthread_once(&once, load);
    return failure;
}

// The engine calls speakable_espeak_load() and stops on failure before calling any of these.
void speakable_espeak_ng_InitializePath(const char *path) { p_espeak_ng_InitializePath(path); }
espeak_ng_STATUS speakable_espeak_ng_Initialize(espeak_ng_ERROR_CONTEXT *context) { return p_espeak_ng_Initialize(context); }
espeak_ng_STATUS speakable_espeak_ng_InitializeOutput(espeak_ng_OUTPUT_MODE mode, int buffer_length, const char *device) {
    return p_espeak_ng_InitializeOutput(mode, buffer_length, device);
}
int speakable_espeak_ng_GetSampleRate(void) { return p_espeak_ng_GetSampleRate(); }
void speakable_espeak_ng_ClearErrorContext(espeak_ng_ERROR_CONTEXT *context) { p_espeak_ng_ClearErrorContext(context); }
void speakable_espeak_ng_GetStatusCodeMessage(espeak_ng_STATUS status, char *buffer, size_t length) {
    p_espeak_ng_GetStatusCodeMessage(status, buffer, length);
}
const char *speakable_espeak_Info(const char **path_data) { return p_espeak_Info(path_data); }
const espeak_VOICE **speakable_espeak_ListVoices(espeak_VOICE *voice_spec) { return p_espeak_ListVoices(voice_spec); }
espeak_ERROR speakable_espeak_SetParameter(espeak_PARAMETER parameter, int value, int relative) {
    return p_espeak_SetParameter(parameter, value, relative);
}
void speakable_espeak_SetSynthCallback(t_espeak_callback *callback) { p_espeak_SetSynthCallback(callback); }
void speakable_espeak_SetUriCallback(int (*callback)(int, const char *, const char *)) { p_espeak_SetUriCallback(callback); }
espeak_ERROR speakable_espeak_SetVoiceByName(const char *name) { return p_espeak_SetVoiceByName(name); }
espeak_VOICE *speakable_espeak_GetCurrentVoice(void) { return p_espeak_GetCurrentVoice(); }
espeak_ERROR speakable_espeak_Synth(const void *text, size_t size, unsigned int position, espeak_POSITION_TYPE position_type,
                                    unsigned int end_position, unsigned int flags, unsigned int *unique_identifier, void *user_data) {
    return p_espeak_Synth(text, size, position, position_type, end_position, flags, unique_identifier, user_data);
}
const char *speakable_espeak_TextToPhonemes(const void **textptr, int textmode, int phonememode) {
    return p_espeak_TextToPhonemes(textptr, textmode, phonememode);
}
