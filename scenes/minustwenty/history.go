package minustwenty

import (
	"strconv"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	"github.com/twenty-games/twenty/rules/play"

	mt "github.com/twenty-games/twenty/rules/minustwenty"
)

// roundMelds are the melds of each round as they were scored: per round,
// per player, per suit (TallyMeld's figures; a meld never begun has 0
// cards).
type roundMelds [][mt.NumPlayers][cards.NumSuits]mt.Tally

// scoredMelds replays a record to find each round's melds as they stood
// when it was scored: the rule state keeps only the round scores, and a
// round ends as its last card is drawn, which changes no meld. A record
// that does not replay gives what it gave up to there.
func scoredMelds(rec rules.Record) roundMelds {
	start := rec
	start.Moves = nil
	st, _, err := mt.Def.Restore(start)
	if err != nil {
		return nil
	}
	var out roundMelds
	for _, text := range rec.Moves {
		m, err := st.ParseMove(text)
		if err != nil {
			return out
		}
		if m.Kind == mt.DrawPile && st.DrawPileLen() == 1 {
			var r [mt.NumPlayers][cards.NumSuits]mt.Tally
			for p := range mt.NumPlayers {
				for suit := range cards.Suit(cards.NumSuits) {
					r[p][suit] = mt.TallyMeld(st.Meld(p, suit))
				}
			}
			out = append(out, r)
		}
		if st.Apply(m) != nil {
			return out
		}
	}
	return out
}

// tallyCell is a meld's score as the results write it: the points, then
// the wager multiplier and the 8-card bonus when it has them, "+44 (×3,
// +20)"; "–" for a meld never begun.
func tallyCell(t mt.Tally) string {
	if t.Cards == 0 {
		return "–"
	}
	text := signed(t.Score)
	switch {
	case t.Multiplier > 1 && t.Bonus > 0:
		text += " (×" + strconv.Itoa(t.Multiplier) + ", +" + strconv.Itoa(t.Bonus) + ")"
	case t.Multiplier > 1:
		text += " (×" + strconv.Itoa(t.Multiplier) + ")"
	case t.Bonus > 0:
		text += " (+" + strconv.Itoa(t.Bonus) + ")"
	}
	return text
}

// roundHistory is the match round by round, from the scores the rule state
// keeps (a resumed match replays its moves, so they come back with it):
// each round's scores with the round's better one in gold, under it each
// expedition begun that round (its score, multiplier and bonus, from
// melds), then each expedition over the match, then the totals.
func roundHistory(st *mt.State, seats []play.Seat, melds roundMelds) play.History {
	h := play.History{Columns: play.SeatColumns(seats), Unit: "lines", TotalLabel: "Total"}
	var match [mt.NumPlayers][cards.NumSuits]int
	var began [mt.NumPlayers][cards.NumSuits]bool // in some round
	for i, r := range st.RoundScores() {
		h.Rows = append(h.Rows, play.HistoryRow{Label: "Round " + strconv.Itoa(i+1),
			Cells: []string{signed(r[0]), signed(r[1])}, Lead: play.HighestLeads(r[:])})
		if i >= len(melds) {
			continue
		}
		for suit := range cards.Suit(cards.NumSuits) {
			t := [mt.NumPlayers]mt.Tally{melds[i][0][suit], melds[i][1][suit]}
			if t[0].Cards == 0 && t[1].Cards == 0 {
				continue
			}
			// The round in the label too: a screen that shows the last
			// lines only may cut the round's own line off.
			row := play.HistoryRow{Label: "R" + strconv.Itoa(i+1) + " " + suit.Symbol() + " " + suitTitle(suit)}
			var scores [mt.NumPlayers]int
			var begun [mt.NumPlayers]bool
			for p := range t {
				row.Cells = append(row.Cells, tallyCell(t[p]))
				scores[p] = t[p].Score
				begun[p] = t[p].Cards > 0
				began[p][suit] = began[p][suit] || begun[p]
				match[p][suit] += t[p].Score
			}
			row.Lead = beganLeads(scores, begun)
			h.Rows = append(h.Rows, row)
		}
	}
	// The match by expedition: where the points came from.
	for suit := range cards.Suit(cards.NumSuits) {
		begun := [mt.NumPlayers]bool{began[0][suit], began[1][suit]}
		if !begun[0] && !begun[1] {
			continue
		}
		row := play.HistoryRow{Label: suit.Symbol() + " " + suitTitle(suit) + ", match"}
		scores := [mt.NumPlayers]int{match[0][suit], match[1][suit]}
		for p := range scores {
			cell := "–" // never begun in the match
			if begun[p] {
				cell = signed(scores[p])
			}
			row.Cells = append(row.Cells, cell)
		}
		row.Lead = beganLeads(scores, begun)
		h.Rows = append(h.Rows, row)
	}
	for _, v := range st.Totals() {
		h.Total = append(h.Total, signed(v))
	}
	return h
}

// beganLeads marks the better score of an expedition, among the players
// who began it (a meld never begun scores nothing, and leads nothing).
func beganLeads(scores [mt.NumPlayers]int, begun [mt.NumPlayers]bool) []bool {
	lead := play.HighestLeads(scores[:])
	for p := range lead {
		if !begun[p] || !begun[1-p] && scores[p] <= 0 {
			lead[p] = false
		}
	}
	return lead
}
