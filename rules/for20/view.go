package for20

import "github.com/twenty-games/twenty/rules"

// View is what one player may know of a position, as plain JSON: the
// external bots, hints and tests read it. Cards are named by id ("M13");
// the table Cards has their names and numbers. Other players' hands appear
// only as their sizes and the cards the viewer saw go into them (Known).
type View struct {
	Player      int    `json:"player"`
	Players     int    `json:"players"`
	ToMove      int    `json:"toMove"` // rules.Nobody once over
	Decision    string `json:"decision"`
	Turn        int    `json:"turn"`
	FirstPlayer int    `json:"firstPlayer"`
	Round       int    `json:"round"`
	// Hand is the viewer's own hand.
	Hand  []string   `json:"hand"`
	Seats []SeatView `json:"seats"`
	// Decks are counts; dumps, the removed cards and the table are face up.
	MaterialDeck int      `json:"materialDeck"`
	PlayingDeck  int      `json:"playingDeck"`
	MaterialDump []string `json:"materialDump"`
	PlayingDump  []string `json:"playingDump"`
	Removed      []string `json:"removed"`
	Table        []string `json:"table"`
	// Pending is the declared move while its reaction window is open ("" when
	// none is), and Asked the player asked to answer it.
	Pending string `json:"pending"`
	Asked   int    `json:"asked"`
	// Choosing is the card whose ability waits for the player on turn to
	// name a target, "" when none does.
	Choosing string `json:"choosing"`
	// The turn's state, for the player on turn.
	Coins          int   `json:"coins"`
	NewTools       int   `json:"newTools"`
	SmokeForbidden bool  `json:"smokeForbidden"`
	SecondWind     bool  `json:"secondWind"`
	Legalized      bool  `json:"legalized"`
	Over           bool  `json:"over"`
	Winners        []int `json:"winners"`
}

// SeatView is one player's public side.
type SeatView struct {
	HandSize int `json:"handSize"`
	// Known are the cards of this hand the viewer knows (all of the
	// viewer's own).
	Known   []string       `json:"known"`
	Reserve []ReserveEntry `json:"reserve"`
	Area    []AreaEntry    `json:"area"`
	Smoked  []SmokedEntry  `json:"smoked"` // bottom first
	Score   int            `json:"score"`
	// Shielded: Stash Box protects the materials until this player's turn.
	Shielded bool `json:"shielded"`
}

// ReserveEntry is a material in a reserve.
type ReserveEntry struct {
	Card      string `json:"card"`
	Rotated   bool   `json:"rotated"`
	Smokeable bool   `json:"rotatedSmokeable,omitempty"` // rotated, yet smokeable (Lazy Daisy)
}

// AreaEntry is a tool in an area, with its smokes used this turn.
type AreaEntry struct {
	Card string `json:"card"`
	Used int    `json:"used"`
	Left int    `json:"left"` // smokes left this turn (legendaries)
}

// SmokedEntry is a smoked material and the bonus points stored on it.
type SmokedEntry struct {
	Card  string `json:"card"`
	Bonus int    `json:"bonus"`
}

// View implements rules.State.
func (s *State) View(player int) any {
	v := View{
		Player: player, Players: s.opts.Players, ToMove: s.ToMove(), Decision: s.Decision().Kind.String(),
		Turn: s.turn, FirstPlayer: s.first, Round: s.round, Hand: s.hands[player].Texts(),
		MaterialDeck: s.materialDeckLen, PlayingDeck: s.playingDeckLen,
		MaterialDump: s.materialDump.Texts(), PlayingDump: s.playingDump.Texts(),
		Removed: s.removed.Texts(), Table: s.table.Texts(), Asked: s.asked,
		Coins: s.coins, NewTools: s.newTools, SmokeForbidden: s.smokeForbidden, SecondWind: s.secondWind,
		Legalized: s.legalized, Over: s.over, Winners: s.Winners(),
	}
	if v.Winners == nil {
		v.Winners = []int{}
	}
	if s.asked != noneAsked {
		v.Pending = s.pending.String()
	}
	if c, _, ok := s.Choosing(); ok {
		v.Choosing = c.String()
	}
	for p := range s.opts.Players {
		seat := SeatView{HandSize: s.hands[p].Len(), Known: s.KnownHand(player, p).Texts(),
			Score: s.scores[p], Shielded: s.shield[p] > 0,
			Reserve: []ReserveEntry{}, Area: []AreaEntry{}, Smoked: []SmokedEntry{}}
		r := s.reserves[p]
		for c := r.First(); c != NoCard; c = r.Next(c) {
			seat.Reserve = append(seat.Reserve, ReserveEntry{Card: c.String(), Rotated: s.rotated.Has(c), Smokeable: s.rotatedOK.Has(c)})
		}
		a := s.areas[p]
		for c := a.First(); c != NoCard; c = a.Next(c) {
			e := AreaEntry{Card: c.String(), Used: int(s.uses[c-NumMaterials])}
			if Cards[c].Kind == Legendary {
				e.Left = s.usesLeft(c)
			} else {
				e.Left = 1
			}
			seat.Area = append(seat.Area, e)
		}
		for _, c := range s.smoked[p][:s.smokedLen[p]] {
			seat.Smoked = append(seat.Smoked, SmokedEntry{Card: c.String(), Bonus: int(s.bonus[c])})
		}
		v.Seats = append(v.Seats, seat)
	}
	return v
}

// KnownHand are the cards of p's hand that viewer knows are there.
func (s *State) KnownHand(viewer, p int) CardSet {
	if viewer == p {
		return s.hands[p]
	}
	var out CardSet
	h := s.hands[p]
	for c := h.First(); c != NoCard; c = h.Next(c) {
		if s.known[c]&(1<<viewer) != 0 {
			out = out.With(c)
		}
	}
	return out
}

// Secrets are the cards viewer must not see (their ids): the other
// players' hand cards viewer does not know about. rulestest checks none of
// them appears in the view.
func (s *State) Secrets(viewer int) []string {
	var out []string
	for p := range s.opts.Players {
		if p != viewer {
			out = append(out, s.hands[p].Minus(s.KnownHand(viewer, p)).Texts()...)
		}
	}
	return out
}

// Determinize re-deals what observer cannot know: the other players'
// unknown hand cards and the playing deck are shuffled together and dealt
// back in the same numbers, and the material deck is reshuffled (its
// contents are public, its order is not). The state's own generator is
// reseeded from rng, so that its future draws are not the real ones.
func (s *State) Determinize(observer int, rng *rules.RNG) {
	var pool [NumPlaying]Card
	var counts [MaxPlayers]int
	n := copy(pool[:], s.playingDeck[:s.playingDeckLen])
	for q := range s.opts.Players {
		if q == observer {
			continue
		}
		unknown := s.hands[q].Minus(s.KnownHand(observer, q))
		for c := unknown.First(); c != NoCard; c = unknown.Next(c) {
			pool[n] = c
			n++
		}
		counts[q] = unknown.Len()
		s.hands[q] = s.hands[q].Minus(unknown)
	}
	rng.Shuffle(n, func(i, j int) { pool[i], pool[j] = pool[j], pool[i] })
	i := 0
	for q := range s.opts.Players {
		for range counts[q] {
			s.toHand(q, pool[i], 0)
			i++
		}
	}
	copy(s.playingDeck[:s.playingDeckLen], pool[i:n])
	rng.Shuffle(s.materialDeckLen, func(i, j int) {
		s.materialDeck[i], s.materialDeck[j] = s.materialDeck[j], s.materialDeck[i]
	})
	s.rng = rules.NewRNG(rng.Uint64())
}
