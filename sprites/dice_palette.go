package sprites

import "image/color"

// DieColour is one of the five colours of 20 Strong's unit dice. Each has
// a body colour in each palette and a mark of its own in two corners of
// every face, so a player who cannot tell the colours apart tells the
// dice apart by their marks.
type DieColour uint8

// The dice colours, in the rules' order.
const (
	DieYellow DieColour = iota
	DieGreen
	DieBlue
	DiePurple
	DieRed
	NumDieColours
)

var (
	// classicDice are the table's own colours.
	classicDice = [NumDieColours]color.RGBA{
		{0xf2, 0xc9, 0x3b, 0xff},
		{0x3f, 0xa3, 0x5b, 0xff},
		{0x2f, 0x6c, 0xc4, 0xff},
		{0x8a, 0x4f, 0xc0, 0xff},
		{0xd0, 0x3a, 0x34, 0xff},
	}
	// safeDice are Okabe and Ito's colours for colour-blind readers
	// (yellow, bluish green, blue, reddish purple, vermillion): told apart
	// with every common colour-vision deficiency, red from green above all.
	safeDice = [NumDieColours]color.RGBA{
		{0xf0, 0xe4, 0x42, 0xff},
		{0x00, 0x9e, 0x73, 0xff},
		{0x00, 0x72, 0xb2, 0xff},
		{0xcc, 0x79, 0xa7, 0xff},
		{0xd5, 0x5e, 0x00, 0xff},
	}
	// dieMarkNames say what each colour's mark is, for the inspector.
	dieMarkNames = [NumDieColours]string{"a square", "a bar", "a diamond", "a cross", "a triangle"}
)

// Colour is the die's body in the palette in force.
func (c DieColour) Colour() color.RGBA {
	if c >= NumDieColours {
		return Paper
	}
	if ColourSafe() {
		return safeDice[c]
	}
	return classicDice[c]
}

// Classic is the die's body in the table's own palette: the colour scenes
// name the die by (DrawDieFace knows a die by it).
func (c DieColour) Classic() color.RGBA {
	if c >= NumDieColours {
		return Paper
	}
	return classicDice[c]
}

// MarkName says what the mark in the corners of the die's faces is ("a
// triangle").
func (c DieColour) MarkName() string {
	if c >= NumDieColours {
		return ""
	}
	return dieMarkNames[c]
}

// dieColourOf finds the dice colour whose classic body is c.
func dieColourOf(c color.RGBA) (DieColour, bool) {
	for i, classic := range classicDice {
		if c == classic {
			return DieColour(i), true
		}
	}
	return NumDieColours, false
}
