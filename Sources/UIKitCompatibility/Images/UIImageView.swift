import CollectionViewSimulator

/// UIKit's `UIImageView`: the simulator's ``CollectionViewSimulator/ImageView`` (the image, content
/// mode and tint as values; nothing is drawn).
public typealias UIImageView = ImageView
