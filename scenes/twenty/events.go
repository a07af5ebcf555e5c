package twenty

import (
	"fmt"
	"strconv"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	tw "github.com/twenty-games/twenty/rules/twenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// Zones of the view: where the scene currently shows each card. They follow
// the events as they are played back, so they lag the rule state while
// animations run.
const (
	viewStock = iota
	viewTable
	viewHand // + player
)

// syncView shows the rule state as it is (after a resume).
func (s *scene) syncView() {
	st := s.Match.State
	for c := cards.Card(0); c < cards.NumCards; c++ {
		s.zone[c] = viewStock
	}
	for p := 0; p < s.players; p++ {
		for h := st.Hand(p); h != 0; {
			c, _ := h.Lowest()
			h = h.Without(c)
			s.zone[c] = int8(viewHand + p)
		}
		s.penalty[p].Set(st.Penalty(p), 0) // a resume shows the points at once
	}
	for t := st.Played(); t != 0; {
		c, _ := t.Lowest()
		t = t.Without(c)
		s.toTable(c)
	}
	if _, set, ok := st.LastPlay(); ok {
		s.lastPlay = set
	}
	s.count = st.Count()
	s.refreshLabels()
}

// animateDeal starts a new game's view with every card in the stock and
// queues the deal, which the rules did before the scene existed.
func (s *scene) animateDeal() {
	for c := range s.zone {
		s.zone[c] = viewStock
	}
	st := s.Match.State
	var hands [4][]cards.Card
	for p := 0; p < s.players; p++ {
		hands[p] = st.Hand(p).AppendTo(nil)
	}
	var deal []rules.Event
	for i := 0; i < 7; i++ {
		for p := 0; p < s.players; p++ {
			if i < len(hands[p]) {
				deal = append(deal, rules.Event{Kind: rules.EvDeal, Player: p, Item: int(hands[p][i]), From: tw.ZoneStock, To: tw.ZoneHand(p)})
			}
		}
	}
	s.Match.ShowFirst(deal)
	s.count = st.Count()
	for p := range s.penalty {
		s.penalty[p].Set(st.Penalty(p), 0)
	}
	s.refreshLabels()
}

func (s *scene) toTable(c cards.Card) {
	s.zone[c] = viewTable
	s.seq++
	s.tableSeq[c] = s.seq
}

// viewZone maps a rules zone to a view zone.
func (s *scene) viewZone(z int) int8 {
	switch z {
	case tw.ZoneStock:
		return viewStock
	case tw.ZoneTable:
		return viewTable
	}
	for p := 0; p < s.players; p++ {
		if z == tw.ZoneHand(p) {
			return int8(viewHand + p)
		}
	}
	return viewStock
}

// refreshScores formats the seats' labels with the points shown now.
func (s *scene) refreshScores() {
	for p := range s.scoreLabel {
		pts := s.penalty[p].Shown()
		s.scoreLabel[p] = fmt.Sprintf("%s  %d pts", s.SeatName(p), pts)
		s.seatLines[p] = fmt.Sprintf("%s\n%d pts", s.SeatName(p), pts)
	}
}

func (s *scene) refreshLabels() {
	s.countLabel = fmt.Sprintf("Count %d", s.count)
	s.refreshScores()
	n := 0
	for _, z := range s.zone {
		if z == viewStock {
			n++
		}
	}
	s.stockLabel = fmt.Sprintf("%d in stock", n)
	s.handLabel = fmt.Sprintf("Hand %d", s.Match.State.HandNumber())
}

// Show applies one event to the view and returns the beat after it (in
// ticks at normal speed).
func (s *scene) Show(a *ui.Context, e rules.Event) scenes.Beat {
	continuesPlay := s.prevToTable
	s.prevToTable = false
	switch e.Kind {
	case rules.EvDeal:
		s.zone[e.Item] = s.viewZone(e.To)
		a.Play(audio.Deal)
		s.refreshLabels()
		return (3)
	case rules.EvMove:
		c := cards.Card(e.Item)
		to := s.viewZone(e.To)
		if to == viewTable {
			if !continuesPlay { // the first card of a play
				s.lastPlay = 0
			}
			s.prevToTable = true
			s.toTable(c)
			s.lastPlay = s.lastPlay.With(c)
			s.lastPlayer = e.Player
			a.Play(audio.Play)
			s.refreshLabels()
			return (5)
		}
		s.zone[c] = to
		if to == viewStock {
			s.refreshLabels()
			return 0
		}
		if s.zone[c] >= viewHand && e.From == tw.ZoneStock {
			s.Note = s.SeatName(e.Player) + " drew a card."
			a.Play(audio.Draw)
		}
		s.refreshLabels()
		return (10)
	case rules.EvShuffle:
		for c := range s.zone {
			if s.zone[c] == viewTable {
				s.zone[c] = viewStock
			}
		}
		s.lastPlay = 0
		s.Note = "The played cards are shuffled into a new stock."
		a.Play(audio.Draw)
		s.refreshLabels()
		return (24)
	case rules.EvCount:
		if e.Value > s.count && s.lastPlay != 0 {
			s.Note = fmt.Sprintf("%s made %d with %s.", s.SeatName(s.lastPlayer), s.count, s.lastPlay.Pretty())
			a.Play(audio.Count)
		}
		s.count = e.Value
		s.refreshLabels()
		return (14)
	case rules.EvPass:
		s.Note = s.SeatName(e.Player) + " cannot make the count and passes."
		return (30)
	case rules.EvScore:
		if e.Player >= 0 && e.Player < s.players {
			if c := &s.penalty[e.Player]; c.Value() != e.Value || !c.Counting() {
				c.Set(e.Value, a.CountTicks()) // the points count up
			}
			if s.handPen == nil {
				s.handPen = make([]int, s.players)
			}
			s.handPen[e.Player] = e.Delta
		}
		s.refreshLabels()
		return 0
	case rules.EvRoundEnd, rules.EvGameEnd:
		s.reveal = true
		if e.Kind == rules.EvRoundEnd {
			// The next hand is dealt already: the tally names the one
			// that ended, and so does the header while the tally is up.
			s.endedHand = "Hand " + strconv.Itoa(e.Value)
			s.tallyHead = s.endedHand + " is over"
		}
		if s.Match.State.Over() {
			s.tallyHead = s.headline()
		}
		return scenes.OpenTally
	case rules.EvNote:
		if e.Value == tw.NoteNewHand {
			s.lastPlay, s.seq = 0, 0
			s.Note = s.SeatName(e.Player) + " deals a new hand."
			s.refreshLabels()
			return (20)
		}
	}
	return 0
}
