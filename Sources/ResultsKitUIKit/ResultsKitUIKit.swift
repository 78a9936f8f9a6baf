// ResultsKitUIKit: UITableView and UICollectionView as coordinator targets, their cell
// configurators and data sources. (Placeholder; the module's files replace it.)
