// Package gamedef describes each game of the collection once, beside its
// rules: its name and player counts, the choices of its setup screen and
// how they make the game's options, its constructor, its baseline player
// and search budgets, how its results read, how its puzzles are judged
// and mined, and whether outside programs may play it. The scenes, the
// tools and the flag help all read these descriptors, so a game is
// described in one place. A Def also plays its game for the tools that
// serve every game (the arena, the puzzles' judge and miner: position.go),
// so they hold rules/catalog's list and name no game.
package gamedef

import (
	"encoding/json"
	"fmt"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/ai"
)

// Def is one game. S is its state, M its move and O its options (a plain
// comparable struct that encodes to JSON: it is saved in every record).
type Def[S rules.State[S, M], M rules.Move, O comparable] struct {
	ID, Title, Tagline     string
	MinPlayers, MaxPlayers int
	// Options are the rows of the setup screen, in order.
	Options []Option[O]
	// Base is the game's options for players before any setup choice.
	Base func(players int) O
	// New sets up a game from options and a seed.
	New func(o O, seed uint64) (S, error)

	// Heuristic is the baseline player and the search's playout policy.
	Heuristic ai.Policy[S, M]
	// Budgets are the search's iterations per level.
	Budgets ai.Budgets
	// NewExact, where the game has one, makes an exact solver that is asked
	// before the search and answers ok=false when it cannot decide quickly.
	NewExact func() func(s S, level ai.Level) (m M, ok bool)
	// ExactTally, where the game can solve a position to its end, is the
	// exact value of every legal move, one vote each, for the review after
	// a game (ThinkRequest.Exact); ok=false sends the position to the
	// search.
	ExactTally func(s S) (t ai.Tally[M], ok bool)

	// Score is a player's final score, higher is better.
	Score func(s S, player int) float64
	// Winners are the players sharing the win of a finished game.
	Winners func(s S) []int
	// RoundScores, for a game of several rounds, are the finished rounds'
	// scores by player (higher is better); nil for a game of one.
	RoundScores func(s S) [][]float64
	// Describe summarises a position for logs.
	Describe func(s S) string
	// MaxMoves is more moves than any game takes, even between random
	// players: a guard against a game that never ends.
	MaxMoves int
	// Review is how the review after a game tells a move's loss and marks
	// it (zero: WinChanceReview).
	Review ReviewScale
	// Daily is the game's deal of the day (nil: it offers none).
	Daily *Daily
	// Puzzles is how the game's puzzles are judged and mined (nil: it has
	// none).
	Puzzles *Puzzles[S]
	// Protocol adapts the game to external bots (nil: it refuses them).
	Protocol *Protocol[S]
}

// Option is one row of the setup screen: a label and its choices.
type Option[O any] struct {
	Label   string
	Choices []Choice[O]
	Default int
}

// Choice is one value of an Option and what it does to the options.
type Choice[O any] struct {
	Label string
	Set   func(o *O) // nil: the base options as they are
	// HotSeat marks the choice made whenever more than one person plays
	// (at most one per option): with several people at one device the
	// row is no longer theirs to choose (For20's "Ask everyone", so a
	// reaction prompt reveals nothing about a hand).
	HotSeat bool
}

// Info is the part of a Def that does not depend on its types: what menus,
// setup screens and flag help show, and what the tools read (the arena,
// the puzzles' miner).
type Info struct {
	ID, Title, Tagline     string
	MinPlayers, MaxPlayers int
	Options                []OptionInfo
	// Review is the game's review scale (never zero).
	Review ReviewScale
	// Daily is the game's deal of the day (nil: none).
	Daily *Daily
	// Budgets are the search's iterations per level; MaxMoves is more
	// moves than any game takes (the Def's).
	Budgets  ai.Budgets
	MaxMoves int
	// ExternalBots tells whether outside programs may play the game
	// (the Def has a Protocol); SeveralRounds whether it is played in
	// rounds, each scored (the Def has RoundScores).
	ExternalBots, SeveralRounds bool
}

// Daily is who sits at a game's deal of the day, whatever the setup
// screen shows: the person in the first seat and Players-1 computers at
// Level, with the setup's choices at their defaults, so everyone on a
// date plays the same deal against the same opponents. Score writes the
// person's final score in the shareable result line ("" writes none).
// Three players where the game takes more than two (the count the rules
// books call the usual game), the computer at Normal (Hard's longer
// thinking on a phone is a poor daily habit; the challenge is the same
// for everyone).
type Daily struct {
	Players int
	Level   ai.Level
	Score   string
	// ScoreIfWon: a lost game's score says nothing (a lost 20 Strong run
	// scores 0), so the line leaves it out.
	ScoreIfWon bool
}

// OptionInfo is an Option's label, choice labels and default.
type OptionInfo struct {
	Label   string
	Choices []string
	Default int
	// HotSeat is the choice made whenever more than one person plays, -1
	// when the players choose whoever plays.
	HotSeat int
}

// Info describes the game without its types.
func (d *Def[S, M, O]) Info() Info {
	info := Info{ID: d.ID, Title: d.Title, Tagline: d.Tagline, MinPlayers: d.MinPlayers, MaxPlayers: d.MaxPlayers,
		Review: d.Review.OrDefault(), Daily: d.Daily, Budgets: d.Budgets, MaxMoves: d.MaxMoves, ExternalBots: d.Protocol != nil,
		SeveralRounds: d.RoundScores != nil}
	for _, o := range d.Options {
		row := OptionInfo{Label: o.Label, Default: o.Default, HotSeat: -1}
		for i, c := range o.Choices {
			row.Choices = append(row.Choices, c.Label)
			if c.HotSeat && row.HotSeat < 0 {
				row.HotSeat = i
			}
		}
		info.Options = append(info.Options, row)
	}
	return info
}

// ForHotSeat returns choices (one per option row; a missing or
// out-of-range one takes the row's default) with every row that has a
// hot-seat choice set to it: what a game with more than one person at the
// device is played with. choices itself is not changed.
func (info Info) ForHotSeat(choices []int) []int {
	c := make([]int, len(info.Options))
	for i, o := range info.Options {
		c[i] = o.Default
		if i < len(choices) && choices[i] >= 0 && choices[i] < len(o.Choices) {
			c[i] = choices[i]
		}
		if o.HotSeat >= 0 {
			c[i] = o.HotSeat
		}
	}
	return c
}

// DefaultChoices are the setup screen's first choices.
func (d *Def[S, M, O]) DefaultChoices() []int {
	c := make([]int, len(d.Options))
	for i, o := range d.Options {
		c[i] = o.Default
	}
	return c
}

// MakeOptions turns a player count and one choice per option row into the
// game's options. A missing or out-of-range choice takes the row's default.
func (d *Def[S, M, O]) MakeOptions(players int, choices []int) O {
	o := d.Base(players)
	for i, row := range d.Options {
		c := row.Default
		if i < len(choices) && choices[i] >= 0 && choices[i] < len(row.Choices) {
			c = choices[i]
		}
		if set := row.Choices[c].Set; set != nil {
			set(&o)
		}
	}
	return o
}

// Choices is the inverse of MakeOptions: the first choices (in the setup
// screen's order) that give o for players, or the defaults when none do.
// "Play again" after a resumed game starts from them.
func (d *Def[S, M, O]) Choices(players int, o O) []int {
	choices := make([]int, len(d.Options))
	var try func(row int) bool
	try = func(row int) bool {
		if row == len(d.Options) {
			return d.MakeOptions(players, choices) == o
		}
		for c := range d.Options[row].Choices {
			if choices[row] = c; try(row + 1) {
				return true
			}
		}
		return false
	}
	if !try(0) {
		return d.DefaultChoices()
	}
	return choices
}

// Start sets up a new game and its record (the save and the replay).
func (d *Def[S, M, O]) Start(players int, choices []int, seed uint64) (S, rules.Record, error) {
	o := d.MakeOptions(players, choices)
	s, err := d.New(o, seed)
	if err != nil {
		return s, rules.Record{}, err
	}
	raw, err := json.Marshal(o)
	if err != nil {
		return s, rules.Record{}, fmt.Errorf("options: %w", err)
	}
	return s, rules.Record{Game: d.ID, Options: raw, Seed: seed, Moves: []string{}}, nil
}

// Restore rebuilds a recorded game: its options decoded, a fresh deal from
// its seed and every move replayed and checked. It returns the setup
// choices that give the record's options, for "Play again".
func (d *Def[S, M, O]) Restore(rec rules.Record) (S, []int, error) {
	s, o, err := d.replay(rec)
	if err != nil {
		var zero S
		return zero, nil, err
	}
	return s, d.Choices(s.NumPlayers(), o), nil
}

// Policy is the heuristic, or random play where the game has none.
func (d *Def[S, M, O]) Policy() ai.Policy[S, M] {
	if d.Heuristic == nil {
		return ai.RandomPolicy[S, M]
	}
	return d.Heuristic
}

// CheckSetups starts a game of every player count with each choice of
// every setup row, plays a move, and restores its record: the position
// must be the same and the choices it restores with must give the same
// options ("Play again" after a reload keeps them). The descriptor's own
// check, for the tests.
func (d *Def[S, M, O]) CheckSetups() error {
	info := d.Info()
	if info.ID == "" || info.Title == "" || info.MinPlayers < 1 || info.MaxPlayers < info.MinPlayers {
		return fmt.Errorf("descriptor %+v", info)
	}
	for players := d.MinPlayers; players <= d.MaxPlayers; players++ {
		for row, o := range d.Options {
			for c := range o.Choices {
				choices := d.DefaultChoices()
				choices[row] = c
				s, rec, err := d.Start(players, choices, 42)
				if err != nil {
					return fmt.Errorf("%s, %d players, choices %v: %w", d.ID, players, choices, err)
				}
				legal := s.AppendLegal(nil)
				if err := s.Apply(legal[0]); err != nil {
					return fmt.Errorf("%s, %d players, choices %v: %w", d.ID, players, choices, err)
				}
				rec.Moves = append(rec.Moves, legal[0].String())
				restored, back, err := d.Restore(rec)
				if err != nil {
					return fmt.Errorf("%s: restore: %w", d.ID, err)
				}
				if restored.NumPlayers() != players || restored.ToMove() != s.ToMove() {
					return fmt.Errorf("%s, %d players, choices %v: restored to a different position", d.ID, players, choices)
				}
				if want := d.MakeOptions(players, choices); d.MakeOptions(players, back) != want {
					return fmt.Errorf("%s, %d players: started with choices %v, restored with %v", d.ID, players, choices, back)
				}
			}
		}
	}
	return nil
}
