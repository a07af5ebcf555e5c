package gameof20

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/rules/rulestest"
)

// game is the rulestest description of the published game; sized makes one
// for another board.
var game = sized(DefaultSize)

func sized(size int) rulestest.Game[*State, Move] {
	return rulestest.Game[*State, Move]{
		New:         func(seed uint64) *State { return MustNew(Options{Size: size}, seed) },
		Check:       checkInvariants,
		Fingerprint: fingerprint,
		MaxMoves:    200,
	}
}

// fingerprint is the whole state but its event log.
func fingerprint(s *State) string {
	c := *s
	c.EventLog = rules.EventLog{}
	return fmt.Sprintf("%+v", c)
}

// allTiles is every tile of a game once: both starting hands, the draft
// tiles and the drawn centre tile.
func allTiles(centre int) [MaxTile + 1]int {
	var n [MaxTile + 1]int
	for range NumPlayers {
		for _, v := range StartingHand {
			n[v]++
		}
	}
	for v := DraftLow; v <= DraftHigh; v++ {
		n[v]++
	}
	n[centre]++
	return n
}

// checkInvariants: every tile is exactly once in the pool, a hand or on the
// board; the cached hand masks, sums and sizes agree with the counts; the
// phase and the player to move agree.
func checkInvariants(s *State) error {
	want := allTiles(s.CentreTile())
	var got [MaxTile + 1]int
	for _, v := range s.Pool() {
		got[v]++
	}
	for p := range NumPlayers {
		sum, n := 0, 0
		for _, v := range s.Hand(p) {
			got[v]++
			sum += v
			n++
		}
		if sum != s.HandSum(p) || n != s.HandSize(p) {
			return fmt.Errorf("player %d: hand %v but sum %d size %d", p, s.Hand(p), s.HandSum(p), s.HandSize(p))
		}
		h := s.hands[p]
		for v := 1; v <= MaxTile; v++ {
			if (h.count[v] > 0) != (h.mask&(1<<v) != 0) || h.count[v] < 0 {
				return fmt.Errorf("player %d: mask and counts disagree on %d", p, v)
			}
		}
	}
	for c := range s.Cells() {
		if v := s.Board(c); v != 0 {
			got[v]++
		}
	}
	for c := s.Cells(); c < maxCells; c++ {
		if s.board[c] != 0 {
			return fmt.Errorf("tile outside the board at %d", c)
		}
	}
	if got != want {
		return fmt.Errorf("tiles %v, want %v", got, want)
	}
	for c := range s.Cells() {
		count, sum := 0, 0
		for _, n := range &neighbours[s.size][c] {
			if n != noCell && s.board[n] != 0 {
				count++
				sum += int(s.board[n])
			}
		}
		if gotCount, gotSum := s.around(c); gotCount != count || gotSum != sum {
			return fmt.Errorf("cell %d: cached %d tiles summing to %d around it, the board has %d summing to %d", c, gotCount, gotSum, count, sum)
		}
	}
	switch s.Phase() {
	case Drafting:
		if s.TakesLeft() < 1 || s.TakesLeft() > TakesPerTurn {
			return fmt.Errorf("drafting with %d takes left", s.TakesLeft())
		}
	case Placing:
		if len(s.Pool()) != 0 || s.HandSize(0) > HandSize || s.HandSize(1) > HandSize {
			return fmt.Errorf("placing with pool %v and hands of %d and %d", s.Pool(), s.HandSize(0), s.HandSize(1))
		}
		if !s.canPlace(0) && !s.canPlace(1) {
			return fmt.Errorf("placing but neither player can place")
		}
	case Finished:
		if s.ToMove() != rules.Nobody || s.canPlace(0) || s.canPlace(1) {
			return fmt.Errorf("finished but a player can still place or is to move")
		}
	}
	return nil
}

// placing builds a placement-phase state from a picture of the board, one
// row per line, "." for an empty cell; the centre may be any tile or empty.
func placing(t testing.TB, picture string, hand0, hand1 []int, toMove int) *State {
	t.Helper()
	rows := strings.Split(strings.TrimSpace(picture), "\n")
	size := len(rows)
	s := &State{size: int8(size), phase: Placing, toMove: int8(toMove)}
	for r, row := range rows {
		fields := strings.Fields(row)
		if len(fields) != size {
			t.Fatalf("row %d has %d cells, want %d", r+1, len(fields), size)
		}
		for c, f := range fields {
			if f == "." {
				continue
			}
			v, err := strconv.Atoi(f)
			if err != nil || v < 1 || v > MaxTile {
				t.Fatalf("bad tile %q", f)
			}
			s.setTile(r*size+c, v)
		}
	}
	for _, v := range hand0 {
		s.hands[0].add(v)
	}
	for _, v := range hand1 {
		s.hands[1].add(v)
	}
	return s
}

// legalTexts is the text of every legal move, sorted.
func legalTexts(s *State) []string {
	var out []string
	for _, m := range s.AppendLegal(nil) {
		out = append(out, m.String())
	}
	slices.Sort(out)
	return out
}

// referenceLegal computes the legal moves straight from the rule text with
// the public accessors only (no shared code with the package's rules).
func referenceLegal(s *State) []string {
	var out []string
	switch s.Phase() {
	case Drafting:
		for _, v := range s.Pool() {
			out = append(out, "take "+strconv.Itoa(v))
		}
	case Placing:
		n := s.Size()
		hand := s.Hand(s.ToMove())
		for cell := range n * n {
			if s.Board(cell) != 0 || len(hand) == 0 {
				continue
			}
			row, col := cell/n, cell%n
			count, sum := 0, 0
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				r, c := row+d[0], col+d[1]
				if r >= 0 && r < n && c >= 0 && c < n && s.Board(r*n+c) != 0 {
					count++
					sum += s.Board(r*n + c)
				}
			}
			want := hand[0] // "only the lowest number tile you have"
			if count >= 2 {
				want = sum // "only the tile that is the sum of the adjacent tiles"
			}
			if slices.Contains(hand, want) {
				out = append(out, fmt.Sprintf("place %d at %c%d", want, 'a'+col, row+1))
			}
		}
		if len(out) == 0 {
			out = append(out, "pass")
		}
	}
	slices.Sort(out)
	return out
}

// mustApply plays a move given as text.
func mustApply(t testing.TB, s *State, text string) {
	t.Helper()
	m, err := s.ParseMove(text)
	if err != nil {
		t.Fatalf("parse %q: %v", text, err)
	}
	if err := s.Apply(m); err != nil {
		t.Fatalf("apply %q: %v", text, err)
	}
}

// draftRandomly plays the draft with random takes.
func draftRandomly(t testing.TB, s *State, rng *rules.RNG) {
	t.Helper()
	var legal []Move
	for s.Phase() == Drafting {
		legal = s.AppendLegal(legal[:0])
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

// playRandomly plays random legal moves until the position has at most
// empty empty cells or the game ends.
func playRandomly(t testing.TB, s *State, rng *rules.RNG, empty int) {
	t.Helper()
	var legal []Move
	for !s.Over() && (s.Phase() == Drafting || emptyCells(s) > empty) {
		legal = s.AppendLegal(legal[:0])
		if err := s.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
}

func emptyCells(s *State) int {
	n := 0
	for c := range s.Cells() {
		if s.Board(c) == 0 {
			n++
		}
	}
	return n
}

// bestReplyAfter is the highest tile the opponent of the player to move
// could place once tile v is on cell c (0 if none), by trying every cell: the
// reference for the heuristic's replies.
func (s *State) bestReplyAfter(v, c int) int {
	q := 1 - int(s.toMove)
	h := &s.hands[q]
	best := 0
	for e := range s.Cells() {
		if e == c || s.board[e] != 0 {
			continue
		}
		count, sum := s.around(e)
		for _, n := range &neighbours[s.size][e] {
			if int(n) == c {
				count++
				sum += v
			}
		}
		tile := sum
		if count < SumRuleNeighbours {
			tile = h.lowest()
		}
		if tile > best && h.has(tile) {
			best = tile
		}
	}
	return best
}
