package minustwenty

import (
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/scenes"
)

// lesson is Minus Twenty's "Learn to play": the first six turns of deal
// 2. It starts a meld with a face card, then rising numbers with a gap,
// shows a meld still under 20 scoring negative, draws to end each turn,
// takes a card the opponent discarded, discards a card that helps
// nobody, and puts a second face card on a meld. Then it jumps to the
// last card of the draw pile, the moves between (both seats') being the
// easy heuristic's, played at once: an eighth card on a meld adds 20,
// and drawing the last card ends the round, whose tally shows. The
// computer's moves are its easy heuristic's on this deal, written down.
var lesson = &scenes.Lesson{
	Players: 2, Seed: 2, Level: ai.Easy,
	Steps: []scenes.LessonStep{
		{Before: []string{"discard 2C", "draw"}, Move: "meld KH", Expect: []string{"hand.card.KH", "meld.H"},
			Text:  "A turn: play one card, then draw one. Start a hearts meld with your King: face cards (J, Q, K) go first and multiply what the meld scores.",
			Wrong: "Tap your King of hearts, then the ringed place for your hearts meld."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Now draw to end your turn: tap the draw pile. You always hold 7 cards.",
			Wrong: "Tap the draw pile: each turn ends with a card drawn."},
		{Before: []string{"discard QC", "draw"}, Move: "meld 4H", Expect: []string{"hand.card.4H", "meld.H"},
			Text:  "Now a number on your hearts: the 4. From here only higher hearts may join this meld, and no more face cards.",
			Wrong: "Tap your 4 of hearts, then your hearts meld."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Draw. Every card drawn brings the end nearer: the round ends when the draw pile is empty.",
			Wrong: "Tap the draw pile to end your turn."},
		{Before: []string{"meld 4S", "draw"}, Move: "meld 6H", Expect: []string{"hand.card.6H", "meld.H"},
			Text:  "Play your 6 on the hearts: higher than the 4, and gaps are fine. A meld scores its numbers minus 20, doubled by the King: with the 6, (4 + 6 - 20) x 2 = -20.",
			Wrong: "Tap your 6 of hearts, then your hearts meld: it is higher than the 4."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Draw. A meld pays only once its numbers pass 20, so begin only the suits you can carry.",
			Wrong: "Tap the draw pile to end your turn."},
		{Before: []string{"meld 5S", "draw"}, Move: "meld KC", Expect: []string{"hand.card.KC", "meld.C"},
			Text:  "Start clubs with your King. Your opponent discarded the Queen of clubs: you can take it once you have played.",
			Wrong: "Tap your King of clubs, then your clubs meld."},
		{Move: "take C", Expect: []string{"discard.C"},
			Text:  "Instead of the draw pile, take the top card of a discard pile: tap the clubs pile for its Queen.",
			Wrong: "Tap the clubs discard pile: its Queen joins your clubs."},
		{Before: []string{"discard QH", "draw"}, Move: "discard 3S", Expect: []string{"hand.card.3S", "discard.S"},
			Text:  "Any card can go on its suit's discard pile instead. Discard your 3 of spades: your opponent's spades are past 3, so it helps nobody.",
			Wrong: "Tap your 3 of spades, then the spades discard pile."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Draw from the pile (not the card you just discarded) to end your turn.",
			Wrong: "Tap the draw pile to end your turn."},
		{Before: []string{"meld 7S", "draw"}, Move: "meld QC", Expect: []string{"hand.card.QC", "meld.C"},
			Text:  "Put the Queen on your clubs: two face cards triple the meld's score, for better or for worse.",
			Wrong: "Tap your Queen of clubs, then your clubs meld: face cards go before any number."},
		{Move: "take C", Expect: []string{"discard.C"},
			Text:  "The clubs pile shows a 2 again: take it, a low card to start your clubs numbers.",
			Wrong: "Tap the clubs discard pile to take its 2."},
		{Skip: []string{
			"meld 8S", "draw", "meld 2C", "draw", "discard 2H", "draw", "meld 5D", "draw", "meld 6D", "draw",
			"discard 2D", "draw", "discard JH", "draw", "meld 4C", "draw", "discard 3D", "draw", "discard QS", "draw",
			"meld 8D", "draw", "discard 3C", "draw", "meld TD", "draw", "discard 3H", "draw", "discard 4D", "draw",
			"meld 9D", "draw", "discard 7D", "draw", "meld 6C", "draw", "discard JC", "draw", "meld 8C", "take C",
			"discard 2S", "draw", "meld 9C", "take S", "meld TS", "draw", "meld 9H", "draw", "discard KS", "draw",
		}, Move: "meld TC", Expect: []string{"hand.card.TC", "meld.C"},
			Text:  "Later in the round: the turns between were played for you, and one card is left to draw. Put your 10 on the clubs: 8 cards in a meld add 20, so (39 - 20) x 3 + 20 = 77.",
			Wrong: "Tap your 10 of clubs, then your clubs meld: its eighth card."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Draw the last card: the round ends as the pile runs out, and each meld begun scores.",
			Wrong: "Tap the draw pile: its last card ends the round."},
	},
	End: "Round 1 is yours, 69 to 18: hearts and diamonds, under 20, cost you points; the clubs paid. The match has 3 rounds and the totals decide. Continue, and play on.",
}

// AppendKeepClear keeps the opponent's melds, with their scores, in view
// of the lesson's box: a step may speak of them (what they hold decides a
// discard), and they show what the opponent builds. At a round's end the
// tally, which the summary speaks of, is kept in view too.
func (s *scene) AppendKeepClear(a *scenes.Context, dst []scenes.Target) []scenes.Target {
	l := &s.lay
	if s.Tally {
		dst = append(dst, scenes.Target{ID: "the round's tally", X: l.tally.X, Y: l.tally.Y, W: l.tally.W, H: l.tally.H})
	}
	for p := range s.view.melds {
		if p == s.Viewer {
			continue
		}
		for suit := range cards.Suit(cards.NumSuits) {
			n := s.view.melds[p][suit].n
			if n == 0 {
				continue
			}
			h := float64(n-1) * l.meldStep(n, l.oppBase+l.ch-l.oppTop)
			dst = append(dst, scenes.Target{ID: "the opponent's " + suit.Name() + " meld",
				X: l.colX[suit], Y: l.oppBase - h, W: l.cw, H: l.ch + h + 2*l.lab})
		}
	}
	return dst
}
