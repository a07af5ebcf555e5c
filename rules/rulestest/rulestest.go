// Package rulestest holds the invariant checks every game's tests run over
// random playouts: only legal moves are accepted, illegal ones change nothing,
// clones are independent, text forms round-trip and the same seed and moves
// give the same game.
package rulestest

import (
	"encoding/json"
	"fmt"
	"reflect"
	"testing"

	"github.com/twenty-games/twenty/rules"
)

// Game describes how to make a fresh state and how to check it.
type Game[S rules.State[S, M], M rules.Move] struct {
	// New sets up a game from a seed.
	New func(seed uint64) S
	// Check returns an error when an invariant of the game is broken (cards
	// created or lost, counts out of range...). May be nil.
	Check func(s S) error
	// Fingerprint returns a comparable summary of the full state, used to
	// prove that a refused move or a mutated clone left the state untouched.
	// If nil, reflect.DeepEqual on the states is used.
	Fingerprint func(s S) string
	// MaxMoves guards against games that never end.
	MaxMoves int
	// Secrets lists, in their text forms, what viewer must not learn of s
	// (other players' hidden cards): none of them may appear in
	// s.View(viewer). May be nil for a game that hides nothing.
	Secrets func(s S, viewer int) []string
}

func (g Game[S, M]) same(a, b S) bool {
	if g.Fingerprint != nil {
		return g.Fingerprint(a) == g.Fingerprint(b)
	}
	return reflect.DeepEqual(a, b)
}

// Playout plays one random game from seed, checking every invariant along the
// way, and returns the moves played.
func (g Game[S, M]) Playout(t testing.TB, seed uint64) []M {
	t.Helper()
	s := g.New(seed)
	rng := rules.NewRNG(seed * 7919)
	var legal []M
	var played []M
	for n := 0; !s.Over(); n++ {
		if g.MaxMoves > 0 && n > g.MaxMoves {
			t.Fatalf("seed %d: no end after %d moves", seed, n)
		}
		if s.ToMove() == rules.Nobody {
			t.Fatalf("seed %d: nobody to move but game not over", seed)
		}
		legal = s.AppendLegal(legal[:0])
		if len(legal) == 0 {
			t.Fatalf("seed %d move %d: no legal move for player %d", seed, n, s.ToMove())
		}
		m := legal[rng.IntN(len(legal))]
		if err := g.roundTrip(s, m); err != nil {
			t.Fatalf("seed %d move %d: %v", seed, n, err)
		}
		// A clone must not be affected by moves on the original, nor the
		// other way round; views and determinizations are checked on the
		// way.
		var clone, before S
		if n%7 == 0 {
			g.checkCloneIndependent(t, s, m)
			g.checkViews(t, s, rules.MixSeeds(seed, uint64(n)))
			clone, before = s.Clone(), s.Clone()
		}
		if err := s.Apply(m); err != nil {
			t.Fatalf("seed %d move %d: legal move %v refused: %v", seed, n, m, err)
		}
		if n%7 == 0 && !g.same(clone, before) {
			t.Fatalf("seed %d move %d: applying %v to the original changed a clone", seed, n, m)
		}
		played = append(played, m)
		if g.Check != nil {
			if err := g.Check(s); err != nil {
				t.Fatalf("seed %d after move %d (%v): %v", seed, n, m, err)
			}
		}
	}
	if s.ToMove() != rules.Nobody {
		t.Fatalf("seed %d: game over but player %d to move", seed, s.ToMove())
	}
	if len(s.AppendLegal(nil)) != 0 {
		t.Fatalf("seed %d: game over but legal moves remain", seed)
	}
	return played
}

func (g Game[S, M]) roundTrip(s S, m M) error {
	back, err := s.ParseMove(m.String())
	if err != nil {
		return fmt.Errorf("move %v does not parse back: %w", m, err)
	}
	if back != m {
		return fmt.Errorf("move %v parses back as %v", m, back)
	}
	return nil
}

func (g Game[S, M]) checkCloneIndependent(t testing.TB, s S, m M) {
	t.Helper()
	before := s.Clone()
	c := s.Clone()
	if err := c.Apply(m); err != nil {
		t.Fatalf("clone refused legal move %v: %v", m, err)
	}
	if !g.same(s, before) {
		t.Fatalf("applying %v to a clone changed the original", m)
	}
	var other S = g.New(12345)
	other.CopyFrom(s)
	if !g.same(other, s) {
		t.Fatalf("CopyFrom does not give an equal state")
	}
}

// checkViews checks every player's view: it encodes to JSON, it shows
// none of the player's secrets, and a determinization for that player
// leaves it unchanged and every card or tile accounted for (Check).
func (g Game[S, M]) checkViews(t testing.TB, s S, seed uint64) {
	t.Helper()
	rng := rules.NewRNG(seed)
	for p := range s.NumPlayers() {
		view := viewJSON(t, s, p)
		if g.Secrets != nil {
			shown := map[string]bool{}
			collectStrings(view, shown)
			for _, secret := range g.Secrets(s, p) {
				if shown[secret] {
					t.Fatalf("player %d's view shows %q, which that player cannot know", p, secret)
				}
			}
		}
		d := s.Clone()
		d.Determinize(p, &rng)
		if again := viewJSON(t, d, p); !reflect.DeepEqual(view, again) {
			t.Fatalf("a determinization for player %d changed that player's view:\nbefore %v\nafter  %v", p, view, again)
		}
		if g.Check != nil {
			if err := g.Check(d); err != nil {
				t.Fatalf("after a determinization for player %d: %v", p, err)
			}
		}
		if d.ToMove() != s.ToMove() || d.Decision() != s.Decision() {
			t.Fatalf("a determinization for player %d changed who is asked", p)
		}
	}
	if dec := s.Decision(); dec.Player != s.ToMove() {
		t.Fatalf("Decision asks player %d but ToMove is %d", dec.Player, s.ToMove())
	}
}

// viewJSON is player's view decoded from its JSON: plain maps, slices,
// strings, numbers and booleans.
func viewJSON[S rules.State[S, M], M rules.Move](t testing.TB, s S, player int) any {
	t.Helper()
	data, err := json.Marshal(s.View(player))
	if err != nil {
		t.Fatalf("player %d's view does not encode: %v", player, err)
	}
	var v any
	if err := json.Unmarshal(data, &v); err != nil {
		t.Fatal(err)
	}
	return v
}

// collectStrings gathers every string (value or key) of a decoded JSON value.
func collectStrings(v any, into map[string]bool) {
	switch v := v.(type) {
	case string:
		into[v] = true
	case []any:
		for _, e := range v {
			collectStrings(e, into)
		}
	case map[string]any:
		for k, e := range v {
			into[k] = true
			collectStrings(e, into)
		}
	}
}

// Deterministic replays the same seed with the same moves and expects the
// same final state.
func (g Game[S, M]) Deterministic(t testing.TB, seed uint64) {
	t.Helper()
	moves := g.Playout(t, seed)
	a, b := g.New(seed), g.New(seed)
	for i, m := range moves {
		if err := a.Apply(m); err != nil {
			t.Fatalf("replay a move %d: %v", i, err)
		}
		text := m.String()
		mb, err := b.ParseMove(text)
		if err != nil {
			t.Fatalf("replay b move %d: %v", i, err)
		}
		if err := b.Apply(mb); err != nil {
			t.Fatalf("replay b move %d: %v", i, err)
		}
	}
	if !g.same(a, b) {
		t.Fatalf("seed %d: same moves gave different states", seed)
	}
}

// RefusedLeavesState applies m, which must be illegal, and checks the state
// did not change.
func (g Game[S, M]) RefusedLeavesState(t testing.TB, s S, m M) error {
	t.Helper()
	before := s.Clone()
	err := s.Apply(m)
	if err == nil {
		t.Fatalf("illegal move %v accepted", m)
	}
	if !g.same(s, before) {
		t.Fatalf("refused move %v changed the state", m)
	}
	return err
}

// FuzzMoves drives a game from fuzz input: each byte picks one of the legal
// moves (bytes past the end are ignored), and the invariants are checked.
func (g Game[S, M]) FuzzMoves(t *testing.T, seed uint64, choices []byte) {
	s := g.New(seed)
	var legal []M
	for _, b := range choices {
		if s.Over() {
			break
		}
		legal = s.AppendLegal(legal[:0])
		if len(legal) == 0 {
			t.Fatalf("no legal move but game not over")
		}
		m := legal[int(b)%len(legal)]
		if err := s.Apply(m); err != nil {
			t.Fatalf("legal move %v refused: %v", m, err)
		}
		if g.Check != nil {
			if err := g.Check(s); err != nil {
				t.Fatalf("after %v: %v", m, err)
			}
		}
	}
}
