/// `batchsim render`: draws a scenario's animation as an SVG filmstrip or a self-contained HTML
/// page that plays it.
enum RenderCommand {
    static let usage = """
        Usage: batchsim render SCENARIO --format svg|html [--output FILE] [--max-samples N] [--scenarios DIR]

        Draws every animated step of a scenario. svg is a filmstrip: one row per step, up to seven
        frames from start to end, each view a rectangle (green inserted, red deleted, pink moved,
        blue others, orange supplementary, grey decoration; opacity is alpha). html is one page
        with the frames inline and a player (step menu, play/pause, frame slider); it loads nothing.

        Options:
          SCENARIO          A scenario's name in the scenarios folder, its folder, or its scenario.json.
          --format NAME     svg or html.
          --output FILE     Write to FILE instead of standard output (a link, FIFO or device is
                            written through, never replaced).
          --max-samples N   The most samples (frames × views) html may write; default 500000.
          --scenarios DIR   The scenarios folder (default: Scenarios/ here or in a parent folder).
          -h, --help        Show this help.

        Example:
          batchsim render circle-insert-delete --format html --output circle.html
        """

    static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        RenderingCommand(
            usage: usage,
            formats: [
                "svg": OutputFormat(SVGFilmstripRenderer.render),
                "html": OutputFormat(HTMLPlayerRenderer.render, samplesEveryFrame: true),
            ],
            defaultFormat: nil
        ).run(arguments, stdout: stdout, stderr: stderr)
    }
}
