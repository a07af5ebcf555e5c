package twenty

import (
	"slices"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/cards"
)

func TestNewOptions(t *testing.T) {
	for _, tt := range []struct {
		opts   Options
		target int
		ok     bool
	}{
		{Options{Players: 2}, DefaultTargetTwo, true},
		{Options{Players: 3}, DefaultTargetMore, true},
		{Options{Players: 4}, DefaultTargetMore, true},
		{Options{Players: 2, Target: 50}, 50, true},
		{DefaultOptions(2), 100, true},
		{DefaultOptions(4), 200, true},
		{Options{Players: 1}, 0, false},
		{Options{Players: 5}, 0, false},
		{Options{Players: 2, Target: -1}, 0, false},
		{Options{Players: 2, Target: MaxTarget + 1}, 0, false},
	} {
		s, err := New(tt.opts, 7)
		if (err == nil) != tt.ok {
			t.Errorf("New(%+v): %v", tt.opts, err)
			continue
		}
		if !tt.ok {
			continue
		}
		if s.Options().Target != tt.target {
			t.Errorf("New(%+v): target %d, want %d", tt.opts, s.Options().Target, tt.target)
		}
		if err := s.Check(); err != nil {
			t.Errorf("New(%+v): %v", tt.opts, err)
		}
		for p := range tt.opts.Players {
			if s.Hand(p).Len() != DealSize {
				t.Errorf("player %d holds %d cards", p, s.Hand(p).Len())
			}
		}
		if s.StockLen() != cards.NumCards-DealSize*tt.opts.Players || s.Count() != 1 || s.HandNumber() != 1 {
			t.Errorf("stock %d, count %d, hand %d", s.StockLen(), s.Count(), s.HandNumber())
		}
		if s.HandPenalties() != nil || s.HandOver() || s.Over() || s.Winners() != nil {
			t.Errorf("fresh game already scored")
		}
	}
}

// The first dealer is random; the starter is the player after the dealer
// (2 players: the non-dealer; 3-4: left of the dealer).
func TestFirstDealerAndStarter(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		seen := map[int]bool{}
		for seed := range uint64(40) {
			s := MustNew(DefaultOptions(players), seed)
			seen[s.Dealer()] = true
			if s.ToMove() != (s.Dealer()+1)%players {
				t.Fatalf("%d players: dealer %d, starter %d", players, s.Dealer(), s.ToMove())
			}
			if players == 2 && s.ToMove() == s.Dealer() {
				t.Fatal("2 players: the dealer started")
			}
		}
		if len(seen) != players {
			t.Errorf("%d players: dealers seen %v", players, seen)
		}
	}
}

func TestDrawAlwaysLegal(t *testing.T) {
	// A king in hand makes the count, yet drawing is allowed.
	s := position{players: 2, hands: []string{"KS AS", "2H"}, count: 1}.build(t)
	legal := legalStrings(s)
	if legal[0] != "draw" || !slices.Contains(legal, "play AS") || !slices.Contains(legal, "play KS") {
		t.Fatalf("legal %v", legal)
	}
	stock := s.StockLen()
	top := s.stock[s.stockLen-1]
	apply(t, s, "draw")
	if !s.Hand(0).Has(top) || s.StockLen() != stock-1 || s.ToMove() != 1 || s.Count() != 1 {
		t.Fatalf("draw: hand %v stock %d to move %d", s.Hand(0), s.StockLen(), s.ToMove())
	}
}

func TestMustDrawWhenCannotMake(t *testing.T) {
	s := position{players: 2, hands: []string{"9S 8S", "2H"}, count: 3}.build(t)
	if got := legalStrings(s); !slices.Equal(got, []string{"draw"}) {
		t.Fatalf("legal %v, want only draw", got)
	}
	rulestestRefused(t, s, "pass", "may not pass while you can draw")
	rulestestRefused(t, s, "play 9S", "these cards make 9, the count is 3")
}

func TestPassOnlyWhenNothingToDraw(t *testing.T) {
	s := position{players: 2, hands: []string{"9S 8S", "2H"}, count: 3}.build(t)
	emptyStock(s, 1)
	if got := legalStrings(s); !slices.Equal(got, []string{"pass"}) {
		t.Fatalf("legal %v, want only pass", got)
	}
	rulestestRefused(t, s, "draw", "no card to draw")
	apply(t, s, "pass")
	if s.ToMove() != 1 || s.HandOver() {
		t.Fatal("one pass ended the hand")
	}
	// Player 1 holds the rest of the pack, so she can make 3: no pass.
	rulestestRefused(t, s, "pass", "you can make 3")
}

// Every player passing in a row ends the hand, scored as it stands. In a
// real game this cannot happen: with the stock and the table empty all 52
// cards are in hands, and whoever holds a king can make any count. The rule
// is kept (README) and tested on a position where the others have passed.
func TestAllPassEndsHand(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		hands := []string{"9S 8S", "9H", "9D", "9C"}[:players]
		s := position{players: players, hands: hands, count: 3}.build(t)
		emptyStock(s, players-1)
		s.passes = int8(players - 1)
		s.opts.Target = MaxTarget // the last hand holds most of the pack
		s.SetEvents(true)
		apply(t, s, "pass")
		if !s.HandOver() || s.HandNumber() != 2 {
			t.Fatalf("%d players: all passed but hand %d, over %v", players, s.HandNumber(), s.HandOver())
		}
		pen := s.HandPenalties()
		if pen[0] != 2*PenaltyLow || s.Penalty(0) != pen[0] {
			t.Errorf("%d players: player 0 penalty %d, total %d", players, pen[0], s.Penalty(0))
		}
		want := "pass " + strings.Repeat("score ", players) + "roundend "
		if kinds := eventKinds(s.TakeEvents(nil)); !strings.HasPrefix(kinds, want) {
			t.Errorf("%d players: events %s", players, kinds)
		}
	}
}

func rulestestRefused(t *testing.T, s *State, text, reason string) {
	t.Helper()
	m, err := ParseMove(text)
	if err != nil {
		t.Fatal(err)
	}
	err = gameFor(s.NumPlayers()).RefusedLeavesState(t, s, m)
	if !strings.Contains(err.Error(), reason) {
		t.Errorf("%s refused with %q, want %q", text, err, reason)
	}
}

func eventKinds(evs []rules.Event) string {
	names := map[rules.EventKind]string{
		rules.EvDeal: "deal", rules.EvMove: "move", rules.EvShuffle: "shuffle", rules.EvCount: "count",
		rules.EvScore: "score", rules.EvPass: "pass", rules.EvTurn: "turn", rules.EvRoundEnd: "roundend",
		rules.EvGameEnd: "gameend", rules.EvNote: "note",
	}
	var b strings.Builder
	for _, e := range evs {
		b.WriteString(names[e.Kind])
		b.WriteByte(' ')
	}
	return b.String()
}

func TestPlayRaisesCount(t *testing.T) {
	s := position{players: 3, hands: []string{"QS QH JD 4D 2C", "2H", "3H"}, count: 14}.build(t)
	legal := legalStrings(s)
	for _, want := range []string{"play 4D QS QH", "play 4D QS", "play 4D JD"} {
		if !slices.Contains(legal, want) {
			t.Errorf("legal %v lacks %s", legal, want)
		}
	}
	if slices.Contains(legal, "play 4D JD QS") || slices.Contains(legal, "play 4D QH") {
		t.Errorf("legal %v: Q+J+4 listed, or a suit variant listed twice", legal)
	}
	// The suit variant that is not listed is legal all the same.
	s.SetEvents(true)
	apply(t, s, "play 4D QH")
	if s.Count() != 15 || s.ToMove() != 1 || s.Played() != set(t, "4D QH") || s.Hand(0) != set(t, "QS JD 2C") {
		t.Fatalf("count %d, to move %d, table %v, hand %v", s.Count(), s.ToMove(), s.Played(), s.Hand(0))
	}
	if p, cs, ok := s.LastPlay(); !ok || p != 0 || cs != set(t, "4D QH") {
		t.Fatalf("last play %d %v %v", p, cs, ok)
	}
	evs := s.TakeEvents(nil)
	if kinds := eventKinds(evs); kinds != "move move count turn " {
		t.Fatalf("events %s", kinds)
	}
	if e := evs[0]; e.Item != int(cards.New(4, cards.Diamonds)) || e.From != ZoneHand(0) || e.To != ZoneTable || !e.FaceUp || e.Player != 0 {
		t.Errorf("play event %+v", e)
	}
	if evs[2].Value != 15 || evs[3].Player != 1 {
		t.Errorf("count/turn events %+v %+v", evs[2], evs[3])
	}
	// A draw: a face-down move from the stock.
	top := s.stock[s.stockLen-1]
	apply(t, s, "draw")
	evs = s.TakeEvents(nil)
	if kinds := eventKinds(evs); kinds != "move turn " {
		t.Fatalf("draw events %s", kinds)
	}
	if e := evs[0]; e.Item != int(top) || e.From != ZoneStock || e.To != ZoneHand(1) || e.FaceUp {
		t.Errorf("draw event %+v", e)
	}
}

func TestHandEndsAtTwenty(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		hands := []string{"QS QH 5D 6D", "KS AH", "2H 3H", "7C"}[:players]
		s := position{players: players, hands: hands, count: 20}.build(t)
		s.dealer = 0
		s.toMove = 1
		s.SetEvents(true)
		outOfStock := cards.NumCards - s.StockLen()
		apply(t, s, "play KS") // a king alone makes 20
		if !s.HorizonReached() || !s.HandOver() || s.HandNumber() != 2 {
			t.Fatalf("%d players: 20 made but hand %d", players, s.HandNumber())
		}
		want := []int{10 + 10 + 5 + 5, 5, 10, 5}[:players]
		if got := s.HandPenalties(); !slices.Equal(got, want) {
			t.Errorf("%d players: penalties %v, want %v", players, got, want)
		}
		for p := range players {
			if s.Penalty(p) != want[p] {
				t.Errorf("%d players: total %d = %d", players, p, s.Penalty(p))
			}
			if s.Hand(p).Len() != DealSize {
				t.Errorf("%d players: new hand %d has %d cards", players, p, s.Hand(p).Len())
			}
		}
		if s.Dealer() != 1 || s.ToMove() != 2%players || s.Count() != FirstCount || s.Played() != 0 {
			t.Errorf("%d players: dealer %d, to move %d, count %d", players, s.Dealer(), s.ToMove(), s.Count())
		}
		if _, _, ok := s.LastPlay(); ok {
			t.Error("last play survives the new hand")
		}
		evs := s.TakeEvents(nil)
		kinds := eventKinds(evs)
		wantStart := "move " + strings.Repeat("score ", players) + "roundend "
		wantEnd := "note " + strings.Repeat("deal ", DealSize*players) + "count turn "
		if !strings.HasPrefix(kinds, wantStart) || !strings.HasSuffix(kinds, wantEnd) {
			t.Errorf("%d players: events %s", players, kinds)
		}
		// Between them, every card in a hand or on the table goes back.
		returned := 0
		for _, e := range evs {
			if e.Kind == rules.EvMove && e.To == ZoneStock {
				returned++
			}
			if e.Kind == rules.EvScore && (e.Delta != want[e.Player] || e.Value != want[e.Player]) {
				t.Errorf("score event %+v", e)
			}
			if e.Kind == rules.EvDeal && (e.From != ZoneStock || e.To != ZoneHand(e.Player) || e.FaceUp) {
				t.Errorf("deal event %+v", e)
			}
		}
		if returned != outOfStock {
			t.Errorf("%d players: %d cards returned, want %d", players, returned, outOfStock)
		}
		// The next move clears the hand boundary.
		apply(t, s, "draw")
		if s.HandOver() || s.HorizonReached() {
			t.Error("hand boundary survives the next move")
		}
	}
}

func TestHandEndsWhenOut(t *testing.T) {
	s := position{players: 2, hands: []string{"2S 3S", "KS AH 9C"}, count: 5}.build(t)
	apply(t, s, "play 2S 3S")
	if s.HandNumber() != 2 || !s.HandOver() {
		t.Fatal("going out did not end the hand")
	}
	if got := s.HandPenalties(); !slices.Equal(got, []int{0, 20 + 5 + 5}) {
		t.Errorf("penalties %v", got)
	}
}

func TestTargets(t *testing.T) {
	for _, tt := range []struct {
		players, target int
		totals          []int
		over            bool
		winners         []int
	}{
		{2, 100, []int{60, 90}, false, nil},
		{2, 100, []int{60, 95}, true, []int{0}},     // 95 + 5 reaches 100
		{2, 100, []int{100, 95}, true, []int{0, 1}}, // equal fewest share the win
		{3, 200, []int{60, 95, 190}, false, nil},
		{3, 200, []int{60, 195, 55}, true, []int{0, 2}},
		{4, 200, []int{60, 195, 70, 65}, true, []int{0}},
		{2, 50, []int{20, 45}, true, []int{0}},
	} {
		hands := []string{"KS", "AH", "2D", "3D"}[:tt.players]
		s := position{players: tt.players, hands: hands, count: 20}.build(t)
		s.opts.Target = tt.target
		copy(s.totals[:], tt.totals)
		// Player 0 goes out with the king (0 points); the others score 5.
		s.SetEvents(true)
		apply(t, s, "play KS")
		if s.Over() != tt.over || !slices.Equal(s.Winners(), tt.winners) {
			t.Errorf("%+v: over %v, winners %v", tt, s.Over(), s.Winners())
		}
		if !tt.over {
			continue
		}
		if s.ToMove() != rules.Nobody || len(s.AppendLegal(nil)) != 0 || !s.HorizonReached() {
			t.Errorf("%+v: game over but moves remain", tt)
		}
		evs := s.TakeEvents(nil)
		last := evs[len(evs)-1]
		wantWinner := tt.winners[0]
		if len(tt.winners) > 1 {
			wantWinner = rules.Nobody
		}
		if last.Kind != rules.EvGameEnd || last.Player != wantWinner {
			t.Errorf("%+v: last event %+v", tt, last)
		}
		rulestestRefused(t, s, "draw", "game is over")
	}
	if DefaultOptions(2).Target != 100 || DefaultOptions(3).Target != 200 || DefaultOptions(4).Target != 200 {
		t.Error("README: targets 100 for 2 players, 200 for 3 or 4")
	}
}

// The dealer passes to the left every hand; the player after the dealer
// starts.
func TestDealerRotation(t *testing.T) {
	for players := MinPlayers; players <= MaxPlayers; players++ {
		s := MustNew(Options{Players: players, Target: MaxTarget}, 3)
		first := s.Dealer()
		for hand := 1; hand <= 2*players; hand++ {
			if s.HandNumber() != hand {
				t.Fatalf("hand number %d, want %d", s.HandNumber(), hand)
			}
			wantDealer := (first + hand - 1) % players
			if s.Dealer() != wantDealer || s.ToMove() != (wantDealer+1)%players {
				t.Fatalf("%d players, hand %d: dealer %d starter %d, want dealer %d", players, hand, s.Dealer(), s.ToMove(), wantDealer)
			}
			// End the hand: give the player to move a king and play it at 20.
			p := s.ToMove()
			s.count = LastCount
			if s.hands[p]&kingCards == 0 {
				c, _ := (kingCards &^ s.hands[p]).Lowest()
				swapInto(s, p, c)
			}
			c, _ := (s.hands[p] & kingCards).Lowest()
			apply(t, s, "play "+c.String())
		}
	}
}

// swapInto moves card c into p's hand, giving p's lowest other card to
// wherever c was, so every card stays accounted for.
func swapInto(s *State, p int, c cards.Card) {
	give, _ := (s.hands[p] &^ kingCards).Lowest()
	s.hands[p] = s.hands[p].Without(give).With(c)
	for q := range s.hands {
		if q != p && s.hands[q].Has(c) {
			s.hands[q] = s.hands[q].Without(c).With(give)
			return
		}
	}
	if s.table.Has(c) {
		s.table = s.table.Without(c).With(give)
		return
	}
	for i := range s.stock[:s.stockLen] {
		if s.stock[i] == c {
			s.stock[i] = give
		}
	}
}

func TestReshuffle(t *testing.T) {
	s := position{players: 2, hands: []string{"9S", "9H"}, count: 3, stock: "-"}.build(t)
	table := s.Played()
	if s.StockLen() != 0 || !s.CanDraw() {
		t.Fatal("position")
	}
	s.SetEvents(true)
	apply(t, s, "draw")
	drawn := s.Hand(0).Without(cards.New(9, cards.Spades))
	if drawn.Len() != 1 || drawn&^table != 0 {
		t.Fatalf("drew %v, not from the old table", drawn)
	}
	if s.Played() != 0 || s.StockLen() != table.Len()-1 {
		t.Fatalf("after reshuffle: table %v, stock %d", s.Played(), s.StockLen())
	}
	evs := s.TakeEvents(nil)
	if kinds := eventKinds(evs); kinds != "shuffle move turn " {
		t.Fatalf("events %s", kinds)
	}
	if e := evs[0]; e.From != ZoneTable || e.To != ZoneStock || e.Value != table.Len() {
		t.Errorf("shuffle event %+v", e)
	}
	// The new stock is shuffled: not in card order.
	sorted := slices.IsSortedFunc(s.stock[:s.stockLen], func(a, b cards.Card) int { return int(a) - int(b) })
	if sorted {
		t.Error("reshuffled stock is in order")
	}
}

func TestIllegalMovesRefused(t *testing.T) {
	s := position{players: 2, hands: []string{"QS QH JD 4D KC", "2H"}, count: 14}.build(t)
	for _, tt := range []struct {
		move   Move
		reason string
	}{
		{PlayMove(set(t, "QS JD 4D")), "these cards make 24, the count is 14"},
		{PlayMove(set(t, "2H")), "you do not hold 2H"},
		{PlayMove(0), "at least one card"},
		{PlayMove(cards.Set(1) << 60), "not a card"},
		{PlayMove(set(t, "KC QS QH JD")), "these cards make 21 at least, the count is 14"},
		{Move{Kind: Draw, Cards: set(t, "QS")}, "a draw names no cards"},
		{Move{Kind: Pass, Cards: set(t, "QS")}, "a pass names no cards"},
		{PassMove(), "may not pass"},
		{Move{Kind: 9}, "unknown move kind"},
	} {
		err := gameFor(2).RefusedLeavesState(t, s, tt.move)
		if !strings.Contains(err.Error(), tt.reason) {
			t.Errorf("%v: %q, want %q", tt.move, err, tt.reason)
		}
	}
}

func TestParseMove(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"draw", "draw"},
		{" DRAW ", "draw"},
		{"pass", "pass"},
		{"play qs qh 4d", "play 4D QS QH"},
		{"play 10S", "play TS"},
		{"Play KC", "play KC"},
	} {
		m, err := ParseMove(tt.text)
		if err != nil || m.String() != tt.want {
			t.Errorf("ParseMove(%q) = %v, %v; want %s", tt.text, m, err, tt.want)
		}
	}
	for _, bad := range []string{"", "play", "play QS QS", "fly", "draw 2", "pass QS", "play 1S", "play QS, QH"} {
		if m, err := ParseMove(bad); err == nil {
			t.Errorf("ParseMove(%q) accepted as %v", bad, m)
		}
	}
	s := MustNew(DefaultOptions(2), 1)
	if m, err := s.ParseMove("play AS"); err != nil || m != PlayMove(set(t, "AS")) {
		t.Errorf("(*State).ParseMove: %v %v", m, err)
	}
	if (Move{Kind: 7}).String() != "move?7" {
		t.Error("unknown kind text")
	}
}
