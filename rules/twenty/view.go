package twenty

import "github.com/twenty-games/twenty/rules"

// View is what one player may know of a Twenty position: the own hand, what
// lies on the table, and of the others only how many cards they hold.
type View struct {
	Player    int      `json:"player"`
	ToMove    int      `json:"toMove"`
	Hand      []string `json:"hand"`
	HandSizes []int    `json:"handSizes"`
	Count     int      `json:"count"`
	Target    int      `json:"target"`
	// Table holds the cards played this hand since the last reshuffle.
	Table      []string `json:"table"`
	StockSize  int      `json:"stockSize"`
	LastPlayer int      `json:"lastPlayer"` // rules.Nobody before the first play of a hand
	// LastPlay is the last play's cards while they lie on the table (a
	// reshuffle takes them back into the stock, where others may draw them).
	LastPlay   []string `json:"lastPlay"`
	Dealer     int      `json:"dealer"`
	HandNumber int      `json:"handNumber"`
	Penalties  []int    `json:"penalties"` // totals so far, by player
	Over       bool     `json:"over"`
}

// View implements rules.State.
func (s *State) View(player int) any {
	v := View{
		Player: player, ToMove: s.ToMove(), Hand: s.Hand(player).Texts(),
		Count: s.Count(), Target: s.opts.Target, Table: s.table.Texts(), StockSize: s.StockLen(),
		LastPlayer: rules.Nobody, LastPlay: []string{}, Dealer: s.Dealer(), HandNumber: s.HandNumber(),
		Over: s.over,
	}
	if p, set, ok := s.LastPlay(); ok {
		v.LastPlayer, v.LastPlay = p, (set & s.table).Texts()
	}
	for p := range s.opts.Players {
		v.HandSizes = append(v.HandSizes, s.hands[p].Len())
		v.Penalties = append(v.Penalties, s.Penalty(p))
	}
	return v
}

// Decision implements rules.State: Twenty only has turns.
func (s *State) Decision() rules.Decision { return rules.TurnOf(s.ToMove()) }
