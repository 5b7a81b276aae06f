/// The leads of a screen's actionable stops (the app's text each description begins with), as
/// printable ASCII bytes in one buffer, and which of them could begin a description another
/// stop also says (`duplicate-description`, ``AuditedScreen/possiblyAlikeDescriptions(among:)``).
///
/// Two stops could say the same when their leads are equal, or when one lead begins the other
/// and the longer goes on, right after it, with a byte that can follow a label in a
/// description. Each lead's beginnings that end before such a byte are kept as their bytes are
/// read, their hashes carried along (FNV-1a), and looked up in a hash table of the leads once
/// all are in: a screen's leads are told apart in one pass over their bytes, with nothing sorted and no string made (issue 34:
/// a task audits every screen it walks, and sorting the leads cost most of the rule on heavy
/// screens).
///
/// ```swift
/// var leads = LeadTable(capacity: 3, followedBy: [0x20, 0x2E])
/// _ = leads.add("Field 1"); _ = leads.add("Field 10"); _ = leads.add("Save")
/// leads.alike()   // [false, false, false]: a digit follows "Field 1" in "Field 10"
/// ```
struct LeadTable {
    /// A set of bytes below 128 (printable ASCII is all a lead holds), one bit each.
    struct ByteSet: ExpressibleByArrayLiteral {
        private var low: UInt64 = 0, high: UInt64 = 0

        init() {}
        init(arrayLiteral bytes: UInt8...) { for byte in bytes { insert(byte) } }

        /// Adds a byte; a byte of 128 or more is not held (no printable ASCII lead has one).
        mutating func insert(_ byte: UInt8) {
            if byte < 64 { low |= 1 &<< UInt64(byte) } else if byte < 128 { high |= 1 &<< UInt64(byte &- 64) }
        }

        func contains(_ byte: UInt8) -> Bool {
            byte < 64 ? low & (1 &<< UInt64(byte)) != 0 : byte < 128 && high & (1 &<< UInt64(byte &- 64)) != 0
        }
    }

    /// One lead: the hash of its bytes, where they lie in ``bytes``, and the first lead with the
    /// same bytes (itself when it is the first).
    private struct Lead {
        var hash: UInt64
        var start: Int
        var count: Int
        var first: Int
    }

    /// Every lead's bytes, one after another.
    private var bytes: [UInt8] = []
    private var leads: [Lead] = []
    /// Each beginning of a lead that ends right before a byte that may follow a label: the
    /// lead, the beginning's length and its hash, looked up once every lead is in.
    private var beginnings: [(lead: Int, count: Int, hash: UInt64)] = []
    /// The bytes that may follow a label (any byte when `nil`).
    private let follow: ByteSet?
    /// The hash table: the first lead of each run of equal leads, or -1; a power of two long.
    private var slots: [Int]

    /// A table for `capacity` leads, whose descriptions go on after a label with a byte of
    /// `follow` (any byte when `nil`).
    init(capacity: Int, followedBy follow: ByteSet?) {
        var size = 8
        while size < 2 * capacity { size *= 2 }
        slots = Array(repeating: -1, count: size)
        self.follow = follow
        leads.reserveCapacity(capacity)
        bytes.reserveCapacity(16 * capacity)
        beginnings.reserveCapacity(2 * capacity)
    }

    /// Adds the next lead; `false` (nothing added) when it is not printable ASCII, where bytes
    /// and characters would not be one.
    mutating func add(_ lead: String) -> Bool {
        var lead = lead
        let start = bytes.count, index = leads.count
        let anyByte = follow == nil, follow = follow ?? ByteSet()
        var hash = Self.emptyHash
        let printable = lead.withUTF8 { lead -> Bool in
            // Told first, so that a lead not kept leaves nothing behind.
            guard !lead.contains(where: { $0 < 0x20 || $0 >= 0x7F }) else { return false }
            bytes.append(contentsOf: lead)
            for offset in lead.indices {
                if anyByte || follow.contains(lead[offset]) { beginnings.append((index, offset, hash)) }
                hash = Self.hash(hash, lead[offset])
            }
            return true
        }
        guard printable else { return false }
        let count = bytes.count - start
        // Equal to an earlier lead: that one stands for both; else this one goes in the table.
        let (slot, found) = find(hash: hash, start: start, count: count)
        if found == nil { slots[slot] = index }
        leads.append(Lead(hash: hash, start: start, count: count, first: found ?? index))
        return true
    }

    /// Which leads (in the order added) could begin a description another stop also says:
    /// those equal to another lead, and those one of whose beginnings is another lead followed
    /// by a byte that may follow a label, with that other lead.
    func alike() -> [Bool] {
        var marked = [Bool](repeating: false, count: leads.count)
        // A repeat of an earlier lead: both could say the same.
        for index in leads.indices where leads[index].first != index { marked[leads[index].first] = true }
        for beginning in beginnings where leads[beginning.lead].first == beginning.lead {
            guard let other = find(hash: beginning.hash, start: leads[beginning.lead].start, count: beginning.count).found else { continue }
            marked[other] = true
            marked[beginning.lead] = true
        }
        // A lead stands for its repeats.
        return leads.map { marked[$0.first] }
    }

    /// The slot of the lead whose bytes are the `count` bytes at `start` (with this hash), if
    /// one was added, else the empty slot where it would go.
    private func find(hash: UInt64, start: Int, count: Int) -> (slot: Int, found: Int?) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash ^ hash &>> 29) & mask
        while slots[slot] >= 0 {
            let other = slots[slot]
            if leads[other].hash == hash, leads[other].count == count, sameBytes(leads[other].start, start, count) { return (slot, other) }
            slot = (slot + 1) & mask
        }
        return (slot, nil)
    }

    /// Whether the `count` bytes at `one` and at `other` are the same.
    private func sameBytes(_ one: Int, _ other: Int, _ count: Int) -> Bool {
        guard count > 0 else { return true }
        return bytes.withUnsafeBufferPointer { bytes in
            // Leads are short: compared byte by byte, with no C library linked for it (the
            // command links no Foundation).
            for offset in 0..<count where bytes[one + offset] != bytes[other + offset] { return false }
            return true
        }
    }

    private static let emptyHash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// One byte more of FNV-1a.
    private static func hash(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
}
