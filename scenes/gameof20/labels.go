package gameof20

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules"
	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes/ui"
)

// labels are the texts drawn each frame, formatted only when they change.
type labels struct {
	names [g20.NumPlayers]string
	sums  [g20.NumPlayers]string
	// sumOnly is the sum alone, for when a badge (winner, passed,
	// thinking) takes the right of the line in a narrow panel.
	sumOnly [g20.NumPlayers]string
	status  string
	bar     string
	info    string
	// infoShort is info's first sentence, for a room too small for all
	// of it (a small phone on its side).
	infoShort string
	tally     [g20.NumPlayers]string
	result    string
	key       statusKey
}

type statusKey struct {
	turn, picks, turnPicks, pool, empty int
	phase                               g20.Phase
	human, forced, busy                 bool
}

func (s *scene) refreshStatus() {
	v := &s.view
	key := statusKey{turn: v.turn, picks: v.picksLeft, turnPicks: v.turnPicks, pool: v.poolLeft, empty: v.empty,
		phase: v.phase, human: v.turn >= 0 && s.Match.Seats[v.turn].Human, forced: s.dec.forcedPass, busy: s.Busy()}
	if key == s.labels.key && s.labels.status != "" {
		return
	}
	s.labels.key = key
	s.labels.status, s.labels.bar = s.statusText(key), s.barText()
}

func (s *scene) barText() string {
	v := &s.view
	switch v.phase {
	case g20.Drafting:
		return fmt.Sprintf("Draft  ·  %d in the pool", v.poolLeft)
	case g20.Placing:
		return fmt.Sprintf("%d x %d board  ·  %d empty", s.side, s.side, v.empty)
	}
	return "Game over"
}

func (s *scene) statusText(k statusKey) string {
	v := &s.view
	if k.turn == rules.Nobody {
		if v.phase == g20.Finished {
			return "Game over"
		}
		return "Setting up the board..."
	}
	if s.Open {
		return s.replayStatus(k)
	}
	who := s.SeatName(k.turn)
	switch k.phase {
	case g20.Drafting:
		pick := who + " picks"
		if who == "You" {
			pick = "Your pick"
		}
		switch {
		case k.picks < k.turnPicks:
			return fmt.Sprintf("%s: 1 more tile this turn", pick)
		default:
			return fmt.Sprintf("%s: %d %s this turn", pick, k.picks, plural(k.picks, "tile", "tiles"))
		}
	case g20.Placing:
		switch {
		case !k.human:
			return who + " is placing"
		case k.forced && !k.busy:
			// A person's turn: "you" is the mover at the device, as in
			// "Player 1: place a tile" when two share it.
			return who + ": no tile fits, so you pass"
		case who == "You":
			return "Your turn: place a tile"
		}
		return who + ": place a tile"
	}
	return "Game over"
}

// replayStatus says whose move it is in a replay, in the words of a
// report: the viewer is never told to pick or place.
func (s *scene) replayStatus(k statusKey) string {
	who := s.SeatName(k.turn)
	switch k.phase {
	case g20.Drafting:
		left := fmt.Sprintf("%d %s", k.picks, plural(k.picks, "tile", "tiles"))
		if k.picks < k.turnPicks {
			left = "1 more tile"
		}
		return fmt.Sprintf("%s %s: %s this turn", who, s.verb(k.turn, "is picking", "are picking"), left)
	case g20.Placing:
		if k.forced {
			return who + " " + s.verb(k.turn, "has", "have") + " no tile that fits, and " + s.verb(k.turn, "passes", "pass")
		}
		return who + " " + s.verb(k.turn, "is placing", "are placing")
	}
	return "Game over"
}

type infoKey struct {
	moves, selected, cell, chosen int
	human, touch                  bool
}

// infoCell is the cell whose requirement is shown: under the pointer, or
// the keyboard cursor.
func (s *scene) infoCell() int {
	if s.hoverCell >= 0 {
		return s.hoverCell
	}
	if s.keyboard {
		return s.cursor
	}
	return -1
}

func (s *scene) refreshInfo() {
	key := infoKey{moves: s.dec.key, selected: s.selected, cell: s.infoCell(), chosen: s.chosenCell, human: s.asked(), touch: s.Touch}
	if key == s.infoKey {
		return
	}
	s.infoKey = key
	s.labels.info = s.infoText(key)
	s.labels.infoShort, _, _ = strings.Cut(s.labels.info, ". ")
}

func (s *scene) infoText(k infoKey) string {
	st := s.Match.State
	if !k.human || k.moves != len(s.Match.Record.Moves) {
		return ""
	}
	p := st.ToMove()
	if st.Phase() == g20.Drafting {
		return "Tap a tile to take it" + ui.Wording(k.touch, " (or arrows and Enter)", "") + ". Low tiles are easy to place; high ones need a matching sum."
	}
	if s.dec.forcedPass {
		why := "Every empty cell needs a tile " + s.object(p) + " " + s.verb(p, "does", "do") + " not hold, or a sum above " + strconv.Itoa(g20.MaxTile) + ". "
		if st.HandSize(p) == 0 {
			why = capitalize(s.possessive(p)) + " hand is empty. "
		}
		return why + ui.Wording(k.touch, "Press Pass (P).", "Tap Pass.")
	}
	if c := k.chosen; c >= 0 && k.selected == 0 {
		v := s.dec.cells[c].tile
		return fmt.Sprintf("%s takes your %d: tap your %d to place it there.", capitalize(st.CellName(c)), v, v)
	}
	if c := k.cell; c >= 0 {
		text := s.dec.cells[c].reason
		if k.selected != 0 && s.dec.fits[k.selected]&(1<<uint(c)) != 0 {
			text += ui.Wording(k.touch, ": tap or Enter to place it", ": tap to place it")
		}
		return capitalize(text) + "."
	}
	if v := k.selected; v != 0 {
		fits := s.dec.fits[v]
		switch n := bits.OnesCount64(fits); {
		case n == 0 && v == s.lowestTile(p):
			// The lowest tile fits any cell next to fewer tiles than the
			// sum rule's: there is none left.
			return fmt.Sprintf("Your %d, your lowest, fits nowhere: every empty cell touches %d or more tiles, and none adds up to %d.", v, g20.SumRuleNeighbours, v)
		case n == 0:
			return fmt.Sprintf("Your %d fits nowhere yet: it needs an empty cell next to %d or more tiles adding up to %d.", v, g20.SumRuleNeighbours, v)
		case n > 4: // a list of cells would be longer than the board shows
			return fmt.Sprintf("Your %d fits on any of the %d lit cells: tap one.", v, n)
		}
		return fmt.Sprintf("Your %d fits on %s: tap a lit cell.", v, s.cellsText(fits))
	}
	// Only the cells next to two or more tiles show what they take: all
	// the others take the same tile, the lowest of the hand.
	return fmt.Sprintf("Pick a tile, then a lit cell. A cell shows the sum it takes; a plain one takes your lowest tile, the %d.", s.lowestTile(p))
}

// lowestTile is the lowest tile in player p's hand (0 when it is empty).
func (s *scene) lowestTile(p int) int {
	for v := 1; v <= g20.MaxTile; v++ {
		if s.Match.State.HandCount(p, v) > 0 {
			return v
		}
	}
	return 0
}

func capitalize(text string) string {
	if text == "" {
		return text
	}
	return strings.ToUpper(text[:1]) + text[1:]
}
