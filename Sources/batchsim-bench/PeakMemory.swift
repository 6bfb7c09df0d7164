import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The process's peak resident memory, from Linux's `/proc/self/status`.
///
/// ``measure(_:)`` resets the kernel's high-water mark (`VmHWM`) by writing `5` to
/// `/proc/self/clear_refs` (Linux 4.0+), runs the body once, and reports how far the peak rose
/// above the resident size before the run (`VmHWM` after − `VmRSS` before): the memory the body
/// needed at its worst, inputs excluded. Free heap memory is first returned to the system
/// (`malloc_trim`), or memory freed by an earlier run would be reused unseen and read as zero.
/// `nil` where `/proc` is missing (macOS).
enum PeakMemory {
    static func measure<Result>(_ body: () -> Result) -> Int? {
        trimHeap()
        guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil,
              let before = status("VmRSS") else { return nil }
        let result = body()
        keepAlive(result)
        return status("VmHWM").map { max(0, $0 - before) }
    }

    /// Calls glibc's `malloc_trim(0)`, looked up at run time since Swift's Glibc module does not
    /// export `malloc.h`.
    private static func trimHeap() {
        #if canImport(Glibc)
        typealias MallocTrim = @convention(c) (Int) -> Int32
        guard let handle = dlopen(nil, RTLD_NOW), let symbol = dlsym(handle, "malloc_trim") else { return }
        _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
        #endif
    }

    /// A `kB` field of `/proc/self/status`, in bytes.
    private static func status(_ field: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
            let number = line.dropFirst(field.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ").first
            return number.flatMap { Int($0) }.map { $0 * 1024 }
        }
        return nil
    }

    /// Bytes as megabytes with one decimal, or `n/a`.
    static func format(_ bytes: Int?) -> String {
        bytes.map { String(format: "%.1f MB", Double($0) / 1_048_576) } ?? "n/a"
    }
}
