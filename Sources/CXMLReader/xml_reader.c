// libxml2's xmlTextReader, loaded on first use (see xml_reader.h).
#include "xml_reader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// libxml2's public error record (xmlerror.h), of which the message, line and column are read.
typedef struct {
    int domain, code;
    char *message;
    int level;
    char *file;
    int line;
    char *str1, *str2, *str3;
    int int1, int2;          // int2: the column
    void *context, *node;
} xml_error;

typedef void *text_reader;
typedef void (*structured_error_handler)(void *user, xml_error *error);

// Parser options (xmlParserOption): no network, no warnings or errors printed by libxml2 itself.
// XML_PARSE_BIG_LINES: lines past 65,535 are counted too.
enum { XML_PARSE_NOERROR = 1 << 5, XML_PARSE_NOWARNING = 1 << 6, XML_PARSE_NONET = 1 << 11, XML_PARSE_BIG_LINES = 1 << 22 };
// Node types (xmlReaderTypes).
enum { TYPE_ELEMENT = 1, TYPE_END_ELEMENT = 15 };

#define FUNCTIONS(X) \
    X(xmlInitParser, void, (void)) \
    X(xmlReaderForMemory, text_reader, (const char *, int, const char *, const char *, int)) \
    X(xmlTextReaderRead, int, (text_reader)) \
    X(xmlTextReaderNodeType, int, (text_reader)) \
    X(xmlTextReaderIsEmptyElement, int, (text_reader)) \
    X(xmlTextReaderConstName, const unsigned char *, (text_reader)) \
    X(xmlTextReaderConstValue, const unsigned char *, (text_reader)) \
    X(xmlTextReaderMoveToNextAttribute, int, (text_reader)) \
    X(xmlTextReaderMoveToElement, int, (text_reader)) \
    X(xmlTextReaderCurrentNode, void *, (text_reader)) \
    X(xmlGetLineNo, long, (void *)) \
    X(xmlTextReaderSetStructuredErrorHandler, void, (text_reader, structured_error_handler, void *)) \
    X(xmlFreeTextReader, void, (text_reader))
#define DECLARE(name, result, arguments) static result (*p_##name) arguments;
FUNCTIONS(DECLARE)

static const char *failure;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
    void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
    if (!library) { failure = "libxml2.so.2 is not installed (Debian: libxml2)"; return; }
#define FIND(name, result, arguments) \
    p_##name = (result (*) arguments)dlsym(library, #name); if (!p_##name) { failure = "libxml2.so.2 lacks " #name; return; }
    FUNCTIONS(FIND)
    p_xmlInitParser();
}

struct speakable_xml {
    text_reader reader;
    int pending_close;       // an empty element's end, sent on the next call
    char message[256];
    int error_line, error_column, failed;
};

// Replaces every `text` in `message` that stands as a word with "…": libxml2 puts names and
// values from the document into its messages (in str1…str3), and a malformed capture's text
// could be a secure field's.
static int is_word_character(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }

static void redact(char *message, size_t size, const char *text) {
    size_t length = text ? strlen(text) : 0;
    if (length == 0) return;
    const char *mark = "\u2026";   // …
    size_t mark_length = strlen(mark);
    char *from = message, *at;
    while ((at = strstr(from, text)) != NULL) {
        int starts = at == message || !is_word_character(at[-1]) || !is_word_character(text[0]);
        int ends = !is_word_character(at[length]) || !is_word_character(text[length - 1]);
        if (!starts || !ends) { from = at + 1; continue; }
        size_t tail = strlen(at + length);
        if ((size_t)(at - message) + mark_length + tail + 1 > size) { *at = 0; return; }
        memmove(at + mark_length, at + length, tail + 1);
        memcpy(at, mark, mark_length);
        from = at + mark_length;
    }
}

static void on_error(void *user, xml_error *error) {
    speakable_xml *xml = user;
    if (xml->failed || !error || error->level < 2) return;   // keep the first error; warnings pass
    xml->failed = 1;
    snprintf(xml->message, sizeof xml->message, "%s", error->message ? error->message : "malformed XML");
    size_t length = strlen(xml->message);
    while (length > 0 && (xml->message[length - 1] == '\n' || xml->message[length - 1] == ' ')) xml->message[--length] = 0;
    redact(xml->message, sizeof xml->message, error->str1);
    redact(xml->message, sizeof xml->message, error->str2);
    redact(xml->message, sizeof xml->message, error->str3);
    xml->error_line = error->line > 0 ? error->line : 1;
    xml->error_column = error->int2 > 0 ? error->int2 : 1;
}

speakable_xml *speakable_xml_open(const char *bytes, size_t length, char *error, size_t error_size) {
    pthread_once(&once, load);
    if (failure) { snprintf(error, error_size, "%s", failure); return NULL; }
    if (length > 0x7fffffff) { snprintf(error, error_size, "the XML is too large"); return NULL; }
    speakable_xml *xml = calloc(1, sizeof *xml);
    if (!xml) { snprintf(error, error_size, "out of memory"); return NULL; }
    xml->reader = p_xmlReaderForMemory(bytes, (int)length, NULL, "UTF-8", XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING | XML_PARSE_BIG_LINES);
    if (!xml->reader) { free(xml); snprintf(error, error_size, "libxml2 could not start a reader"); return NULL; }
    p_xmlTextReaderSetStructuredErrorHandler(xml->reader, on_error, xml);
    return xml;
}

int speakable_xml_next(speakable_xml *xml) {
    if (xml->pending_close) { xml->pending_close = 0; return SPEAKABLE_XML_CLOSE; }
    for (;;) {
        int status = p_xmlTextReaderRead(xml->reader);
        if (status < 0 || xml->failed) {
            if (!xml->failed) { xml->failed = 1; snprintf(xml->message, sizeof xml->message, "malformed XML"); xml->error_line = 1; xml->error_column = 1; }
            return SPEAKABLE_XML_ERROR;
        }
        if (status == 0) return SPEAKABLE_XML_END;
        int type = p_xmlTextReaderNodeType(xml->reader);
        if (type == TYPE_ELEMENT) {
            xml->pending_close = p_xmlTextReaderIsEmptyElement(xml->reader) == 1;
            return SPEAKABLE_XML_START;
        }
        if (type == TYPE_END_ELEMENT) return SPEAKABLE_XML_CLOSE;
    }
}

const char *speakable_xml_name(speakable_xml *xml) {
    const unsigned char *name = p_xmlTextReaderConstName(xml->reader);
    return name ? (const char *)name : "";
}

int speakable_xml_line(speakable_xml *xml) {
    // The node's own line: the parser itself may have read ahead of the node.
    void *node = p_xmlTextReaderCurrentNode(xml->reader);
    long line = node ? p_xmlGetLineNo(node) : 0;
    return line > 0 && line < 0x7fffffff ? (int)line : 1;
}

int speakable_xml_attribute(speakable_xml *xml, const char **name, const char **value) {
    if (p_xmlTextReaderMoveToNextAttribute(xml->reader) != 1) { p_xmlTextReaderMoveToElement(xml->reader); return 0; }
    const unsigned char *n = p_xmlTextReaderConstName(xml->reader), *v = p_xmlTextReaderConstValue(xml->reader);
    *name = n ? (const char *)n : "";
    *value = v ? (const char *)v : "";
    return 1;
}

const char *speakable_xml_error(speakable_xml *xml, int *line, int *column) {
    *line = xml->error_line;
    *column = xml->error_column;
    return xml->message;
}

void speakable_xml_close(speakable_xml *xml) {
    if (!xml) return;
    p_xmlFreeTextReader(xml->reader);
    free(xml);
}

// Skips to just past `end` (NUL-terminated), counting lines; returns `length` when it is missing.
static size_t skip_past(const char *bytes, size_t length, size_t from, const char *end, int *line) {
    size_t end_length = strlen(end);
    for (size_t i = from; i < length; i++) {
        if (bytes[i] == '\n') (*line)++;
        if (i + end_length <= length && memcmp(bytes + i, end, end_length) == 0) return i + end_length;
    }
    return length;
}

static int starts_with(const char *bytes, size_t length, size_t at, const char *prefix) {
    size_t n = strlen(prefix);
    return at + n <= length && memcmp(bytes + at, prefix, n) == 0;
}

int speakable_xml_attribute_overflow(const char *bytes, size_t length, int limit) {
    int line = 1;
    size_t i = 0;
    while (i < length) {
        char c = bytes[i];
        if (c == '\n') { line++; i++; continue; }
        if (c != '<') { i++; continue; }
        if (starts_with(bytes, length, i, "<!--")) { i = skip_past(bytes, length, i + 4, "-->", &line); continue; }
        if (starts_with(bytes, length, i, "<![CDATA[")) { i = skip_past(bytes, length, i + 9, "]]>", &line); continue; }
        if (starts_with(bytes, length, i, "<?")) { i = skip_past(bytes, length, i + 2, "?>", &line); continue; }
        if (starts_with(bytes, length, i, "<!")) {
            // A document type declaration, whose internal subset may hold '>' inside brackets.
            int depth = 0;
            for (i += 2; i < length; i++) {
                if (bytes[i] == '\n') line++;
                else if (bytes[i] == '[') depth++;
                else if (bytes[i] == ']') depth--;
                else if (bytes[i] == '>' && depth <= 0) { i++; break; }
            }
            continue;
        }
        // A tag: every '=' outside quoted values starts an attribute.
        int tag_line = line, count = 0;
        char quote = 0;
        for (i++; i < length; i++) {
            c = bytes[i];
            if (c == '\n') line++;
            if (quote) { if (c == quote) quote = 0; }
            else if (c == '"' || c == '\'') quote = c;
            else if (c == '=') { if (++count > limit) return tag_line; }
            else if (c == '>') { i++; break; }
        }
    }
    return 0;
}
