// libyaml, from Debian's libyaml-dev (pkg-config yaml-0.1): the documents' YAML is read from
// its events (SpeakableDocuments' YAMLComposer).
#include <yaml.h>
