// ICalendarPropertyList: a component's properties, each made from its kept bytes when it is read.

/// The properties of a component, in order: a run of the document's kept lines (`ContentLineStore`), each
/// made into an `ICalendarProperty` when it is read. What events are made of is read without the property
/// made (`kind(at:)`, `text(at:)`, `parameter(_:at:)`).
package struct ICalendarPropertyList: RandomAccessCollection, Hashable, Sendable {
  /// Where the lines are kept: none for a list of none, and while the file is still being read (`attach`).
  private var store: ContentLineStore
  /// The position of the first in the store's records, and how many there are.
  private let first: Int32
  private let length: Int32

  /// No properties.
  init() { (store, first, length) = (ContentLineStore(), 0, 0) }

  /// The properties whose records will lie at `range` of the store's records, once it is made (`attach`).
  init(range: Range<Int>) {
    (store, first, length) = (ContentLineStore(), Int32(range.lowerBound), Int32(range.count))
  }

  /// Gives the list the store its records lie in, once the file is read.
  mutating func attach(_ store: ContentLineStore) {
    if length > 0 { self.store = store }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { Int(length) }

  /// The property at `position`, made of its bytes.
  package subscript(position: Int) -> ICalendarProperty { store.property(record(at: position)) }

  /// The record of the property at `position`.
  private func record(at position: Int) -> ContentLineStore.Record {
    precondition(position >= 0 && position < Int(length), "a property past the component's")
    return store.record(at: Int(first) + position)
  }

  /// The kind of the property at `position`.
  func kind(at position: Int) -> PropertyKind { record(at: position).kind }

  /// The physical line the property at `position` starts on.
  func line(at position: Int) -> Int { Int(record(at: position).line) }

  /// The raw value of the property at `position` (its escapes not read), sharing the storage of the page it is
  /// kept on.
  func text(at position: Int) -> Substring {
    let record = record(at: position)
    return store.text(of: record, from: store.valueOffset(of: record))
  }

  /// The first value of the parameter `name` (upper-case) of the property at `position`, or `nil` when it has
  /// none.
  func parameter(_ name: String, at position: Int) -> String? { store.parameter(name, of: record(at: position)) }

  /// Whether the property at `position` is named `name` (upper-case): its name read from its kept bytes.
  func isNamed(_ name: String, at position: Int) -> Bool {
    store.isNamed(name, kind: PropertyKind(upperCaseName: name), record(at: position))
  }

  /// The position of the first property named `name` (upper-case), if any.
  func firstPosition(named name: String) -> Int? {
    let kind = PropertyKind(upperCaseName: name)
    return indices.first { store.isNamed(name, kind: kind, record(at: $0)) }
  }

  /// The positions of the properties named `name` (upper-case), in order.
  func positions(named name: String) -> [Int] {
    let kind = PropertyKind(upperCaseName: name)
    return indices.filter { store.isNamed(name, kind: kind, record(at: $0)) }
  }

  /// Whether both hold the same properties: names, parameters, values and lines.
  package static func == (left: ICalendarPropertyList, right: ICalendarPropertyList) -> Bool {
    left.count == right.count && zip(left, right).allSatisfy { $0 == $1 }
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for property in self { hasher.combine(property) }
  }
}
