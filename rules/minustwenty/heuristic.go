package minustwenty

import (
	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

// Heuristic tuning, in points (defaultTuning gathers them; tests pit
// variants against it).
const (
	// OpenThreshold: open a suit only when what you hold in it, plus what you
	// may still draw, adds up to about this: the twenty the meld starts at,
	// plus a margin for the draws that do not come (tuned by self-play).
	OpenThreshold = MeldCost + 6
	// FaceThreshold: play a face card only on a suit expected to reach this:
	// a multiplier on a weak suit multiplies a loss.
	FaceThreshold = 27
	// StallWindow: with this many cards or fewer left in the draw pile, a
	// player holding more cards to lay down than turns left takes discards
	// instead of drawing, which makes the round last longer.
	StallWindow = 6
	// StallValue is how much a stalling player values any take.
	StallValue = 8
	// DrawPileValue is what an unknown card from the draw pile is worth,
	// compared with a visible discard.
	DrawPileValue = 5
	// FaceGift is what a face card is worth to an opponent whose meld of its
	// suit holds face cards only; a number card of a suit the opponent has
	// not begun is worth its rank divided by UnbegunGift to them.
	FaceGift    = 10
	UnbegunGift = 3
	// DenyWeight: taking a card the opponent wants is worth this share of
	// what it would bring them.
	DenyWeight = 0.5
	// MaxIdleTurns: after this many turns in a row that neither laid a card
	// down nor drew from the draw pile (IdleTurns), the heuristic draws from
	// the pile, so two heuristic players cannot swap discards for ever.
	MaxIdleTurns = 6
)

// tuning is the heuristic's weights as one value.
type tuning struct {
	open, face     float64 // OpenThreshold, FaceThreshold
	shortfall      float64 // the cost of each point a suit opened (or multiplied) falls short
	optimism       float64 // scales the chance of drawing a given card in time
	stallWindow    int
	stallValue     float64
	drawPile       float64
	faceGift       float64
	unbegunGift    float64
	deny           float64
	meldPreference float64 // breaks even choices toward laying down
	maxIdle        int
}

var defaultTuning = tuning{
	open:           OpenThreshold,
	face:           FaceThreshold,
	shortfall:      2,
	optimism:       0.8,
	stallWindow:    StallWindow,
	stallValue:     StallValue,
	drawPile:       DrawPileValue,
	faceGift:       FaceGift,
	unbegunGift:    UnbegunGift,
	deny:           DenyWeight,
	meldPreference: 0.5,
	maxIdle:        MaxIdleTurns,
}

// suitNumbers[suit] is the set of number cards (2..10) of suit.
var suitNumbers = func() (m [cards.NumSuits]cards.Set) {
	for r := cards.Rank(LowestNumber); r <= HighestNumber; r++ {
		for suit := range cards.Suit(cards.NumSuits) {
			m[suit] = m[suit].With(cards.New(r, suit))
		}
	}
	return m
}()

// above is the set of cards ranked higher than rank.
func above(rank int) cards.Set { return cards.Set(^uint64(0) << (rank * 4)) }

// between is the set of cards ranked strictly between low and high.
func between(low, high int) cards.Set { return above(low) &^ above(high-1) }

// rankSum adds the ranks of the cards in set.
func rankSum(set cards.Set) int {
	sum := 0
	for ; set != 0; set &= set - 1 {
		c, _ := set.Lowest()
		sum += int(c.Rank())
	}
	return sum
}

// highestRanks adds the ranks of the n highest cards of set.
func highestRanks(set cards.Set, n int) int {
	for set.Len() > n {
		set &= set - 1 // drop the lowest
	}
	return rankSum(set)
}

// suitView is what the heuristic knows about one suit.
type suitView struct {
	begun     bool
	faces     int     // face cards in my meld
	top       int     // highest number in my meld, 0 if none
	potential float64 // my meld's numbers + the ones I hold and may draw, as the sum it could reach
	oppBegun  bool
	oppFaces  int
	oppTop    int
}

// outlook is the heuristic's view of the round for the player to move.
type outlook struct {
	tune      *tuning
	hand      cards.Set
	unseen    cards.Set // cards the player may still draw blind
	chance    float64   // probability of drawing a given unseen card in time to play it
	playsLeft int       // the player's plays from now (this one included in the play step)
	oppPlays  int       // the opponent's plays after taking a card discarded now
	suits     [cards.NumSuits]suitView
	wanted    int     // number cards in hand worth laying down
	minWanted float64 // the least value among them
}

// fillOutlook sets o to player p's view of the round. It fills o in place:
// the heuristic runs at every playout move, and copying the view out of a
// function cost more than building it.
func (s *State) fillOutlook(o *outlook, p int, tune *tuning) {
	*o = outlook{tune: tune, hand: s.hands[p]}
	opp := 1 - p
	seen := s.hands[p] | s.known[opp] | s.onTable
	o.unseen = Deck &^ seen
	r := s.drawLen
	usefulDraws := 0
	o.oppPlays = r/2 - 1 // the play and draw steps of a turn see the same pile
	if s.phase == PlayStep {
		o.playsLeft = (r + 1) / 2
		usefulDraws = o.playsLeft - 1
	} else {
		o.playsLeft = (r - 1) / 2
		usefulDraws = o.playsLeft
	}
	if n := o.unseen.Len(); n > 0 {
		o.chance = min(1, tune.optimism*float64(usefulDraws)/float64(n))
	}
	for suit := range cards.Suit(cards.NumSuits) {
		s.fillSuitView(&o.suits[suit], p, suit, o)
	}
	o.minWanted = 1e9
	for h := o.hand; h != 0; h &= h - 1 {
		if c, _ := h.Lowest(); o.isWanted(c) {
			o.wanted++
			o.minWanted = min(o.minWanted, o.value(c))
		}
	}
}

// fillSuitView sets v to what p knows of suit (in place, as fillOutlook).
func (s *State) fillSuitView(v *suitView, p int, suit cards.Suit, o *outlook) {
	*v = suitView{begun: s.melds[p][suit].n > 0}
	sum := 0
	for _, c := range s.melds[p][suit].slice() {
		if IsFace(c) {
			v.faces++
		} else {
			sum += int(c.Rank())
			v.top = int(c.Rank())
		}
	}
	for _, c := range s.melds[1-p][suit].slice() {
		v.oppBegun = true
		if IsFace(c) {
			v.oppFaces++
		} else {
			v.oppTop = int(c.Rank())
		}
	}
	reachable := suitNumbers[suit] & above(v.top)
	held := highestRanks(o.hand&reachable, o.playsLeft)
	v.potential = float64(sum+held) + float64(rankSum(o.unseen&reachable))*o.chance
}

// value is what holding c is worth to the player: what it should add to a
// meld by the end of the round (0 for a card that cannot be laid down).
func (o *outlook) value(c cards.Card) float64 {
	sv := &o.suits[c.Suit()]
	if o.playsLeft == 0 {
		return 0
	}
	if IsFace(c) {
		if sv.top > 0 || o.playsLeft < 2 {
			return 0
		}
		return max(0, sv.potential-MeldCost) // one more multiplier on the expected meld
	}
	r := float64(c.Rank())
	switch {
	case int(c.Rank()) <= sv.top:
		return 0
	case sv.begun:
		return r * float64(sv.faces+1)
	}
	return r * min(1, sv.potential/o.tune.open)
}

// gift is what c is worth to the opponent if it lands on a discard pile.
func (o *outlook) gift(c cards.Card) float64 {
	if o.oppPlays <= 0 {
		return 0
	}
	sv := &o.suits[c.Suit()]
	if IsFace(c) {
		switch {
		case !sv.oppBegun:
			return o.tune.faceGift / o.tune.unbegunGift
		case sv.oppTop == 0:
			return o.tune.faceGift
		}
		return 0
	}
	r := float64(c.Rank())
	switch {
	case !sv.oppBegun:
		return r / o.tune.unbegunGift
	case int(c.Rank()) > sv.oppTop:
		return r * float64(sv.oppFaces+1)
	}
	return 0
}

// skipped is what laying c down loses: the cards between the meld's top and
// c that the player holds (certain) or may draw (by chance), multiplied.
func (o *outlook) skipped(c cards.Card) float64 {
	sv := &o.suits[c.Suit()]
	gap := suitNumbers[c.Suit()] & between(sv.top, int(c.Rank()))
	lost := float64(rankSum(gap&o.hand)) + float64(rankSum(gap&o.unseen))*o.chance
	return lost * float64(sv.faces+1)
}

// deadFaces is what laying a number card of suit down loses in face cards
// of that suit still in hand.
func (o *outlook) deadFaces(suit cards.Suit) float64 {
	lost := 0.0
	for faces := o.hand & above(HighestNumber); faces != 0; faces &= faces - 1 {
		c, _ := faces.Lowest()
		if c.Suit() == suit {
			lost += o.value(c)
		}
	}
	return lost
}

// timeLost is what a play that lays down no wanted card costs when there are
// more wanted cards than plays left: the least of them stays in hand.
func (o *outlook) timeLost() float64 {
	if o.wanted >= o.playsLeft && o.wanted > 0 {
		return o.minWanted
	}
	return 0
}

func (o *outlook) isWanted(c cards.Card) bool {
	sv := &o.suits[c.Suit()]
	return !IsFace(c) && o.value(c) > 0 && (sv.begun || sv.potential >= o.tune.open)
}

// playLoss is what a play-step move is expected to cost, in points.
func (o *outlook) playLoss(m Move) float64 {
	c := m.Card
	sv := &o.suits[c.Suit()]
	if m.Kind == Discard {
		loss := o.value(c) + o.gift(c)
		if !o.isWanted(c) {
			loss += o.timeLost()
		}
		return loss
	}
	if IsFace(c) {
		loss := o.tune.shortfall*max(0, o.tune.face-sv.potential) + o.timeLost()
		return loss - o.tune.meldPreference
	}
	loss := o.skipped(c)
	if !sv.begun {
		loss += o.tune.shortfall*max(0, o.tune.open-sv.potential) + o.deadFaces(c.Suit())
	}
	return loss - o.tune.meldPreference
}

// drawLoss is what a draw-step move is expected to cost, in points.
func (s *State) drawLoss(o *outlook, m Move) float64 {
	tune := o.tune
	stalling := s.drawLen <= tune.stallWindow && o.wanted > o.playsLeft
	if m.Kind == DrawPile {
		if stalling {
			return tune.stallValue
		}
		return 0
	}
	if s.idle >= tune.maxIdle {
		return 1e9
	}
	c, _ := s.discards[m.Suit].top()
	loss := tune.drawPile - o.value(c) - tune.deny*o.gift(c)
	if stalling {
		loss -= tune.stallValue
	}
	return loss
}

// Heuristic is the baseline player, also the playout policy and the easy
// AI. It allocates nothing when buf has room for the legal moves (14).
//
// It scores every legal move by what it is expected to cost in points and
// plays the cheapest, ties broken at random:
//   - open a suit only if what it holds and may draw there reaches about 20
//     (OpenThreshold, with a safety margin), and put face cards first only
//     on suits expected to reach FaceThreshold;
//   - lay down the lowest card that keeps a meld rising: skipping cards it
//     holds or may still draw costs their value, so high cards wait;
//   - discard what is worth least to it plus what it would give the
//     opponent (a card extending their meld is a gift);
//   - near the end, when more cards are worth laying down than turns are
//     left, a discard costs the least of them, and it stalls by taking
//     discards instead of drawing;
//   - draw a discard top that is worth more than a blind draw (one that
//     extends its meld), or one the opponent wants badly;
//   - never more than MaxIdleTurns turns in a row without laying a card
//     down or drawing from the pile, so every heuristic playout ends.
func Heuristic(s *State, rng *rules.RNG, buf []Move) Move {
	return defaultTuning.choose(s, rng, buf)
}

func (tune *tuning) choose(s *State, rng *rules.RNG, buf []Move) Move {
	buf = s.AppendLegal(buf[:0])
	var o outlook
	s.fillOutlook(&o, s.toMove, tune)
	best, bestLoss, ties := buf[0], 0.0, 0
	for i, m := range buf {
		var loss float64
		if s.phase == PlayStep {
			loss = o.playLoss(m)
		} else {
			loss = s.drawLoss(&o, m)
		}
		switch {
		case i == 0 || loss < bestLoss-1e-9:
			best, bestLoss, ties = m, loss, 1
		case loss <= bestLoss+1e-9:
			ties++
			if rng.IntN(ties) == 0 {
				best = m
			}
		}
	}
	return best
}
