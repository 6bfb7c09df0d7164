/// What happened, since a collection view's last display pass, to the layers of its own views that
/// the pass's kept arrangement (``SubviewArrangement``) cannot see from the cell store: a hidden
/// layer was shown (an app showing a pooled view, or a view displayed again) or a layer's
/// `zPosition` changed (a view's place in the drawing order).
///
/// The display pass hangs its watch on the layer of every view it arranges, and the layer notes
/// those two changes in it; the pass reads and clears the marks. Without them, a pass in which no
/// view moved would have to read every pooled view's `isHidden` and every view's `zPosition` to
/// learn that nothing changed: pools keep every view that ever ended display, many times the
/// screen after a while. A mark only makes the next pass do the full work, so a spurious one costs
/// time, never a wrong arrangement. (A subclass that overrides `isHidden` or `zPosition` without
/// calling `super` stores its value elsewhere, and a change it makes is not noted.)
final class SubviewWatch {
    /// Whether a watched layer went from hidden to shown.
    var revealed = false
    /// Whether a watched layer's `zPosition` changed.
    var reordered = false
}
