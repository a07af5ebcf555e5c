// Command emptygame is the reference program for the browser benchmark: an
// Ebitengine game that clears the screen, draws one word with the same etxt
// renderer setup as the real game and owns an audio context. The benchmark
// runs it next to the real game in the same browser, so the game's tick rate
// and load time are judged against what Ebitengine itself costs on that
// machine, not against absolute numbers.
package main

import (
	"image/color"
	"log"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/tinne26/etxt"
	"golang.org/x/image/font/gofont/goregular"
)

// sampleRate matches the real game's audio context.
const sampleRate = 44100

// statsBuckets one-second buckets make up the "slowest over the last five
// seconds" window of the test contract.
const statsBuckets = 5

type game struct {
	text  *etxt.Renderer
	audio *audio.Context

	ticks      int
	drawn      bool // the first frame's moment is marked
	scale      float64
	updateMax  [statsBuckets]time.Duration
	drawMax    [statsBuckets]time.Duration
	bucket     int
	bucketTick int
}

func newGame(silent bool) *game {
	g := &game{scale: 1}
	g.text = etxt.NewRenderer()
	g.text.Utils().SetFontBytes(goregular.TTF)
	g.text.Utils().SetCache8MiB()
	g.text.SetSize(32)
	g.text.SetColor(color.RGBA{0xe0, 0xe0, 0xe0, 0xff})
	g.text.SetAlign(etxt.Center)
	if !silent {
		g.audio = audio.NewContext(sampleRate)
	}
	return g
}

func (g *game) Update() error {
	start := time.Now()
	g.ticks++
	if g.ticks == 1 {
		mark("twenty:update")
	}
	if g.ticks-g.bucketTick >= ebiten.TPS() {
		g.bucketTick = g.ticks
		g.bucket = (g.bucket + 1) % statsBuckets
		g.updateMax[g.bucket] = 0
		g.drawMax[g.bucket] = 0
	}
	g.updateMax[g.bucket] = max(g.updateMax[g.bucket], time.Since(start))
	return nil
}

func (g *game) Draw(screen *ebiten.Image) {
	start := time.Now()
	screen.Fill(color.RGBA{0x1b, 0x3a, 0x2b, 0xff})
	g.text.SetScale(g.scale)
	b := screen.Bounds()
	g.text.Draw(screen, "empty", b.Dx()/2, b.Dy()/2)
	g.drawMax[g.bucket] = max(g.drawMax[g.bucket], time.Since(start))
	if !g.drawn {
		g.drawn = true
		mark("twenty:draw")
	}
}

// Layout renders at device pixels so text stays sharp on high-density screens.
func (g *game) Layout(outsideWidth, outsideHeight int) (int, int) {
	g.scale = ebiten.Monitor().DeviceScaleFactor()
	return int(float64(outsideWidth) * g.scale), int(float64(outsideHeight) * g.scale)
}

func worstMs(b *[statsBuckets]time.Duration) float64 {
	var m time.Duration
	for _, d := range b {
		m = max(m, d)
	}
	return float64(m) / float64(time.Millisecond)
}

func main() {
	mark("twenty:main")
	g := newGame(silentRequested())
	exposeState(g)
	mark("twenty:new")
	ebiten.SetWindowTitle("empty")
	ebiten.SetWindowSize(640, 400)
	if err := ebiten.RunGame(g); err != nil {
		log.Fatal(err)
	}
}
