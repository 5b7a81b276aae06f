import Foundation

extension FileHandle {
    /// Everything up to the end of the file, reading again when a signal interrupts a read.
    ///
    /// Foundation's `readDataToEndOfFile()` stops the whole test process on `EINTR` (it reads
    /// with `try!`), and the tests run children, timers and signal handlers beside each other: a
    /// report test's pipe read was interrupted that way on a busy machine.
    func readAllRetryingInterrupts() -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                data.append(contentsOf: buffer[0..<count])
            } else if count == 0 || errno != EINTR {
                return data
            }
        }
    }
}
