package gameof20

import "github.com/twenty-games/twenty/rules"

// View is a Game of 20 position as a player sees it: everything, since the
// game hides nothing (both hands are open).
type View struct {
	Player       int     `json:"player"`
	ToMove       int     `json:"toMove"`
	Phase        string  `json:"phase"`
	Size         int     `json:"size"`
	Board        []int   `json:"board"` // by cell, row by row; 0 is empty
	Hands        [][]int `json:"hands"` // by player, lowest first
	Pool         []int   `json:"pool"`  // tiles left to draft
	FirstDrafter int     `json:"firstDrafter"`
	TakesLeft    int     `json:"takesLeft"`
}

// View implements rules.State.
func (s *State) View(player int) any {
	v := View{Player: player, ToMove: s.ToMove(), Phase: s.phase.String(), Size: s.Size(),
		Pool: s.Pool(), FirstDrafter: s.FirstDrafter(), TakesLeft: s.TakesLeft()}
	for c := range s.Cells() {
		v.Board = append(v.Board, s.Board(c))
	}
	for p := range NumPlayers {
		v.Hands = append(v.Hands, s.Hand(p))
	}
	return v
}

// Decision implements rules.State: Game of 20 only has turns.
func (s *State) Decision() rules.Decision { return rules.TurnOf(s.ToMove()) }
