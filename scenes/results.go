package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/sprites"
)

// ResultRow is one line of the final standings.
type ResultRow struct {
	Name   string
	Detail string
	Score  string
	Winner bool
	label  string // Name, with "Winner: " before it for a winner
}

// Results is the score screen at the end of a game.
type Results struct {
	game     *Game
	title    string
	headline string
	rows     []ResultRow
	again    *Button
	menu     *Button
	rules    *Button
	config   GameConfig
}

// Headline is the winner's line; Rows are the seats' scores, best first.
func (r *Results) Headline() string  { return r.headline }
func (r *Results) Rows() []ResultRow { return r.rows }

// NewResults makes the score screen of a finished game.
func NewResults(g *Game, headline string, rows []ResultRow, cfg GameConfig) *Results {
	r := &Results{game: g, title: g.Title + ": final scores", headline: headline, rows: rows, config: cfg,
		again: NewButton("results.again", "Play again").WithKey(ebiten.KeyEnter),
		menu:  NewButton("results.menu", "Menu").WithKey(ebiten.KeyEscape),
		rules: NewButton("results.rules", "Rules").WithKey(ebiten.KeyR),
	}
	r.again.Primary = true
	for i := range r.rows {
		r.rows[i].label = r.rows[i].Name
		if r.rows[i].Winner {
			r.rows[i].label = "Winner: " + r.rows[i].Name
		}
	}
	return r
}

func (r *Results) Name() string     { return "results" }
func (r *Results) GameID() string   { return r.game.ID }
func (r *Results) IsOver() bool     { return true }
func (r *Results) HintText() string { return "" }

func (r *Results) Update(a *App) {
	bw := a.U(220)
	Row(a.W/2-(3*bw+2*a.U(16))/2, a.H-a.U(120), bw, a.U(62), a.U(16), r.menu, r.rules, r.again)
	switch {
	case r.menu.Clicked(a):
		a.BackToMenu()
	case r.rules.Clicked(a):
		a.Push(newRulesReader(r.game.Title, r.game.RulesText))
	case r.again.Clicked(a):
		cfg := r.config
		cfg.Seed = newSeed()
		a.StartGame(r.game, cfg)
	}
}

func (r *Results) Draw(a *App, screen *ebiten.Image) {
	drawTitle(a, screen, r.title, a.H*0.1)
	a.Text.Draw(screen, r.headline, a.W/2, a.H*0.1+a.U(64), sprites.Style{Size: a.U(30), Color: sprites.White, Bold: true})
	w := min(a.W-a.U(60), a.U(760))
	x := a.W/2 - w/2
	y := a.H*0.1 + a.U(120)
	h := a.U(76)
	for i := range r.rows {
		row := &r.rows[i]
		fill := sprites.FeltDark
		if row.Winner {
			fill = sprites.FeltLight
		}
		sprites.Panel(screen, sprites.Rect{X: x, Y: y, W: w, H: h}, a.U(12), fill)
		// The name on top, the detail (hands, rounds) under it: a long
		// detail never runs into the score on the right.
		st := sprites.Style{Size: a.U(26), Color: sprites.White, Align: sprites.Left, Bold: row.Winner}
		a.Text.Draw(screen, row.label, x+a.U(20), y+a.U(26), st)
		st.Size, st.Bold, st.Color = a.U(20), false, sprites.Dim
		a.Text.Draw(screen, row.Detail, x+a.U(20), y+a.U(54), st)
		st.Size, st.Align, st.Color, st.Bold = a.U(26), sprites.Right, sprites.Gold, true
		a.Text.Draw(screen, row.Score, x+w-a.U(20), y+h/2, st)
		y += h + a.U(10)
	}
	r.menu.Draw(a, screen)
	r.rules.Draw(a, screen)
	r.again.Draw(a, screen)
}

func (r *Results) AppendTargets(dst []Target) []Target {
	return AppendButtonTargets(dst, r.menu, r.rules, r.again)
}
