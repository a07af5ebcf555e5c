package minustwenty

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/audio"
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
	mt "github.com/twenty-games/twenty/rules/minustwenty"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"
)

// maxPile is the most cards a meld or discard pile holds: one suit.
const maxPile = mt.DeckSize / cards.NumSuits

// pile is a meld or a discard pile as the view shows it, bottom first.
type pile struct {
	cards [maxPile]cards.Card
	n     int
}

func (p *pile) push(c cards.Card) {
	if p.n < maxPile {
		p.cards[p.n] = c
		p.n++
	}
}

// remove takes c out (a discard pile's top, normally).
func (p *pile) remove(c cards.Card) {
	for i := p.n - 1; i >= 0; i-- {
		if p.cards[i] == c {
			copy(p.cards[i:], p.cards[i+1:p.n])
			p.n--
			return
		}
	}
}

func (p *pile) slice() []cards.Card { return p.cards[:p.n] }

func (p *pile) top() (cards.Card, bool) {
	if p.n == 0 {
		return 0, false
	}
	return p.cards[p.n-1], true
}

// Kinds of zones the view knows, decoded from the rules' zone numbers.
const (
	zoneNowhere = iota // aces: never dealt
	zoneDrawPile
	zoneHand
	zoneMeld
	zoneDiscard
)

// zone is a rules zone decoded: its kind, and the player and suit it is of.
type zone struct {
	kind   int
	player int
	suit   cards.Suit
}

func decodeZone(z int) zone {
	if z == mt.ZoneDrawPile {
		return zone{kind: zoneDrawPile}
	}
	for p := range mt.NumPlayers {
		if z == mt.ZoneHand(p) {
			return zone{kind: zoneHand, player: p}
		}
		for suit := range cards.Suit(cards.NumSuits) {
			if z == mt.ZoneMeld(p, suit) {
				return zone{kind: zoneMeld, player: p, suit: suit}
			}
		}
	}
	for suit := range cards.Suit(cards.NumSuits) {
		if z == mt.ZoneDiscard(suit) {
			return zone{kind: zoneDiscard, suit: suit}
		}
	}
	return zone{kind: zoneNowhere}
}

// view is what the table shows. It follows the rule events as they are
// played back, so at a round's end it still holds the finished melds while
// the rule state has already dealt the next round.
type view struct {
	zone     [cards.NumCards]zone
	melds    [mt.NumPlayers][cards.NumSuits]pile
	discards [cards.NumSuits]pile
	hands    [mt.NumPlayers]cards.Set
	// known are the cards each player took from a discard pile and still
	// holds: everybody saw them taken, so they are shown face up.
	known [mt.NumPlayers]cards.Set
	// arrival orders the cards of a hand shown face down by when they came,
	// so their places say nothing about what they are.
	arrival  [cards.NumCards]int
	arrivals int
	drawN    int

	round  int
	turn   int // whose turn the view shows
	totals [mt.NumPlayers]int
	// The end-of-round tally, revealed meld by meld.
	scored      [mt.NumPlayers][cards.NumSuits]bool
	scoring     bool // the tally of the round has begun
	lastScored  zone
	roundScore  [mt.NumPlayers]int
	roundScored bool // the round totals have been shown
	reveal      bool // both hands face up (the round is over)
	lastPlay    [mt.NumPlayers]string
	lastDraw    [mt.NumPlayers]string
}

// reset gathers every card into the draw pile for a new deal.
func (v *view) reset(round int) {
	v.melds = [mt.NumPlayers][cards.NumSuits]pile{}
	v.discards = [cards.NumSuits]pile{}
	v.hands = [mt.NumPlayers]cards.Set{}
	v.known = [mt.NumPlayers]cards.Set{}
	v.scored = [mt.NumPlayers][cards.NumSuits]bool{}
	v.scoring, v.roundScored, v.reveal = false, false, false
	v.lastScored = zone{}
	v.lastPlay = [mt.NumPlayers]string{}
	v.lastDraw = [mt.NumPlayers]string{}
	v.drawN = 0
	v.round = round
	for c := range v.zone {
		v.zone[c] = zone{kind: zoneNowhere}
	}
	for deck := mt.Deck; deck != 0; deck &= deck - 1 {
		c, _ := deck.Lowest()
		v.zone[c] = zone{kind: zoneDrawPile}
		v.drawN++
	}
}

// move shows card c leaving one zone for another.
func (v *view) move(c cards.Card, to zone) {
	switch from := v.zone[c]; from.kind {
	case zoneDrawPile:
		v.drawN--
	case zoneHand:
		v.hands[from.player] = v.hands[from.player].Without(c)
		v.known[from.player] = v.known[from.player].Without(c)
	case zoneMeld:
		v.melds[from.player][from.suit].remove(c)
	case zoneDiscard:
		v.discards[from.suit].remove(c)
	}
	v.zone[c] = to
	switch to.kind {
	case zoneDrawPile:
		v.drawN++
	case zoneHand:
		v.hands[to.player] = v.hands[to.player].With(c)
		v.arrivals++
		v.arrival[c] = v.arrivals
	case zoneMeld:
		v.melds[to.player][to.suit].push(c)
	case zoneDiscard:
		v.discards[to.suit].push(c)
	}
}

// roundScoreNow is a player's round score as the melds stand, by the rules'
// own scoring function.
func (v *view) roundScoreNow(p int) int {
	total := 0
	for suit := range v.melds[p] {
		total += mt.MeldScore(v.melds[p][suit].slice())
	}
	return total
}

// syncView shows the rule state as it is (after a resume).
func (s *scene) syncView() {
	st := s.Match.State
	v := &s.view
	v.reset(st.Round())
	for p := range mt.NumPlayers {
		for suit := range cards.Suit(cards.NumSuits) {
			for _, c := range st.Meld(p, suit) {
				v.move(c, zone{kind: zoneMeld, player: p, suit: suit})
			}
		}
		for h := st.Hand(p); h != 0; h &= h - 1 {
			c, _ := h.Lowest()
			v.move(c, zone{kind: zoneHand, player: p})
		}
		v.known[p] = st.KnownOpponentCards(1 - p)
	}
	for suit := range cards.Suit(cards.NumSuits) {
		for _, c := range st.DiscardPile(suit) {
			v.move(c, zone{kind: zoneDiscard, suit: suit})
		}
	}
	v.turn = st.ToMove()
	v.totals = st.Totals()
	s.refreshLabels()
}

// animateDeal queues the first deal, which the rules made before the scene
// existed: the view starts with every card in the draw pile.
func (s *scene) animateDeal() {
	st := s.Match.State
	var hands [mt.NumPlayers][]cards.Card
	for p := range hands {
		hands[p] = st.Hand(p).AppendTo(nil)
	}
	var deal []rules.Event
	for i := range mt.HandSize {
		for k := range mt.NumPlayers {
			p := (st.Starter() + k) % mt.NumPlayers
			deal = append(deal, rules.Event{Kind: rules.EvDeal, Player: p, Item: int(hands[p][i]),
				From: mt.ZoneDrawPile, To: mt.ZoneHand(p)})
		}
	}
	deal = append(deal, rules.Event{Kind: rules.EvTurn, Player: st.Starter(), Value: st.Round()})
	s.Match.ShowFirst(deal)
	s.view.turn = st.Starter()
	s.refreshLabels()
}

// Pauses after events, in ticks at normal speed.
const (
	dealPause     = 3
	playPause     = 16
	drawPause     = 14
	shufflePause  = 24
	meldTallyWait = 34 // between two melds' scores in the tally
	totalWait     = 24
)

// Show applies one event to the view and returns the beat after it.
func (s *scene) Show(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	defer s.refreshLabels()
	switch e.Kind {
	case rules.EvShuffle:
		v.reset(v.round + 1)
		for p := range s.roundN {
			s.roundN[p].Set(0, 0) // a new round starts from nothing, at once
		}
		a.Play(audio.Draw)
		return shufflePause
	case rules.EvDeal:
		v.move(cards.Card(e.Item), decodeZone(e.To))
		a.Play(audio.Deal)
		return dealPause
	case rules.EvMove:
		return s.showMove(a, e)
	case rules.EvTurn:
		v.turn, v.round = e.Player, e.Value
		v.lastPlay[e.Player], v.lastDraw[e.Player] = "", ""
		return 0
	case rules.EvScore:
		return s.showScore(a, e)
	case rules.EvRoundEnd:
		v.reveal = true
		return scenes.OpenTally
	}
	return 0
}

func (s *scene) showMove(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	c := cards.Card(e.Item)
	from, to := decodeZone(e.From), decodeZone(e.To)
	v.move(c, to)
	p := e.Player
	switch to.kind {
	case zoneMeld:
		v.lastPlay[p] = "melded " + c.Pretty()
		a.Play(audio.Play)
		return playPause
	case zoneDiscard:
		v.lastPlay[p] = "discarded " + c.Pretty()
		a.Play(audio.Play)
		return playPause
	case zoneHand:
		if from.kind == zoneDiscard {
			v.known[p] = v.known[p].With(c)
			v.lastDraw[p] = "took " + c.Pretty()
		} else {
			v.lastDraw[p] = "drew from the pile"
		}
		a.Play(audio.Draw)
		return drawPause
	}
	return 0
}

// showScore reveals one meld's score (the tally, meld by meld), or a
// player's round and running total.
func (s *scene) showScore(a *ui.Context, e rules.Event) scenes.Beat {
	v := &s.view
	v.scoring = true
	if e.Item == mt.ItemTotal {
		v.totals[e.Player] = e.Value
		v.roundScore[e.Player] = e.Delta
		v.roundScored = true
		v.lastScored = zone{}
		return totalWait
	}
	suit := cards.Suit(e.Item)
	v.scored[e.Player][suit] = true
	v.lastScored = zone{kind: zoneMeld, player: e.Player, suit: suit}
	a.Play(audio.Count)
	return meldTallyWait
}

// labels are the texts the table shows, formatted when the view changes
// and never while drawing.
type labels struct {
	meld      [mt.NumPlayers][cards.NumSuits]string
	bonus     [mt.NumPlayers][cards.NumSuits]bool
	positive  [mt.NumPlayers][cards.NumSuits]bool
	name      [mt.NumPlayers]string
	score     [mt.NumPlayers]string
	lastTurn  [mt.NumPlayers]string
	drawCount string
	turnsLeft string
	status    string
	suit      [cards.NumSuits]string
	tallyHead string
	tallyRow  [mt.NumPlayers]string
	tallyPts  [mt.NumPlayers]string

	prompt    string
	promptKey promptKey

	// scoreLines: the scores in two lines (the rows layout's narrow strip).
	scoreLines [mt.NumPlayers]string
}

// refreshLabels formats every label from the view (called on events). The
// scores are aimed at their new values and count there (refreshScores).
func (s *scene) refreshLabels() {
	v, lb := &s.view, &s.labels
	for p := range mt.NumPlayers {
		for suit := range cards.Suit(cards.NumSuits) {
			meld := v.melds[p][suit].slice()
			lb.bonus[p][suit] = len(meld) >= mt.BonusCards
			if len(meld) == 0 {
				s.meldN[p][suit] = ui.Counter{} // a new meld shows its score at once
				continue
			}
			aim(&s.meldN[p][suit], mt.MeldScore(meld), s.countDur)
		}
		aim(&s.roundN[p], v.roundScoreNow(p), s.countDur)
		aim(&s.totalN[p], v.totals[p], s.countDur)
		lb.name[p] = s.SeatName(p)
		lb.lastTurn[p] = lastTurnText(v.lastPlay[p], v.lastDraw[p], !s.lay.portrait)
	}
	for suit := range cards.Suit(cards.NumSuits) {
		lb.suit[suit] = suit.Symbol() + " " + suitTitle(suit)
		if s.lay.suitShort {
			lb.suit[suit] = suit.Symbol()
		}
	}
	s.refreshPileLabels()
	s.refreshTallyLabels()
	s.refreshScores()
}

// aim makes c count to v over dur ticks, unless it is counting there
// already (an event shown meanwhile must not start the count again). A
// counter never set shows its first value at once.
func aim(c *ui.Counter, v, dur int) {
	if c.Value() != v || !c.Counting() {
		c.Set(v, dur)
	}
}

// refreshScores formats the scores as the counters show them now.
func (s *scene) refreshScores() {
	v, lb := &s.view, &s.labels
	for p := range mt.NumPlayers {
		for suit := range cards.Suit(cards.NumSuits) {
			lb.meld[p][suit], lb.positive[p][suit] = "", false
			if v.melds[p][suit].n > 0 {
				score := s.meldN[p][suit].Shown()
				lb.meld[p][suit] = signed(score)
				lb.positive[p][suit] = score > 0
			}
		}
		round, total := signed(s.roundN[p].Shown()), signed(s.totalN[p].Shown())
		lb.score[p] = "Round " + round + "   Total " + total
		lb.scoreLines[p] = "Round " + round + "\nTotal " + total
		lb.tallyPts[p] = "this round " + round + "   total " + total
	}
}

func (s *scene) refreshPileLabels() {
	v, lb := &s.view, &s.labels
	lb.drawCount = strconv.Itoa(v.drawN) + " cards left"
	if v.drawN == 1 {
		lb.drawCount = "1 card left"
	}
	// The viewer's turns if every turn draws from the pile (taking discards
	// makes the round last longer): the player to move draws first.
	mine := v.drawN / 2
	if v.turn == s.Viewer {
		mine = (v.drawN + 1) / 2
	}
	// Two lines: beside the pile in landscape, one line has room for "for
	// you" but not for a seat name such as "Player 1 (normal)".
	switch {
	case v.drawN == 0:
		lb.turnsLeft = "round over"
	case v.drawN == 1:
		lb.turnsLeft = "drawing it\nends the round"
	case mine == 1:
		lb.turnsLeft = "1 turn left\nfor " + s.objectName(s.Viewer)
	default:
		lb.turnsLeft = strconv.Itoa(mine) + " turns left\nfor " + s.objectName(s.Viewer)
	}
	if s.lay.portrait { // one line, beside the opponent's small hand
		lb.turnsLeft = strings.ReplaceAll(lb.turnsLeft, "\n", " ")
	}
	opts := s.Match.State.Options()
	if opts.TargetScore > 0 {
		lb.status = fmt.Sprintf("Round %d · first to %d", v.round, opts.TargetScore)
	} else {
		lb.status = fmt.Sprintf("Round %d of %d", v.round, opts.Rounds)
	}
}

func (s *scene) refreshTallyLabels() {
	v, lb := &s.view, &s.labels
	lb.tallyHead = fmt.Sprintf("Round %d is over", v.round)
	if s.Match.State.Over() {
		lb.tallyHead = s.headline()
	}
	for p := range mt.NumPlayers {
		lb.tallyRow[p] = s.SeatName(p)
	}
}

// objectName is how a sentence names a seat: "you", or the seat's name.
func (s *scene) objectName(p int) string {
	if n := s.SeatName(p); n != "You" {
		return n
	}
	return "you"
}

// lastTurnText says what a player did last; on two lines for a narrow
// strip.
func lastTurnText(play, draw string, twoLines bool) string {
	switch {
	case play == "":
		return ""
	case draw == "":
		return "Last: " + play
	case twoLines:
		return "Last: " + play + ",\n" + draw
	}
	// One line beside the draw pile in portrait: at 360 CSS pixels wide
	// "drew from the pile" ran into the pile.
	return "Last: " + strings.Replace(play+", "+draw, "drew from the pile", "drew", 1)
}

// promptKey is what the prompt line depends on: it is formatted again
// only when one of them changes.
type promptKey struct {
	human, busy bool
	phase       mt.Phase
	player      int
	selected    cards.Card
	hasSel      bool
	canMeld     bool
	touch       bool
}

// refreshPrompt says what to do now, in one line above the hand.
func (s *scene) refreshPrompt() {
	st := s.Match.State
	key := promptKey{human: s.HumanTurn(), busy: s.Busy(), phase: st.Phase(), player: st.ToMove(),
		selected: s.selected, hasSel: s.hasSel, canMeld: s.canMeld, touch: s.Touch}
	lb := &s.labels
	if key == lb.promptKey && lb.prompt != "" {
		return
	}
	lb.promptKey = key
	who := ""
	if s.Match.Humans() > 1 {
		who = s.SeatName(s.Viewer) + ": "
	}
	switch {
	case key.busy || st.Over():
		lb.prompt = " "
	case s.Open:
		lb.prompt = s.ToPlay(key.player)
	case !key.human:
		lb.prompt = s.SeatName(key.player) + " is playing..."
	case key.phase == mt.DrawStep:
		lb.prompt = who + ui.Wording(key.touch, "Now draw: click the draw pile (D) or a discard pile's top card (1-4).",
			"Now draw: tap the draw pile or a discard pile's top card.")
	case !key.hasSel:
		lb.prompt = who + ui.Wording(key.touch, "Play a card: select one in your hand, then click your meld or its discard pile.",
			"Play a card: tap one in your hand, then your meld or its discard pile.")
	case key.canMeld:
		lb.prompt = key.selected.Pretty() + ui.Wording(key.touch, ": click your "+key.selected.Suit().Name()+" meld (Enter) or its discard pile (X).",
			": tap your "+key.selected.Suit().Name()+" meld or its discard pile.")
	default:
		lb.prompt = key.selected.Pretty() + " cannot extend your " + key.selected.Suit().Name() + " meld: discard it" +
			ui.Wording(key.touch, " (X)", "") + " or choose another card."
	}
}

// signed writes a score with its sign: "+12", "−40" (a true minus), "0".
func signed(n int) string {
	switch {
	case n > 0:
		return "+" + strconv.Itoa(n)
	case n < 0:
		return "−" + strconv.Itoa(-n)
	}
	return "0"
}

// suitTitle is a suit's name with a capital: "Spades".
func suitTitle(s cards.Suit) string {
	n := s.Name()
	return string(n[0]-'a'+'A') + n[1:]
}
