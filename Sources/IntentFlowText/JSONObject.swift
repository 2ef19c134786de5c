/// A JSON object's members in order: the order a file gave them, or the order a literal lists them.
///
/// Looked up by key like a dictionary; keys are unique (setting a key that is there replaces its value in place, and
/// ``JSONParser`` refuses a key given twice). Objects are small — an MCP message, a settings file's entry — so a key is
/// found by walking the members. Two objects are equal when they hold the same keys with equal values, in any order,
/// as JSON means them; the order lives on in ``members`` and in what ``JSONValue/rendered`` writes.
package struct JSONObject: Hashable, Sendable {
    /// One member of an object.
    package struct Member: Hashable, Sendable {
        /// The key.
        package var key: String
        /// The value.
        package var value: JSONValue

        /// Creates a member.
        package init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The members, in order.
    package private(set) var members: [Member]

    /// Creates an object of `members`, which must have distinct keys.
    package init(_ members: [Member] = []) {
        self.members = members
    }

    /// Creates an object of `pairs` in their order; a key given again replaces the earlier value, as a dictionary
    /// literal's would.
    package init(_ pairs: some Sequence<(String, JSONValue)>) {
        members = []
        for (key, value) in pairs { self[key] = value }
    }

    /// The value of `key`; setting `nil` removes the member, setting a new key appends it.
    package subscript(key: String) -> JSONValue? {
        get { members.first { $0.key == key }?.value }
        set {
            let index = members.firstIndex { $0.key == key }
            switch (index, newValue) {
            case (let index?, let value?): members[index].value = value
            case (let index?, nil): members.remove(at: index)
            case (nil, let value?): members.append(Member(key, value))
            case (nil, nil): break
            }
        }
    }

    /// The keys, in order.
    package var keys: [String] { members.map(\.key) }

    /// Whether the object has no members.
    package var isEmpty: Bool { members.isEmpty }

    /// How many members the object has.
    package var count: Int { members.count }

    package static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.count == rhs.count && lhs.members.allSatisfy { rhs[$0.key] == $0.value }
    }

    package func hash(into hasher: inout Hasher) {
        // In key order, so that equal objects hash alike whatever order their members are in.
        for member in members.sorted(by: { $0.key < $1.key }) { hasher.combine(member) }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    package init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }
}

extension JSONObject: Sequence {
    /// The members as `(key, value)` pairs, in order, so `for (key, value) in object` reads like a dictionary's loop.
    package func makeIterator() -> some IteratorProtocol<(key: String, value: JSONValue)> {
        members.lazy.map { (key: $0.key, value: $0.value) }.makeIterator()
    }
}
