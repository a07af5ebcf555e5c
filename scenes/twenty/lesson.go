package twenty

import (
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
	tw "github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// lesson is Twenty's "Learn to play": the first hand of deal 2 for two,
// played out. It makes the count with one card, draws to keep a king,
// makes it with a set, counts a Queen as 10 and the king as what is
// wanted, and goes out, so the hand's tally shows the penalties. The
// computer's moves are its easy heuristic's on this deal, written down.
// Every figure of its lines is filled by lessonFigures from the position.
var lesson = &scenes.Lesson{
	Players: 2, Seed: 2, Level: ai.Easy, Figures: lessonFigures,
	Steps: []scenes.LessonStep{
		{Move: "play AC", Expect: []string{"hand.card.AC", "play.confirm"},
			Text:  "The count starts at {count}. Make it with cards adding up to exactly the count: your Ace counts {value1}. Tap the Ace, then Play.",
			Wrong: "Tap your Ace, then Play. Keep the King: it is wild, worth any value from {kingMin} to {kingMax} when you need it."},
		{Before: []string{"play 2S"}, Move: "play 3H", Expect: []string{"hand.card.3H", "play.confirm"},
			Text:  "Your opponent made {made} with {theirs}, so the count is {count}. Play your {name1}.",
			Wrong: "Tap your {name1}, then Play: the count is {count}."},
		{Before: []string{"play 4H"}, Move: "play 5H", Expect: []string{"hand.card.5H", "play.confirm"},
			Text:  "The count is {count}: play your {name1}.",
			Wrong: "Tap your {card1}, then Play: the count is {count}."},
		{Before: []string{"draw"}, Move: "draw", Expect: []string{"play.draw"},
			Text:  "The count is {count}: nothing makes it without your wild King. Draw a card instead: a King is worth keeping. You may always draw; if the stock runs out, the cards played this hand are shuffled into a new one.",
			Wrong: "Tap Draw: keep your King for a count nothing else can make."},
		{Before: []string{"play 6S"}, Move: "draw", Expect: []string{"play.draw"},
			Text:  "The count is {count}: again nothing makes it without the King. Draw once more.",
			Wrong: "Tap Draw: the King can wait."},
		{Before: []string{"play 3D 4C"}, Move: "play 8D", Expect: []string{"hand.card.8D", "play.confirm"},
			Text:  "Your opponent made {made} with {theirs}: cards played together add up. The count is {count}: play the {name1} you drew.",
			Wrong: "Tap your {name1}, then Play: the count is {count}."},
		{Before: []string{"play 9S"}, Move: "play QD", Expect: []string{"hand.card.QD", "play.confirm"},
			Text:  "The count is {count}. A {ten}, a Jack or a Queen counts {court}: play your Queen.",
			Wrong: "Tap your Queen, then Play: it counts {value1}."},
		{Before: []string{"draw"}, Move: "play 4D 7C", Expect: []string{"hand.card.4D", "hand.card.7C", "play.confirm"},
			Text:  "The count is {count}: your {name1} and {name2} make it together. Tap both, then Play.",
			Wrong: "Tap your {name1} and your {name2}, then Play: {sum} make {count}."},
		{Before: []string{"draw"}, Move: "play TD KD", Expect: []string{"hand.card.TD", "hand.card.KD", "play.confirm"},
			Text:  "The count is {count}: your {name1} and your King (counting {value2}) make it with your last cards. Play both and go out: the hand ends.",
			Wrong: "Tap your {name1} and your King, then Play: {sum} make {count}, and you go out."},
	},
	End: "You went out and score nothing; your opponent scores {theirPenalty} for the cards left in hand: {penaltyLow} for each Ace to {nine}, {penaltyCourt} for each {ten}, Jack or Queen, {penaltyKing} for each King. A count of {lastCount} ends a hand too. Penalties add up over the hands until someone reaches {target}; then the player with the fewest wins. Play on.",
}

// lessonFigures are the figures of the lesson's lines at the position
// where move (in its text form; "" for the summary) is due, from the rules'
// own constants and functions: the count, the opponent's last play, what
// each card of the move counts (Terms), the penalties and the target.
// The person holds the first seat.
func lessonFigures(state any, move string) map[string]string {
	s := state.(*tw.State)
	itoa := strconv.Itoa
	f := map[string]string{
		"count":        itoa(s.Count()),
		"lastCount":    itoa(tw.LastCount),
		"kingMin":      itoa(tw.KingMin),
		"kingMax":      itoa(tw.KingMax),
		"court":        itoa(tw.CourtValue),
		"penaltyLow":   itoa(tw.PenaltyLow),
		"penaltyCourt": itoa(tw.PenaltyCourt),
		"penaltyKing":  itoa(tw.PenaltyKing),
		"target":       points(s.Options().Target),
		"nine":         cards.Rank(9).Name(),
		"ten":          cards.Rank(10).Name(),
	}
	// The opponent's play just before: the count it made, and its cards
	// ("a 2") or what they added up to ("3 + 4").
	if p, set, ok := s.LastPlay(); ok && p != 0 && s.Count() > tw.FirstCount {
		made := s.Count() - 1
		f["made"] = itoa(made)
		if c, _ := set.Lowest(); set.Len() == 1 {
			f["theirs"] = withArticle(c.Rank().Name())
		} else if terms, err := tw.Terms(set, made); err == nil {
			f["theirs"] = termSum(terms)
		}
	}
	// The move's cards: their names, and what each counts in the play.
	if mv, err := tw.ParseMove(move); err == nil && mv.Kind == tw.Play {
		for i, c := range mv.Cards.AppendTo(nil) {
			n := itoa(i + 1)
			f["name"+n] = c.Rank().Name()
			f["card"+n] = c.Rank().Name() + " of " + c.Suit().Name()
		}
		if terms, err := tw.Terms(mv.Cards, s.Count()); err == nil {
			for i, t := range terms {
				f["value"+itoa(i+1)] = itoa(t.Value)
			}
			f["sum"] = termSum(terms)
		}
	}
	// After the hand: what the opponent scored for the cards left.
	if pen := s.HandPenalties(); len(pen) > 1 {
		f["theirPenalty"] = points(pen[1])
	}
	return f
}

// termSum writes what the cards of a play count, added up: "3 + 4".
func termSum(terms []tw.Term) string {
	parts := make([]string, len(terms))
	for i, t := range terms {
		parts[i] = strconv.Itoa(t.Value)
	}
	return strings.Join(parts, " + ")
}

// points is a number of points, "1 point" or "25 points".
func points(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// withArticle puts "a" or "an" before a card's name or a number, as it is
// said: "a 2", "an 8", "an 11", "an Ace".
func withArticle(word string) string {
	if strings.HasPrefix(word, "8") || word == "11" || word == "18" || strings.ContainsAny(word[:1], "AEIOU") {
		return "an " + word
	}
	return "a " + word
}

// AppendKeepClear keeps in view of the lesson's box what its lines speak
// of though nothing there is tapped: the stock with its "N in stock"
// line, the table pile with the last play, the count, the opponents'
// names, points and hands, the line of what happened last, and the line by the
// buttons: what the selection makes, or why a tap was refused (a wrong
// tap's answer must not be hidden).
func (s *scene) AppendKeepClear(a *ui.Context, dst []ui.Target) []ui.Target {
	l := &s.lay
	k := l.countScale
	spread := l.cw*1.3 + float64(max(s.lastPlay.Len(), 1)-1)*l.cw*0.42 + l.cw
	if s.tableHasCards() {
		dst = append(dst, ui.Target{ID: "the table pile", X: l.tableX - a.U(12), Y: l.tableY - a.U(10), W: spread + a.U(24), H: l.ch + a.U(20)})
	}
	dst = append(dst,
		ui.Target{ID: "the stock", X: l.stockX - a.U(6), Y: l.stockY - a.U(14), W: l.cw + a.U(12), H: l.ch + a.U(48)},
		ui.Target{ID: "the count", X: l.countX - a.U(110)*k, Y: l.countY - a.U(60)*k, W: a.U(220) * k, H: a.U(120) * k},
		rectTarget("the refusal line", s.infoBox(a)))
	if s.Note != "" {
		dst = append(dst, ui.Target{ID: "the last move's line", X: a.U(16), Y: l.noteY - a.U(20), W: a.W - a.U(32), H: a.U(40)})
	}
	for p := 0; p < s.players; p++ {
		if p != s.Viewer {
			w := a.W / float64(s.players)
			// The name, the points and the hand under them (how many
			// cards it holds is what a lesson's step may speak of).
			dst = append(dst, ui.Target{ID: "a seat", X: s.opponentCenter(a, p) - w/2, Y: l.oppY - a.U(10) - l.labelH, W: w, H: l.labelH + a.U(10) + l.ch*l.small})
		}
	}
	return dst
}

// rectTarget is a part of the table kept clear, as a target.
func rectTarget(id string, r sprites.Rect) ui.Target {
	return ui.Target{ID: id, X: r.X, Y: r.Y, W: r.W, H: r.H}
}

// tableHasCards tells whether a card lies on the table pile: before the
// first play its place is free for the lesson's box (on a desktop, the
// middle of the table).
func (s *scene) tableHasCards() bool {
	for c := range s.zone {
		if s.zone[c] == viewTable {
			return true
		}
	}
	return false
}
