// Whole-process baseline: synthesizes every line of a text file with libespeak-ng in a plain C
// loop and writes one WAV file.
//
//   EspeakCLoop LINES.txt OUT.wav [VOICE]
#include <CEspeakBaseline.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    if (argc < 3) { fprintf(stderr, "usage: EspeakCLoop LINES.txt OUT.wav [VOICE]\n"); return 64; }
    FILE *input = fopen(argv[1], "r");
    if (input == NULL) { perror(argv[1]); return 66; }
    size_t count = 0, capacity = 256;
    char **lines = malloc(capacity * sizeof(char *));
    char *line = NULL;
    size_t size = 0;
    ssize_t length;
    while ((length = getline(&line, &size, input)) > 0) {
        if (line[length - 1] == '\n') line[length - 1] = '\0';
        if (count == capacity) { capacity *= 2; lines = realloc(lines, capacity * sizeof(char *)); }
        lines[count++] = strdup(line);
    }
    free(line);
    fclose(input);
    if (speakable_baseline_initialize(NULL, argc > 3 ? argv[3] : "en-us") < 0) { fprintf(stderr, "cannot initialise espeak-ng\n"); return 70; }
    long samples = speakable_baseline_synthesize((const char *const *)lines, count, argv[2]);
    for (size_t index = 0; index < count; index++) free(lines[index]);
    free(lines);
    if (samples < 0) { fprintf(stderr, "synthesis failed\n"); return 70; }
    printf("%ld samples\n", samples);
    return 0;
}
