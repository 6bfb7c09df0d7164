import Foundation
import Testing
import TestSupport

@MainActor
@Suite("Temporary folders are removed when the test is done with them")
struct TemporaryFolderTests {
    private struct Failure: Error, Equatable {}

    private func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Fills `folder` as a test would: a file and a folder with a file in it.
    private func fill(_ folder: URL) throws {
        try "a".write(to: folder.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try "b".write(to: folder.appendingPathComponent("inner/b.txt"), atomically: true, encoding: .utf8)
    }

    @Test("the body gets a new empty folder in the temporary folder, removed with what it holds when the body returns")
    func removedOnReturn() throws {
        var seen: URL?
        let value = try withTemporaryFolder { folder in
            seen = folder
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
            #expect(folder.deletingLastPathComponent().standardizedFileURL == FileManager.default.temporaryDirectory.standardizedFileURL)
            try fill(folder)
            return 7
        }
        #expect(value == 7)
        let folder = try #require(seen)
        #expect(!exists(folder))
    }

    @Test("the folder is removed when the body throws, and the error goes on to the caller")
    func removedOnThrow() throws {
        var seen: URL?
        #expect(throws: Failure()) {
            try withTemporaryFolder { folder in
                seen = folder
                try fill(folder)
                throw Failure()
            }
        }
        let folder = try #require(seen)
        #expect(!exists(folder))
    }

    @Test("a folder a suite keeps is removed when the last reference goes; each is new")
    func removedWithItsOwner() throws {
        var owner: TemporaryFolder? = TemporaryFolder()
        let url = try #require(owner?.url)
        let other = TemporaryFolder()
        #expect(url != other.url)
        #expect(exists(url))
        try fill(url)
        owner = nil
        #expect(!exists(url))
        #expect(exists(other.url))
    }
}
