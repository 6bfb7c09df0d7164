import CollectionViewSimulator

/// UIKit's `UIStackView`: the simulator's ``CollectionViewSimulator/StackView`` (arranged subviews,
/// axis, spacing, alignment and distribution as values; nothing is laid out).
public typealias UIStackView = StackView
