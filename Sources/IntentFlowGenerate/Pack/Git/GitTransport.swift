/// The transports a git pack may be fetched over: `https`, `ssh` (also as `user@host:path`), `file` and `git`.
/// Anything else — `http` (no integrity), `ext::` and `fd::` (remote helpers that run commands or read descriptors),
/// a host or path that starts with `-` (read as an option) — is refused before git runs.
enum GitTransport {
    /// The allowed transports, as `GIT_ALLOW_PROTOCOL` lists them.
    static let allowed = ["https", "ssh", "file", "git"]

    /// `nil` when `url` uses an allowed transport; else why it is refused.
    static func problem(with url: String) -> String? {
        if url.hasPrefix("-") { return "it starts with '-' and would be read as an option" }
        if url.contains("::") { return "'transport::address' URLs run remote helpers; use https, ssh, file or git" }
        if let separator = url.firstRange(of: "://") {
            let scheme = url[..<separator.lowerBound].lowercased()
            guard allowed.contains(scheme) else {
                return "the '\(scheme)' transport is not allowed; use \(allowed.joined(separator: ", "))"
            }
            let rest = url[separator.upperBound...]
            if rest.hasPrefix("-") || rest.contains("@-") {
                return "its host starts with '-' and would be read as an option"
            }
            return nil
        }
        // `[user@]host:path`, git's short form of ssh.
        if let colon = url.firstIndex(of: ":"), !url[..<colon].contains("/"), colon != url.startIndex {
            let host = url[..<colon].split(separator: "@").last ?? ""
            return host.hasPrefix("-") || host.isEmpty ? "its host starts with '-' and would be read as an option" : nil
        }
        return "'\(url)' names no transport; use an https://, ssh://, file:// or git:// URL (or user@host:path)"
    }
}
