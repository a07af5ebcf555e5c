package for20

import (
	"strconv"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules/play"

	f20 "github.com/twenty-games/twenty/rules/for20"
	"github.com/twenty-games/twenty/scenes/scenetest"
	"github.com/twenty-games/twenty/scenes/scenetest/gametest"
	"github.com/twenty-games/twenty/scenes/shell"
)

func TestMain(m *testing.M) { scenetest.Main(m) }

func testApp(t testing.TB, opts shell.Options, store play.Store) *shell.App {
	return gametest.NewApp(t, opts, store, Game)
}

// sceneOf is the table on top of the app.
func sceneOf(t testing.TB, a *shell.App) *scene {
	t.Helper()
	s, ok := a.Top().(*scene)
	if !ok {
		t.Fatalf("scene %q on top, not the table", a.Top().Name())
	}
	return s
}

// clicks are the targets a player taps for a move in its text form: the
// target player's name first, then every card (in a hand, a reserve, an
// area, on the table or on top of a smoked stack), then the button.
func clicks(t testing.TB, s *scene, text string, st scenetest.State) []string {
	t.Helper()
	mv, err := f20.ParseMove(text)
	if err != nil {
		t.Fatalf("hint %q: %v", text, err)
	}
	var ids []string
	if mv.Target != f20.NoTarget && (mv.Kind == f20.Play || mv.Kind == f20.Choose) {
		ids = append(ids, "target."+strconv.Itoa(int(mv.Target)))
	}
	cardID := func(c f20.Card) string {
		for _, tg := range st.Targets {
			if tg.ID == "hand.card."+c.String() || tg.ID == "table."+c.String() || tg.ID == "dump."+c.String() ||
				(strings.HasPrefix(tg.ID, "reserve.") || strings.HasPrefix(tg.ID, "area.")) && strings.HasSuffix(tg.ID, "."+c.String()) {
				return tg.ID
			}
		}
		for _, tg := range st.Targets {
			if strings.HasPrefix(tg.ID, "dump.") && tg.Label == c.Info().Name {
				return tg.ID // an interchangeable copy
			}
		}
		z := s.Match.State.ZoneOf(c)
		for p := range s.players {
			switch z {
			case f20.ZoneHand(s.Viewer): // under an opponent's open panel
				return "hand.card." + c.String()
			case f20.ZoneSmoked(p):
				return "stack." + strconv.Itoa(p)
			case f20.ZoneReserve(p): // an opponent's summary row shows it once opened
				return "reserve." + strconv.Itoa(p) + "." + c.String()
			case f20.ZoneArea(p):
				return "area." + strconv.Itoa(p) + "." + c.String()
			}
		}
		// A dump's card shows once its action is selected.
		if z == f20.ZoneMaterialDump || z == f20.ZonePlayingDump {
			return unresolved
		}
		t.Fatalf("move %q: no target for %v (zone %d; targets %s)", text, c, z, st.IDs())
		return ""
	}
	switch mv.Kind {
	case f20.Rotate, f20.Recycle, f20.Place, f20.Play:
		ids = append([]string{cardID(mv.Card)}, ids...)
	}
	for c := mv.Cards.First(); c != f20.NoCard; c = mv.Cards.Next(c) {
		ids = append(ids, cardID(c))
	}
	switch mv.Kind {
	case f20.Answer:
		button := ""
		for _, tg := range st.Targets {
			if strings.HasPrefix(tg.ID, "answer.") && tg.Label == mv.Card.Info().Name {
				button = tg.ID
			}
		}
		if button == "" {
			t.Fatalf("move %q: no answer button (targets %s)", text, st.IDs())
		}
		ids = append(ids, button)
	case f20.Choose:
		ids = append(ids, "choose")
	default:
		ids = append(ids, strings.Fields(text)[0])
	}
	return withRows(ids, st)
}

// withRows puts before each tap on an opponent's label, stack or card
// the tap on its summary row (which opens its cards) where the table
// shows the opponents as rows: as many taps whether open or not.
func withRows(ids []string, st scenetest.State) []string {
	var out []string
	for _, id := range ids {
		parts := strings.Split(id, ".")
		switch parts[0] {
		case "target", "stack", "reserve", "area":
			if _, ok := st.Target("row." + parts[1]); ok {
				out = append(out, "row."+parts[1])
			}
		}
		out = append(out, id)
	}
	return out
}

// unresolved stands for a card that is not on screen yet.
const unresolved = "?"

// playMove makes a move through the interface and checks it was taken.
// The taps are worked out again before each one: a dump's cards show once
// the action choosing from it is selected.
func playMove(t testing.TB, a *shell.App, text string) {
	t.Helper()
	s := sceneOf(t, a)
	before := len(s.Match.Record.Moves)
	n := len(clicks(t, s, text, scenetest.Read(t, a)))
	for k := range n {
		id := clicks(t, s, text, scenetest.Read(t, a))[k]
		if id == unresolved {
			t.Fatalf("move %q: tap %d not on screen (targets %s)", text, k, scenetest.Read(t, a).IDs())
		}
		scenetest.Tap(t, a, id)
	}
	if len(s.Match.Record.Moves) == before {
		t.Fatalf("move %q was not taken: note %q, selection %v, target %d", text, s.Note, s.sel, s.target)
	}
	if got := s.Match.Record.Moves[before]; got != text {
		// Interchangeable copies may be taken in the hint's place.
		mv, _ := f20.ParseMove(got)
		want, _ := f20.ParseMove(text)
		if mv.Kind != want.Kind {
			t.Fatalf("tapped %q, the table played %q", text, got)
		}
	}
}

// legalAnswer is a legal answer for the human asked in a window, if any.
func legalAnswer(s *scene) (string, bool) {
	for _, mv := range s.Match.Legal() {
		if mv.Kind == f20.Answer {
			return mv.String(), true
		}
	}
	return "", false
}
