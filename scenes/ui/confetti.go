package ui

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules"
	"github.com/twenty-games/twenty/sprites"
)

// ConfettiTicks is the burst's length at normal speed (1.6 s); the speed
// setting stretches or shortens it, Instant and reduced motion skip it.
const (
	ConfettiTicks  = 96
	confettiPieces = 120
)

// confetto is one piece of confetti: a small rectangle turning over (its
// width follows the cosine of its phase) as it flies.
type confetto struct {
	x, y, vx, vy float64
	w, h         float64
	phase, spin  float64
	color        color.RGBA
}

// Confetti is the burst thrown when the results open. Every piece is made
// at the burst and then moved in place, so a flying frame allocates
// nothing.
type Confetti struct {
	pieces    [confettiPieces]confetto
	left, all int // ticks left, and in all
	// dt is normal-speed ticks per tick: a slower setting makes the same
	// flight last longer instead of changing its path.
	dt            float64
	gravity, fall float64 // per normal tick; fall is the fluttering pieces' top speed down
}

// confettiColors are bright against the felt; each cannon fires all of them.
var confettiColors = [...]color.RGBA{sprites.Gold, sprites.Danger, sprites.Accept, {0x5b, 0x9b, 0xef, 0xff}, sprites.Paper, {0xc7, 0x7d, 0xe8, 0xff}}

// burst fires the pieces from the two bottom corners, up and inwards: the
// fastest rise about four fifths of the screen before they fall.
func (c *Confetti) Burst(w, h, unit float64, ticks int, seed uint64) {
	if ticks <= 0 || w <= 0 || h <= 0 {
		return
	}
	rng := rules.NewRNG(seed)
	frac := func() float64 { return float64(rng.IntN(1000)) / 1000 }
	c.left, c.all = ticks, ticks
	c.dt = float64(ConfettiTicks) / float64(ticks)
	c.gravity, c.fall = h*0.0008, h*0.007
	for i := range c.pieces {
		p := &c.pieces[i]
		dir, x := 1.0, w*0.04
		if i%2 == 1 {
			dir, x = -1, w*0.96
		}
		size := max(4, unit*(12+10*frac()))
		*p = confetto{x: x, y: h * 1.02, vx: dir * w * (0.003 + 0.011*frac()), vy: -h * (0.02 + 0.016*frac()),
			w: size, h: size * 0.55, phase: 6.3 * frac(), spin: 0.12 + 0.25*frac(),
			color: confettiColors[i/2%len(confettiColors)]}
	}
}

func (c *Confetti) Flying() bool { return c.left > 0 }

// Left is how many ticks the burst still flies.
func (c *Confetti) Left() int { return c.left }

func (c *Confetti) Step() {
	if c.left == 0 {
		return
	}
	c.left--
	drag := math.Pow(0.985, c.dt)
	for i := range c.pieces {
		p := &c.pieces[i]
		p.vy = min(p.vy+c.gravity*c.dt, c.fall)
		p.vx *= drag
		p.x += p.vx * c.dt
		p.y += p.vy * c.dt
		p.phase += p.spin * c.dt
	}
}

// draw paints the pieces, fading them out over the last third.
func (c *Confetti) Draw(dst *ebiten.Image) {
	if c.left == 0 {
		return
	}
	fade := min(1, float64(c.left)/(float64(c.all)*0.3))
	for i := range c.pieces {
		p := &c.pieces[i]
		w := max(1, p.w*math.Abs(math.Cos(p.phase)))
		ink := p.color
		ink.A = uint8(float64(ink.A) * fade)
		sprites.FillRect(dst, sprites.Rect{X: p.x - w/2, Y: p.y - p.h/2, W: w, H: p.h}, ink)
	}
}
