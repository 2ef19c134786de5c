/// Letter classes for names, answered from the ASCII ranges without a Unicode property lookup when they can be:
/// generation asks them of every character of every case name.
extension Unicode.Scalar {
    /// Alphabetic (`properties.isAlphabetic`).
    var isLetter: Bool {
        isASCII ? ("a"..."z").contains(self) || ("A"..."Z").contains(self) : properties.isAlphabetic
    }

    /// Uppercase (`properties.isUppercase`).
    var isUpper: Bool { isASCII ? ("A"..."Z").contains(self) : properties.isUppercase }

    /// Lowercase (`properties.isLowercase`).
    var isLower: Bool { isASCII ? ("a"..."z").contains(self) : properties.isLowercase }
}
