package gameof20

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes"
)

// view is what the scene shows. It follows the events as they are played
// back (so it lags the rule state while tiles move), and is built from the
// state once after a resume.
type view struct {
	phase       g20.Phase
	turn        int // whose decision is shown; rules.Nobody before the first
	picksLeft   int // tiles the drafter still takes this turn
	turnPicks   int // tiles this draft turn takes in all
	poolLeft    int
	empty       int // empty cells
	sums        [g20.NumPlayers]int
	counts      [g20.NumPlayers]int
	lastCell    int                 // the tile placed last, -1 none
	passFlash   [g20.NumPlayers]int // ticks left of a "passed" badge
	placingNote bool                // the draft just ended: the next turn says who starts
	winner      int
	filled      [maxCells]bool // cells showing a tile
}

// tile is one physical tile: where the view has it and where it is drawn.
// The motion tracks the tile's centre, and its scale is the tile's side in
// pixels, so size changes grow it in place.
type tile struct {
	value             int8
	zone              int8 // a gameof20 zone; ZoneCentres until the centre tile is placed
	cell              int8
	m                 ui.Motion
	landing           bool // placed on the board: settles when its slide ends
	settle, settleDur int
}

func (t *tile) moving() bool { return t.m.Moving() }

// drawScale is the extra scale of the moment: lifted in flight, pressed
// down briefly when it lands on the board.
func (t *tile) drawScale() float64 {
	switch {
	case t.m.Moving():
		return 1 + 0.1*math.Sin(math.Pi*t.m.Progress())
	case t.settle < t.settleDur:
		return 1 - 0.07*math.Sin(math.Pi*float64(t.settle)/float64(t.settleDur))
	}
	return 1
}

func (t *tile) finish() {
	t.m.Finish()
	t.landing, t.settle = false, t.settleDur
}

// initTiles gives every sprite its value and starting zone.
func (s *scene) initTiles() {
	for p := range g20.NumPlayers {
		for i, v := range g20.StartingHand {
			s.tiles[p*len(g20.StartingHand)+i] = tile{value: int8(v), zone: int8(g20.ZoneHand(p))}
		}
	}
	for v := g20.DraftLow; v <= g20.DraftHigh; v++ {
		s.tiles[draftID(v)] = tile{value: int8(v), zone: g20.ZonePool}
	}
	st := s.Match.State
	s.tiles[centreID] = tile{value: int8(st.CentreTile()), zone: g20.ZoneCentres, cell: int8(st.Centre())}
	// Sprite ids ordered by value: hands are shown in ascending order.
	for i := range s.order {
		s.order[i] = int8(i)
	}
	for i := 1; i < len(s.order); i++ {
		for j := i; j > 0 && s.tiles[s.order[j]].value < s.tiles[s.order[j-1]].value; j-- {
			s.order[j], s.order[j-1] = s.order[j-1], s.order[j]
		}
	}
	s.view = view{turn: rules.Nobody, lastCell: -1, winner: rules.Nobody, poolLeft: draftTiles, empty: st.Cells()}
	s.labels.names = [2]string{s.SeatName(0), s.SeatName(1)}
	s.cursor = st.Centre()
	s.poolCursor = g20.DraftLow
}

// animateStart queues what New did before the scene existed: the centre
// tile is placed, then the first drafter is named.
func (s *scene) animateStart() {
	st := s.Match.State
	start := []rules.Event{
		{Kind: rules.EvPlace, Player: rules.Nobody, Item: st.CentreTile(), From: g20.ZoneCentres, To: g20.ZoneBoard, Cell: st.Centre(), FaceUp: true},
		{Kind: rules.EvTurn, Player: st.FirstDrafter()},
	}
	s.Match.ShowFirst(start)
	s.recount()
}

// syncView shows the rule state as it is (after a resume).
func (s *scene) syncView() {
	st := s.Match.State
	var used [numTiles]bool
	used[centreID] = true
	s.tiles[centreID].zone = g20.ZoneBoard
	for _, id := range s.order {
		t := &s.tiles[id]
		if int(id) == centreID {
			continue
		}
		v := int(t.value)
		if int(id) >= startTiles && st.InPool(v) {
			t.zone, used[id] = g20.ZonePool, true
			continue
		}
		for p := range g20.NumPlayers {
			if s.tilesIn(g20.ZoneHand(p), v, &used) < st.HandCount(p, v) && s.mayHold(int(id), p) {
				t.zone, used[id] = int8(g20.ZoneHand(p)), true
				break
			}
		}
	}
	for c := 0; c < st.Cells(); c++ {
		if v := st.Board(c); v != 0 && c != st.Centre() {
			s.putOnBoard(v, c, &used)
		}
	}
	v := &s.view
	v.phase, v.turn, v.picksLeft = st.Phase(), st.ToMove(), st.TakesLeft()
	s.recount()
	v.turnPicks = v.picksLeft
	if v.phase == g20.Drafting && v.poolLeft%2 == 0 && v.poolLeft < draftTiles {
		v.turnPicks = g20.TakesPerTurn // one of two taken already
	}
}

// mayHold: starting tiles only belong in their owner's hand.
func (s *scene) mayHold(id, p int) bool {
	return id >= startTiles || id/len(g20.StartingHand) == p
}

// tilesIn counts the used sprites of value v in a zone.
func (s *scene) tilesIn(zone, v int, used *[numTiles]bool) int {
	n := 0
	for id := range s.tiles {
		if used[id] && int(s.tiles[id].zone) == zone && int(s.tiles[id].value) == v {
			n++
		}
	}
	return n
}

func (s *scene) putOnBoard(v, c int, used *[numTiles]bool) {
	for _, id := range s.order {
		if t := &s.tiles[id]; !used[id] && int(t.value) == v {
			t.zone, t.cell, used[id] = g20.ZoneBoard, int8(c), true
			return
		}
	}
}

// recount refreshes the counts and labels that follow the view's zones.
func (s *scene) recount() {
	v := &s.view
	v.sums, v.counts, v.filled = [2]int{}, [2]int{}, [maxCells]bool{}
	v.poolLeft, v.empty = 0, s.side*s.side
	for i := range s.tiles {
		t := &s.tiles[i]
		switch int(t.zone) {
		case g20.ZonePool:
			v.poolLeft++
		case g20.ZoneBoard:
			v.empty--
			v.filled[t.cell] = true
		case g20.ZoneHand0, g20.ZoneHand1:
			p := int(t.zone) - g20.ZoneHand0
			v.sums[p] += int(t.value)
			v.counts[p]++
		}
	}
	for p := range s.sumCount {
		s.sumCount[p].Set(v.sums[p], s.countTicks)
		s.sumCount[p].Changed()
	}
	s.labelSums()
}

// labelSums writes each hand's sum as its counter shows it.
func (s *scene) labelSums() {
	v := &s.view
	for p := range s.labels.sums {
		sum := s.sumCount[p].Shown()
		s.labels.sums[p] = fmt.Sprintf("Sum %d  ·  %d %s", sum, v.counts[p], plural(v.counts[p], "tile", "tiles"))
		s.labels.sumOnly[p] = fmt.Sprintf("Sum %d", sum)
	}
}

// stepSums runs the sums' count; labels are rebuilt only when a shown
// number changes.
func (s *scene) stepSums() {
	changed := false
	for p := range s.sumCount {
		s.sumCount[p].Step()
		changed = s.sumCount[p].Changed() || changed
	}
	if changed {
		s.labelSums()
	}
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// handTile is a sprite of value v in player p's hand, or -1.
func (s *scene) handTile(p, v int) int {
	for _, id := range s.order {
		if t := &s.tiles[id]; int(t.zone) == g20.ZoneHand(p) && int(t.value) == v {
			return int(id)
		}
	}
	return -1
}

// Show applies one event to the view and returns the beat after it (in
// ticks at normal speed).
func (s *scene) Show(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	switch e.Kind {
	case rules.EvMove:
		return s.showTake(a, e)
	case rules.EvPlace:
		return s.showPlace(a, e)
	case rules.EvTurn:
		return s.showTurn(e)
	case rules.EvNote:
		if e.Value == g20.NotePlacingStarts {
			v.phase, v.placingNote, v.picksLeft = g20.Placing, true, 0
			return 20
		}
	case rules.EvPass:
		v.passFlash[e.Player] = 150
		s.Note = s.SeatName(e.Player) + " " + s.verb(e.Player, "has", "have") + " no tile that fits and " + s.verb(e.Player, "passes", "pass") + "."
		a.Play(audio.Draw)
		// A pass changes nothing on the table: the line saying it, and
		// the badge, stay a moment to be read before the next move.
		return 90
	case rules.EvGameEnd:
		v.phase, v.winner, v.turn = g20.Finished, e.Player, rules.Nobody
		s.prepareTally()
		return scenes.OpenTally
	}
	return 0
}

func (s *scene) showTake(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	t := &s.tiles[draftID(e.Item)]
	t.zone = int8(e.To)
	s.recount()
	a.Play(audio.Deal)
	if e.Player != v.turn {
		// The last tile goes to the second drafter without a decision.
		s.Note = fmt.Sprintf("The last tile, %d, goes to %s.", e.Item, s.object(e.Player))
		return 24
	}
	v.picksLeft = max(0, v.picksLeft-1)
	s.Note = fmt.Sprintf("%s %s the %d.", s.SeatName(e.Player), s.verb(e.Player, "takes", "take"), e.Item)
	return 12
}

func (s *scene) showPlace(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	id := centreID
	if e.Player != rules.Nobody {
		id = s.handTile(e.Player, e.Item)
	}
	if id < 0 {
		return 0
	}
	t := &s.tiles[id]
	t.zone, t.cell, t.landing = g20.ZoneBoard, int8(e.Cell), true
	s.recount()
	a.Play(audio.Place)
	if e.Player == rules.Nobody {
		s.Note = "The centre tile drawn for this game is " + g20.ANumber(e.Item) + "."
		return 26
	}
	v.lastCell = e.Cell
	s.Note = fmt.Sprintf("%s placed %d on %s.", s.SeatName(e.Player), e.Item, g20.CellName(e.Cell, s.side))
	return 18
}

func (s *scene) showTurn(e rules.Event) scenes.Beat {
	v := &s.view
	p := e.Player
	v.turn = p
	switch v.phase {
	case g20.Drafting:
		v.turnPicks = min(g20.TakesPerTurn, v.poolLeft-1)
		if v.poolLeft == draftTiles {
			v.turnPicks = g20.FirstTake
			s.Note = s.SeatName(p) + " " + s.verb(p, "was", "were") + " drawn to take the first tile; then each turn takes two."
		}
		v.picksLeft = v.turnPicks
	case g20.Placing:
		if v.placingNote {
			v.placingNote = false
			s.Note = fmt.Sprintf("The draft is over. %s %s the higher sum (%d against %d) and %s first.",
				s.SeatName(p), s.verb(p, "holds", "hold"), v.sums[p], v.sums[1-p], s.verb(p, "places", "place"))
			return 40
		}
	}
	return 4
}

// verb picks the verb form for a seat name ("You take", "Player 2 takes").
func (s *scene) verb(p int, third, second string) string {
	if s.SeatName(p) == "You" {
		return second
	}
	return third
}

// object is a seat's name as an object ("you").
func (s *scene) object(p int) string {
	if name := s.SeatName(p); name != "You" {
		return name
	}
	return "you"
}

// prepareTally formats the end-of-game texts once.
func (s *scene) prepareTally() {
	st := s.Match.State
	for p := range s.labels.tally {
		s.labels.tally[p] = s.SeatName(p) + ":  " + handSumText(st.Hand(p))
	}
	s.labels.result = s.headline()
}

// handSumText adds up a hand: "1 + 5 + 17 = 23", or "no tiles left = 0".
func handSumText(hand []int) string {
	if len(hand) == 0 {
		return "no tiles left = 0"
	}
	parts := make([]string, len(hand))
	sum := 0
	for i, v := range hand {
		parts[i] = strconv.Itoa(v)
		sum += v
	}
	return strings.Join(parts, " + ") + " = " + strconv.Itoa(sum)
}

func (s *scene) headline() string {
	st := s.Match.State
	w := st.Winners()
	switch {
	case len(w) != 1:
		return fmt.Sprintf("A draw: both hands add up to %d.", st.HandSum(0))
	case s.SeatName(w[0]) == "You":
		return fmt.Sprintf("You win, %d against %d!", st.HandSum(w[0]), st.HandSum(1-w[0]))
	}
	return fmt.Sprintf("%s wins, %d against %d.", s.SeatName(w[0]), st.HandSum(w[0]), st.HandSum(1-w[0]))
}

// Results is the final standings: the lower sum left in hand wins.
func (s *scene) Results() *scenes.Results {
	st := s.Match.State
	rows := make([]scenes.ResultRow, g20.NumPlayers)
	for p := range rows {
		hand := st.Hand(p)
		detail := fmt.Sprintf("%d %s left", len(hand), plural(len(hand), "tile", "tiles"))
		rows[p] = scenes.ResultRow{Name: s.SeatName(p), Detail: detail, Score: handSumText(hand)}
	}
	winners := st.Winners()
	for _, w := range winners {
		rows[w].Winner = true
	}
	sums := []int{st.HandSum(0), st.HandSum(1)}
	return scenes.NewResults(s.Game, s.headline()+" The lower sum left in hand wins.", rows, s.Config).
		WithHistory(turnHistory(s.Match.Record, s.Match.Seats)).
		WithOutcome(play.OutcomeOf(s.Match, winners, sums))
}
