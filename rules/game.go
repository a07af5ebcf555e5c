// Package rules holds what every game of the collection shares: the state
// interface the AI, saves and tests rely on, the seeded random generator and
// the events a move emits. It never imports Ebitengine.
package rules

// Nobody is the player "to move" when the game (or the search horizon) is over.
const Nobody = -1

// DecisionKind says why a player is asked for a move.
type DecisionKind uint8

const (
	// Turn is the player's own turn.
	Turn DecisionKind = iota
	// Reaction is a window in which the player may answer a move another
	// player declared (For20 Cards' out-of-turn cards), or pass.
	Reaction
)

func (k DecisionKind) String() string {
	if k == Reaction {
		return "reaction"
	}
	return "turn"
}

// Decision says who is asked now and why. Player is ToMove (Nobody when
// the game is over); for a Reaction, Declarer is the player whose declared
// move is being answered, else Nobody.
type Decision struct {
	Player   int
	Kind     DecisionKind
	Declarer int
}

// TurnOf is the decision of a game that only has turns.
func TurnOf(player int) Decision { return Decision{Player: player, Kind: Turn, Declarer: Nobody} }

// Move is what a game accepts: a small comparable value with a stable text
// form (see each game's ParseMove) used by saves, logs and the bot protocol.
type Move interface {
	comparable
	String() string
}

// State is the contract a game's state fulfils for the generic AI, the arena,
// saves and the invariant tests. S is the concrete state type (usually a
// pointer), M its move type.
//
// Implementations keep Apply, AppendLegal and CopyFrom free of allocations
// when events are off: the AI calls them millions of times.
type State[S any, M Move] interface {
	// NumPlayers is fixed for the life of the game.
	NumPlayers() int
	// ToMove is the player whose decision it is, or Nobody when the game is over.
	ToMove() int
	// Decision says who is asked now (always ToMove) and why: a turn, or a
	// reaction to a move another player declared.
	Decision() Decision
	// View is what player may know of the game now, as a plain value that
	// encodes to JSON: the same for any two states the player cannot tell
	// apart (so a determinization for that player leaves it unchanged), and
	// never holding another player's hidden cards. External bots, hints and
	// the tests read it.
	View(player int) any
	// AppendLegal appends the legal moves of the player to move to buf.
	AppendLegal(buf []M) []M
	// Apply plays m for the player to move. An illegal move returns an error
	// saying why and leaves the state untouched.
	Apply(m M) error
	// ParseMove reads the text form of a move (the inverse of M.String).
	ParseMove(text string) (M, error)
	// Clone is a deep copy; CopyFrom overwrites the receiver with src reusing
	// its storage, so search playouts do not allocate.
	Clone() S
	CopyFrom(src S)
	// Over reports the end of the whole game.
	Over() bool
	// HorizonReached reports where a search playout may stop and evaluate: the
	// end of the current hand or round in multi-round games, else Over.
	HorizonReached() bool
	// Rewards writes one value in [0,1] per player into dst (len NumPlayers),
	// judged at the horizon: 1 is a clear win, 0 a clear loss.
	Rewards(dst []float64)
	// Determinize re-deals, in place, everything observer cannot know, keeping
	// everything observer can see or infer.
	Determinize(observer int, rng *RNG)
	// SetEvents switches event recording on or off (off for the AI).
	SetEvents(on bool)
	// Events returns the events recorded since the last TakeEvents and clears them.
	TakeEvents(dst []Event) []Event
}
