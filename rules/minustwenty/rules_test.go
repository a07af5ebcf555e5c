package minustwenty

import (
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

func TestSetup(t *testing.T) {
	s := MustNew(DefaultOptions(), 7)
	if err := checkInvariants(s); err != nil {
		t.Fatal(err)
	}
	if s.DrawPileLen() != StartingDrawPile || StartingDrawPile != 34 {
		t.Fatalf("draw pile %d, want 34", s.DrawPileLen())
	}
	if Deck.Len() != DeckSize || DeckSize != 48 {
		t.Fatalf("deck of %d cards", Deck.Len())
	}
	for suit := range cards.Suit(cards.NumSuits) {
		if Deck.Has(cards.New(cards.Ace, suit)) {
			t.Fatalf("the ace of %s is dealt", suit.Name())
		}
	}
	for p := range NumPlayers {
		if n := s.Hand(p).Len(); n != HandSize {
			t.Fatalf("player %d dealt %d cards", p, n)
		}
	}
	if s.Phase() != PlayStep || s.ToMove() != s.Starter() || s.Round() != 1 {
		t.Fatalf("starts in %v with player %d (starter %d), round %d", s.Phase(), s.ToMove(), s.Starter(), s.Round())
	}
}

func TestOptionsValidate(t *testing.T) {
	for _, bad := range []Options{{Rounds: 0}, {Rounds: MaxRounds + 1}, {TargetScore: -5}} {
		if _, err := New(bad, 1); err == nil {
			t.Errorf("options %+v accepted", bad)
		}
	}
	for _, good := range []Options{DefaultOptions(), {Rounds: 1}, {TargetScore: 200}} {
		if _, err := New(good, 1); err != nil {
			t.Errorf("options %+v refused: %v", good, err)
		}
	}
}

// TestIllegalMoves: every refusal says why in words and changes nothing.
func TestIllegalMoves(t *testing.T) {
	tests := []struct {
		name   string
		layout layout
		before []string // moves applied first
		move   string
		reason string
	}{
		{
			name: "numbers strictly increase",
			layout: layout{hands: [2]string{"7H 2S 3S 4S 5S 6S 8S"},
				melds: [2][4]string{{"", "9H"}}},
			move: "meld 7H", reason: "7H is lower than the 9 on your hearts meld",
		},
		{
			name: "ten is written 10 in reasons",
			layout: layout{hands: [2]string{"9D 2S 3S 4S 5S 6S 8S"},
				melds: [2][4]string{{"", "", "JD 10D"}}},
			move: "meld 9D", reason: "9D is lower than the 10 on your diamonds meld",
		},
		{
			name: "faces only before any number",
			layout: layout{hands: [2]string{"JH 2S 3S 4S 5S 6S 8S"},
				melds: [2][4]string{{"", "QH 5H"}}},
			move: "meld JH", reason: "a face card cannot follow a number card",
		},
		{
			name:   "play step: time to draw after playing",
			layout: layout{hands: [2]string{"2H 2S 3S 4S 5S 6S 8S"}},
			before: []string{"discard 2H"},
			move:   "meld 3S", reason: "it is time to draw",
		},
		{
			name:   "draw step: play first",
			layout: layout{hands: [2]string{"2H 2S 3S 4S 5S 6S 8S"}},
			move:   "draw", reason: "play a card first",
		},
		{
			name:   "no take-back of the card just discarded",
			layout: layout{hands: [2]string{"5H 2S 3S 4S 6S 8S 9S"}},
			before: []string{"discard 5H"},
			move:   "take H", reason: "you cannot take back the card you just discarded",
		},
		{
			name:   "empty discard pile",
			layout: layout{hands: [2]string{"5H 2S 3S 4S 6S 8S 9S"}},
			before: []string{"discard 5H"},
			move:   "take D", reason: "the diamonds discard pile is empty",
		},
		{
			name:   "card not in hand",
			layout: layout{hands: [2]string{"5H 2S 3S 4S 6S 8S 9S"}},
			move:   "meld 7C", reason: "7C is not in your hand",
		},
		{
			name:   "aces are not dealt",
			layout: layout{hands: [2]string{"5H 2S 3S 4S 6S 8S 9S"}},
			move:   "discard AS", reason: "aces are not dealt",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := build(t, tt.layout)
			mustApply(t, s, tt.before...)
			m, err := s.ParseMove(tt.move)
			if err != nil {
				t.Fatal(err)
			}
			if explain := s.ExplainIllegal(m); explain == nil {
				t.Fatalf("ExplainIllegal(%s) finds nothing wrong", tt.move)
			}
			err = game.RefusedLeavesState(t, s, m)
			if !strings.Contains(err.Error(), tt.reason) {
				t.Fatalf("%s refused with %q, want %q", tt.move, err, tt.reason)
			}
			for _, legal := range s.AppendLegal(nil) {
				if legal == m {
					t.Fatalf("%s is refused but listed as legal", tt.move)
				}
			}
		})
	}
}

func TestMeldRules(t *testing.T) {
	s := build(t, layout{hands: [2]string{"JH QH KH 2H 5H 9H 10H", "2S 3S 4S 5S 6S 7S 8S"}})
	turn := func(p int, play string) {
		t.Helper()
		mustApply(t, s, play, "draw", "discard "+s.Hand(1-p).Nth(0).String(), "draw")
	}
	// Faces in any order, then rising numbers with gaps.
	turn(0, "meld KH")
	turn(0, "meld JH")
	turn(0, "meld QH")
	turn(0, "meld 5H")
	if err := s.Apply(MeldMove(card(t, "2H"))); err == nil {
		t.Fatal("2H accepted after 5H")
	}
	turn(0, "meld 9H")
	turn(0, "meld 10H")
	got := s.Meld(0, cards.Hearts)
	want := meld(t, "KH JH QH 5H 9H 10H")
	if len(got) != len(want) {
		t.Fatalf("meld %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("meld %v, want %v (play order)", got, want)
		}
	}
	if got := s.Score(0); got != (24-MeldCost)*4 {
		t.Fatalf("score %d, want %d", got, (24-MeldCost)*4)
	}
}

func TestTakeBack(t *testing.T) {
	s := build(t, layout{hands: [2]string{"5H 6D 2S 3S 4S 8S 9S", "7H 8D 2C 3C 4C 5C 6C"}})
	mustApply(t, s, "discard 6D", "draw")
	// The opponent may take it; the discarder may take another pile's top.
	mustApply(t, s, "discard 7H", "take D")
	if !s.KnownOpponentCards(0).Has(card(t, "6D")) {
		t.Fatalf("player 0 did not see player 1 take 6D")
	}
	mustApply(t, s, "discard 5H")
	if err := s.Apply(TakeMove(cards.Hearts)); err == nil || err.Error() != "you cannot take back the card you just discarded" {
		t.Fatalf("take back: %v", err)
	}
	// Player 1 takes the 5H; the 7H under it is then fair game for player 0.
	mustApply(t, s, "draw", "discard 2C", "take H")
	mustApply(t, s, "discard 2S", "take H")
	if !s.Hand(0).Has(card(t, "7H")) || !s.KnownOpponentCards(1).Has(card(t, "7H")) {
		t.Fatalf("player 0 should hold 7H, seen by player 1")
	}
	// Playing a known card makes it unknown (it is on the table now).
	mustApply(t, s, "meld 6D")
	if s.KnownOpponentCards(0).Has(card(t, "6D")) {
		t.Fatalf("6D laid down but still counted as known in hand")
	}
}

// TestRoundEndsOnLastDraw: the round ends exactly with the draw of the last
// card of the draw pile; taking discards does not count.
func TestRoundEndsOnLastDraw(t *testing.T) {
	for _, takes := range []int{0, 5} {
		s := MustNew(Options{Rounds: 2}, 3)
		draws, taken := 0, 0
		for s.Round() == 1 {
			if s.HorizonReached() {
				t.Fatalf("horizon during round 1")
			}
			p := s.ToMove()
			c, _ := s.Hand(p).Lowest()
			mustApply(t, s, "discard "+c.String())
			if taken < takes && s.DrawPileLen() < 10 {
				other := (c.Suit() + 1) % cards.NumSuits
				if _, ok := s.DiscardTop(other); ok {
					mustApply(t, s, TakeMove(other).String())
					taken++
					continue
				}
			}
			left := s.DrawPileLen()
			mustApply(t, s, "draw")
			draws++
			if left == 1 && s.Round() != 2 {
				t.Fatalf("last card drawn but the round goes on")
			}
			if left > 1 && s.Round() != 1 {
				t.Fatalf("round ended with %d cards left", left-1)
			}
		}
		if draws != StartingDrawPile || taken != takes {
			t.Fatalf("round ended after %d draws and %d takes, want %d draws", draws, taken, StartingDrawPile)
		}
		if !s.HorizonReached() || len(s.RoundScores()) != 1 || s.DrawPileLen() != StartingDrawPile {
			t.Fatalf("after the round: horizon %v, rounds %v, draw pile %d", s.HorizonReached(), s.RoundScores(), s.DrawPileLen())
		}
		if err := checkInvariants(s); err != nil {
			t.Fatal(err)
		}
		c, _ := s.Hand(s.ToMove()).Lowest()
		mustApply(t, s, "discard "+c.String())
		if s.HorizonReached() {
			t.Fatalf("horizon still set after the next move")
		}
	}
}

// endRoundWith ends the current round at once, with no melds on the table
// (so it scores 0 each) and the given totals carried in from earlier rounds.
func endRoundWith(t *testing.T, s *State, totals [2]int) {
	t.Helper()
	s.totals = totals
	if s.roundsDone == 0 { // pretend round 1 was played: this is round 2
		s.roundsDone, s.round = 1, 2
	}
	s.melds = [NumPlayers][cards.NumSuits]pile{}
	s.draw[0] = s.draw[s.drawLen-1]
	s.drawLen = 1
	c, _ := s.Hand(s.toMove).Lowest()
	mustApply(t, s, "discard "+c.String(), "draw")
}

func TestStarter(t *testing.T) {
	firsts := [NumPlayers]int{}
	for seed := range uint64(100) {
		firsts[MustNew(DefaultOptions(), seed).Starter()]++
	}
	if firsts[0] < 25 || firsts[1] < 25 {
		t.Fatalf("round 1 starters over 100 seeds: %v, want both often", firsts)
	}
	tests := []struct {
		totals [2]int
		want   int // Nobody: random
	}{
		{[2]int{30, -10}, 0},
		{[2]int{-40, -10}, 1},
		{[2]int{12, 12}, rules.Nobody},
	}
	for _, tt := range tests {
		starters := [NumPlayers]int{}
		for seed := range uint64(60) {
			s := MustNew(DefaultOptions(), seed)
			endRoundWith(t, s, tt.totals)
			if s.Totals() != tt.totals || s.Round() != 3 {
				t.Fatalf("totals %v round %d", s.Totals(), s.Round())
			}
			if s.ToMove() != s.Starter() || s.Phase() != PlayStep {
				t.Fatalf("round starts with player %d in %v, starter %d", s.ToMove(), s.Phase(), s.Starter())
			}
			starters[s.Starter()]++
		}
		switch tt.want {
		case rules.Nobody:
			if starters[0] < 15 || starters[1] < 15 {
				t.Errorf("totals %v: starters %v, want random", tt.totals, starters)
			}
		default:
			if starters[tt.want] != 60 {
				t.Errorf("totals %v: starters %v, want always %d", tt.totals, starters, tt.want)
			}
		}
	}
}

func TestMatchEnd(t *testing.T) {
	tests := []struct {
		name    string
		opts    Options
		done    int // rounds finished before the one ended here
		totals  [2]int
		over    bool
		winners []int
	}{
		{"rounds: not yet", Options{Rounds: 3}, 1, [2]int{10, 0}, false, nil},
		{"rounds: last round", Options{Rounds: 3}, 2, [2]int{10, 0}, true, []int{0}},
		{"rounds: equal totals are a draw", Options{Rounds: 3}, 2, [2]int{10, 10}, true, []int{0, 1}},
		{"target: not reached", Options{TargetScore: 100}, 1, [2]int{99, 50}, false, nil},
		{"target: reached", Options{TargetScore: 100}, 1, [2]int{20, 100}, true, []int{1}},
		{"target: both reach, higher total wins", Options{TargetScore: 100}, 1, [2]int{130, 120}, true, []int{0}},
		{"target: both reach level, play on", Options{TargetScore: 100}, 1, [2]int{120, 120}, false, nil},
		{"target: reached exactly", Options{TargetScore: 100}, 4, [2]int{100, 99}, true, []int{0}},
		{"target: cut short after MaxRounds", Options{TargetScore: 100}, MaxRounds - 1, [2]int{-30, -50}, true, []int{0}},
		{"target: cut short level is a draw", Options{TargetScore: 100}, MaxRounds - 1, [2]int{5, 5}, true, []int{0, 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := MustNew(tt.opts, 9)
			s.roundsDone, s.round = tt.done, tt.done+1
			s.SetEvents(true)
			endRoundWith(t, s, tt.totals)
			if s.Over() != tt.over {
				t.Fatalf("over = %v, want %v", s.Over(), tt.over)
			}
			if got := s.Winners(); !equalInts(got, tt.winners) {
				t.Fatalf("winners %v, want %v", got, tt.winners)
			}
			if tt.over && (s.ToMove() != rules.Nobody || len(s.AppendLegal(nil)) != 0 || !s.HorizonReached()) {
				t.Fatalf("over but playable")
			}
			events := s.TakeEvents(nil)
			last := events[len(events)-1]
			if tt.over && last.Kind != rules.EvGameEnd {
				t.Fatalf("last event %+v, want EvGameEnd", last)
			}
		})
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestWorkedExample ends a round on the rule text's example and checks the
// scoring events and totals.
func TestWorkedExample(t *testing.T) {
	s := build(t, layout{
		hands: [2]string{"6H 7H 8H 9H 10H JH 4D", "2H 3H 4H 5H QH KH 6S"},
		melds: [2][4]string{
			{"2S 3S 4S", "", "JD", ""},
			{"5S 8S 10S", "", "QD 2D 5D 7D", "JC QC KC 2C 3C 5C 7C 8C 10C"},
		},
	})
	s.draw[0] = s.draw[s.drawLen-1]
	s.drawLen = 1 // the next draw is the last
	s.SetEvents(true)
	mustApply(t, s, "discard 4D", "draw")
	if got := s.RoundScores(); len(got) != 1 || got[0] != [2]int{-51, 71} {
		t.Fatalf("round scores %v, want [[-51 71]]", got)
	}
	if s.Totals() != [2]int{-51, 71} {
		t.Fatalf("totals %v", s.Totals())
	}
	type score struct{ player, item, value int }
	var got []score
	for _, e := range s.TakeEvents(nil) {
		if e.Kind == rules.EvScore {
			got = append(got, score{e.Player, e.Item, e.Value})
		}
	}
	want := []score{
		{0, int(cards.Spades), -11}, {0, int(cards.Diamonds), -40},
		{1, int(cards.Spades), 3}, {1, int(cards.Diamonds), -12}, {1, int(cards.Clubs), 80},
		{0, ItemTotal, -51}, {1, ItemTotal, 71},
	}
	if len(got) != len(want) {
		t.Fatalf("score events %v, want %v", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("score events %v, want %v", got, want)
		}
	}
	// Player 1 leads, so player 1 starts round 2.
	if s.Round() != 2 || s.Starter() != 1 {
		t.Fatalf("round %d starter %d, want round 2 started by player 1", s.Round(), s.Starter())
	}
}

func TestMoveText(t *testing.T) {
	tests := []struct {
		move Move
		text string
	}{
		{MeldMove(cards.New(7, cards.Hearts)), "meld 7H"},
		{DiscardMove(cards.New(cards.Queen, cards.Spades)), "discard QS"},
		{MeldMove(cards.New(10, cards.Diamonds)), "meld TD"},
		{DrawMove(), "draw"},
		{TakeMove(cards.Hearts), "take H"},
	}
	for _, tt := range tests {
		if got := tt.move.String(); got != tt.text {
			t.Errorf("%+v prints %q, want %q", tt.move, got, tt.text)
		}
		if back, err := ParseMove(tt.text); err != nil || back != tt.move {
			t.Errorf("ParseMove(%q) = %+v, %v", tt.text, back, err)
		}
	}
	for text, want := range map[string]Move{
		"MELD 10d":    MeldMove(cards.New(10, cards.Diamonds)),
		"take hearts": TakeMove(cards.Hearts),
		" draw ":      DrawMove(),
	} {
		if got, err := ParseMove(text); err != nil || got != want {
			t.Errorf("ParseMove(%q) = %v, %v; want %v", text, got, err, want)
		}
	}
	for _, bad := range []string{"", "meld", "meld 7X", "take", "take X", "draw 2", "pass", "discard 7H 8H"} {
		if _, err := ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted", bad)
		}
	}
}

// TestEventsTrackZones replays the events of whole matches into a model of
// the zones and checks it against the state after every move.
func TestEventsTrackZones(t *testing.T) {
	for seed := range uint64(20) {
		s := MustNew(DefaultOptions(), seed)
		s.SetEvents(true)
		zone := map[cards.Card]int{}
		for _, p := range []int{0, 1} {
			for h := s.Hand(p); h != 0; h &= h - 1 {
				c, _ := h.Lowest()
				zone[c] = ZoneHand(p)
			}
		}
		for _, c := range s.draw[:s.drawLen] {
			zone[c] = ZoneDrawPile
		}
		rng := rules.NewRNG(seed)
		var buf []Move
		var events []rules.Event
		roundEnds, gameEnds := 0, 0
		for !s.Over() {
			m := Heuristic(s, &rng, buf)
			if seed%2 == 1 {
				m = randomMove(s, &rng, buf)
			}
			mover := s.ToMove()
			if err := s.Apply(m); err != nil {
				t.Fatal(err)
			}
			events = s.TakeEvents(events[:0])
			if len(events) == 0 {
				t.Fatalf("%v emitted nothing", m)
			}
			for _, e := range events {
				switch e.Kind {
				case rules.EvShuffle:
					for c := range zone {
						zone[c] = ZoneDrawPile
					}
				case rules.EvDeal, rules.EvMove:
					c := cards.Card(e.Item)
					if zone[c] != e.From {
						t.Fatalf("%v moves %v from zone %d, but it is in %d", m, c, e.From, zone[c])
					}
					if e.Kind == rules.EvMove && e.FaceUp != (e.From != ZoneDrawPile) {
						t.Fatalf("%v: face up %v for a move from zone %d", m, e.FaceUp, e.From)
					}
					if e.Kind == rules.EvMove && e.Player != mover {
						t.Fatalf("%v: moved by %d, mover %d", m, e.Player, mover)
					}
					zone[c] = e.To
				case rules.EvRoundEnd:
					roundEnds++
				case rules.EvGameEnd:
					gameEnds++
				}
			}
			if events[len(events)-1].Kind == rules.EvTurn && events[len(events)-1].Player != s.ToMove() {
				t.Fatalf("EvTurn names %d, %d to move", events[len(events)-1].Player, s.ToMove())
			}
			if s.Over() {
				break // the final melds stay on the table; the model keeps them too
			}
			for c, z := range zone {
				if want := zoneOf(s, c); z != want {
					t.Fatalf("seed %d after %v: events put %v in zone %d, state has it in %d\n%s", seed, m, c, z, want, describe(s))
				}
			}
		}
		if roundEnds != DefaultRounds || gameEnds != 1 {
			t.Fatalf("%d round ends and %d game ends", roundEnds, gameEnds)
		}
	}
}

func zoneOf(s *State, c cards.Card) int {
	for p := range NumPlayers {
		if s.hands[p].Has(c) {
			return ZoneHand(p)
		}
		if m := s.melds[p][c.Suit()].slice(); containsCard(m, c) {
			return ZoneMeld(p, c.Suit())
		}
	}
	if containsCard(s.discards[c.Suit()].slice(), c) {
		return ZoneDiscard(c.Suit())
	}
	return ZoneDrawPile
}

func containsCard(cs []cards.Card, c cards.Card) bool {
	for _, x := range cs {
		if x == c {
			return true
		}
	}
	return false
}

// Any card may be discarded, numbers and face cards alike, whatever the
// melds; only the top card of a discard pile may then be taken, and never
// the one just discarded.
func TestAnyCardMayBeDiscarded(t *testing.T) {
	s := build(t, layout{
		hands:    [2]string{"2H JH 5S KD 9C 3D 10D"},
		melds:    [2][4]string{{"6S", "4H"}},
		discards: [4]string{"", "", "2D 4D", "3C 7C"},
	})
	for _, c := range s.Hand(0).AppendTo(nil) {
		if err := s.ExplainIllegal(DiscardMove(c)); err != nil {
			t.Errorf("discard %v refused: %v", c, err)
		}
	}
	mustApply(t, s, "discard 2H")
	var takes []string
	for _, m := range s.AppendLegal(nil) {
		takes = append(takes, m.String())
	}
	if want := "draw take D take C"; strings.Join(takes, " ") != want {
		t.Errorf("draw step offers %v, want %s (the tops of the piles but the card just discarded)", takes, want)
	}
	mustApply(t, s, "take D")
	if !s.Hand(0).Has(card(t, "4D")) || s.Hand(0).Has(card(t, "2D")) {
		t.Errorf("take D took another card than the top: hand %v", s.Hand(0))
	}
}

// The setup's match choices: 1, 3 (the default) or 5 rounds, or first to
// 100 or 200.
func TestMatchChoices(t *testing.T) {
	want := []Options{{Rounds: 1}, {Rounds: 3}, {Rounds: 5}, {TargetScore: 100}, {TargetScore: 200}}
	if n := len(Def.Options[0].Choices); n != len(want) {
		t.Fatalf("%d match choices, want %d", n, len(want))
	}
	for i, o := range want {
		if got := Def.MakeOptions(NumPlayers, []int{i}); got != o {
			t.Errorf("choice %d (%s) makes %+v, want %+v", i, Def.Options[0].Choices[i].Label, got, o)
		}
	}
	if got := Def.MakeOptions(NumPlayers, Def.DefaultChoices()); got != DefaultOptions() || got.Rounds != 3 {
		t.Errorf("the default match is %+v, want 3 rounds", got)
	}
}

// The rules text's example: number cards need not follow each other, as
// long as they rise: 3, 7, 8, 10 is fine; a lower one never joins.
func TestMeldGaps(t *testing.T) {
	s := build(t, layout{hands: [2]string{"3D 7D 8D 10D 2S 4S 5S", "2H 3H 4H 5H 6H 7H 8H"}})
	for _, c := range []string{"3D", "7D", "8D", "10D"} {
		mustApply(t, s, "meld "+c, "draw", "discard "+s.Hand(1).Nth(0).String(), "draw")
	}
	if got := TallyMeld(s.Meld(0, cards.Diamonds)); got.Cards != 4 || got.Sum != 28 {
		t.Fatalf("diamonds meld %v", s.Meld(0, cards.Diamonds))
	}
	if err := s.ExplainIllegal(MeldMove(card(t, "2S"))); err != nil {
		t.Fatalf("a new suit refused: %v", err)
	}
}

// Players may always count the cards left in the draw pile: each seat's
// view holds it, one fewer after every draw from it.
func TestDrawPileIsCounted(t *testing.T) {
	s := MustNew(DefaultOptions(), 5)
	for left := StartingDrawPile; left > StartingDrawPile-6; left-- {
		for seat := range NumPlayers {
			if v := s.View(seat).(View); v.DrawPile != left || s.DrawPileLen() != left {
				t.Fatalf("seat %d sees %d cards left, state %d, want %d", seat, v.DrawPile, s.DrawPileLen(), left)
			}
		}
		c, _ := s.Hand(s.ToMove()).Lowest()
		mustApply(t, s, "discard "+c.String(), "draw")
	}
}
