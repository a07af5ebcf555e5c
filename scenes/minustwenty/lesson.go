package minustwenty

import (
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
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
// Every figure of its lines is filled by lessonFigures from the position.
var lesson = &scenes.Lesson{
	Players: 2, Seed: 2, Level: ai.Easy, Figures: lessonFigures,
	Steps: []scenes.LessonStep{
		{Before: []string{"discard 2C", "draw"}, Move: "meld KH", Expect: []string{"hand.card.KH", "meld.H"},
			Text:  "A turn: play a card, then draw a card. Start a hearts meld with your King: face cards (J, Q, K) go first and multiply what the meld scores.",
			Wrong: "Tap your King of hearts, then the ringed place for your hearts meld."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Now draw to end your turn: tap the draw pile. You always hold {handSize}.",
			Wrong: "Tap the draw pile: each turn ends with a card drawn."},
		{Before: []string{"discard QC", "draw"}, Move: "meld 4H", Expect: []string{"hand.card.4H", "meld.H"},
			Text:  "Now a number on your hearts: the {name}. From here only higher hearts may join this meld, and no more face cards.",
			Wrong: "Tap your {card}, then your hearts meld."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Draw. Every card drawn brings the end nearer: {drawLeft} in the draw pile, and the round ends when it is empty.",
			Wrong: "Tap the draw pile to end your turn."},
		{Before: []string{"meld 4S", "draw"}, Move: "meld 6H", Expect: []string{"hand.card.6H", "meld.H"},
			Text:  "Play your {name} on the hearts: higher than the {top}, and gaps are fine. A meld scores its numbers minus {cost}, multiplied by {multiplier} for {faces}: with the {name}, {formula}.",
			Wrong: "Tap your {card}, then your hearts meld: it is higher than the {top}."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Draw. A meld pays only once its numbers pass {cost}, so begin only the suits you can carry.",
			Wrong: "Tap the draw pile to end your turn."},
		{Before: []string{"meld 5S", "draw"}, Move: "meld KC", Expect: []string{"hand.card.KC", "meld.C"},
			Text:  "Start clubs with your King. Your opponent discarded the {pileCard}: you can take it once you have played.",
			Wrong: "Tap your King of clubs, then your clubs meld."},
		{Move: "take C", Expect: []string{"discard.C"},
			Text:  "Instead of the draw pile, take the top card of a discard pile: tap the clubs pile for its {pileTop}.",
			Wrong: "Tap the clubs discard pile: its {pileTop} joins your clubs."},
		{Before: []string{"discard QH", "draw"}, Move: "discard 3S", Expect: []string{"hand.card.3S", "discard.S"},
			Text:  "Any card can go on its suit's discard pile instead. Discard your {card}: your opponent's spades are at {theirTop}, past your {name}, so they cannot use it.",
			Wrong: "Tap your {card}, then the spades discard pile."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Draw from the pile (not the card you just discarded) to end your turn.",
			Wrong: "Tap the draw pile to end your turn."},
		{Before: []string{"meld 7S", "draw"}, Move: "meld QC", Expect: []string{"hand.card.QC", "meld.C"},
			Text:  "Put the Queen on your clubs: with {faces} the meld's score is multiplied by {multiplier}, for better or for worse.",
			Wrong: "Tap your Queen of clubs, then your clubs meld: face cards go before any number."},
		{Move: "take C", Expect: []string{"discard.C"},
			Text:  "The clubs pile shows {pileTopA} again: take it, a low card to start your clubs numbers.",
			Wrong: "Tap the clubs discard pile to take its {pileTop}."},
		{Skip: []string{
			"meld 8S", "draw", "meld 2C", "draw", "discard 2H", "draw", "meld 5D", "draw", "meld 6D", "draw",
			"discard 2D", "draw", "discard JH", "draw", "meld 4C", "draw", "discard 3D", "draw", "discard QS", "draw",
			"meld 8D", "draw", "discard 3C", "draw", "meld TD", "draw", "discard 3H", "draw", "discard 4D", "draw",
			"meld 9D", "draw", "discard 7D", "draw", "meld 6C", "draw", "discard JC", "draw", "meld 8C", "take C",
			"discard 2S", "draw", "meld 9C", "take S", "meld TS", "draw", "meld 9H", "draw", "discard KS", "draw",
		}, Move: "meld TC", Expect: []string{"hand.card.TC", "meld.C"},
			Text:  "Later in the round: the turns between were played for you, and {drawLeft} to draw. Put your {name} on the clubs: a meld of {bonusCards} cards or more adds {bonus}, so {formula}.",
			Wrong: "Tap your {card}, then your clubs meld: it makes {meldCards}."},
		{Move: "draw", Expect: []string{"pile.draw"},
			Text:  "Draw the last card: the round ends as the pile runs out, and each meld begun scores.",
			Wrong: "Tap the draw pile: its last card ends the round."},
	},
	End: "Round {round} is yours, {mine} to {theirs}: your melds whose numbers stayed under {cost} cost you points; the clubs paid. {match}, and the higher total wins. Continue, and play on.",
}

// lessonFigures are the figures of the lesson's lines at the position
// where move (in its text form; "" for the summary) is due, from the rules'
// own constants, data and TallyMeld: the hand's size, the cards left to
// draw, the move's card and the meld it makes, the discard piles' tops,
// the opponent's melds and the round's scores. The person holds the first
// seat.
func lessonFigures(state any, move string) map[string]string {
	s := state.(*mt.State)
	itoa := strconv.Itoa
	f := map[string]string{
		"handSize":   cardsCount(mt.HandSize),
		"cost":       itoa(mt.MeldCost),
		"bonusCards": itoa(mt.BonusCards),
		"bonus":      itoa(mt.BonusPoints),
	}
	if n := s.DrawPileLen(); n == 1 {
		f["drawLeft"] = cardsCount(n) + " is left"
	} else {
		f["drawLeft"] = cardsCount(n) + " are left"
	}
	if o := s.Options(); o.TargetScore > 0 {
		f["match"] = "The match goes on until a total reaches " + itoa(o.TargetScore)
	} else {
		f["match"] = "The match has " + plural(o.Rounds, "round", "rounds")
	}
	if rounds := s.RoundScores(); len(rounds) > 0 {
		last := rounds[len(rounds)-1]
		f["round"], f["mine"], f["theirs"] = itoa(len(rounds)), itoa(last[0]), itoa(last[1])
	}
	mv, err := mt.ParseMove(move)
	if err != nil {
		return f
	}
	switch mv.Kind {
	case mt.PlayToMeld, mt.Discard:
		c, suit := mv.Card, mv.Card.Suit()
		f["name"] = c.Rank().Name()
		f["card"] = c.Rank().Name() + " of " + suit.Name()
		mine := s.Meld(0, suit)
		if len(mine) > 0 {
			f["top"] = mine[len(mine)-1].Rank().Name()
		}
		if theirs := s.Meld(1, suit); len(theirs) > 0 {
			f["theirTop"] = theirs[len(theirs)-1].Rank().Name()
		}
		if top, ok := s.DiscardTop(suit); ok {
			f["pileCard"] = top.Rank().Name() + " of " + suit.Name()
		}
		if mv.Kind == mt.PlayToMeld {
			meld := append(mine, c)
			t := mt.TallyMeld(meld)
			f["formula"] = meldFormula(meld)
			f["multiplier"] = itoa(t.Multiplier)
			f["faces"] = plural(t.Faces, "face card", "face cards")
			f["meldCards"] = cardsCount(t.Cards)
		}
	case mt.DrawDiscard:
		if top, ok := s.DiscardTop(mv.Suit); ok {
			f["pileTop"] = top.Rank().Name()
			f["pileTopA"] = withArticle(top.Rank().Name())
		}
	}
	return f
}

// meldFormula works a meld's score out as a player writes it, from
// TallyMeld: "(4 + 6 - 20) × 2 = -20", "(39 - 20) × 3 + 20 = 77" (the
// numbers' sum once there are more than three).
func meldFormula(meld []cards.Card) string {
	t := mt.TallyMeld(meld)
	var numbers []string
	for _, c := range meld {
		if !mt.IsFace(c) {
			numbers = append(numbers, strconv.Itoa(int(c.Rank())))
		}
	}
	if len(numbers) == 0 || len(numbers) > 3 {
		numbers = []string{strconv.Itoa(t.Sum)}
	}
	text := strings.Join(numbers, " + ") + " - " + strconv.Itoa(mt.MeldCost)
	if t.Multiplier > 1 {
		text = "(" + text + ") × " + strconv.Itoa(t.Multiplier)
	}
	if t.Bonus > 0 {
		text += " + " + strconv.Itoa(t.Bonus)
	}
	return text + " = " + strconv.Itoa(t.Score)
}

// plural is a count with its noun: "1 round", "3 rounds".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// cardsCount is a number of cards: "1 card", "7 cards".
func cardsCount(n int) string { return plural(n, "card", "cards") }

// withArticle puts "a" or "an" before a card's name, as it is said: "a 2",
// "an 8", "a Queen".
func withArticle(word string) string {
	if strings.HasPrefix(word, "8") || word == "11" || word == "18" || strings.ContainsAny(word[:1], "AEIOU") {
		return "an " + word
	}
	return "a " + word
}

// AppendKeepClear keeps in view of the lesson's box what its lines speak
// of and what a player reads to follow them: the prompt (the status of
// the turn) and the message under it (refusals, hints), Meld and Discard
// (or Draw), the draw pile with its count (steps count the cards left),
// and the opponent's melds with their scores (what they hold decides a
// discard; they show what the opponent builds) once begun. At a
// round's end the tally, which the summary speaks of, is kept in view
// too.
func (s *scene) AppendKeepClear(a *ui.Context, dst []ui.Target) []ui.Target {
	l := &s.lay
	if s.Tally {
		dst = append(dst, ui.Target{ID: "the round's tally", X: l.tally.X, Y: l.tally.Y, W: l.tally.W, H: l.tally.H})
	} else {
		dst = append(dst, rectTarget("the prompt", l.promptBox))
		if s.Note != "" {
			dst = append(dst, rectTarget("the message", l.msgBox))
		}
		for _, b := range [...]*ui.Button{s.meld, s.discard, s.draw} {
			if !b.Hidden {
				dst = append(dst, rectTarget(b.ID, b.R))
			}
		}
	}
	// The pile with its count under it (see drawDrawPile); not in
	// portrait, where a phone 360 pixels wide has no other place for the
	// box than the top strip, the pile's (a step asking for the pile
	// rings it: the box keeps off it then).
	if l.panels { // the count beside the pile, to the panels' edge
		pile := l.drawRect()
		pile.W = l.promptBox.X + l.promptBox.W - pile.X
		dst = append(dst, rectTarget("the draw pile", pile))
	} else if l.rows {
		dst = s.rowsKeepClear(a, dst)
	} else if !l.portrait {
		pile := l.drawRect()
		pile.Y -= l.lab
		pile.H += l.lab + a.U(16) + a.TextSize(22)*1.1
		dst = append(dst, rectTarget("the draw pile", pile))
	}
	if l.portrait {
		dst = s.portraitClear(a, dst)
	}
	if l.panels { // the players' blocks in the panels: names, scores, last turn, small hand
		b := blockTexts(a, false)
		dst = append(dst, ui.Target{ID: "your name and scores", X: l.myX, Y: l.myY - b.name/2, W: l.msgBox.W, H: b.scoreDY + b.score},
			ui.Target{ID: "the opponent's block", X: l.oppX, Y: l.oppY - b.name/2, W: l.msgBox.W, H: l.oppHandY + l.hh*l.os - (l.oppY - b.name/2)})
	}
	if !l.portrait && !l.side {
		// A desktop's table has room beside it (right of the pile): the
		// box keeps off the suits' placards and the opponent's empty
		// meld places too, the whole of the table the steps speak of.
		pad := l.cw * 0.14
		first, last := l.colX[0]-pad, l.colX[cards.NumSuits-1]+l.cw+pad
		plates := ui.Target{ID: "the suits' placards", X: first, Y: l.midY - l.lab, W: last - first, H: l.lab}
		if l.tags { // beside the piles, with the meld scores
			plates.Y, plates.H, plates.W = l.midY, l.ch, l.tagX(cards.NumSuits-1)+l.tagW-first
		}
		dst = append(dst, plates)
		for suit := range cards.Suit(cards.NumSuits) {
			if s.view.melds[1-s.Viewer][suit].n == 0 {
				dst = append(dst, ui.Target{ID: "the opponent's empty " + suit.Name() + " meld",
					X: l.colX[suit], Y: l.oppBase, W: l.cw, H: l.ch})
			}
		}
	}
	opp := 1 - s.Viewer
	for suit := range cards.Suit(cards.NumSuits) {
		n := s.view.melds[opp][suit].n
		if n == 0 {
			continue
		}
		if l.rows { // its cards, and its score by the pile
			r := l.rowMeldRect(false, suit, n)
			r.W = l.oppPillX + l.pillW/2 - r.X
			dst = append(dst, rectTarget("the opponent's "+suit.Name()+" meld", r))
			continue
		}
		h := float64(n-1) * l.meldStep(n, l.oppBase+l.ch-l.oppTop)
		meld := ui.Target{ID: "the opponent's " + suit.Name() + " meld",
			X: l.colX[suit], Y: l.oppBase - h, W: l.cw, H: l.ch + h + 2*l.lab}
		if l.tags { // its score is beside the discard pile
			meld.H = l.ch + h
		}
		dst = append(dst, meld)
	}
	return dst
}

func rectTarget(id string, r sprites.Rect) ui.Target {
	return ui.Target{ID: id, X: r.X, Y: r.Y, W: r.W, H: r.H}
}
