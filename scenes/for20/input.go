package for20

import (
	"fmt"
	"strconv"

	"github.com/twenty-games/twenty/rules"
	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/ui"
	"github.com/twenty-games/twenty/sprites"
)

// gameLog is every move and effect, in words, for the log screen.
type gameLog struct {
	lines []string
	open  bool
	back  int // lines scrolled back from the newest
}

func (g *gameLog) add(line string) {
	if len(g.lines) >= maxLog {
		g.lines = append(g.lines[:0], g.lines[len(g.lines)-maxLog/2:]...)
	}
	g.lines = append(g.lines, line)
}

func (g *gameLog) scroll(n int) { g.back = min(max(g.back+n, 0), max(len(g.lines)-1, 0)) }

// buttonInput handles the action buttons; it tells whether one was used.
func (s *scene) buttonInput(a *ui.Context) bool {
	me := s.Viewer
	st := s.Match.State
	switch {
	case s.clear.Clicked(a):
		s.clearSelection()
	case s.end.Clicked(a):
		s.apply(a, f20.EndMove())
	case s.pass.Clicked(a):
		s.apply(a, f20.PassMove())
	case s.smoke.Clicked(a):
		cards := s.sel.OfCategory(f20.Material).Union(s.sel.OfCategory(f20.Tool))
		if cards.OfCategory(f20.Material).Empty() {
			s.want.Refuse("Select the materials to smoke in your reserve, and a tool or papers.")
			return true
		}
		s.apply(a, f20.SmokeMove(cards))
	case s.rotate.Clicked(a):
		if c, ok := s.single(s.sel.Intersect(st.Reserve(me)), "a material of your reserve to rotate"); ok {
			s.apply(a, f20.RotateMove(c))
		} else {
			s.want.Refuse(s.Note)
		}
	case s.recycle.Clicked(a):
		if c, ok := s.single(s.sel.Intersect(st.Hand(me)), "a card of your hand to recycle"); ok {
			s.apply(a, f20.RecycleMove(c))
		} else {
			s.want.Refuse(s.Note)
		}
	case s.place.Clicked(a):
		if c, ok := s.single(s.sel.Intersect(st.Hand(me)).OfCategory(f20.Tool), "a legendary tool of your hand to put down"); ok {
			s.apply(a, f20.PlaceMove(c))
		} else {
			s.want.Refuse(s.Note)
		}
	case s.play.Clicked(a):
		if c, ok := s.single(s.sel.Intersect(st.Hand(me)).OfCategory(f20.Action), "an action of your hand, then its targets"); ok {
			s.apply(a, f20.PlayMove(c, s.target, s.sel.Without(c)))
		} else {
			s.want.Refuse(s.Note)
		}
	case s.choose.Clicked(a):
		s.apply(a, f20.ChooseMove(s.target, s.sel))
	default:
		for i, b := range s.answers {
			if b.Clicked(a) {
				s.answer(a, f20.Card(f20.NumMaterials+f20.NumTools+f20.NumActions+i))
				return true
			}
		}
		return false
	}
	return true
}

// single is the one card of set; otherwise the note says what to select.
func (s *scene) single(set f20.CardSet, what string) (f20.Card, bool) {
	if set.Len() == 1 {
		return set.First(), true
	}
	if set.Empty() {
		s.Note = "Select " + what + " first."
	} else {
		s.Note = "Select only one card: " + what + "."
	}
	return f20.NoCard, false
}

// answer plays the out-of-turn card of c's design from the hand, paying
// with the selected cards, or as the rules' first answer with that card
// pays when none are selected.
func (s *scene) answer(a *ui.Context, c f20.Card) {
	hand := s.Match.State.Hand(s.Viewer)
	for d := hand.First(); d != f20.NoCard; d = hand.Next(d) {
		if d.Info().Design == c.Info().Design {
			c = d
			break
		}
	}
	pay := s.sel.Without(c)
	if pay.Empty() && c.Info().DiscardCost > 0 {
		for _, mv := range s.Match.Legal() {
			if mv.Kind == f20.Answer && mv.Card.Info().Design == c.Info().Design {
				c, pay = mv.Card, mv.Cards
				break
			}
		}
	}
	s.apply(a, f20.AnswerMove(c, pay))
}

// apply asks the table to play the move; a refusal says the rules' reason.
func (s *scene) apply(_ *ui.Context, mv f20.Move) { s.want.Play(mv) }

// clearSelection drops the selection and the target player, and with
// them a refusal of the selection.
func (s *scene) clearSelection() {
	s.sel, s.target = f20.CardSet{}, f20.NoTarget
	s.DropRefusal()
}

// cardInput handles taps on cards, stacks and the players' labels: each
// toggles its card (or player) in the selection.
func (s *scene) cardInput(a *ui.Context) {
	l := &s.lay
	if s.summaryInput(a) {
		return
	}
	for p := range s.players {
		if s.underPanel(l.strips[p].label) && p != s.sum.opened {
			continue
		}
		r := l.strips[p].label
		if a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			s.DropRefusal() // the target changes
			if s.target == p {
				s.target = f20.NoTarget
			} else {
				s.target = p
			}
			return
		}
		r = l.strips[p].stack
		if a.Input.TapIn(r.X, r.Y, r.W, r.H) {
			if c := s.stackTop(p); c != f20.NoCard {
				s.toggle(c)
			}
			return
		}
	}
	if !a.Input.Tapped {
		return
	}
	if c, r, ok := s.cardAt(a.Input.TapX, a.Input.TapY); ok && a.Input.TapIn(r.X, r.Y, r.W, r.H) {
		s.toggle(c)
	}
}

// cardAt is the card drawn at (x, y) and the box it was found in: the
// visible parts first, topmost first; then a finger's size round them.
func (s *scene) cardAt(x, y float64) (f20.Card, sprites.Rect, bool) {
	l := &s.lay
	for pass := range 2 {
		for i := l.orderN - 1; i >= 0; i-- {
			c := l.order[i]
			r := l.tap[c]
			if pass == 1 {
				r = s.tapTarget(r)
			}
			if r.Contains(x, y) {
				return c, r, true
			}
		}
	}
	return f20.NoCard, sprites.Rect{}, false
}

// toggle selects or unselects c; a card of another player names them as
// the target.
func (s *scene) toggle(c f20.Card) {
	s.DropRefusal()
	if s.sel.Has(c) {
		s.sel = s.sel.Without(c)
		return
	}
	s.sel = s.sel.With(c)
	z := int(s.view.zone[c])
	if z >= f20.ZoneHand(0) && ownerOf(z) != s.Viewer {
		s.target = ownerOf(z)
	}
}

// stackTop is the top of p's smoked stack as the view shows it.
func (s *scene) stackTop(p int) f20.Card {
	z := int8(f20.ZoneSmoked(p))
	top, seq := f20.NoCard, int32(0)
	for c := range s.view.zone {
		if s.view.zone[c] == z && s.view.seq[c] > seq {
			top, seq = f20.Card(c), s.view.seq[c]
		}
	}
	return top
}

// tapTarget grows a card's visible part to a finger's size about its
// centre, inside the screen.
func (s *scene) tapTarget(r sprites.Rect) sprites.Rect {
	l := &s.lay
	if r.W < l.minTap {
		r.X, r.W = r.X+r.W/2-l.minTap/2, l.minTap
	}
	if r.H < l.minTap {
		r.Y, r.H = r.Y+r.H/2-l.minTap/2, l.minTap
	}
	r.X = min(max(r.X, 0), l.screenW-r.W)
	r.Y = min(max(r.Y, 0), l.screenH-r.H)
	return r
}

// promptKey names what the info lines were made for.
type promptKey struct {
	valid          bool
	moves, viewer  int
	sel            f20.CardSet
	target         int
	note, air      string
	human, busy    bool
	thinking, over bool
	coins          int
	info           [2]sprites.Rect
}

// refreshPrompt remakes the info lines when what they say changed.
func (s *scene) refreshPrompt() {
	key := promptKey{valid: true, moves: len(s.Match.Record.Moves), viewer: s.Viewer, sel: s.sel, target: s.target,
		note: s.Note, air: s.view.airLine, human: s.asked(), busy: s.Busy(), thinking: s.Match.Thinking(),
		over: s.Tally, coins: s.view.coins, info: s.lay.info}
	if key == s.labels.key {
		return
	}
	s.labels.key = key
	s.refreshLit()
	s.labels.status = "Round " + strconv.Itoa(s.view.round) + " · " + s.statusLine()
	s.labels.info[0] = s.view.airLine
	s.labels.infoTop = s.LessonNow() != nil
	switch {
	case s.labels.infoTop:
		// In a lesson its box says the next step, and a wrong tap's
		// answer in the lesson's words: it takes the prompt's room.
		s.labels.info[1] = ""
	case s.Note != "":
		s.labels.info[1] = s.Note
	case s.asked():
		s.labels.info[1] = s.preview()
	default:
		s.labels.info[1] = ""
	}
	for i, text := range s.labels.info {
		s.labels.infoSize[i] = s.lay.lineSize
		st := s.infoStyle(i)
		if text != "" {
			s.labels.infoSize[i] = s.fitSize(text, s.lay.info[i], st.Size, st.Bold)
		}
	}
}

func (s *scene) statusLine() string {
	v := &s.view
	st := s.Match.State
	coins := " · " + strconv.Itoa(v.coins) + "¢"
	switch {
	case s.Tally:
		return "Game over"
	case s.Open && st.ToMove() != rules.Nobody: // a replay: who decides next (an answer too), never "Your turn"
		return s.ToPlay(st.ToMove()) + coins
	case s.asked() && st.Decision().Kind == rules.Reaction:
		if s.Match.Humans() > 1 {
			return s.SeatName(s.Viewer) + ": answer?"
		}
		return "Answer the move?"
	case s.asked():
		if s.Match.Humans() == 1 {
			return "Your turn" + coins
		}
		return s.SeatName(s.Viewer) + "'s turn" + coins
	case s.Match.Thinking():
		return s.SeatName(st.ToMove()) + " is thinking…"
	}
	if s.Match.Humans() == 1 && s.Match.Seats[v.turn].Human {
		return "Your turn" + coins // not "You's turn" while the move plays out
	}
	return s.SeatName(v.turn) + "'s turn" + coins
}

// preview says what the selection would do: a smoke's sum against the
// tools' range, an action's cost, an answer's payment.
func (s *scene) preview() string {
	st := s.Match.State
	me := s.Viewer
	if c, e, ok := st.Choosing(); ok {
		return choosePrompt(c, e, s.target != f20.NoTarget)
	}
	if st.Decision().Kind == rules.Reaction {
		switch {
		case !s.sel.Empty():
			return "Paying with " + f20.Count(s.sel.Len(), "card") + ": now tap the answer's button."
		case !st.Hand(me).OfCategory(f20.OutOfTurn).Empty():
			return "Tap an answer's button (the cards you tap first pay for it), or No answer."
		}
		return "No card of yours answers it: tap No answer."
	}
	if s.sel.Empty() {
		return "Tap materials and a tool to smoke them, or any card of yours to see what it can do."
	}
	mats := s.sel.Intersect(st.Reserve(me)).OfCategory(f20.Material)
	tools := s.sel.OfCategory(f20.Tool)
	if act := s.sel.Intersect(st.Hand(me)).OfCategory(f20.Action); act.Len() == 1 {
		c := act.First()
		if s.sel.Len() == 1 && s.target == f20.NoTarget {
			return s.withRule(c, fmt.Sprintf("Play it for %d¢ (you have %d¢).", c.Info().Cost, s.view.coins))
		}
		text := fmt.Sprintf("Play %s: %d¢ (you have %d¢)", cardName(c), c.Info().Cost, s.view.coins)
		if s.target != f20.NoTarget {
			text += " on " + s.SeatName(s.target)
		}
		if n := s.sel.Len() - 1; n > 0 {
			text += ", " + f20.Count(n, "target card")
		}
		return text + "."
	}
	if !mats.Empty() {
		pts := 0
		for c := mats.First(); c != f20.NoCard; c = mats.Next(c) {
			pts += c.Info().Points
		}
		if tools.Empty() {
			text := fmt.Sprintf("Smoke %s: pick a tool (lit ones fit)", pointsText(pts))
			if mats.Len() == 1 && s.sel.Len() == 1 {
				text += fmt.Sprintf(", or rotate it for %d¢", mats.First().Info().Coins)
			}
			return text + "."
		}
		lo, hi := 0, 0
		for t := tools.First(); t != f20.NoCard; t = tools.Next(t) {
			lo, hi = lo+t.Info().Min, hi+t.Info().Max
		}
		fit := "fits"
		switch {
		case pts < lo:
			fit = "not enough"
		case pts > hi:
			fit = "too much"
		}
		return fmt.Sprintf("Smoke %s with range %d–%d: %s.", pointsText(pts), lo, hi, fit)
	}
	if h := s.sel.Intersect(st.Hand(me)); h.Len() == 1 {
		c := h.First()
		if c.Info().Kind == f20.Legendary {
			return s.withRule(c, fmt.Sprintf("Place it, or Recycle it for %d¢.", c.Info().Recycle))
		}
		return s.withRule(c, fmt.Sprintf("Recycle it for %d¢.", c.Info().Recycle))
	}
	return strconv.Itoa(s.sel.Len()) + " cards selected."
}

// withRule is the prompt for card c selected alone: its name and rule
// text, then what it can do (next), when that shows whole in the prompt's
// room at the least text; else the name and next. The faces of a phone
// leave the rule text out: the prompt says it as the card is picked.
func (s *scene) withRule(c f20.Card, next string) string {
	short := cardName(c) + ": " + next
	text := c.Info().Text
	if text == "" || s.text == nil {
		return short
	}
	long := c.Info().Name + ": " + text + " " + next
	if fitsWhole(s.text, long, s.lay.info[1], sprites.Style{Size: s.lay.leastText}) {
		return long
	}
	return short
}

// choosePrompt asks for the target of card c's ability e (Big Gulp's,
// Sticky Fingers', Wax Wizard's): what it does, what to tap; named says
// a target is chosen.
func choosePrompt(c f20.Card, e f20.Effect, named bool) string {
	if named {
		return "Tap Target to use " + cardName(c) + " on it, or tap another."
	}
	switch e {
	case f20.DestroyReserve:
		return cardName(c) + " destroys a material in an opponent's reserve: tap one (lit), then Target."
	case f20.StealMaterial:
		return cardName(c) + " steals a material from an opponent's reserve: tap one (lit), then Target."
	case f20.DestroySmokedTop:
		return cardName(c) + " destroys the top of an opponent's smoked stack: tap their name (lit), then Target."
	}
	return cardName(c) + " needs a target: tap one (lit), then Target."
}

// refreshLit finds the viewer's tools that can smoke the selected
// materials in a legal smoke (by design: the rules list one copy of
// interchangeable cards).
func (s *scene) refreshLit() {
	s.lit, s.choosable, s.choosablePlayers = f20.CardSet{}, f20.CardSet{}, [f20.MaxPlayers]bool{}
	if !s.asked() {
		return
	}
	if _, _, ok := s.Match.State.Choosing(); ok {
		// The cards an ability may take, or the players it may aim at
		// (Wax Wizard: the top of a stack).
		for _, mv := range s.Match.Legal() {
			if mv.Kind == f20.Choose {
				s.choosable = s.choosable.Union(mv.Cards)
				if mv.Cards.Empty() && mv.Target != f20.NoTarget {
					s.choosablePlayers[mv.Target] = true
				}
			}
		}
		return
	}
	mats := designs(s.sel.OfCategory(f20.Material))
	if mats.Empty() {
		return
	}
	for _, mv := range s.Match.Legal() {
		if mv.Kind != f20.Smoke {
			continue
		}
		d := designs(mv.Cards)
		if d.Intersect(mats) == mats {
			s.lit = s.lit.Union(d.OfCategory(f20.Tool))
		}
	}
}

func designs(set f20.CardSet) f20.CardSet {
	var out f20.CardSet
	for c := set.First(); c != f20.NoCard; c = set.Next(c) {
		out = out.With(c.Info().Design)
	}
	return out
}
