package ui

// CardIndex is a card game's card id: an index into its CardSprites.
type CardIndex interface {
	~uint8 | ~int8 | ~uint16 | ~int16 | ~int | ~int32 | ~uint32
}

// CardSprites are a card game's cards on the table, by card: each card's
// tween toward its place (Motions), and its turn-over (Flips, only their
// Pose.Flip is used) when the face it shows the viewer changes. A layout
// pass aims the motions between Begin and End; a skip calls Finish.
type CardSprites[C CardIndex] struct {
	Motions []Motion
	Flips   []Motion
	// shownUp is the face each card showed last, viewer whom it was shown
	// to; placed whether each card had a place when the pass began.
	shownUp []bool
	placed  []bool
	viewer  int
	// snapNext makes the next pass snap every tween (after a skip);
	// snapFaces shows this pass's new faces at once.
	snapNext, snapFaces bool
}

// NewCardSprites makes the sprites of n cards, first shown to viewer.
func NewCardSprites[C CardIndex](n, viewer int) CardSprites[C] {
	return CardSprites[C]{Motions: make([]Motion, n), Flips: make([]Motion, n),
		shownUp: make([]bool, n), placed: make([]bool, n), viewer: viewer}
}

// Begin starts a layout pass for viewer; dur is the length of a move at
// this speed. It returns the length to aim the motions with: 0 after a
// skip or with reduced motion.
func (s *CardSprites[C]) Begin(dur int, reducedMotion bool, viewer int) int {
	if reducedMotion || s.snapNext {
		dur = 0
	}
	s.snapNext = false
	// A new viewer (a hot-seat hand-over, behind the pass screen) sees the
	// cards as they are: hiding them is the pass screen's work, and a card
	// turning over would show what it hides.
	s.snapFaces = dur == 0 || viewer != s.viewer
	s.viewer = viewer
	for c := range s.Motions {
		s.placed[c] = s.Motions[c].Placed()
	}
	return dur
}

// End steps every motion, and turns over each card whose face (faceUp)
// changed over about the length of its move, or at once for a card that
// had no place before this pass.
func (s *CardSprites[C]) End(dur int, faceUp func(C) bool) {
	for c := range s.Motions {
		s.Motions[c].Step()
		TurnOver(&s.Flips[c], &s.shownUp[c], faceUp(C(c)), s.placed[c] && !s.snapFaces, dur)
	}
}

// Finish is a skip: every tween ends at once, and the next pass snaps the
// cards to the places the skipped events gave them.
func (s *CardSprites[C]) Finish() {
	for c := range s.Motions {
		s.Motions[c].Finish()
		s.Flips[c].Finish()
	}
	s.snapNext = true
}

// Moving tells whether a card is moving or turning.
func (s *CardSprites[C]) Moving() bool { return AnyMoving(s.Motions) || AnyMoving(s.Flips) }

// Flip is how far card c has turned over (Pose.Flip).
func (s *CardSprites[C]) Flip(c C) float64 { return s.Flips[c].Flip }

// ShowsUp tells whether card c shows (or is turning to) its face.
func (s *CardSprites[C]) ShowsUp(c C) bool { return s.shownUp[c] }
