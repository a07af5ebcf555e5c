package scenes

// InspectState is the card inspector in the test contract.
type InspectState struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// TextBox is a text on screen and its box, in CSS pixels.
type TextBox struct {
	Text string  `json:"text"`
	X    float64 `json:"x"`
	Y    float64 `json:"y"`
	W    float64 `json:"w"`
	H    float64 `json:"h"`
	// Over: drawn on its own panel above the screen (a toast): it may
	// cover other texts and targets, but must fit on the screen.
	Over bool `json:"over,omitempty"`
	// BoxW is the width the text was wrapped or fitted to (0: none): a
	// text wider than its box ran out of it.
	BoxW float64 `json:"boxW,omitempty"`
	// Cut: the text was shortened with an ellipsis to fit its box.
	Cut bool `json:"cut,omitempty"`
	// Size is its font size, in CSS pixels.
	Size float64 `json:"size"`
}
