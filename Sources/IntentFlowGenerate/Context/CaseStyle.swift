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
        self.words = words
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
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `URL` → `url`, `Device` → `device`: a word in capitals is lowercased whole.
    private static func lowercasedWord(_ word: String) -> String {
        if word.allSatisfy({ $0.isUppercase || $0.isNumber }) { return word.lowercased() }
        guard let first = word.first else { return word }
        return first.lowercased() + word.dropFirst()
    }
}
