/// The animator a context menu's delegate calls get (UIKit's
/// `UIContextMenuInteractionAnimating`): code adds animations and completions to run with the
/// menu's appearance or dismissal.
@preconcurrency @MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, if the configuration's preview provider made one.
    var previewViewController: ViewController? { get }
    /// Adds animations to run alongside the menu's.
    ///
    /// - Parameter animations: The animations.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run when the menu's animation ends.
    ///
    /// - Parameter completion: The closure.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The simulator's animator: nothing moves on screen, so what a delegate adds runs as soon as
/// its delegate call returns, animations first, then completions, each in the order added.
@MainActor
final class ContextMenuAnimator: ContextMenuInteractionAnimating {
    let previewViewController: ViewController?
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    init(previewViewController: ViewController?) {
        self.previewViewController = previewViewController
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }

    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs what was added, animations then completions (also those added while they run).
    func finish() {
        while !animations.isEmpty || !completions.isEmpty {
            let next = animations.isEmpty ? completions.removeFirst() : animations.removeFirst()
            next()
        }
    }
}
