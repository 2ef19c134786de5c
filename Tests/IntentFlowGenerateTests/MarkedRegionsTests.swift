import Testing
@testable import IntentFlowGenerate

@Suite struct MarkedRegionsTests {
    @Test func findsNamedRegionsInAnyCommentStyle() throws {
        let text = """
            a
            // intentflow:begin cases
            x
            // intentflow:end cases
            # intentflow:begin other
            <!-- intentflow:end other -->
            <!-- intentflow:begin -->
            y
            <!-- intentflow:end -->

            """
        let regions = try MarkedRegions(text)
        #expect(regions.regions.map(\.name) == ["cases", "other", ""])
        #expect(regions.content(of: regions.regions[0]) == "x\n")
        #expect(regions.content(of: regions.regions[1]) == "")
    }

    @Test func windowsLineEndingsKeepTheirLinesAndMarkers() throws {
        let regions = try MarkedRegions("a\r\n// intentflow:begin cases\r\nx\r\n// intentflow:end cases\r\nb\r\n")
        #expect(regions.regions.map(\.name) == ["cases"])
        #expect(regions.content(of: regions.regions[0]) == "x\r\n")
        #expect(UnifiedDiff.lines(of: "a\r\nb\n\u{301}c") == ["a\r\n", "b\n", "\u{301}c"])
    }

    @Test func markerLikeTextInCodeIsNotAMarker() throws {
        let regions = try MarkedRegions("let s = \"intentflow:begin x\"\n")
        #expect(regions.regions.isEmpty)
    }

    @Test(arguments: [
        ("// intentflow:end a\n", 1),
        ("// intentflow:begin a\n", 1),
        ("// intentflow:begin a\n// intentflow:begin b\n", 2),
        ("// intentflow:begin a\n// intentflow:end b\n", 2),
        ("// intentflow:begin a\n// intentflow:end a\n// intentflow:begin a\n// intentflow:end a\n", 3),
    ])
    func brokenMarkersAreLocated(text: String, line: Int) {
        #expect(throws: MarkerError.self) { try MarkedRegions(text) }
        do {
            _ = try MarkedRegions(text)
        } catch {
            #expect(error.line == line)
        }
    }

    @Test func updatingReplacesOnlyRegionContent() throws {
        let disk = try MarkedRegions(
            """
            hand written 1
              // intentflow:begin cases
              old
              // intentflow:end cases
            hand written 2
            // intentflow:begin gone
            kept as is
            // intentflow:end gone

            """)
        let rendered = try MarkedRegions(
            """
            template text
              // intentflow:begin cases
              new 1
              new 2
              // intentflow:end cases
            // intentflow:begin extra
            // intentflow:end extra

            """)
        let (text, changed) = disk.updating(from: rendered)
        #expect(changed == ["cases"])
        #expect(
            text == """
                hand written 1
                  // intentflow:begin cases
                  new 1
                  new 2
                  // intentflow:end cases
                hand written 2
                // intentflow:begin gone
                kept as is
                // intentflow:end gone

                """)
        #expect(disk.updating(from: disk).changed.isEmpty)
    }
}
