/// The spellings of one name that generated code and paths need: `DeviceConnection`, `deviceConnection`,
/// `device_connection`, `device-connection`, `deviceconnection`.
///
/// A name is split into words at case changes (`userID` → `user`, `ID`; `HTTPClient` → `HTTP`, `Client`), digits
/// stay with the word before them, and any character that is not a letter or digit separates words.
struct CaseStyle: Hashable, Sendable {
    /// The words, as written.
    let words: [String]

    /// Splits `name` into words.
    init(_ name: String) {
        // Names are almost always ASCII; their bytes are split without Unicode property lookups, which made splitting
        // the largest single cost of building a feature's context.
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? Self.asciiWords(bytes) : nil
        }
        words = (ascii ?? nil) ?? Self.unicodeWords(name)
    }

    /// The words of an ASCII name, by the rules of ``unicodeWords(_:)``.
    private static func asciiWords(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func isLowerOrDigit(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }
        func isLower(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        var words: [String] = []
        var start: Int?
        for index in bytes.indices {
            let byte = bytes[index]
            guard isUpper(byte) || isLowerOrDigit(byte) else {
                if let first = start { words.append(String(decoding: bytes[first..<index], as: UTF8.self)) }
                start = nil
                continue
            }
            guard let first = start else {
                start = index
                continue
            }
            let last = bytes[index - 1]
            let nextIsLower = index + 1 < bytes.count && isLower(bytes[index + 1])
            if isUpper(byte), isLowerOrDigit(last) || (isUpper(last) && nextIsLower) {
                words.append(String(decoding: bytes[first..<index], as: UTF8.self))
                start = index
            }
        }
        if let first = start { words.append(String(decoding: bytes[first...], as: UTF8.self)) }
        return words
    }

    /// The words of any name: split at every character that is not a letter or digit, before a capital that follows
    /// a lowercase letter or digit, and before the last capital of a run when a lowercase letter follows it.
    private static func unicodeWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let scalars = Array(name.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            let isAlphanumeric = scalar.isLetter || ("0"..."9").contains(scalar)
            guard isAlphanumeric else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if scalar.isUpper, let last = current.unicodeScalars.last {
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                let lastIsLower = last.isLower || ("0"..."9").contains(last)
                let nextIsLower = next?.isLower ?? false
                // `userID`: a capital after a lowercase letter starts a word; `HTTPClient`: the last capital of a
                // run starts a word when a lowercase letter follows it.
                if lastIsLower || (last.isUpper && nextIsLower) {
                    words.append(current)
                    current = ""
                }
            }
            current.unicodeScalars.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `DeviceConnection`: every word capitalised; runs of capitals such as `ID` are kept.
    var pascal: String {
        words.map(Self.capitalised).joined()
    }

    /// `deviceConnection`: the first word lowercased, the others capitalised.
    var camel: String {
        guard let first = words.first else { return "" }
        return Self.lowercasedWord(first) + words.dropFirst().map(Self.capitalised).joined()
    }

    /// `device_connection`.
    var snake: String {
        words.map { $0.lowercased() }.joined(separator: "_")
    }

    /// `device-connection`.
    var kebab: String {
        words.map { $0.lowercased() }.joined(separator: "-")
    }

    /// `deviceconnection`.
    var lower: String {
        words.map { $0.lowercased() }.joined()
    }

    /// `requesting token`, `device ID`: words separated by spaces, lowercased unless written in capitals. For prose.
    var phrase: String {
        words.map { word in word.allSatisfy { $0.isUppercase || $0.isNumber } ? word : word.lowercased() }
            .joined(separator: " ")
    }

    /// `Requesting token`, `Device ID`: the phrase with its first letter capitalised. For a screen's wording.
    var title: String {
        Self.capitalised(phrase)
    }

    private static func capitalised(_ word: String) -> String {
        guard let first = word.utf8.first else { return word }
        // ASCII (nearly every name) is capitalised byte-wise; `Character.uppercased()` costs far more.
        if first < 0x80 {
            guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return word }
            var bytes = Array(word.utf8)
            bytes[0] -= 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// `URL` → `url`, `Device` → `device`: a word in capitals is lowercased whole.
    private static func lowercasedWord(_ word: String) -> String {
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            var bytes = Array(word.utf8)
            let isCapitals = bytes.allSatisfy { isASCIIUpper($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }
            for index in bytes.indices where isASCIIUpper(bytes[index]) && (isCapitals || index == 0) {
                bytes[index] += 0x20
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        if word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word.lowercased() }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }

    private static func isASCIIUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
}
