package sprites

import (
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"github.com/twenty-games/twenty/rules/cards"
)

// flush makes Ebitengine run every queued command on img's texture (reading
// a pixel back waits for them), so timings include the GPU's work.
func flush(img *ebiten.Image) {
	var px [4]byte
	b := img.Bounds()
	img.SubImage(image.Rect(b.Min.X, b.Min.Y, b.Min.X+1, b.Min.Y+1)).(*ebiten.Image).ReadPixels(px[:])
}

// BenchmarkCardAtlas builds the whole pack, as the scenes do on a resize,
// up to the commands queued for the GPU (the vector paths tessellated).
// BenchmarkCardAtlasDrawn waits for the GPU to draw them too. Besides the
// wall time, cpu-ms/op is the process's CPU time (with a software GL
// driver, the GPU's work is in it) and paths/op the vector fills.
func BenchmarkCardAtlas(b *testing.B)      { benchmarkAtlas(b, false) }
func BenchmarkCardAtlasDrawn(b *testing.B) { benchmarkAtlas(b, true) }

func benchmarkAtlas(b *testing.B, drawn bool) {
	for _, w := range []int{48, 120, 200} {
		b.Run(fmt.Sprint(w), func(b *testing.B) {
			onLoop(func() { NewCardAtlas(nil, w).Dispose() }) // glyphs, shaders
			probe := ebiten.NewImage(1, 1)
			defer probe.Deallocate()
			var cpu time.Duration
			paths := pathsFilled
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				onLoop(func() {
					start := cpuTime()
					a := NewCardAtlas(nil, w)
					if drawn {
						flush(a.img)
					} else {
						// Using the atlas as a source makes Ebitengine
						// tessellate the pending paths.
						probe.DrawImage(a.faces[0], nil)
					}
					cpu += cpuTime() - start
					a.Dispose()
				})
			}
			b.ReportMetric(float64(cpu.Microseconds())/1000/float64(b.N), "cpu-ms/op")
			b.ReportMetric(float64(pathsFilled-paths)/float64(b.N), "paths/op")
		})
	}
}

// allocsPerFrame runs f once in each of frames frames, after a few to warm
// up, and returns the heap allocations f made per frame. Within one frame
// Ebitengine's command queue grows as draws come in; between frames it is
// reused, so the steady state is measured across frames, as the game runs.
func allocsPerFrame(frames int, f func()) float64 {
	const warmUp = 3
	var total uint64
	for i := 0; i < warmUp+frames; i++ {
		onLoop(func() {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			f()
			runtime.ReadMemStats(&after)
			if i >= warmUp {
				total += after.Mallocs - before.Mallocs
			}
		})
	}
	return float64(total) / float64(frames)
}

// TestCardDrawDoesNotAllocate: drawing cards, with shadows lying down or
// lifted, dimmed and fading, allocates nothing.
func TestCardDrawDoesNotAllocate(t *testing.T) {
	var a *CardAtlas
	var dst *ebiten.Image
	onLoop(func() {
		a = NewCardAtlas(nil, 90)
		dst = ebiten.NewImage(800, 400)
	})
	defer onLoop(func() {
		a.Dispose()
		dst.Deallocate()
	})
	lift := 0.0
	allocs := allocsPerFrame(20, func() {
		lift = math.Mod(lift+0.07, 1)
		for c := cards.Card(0); c < cards.NumCards; c++ {
			o := DrawOptions{X: float64(c) * 12, Y: 10, Shadow: true, Lift: lift * float64(c%2)}
			a.Draw(dst, c, c%7 == 0, o)
		}
		a.Draw(dst, 0, true, DrawOptions{X: 100, Y: 200, Scale: 0.7, Dim: true, Alpha: 0.5, Shadow: true, Lift: 1})
		a.Draw(dst, 5, false, DrawOptions{X: 300, Y: 200, Shadow: true, Flip: lift})
	})
	if allocs > 0.1 {
		t.Errorf("drawing a frame of cards allocates %.1f times", allocs)
	}
}

// TestCardFlip: a turning card is narrowed about its centre line by
// |cos(pi*Flip)| and shows the other face past one half.
func TestCardFlip(t *testing.T) {
	const w = 90
	c := cards.New(7, cards.Hearts)
	type look struct {
		width int     // columns with an opaque pixel on the middle row
		left  int     // the first of them
		blue  float64 // mean blue minus red over the card: a back is blue
	}
	measure := func(flip float64, back bool) look {
		var l look
		onLoop(func() {
			a := NewCardAtlas(nil, w)
			defer a.Dispose()
			dst := ebiten.NewImage(2*w, 2*w)
			defer dst.Deallocate()
			a.Draw(dst, c, back, DrawOptions{X: 20, Y: 10, Flip: flip})
			b := dst.Bounds()
			pix := make([]byte, 4*b.Dx()*b.Dy())
			dst.ReadPixels(pix)
			l.left = -1
			y := 10 + a.H/2
			for x := 0; x < b.Dx(); x++ {
				if pix[4*(y*b.Dx()+x)+3] > 128 {
					l.width++
					if l.left < 0 {
						l.left = x
					}
				}
			}
			n := 0
			for y := 10; y < 10+a.H; y++ {
				for x := 0; x < b.Dx(); x++ {
					k := 4 * (y*b.Dx() + x)
					if pix[k+3] > 128 {
						l.blue += float64(pix[k+2]) - float64(pix[k])
						n++
					}
				}
			}
			l.blue /= float64(max(n, 1))
		})
		return l
	}
	flat := measure(0, false)
	if flat.width < w-2 || flat.left > 21 || flat.blue > 10 {
		t.Fatalf("a face lying flat: %+v", flat)
	}
	if back := measure(0, true); back.blue < 30 {
		t.Fatalf("the back is not blue: %+v", back)
	}
	for _, tc := range []struct {
		flip     float64
		back     bool
		showBack bool
	}{{0.25, false, false}, {0.75, false, true}, {0.25, true, true}, {0.75, true, false}, {1, false, true}} {
		l := measure(tc.flip, tc.back)
		want := float64(w) * math.Abs(math.Cos(math.Pi*tc.flip))
		if math.Abs(float64(l.width)-want) > 3 {
			t.Errorf("flip %v: %d px wide, want %.0f", tc.flip, l.width, want)
		}
		// Narrowed about the centre: the middle of the card stays put.
		if mid := float64(l.left) + float64(l.width)/2; math.Abs(mid-(20+w/2)) > 2 {
			t.Errorf("flip %v: centred at %.1f, want %d", tc.flip, mid, 20+w/2)
		}
		if shows := l.blue > 30; shows != tc.showBack {
			t.Errorf("flip %v of a card asked face down=%v: shows the back %v (%+v)", tc.flip, tc.back, shows, l)
		}
	}
}

// TestAtlasSheets renders the pack at a few widths and checks every face
// differs from a blank card; with SHEETS=dir it also writes them as PNGs
// to look at.
func TestAtlasSheets(t *testing.T) {
	dir := os.Getenv("SHEETS")
	for _, w := range []int{40, 48, 64, 90, 120, 160} {
		var shot *image.RGBA
		var blankFaces []int
		onLoop(func() {
			a := NewCardAtlas(nil, w)
			defer a.Dispose()
			shot = sheet(a)
			blankFaces = blanks(a)
		})
		if len(blankFaces) > 0 {
			t.Errorf("width %d: cards %v are blank", w, blankFaces)
		}
		if dir != "" {
			writePNG(t, filepath.Join(dir, fmt.Sprintf("atlas-%d.png", w)), shot)
		}
	}
}

// sheet draws the atlas on felt, spaced out, with the shadows of a card
// lying down and of one lifted to the right, and reads it back.
func sheet(a *CardAtlas) *image.RGBA {
	const cols = 14
	gap := a.W / 5
	rows := (cards.NumCards+cols)/cols + 1
	w, h := cols*(a.W+gap)+gap, rows*(a.H+gap)+gap+a.H/2
	img := ebiten.NewImage(w, h)
	defer img.Deallocate()
	NewTableFelt(w, h).Draw(img)
	for i := 0; i <= cards.NumCards; i++ {
		x, y := gap+(i%cols)*(a.W+gap), gap+(i/cols)*(a.H+gap)
		a.Draw(img, cards.Card(i%cards.NumCards), i == BackIndex, DrawOptions{X: float64(x), Y: float64(y), Shadow: true})
	}
	// A fanned hand, as the scenes overlap it, and the lift steps.
	y := float64(gap + 4*(a.H+gap))
	for i := 0; i < 6; i++ {
		c := cards.New(cards.Rank(8+i), cards.Suit(i%4))
		a.Draw(img, c, false, DrawOptions{X: float64(gap) + float64(i)*float64(a.W)*0.3, Y: y, Shadow: true})
	}
	for i := 0; i < 5; i++ {
		x := float64(gap) + float64(a.W)*2.5 + float64(i)*float64(a.W+gap)
		lift := float64(i) / 4
		a.Draw(img, cards.New(cards.Ace, cards.Spades), false, DrawOptions{X: x, Y: y - lift*float64(a.W)*0.1, Shadow: true, Lift: lift})
	}
	shot := image.NewRGBA(image.Rect(0, 0, w, h))
	img.ReadPixels(shot.Pix)
	return shot
}

// blanks lists the atlas slots that look like an empty card: too few
// pixels differ from the paper.
func blanks(a *CardAtlas) []int {
	b := a.img.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	a.img.ReadPixels(pix)
	var out []int
	for i, f := range a.faces {
		fb := f.Bounds()
		inked := 0
		for y := fb.Min.Y + fb.Dy()/8; y < fb.Max.Y-fb.Dy()/8; y++ {
			for x := fb.Min.X + fb.Dx()/8; x < fb.Max.X-fb.Dx()/8; x++ {
				k := 4 * (y*b.Dx() + x)
				if int(pix[k])+int(pix[k+1])+int(pix[k+2]) < 3*200 {
					inked++
				}
			}
		}
		if inked < fb.Dx()*fb.Dy()/100 {
			out = append(out, i)
		}
	}
	return out
}

func writePNG(t *testing.T, path string, img image.Image) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		t.Fatal(err)
	}
}
