package sprites

// The colour-blind-safe palette (Settings > Colours). Colours that tell
// things apart (suits, tile bands, dice) come from the palette in force;
// everything else keeps its colour. Images painted from these colours and
// kept (atlases, caches) are painted again when PaletteVersion changes.

var (
	colourSafe     bool
	paletteVersion int
)

// SetColourSafe switches the colour-blind-safe palette on or off.
func SetColourSafe(on bool) {
	if on != colourSafe {
		colourSafe = on
		paletteVersion++
	}
}

// ColourSafe tells whether the colour-blind-safe palette is in force.
func ColourSafe() bool { return colourSafe }

// PaletteVersion changes whenever the palette does: a cache of painted
// images compares it with the version it was painted at.
func PaletteVersion() int { return paletteVersion }
