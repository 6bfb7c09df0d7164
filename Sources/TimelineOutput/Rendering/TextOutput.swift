/// Where a command writes text: standard output or standard error in the tool, a string in tests.
public protocol TextOutput: AnyObject {
    /// Writes text as it is (no newline is added).
    func write(_ text: String)

    /// Why writing failed (a full disk, a closed pipe), once it has; later writes are dropped.
    /// `nil` while every write has succeeded.
    var writeFailure: String? { get }
}

extension TextOutput {
    /// An output that cannot fail: `nil`.
    public var writeFailure: String? { nil }
}

extension TextOutput {
    /// Writes one line.
    package func line(_ text: String = "") {
        write(text + "\n")
    }
}

/// A ``TextOutput`` that keeps what is written, for tests and for callers that want the text.
public final class TextBuffer: TextOutput {
    /// Everything written so far.
    public private(set) var text = ""

    /// Creates an empty buffer.
    public init() {}

    /// Appends `text` to ``text``.
    public func write(_ text: String) {
        self.text += text
    }
}
