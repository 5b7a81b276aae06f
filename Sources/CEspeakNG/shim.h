// libespeak-ng, from Debian's libespeak-ng-dev (pkg-config espeak-ng).
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
