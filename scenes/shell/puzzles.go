package shell

import (
	"fmt"
	"math"

	"github.com/twenty-games/twenty/rules/puzzle"
	"github.com/twenty-games/twenty/scenes"
)

// OpenPuzzle opens a puzzle of game above the menu: puzzle id, or when id
// is 0 the next one for the player (puzzle.Next by their rating, passing
// over those done), of any game when mixed. A puzzle that cannot open is
// reported and the screens stay as they are.
func (a *App) OpenPuzzle(game string, id int, mixed bool) error {
	r, _ := a.readPuzzles()
	var p puzzle.Puzzle
	ok := false
	switch {
	case id != 0:
		p, ok = puzzle.Find(game, id)
	case mixed:
		p, ok = a.nextMixedPuzzle(r)
	default:
		p, ok = puzzle.Next(game, r.Player, r.game(game).done(game), r.game(game).Ratings)
	}
	if !ok {
		err := fmt.Errorf("no puzzle to open")
		if id == 0 {
			err = fmt.Errorf("every puzzle is solved: well done")
		}
		a.Toast.Show(err.Error()+".", 240)
		return err
	}
	if mixed {
		r.LastMixed = p.Game
		a.writePuzzles(r)
	}
	return a.startPuzzle(r, p, false, mixed)
}

// OpenDailyPuzzle opens game's puzzle of the day.
func (a *App) OpenDailyPuzzle(game string) error {
	p, ok := puzzle.Daily(game, scenes.DailyNow())
	if !ok {
		err := fmt.Errorf("%s has no puzzles", game)
		a.Toast.Show(err.Error()+".", 240)
		return err
	}
	r, _ := a.readPuzzles()
	return a.startPuzzle(r, p, true, false)
}

// startPuzzle puts puzzle p's table above the menu.
func (a *App) startPuzzle(r puzzleRecord, p puzzle.Puzzle, daily, mixed bool) error {
	g, ok := a.gameByID(p.Game)
	if !ok {
		err := fmt.Errorf("there is no game called %q", p.Game)
		a.Toast.Show(err.Error()+".", 240)
		return err
	}
	ps := scenes.PuzzleStart{Puzzle: p, Rating: r.game(p.Game).rating(p), Player: r.Player, Daily: daily, Mixed: mixed}
	s, err := g.StartPuzzle(a.host(), ps)
	if err != nil {
		a.Toast.Show(fmt.Sprintf("Cannot open puzzle %d of %s: %v", p.ID, g.Title, err), 0)
		return err
	}
	a.BackToMenu()
	a.Push(s)
	return nil
}

// nextMixedPuzzle is the next puzzle of the mixed list: each game's next
// for the player, the one rated nearest them, from another game than the
// last when one is within a small step of it (the list goes round the
// games rather than staying in one).
func (a *App) nextMixedPuzzle(r puzzleRecord) (puzzle.Puzzle, bool) {
	const sameGameStep = 100.0
	var best puzzle.Puzzle
	bestDist, found := 0.0, false
	for _, g := range a.games {
		pg := r.game(g.ID)
		p, ok := puzzle.Next(g.ID, r.Player, pg.done(g.ID), pg.Ratings)
		if !ok {
			continue
		}
		d := math.Abs(pg.rating(p).Rating - r.Player.Rating)
		if g.ID == r.LastMixed {
			d += sameGameStep
		}
		if !found || d < bestDist {
			best, bestDist, found = p, d, true
		}
	}
	return best, found
}

// puzzleAddressed opens the puzzle ?game=ID&puzzle=N (the desktop's -game
// ID -puzzle N) names: the game's Nth shipped puzzle. One that is not
// there is said, and the menu stays.
func (a *App) puzzleAddressed(g *scenes.Game) {
	n := a.opts.Puzzle
	set := puzzle.Set(g.ID)
	if n < 1 || n > len(set) {
		a.Toast.Show(fmt.Sprintf("%s has no puzzle %d (it has %d).", g.Title, n, len(set)), 0)
		return
	}
	r, _ := a.readPuzzles()
	a.startPuzzle(r, set[n-1], false, false)
}
