// HashSlots: an open-addressing hash table of indices into a list its owner keeps.

/// An open-addressing hash table (linear probing, at most half full) of indices into a list its
/// owner keeps, found by a hash the owner computes and confirmed by a comparison the owner makes:
/// the caches of month blocks and rows look their keys up with a few multiplications where a
/// `Dictionary` would run SipHash over every field.
struct HashSlots {
  /// For each slot, 1 + the index stored there, or 0 for an empty slot.
  private var slots: [Int32] = []
  /// How many indices are stored.
  private(set) var count = 0

  /// The stored index whose hash is `hash` and for which `isMatch` holds, if there is one.
  @inline(__always)
  func index(forHash hash: UInt64, where isMatch: (Int) -> Bool) -> Int? {
    guard !slots.isEmpty else { return nil }
    let mask = slots.count - 1
    var slot = HashSlots.firstSlot(forHash: hash, mask: mask)
    while slots[slot] != 0 {
      let index = Int(slots[slot]) - 1
      if isMatch(index) { return index }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Stores `index` under `hash`; `hashOf` gives the hash of every index stored, for when the
  /// table grows.
  mutating func insert(_ index: Int, hash: UInt64, hashOf: (Int) -> UInt64) {
    if (count + 1) * 2 > slots.count {
      var grown = HashSlots()
      grown.slots = [Int32](repeating: 0, count: max(16, slots.count * 2))
      for stored in slots where stored != 0 { grown.place(Int(stored) - 1, hash: hashOf(Int(stored) - 1)) }
      grown.count = count
      self = grown
    }
    place(index, hash: hash)
    count += 1
  }

  /// Forgets every index, keeping the table's memory.
  mutating func removeAll() {
    for slot in slots.indices { slots[slot] = 0 }
    count = 0
  }

  private mutating func place(_ index: Int, hash: UInt64) {
    let mask = slots.count - 1
    var slot = HashSlots.firstSlot(forHash: hash, mask: mask)
    while slots[slot] != 0 { slot = (slot + 1) & mask }
    slots[slot] = Int32(index + 1)
  }

  /// The high half, which the multiplications of `mixedHash(_:_:)` stir best.
  @inline(__always)
  private static func firstSlot(forHash hash: UInt64, mask: Int) -> Int { Int(truncatingIfNeeded: hash >> 32) & mask }
}

/// `hash` and `value` stirred together: a multiply-xorshift step, as in splitmix64.
@inline(__always)
func mixedHash(_ hash: UInt64, _ value: UInt64) -> UInt64 {
  let mixed = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
  return mixed ^ (mixed >> 29)
}
