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

// lesson is For20 Cards' "Learn to play": the first five turns of deal 5
// for two, where you start. It smokes with tools whose range fits
// (legendary ones stay in your area and smoke again), one new tool a
// turn, an action paid with coins and aimed at the opponent's reserve,
// and the opponent's out-of-turn answer, Pass it!, twice: once the smoke
// goes to their stack, once they are asked and let it be. The computer's
// moves are its easy heuristic's on this deal, written down.
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
	},
	End: "The game is yours. Papers are single-use tools you may combine; rotate a material or recycle a card for coins; when a button offers an answer, you may answer out of turn too. Rules has it all.",
}

// AppendKeepClear keeps the status line (whose turn, the phase, the
// coins) in view of the lesson's box.
func (s *scene) AppendKeepClear(a *scenes.Context, dst []scenes.Target) []scenes.Target {
	r := s.lay.info[0]
	return append(dst, scenes.Target{ID: "the status line", X: r.X, Y: r.Y, W: r.W, H: r.H})
}
