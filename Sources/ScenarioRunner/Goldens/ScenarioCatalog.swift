import Foundation

/// The scenarios of a folder (`Scenarios/`): every subfolder that holds a `scenario.json`, by
/// folder name.
public struct ScenarioCatalog: Sendable {
    /// One scenario's folder.
    public struct Entry: Sendable, Hashable {
        /// The folder's name, which is also how commands name the scenario.
        public let name: String
        /// The folder, which also holds the golden files.
        public let folder: URL
        /// The scenario file.
        public var file: URL { folder.appendingPathComponent(ScenarioCatalog.fileName) }
    }

    /// The scenario file's name in each folder.
    public static let fileName = "scenario.json"

    /// The catalog's folder.
    public let folder: URL
    /// The scenarios, sorted by name.
    public let entries: [Entry]

    /// Lists the scenarios in `folder`.
    public init(folder: URL) {
        self.folder = folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        entries = names.sorted().compactMap { name in
            let entry = Entry(name: name, folder: folder.appendingPathComponent(name))
            return FileManager.default.fileExists(atPath: entry.file.path) ? entry : nil
        }
    }

    /// The `Scenarios` folder in `directory` or the nearest of its parents that has one.
    public static func locate(from directory: URL) -> URL? {
        var current = directory.standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent("Scenarios")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The scenario an argument names: a scenario's name in this catalog, its folder, or its
    /// `scenario.json`.
    public func entry(named argument: String) -> Entry? {
        if let entry = entries.first(where: { $0.name == argument }) { return entry }
        var url = URL(fileURLWithPath: argument)
        if url.lastPathComponent == Self.fileName { url.deleteLastPathComponent() }
        let entry = Entry(name: url.standardizedFileURL.lastPathComponent, folder: url.standardizedFileURL)
        return FileManager.default.fileExists(atPath: entry.file.path) ? entry : nil
    }
}
