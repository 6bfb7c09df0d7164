import Foundation

/// The scenarios of a folder (`Scenarios/`): every subfolder that holds a `scenario.json`, by
/// folder name.
public struct ScenarioCatalog: Sendable {
    /// One scenario: its file and where its golden files go.
    ///
    /// A scenario in a folder (`NAME/scenario.json`) keeps its goldens beside it in that folder,
    /// `timeline.json` and `timeline.txt`; any other file (`path/any-name.json`) keeps them beside
    /// it named after it, `any-name.timeline.json` and `any-name.timeline.txt`.
    public struct Entry: Sendable, Hashable {
        /// The folder's name for a scenario in a folder, else the file's name without `.json`;
        /// how commands and outputs name the scenario.
        public let name: String
        /// The scenario file.
        public let file: URL

        /// The folder that holds the scenario file and its golden files.
        public var folder: URL { file.deletingLastPathComponent() }

        /// The golden file with `suffix` (`timeline.json`, `timeline.txt`) of this scenario.
        public func goldenFile(_ suffix: String) -> URL {
            file.lastPathComponent == ScenarioCatalog.fileName
                ? folder.appendingPathComponent(suffix)
                : folder.appendingPathComponent(file.deletingPathExtension().lastPathComponent + "." + suffix)
        }

        /// The scenario in `folder`'s `scenario.json`.
        init(folder: URL) {
            self.init(file: folder.appendingPathComponent(ScenarioCatalog.fileName))
        }

        /// The scenario in `file`: in a folder when it is a `scenario.json`, else a file of its own.
        init(file: URL) {
            self.file = file.standardizedFileURL
            name = self.file.lastPathComponent == ScenarioCatalog.fileName
                ? self.file.deletingLastPathComponent().lastPathComponent
                : self.file.deletingPathExtension().lastPathComponent
        }
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
            let entry = Entry(folder: folder.appendingPathComponent(name))
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

    /// The scenario an argument names: a scenario's name in this catalog, its folder, its
    /// `scenario.json`, or the path of any scenario file.
    public func entry(named argument: String) -> Entry? {
        if let entry = entries.first(where: { $0.name == argument }) { return entry }
        let url = URL(fileURLWithPath: argument).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return nil }
        let entry = isDirectory.boolValue ? Entry(folder: url) : Entry(file: url)
        return FileManager.default.fileExists(atPath: entry.file.path) ? entry : nil
    }
}
