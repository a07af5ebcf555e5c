package twenty

import (
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/scenes"
)

// lesson is Twenty's "Learn to play": the first hand of deal 2 for two,
// played out. It makes the count with one card, draws to keep a king,
// makes it with a set, counts a Queen as 10 and the king as what is
// wanted, and goes out, so the hand's tally shows the penalties. The
// computer's moves are its easy heuristic's on this deal, written down.
var lesson = &scenes.Lesson{
	Players: 2, Seed: 2, Level: ai.Easy,
	Steps: []scenes.LessonStep{
		{Move: "play AC", Expect: []string{"hand.card.AC", "play.confirm"},
			Text:  "The count starts at 1. Make it with cards adding up to exactly the count: your Ace counts 1. Tap the Ace, then Play.",
			Wrong: "Tap your Ace, then Play. Keep the King: it is wild, worth any value from 1 to 20 when you need it."},
		{Before: []string{"play 2S"}, Move: "play 3H", Expect: []string{"hand.card.3H", "play.confirm"},
			Text:  "Your opponent made 2 with a 2, so the count is 3. Play your 3.",
			Wrong: "Tap your 3, then Play: the count is 3."},
		{Before: []string{"play 4H"}, Move: "play 5H", Expect: []string{"hand.card.5H", "play.confirm"},
			Text:  "The count is 5: play your 5.",
			Wrong: "Tap your 5 of hearts, then Play: the count is 5."},
		{Before: []string{"draw"}, Move: "draw", Expect: []string{"play.draw"},
			Text:  "The count is 6 and only your wild King makes it. Draw a card instead: a King is worth keeping. You may always draw; if the stock runs out, the cards played this hand are shuffled into a new one.",
			Wrong: "Tap Draw: keep your King for a count nothing else can make."},
		{Before: []string{"play 6S"}, Move: "draw", Expect: []string{"play.draw"},
			Text:  "The count is 7: again only the King makes it. Draw once more.",
			Wrong: "Tap Draw: the King can wait."},
		{Before: []string{"play 3D 4C"}, Move: "play 8D", Expect: []string{"hand.card.8D", "play.confirm"},
			Text:  "Your opponent made 7 with 3 + 4: cards played together add up. The count is 8: play the 8 you drew.",
			Wrong: "Tap your 8, then Play: the count is 8."},
		{Before: []string{"play 9S"}, Move: "play QD", Expect: []string{"hand.card.QD", "play.confirm"},
			Text:  "The count is 10. A 10, a Jack or a Queen counts 10: play your Queen.",
			Wrong: "Tap your Queen, then Play: it counts 10."},
		{Before: []string{"draw"}, Move: "play 4D 7C", Expect: []string{"hand.card.4D", "hand.card.7C", "play.confirm"},
			Text:  "The count is 11: your 4 and 7 make it together. Tap both, then Play.",
			Wrong: "Tap your 4 and your 7, then Play: 4 + 7 make 11."},
		{Before: []string{"draw"}, Move: "play TD KD", Expect: []string{"hand.card.TD", "hand.card.KD", "play.confirm"},
			Text:  "The count is 12: your 10 and your King (counting 2) make it with your last cards. Play both and go out: the hand ends.",
			Wrong: "Tap your 10 and your King, then Play: 10 + 2 make 12, and you go out."},
	},
	End: "You went out! The others score penalties for their cards: 5 for Ace to 9, 10 for a 10, J or Q, 20 for a King. A count of 20 ends a hand too. Fewest points wins; play on.",
}

// AppendKeepClear keeps the stock with its "N in stock" line, the table
// pile with the last play and the count in view of the lesson's box: the
// lines speak of them.
func (s *scene) AppendKeepClear(a *scenes.Context, dst []scenes.Target) []scenes.Target {
	l := &s.lay
	spread := l.cw*1.3 + float64(max(s.lastPlay.Len(), 1)-1)*l.cw*0.42 + l.cw
	return append(dst,
		scenes.Target{ID: "the stock", X: l.stockX - a.U(6), Y: l.stockY - a.U(14), W: l.cw + a.U(12), H: l.ch + a.U(48)},
		scenes.Target{ID: "the table pile", X: l.tableX - a.U(12), Y: l.tableY - a.U(10), W: spread + a.U(24), H: l.ch + a.U(20)},
		scenes.Target{ID: "the count", X: l.countX - a.U(110), Y: l.countY - a.U(60), W: a.U(220), H: a.U(120)})
}
