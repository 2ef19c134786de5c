/// What hosting a parent's rows must do when the rows change: which hosted ids go, which rows come, and the order.
///
/// A pure comparison of the ids hosted before with the rows of the parent's new state, kept apart from
/// ``FlowChildRows`` so the rule is one function: a row is known by its id alone, so a row whose other values changed
/// keeps its child, and only the first row of an id counts (a later duplicate is neither hosted nor ordered).
struct RowChanges<Row: Identifiable> {
    /// The ids hosted before that no row has now, in their old order.
    let removed: [Row.ID]
    /// The rows whose ids were not hosted before, in the order of the rows.
    let added: [Row]
    /// Every id of the rows, in their order, each once.
    let order: [Row.ID]

    /// The changes from the ids hosted, `hosted`, to `rows`.
    init(hosted: [Row.ID], rows: [Row]) {
        var seen = Set<Row.ID>()
        var order: [Row.ID] = []
        var added: [Row] = []
        let wasHosted = Set(hosted)
        for row in rows where seen.insert(row.id).inserted {
            order.append(row.id)
            if !wasHosted.contains(row.id) { added.append(row) }
        }
        self.order = order
        self.added = added
        removed = hosted.filter { !seen.contains($0) }
    }
}
