package gameof20

import (
	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/scenes"
)

// lesson is Game of 20's "Learn to play": deal 1 of the 5 x 5 board, where
// you pick first. The draft takes the lowest tile each time (what the
// computer does too), then the placing shows the lowest-tile rule on cells
// next to 0 or 1 tiles and the sum rule on a cell next to four. The
// computer's moves are its easy heuristic's on this deal, written down.
var lesson = &scenes.Lesson{
	Players: 2, Seed: 1, Level: ai.Easy,
	Steps: []scenes.LessonStep{
		{Move: "take 3", Expect: []string{"pool.tile.3"},
			Text:  "The draft: tiles 3 to 20 lie in the pool and you pick first. Take the 3: low tiles are easy to place, and every tile left in your hand at the end counts against you.",
			Wrong: "Take the 3, the lowest tile in the pool: low tiles are the easiest to place."},
		{Before: []string{"take 4", "take 5"}, Move: "take 6", Expect: []string{"pool.tile.6"},
			Text:  "Your opponent took the 4 and the 5: after the first pick, each turn takes two tiles. Take the 6, the lowest left.",
			Wrong: "Take the 6: the lowest tile left in the pool."},
		{Move: "take 7", Expect: []string{"pool.tile.7"},
			Text:  "Your second tile of this turn: the 7.",
			Wrong: "Take the 7: it is still your turn to pick, and it is the lowest left."},
		{Before: []string{"take 8", "take 9"}, Move: "take 10", Expect: []string{"pool.tile.10"},
			Text:  "Both hands are open: you always see what your opponent holds. Take the 10.",
			Wrong: "Take the 10, the lowest tile in the pool."},
		{Move: "take 11", Expect: []string{"pool.tile.11"},
			Text:  "And the 11.",
			Wrong: "Take the 11: your second pick of this turn."},
		{Before: []string{"take 12", "take 13"}, Move: "take 14", Expect: []string{"pool.tile.14"},
			Text:  "The draft goes on until the pool is empty: each hand will hold 12 tiles. Take the 14.",
			Wrong: "Take the 14, the lowest tile in the pool."},
		{Move: "take 15", Expect: []string{"pool.tile.15"},
			Text:  "And the 15.",
			Wrong: "Take the 15: your second pick of this turn."},
		{Before: []string{"take 16", "take 17"}, Move: "take 18", Expect: []string{"pool.tile.18"},
			Text:  "A high tile can only go where the tiles around a cell add up to exactly its value. Take the 18.",
			Wrong: "Take the 18, the lowest tile in the pool."},
		{Move: "take 19", Expect: []string{"pool.tile.19"},
			Text:  "Take the 19. The last tile, the 20, then goes to your opponent.",
			Wrong: "Take the 19: the 20 goes to your opponent after it."},
		{Before: []string{"place 1 at e1"}, Move: "place 1 at c2", Expect: []string{"hand.tile.1", "board.c2"},
			Text:  "Placing: one tile a turn. A cell next to 0 or 1 tiles takes only your lowest tile, your 1. Tap your 1, then the ringed cell above the centre.",
			Wrong: "Tap your 1, then the ringed cell above the centre: a cell next to one tile takes your lowest tile."},
		{Before: []string{"place 1 at e4"}, Move: "place 1 at a5", Expect: []string{"hand.tile.1", "board.a5"},
			Text:  "Your other 1 is still your lowest tile. Put it in the corner at the bottom left, away from the tiles your opponent could add up.",
			Wrong: "Tap your 1, then the ringed corner at the bottom left."},
		{Before: []string{"place 2 at e5"}, Move: "place 2 at d3", Expect: []string{"hand.tile.2", "board.d3"},
			Text:  "Now your lowest tile is the 2. Place it right of the centre: that cell touches only the 3.",
			Wrong: "Tap your 2, then the ringed cell right of the centre."},
		{Before: []string{"place 4 at a2"}, Move: "place 3 at c4", Expect: []string{"hand.tile.3", "board.c4"},
			Text:  "Place your 3 under the centre. The cell between your 2 and your 3 then touches two tiles: it takes only their sum, shown on it.",
			Wrong: "Tap your 3, then the ringed cell under the centre."},
		{Before: []string{"place 5 at b2"}, Move: "place 6 at a3", Expect: []string{"hand.tile.6", "board.a3"},
			Text:  "Your lowest is the 6. The ringed cell on the left edge touches only the 4, so it takes your 6.",
			Wrong: "Tap your 6, then the ringed cell on the left edge."},
		{Before: []string{"place 8 at d5"}, Move: "place 14 at d4", Expect: []string{"hand.tile.14", "board.d4"},
			Text:  "The sum rule: the ringed cell touches 2, 3, 1 and 8, so it takes only a 14, and you hold one. Place it: a high tile out of your hand.",
			Wrong: "Tap your 14, then the ringed cell: 2 + 3 + 1 + 8 make 14."},
	},
	End: "The rest is yours: place a tile each turn while one fits, else pass. When neither player can place, the lower sum left in hand wins. Rules, in the top bar, has it all.",
}
