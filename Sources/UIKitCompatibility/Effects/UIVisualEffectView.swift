import CollectionViewSimulator

/// UIKit's `UIVisualEffectView`: the simulator's ``CollectionViewSimulator/VisualEffectView``
/// (the effect stored, never drawn; content in its `contentView`).
public typealias UIVisualEffectView = VisualEffectView

/// UIKit's `UIVisualEffect`: the simulator's ``CollectionViewSimulator/VisualEffect``.
public typealias UIVisualEffect = VisualEffect

/// UIKit's `UIBlurEffect`: the simulator's ``CollectionViewSimulator/BlurEffect``.
public typealias UIBlurEffect = BlurEffect

/// UIKit's `UIVibrancyEffect`: the simulator's ``CollectionViewSimulator/VibrancyEffect``.
public typealias UIVibrancyEffect = VibrancyEffect
