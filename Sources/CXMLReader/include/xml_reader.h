// XML read through libxml2's pull reader (xmlTextReader), loaded with dlopen the first time a
// capture in XML is read, so that commands given YAML documents start without libxml2 and ICU.
// Declared here by hand, not from libxml2's headers, so the package needs no include path
// outside the default one; the few types used are opaque pointers and the public xmlError
// record, whose layout libxml2 keeps stable.
#ifndef SPEAKABLE_XML_READER_H
#define SPEAKABLE_XML_READER_H

#include <stddef.h>

/// A reader over one XML text in memory. Never loads external entities or DTDs and never uses
/// the network; entities are not substituted.
typedef struct speakable_xml speakable_xml;

/// What `speakable_xml_next` found.
enum {
    SPEAKABLE_XML_END = 0,        ///< the end of the document
    SPEAKABLE_XML_START = 1,      ///< an element's start tag (its attributes are readable)
    SPEAKABLE_XML_CLOSE = 2,      ///< an element's end (also sent after an empty element)
    SPEAKABLE_XML_ERROR = -1      ///< malformed: see `speakable_xml_error`
};

/// Opens a reader over `length` bytes (which must outlive it). NULL with a reason in `error`
/// when libxml2 cannot be loaded.
speakable_xml *speakable_xml_open(const char *bytes, size_t length, char *error, size_t error_size);

// The line of the first start tag in `bytes` with more than `limit` attributes, or 0 when there
// is none. A lexical scan (comments, CDATA, processing instructions and quoted values skipped),
// linear in `length`, made before libxml2 builds any element: libxml2 checks each new
// attribute against all those before it, so one element with 160,000 attributes took 50 s.
int speakable_xml_attribute_overflow(const char *bytes, size_t length, int limit);
/// Moves to the next element start or end. Text, comments and processing instructions are
/// skipped.
int speakable_xml_next(speakable_xml *reader);
/// The current element's name (valid until the next call).
const char *speakable_xml_name(speakable_xml *reader);
/// The current element's line (1-based), as libxml2 knows it.
int speakable_xml_line(speakable_xml *reader);
/// Moves to the current element's next attribute: 1 when there is one (then `name` and `value`
/// are set, valid until the next call), 0 when there are no more.
int speakable_xml_attribute(speakable_xml *reader, const char **name, const char **value);
/// After SPEAKABLE_XML_ERROR: the first error's message, line and column (1-based).
const char *speakable_xml_error(speakable_xml *reader, int *line, int *column);
/// Frees the reader.
void speakable_xml_close(speakable_xml *reader);

#endif
