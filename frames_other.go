//go:build !js

package main

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"sync"

	"github.com/hajimehoshi/ebiten/v2"
)

// frameDump wraps the app for -frames: after each draw on or past the
// next due tick it writes the screen to DIR/TICK.png (six digits), every
// -frame-every ticks, for the store page's GIF (web/release). PNGs are
// encoded beside the game loop, so the game keeps its pace.
type frameDump struct {
	ebiten.Game
	dir         string
	every, tick int
	next        int
	busy        chan struct{}
	wg          sync.WaitGroup
	mu          sync.Mutex
	err         error
}

func withFrames(g ebiten.Game, dir string, every int) ebiten.Game {
	if dir == "" {
		return g
	}
	return &frameDump{Game: g, dir: dir, every: max(every, 1), busy: make(chan struct{}, 2)}
}

func (f *frameDump) Update() error {
	err := f.Game.Update()
	f.tick++
	if err != nil {
		f.wg.Wait()
	}
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.err != nil {
		return f.err
	}
	return err
}

// LayoutF: the app lays out in device pixels (ebiten asks the wrapper).
func (f *frameDump) LayoutF(w, h float64) (float64, float64) {
	return f.Game.(ebiten.LayoutFer).LayoutF(w, h)
}

func (f *frameDump) Draw(screen *ebiten.Image) {
	f.Game.Draw(screen)
	if f.tick < f.next {
		return
	}
	f.next = f.tick + f.every
	shot := image.NewRGBA(screen.Bounds())
	screen.ReadPixels(shot.Pix)
	name := filepath.Join(f.dir, fmt.Sprintf("%06d.png", f.tick))
	f.busy <- struct{}{}
	f.wg.Add(1)
	go func() {
		defer func() { <-f.busy; f.wg.Done() }()
		err := os.MkdirAll(f.dir, 0o755)
		if err == nil {
			var out *os.File
			if out, err = os.Create(name); err == nil {
				err = (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(out, shot)
				if cerr := out.Close(); err == nil {
					err = cerr
				}
			}
		}
		if err != nil {
			f.mu.Lock()
			f.err = fmt.Errorf("frame %s: %w", name, err)
			f.mu.Unlock()
		}
	}()
}
