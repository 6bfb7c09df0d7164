/// `batchsim render`: draws a scenario's animation as an SVG filmstrip or a self-contained HTML
/// page that plays it.
enum RenderCommand {
    static let usage = """
        Usage: batchsim render SCENARIO --format svg|html [--output FILE] [--scenarios DIR]

        Draws every animated step of a scenario. svg is a filmstrip: one row per step, up to seven
        frames from start to end, each view a rectangle (green inserted, red deleted, pink moved,
        blue others, orange supplementary, grey decoration; opacity is alpha). html is one page
        with the frames inline and a player (step menu, play/pause, frame slider); it loads nothing.

        Options:
          SCENARIO          A scenario's name in the scenarios folder, its folder, or any scenario file.
          --format NAME     svg or html.
          --output FILE     Write to FILE instead of standard output.
          --scenarios DIR   The scenarios folder (default: Scenarios/ here or in a parent folder).
          -h, --help        Show this help.

        Example:
          batchsim render circle-insert-delete --format html --output circle.html
        """

    static func run(_ arguments: [String], stdout: any TextOutput, stderr: any TextOutput) -> ExitCode {
        RenderingCommand(
            usage: usage, formats: ["svg": SVGFilmstripRenderer.render, "html": HTMLPlayerRenderer.render], defaultFormat: nil
        ).run(arguments, stdout: stdout, stderr: stderr)
    }
}
