import Foundation

/// Headless Chromium, run from the command line: pages written to a folder, each job one browser
/// process that dumps the document and saves a screenshot, all started at once and awaited with a
/// deadline. Each has its own profile, named after the job, so that concurrent tests never share one.
struct Browser {
    /// A page at an address fragment, to load.
    struct Job: CustomStringConvertible {
        let page: String
        let fragment: String

        var description: String { "\(page).html#\(fragment)" }
    }

    /// A finished job: the document after the page's script ran (`--dump-dom`), a PNG of the
    /// window (`--screenshot`), and the browser's standard error.
    struct Result {
        let job: Job
        let document: URL
        let screenshot: URL
        let errorOutput: String
    }

    let executable: String
    let folder: URL

    /// This test process's own folder under `parent` (`parent/PID`), so that two runs of the suite
    /// at once (the sanitizers' builds, a second scratch path) never load or dump each other's
    /// pages; the folders of processes that have ended are removed.
    static func folder(forThisProcessUnder parent: URL) -> URL {
        let own = ProcessInfo.processInfo.processIdentifier
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [] {
            guard let pid = Int32(name), pid != own, kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: parent.appendingPathComponent(name))
        }
        return parent.appendingPathComponent("\(own)")
    }

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
        for job in jobs {
            let name = "\(job.page)-\(job.fragment.replacingOccurrences(of: "&", with: "-").replacingOccurrences(of: "=", with: ""))"
            let document = folder.appendingPathComponent("\(name).dom.html")
            let screenshot = folder.appendingPathComponent("\(name).png")
            let errors = folder.appendingPathComponent("\(name).stderr.txt")
            _ = FileManager.default.createFile(atPath: document.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            let url = folder.appendingPathComponent("\(job.page).html").absoluteString + "#" + job.fragment
            process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--mute-audio",
                                 "--user-data-dir=\(folder.appendingPathComponent("profile-\(name)").path)",
                                 "--window-size=1280,960", "--virtual-time-budget=2000", "--dump-dom", "--screenshot=\(screenshot.path)", url]
            process.standardOutput = try FileHandle(forWritingTo: document)
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
            running.append((process, Result(job: job, document: document, screenshot: screenshot, errorOutput: errors.path)))
        }
        let end = Date().addingTimeInterval(deadline)
        while running.contains(where: { $0.0.isRunning }), Date() < end { Thread.sleep(forTimeInterval: 0.05) }
        for (process, _) in running where process.isRunning { process.terminate() }
        return running.map { process, result in
            let errors = (try? String(contentsOfFile: result.errorOutput, encoding: .utf8)) ?? ""
            return Result(job: result.job, document: result.document, screenshot: result.screenshot,
                          errorOutput: process.terminationReason == .exit && process.terminationStatus == 0 ? errors : "exit \(process.terminationStatus): " + errors)
        }
    }
}
