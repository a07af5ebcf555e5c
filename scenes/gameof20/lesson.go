package gameof20

import (
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/ai"
	g20 "github.com/twenty-games/twenty/rules/gameof20"
	"github.com/twenty-games/twenty/scenes"
)

// lesson is Game of 20's "Learn to play": deal 1 of the 5 x 5 board, where
// you pick first. The draft takes the lowest tile each time (what the
// computer does too), then the placing shows the lowest-tile rule on cells
// next to 0 or 1 tiles and the sum rule on a cell next to four. The
// computer's moves are its easy heuristic's on this deal, written down.
//
// Every number a line states is a {figure} of the position (lessonFigures),
// never typed: the tiles a cell touches and their sum, the lowest tile,
// the pool, the opponent's moves.
var lesson = &scenes.Lesson{
	Players: 2, Seed: 1, Level: ai.Easy,
	Steps:   lessonSteps,
	End:     "The rest is yours: place a tile each turn while one fits, else pass. When neither player can place, the lower sum left in hand wins. Rules, in the top bar, has it all.",
	Figures: lessonFigures,
}

// lessonSteps are the lesson's steps (apart from lesson, whose Figures
// read them: a variable cannot read itself while it is made).
var lessonSteps = []scenes.LessonStep{
	{Move: "take 3", Expect: []string{"pool.tile.3"},
		Text:  "The draft: the tiles {low} to {high} lie in the pool. You were drawn to pick first, and the first pick is {turnTiles}. Take the {take}: low tiles are easy to place, and every tile left in your hand at the end counts against you.",
		Wrong: "Take the {take}, the lowest tile in the pool: low tiles are the easiest to place."},
	{Before: []string{"take 4", "take 5"}, Move: "take 6", Expect: []string{"pool.tile.6"},
		Text:  "Your opponent took {took}: after the first pick, each turn takes {turnTiles}. Take the {take}, the lowest left.",
		Wrong: "Take the {take}: the lowest tile left in the pool."},
	{Move: "take 7", Expect: []string{"pool.tile.7"},
		Text:  "Your second pick of this turn: the {take}.",
		Wrong: "Take the {take}: it is still your turn to pick, and it is the lowest left."},
	{Before: []string{"take 8", "take 9"}, Move: "take 10", Expect: []string{"pool.tile.10"},
		Text:  "Your opponent took {took}. Both hands are open: you always see what your opponent holds. Take the {take}.",
		Wrong: "Take the {take}, the lowest tile in the pool."},
	{Move: "take 11", Expect: []string{"pool.tile.11"},
		Text:  "And the {take}.",
		Wrong: "Take the {take}: your second pick of this turn."},
	{Before: []string{"take 12", "take 13"}, Move: "take 14", Expect: []string{"pool.tile.14"},
		Text:  "The draft goes on until the pool is empty: each hand will hold {handFull} tiles. Take the {take}.",
		Wrong: "Take the {take}, the lowest tile in the pool."},
	{Move: "take 15", Expect: []string{"pool.tile.15"},
		Text:  "And the {take}.",
		Wrong: "Take the {take}: your second pick of this turn."},
	{Before: []string{"take 16", "take 17"}, Move: "take 18", Expect: []string{"pool.tile.18"},
		Text:  "Why low tiles: once placing starts, a cell next to fewer than {sumRule} tiles takes only the lowest tile of your hand, and a cell next to {sumRule} or more only the tile equal to their sum. A high tile goes down only on such a sum, or once it is your lowest. Take the {take}.",
		Wrong: "Take the {take}, the lowest tile in the pool."},
	{Move: "take 19", Expect: []string{"pool.tile.19"},
		Text:  "Take the {take}. The last tile, the {last}, then goes to your opponent, who did not pick first.",
		Wrong: "Take the {take}: the {last} goes to your opponent after it."},
	{Before: []string{"place 1 at e1"}, Move: "place 1 at c2", Expect: []string{"hand.tile.1", "board.c2"},
		Text:  "Placing, one tile a turn: the higher hand sum goes first, so your opponent ({theirStart} against your {yourStart}) put {aPlaced} on {placedAt}. The ringed cell touches {touches}, fewer than {sumRule}: it takes only your lowest tile, your {tile}. Tap your {tile}, then the ringed cell above the centre.",
		Wrong: "Tap your {tile}, then the ringed cell above the centre: a cell next to {touches} takes your lowest tile."},
	{Before: []string{"place 1 at e4"}, Move: "place 1 at a5", Expect: []string{"hand.tile.1", "board.a5"},
		Text:  "Your other {tile} is still your lowest tile. Put it in the corner at the bottom left: it touches {touching}, away from the tiles your opponent could add up.",
		Wrong: "Tap your {tile}, then the ringed corner at the bottom left."},
	{Before: []string{"place 2 at e5"}, Move: "place 2 at d3", Expect: []string{"hand.tile.2", "board.d3"},
		Text:  "Now your lowest tile is the {tile}. Place it right of the centre: that cell touches {touching}.",
		Wrong: "Tap your {tile}, then the ringed cell right of the centre."},
	{Before: []string{"place 4 at a2"}, Move: "place 3 at c4", Expect: []string{"hand.tile.3", "board.c4"},
		Text:  "Place your {tile}, now your lowest, under the centre: that cell touches {touching}. The cell to its right then touches {after.d4.touches}, the {after.d4.tiles}: it takes only their sum, {after.d4.sum}, shown on it.",
		Wrong: "Tap your {tile}, then the ringed cell under the centre."},
	{Before: []string{"place 5 at b2"}, Move: "place 6 at a3", Expect: []string{"hand.tile.6", "board.a3"},
		Text:  "Your lowest is the {tile}. The ringed cell on the left edge touches {touching}, so it takes your {tile}.",
		Wrong: "Tap your {tile}, then the ringed cell on the left edge."},
	{Before: []string{"place 8 at d5"}, Move: "place 14 at d4", Expect: []string{"hand.tile.14", "board.d4"},
		Text:  "Your opponent put {aPlaced} on {placedAt}. The sum rule: the ringed cell now touches {touches}, the {tiles}, so it takes only {aSum}, and you hold one. Place it: a high tile out of your hand.",
		Wrong: "Tap your {tile}, then the ringed cell: {plus} make {sum}."},
}

// The lesson's seats: the person in the first, the computer in the second.
const (
	lessonYou      = 0
	lessonOpponent = 1
)

// lessonFigures are the figures of the lesson's lines at the position a
// step's move is due (state), worked out by the rules: a figure a line
// states about the position is only given while it holds there (the move
// taken is the pool's lowest, the tile placed is the one its cell takes,
// the opponent's scripted moves are on the board), so a script that no
// longer fits its deal fails the lesson test instead of saying something
// false.
//
//   - {low} {high}: the pool's lowest and highest tile; {take}: the tile
//     the move takes, the pool's lowest; {turnTiles}: the tiles the
//     person still takes this turn ("2 tiles"); {handFull}: the tiles each
//     hand holds once the pool is shared out; {last}: the tile left to the
//     opponent once the move's tile is taken from a pool of two.
//   - {took}: the opponent's scripted takes before the step ("the 4 and
//     the 5"); {aPlaced} {placedAt}: its scripted placement ("a 1", "e1");
//     {theirStart} {yourStart}: the hand sums the placing began with,
//     given while the opponent's first tile is the only one placed, and
//     only when the opponent's was the higher.
//   - {sumRule}: how many neighbours make a cell take their sum.
//   - {tile} {cell}: the tile the move places and its cell, given when the
//     cell takes that tile from the person; {touches} ("1 tile"),
//     {touching} ("only the 3", "no tile", "the 2, 3, 1 and 8"), {tiles}
//     ("2, 3, 1 and 8"), {plus} ("2 + 3 + 1 + 8"), {sum} and {aSum} ("a
//     14"): the tiles the cell touches now.
//   - {after.CELL.touches} {after.CELL.tiles} {after.CELL.sum}: the same
//     for each empty cell next to a tile once the move is played.
func lessonFigures(state any, move string) map[string]string {
	st, ok := state.(*g20.State)
	if !ok {
		return nil
	}
	f := map[string]string{"sumRule": strconv.Itoa(g20.SumRuleNeighbours)}
	pool := st.Pool()
	if len(pool) > 0 {
		f["low"], f["high"] = strconv.Itoa(pool[0]), strconv.Itoa(pool[len(pool)-1])
		f["turnTiles"] = g20.Count(st.TakesLeft(), "tile", "tiles")
		if n := st.HandSize(lessonYou) + st.HandSize(lessonOpponent) + len(pool); n%g20.NumPlayers == 0 {
			f["handFull"] = strconv.Itoa(n / g20.NumPlayers)
		}
	}
	lessonBeforeFigures(st, move, f)
	mv, err := st.ParseMove(move)
	if err != nil || st.ToMove() != lessonYou {
		return f
	}
	switch mv.Kind {
	case g20.Take:
		v := int(mv.Tile)
		if len(pool) > 0 && pool[0] == v {
			f["take"] = strconv.Itoa(v)
		}
		if len(pool) == 2 && pool[0] == v {
			f["last"] = strconv.Itoa(pool[1])
		}
	case g20.Place:
		v, c := int(mv.Tile), int(mv.Cell)
		if tile, ok, _ := st.Requirement(lessonYou, c); ok && tile == v {
			f["tile"], f["cell"] = strconv.Itoa(v), st.CellName(c)
		}
		cellFigures(st, c, "", f)
		after := st.Clone()
		after.SetEvents(false)
		if after.Apply(mv) == nil {
			for e := range after.Cells() {
				if n, _ := after.Around(e); n > 0 && after.Board(e) == 0 {
					cellFigures(after, e, "after."+after.CellName(e)+".", f)
				}
			}
		}
	}
	return f
}

// cellFigures adds the figures of the tiles cell c touches, each name
// prefixed.
func cellFigures(st *g20.State, c int, prefix string, f map[string]string) {
	count, sum := st.Around(c)
	tiles := st.NeighbourTiles(c, nil)
	f[prefix+"touches"] = g20.Count(count, "tile", "tiles")
	f[prefix+"tiles"] = g20.List(tiles)
	f[prefix+"sum"] = strconv.Itoa(sum)
	switch count {
	case 0:
		f[prefix+"touching"] = "no tile"
	case 1:
		f[prefix+"touching"] = "only the " + g20.List(tiles)
	default:
		f[prefix+"touching"] = "the " + g20.List(tiles)
		f[prefix+"aSum"] = g20.ANumber(sum)
		parts := make([]string, len(tiles))
		for i, v := range tiles {
			parts[i] = strconv.Itoa(v)
		}
		f[prefix+"plus"] = strings.Join(parts, " + ")
	}
}

// lessonBeforeFigures adds the figures of the opponent's scripted moves
// before the step whose move is due ({took}, {aPlaced}, {placedAt}), each
// given only when the position shows it played: the tiles taken are in
// the opponent's hand, the tile placed on its cell.
func lessonBeforeFigures(st *g20.State, move string, f map[string]string) {
	var before []string
	for _, s := range lessonSteps {
		if s.Move == move { // the script's moves are all different (TestLessonFigures)
			before = s.Before
			break
		}
	}
	var took []string
	for _, text := range before {
		mv, err := st.ParseMove(text)
		if err != nil {
			return
		}
		switch mv.Kind {
		case g20.Take:
			if st.HandCount(lessonOpponent, int(mv.Tile)) == 0 {
				return
			}
			took = append(took, "the "+strconv.Itoa(int(mv.Tile)))
		case g20.Place:
			if st.Board(int(mv.Cell)) != int(mv.Tile) {
				return
			}
			f["aPlaced"], f["placedAt"] = g20.ANumber(int(mv.Tile)), st.CellName(int(mv.Cell))
			// The sums the placing began with, while this is the only
			// tile placed beside the centre: the opponent's hand held it.
			if tilesPlaced(st) == 1 {
				theirs, yours := st.HandSum(lessonOpponent)+int(mv.Tile), st.HandSum(lessonYou)
				if theirs > yours {
					f["theirStart"], f["yourStart"] = strconv.Itoa(theirs), strconv.Itoa(yours)
				}
			}
		}
	}
	if len(took) > 0 {
		f["took"] = strings.Join(took[:len(took)-1], ", ")
		if len(took) > 1 {
			f["took"] += " and "
		}
		f["took"] += took[len(took)-1]
	}
}

// tilesPlaced is how many tiles the players have placed (the centre tile
// is no one's).
func tilesPlaced(st *g20.State) int {
	n := 0
	for c := range st.Cells() {
		if c != st.Centre() && st.Board(c) != 0 {
			n++
		}
	}
	return n
}
