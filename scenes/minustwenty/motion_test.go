package minustwenty

import (
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

// TestCardsTurnOverWhenRevealed plays at normal speed: a card drawn from
// the pile into the human's hand turns face up on its way and ends flat;
// the computer's cards played from its hidden hand turn face up on their
// way; its draws from the pile stay backs and the cards it takes from a
// discard pile stay face up (nothing turns).
func TestCardsTurnOverWhenRevealed(t *testing.T) {
	a := testApp(t, shell.Options{Game: "minustwenty", Seed: 4, Level: "easy"}, nil)
	a.Settings.Speed = ui.Instant
	waitForHuman(t, a)
	s := sceneOf(t, a)
	a.Settings.Speed = ui.NormalSpeed
	// Play a card, then draw from the pile and watch the drawn card.
	c, _ := s.Match.State.Hand(s.Viewer).Lowest()
	scenetest.Tap(t, a, "hand.card."+c.String())
	scenetest.Tap(t, a, "discard."+suitLetter(c.Suit()))
	waitForHuman(t, a)
	before := s.Match.State.Hand(s.Viewer)
	scenetest.Tap(t, a, "pile.draw")
	d, ok := (s.Match.State.Hand(s.Viewer) &^ before).Lowest()
	if !ok {
		t.Fatal("the draw brought no card")
	}
	turning, sawBack := 0, false
	for i := 0; i < 40; i++ {
		scenetest.Frame(a)
		if f := s.cardSprites.Flip(d); f > 0 && f < 1 {
			turning++
			sawBack = sawBack || f > 0.5
		}
	}
	if turning < 3 || !sawBack {
		t.Fatalf("the drawn %v was turning on %d frames (shown from its back: %v)", d, turning, sawBack)
	}
	if f := s.cardSprites.Flip(d); f != 0 || !s.faceUp(d) {
		t.Fatalf("after its move the drawn %v has Flip %v, face up %v", d, f, s.faceUp(d))
	}
	// The computer's turns.
	opp := 1 - s.Viewer
	var plays, draws int
	for turns := 0; turns < 12 && a.Top().Name() == "play" && (plays < 2 || draws < 2); {
		if _, ok := scenetest.Read(t, a).Target("play.continue"); ok {
			break
		}
		if hint := a.HintText(); hint != "" {
			playMinusTwentyStep(t, a, hint)
			turns++
			continue
		}
		zones, known := s.view.zone, s.view.known[opp]
		scenetest.Frame(a)
		for i, z := range s.view.zone {
			c, was := cards.Card(i), zones[i]
			if z == was {
				continue
			}
			turns := s.cardSprites.Flips[c].Moving()
			switch {
			case was.kind == zoneHand && was.player == opp && (z.kind == zoneMeld || z.kind == zoneDiscard):
				if hidden := !known.Has(c); turns != hidden {
					t.Errorf("the computer played its %v (hidden %v): turning %v", c, hidden, turns)
				}
				plays++
			case z.kind == zoneHand && z.player == opp:
				if turns {
					t.Errorf("the computer's %v from the %v turns over", c, was.kind)
				}
				draws++
			}
		}
	}
	if plays == 0 || draws == 0 {
		t.Fatalf("watched %d plays and %d draws of the computer", plays, draws)
	}
}

// TestHotSeatHandOverDoesNotTurnCards: when the device changes hands, the
// hands change faces at once behind the pass screen: no card turns over
// (a turning card would show the next player the hand being hidden).
func TestHotSeatHandOverDoesNotTurnCards(t *testing.T) {
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.NormalSpeed
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Human: true}, {Human: true}}, Seed: 9, Choices: []int{0}})
	s := sceneOf(t, a)
	checkStill := func(when string) {
		t.Helper()
		for c := range s.cardSprites.Flips {
			if s.cardSprites.Flips[c].Moving() {
				t.Fatalf("%s: %v is turning over (Flip %v)", when, cards.Card(c), s.cardSprites.Flip(cards.Card(c)))
			}
		}
	}
	handOvers := 0
	for i := 0; i < 20000 && handOvers < 4; i++ {
		if a.Top().Name() == "pass" {
			handOvers++
			checkStill("under the pass screen")
			scenetest.Tap(t, a, "pass.ready")
			for k := 0; k < 400 && a.HintText() == ""; k++ {
				checkStill("after the hand-over")
				scenetest.Frame(a)
			}
			checkStill("at the turn")
			continue
		}
		if hint := a.HintText(); hint != "" {
			playMinusTwentyStep(t, a, hint)
			continue
		}
		scenetest.Frame(a)
	}
	if handOvers < 4 {
		t.Fatalf("%d hand-overs", handOvers)
	}
}

// playToRoundEnd plays computer against computer at Instant until the
// end of the first round is about to be shown.
func playToRoundEnd(t *testing.T) (*shell.App, *scene) {
	t.Helper()
	a := testApp(t, shell.Options{}, nil)
	a.Settings.Speed = ui.Instant
	a.StartGame(Game, scenes.GameConfig{Seats: []play.Seat{{Level: ai.Easy}, {Level: ai.Easy}}, Seed: 21, Choices: []int{1}})
	s := sceneOf(t, a)
	queued := func() bool {
		for _, e := range s.Match.PendingEvents() {
			if e.Kind == rules.EvRoundEnd {
				return !s.Tally
			}
		}
		return false
	}
	for i := 0; i < 20000 && !queued(); i++ {
		scenetest.Frame(a)
	}
	if !queued() {
		t.Fatal("the round did not end")
	}
	return a, s
}

// TestScoresCountUp: at the end of a round at normal speed, the totals
// beside the names count through the numbers in between to the rules'
// totals; at Instant they show them at once.
func TestScoresCountUp(t *testing.T) {
	a, s := playToRoundEnd(t)
	a.Settings.Speed = ui.NormalSpeed
	totals := s.Match.State.Totals()
	p := 0
	if abs(totals[1]) > abs(totals[0]) {
		p = 1
	}
	if abs(totals[p]) < 3 {
		t.Skipf("totals %v: too small to count", totals)
	}
	want := "Round " + signed(totals[p]) + "   Total " + signed(totals[p])
	seen := map[string]bool{}
	for i := 0; i < 400 && !s.Tally; i++ {
		scenetest.Frame(a)
		seen[s.labels.score[p]] = true
	}
	for i := 0; i < 60; i++ {
		scenetest.Frame(a)
		seen[s.labels.score[p]] = true
	}
	if got := s.labels.score[p]; got != want {
		t.Fatalf("player %d's scores end as %q, want %q", p, got, want)
	}
	if len(seen) < 4 {
		t.Fatalf("the scores went to %q through only %v", want, seen)
	}
	if got := s.labels.tallyPts[p]; got != "this round "+signed(totals[p])+"   total "+signed(totals[p]) {
		t.Fatalf("the tally says %q", got)
	}
	b, s2 := playToRoundEnd(t)
	scenetest.Frame(b)
	for q, total := range s2.Match.State.Totals() {
		if want := "Round " + signed(total) + "   Total " + signed(total); s2.labels.score[q] != want {
			t.Fatalf("at Instant player %d's scores show %q, want %q", q, s2.labels.score[q], want)
		}
	}
}

func abs(v int) int { return max(v, -v) }
