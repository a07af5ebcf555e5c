package for20

import (
	"strconv"

	"github.com/twenty-games/twenty/rules/ai"
	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
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
// goes to their stack, once they are asked and let it be. The material
// destroyed goes to the material dump, and the opponent's Dealer's Cove
// takes it back from there. Then coins from rotating and recycling buy a
// Coughing Fit; two materials share one smoke; a 0-point material waits
// for a partner; a paper is the one new tool of a turn and goes to the
// playing dump; and you answer out of turn, Nice tool! against the
// opponent's smoke. The computer's moves are its easy heuristic's on this
// deal, written down. Every figure of the lines is a placeholder filled
// by lessonFigures from the position.
var lesson = &scenes.Lesson{
	Players: 2, Seed: 5, Level: ai.Easy,
	Figures: lessonFigures,
	Steps: []scenes.LessonStep{
		{Move: "smoke T22 M46", Expect: []string{"hand.card.T22", "reserve.0.M46", "smoke"},
			Text:  "Each turn starts by drawing a material to your reserve and a card to your hand. Smoke Melt Down ({type M46}, {points M46}) with the Hookah Palace ({type T22}, {range T22}): tap them, then Smoke.",
			Wrong: "Tap the Hookah Palace and Melt Down, then Smoke: its range, {range}, holds Melt Down's {points M46}."},
		{Before: []string{"answer O05 T02 T06"}, Move: "end", Expect: []string{"end"},
			Text:  "Your opponent answered out of turn with Pass it!, paying {discard O05} from their hand: your smoke went onto their stack. The Hookah Palace is a legendary tool: it stays in your area. End your turn.",
			Wrong: "Tap End turn: nothing is left to smoke."},
		{Before: []string{"place T24", "end"}, Move: "smoke T17 M54", Expect: []string{"hand.card.T17", "reserve.0.M54", "smoke"},
			Text:  "Roach Stash is {type M54} ({points M54}): any tool whose range holds {pts M54} takes it. Smoke it with the Chalice ({range T17}) from your hand, your new tool of the turn; it pays {gains T17}.",
			Wrong: "Tap the Chalice and Roach Stash, then Smoke."},
		{Before: []string{"pass"}, Move: "play A12 @1 M23", Expect: []string{"hand.card.A12", "target.1", "reserve.1.M23", "play"},
			Text:  "Your opponent could answer and let it be. Actions cost coins, and you have {coins}: Butterfingers, for {cost A12}, destroys a material in their reserve. Tap it, your opponent, their Purple Daze, then Play.",
			Wrong: "Tap Butterfingers, your opponent's name, their Purple Daze, then Play."},
		{Move: "end", Expect: []string{"end"},
			Text:  "Purple Daze went to the material dump, where a Dealer's Cove can take it back; a played action goes to the playing dump. End your turn: coins you have not spent are lost.",
			Wrong: "Tap End turn."},
		{Before: []string{"place T26", "end"}, Move: "smoke T25 M38", Expect: []string{"hand.card.T25", "reserve.0.M38", "smoke"},
			Text:  "Smoke Brown Brick ({type M38}, {points M38}) with the Iron Pipe ({type T25}, {range T25}) from your hand: another legendary for your area.",
			Wrong: "Tap the Iron Pipe and Brown Brick, then Smoke."},
		{Before: []string{"pass"}, Move: "end", Expect: []string{"end"},
			Text:  "Your smoked stack is your score, {you} now: whoever leads with {win} or more at the end of a full round wins. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T26 M12 M15", "end"}, Move: "smoke T22 M43", Expect: []string{"area.0.T22", "reserve.0.M43", "smoke"},
			Text:  "A legendary in your area smokes again every turn: smoke Bubble Trouble ({type M43}, {points M43}) with the Hookah Palace in your area.",
			Wrong: "Tap the Hookah Palace in your area and Bubble Trouble, then Smoke."},
		{Before: []string{"answer O06 T05 O08"}, Move: "end", Expect: []string{"end"},
			Text:  "Pass it! again: an answer costs other cards from the hand, and your opponent paid {discard O06}. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T24 M57", "end"}, Move: "rotate M07", Expect: []string{"reserve.0.M07", "rotate"},
			Text:  "Coins also come from your cards. Rotate Dad's Stash for its {rotates M07}: a rotated material stays in your reserve and can be smoked next turn. Tap it, then Rotate.",
			Wrong: "Tap Dad's Stash in your reserve, then Rotate."},
		{Move: "recycle A19", Expect: []string{"hand.card.A19", "recycle"},
			Text:  "Recycle a card from your hand to the playing dump for the coins in its corner: Swap Meet pays {recycle A19}, so you have {after}.",
			Wrong: "Tap Swap Meet in your hand, then Recycle."},
		{Move: "play A13 @1", Expect: []string{"hand.card.A13", "target.1", "play"},
			Text:  "Coughing Fit, for {cost A13}, destroys the top of an opponent's smoked stack: their {top}, {top points}. Tap it, your opponent, then Play.",
			Wrong: "Tap Coughing Fit, your opponent's name, then Play."},
		{Move: "end", Expect: []string{"end"},
			Text:  "The Golden Drop went to the material dump, its points with it: your opponent is down to {them}. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T03 M13", "rotate M49", "play A02 M23", "smoke T26 M23", "end"}, Move: "smoke T17 M07 M19", Expect: []string{"area.0.T17", "reserve.0.M07", "reserve.0.M19", "smoke"},
			Text:  "Your opponent's Dealer's Cove took the Purple Daze you destroyed back from the material dump. A tool may smoke several materials at once: smoke Dad's Stash and Chalice Cherry with the Chalice, {pts M07} + {pts M19} in {range}; the Cherry scores {bonus M19} more with it.",
			Wrong: "Tap the Chalice in your area, Dad's Stash and Chalice Cherry, then Smoke."},
		{Move: "end", Expect: []string{"end"},
			Text:  "Your score is {you}, and the Chalice paid {coins}. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T04 M52", "end"}, Move: "end", Expect: []string{"end"},
			Text:  "Your new Chocolate Bar scores {pts M27}: every tool needs at least {least}, so it is smoked only with another material. Keep it for a partner and end your turn.",
			Wrong: "Tap End turn: the Chocolate Bar waits for a partner."},
		{Before: []string{"smoke T24 M42", "end"}, Move: "smoke T10 M20 M27", Expect: []string{"hand.card.T10", "reserve.0.M20", "reserve.0.M27", "smoke"},
			Text:  "King Size is a paper, your new tool of the turn: used once, it goes to the playing dump. It takes Sticky Icky with the Chocolate Bar: {pts M20} + {pts M27} in {range}.",
			Wrong: "Tap King Size, Sticky Icky and the Chocolate Bar, then Smoke."},
		{Move: "end", Expect: []string{"end"},
			Text:  "You drew Nice tool!, an out-of-turn card: when your opponent smokes, you may answer. End your turn.",
			Wrong: "Tap End turn."},
		{Before: []string{"smoke T14 M14"}, Move: "answer O04 A03 A04", Expect: []string{"hand.card.A03", "hand.card.A04", "answer.O04"},
			Text:  "Your opponent smokes with a Cone. Answer with Nice tool!: the Cone comes to your area and the smoke stops. It costs {discard O04} from your hand, which go to the playing dump: tap your Scavengers, then Nice tool!",
			Wrong: "Tap your Scavengers, then Nice tool!: it takes their Cone."},
	},
	End: "The game is yours: {you} to {them}, and whoever leads with {win} or more at the end of a full round wins. Legendary tools stay in your area; watch for answers from both sides. Rules has it all.",
}

// lessonFigures are the figures the lesson's lines name, at the position
// a step's move is due at (move, in its text form, "" for the summary):
// the scores and the coins of the position, the winning total, the
// step's own smoke (its materials' points, its tools' range), recycle and
// Coughing Fit, and each card's numbers from the rules' card table, keyed
// by its id ("{points M46}", "{range T22}", "{cost A12}"). Counts come
// with their noun, singular or plural as the number wants.
func lessonFigures(state any, move string) map[string]string {
	s := state.(*f20.State)
	fig := map[string]string{
		"you":   f20.Count(s.Score(0), "point"),
		"them":  f20.Count(s.Score(1), "point"),
		"coins": f20.Count(s.Coins(), "coin"),
		"win":   strconv.Itoa(f20.WinningScore),
	}
	least := -1
	for c := range f20.Card(f20.NumCards) {
		info, id := c.Info(), c.String()
		switch info.Category {
		case f20.Material:
			fig["pts "+id] = strconv.Itoa(info.Points)
			fig["points "+id] = f20.Count(info.Points, "point")
			fig["rotates "+id] = f20.Count(info.Coins, "coin")
			fig["type "+id] = info.Type.String()
		case f20.Tool:
			lo, hi := f20.SmokeRange(f20.SetOf(c))
			fig["range "+id] = rangeText(lo, hi)
			fig["type "+id] = info.Type.String()
			if least < 0 || lo < least {
				least = lo
			}
		case f20.Action:
			fig["cost "+id] = f20.Count(info.Cost, "coin")
		case f20.OutOfTurn:
			fig["discard "+id] = f20.Count(info.DiscardCost, "card")
		}
		if info.Category != f20.Material {
			fig["recycle "+id] = f20.Count(info.Recycle, "coin")
		}
		switch info.Effect {
		case f20.BonusPoints:
			fig["bonus "+id] = f20.Count(info.Param, "point")
		case f20.GainCoins:
			fig["gains "+id] = f20.Count(info.Param, "coin")
		}
	}
	fig["least"] = f20.Count(least, "point")
	m, err := f20.ParseMove(move)
	if err != nil { // the summary: no move
		return fig
	}
	switch m.Kind {
	case f20.Smoke:
		fig["range"] = rangeText(f20.SmokeRange(m.Cards.OfCategory(f20.Tool)))
	case f20.Recycle:
		fig["after"] = f20.Count(s.Coins()+m.Card.Info().Recycle, "coin")
	case f20.Play:
		if m.Card.Info().Effect == f20.DestroySmokedTop {
			stack := s.Smoked(int(m.Target))
			top := stack[len(stack)-1]
			fig["top"] = top.Info().Name
			fig["top points"] = f20.Count(top.Info().Points+s.Bonus(top), "point")
		}
	}
	return fig
}

// rangeText is a tool's range in words: "2 to 6".
func rangeText(lo, hi int) string { return strconv.Itoa(lo) + " to " + strconv.Itoa(hi) }

// AppendKeepClear keeps the info lines' texts (the declared move, and
// the prompt where the rules' reason for a refusal shows) in view of the
// lesson's box; the status line (whose turn, the coins) is the top bar's.
func (s *scene) AppendKeepClear(a *ui.Context, dst []ui.Target) []ui.Target {
	for i, text := range s.labels.info {
		if text == "" || s.text == nil {
			continue
		}
		r := s.infoBox(i)
		h := min(s.text.MeasureWrapped(text, r.W, s.infoStyle(i)), r.H)
		dst = append(dst, ui.Target{ID: "the info lines", X: r.X, Y: r.Y + (r.H-h)/2, W: r.W, H: h})
	}
	return dst
}
