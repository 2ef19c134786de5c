/// The directories of mutate's copy opened so far, by path relative to the copy: each folder is reached once,
/// component by component from the copy's handle, never through a link (``ScratchDirectory``), and missing ones
/// are created on the way.
struct FolderHandles {
    /// The copy's top directory.
    let top: ScratchDirectory
    /// The folders opened, by relative path.
    private var opened: [String: ScratchDirectory] = [:]

    /// The folders of the copy whose top directory is `top`.
    init(_ top: ScratchDirectory) { self.top = top }

    /// The folder at `relative` (`""` for the top), created when missing.
    ///
    /// - Throws: ``ScratchDirectory/Failure`` when a component is a link or a file, or cannot be created.
    mutating func open(_ relative: String) throws(ScratchDirectory.Failure) -> ScratchDirectory {
        if relative.isEmpty { return top }
        if let folder = opened[relative] { return folder }
        let parent = try open(PackageCopy.folder(relative))
        let folder = try parent.subdirectory(PackageCopy.name(relative))
        opened[relative] = folder
        return folder
    }
}
