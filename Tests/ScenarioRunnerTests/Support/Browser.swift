import Foundation

/// Headless Chromium, run from the command line: pages written to a folder, each job one browser
/// process with its own profile, all started at once and awaited with a deadline.
struct Browser {
    /// What a browser process does with a page at an address fragment.
    enum Job: CustomStringConvertible {
        /// Dumps the document after the page's script ran (`--dump-dom`).
        case dump(page: String, fragment: String)
        /// Saves a PNG of the window (`--screenshot`).
        case screenshot(page: String, fragment: String)

        var description: String {
            switch self {
            case .dump(let page, let fragment): "dump \(page)#\(fragment)"
            case .screenshot(let page, let fragment): "screenshot \(page)#\(fragment)"
            }
        }
    }

    /// A finished job: the file it wrote (the document or the picture) and the browser's standard error.
    struct Result {
        let job: Job
        let output: URL
        let errorOutput: String
    }

    let executable: String
    let folder: URL

    /// The path of `name` in `PATH`, if it is there.
    static func find(_ name: String) -> String? {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return paths.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Writes `html` as `NAME.html` in the folder.
    func write(_ html: String, name: String) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try html.write(to: folder.appendingPathComponent("\(name).html"), atomically: true, encoding: .utf8)
    }

    /// Runs every job at once and waits for all of them, at most `deadline` seconds.
    func run(_ jobs: [Job], deadline: Double = 90) throws -> [Result] {
        var running: [(Process, Result)] = []
        for (index, job) in jobs.enumerated() {
            let (page, fragment, isDump) = switch job {
            case .dump(let page, let fragment): (page, fragment, true)
            case .screenshot(let page, let fragment): (page, fragment, false)
            }
            let output = folder.appendingPathComponent(isDump
                ? "\(page)-\(index).dom.html"
                : "\(page)-\(fragment.replacingOccurrences(of: "&", with: "-").replacingOccurrences(of: "=", with: "")).png")
            let errors = folder.appendingPathComponent("\(page)-\(index).stderr.txt")
            _ = FileManager.default.createFile(atPath: output.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            let url = folder.appendingPathComponent("\(page).html").absoluteString + "#" + fragment
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                                 "--user-data-dir=\(folder.appendingPathComponent("profile-\(index)").path)",
                                 "--window-size=1280,960", "--virtual-time-budget=2000"]
                + (isDump ? ["--dump-dom"] : ["--screenshot=\(output.path)"]) + [url]
            process.standardOutput = isDump ? try FileHandle(forWritingTo: output) : FileHandle.nullDevice
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            running.append((process, Result(job: job, output: output, errorOutput: errors.path)))
        }
        let end = Date().addingTimeInterval(deadline)
        while running.contains(where: { $0.0.isRunning }), Date() < end { Thread.sleep(forTimeInterval: 0.05) }
        for (process, _) in running where process.isRunning { process.terminate() }
        return running.map { process, result in
            let errors = (try? String(contentsOfFile: result.errorOutput, encoding: .utf8)) ?? ""
            return Result(job: result.job, output: result.output,
                          errorOutput: process.terminationReason == .exit && process.terminationStatus == 0 ? errors : "exit \(process.terminationStatus): " + errors)
        }
    }
}
