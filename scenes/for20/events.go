package for20

import (
	"fmt"
	"strings"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// view is what the table shows: it follows the events as they are played
// back, so it lags the rule state while animations run.
type view struct {
	zone [f20.NumCards]int8 // a rules zone (f20.Zone...)
	// seq orders the cards of a zone by arrival: the top of a dump or a
	// smoked stack is its highest seq.
	seq     [f20.NumCards]int32
	nextSeq int32
	// rotated materials and used tools lie sideways until the turn ends.
	rotated, used f20.CardSet
	// air holds the declared move's cards up while its window is open;
	// airLine says what was declared and what came of it.
	air       f20.CardSet
	airLine   string
	airPlayer int
	// unanswerable: the move in the air goes through with no window (no
	// one can answer it), so it is shown without a pause.
	unanswerable bool
	flash        [f20.NumCards]int16 // ticks a card is still lit (an ability firing)
	legalized    bool
	coins        int
	shielded     [f20.MaxPlayers]bool
	turn         int
	round        int
	declScan     int // the record's next move to read a declared move from
	handCounts   [f20.MaxPlayers]int
}

// flashTicks is how long a firing ability lights its card.
const flashTicks = 60

func (v *view) stepFlash() {
	for c := range v.flash {
		if v.flash[c] > 0 {
			v.flash[c]--
		}
	}
}

func (v *view) flashing() bool {
	for _, f := range v.flash {
		if f > 0 {
			return true
		}
	}
	return false
}

func (v *view) put(c f20.Card, zone int) {
	v.zone[c] = int8(zone)
	v.nextSeq++
	v.seq[c] = v.nextSeq
}

// countHands recounts the hand sizes shown beside the names.
func (v *view) countHands(players int) {
	v.handCounts = [f20.MaxPlayers]int{}
	for c := range v.zone {
		for p := range players {
			if int(v.zone[c]) == f20.ZoneHand(p) {
				v.handCounts[p]++
			}
		}
	}
}

// syncView shows the rule state as it is (after a resume).
func (s *scene) syncView() {
	st := s.Match.State
	v := &s.view
	for c := range f20.Card(f20.NumCards) {
		v.put(c, st.ZoneOf(c))
	}
	for p := range s.players {
		for _, c := range st.Smoked(p) {
			v.put(c, f20.ZoneSmoked(p)) // bottom first: the top gets the highest seq
		}
		s.scores[p].Set(st.Score(p), 0)
	}
	// Rotations and used tools are not in the state's getters: the view
	// (JSON-ready) has them, once.
	if fv, ok := st.View(s.Viewer).(f20.View); ok {
		for p, seat := range fv.Seats {
			v.shielded[p] = seat.Shielded
			for _, e := range seat.Reserve {
				if c, err := f20.ParseCard(e.Card); err == nil && e.Rotated {
					v.rotated = v.rotated.With(c)
				}
			}
			for _, e := range seat.Area {
				if c, err := f20.ParseCard(e.Card); err == nil && e.Used > 0 && e.Left == 0 {
					v.used = v.used.With(c)
				}
			}
		}
	}
	if mv, ok := st.Pending(); ok {
		v.air = mv.Cards
		if mv.Card != f20.NoCard {
			v.air = v.air.With(mv.Card)
		}
		v.airPlayer = st.Turn()
		v.airLine = s.describeMove(st.Turn(), mv) + ": waiting for answers."
	}
	v.legalized, v.coins, v.turn, v.round = st.Legalized(), st.Coins(), st.Turn(), st.Round()
	s.log.add(fmt.Sprintf("Game resumed: round %d, %s to play.", v.round, s.SeatName(v.turn)))
	s.refreshLabels()
}

// animateDeal starts a new game's view with every card in its deck and
// queues the deal and the first draws, which the rules made before the
// scene existed.
func (s *scene) animateDeal() {
	st := s.Match.State
	v := &s.view
	var deal []rules.Event
	for c := range f20.Card(f20.NumCards) {
		deck := f20.ZonePlayingDeck
		if c < f20.NumMaterials {
			deck = f20.ZoneMaterialDeck
		}
		v.put(c, deck)
		if z := st.ZoneOf(c); z != deck {
			deal = append(deal, rules.Event{Kind: rules.EvMove, Item: int(c), From: deck, To: z, Player: st.Turn()})
		}
	}
	for p := range s.players {
		s.scores[p].Set(0, 0)
	}
	v.turn, v.round, v.coins = st.Turn(), 1, st.Coins()
	s.Match.ShowFirst(deal)
	s.log.add(fmt.Sprintf("New game for %d players: %s starts.", s.players, s.SeatName(st.Turn())))
	s.refreshLabels()
}

// Show applies one event to the view and returns the beat after it (in
// ticks at normal speed).
func (s *scene) Show(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	defer s.refreshLabels()
	switch e.Kind {
	case rules.EvMove:
		return s.showMove(a, e)
	case rules.EvShuffle:
		for c := range v.zone {
			if int(v.zone[c]) == e.From {
				v.put(f20.Card(c), e.To)
			}
		}
		s.log.add(fmt.Sprintf("The %s is shuffled into a new deck of %d.", zoneName(e.From), e.Value))
		a.Play(audio.Draw)
		return 20
	case rules.EvCount:
		v.coins = e.Value
		if e.Delta != 0 {
			a.Play(audio.Count)
		}
		return 6
	case rules.EvScore:
		if e.Player >= 0 && e.Player < s.players {
			s.scores[e.Player].Set(e.Value, a.CountTicks())
			s.log.add(fmt.Sprintf("%s: %d stoner points (%+d).", s.SeatName(e.Player), e.Value, e.Delta))
		}
		return 10
	case rules.EvPass:
		s.log.add(s.subject(e.Player, "lets") + " it go.")
		return 8
	case rules.EvTurn:
		v.turn, v.airLine = e.Player, ""
		s.log.add(fmt.Sprintf("— %s turn (round %d) —", s.possessive(e.Player), v.round))
		return 10
	case rules.EvRoundEnd:
		v.round = e.Value + 1
		s.log.add(fmt.Sprintf("Round %d is over.", e.Value))
		return 10
	case rules.EvGameEnd:
		if e.Player >= 0 {
			s.log.add(s.subject(e.Player, "wins") + " the game.")
		} else {
			s.log.add("The round cap ends the game: the highest scores share the win.")
		}
		s.labels.headline = s.headline()
		for _, p := range s.Match.State.Winners() {
			s.labels.winner[p] = true
		}
		return scenes.OpenTally
	case rules.EvNote:
		return s.showNote(a, e)
	}
	return 0
}

// showMove moves a card between zones.
func (s *scene) showMove(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	c := f20.Card(e.Item)
	if c >= f20.NumCards {
		return 0
	}
	v.put(c, e.To)
	v.rotated = v.rotated.Without(c)
	if e.To < f20.ZoneHand(0) || e.To != f20.ZoneArea(ownerOf(e.To)) {
		v.used = v.used.Without(c) // only a tool staying in an area stays turned
	}
	v.countHands(s.players)
	switch {
	case e.From == f20.ZoneMaterialDeck || e.From == f20.ZonePlayingDeck:
		a.Play(audio.Deal)
		return 4
	case e.To == f20.ZoneRemoved:
		s.log.add(c.Info().Name + " leaves the game.")
		a.Play(audio.Place)
		return 24
	case isSmoked(e.To):
		a.Play(audio.Place)
		return 16
	}
	a.Play(audio.Play)
	return 10
}

// showNote shows the rules' notes: declarations, answers, abilities.
func (s *scene) showNote(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	c := f20.NoCard
	if e.Item >= 0 && e.Item < f20.NumCards {
		c = f20.Card(e.Item)
	}
	p := min(max(e.Player, 0), s.players-1)
	who := s.SeatName(p)
	switch e.Value {
	case f20.NoteSmokeDeclared, f20.NoteActionDeclared:
		mv := s.nextDeclared(e.Value == f20.NoteSmokeDeclared)
		v.air = mv.Cards
		if mv.Card != f20.NoCard {
			v.air = v.air.With(mv.Card)
		}
		if c != f20.NoCard {
			v.air = v.air.With(c)
		}
		v.airPlayer = e.Player
		v.airLine = s.describeMove(e.Player, mv) + "."
		s.log.add(v.airLine)
		a.Play(audio.Play)
		// A move nobody can answer goes through at once: no window to
		// watch, the cards fly straight to where the move takes them.
		v.unanswerable = !s.windowOpens()
		if v.unanswerable {
			return 0
		}
		return 30
	case f20.NoteAsked:
		return 0 // the one asked thinks (a computer) or decides (a person)
	case f20.NoteAnswer:
		v.air = v.air.With(c)
		v.flash[c] = flashTicks
		v.airLine = s.subject(p, "answers") + " with " + strings.TrimSuffix(cardName(c), "!") + "!"
		s.log.add(v.airLine)
		a.Play(audio.Refuse)
		return 40
	case f20.NoteResolved:
		v.air = f20.CardSet{}
		if v.unanswerable {
			v.unanswerable = false
			return 0 // the line still says what was played
		}
		v.airLine = s.possessive(p) + " " + cardName(c) + " goes through: no answer."
		s.log.add(v.airLine)
		return 8
	case f20.NoteCancelled:
		v.air = f20.CardSet{}
		v.airLine = s.possessive(p) + " " + cardName(c) + " is cancelled."
		s.log.add(v.airLine)
		return 24
	case f20.NoteRedirected:
		v.air = f20.CardSet{}
		v.airLine = fmt.Sprintf("Pass it!: %s smoke goes to %s.", s.possessive(min(max(e.Cell, 0), s.players-1)), who)
		s.log.add(v.airLine)
		return 24
	case f20.NoteAbility:
		if c != f20.NoCard {
			v.flash[c] = flashTicks
			s.log.add(fmt.Sprintf("Ability of %s (%s): %s", cardName(c), who, c.Info().Text))
		}
		a.Play(audio.Count)
		return 30
	case f20.NoteRotated:
		v.rotated = v.rotated.With(c)
		s.log.add(fmt.Sprintf("%s %s for %d¢.", s.subject(p, "rotates"), cardName(c), e.Delta))
		a.Play(audio.Place)
		return 14
	case f20.NoteRecycled:
		s.log.add(fmt.Sprintf("%s %s for %d¢.", s.subject(p, "recycles"), cardName(c), e.Delta))
		return 8
	case f20.NoteToolUsed:
		if c != f20.NoCard && c.Info().Kind == f20.Legendary {
			v.used = v.used.With(c)
		}
		return 6
	case f20.NoteBonus:
		s.log.add(fmt.Sprintf("%s carries %+d bonus points.", cardName(c), e.Delta))
		return 12
	case f20.NoteLegalized:
		v.legalized = true
		for d := range f20.Card(f20.NumCards) {
			if d.Info().Kind == f20.Police {
				v.flash[d] = flashTicks
			}
		}
		s.log.add("Legalize! Police cards are only good for coins now.")
		a.Play(audio.Win)
		return 40
	case f20.NoteSmokeForbidden:
		s.log.add(who + " may not smoke again this turn.")
		return 16
	case f20.NoteShielded:
		if e.Player >= 0 && e.Player < s.players {
			v.shielded[e.Player] = e.Delta > 0
		}
		if e.Delta > 0 {
			s.log.add(s.possessive(p) + " materials are shielded until the next turn.")
		}
		return 10
	case f20.NoteTarget:
		s.log.add(fmt.Sprintf("%s %s at %s.", s.subject(p, "aims"), cardName(c), s.SeatName(min(max(e.Cell, 0), s.players-1))))
		return 14
	case f20.NoteTurnEnd:
		v.rotated, v.used = f20.CardSet{}, f20.CardSet{}
		s.log.add(fmt.Sprintf("%s the turn with %d points.", s.subject(p, "ends"), e.Delta))
		return 10
	}
	return 0
}

// windowOpens tells whether the move just declared waits for answers:
// its events ask someone before it resolves. (Every event of a move is
// queued when it is played, the declaration's window with them.)
func (s *scene) windowOpens() bool {
	for _, e := range s.Match.PendingEvents() {
		if e.Kind != rules.EvNote {
			continue
		}
		switch e.Value {
		case f20.NoteAsked:
			return true
		case f20.NoteResolved, f20.NoteCancelled, f20.NoteRedirected:
			return false
		}
	}
	return true // the window is still open: its answers are to come
}

// nextDeclared reads the next smoke or action from the record: the move
// the declaration event came from (a note names only its first card).
func (s *scene) nextDeclared(smoke bool) f20.Move {
	moves := s.Match.Record.Moves
	for s.view.declScan < len(moves) {
		text := moves[s.view.declScan]
		s.view.declScan++
		if smoke && !strings.HasPrefix(text, "smoke") || !smoke && !strings.HasPrefix(text, "play") {
			continue
		}
		if mv, err := f20.ParseMove(text); err == nil {
			return mv
		}
	}
	return f20.Move{Card: f20.NoCard, Target: f20.NoTarget}
}

func cardName(c f20.Card) string {
	if c >= f20.NumCards {
		return "a card"
	}
	return c.Info().Name
}

// zoneName is a shared zone as players call it.
func zoneName(z int) string {
	switch z {
	case f20.ZoneMaterialDeck:
		return "material deck"
	case f20.ZonePlayingDeck:
		return "playing deck"
	case f20.ZoneMaterialDump:
		return "material dump"
	case f20.ZonePlayingDump:
		return "playing dump"
	}
	return "table"
}

// ownerOf is the player whose zone z is (0 for the shared zones).
func ownerOf(z int) int {
	if z < f20.ZoneHand(0) {
		return 0
	}
	return (z - f20.ZoneHand(0)) / (f20.ZoneHand(1) - f20.ZoneHand(0))
}

func isSmoked(z int) bool { return z >= f20.ZoneHand(0) && z == f20.ZoneSmoked(ownerOf(z)) }

// describeMove says a move in words: "Player 2 smokes Kush with Bong".
func (s *scene) describeMove(p int, mv f20.Move) string {
	p = min(max(p, 0), s.players-1)
	names := func(set f20.CardSet) string {
		var parts []string
		for c := set.First(); c != f20.NoCard; c = set.Next(c) {
			parts = append(parts, c.Info().Name)
		}
		return strings.Join(parts, ", ")
	}
	mats := mv.Cards.OfCategory(f20.Material)
	switch mv.Kind {
	case f20.Smoke:
		pts := 0
		for c := mats.First(); c != f20.NoCard; c = mats.Next(c) {
			pts += c.Info().Points
		}
		return fmt.Sprintf("%s %s (%d pts) with %s", s.subject(p, "smokes"), names(mats), pts, names(mv.Cards.Minus(mats)))
	case f20.Rotate:
		return fmt.Sprintf("%s %s for %d¢", s.subject(p, "rotates"), cardName(mv.Card), mv.Card.Info().Coins)
	case f20.Recycle:
		return fmt.Sprintf("%s %s for %d¢", s.subject(p, "recycles"), cardName(mv.Card), mv.Card.Info().Recycle)
	case f20.Place:
		return fmt.Sprintf("%s down %s", s.subject(p, "puts"), cardName(mv.Card))
	case f20.Play:
		text := fmt.Sprintf("%s %s (%d¢)", s.subject(p, "plays"), cardName(mv.Card), mv.Card.Info().Cost)
		if mv.Target != f20.NoTarget && int(mv.Target) < s.players {
			text += " on " + s.SeatName(int(mv.Target))
		}
		if !mv.Cards.Empty() {
			text += ": " + names(mv.Cards)
		}
		return text
	case f20.End:
		return s.subject(p, "ends") + " the turn"
	case f20.Answer:
		text := s.subject(p, "answers") + " with " + cardName(mv.Card)
		if !mv.Cards.Empty() {
			text += ", paying " + names(mv.Cards)
		}
		return text
	case f20.Pass:
		return s.subject(p, "lets") + " it go"
	case f20.Choose:
		text := s.subject(p, "names") + " "
		if mv.Target != f20.NoTarget && int(mv.Target) < s.players {
			text += s.SeatName(int(mv.Target))
		}
		if !mv.Cards.Empty() {
			text += " " + names(mv.Cards)
		}
		return text
	}
	return s.subject(p, "moves")
}

// subject is a player and a verb that agrees: "Player 2 smokes", "You
// smoke".
func (s *scene) subject(p int, verb string) string {
	who := s.SeatName(p)
	if who == "You" {
		verb = strings.TrimSuffix(verb, "s")
	}
	return who + " " + verb
}

// possessive is "Your" or "Player 2's".
func (s *scene) possessive(p int) string {
	if who := s.SeatName(p); who != "You" {
		return who + "'s"
	}
	return "Your"
}
