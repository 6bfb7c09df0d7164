import Foundation

/// The temporary files the tool is writing (``CommandOutput``), removed if the process is
/// interrupted (SIGINT, Control-C) or asked to stop (SIGTERM) before they are renamed into place,
/// so that an interrupted `record` or `run --output` leaves no half-written file behind.
///
/// The paths sit in a fixed table of C strings that the signal handler reads without locking or
/// allocating (only `unlink`, `signal` and `raise`, which are async-signal-safe); threads that
/// register and unregister take a lock. The handler then restores the default action and raises
/// the signal again, so the process ends as it would have.
final class TemporaryFiles: @unchecked Sendable {
    /// The table the signal handlers clear: the one ``CommandOutput`` registers its files in.
    static let shared = TemporaryFiles()

    /// The signals whose handler removes the files of ``shared``.
    static let signals = [SIGINT, SIGTERM]

    /// How many files can be registered at once; a write beyond that goes on unregistered.
    let capacity: Int
    /// A path per slot, or `nil`; written under `lock`, read by the signal handler without it.
    private let slots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>
    private let lock = NSLock()

    /// An empty table of `capacity` slots.
    init(capacity: Int = 64) {
        self.capacity = capacity
        slots = .allocate(capacity: capacity)
        slots.initialize(repeating: nil, count: capacity)
    }

    deinit {
        for slot in 0..<capacity { free(slots[slot]) }
        slots.deallocate()
    }

    /// Installs the handlers of ``signals``, once.
    private static let installation: Void = {
        for signal in signals {
            _ = Foundation.signal(signal) { received in
                TemporaryFiles.shared.removeRegistered()
                _ = Foundation.signal(received, SIG_DFL)
                raise(received)
            }
        }
    }()

    /// Registers `path` for removal on a signal (and installs the handlers, the first time).
    ///
    /// - Returns: Its slot, to unregister it; `nil` when every slot is taken.
    func register(_ path: String) -> Int? {
        _ = Self.installation
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<capacity).first(where: { slots[$0] == nil }) else { return nil }
        slots[slot] = strdup(path)
        return slot
    }

    /// Unregisters the file in `slot` (it was renamed into place or removed).
    func unregister(_ slot: Int) {
        lock.lock()
        let path = slots[slot]
        slots[slot] = nil
        lock.unlock()
        free(path)
    }

    /// Removes every registered file: what the signal handler does.
    func removeRegistered() {
        for slot in 0..<capacity {
            if let path = slots[slot] { unlink(path) }
        }
    }

    /// Whether `path` is registered.
    func contains(_ path: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return (0..<capacity).contains { slots[$0].map { String(cString: $0) == path } ?? false }
    }
}
