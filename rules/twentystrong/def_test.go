package twentystrong

import (
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// TestDef: every setup choice makes a game, and the choices are found back
// from the options (for "Play again").
func TestDef(t *testing.T) {
	if Def.ID != "twentystrong" || Def.MinPlayers != 1 || Def.MaxPlayers != 1 {
		t.Fatalf("%+v", Def.Info())
	}
	rows := Def.Options
	if len(rows) != 3 || len(rows[0].Choices) != NumHeroes+1 || len(rows[1].Choices) != NumBosses+1 || len(rows[2].Choices) != 2 {
		t.Fatalf("option rows %+v", Def.Info().Options)
	}
	for h := range rows[0].Choices {
		for b := range rows[1].Choices {
			for shown := range rows[2].Choices {
				choices := []int{h, b, shown}
				s, rec, err := Def.Start(1, choices, 7)
				if err != nil {
					t.Fatal(err)
				}
				o := Def.MakeOptions(1, choices)
				if o.Hero != h || o.Boss != b || o.HiddenBoss != (shown == 1) {
					t.Fatalf("choices %v make %+v", choices, o)
				}
				if h > 0 && s.Hero() != &Heroes[h-1] {
					t.Fatalf("choice %d plays %s", h, s.Hero().Name)
				}
				if b > 0 && s.Boss() != FirstBoss+CardID(b-1) {
					t.Fatalf("choice %d faces %s", b, s.Boss())
				}
				if got := Def.Choices(1, o); got[0] != h || got[1] != b || got[2] != shown {
					t.Fatalf("choices %v found back as %v", choices, got)
				}
				if _, _, err := Def.Restore(rec); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	s := MustNew(Options{}, 3)
	if Def.Score(s, 0) != 0 || Def.Winners(s) != nil || Def.Describe(s) == "" {
		t.Fatal("a game in progress has a winner")
	}
	s.end(Won)
	if Def.Score(s, 0) != 1 || len(Def.Winners(s)) != 1 {
		t.Fatal("a won game has no winner")
	}
}

// TestRecordRestore: a saved game replays to the same state.
func TestRecordRestore(t *testing.T) {
	s, rec, err := Def.Start(1, []int{2, 0, 1}, 11)
	if err != nil {
		t.Fatal(err)
	}
	rng := rules.NewRNG(1)
	for range 150 {
		if s.Over() {
			break
		}
		m := Heuristic(s, &rng, nil)
		rec.Moves = append(rec.Moves, m.String())
		if err := s.Apply(m); err != nil {
			t.Fatal(err)
		}
	}
	back, choices, err := Def.Restore(rec)
	if err != nil {
		t.Fatal(err)
	}
	if back.Hero() != s.Hero() || back.Round() != s.Round() || back.dice != s.dice || back.stacks != s.stacks || choices[0] != 2 || choices[2] != 1 {
		t.Fatal("the restored game differs")
	}
}

// TestEvents: a round tells a scene everything it animates, in order.
func TestEvents(t *testing.T) {
	s := newGame(t, 1, 1)
	s.SetEvents(true)
	onTop(t, s, "C06") // Dragonfly: Health 4, deals 2, heal 1
	mustApply(t, s, "activate 1")
	roll(t, s, "purple1:crit purple2:crit")
	mustApply(t, s, "apply purple1 C06", "apply purple2 C06", "take C06", "resolve")
	answerChoices(t, s)
	events := s.TakeEvents(nil)
	dragonfly, p1 := int(card(t, "C06")), int(dieID(t, "purple1"))
	want := []rules.Event{
		{Kind: rules.EvMove, Item: dragonfly, From: int(ZoneStack1), To: int(ZoneActive), FaceUp: true},
		{Kind: rules.EvNote, Value: NoteStrategyPhase, Item: 1},
		{Kind: rules.EvMove, Item: p1, From: int(ZonePool), To: int(ZoneCommitted), Cell: -1, FaceUp: true},
		{Kind: rules.EvRoll, Item: p1},
		{Kind: rules.EvMove, Item: p1, From: int(ZoneCommitted), To: int(ZoneOnCard), Cell: dragonfly, FaceUp: true},
		{Kind: rules.EvScore, Item: dragonfly, Value: 2, Delta: 2, Cell: 4},
		{Kind: rules.EvScore, Item: dragonfly, Value: 4, Delta: 2, Cell: 4},
		{Kind: rules.EvNote, Value: NoteDefeated, Item: dragonfly},
		{Kind: rules.EvNote, Value: NoteRewardTaken, Item: dragonfly},
		{Kind: rules.EvNote, Value: NoteResolveStep, Item: 1},
		{Kind: rules.EvNote, Value: NoteResolveStep, Item: 3},
		{Kind: rules.EvMove, Item: p1, From: int(ZoneOnCard), To: int(ZoneExhausted), Cell: -1, FaceUp: true},
		{Kind: rules.EvMove, Item: dragonfly, From: int(ZoneActive), To: int(ZoneDiscard), FaceUp: true},
		{Kind: rules.EvRoundEnd, Value: 1},
		{Kind: rules.EvNote, Value: NoteRound, Item: 2},
	}
	i := 0
	for _, e := range events {
		if i < len(want) && sameEvent(e, want[i]) {
			i++
		}
	}
	if i < len(want) {
		t.Fatalf("event %d %+v missing from %+v", i, want[i], events)
	}
}

// sameEvent compares the fields want sets (a roll's face is random).
func sameEvent(e, want rules.Event) bool {
	if want.Kind == rules.EvRoll {
		return e.Kind == rules.EvRoll && e.Item == want.Item
	}
	return e == want
}
