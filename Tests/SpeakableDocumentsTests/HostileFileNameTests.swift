import Testing
import SpeakableFuzzing

/// Issue 31, S11: the fuzzer's hostile file names (a `:`, line feeds, bidi characters, bytes that
/// are not UTF-8) through every output that names a file, in process: a short run here, the long
/// one with `speakable-fuzz --names`.
@Suite("Documents: hostile file names (issue 31, S11)")
struct HostileFileNameTests {
    @Test("S11. 500 hostile file names: SARIF URIs without a scheme, one line per finding or error, page names a file system takes")
    func testS11_fuzzedFileNamesStayInTheirPlace() {
        let problems = HostileFileName.check(seed: 31, count: 500)
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }
}
