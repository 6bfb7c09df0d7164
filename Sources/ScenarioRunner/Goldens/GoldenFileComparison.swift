import Foundation
import TimelineOutput

/// An output that compares what is written with a golden file's bytes as they come, reading the
/// file a piece at a time: a run written into it is checked against its golden without keeping
/// either whole. The first byte that differs (or a file that ends early) is its
/// ``writeFailure``, and the writes after it are dropped, so a renderer stops writing into it.
final class GoldenFileComparison: TextOutput {
    private let handle: FileHandle
    /// The piece of the file read last, and how much of it has been compared.
    private var piece: [UInt8] = []
    private var position = 0
    /// The bytes compared so far.
    private var offset = 0
    /// Where the written text first differs from the file.
    private(set) var writeFailure: String?

    /// The size of a piece read from the file.
    private static let pieceSize = 1 << 16

    /// A comparison with the file at `url`; `nil` when it cannot be opened.
    init?(_ url: URL) {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return nil }
        self.handle = handle
    }

    deinit {
        try? handle.close()
    }

    /// Compares `text` with the file's next bytes.
    func write(_ text: String) {
        guard writeFailure == nil else { return }
        var text = text
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count, writeFailure == nil {
                guard position < piece.count || readPiece() else {
                    writeFailure = "the file ends at byte \(offset)"
                    return
                }
                let count = min(bytes.count - index, piece.count - position)
                let written = bytes[index..<(index + count)], read = piece[position..<(position + count)]
                guard written.elementsEqual(read) else {
                    let same = zip(written, read).prefix { $0 == $1 }.count
                    writeFailure = "the text differs from the file at byte \(offset + same)"
                    return
                }
                (index, position, offset) = (index + count, position + count, offset + count)
            }
        }
    }

    /// Whether every byte written was the file's and the file has no more.
    func matchesWholeFile() -> Bool {
        writeFailure == nil && position == piece.count && !readPiece()
    }

    /// Reads the file's next piece; `false` at its end.
    private func readPiece() -> Bool {
        guard let data = try? handle.read(upToCount: Self.pieceSize), !data.isEmpty else { return false }
        piece = Array(data)
        position = 0
        return true
    }
}
