extension Grid {
    /// Every cell's marks as `glyphs` draw them: in ascii mode, the 7-bit stand-ins of the marks any text
    /// brought (`Glyphs.cellSubstitutes`) and each cut's `…` spelled out.
    mutating func drawMarks(as glyphs: Glyphs) {
        substitute(glyphs.cellSubstitutes)
        if glyphs.spellsOutEllipses { spellOutEllipses() }
    }
}
