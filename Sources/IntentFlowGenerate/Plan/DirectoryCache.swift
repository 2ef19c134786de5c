/// The resolutions of the directories one worker met while placing files in an ``OutputDirectory``
/// (``OutputDirectory/path(of:resolvedDirectories:)``): planning and staging give each chunk of files its own, so
/// every directory is resolved once per worker and no lock is needed.
final class DirectoryCache {
    /// Resolved directory paths, by the path as joined.
    var resolved: [String: String] = [:]
}
