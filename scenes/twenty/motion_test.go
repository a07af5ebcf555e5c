package twenty

import (
	"fmt"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/shell"
	"github.com/twenty-games/twenty/scenes/ui"
)

// TestDrawnCardTurnsOver: at normal speed a card drawn from the stock into
// the human's hand turns face up on its way (some frame draws it part
// turned), and ends face up and flat.
func TestDrawnCardTurnsOver(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twenty", Seed: 3}, nil)
	a.Settings.Speed = ui.Instant
	for i := 0; i < 600 && a.HintText() == ""; i++ {
		scenetest.Frame(a)
	}
	s := a.Top().(*scene)
	if !s.draw.Enabled {
		t.Skip("no draw possible")
	}
	a.Settings.Speed = ui.NormalSpeed
	before := s.Match.State.Hand(s.Viewer)
	scenetest.Tap(t, a, "play.draw")
	drawn := s.Match.State.Hand(s.Viewer) &^ before
	c, ok := drawn.Lowest()
	if !ok || drawn.Len() != 1 {
		t.Fatalf("the draw brought %v", drawn)
	}
	turning, sawBack := 0, false
	for i := 0; i < 60; i++ {
		f := s.cardSprites.Flip(c)
		if f > 0 && f < 1 {
			turning++
			sawBack = sawBack || f > 0.5
		}
		scenetest.Frame(a)
	}
	if turning < 3 || !sawBack {
		t.Fatalf("the drawn %v was turning on %d frames (shown from its back: %v)", c, turning, sawBack)
	}
	if f := s.cardSprites.Flip(c); f != 0 || !s.faceUp(c) {
		t.Fatalf("after its move the drawn %v has Flip %v, face up %v", c, f, s.faceUp(c))
	}
	// A computer's card played from its hand turns face up on its way.
	for i := 0; i < 20000; i++ {
		if hint := a.HintText(); hint != "" {
			playHumanTurn(t, a, hint)
			continue
		}
		if _, ok := scenetest.Read(t, a).Target("play.continue"); ok {
			scenetest.Tap(t, a, "play.continue")
			continue
		}
		before := s.zone
		scenetest.Frame(a)
		for c := range s.zone {
			if before[c] >= viewHand && int(before[c])-viewHand != s.Viewer && s.zone[c] == viewTable {
				if f := s.cardSprites.Flip(cards.Card(c)); f <= 0 || f >= 1 || !s.faceUp(cards.Card(c)) {
					t.Fatalf("the computer's %v played to the table: Flip %v, face up %v", cards.Card(c), f, s.faceUp(cards.Card(c)))
				}
				return
			}
		}
	}
	t.Fatal("the computer never played a card")
}

// TestNoTurningAtInstantSpeed: at Instant no card turns over.
func TestNoTurningAtInstantSpeed(t *testing.T) {
	a := testApp(t, shell.Options{Game: "twenty", Seed: 3, Level: "easy"}, nil)
	a.Settings.Speed = ui.Instant
	for i := 0; i < 150; i++ {
		scenetest.Frame(a)
		s := a.Top().(*scene)
		if ui.AnyMoving(s.cardSprites.Flips) {
			t.Fatalf("frame %d: a card turns over at Instant speed", i)
		}
		if hint := a.HintText(); hint != "" {
			playHumanTurn(t, a, hint)
		}
	}
}

// TestHotSeatHandOverDoesNotTurnCards: when the device changes hands the
// hands change faces at once, behind the pass screen: no card turns over
// (a turning card would show the next player the hand being hidden).
func TestHotSeatHandOverDoesNotTurnCards(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.NormalSpeed
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Human: true}, {Level: ai.Easy}}, Seed: 9, Choices: []int{0}})
	s := a.Top().(*scene)
	handOvers := 0
	checkStill := func(when string) {
		t.Helper()
		for c := range s.cardSprites.Flips {
			if s.cardSprites.Flips[c].Moving() {
				t.Fatalf("%s: %v is turning over (Flip %v)", when, cards.Card(c), s.cardSprites.Flip(cards.Card(c)))
			}
			if s.zone[c] >= viewHand && s.cardSprites.ShowsUp(cards.Card(c)) != s.faceUp(cards.Card(c)) {
				t.Fatalf("%s: %v shows the wrong face", when, cards.Card(c))
			}
		}
	}
	for i := 0; i < 20000 && handOvers < 4; i++ {
		if a.Top().Name() == "pass" {
			handOvers++
			checkStill("under the pass screen")
			scenetest.Tap(t, a, "pass.ready")
			// Until the player moves, nothing turns.
			for k := 0; k < 400 && a.HintText() == ""; k++ {
				checkStill(fmt.Sprintf("%d frames after the hand-over", k))
				scenetest.Frame(a)
			}
			checkStill("at the turn")
			continue
		}
		if hint := a.HintText(); hint != "" {
			playHumanTurn(t, a, hint)
			continue
		}
		scenetest.Frame(a)
	}
	if handOvers < 4 {
		t.Fatalf("%d hand-overs", handOvers)
	}
}

// handEndQueued: the events waiting to be shown end a hand.
func handEndQueued(s *scene) bool {
	for _, e := range s.Match.PendingEvents() {
		if e.Kind == rules.EvRoundEnd {
			return !s.Tally
		}
	}
	return false
}

// playToHandEnd plays computer against computer at Instant until the end
// of the first hand is about to be shown.
func playToHandEnd(t *testing.T, seed uint64) (*shell.App, *scene) {
	t.Helper()
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Level: ai.Easy}, {Level: ai.Easy}}, Seed: seed, Choices: []int{0}})
	s := a.Top().(*scene)
	for i := 0; i < 20000 && !handEndQueued(s); i++ {
		scenetest.Frame(a)
	}
	if !handEndQueued(s) {
		t.Fatal("the hand did not end")
	}
	return a, s
}

// TestPointsCountUp: at the end of a hand at normal speed, the points
// beside a name count up through the numbers in between to the rules'
// total; at Instant they show the total at once.
func TestPointsCountUp(t *testing.T) {
	a, s := playToHandEnd(t, 5)
	a.Settings.Speed = ui.NormalSpeed
	st := s.Match.State
	p, before := 0, make([]int, s.players)
	for q := range before {
		before[q] = s.penalty[q].Shown()
		if st.Penalty(q)-before[q] > st.Penalty(p)-before[p] {
			p = q
		}
	}
	if st.Penalty(p)-before[p] < 3 {
		t.Skipf("penalties %d -> %d: too small a change to count", before[p], st.Penalty(p))
	}
	seen := map[string]bool{s.scoreLabel[p]: true}
	for i := 0; i < 120; i++ {
		scenetest.Frame(a)
		seen[s.scoreLabel[p]] = true
	}
	want := fmt.Sprintf("%s  %d pts", s.SeatName(p), st.Penalty(p))
	if s.scoreLabel[p] != want {
		t.Fatalf("the label ends as %q, want %q", s.scoreLabel[p], want)
	}
	if len(seen) < 4 {
		t.Fatalf("the label went from %d to %d through only %v", before[p], st.Penalty(p), seen)
	}
	b, s2 := playToHandEnd(t, 5)
	scenetest.Frame(b)
	for q := 0; q < s2.players; q++ {
		if want := fmt.Sprintf("%s  %d pts", s2.SeatName(q), s2.Match.State.Penalty(q)); s2.scoreLabel[q] != want {
			t.Fatalf("at Instant the label shows %q, want %q", s2.scoreLabel[q], want)
		}
	}
}
