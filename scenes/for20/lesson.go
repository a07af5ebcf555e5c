package for20

import (
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/scenes"
)

// withLesson adds For20 Cards' "Learn to play" to the game.
func withLesson(g *scenes.Game) *scenes.Game {
	g.Lesson = lesson
	return g
}

// lesson is For20 Cards' "Learn to play": the first eight rounds of deal
// 5 for two, where you start. It smokes with tools whose range fits
// (legendary ones stay in your area and smoke again), one new tool a
// turn, an action paid with coins and aimed at the opponent's reserve,
// and the opponent's out-of-turn answer, Pass it!, twice: once the smoke
// goes to their stack, once they are asked and let it be. Then coins
// from rotating and recycling buy a Coughing Fit; two materials share
// one smoke; a 0-point material waits for a partner; a paper is the one
// new tool of a turn; and you answer out of turn, Nice tool! against the
// opponent's smoke. The computer's moves are its easy heuristic's on
// this deal, written down.
var lesson = &scenes.Lesson{
	Players: 2, Seed: 5, Level: ai.Easy,
	Steps: []scenes.LessonStep{
		{Move: "smoke T22 M46", Expect: []string{"hand.card.T22", "reserve.0.M46", "smoke"},
			Text:  "Each turn starts with two draws: a material to your reserve, a card to your hand. Smoke Melt Down (hash, 3 points) with the Hookah Palace (hash, 2 to 6): tap both, then Smoke.",
			Wrong: "Tap the Hookah Palace and Melt Down, then Smoke: its range, 2 to 6, holds Melt Down's 3 points."},
		{Before: []string{"answer O05 T02 T06"}, Move: "end", Expect: []string{"end"},
			Text:  "Your opponent answered out of turn with Pass it!: your smoke went onto their stack. The Hookah Palace is a legendary tool: it stays in your area. End your turn.",
			Wrong: "Tap End turn: nothing is left to smoke."},
		{Before: []string{"place T24", "end"}, Move: "smoke T17 M54", Expect: []string{"hand.card.T17", "reserve.0.M54", "smoke"},
			Text:  "Roach Stash is special (1 point): any tool whose range holds 1 takes it. Smoke it with the Chalice (1 to 4) from your hand, your one new tool this turn; it pays 2 coins.",
			Wrong: "Tap the Chalice and Roach Stash, then Smoke."},
		{Before: []string{"pass"}, Move: "play A12 @1 M23", Expect: []string{"hand.card.A12", "target.1", "reserve.1.M23", "play"},
			Text:  "Your opponent could answer and let it be. Actions cost coins: Butterfingers, for 2, destroys a material in their reserve. Tap it, your opponent, their Purple Daze, then Play.",
			Wrong: "Tap Butterfingers, your opponent's name, their Purple Daze, then Play."},
		{Move: "end", Expect: []string{"end"},
			Text:  "End your turn: coins you have not spent are lost.",
			Wrong: "Tap End turn."},
		{Before: []string{"place T26", "end"}, Move: "smoke T25 M38", Expect: []string{"hand.card.T25", "reserve.0.M38", "smoke"},
			Text:  "Smoke Brown Brick (hash, 2 points) with the Iron Pipe (hash, 1 to 3) from your hand: another legendary for your area.",
			Wrong: "Tap the Iron Pipe and Brown Brick, then Smoke."},
		{Before: []string{"pass"}, Move: "end", Expect: []string{"end"},
			Text:  "Your smoked stack is your score: whoever leads with 20 or more at the end of a full round wins. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T26 M12 M15", "end"}, Move: "smoke T22 M43", Expect: []string{"area.0.T22", "reserve.0.M43", "smoke"},
			Text:  "A legendary in your area smokes once every turn: smoke Bubble Trouble (hash, 2) with the Hookah Palace in your area.",
			Wrong: "Tap the Hookah Palace in your area and Bubble Trouble, then Smoke."},
		{Before: []string{"answer O06 T05 O08"}, Move: "end", Expect: []string{"end"},
			Text:  "Pass it! again: an answer costs other cards from the hand, and your opponent paid two. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T24 M57", "end"}, Move: "rotate M07", Expect: []string{"reserve.0.M07", "rotate"},
			Text:  "Coins come two more ways. Rotate Dad's Stash for its 2 coins: a rotated material stays in your reserve and can be smoked next turn. Tap it, then Rotate.",
			Wrong: "Tap Dad's Stash in your reserve, then Rotate."},
		{Move: "recycle A19", Expect: []string{"hand.card.A19", "recycle"},
			Text:  "Recycle a card from your hand for the coins in its corner: Swap Meet pays 1, so you have 3.",
			Wrong: "Tap Swap Meet in your hand, then Recycle."},
		{Move: "play A13 @1", Expect: []string{"hand.card.A13", "target.1", "play"},
			Text:  "Coughing Fit, for 3 coins, destroys the top of an opponent's smoked stack: their Golden Drop, 2 points. Tap it, your opponent, then Play.",
			Wrong: "Tap Coughing Fit, your opponent's name, then Play."},
		{Move: "end", Expect: []string{"end"},
			Text:  "Your opponent lost 2 points. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T03 M13", "rotate M49", "play A02 M23", "smoke T26 M23", "end"}, Move: "smoke T17 M07 M19", Expect: []string{"area.0.T17", "reserve.0.M07", "reserve.0.M19", "smoke"},
			Text:  "A tool may smoke several materials at once if their points add up within its range. Smoke Dad's Stash and Chalice Cherry with the Chalice: 1 + 2 in 1 to 4, and the Cherry scores 2 more with it.",
			Wrong: "Tap the Chalice in your area, Dad's Stash and Chalice Cherry, then Smoke."},
		{Move: "end", Expect: []string{"end"},
			Text:  "5 points, and the Chalice paid 2 coins. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T04 M52", "end"}, Move: "end", Expect: []string{"end"},
			Text:  "Your new Chocolate Bar scores 0: a 0-point material is never smoked alone, only with another. Its coins would buy nothing you need now: keep it and end your turn.",
			Wrong: "Tap End turn: the Chocolate Bar waits for a partner."},
		{Before: []string{"smoke T24 M42", "end"}, Move: "smoke T10 M20 M27", Expect: []string{"hand.card.T10", "reserve.0.M20", "reserve.0.M27", "smoke"},
			Text:  "King Size is a paper: used once, then dumped. A paper, or papers played together, is your one new tool of the turn. It takes Sticky Icky with the Chocolate Bar: 2 + 0 in 2 to 3.",
			Wrong: "Tap King Size, Sticky Icky and the Chocolate Bar, then Smoke."},
		{Move: "end", Expect: []string{"end"},
			Text:  "You drew Nice tool!, an out-of-turn card: when your opponent smokes, you may answer. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T14 M14"}, Move: "answer O04 A03 A04", Expect: []string{"hand.card.A03", "hand.card.A04", "answer.O04"},
			Text:  "Your opponent smokes with a Cone. Answer with Nice tool!: the Cone comes to your area and the smoke stops. An answer costs two other cards: tap both Scavengers, then Nice tool!",
			Wrong: "Tap your two Scavengers, then Nice tool!: it takes their Cone."},
	},
	End: "The game is yours: 10 points to 16, and whoever leads with 20 or more at the end of a round wins. Legendary tools stay in your area; watch for answers from both sides. Rules has it all.",
}

// AppendKeepClear keeps the status line (whose turn, the phase, the
// coins) in view of the lesson's box.
func (s *scene) AppendKeepClear(a *scenes.Context, dst []scenes.Target) []scenes.Target {
	r := s.lay.info[0]
	return append(dst, scenes.Target{ID: "the status line", X: r.X, Y: r.Y, W: r.W, H: r.H})
}
