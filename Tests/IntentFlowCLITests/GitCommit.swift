import Foundation
import Testing

/// Makes `directory` a git repository whose one commit holds its files: a project as a pull request sees it, where
/// the skills' last step (`intentflow diff`, against `HEAD`) has a base to compare with.
func commitToGit(_ directory: URL) throws {
    for arguments in [
        ["init", "-q"], ["add", "-A"],
        ["-c", "user.name=Test", "-c", "user.email=test@example.com", "commit", "-q", "-m", "base"],
    ] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments)")
    }
}
