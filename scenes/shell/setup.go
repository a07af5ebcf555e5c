package shell

import (
	"fmt"

	"github.com/twenty-games/twenty/rules/play"
	"github.com/twenty-games/twenty/rules/puzzle"
	"github.com/twenty-games/twenty/scenes"
	"github.com/twenty-games/twenty/scenes/ui"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/ai"
	"github.com/twenty-games/twenty/sprites"
)

// seatChoices are the values a seat cycles through on the setup screen.
var seatChoices = []play.Seat{{Human: true}, {Level: ai.Easy}, {Level: ai.Normal}, {Level: ai.Hard}}

// setup is the screen before a game: players, who sits where, game options.
type setup struct {
	game    *scenes.Game
	players int
	seats   []int // index into seatChoices, per seat
	choices []int
	// rows and labels are built together by layoutRows, from the player
	// count of that moment: Draw reads only them, so a click that changes
	// the count can never leave the two out of step.
	rows   []*ui.Button // players, seats..., options...
	labels []string
	start  *ui.Button
	daily  *ui.Button // the deal of the day, for a game that has one
	// puzzle is the game's puzzle of the day, beside its deal of the day
	// (a game with shipped puzzles).
	puzzle *ui.Button
	learn  *ui.Button // the game's lesson, for a game that has one
	rules  *ui.Button
	back   *ui.Button
	focus  int
	// twoCols: the rows stand in two columns (a short screen).
	twoCols bool
	// dailyLabel says how today's deal stands ("Today's deal: played,
	// won"), beside its button; dailyStreak under it ("streak 4").
	dailyLabel, dailyStreak string
}

func newSetup(a *ui.Context, g *scenes.Game) *setup {
	s := &setup{game: g, players: g.MinPlayers, choices: g.DefaultChoices(),
		start: ui.NewButton("setup.start", "Start").WithKey(ebiten.KeyEnter),
		rules: ui.NewButton("setup.rules", "How to play").WithKey(ebiten.KeyR),
		back:  ui.NewButton("setup.back", "Back").WithKey(ebiten.KeyEscape),
	}
	s.start.Primary = true
	if _, ok := g.DailyTable(); ok {
		label, streak, button := appOf(a).dailyRow(g)
		s.daily = ui.NewButton("setup.daily", button).WithKey(ebiten.KeyD)
		s.dailyLabel, s.dailyStreak = label, streak
	}
	if puzzle.Count(g.ID) > 0 {
		s.puzzle = ui.NewButton("setup.puzzle", "Today's puzzle").WithKey(ebiten.KeyP)
	}
	if g.Lesson != nil {
		s.learn = ui.NewButton("setup.lesson", "Learn to play").WithKey(ebiten.KeyL)
	}
	computer := 1 + int(a.Settings.Difficulty)
	s.seats = make([]int, g.MaxPlayers)
	for i := range s.seats {
		s.seats[i] = computer
	}
	s.seats[0] = 0
	return s
}

func (s *setup) Name() string { return "setup" }

// Animating: drawn every frame (its buttons answer the pointer).
func (s *setup) Animating() bool { return true }

func (s *setup) Message() string { return "" }

// rowLabels are the rows: a players row when the count can change, one row per seat, one per option.
func (s *setup) rowLabels() []string {
	var labels []string
	if s.game.MinPlayers != s.game.MaxPlayers {
		labels = append(labels, "Players")
	}
	for i := 0; i < s.players; i++ {
		if s.game.MaxPlayers == 1 {
			labels = append(labels, "Played by")
			break
		}
		labels = append(labels, fmt.Sprintf("Player %d", i+1))
	}
	for _, o := range s.game.Options {
		labels = append(labels, o.Label)
	}
	return labels
}

func (s *setup) change(i, dir int) {
	if s.game.MinPlayers != s.game.MaxPlayers {
		if i == 0 {
			span := s.game.MaxPlayers - s.game.MinPlayers + 1
			s.players = s.game.MinPlayers + cycle(s.players-s.game.MinPlayers, dir, span)
			return
		}
		i--
	}
	if i < s.players {
		s.seats[i] = cycle(s.seats[i], dir, len(seatChoices))
		return
	}
	i -= s.players
	if s.forced(i) {
		return
	}
	s.choices[i] = cycle(s.choices[i], dir, len(s.game.Options[i].Choices))
}

// forced reports that option row i is set by the seats: more than one
// person plays and the row has a hot-seat choice (the game starts with it
// whatever the row said; the row shows it and cannot be changed, and
// keeps its own choice for when one person plays again).
func (s *setup) forced(i int) bool {
	if s.game.Options[i].HotSeat < 0 {
		return false
	}
	humans := 0
	for _, c := range s.seats[:s.players] {
		if seatChoices[c].Human {
			humans++
		}
	}
	return humans > 1
}

// optionRow is the option index of screen row i, or -1 for a players or
// seat row.
func (s *setup) optionRow(i int) int {
	if s.game.MinPlayers != s.game.MaxPlayers {
		i--
	}
	if i < s.players {
		return -1
	}
	return i - s.players
}

func (s *setup) value(i int) string {
	if s.game.MinPlayers != s.game.MaxPlayers {
		if i == 0 {
			return fmt.Sprint(s.players)
		}
		i--
	}
	if i < s.players {
		seat := seatChoices[s.seats[i]]
		if s.game.MaxPlayers == 1 {
			return soloSeatLabel(seat)
		}
		return seat.String()
	}
	i -= s.players
	if s.forced(i) {
		return s.game.Options[i].Choices[s.game.Options[i].HotSeat]
	}
	return s.game.Options[i].Choices[s.choices[i]]
}

func (s *setup) rowID(i int) string {
	if s.game.MinPlayers != s.game.MaxPlayers {
		if i == 0 {
			return "setup.players"
		}
		i--
	}
	if i < s.players {
		return fmt.Sprintf("setup.seat%d", i+1)
	}
	return fmt.Sprintf("setup.option%d", i-s.players+1)
}

// layoutRows builds one row (label and value button) per line of the
// screen for the current player count, and places them.
func (s *setup) layoutRows(a *ui.Context) {
	s.labels = s.rowLabels()
	for len(s.rows) < len(s.labels) {
		row := ui.NewButton("", "")
		row.Cycles = true
		s.rows = append(s.rows, row)
	}
	s.rows = s.rows[:len(s.labels)]
	s.focus = min(s.focus, len(s.rows)-1)
	h, gap := a.Tap(52), a.U(12)
	bh := min(a.Tap(60), a.H*0.15) // a tiny window gives up the finger's size rather than the screen
	top := a.H * 0.2
	bottom := a.H - a.U(40) - bh - a.U(24) // the buttons and the footer below the rows
	n := len(s.rows)
	if s.daily != nil {
		n++ // the daily's row, after the options
	}
	if s.puzzle != nil {
		n++ // the puzzle of the day's, after the daily
	}
	if s.learn != nil {
		n++ // the lesson's row, last
	}
	perCol := n
	// A short screen (a phone on its side, four players) gets two columns
	// of rows rather than rows under the buttons.
	if top+float64(n)*(h+gap) > bottom && n > 1 {
		perCol = (n + 1) / 2
	}
	s.twoCols = perCol < n
	h = min(h, max(1, (bottom-top)/float64(perCol)-gap))
	for i, b := range s.rows {
		b.ID, b.Label = s.rowID(i), s.value(i)
		o := s.optionRow(i)
		b.Enabled = o < 0 || !s.forced(o)
		b.Cycles = b.Enabled
		x, w := a.W/2+a.U(10), a.U(300)
		if s.twoCols {
			centre := a.W * (0.25 + 0.5*float64(i/perCol))
			x, w = centre+a.U(10), min(a.U(300), a.W/4-a.U(24))
		}
		b.R = sprites.Rect{X: x, Y: top + float64(i%perCol)*(h+gap), W: w, H: h}
		b.Focused = i == s.focus
	}
	// The daily, the puzzle of the day and the lesson are placed like
	// the rows: a label to their left, in the grid's last slots.
	i := len(s.rows)
	for _, b := range [3]*ui.Button{s.daily, s.puzzle, s.learn} {
		if b == nil {
			continue
		}
		x, w := a.W/2+a.U(10), a.U(300)
		if s.twoCols {
			centre := a.W * (0.25 + 0.5*float64(i/perCol))
			x, w = centre+a.U(10), min(a.U(300), a.W/4-a.U(24))
		}
		b.R = sprites.Rect{X: x, Y: top + float64(i%perCol)*(h+gap), W: w, H: h}
		i++
	}
	y := top + float64(perCol)*(h+gap) + a.U(24)
	bw := min(a.U(200), (a.W-a.U(64))/3)
	ui.Row(a.W/2-(3*bw+2*a.U(16))/2, y, bw, bh, a.U(16), s.back, s.rules, s.start)
}

func (s *setup) Update(a *ui.Context) {
	s.layoutRows(a)
	defer s.layoutRows(a) // a change below shows in this tick's frame
	s.focus = ui.FocusKeys(a, s.focus, len(s.rows))
	switch {
	case s.back.Clicked(a):
		a.Pop()
		return
	case s.rules.Clicked(a):
		a.Push(newGameRules(s.game))
		return
	case s.start.Clicked(a):
		s.begin(a)
		return
	case s.daily != nil && s.daily.Clicked(a):
		appOf(a).StartDaily(s.game)
		return
	case s.puzzle != nil && s.puzzle.Clicked(a):
		appOf(a).OpenDailyPuzzle(s.game.ID)
		return
	case s.learn != nil && s.learn.Clicked(a):
		appOf(a).StartLesson(s.game)
		return
	}
	for i, b := range s.rows {
		if dir := b.Stepped(a); dir != 0 {
			s.focus = i
			s.change(i, dir)
		}
	}
	if a.Input.KeyRepeat(ebiten.KeyRight) || a.Input.Key(ebiten.KeySpace) {
		s.change(s.focus, 1)
	}
	if a.Input.KeyRepeat(ebiten.KeyLeft) {
		s.change(s.focus, -1)
	}
}

func (s *setup) begin(a *ui.Context) {
	seats := make([]play.Seat, s.players)
	for i := range seats {
		seats[i] = seatChoices[s.seats[i]]
	}
	appOf(a).StartGame(s.game, scenes.GameConfig{Seats: seats, Seed: play.NewSeed(), Choices: append([]int(nil), s.choices...)})
}

// drawDailyLabel writes how today's deal stands left of its button, as
// large as the room there allows, with the streak in a smaller line under
// it.
func (s *setup) drawDailyLabel(a *ui.Context, screen *ebiten.Image) {
	r := s.daily.R
	left := 0.0
	if s.twoCols && r.X > a.W/2 {
		left = a.W / 2
	}
	right := r.X - a.U(30)
	room := right - left - a.U(8)
	size := ui.FitSize(a, s.dailyLabel, a.U(26), room, false)
	y := r.Y + r.H/2
	if s.dailyStreak != "" {
		small := ui.FitSize(a, s.dailyStreak, min(a.U(20), size), room, false)
		y -= small * 0.55
		a.Text.Draw(screen, s.dailyStreak, right, y+size*0.55+small*0.6, sprites.Style{Size: small, Color: sprites.Gold, Align: sprites.Right})
	}
	a.Text.Draw(screen, s.dailyLabel, right, y, sprites.Style{Size: size, Color: sprites.White, Align: sprites.Right})
}

// soloSeatLabel is the seat row of a game played alone: the person, or the
// computer's advisor playing the whole game at a level.
func soloSeatLabel(seat play.Seat) string {
	if seat.Human {
		return "You"
	}
	return "Watch the advisor (" + seat.Level.String() + ")"
}

func (s *setup) Draw(a *ui.Context, screen *ebiten.Image) {
	ui.DrawTitle(a, screen, s.game.Title, a.H*0.08)
	a.Text.Draw(screen, s.game.Tagline, a.W/2, a.H*0.08+a.U(50), sprites.Style{Size: a.TextSize(22), Color: sprites.Dim})
	for i, label := range s.labels {
		b := s.rows[i]
		a.Text.Draw(screen, label, b.R.X-a.U(30), b.R.Y+b.R.H/2, sprites.Style{Size: a.TextSize(26), Color: sprites.White, Align: sprites.Right})
		b.Draw(a, screen)
	}
	if s.daily != nil {
		s.drawDailyLabel(a, screen)
		s.daily.Draw(a, screen)
	}
	if s.puzzle != nil {
		s.drawRowLabel(a, screen, "Puzzle of the day", s.puzzle)
		s.puzzle.Draw(a, screen)
	}
	if s.learn != nil {
		a.Text.Draw(screen, "New here?", s.learn.R.X-a.U(30), s.learn.R.Y+s.learn.R.H/2, sprites.Style{Size: a.TextSize(26), Color: sprites.White, Align: sprites.Right})
		s.learn.Draw(a, screen)
	}
	s.back.Draw(a, screen)
	s.rules.Draw(a, screen)
	s.start.Draw(a, screen)
	ui.DrawFooter(a, screen, a.Say("Click a value to change it (or Up/Down and Left/Right). Enter starts.", "Tap a value to change it."))
}

func (s *setup) AppendTargets(dst []ui.Target) []ui.Target {
	dst = ui.AppendButtonTargets(dst, s.rows...)
	return ui.AppendButtonTargets(dst, s.daily, s.puzzle, s.learn, s.back, s.rules, s.start)
}

// drawRowLabel writes a row's label left of its button, as large as the
// room there allows (half the screen when the rows take two columns).
func (s *setup) drawRowLabel(a *ui.Context, screen *ebiten.Image, label string, b *ui.Button) {
	left := 0.0
	if s.twoCols && b.R.X > a.W/2 {
		left = a.W / 2
	}
	right := b.R.X - a.U(30)
	size := ui.FitSize(a, label, a.TextSize(26), max(right-left-a.U(8), 1), false)
	a.Text.Draw(screen, label, right, b.R.Y+b.R.H/2, sprites.Style{Size: size, Color: sprites.White, Align: sprites.Right})
}
