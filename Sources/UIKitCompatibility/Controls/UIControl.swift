import CollectionViewSimulator

/// UIKit's `UIControl`: the simulator's ``CollectionViewSimulator/Control`` (actions through
/// `addAction(_:for:)`; a test taps with ``CollectionViewSimulator/Control/tap()``).
public typealias UIControl = Control

/// UIKit's `UIButton`: the simulator's ``CollectionViewSimulator/Button``.
public typealias UIButton = Button

/// UIKit's `UISwitch`: the simulator's ``CollectionViewSimulator/Switch``.
public typealias UISwitch = Switch

/// UIKit's `UISegmentedControl`: the simulator's ``CollectionViewSimulator/SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl

/// UIKit's `UIRefreshControl`: the simulator's ``CollectionViewSimulator/RefreshControl`` (a test
/// pulls with ``CollectionViewSimulator/CollectionView/pullToRefresh()``).
public typealias UIRefreshControl = RefreshControl
