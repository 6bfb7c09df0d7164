/// The content a cell shows, as a value (UIKit's `UIContentConfiguration`): set on a cell's
/// ``CollectionViewCell/contentConfiguration`` by a data source or a registration's handler.
///
/// UIKit's protocol also makes the view that draws the content (`makeContentView()`) and updates
/// the configuration for a state (`updated(for:)`); the simulator draws nothing and asks neither,
/// so any type can be a configuration. ``ListContentConfiguration`` is UIKit's list one.
public protocol ContentConfiguration {}
