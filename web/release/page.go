package main

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/color"
	"image/gif"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/twenty-games/twenty/rules/catalog"
	"golang.org/x/image/draw"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// pageGames are the store page's screenshots, one per game of the
// catalog, in the menu's order: the Makefile's dist-page writes
// dist/page/screenshot-ID.png with the game's -screenshot flag.
var pageGames = catalogGames()

func catalogGames() []struct{ id, title string } {
	var games []struct{ id, title string }
	for _, g := range catalog.Games {
		info := g.Info()
		games = append(games, struct{ id, title string }{info.ID, info.Title})
	}
	return games
}

const (
	gifName = "card-and-dice.gif"
	gifW    = 640 // the GIF is the 1280x720 frames at half size
	gifH    = 360
)

var (
	felt  = color.NRGBA{0x1e, 0x3a, 0x2e, 0xff} // the icon's green
	cream = color.NRGBA{0xf4, 0xee, 0xdf, 0xff}
	gold  = color.NRGBA{0xf0, 0xc4, 0x4c, 0xff}
)

// page writes dist/page's cover.png from its screenshots and the GIF from
// the clips: each a folder of frames TICK.png (the game's -frames), with
// an optional :FROM-TO tick range (dir:120-480).
func page(dist, iconPath string, clips []string) error {
	dir := filepath.Join(dist, "page")
	var shots []image.Image
	for _, g := range pageGames {
		img, err := loadPNG(filepath.Join(dir, "screenshot-"+g.id+".png"))
		if err != nil {
			return err
		}
		shots = append(shots, img)
	}
	icon, err := loadPNG(iconPath)
	if err != nil {
		return err
	}
	c, err := cover(shots, icon)
	if err != nil {
		return err
	}
	b, err := pngBytes(c)
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, "cover.png"), b, 0o644); err != nil {
		return err
	}
	if len(clips) == 0 {
		return errors.New("no clips for the GIF")
	}
	var frames []timedFrame
	for _, clip := range clips {
		fs, err := loadClip(clip)
		if err != nil {
			return err
		}
		frames = append(frames, fs...)
	}
	var out bytes.Buffer
	if err := animate(&out, frames); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, gifName), out.Bytes(), 0o644)
}

// cover composes the 630x500 cover on the felt's green: the icon, the
// title and the tagline in the game's fonts (Go Bold and Regular), then
// the five games' screenshots in two rows with their names, and a line of
// what the collection offers in the sixth place.
func cover(shots []image.Image, icon image.Image) (*image.NRGBA, error) {
	const w, h = 630, 500
	img := image.NewNRGBA(image.Rect(0, 0, w, h))
	for y := 0; y < h; y++ {
		t := float64(y) / h
		mix := func(a, b uint8) uint8 { return uint8(float64(a)*(1-t) + float64(b)*t) }
		c := color.NRGBA{mix(0x27, 0x14), mix(0x4d, 0x2b), mix(0x3d, 0x21), 0xff}
		draw.Draw(img, image.Rect(0, y, w, y+1), image.NewUniform(c), image.Point{}, draw.Src)
	}
	title, err := face(gobold.TTF, 92)
	if err != nil {
		return nil, err
	}
	tagline, err := face(goregular.TTF, 27)
	if err != nil {
		return nil, err
	}
	label, err := face(gobold.TTF, 16)
	if err != nil {
		return nil, err
	}
	body, err := face(goregular.TTF, 18)
	if err != nil {
		return nil, err
	}
	draw.CatmullRom.Scale(img, image.Rect(30, 30, 30+128, 30+128), icon, icon.Bounds(), draw.Over, nil)
	text(img, title, cream, 180, 116, "Twenty")
	text(img, tagline, gold, 184, 154, "Five tabletop games about 20")

	const cw, ch, gap, rowGap = 184, 104, 14, 36
	x0 := (w - (3*cw + 2*gap)) / 2
	y0 := 190
	for i := 0; i < 6; i++ {
		r := image.Rect(x0+(i%3)*(cw+gap), y0+(i/3)*(ch+rowGap), x0+(i%3)*(cw+gap)+cw, y0+(i/3)*(ch+rowGap)+ch)
		if i == 5 {
			for j, l := range []string{"Cards, tiles and dice", "against the computer", "or friends on one", "screen. Free to play."} {
				text(img, body, cream, r.Min.X+6, r.Min.Y+22+24*j, l)
			}
			continue
		}
		draw.Draw(img, r.Inset(-2), image.NewUniform(cream), image.Point{}, draw.Src)
		draw.CatmullRom.Scale(img, r, shots[i], shots[i].Bounds(), draw.Src, nil)
		name := pageGames[i].title
		nw := font.MeasureString(label, name).Round()
		text(img, label, cream, r.Min.X+(cw-nw)/2, r.Max.Y+22, name)
	}
	return img, nil
}

func face(ttf []byte, size float64) (font.Face, error) {
	f, err := opentype.Parse(ttf)
	if err != nil {
		return nil, err
	}
	return opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
}

func text(dst draw.Image, f font.Face, c color.Color, x, y int, s string) {
	d := font.Drawer{Dst: dst, Src: image.NewUniform(c), Face: f, Dot: fixed.P(x, y)}
	d.DrawString(s)
}

// timedFrame is one frame of a clip and how long it shows (ticks, 60 a
// second, as the game ran them).
type timedFrame struct {
	img   image.Image
	ticks int
}

// loadClip reads a folder of frames named by their tick (TICK.png), in a
// range of ticks when the name goes on with :FROM-TO, cut to a rectangle
// of the screen when it goes on with :X,Y,W,H (a close-up; animate scales
// every frame to gifW x gifH). Each frame lasts until the next one's tick;
// the last one a second and a half.
func loadClip(spec string) ([]timedFrame, error) {
	parts := strings.Split(spec, ":")
	dir := parts[0]
	from, to := 0, 1<<30
	if len(parts) > 1 {
		a, b, ok := strings.Cut(parts[1], "-")
		var err1, err2 error
		from, err1 = strconv.Atoi(a)
		to, err2 = strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil {
			return nil, fmt.Errorf("clip %q: the range is not FROM-TO", spec)
		}
	}
	var crop image.Rectangle
	if len(parts) > 2 {
		var x, y, w, h int
		if n, err := fmt.Sscanf(parts[2], "%d,%d,%d,%d", &x, &y, &w, &h); n != 4 || err != nil || w <= 0 || h <= 0 {
			return nil, fmt.Errorf("clip %q: the rectangle is not X,Y,W,H", spec)
		}
		crop = image.Rect(x, y, x+w, y+h)
	}
	if len(parts) > 3 {
		return nil, fmt.Errorf("clip %q: want DIR[:FROM-TO[:X,Y,W,H]]", spec)
	}
	names, err := filepath.Glob(filepath.Join(dir, "*.png"))
	if err != nil {
		return nil, err
	}
	type named struct {
		tick int
		path string
	}
	var picked []named
	for _, n := range names {
		t, err := strconv.Atoi(strings.TrimSuffix(filepath.Base(n), ".png"))
		if err == nil && t >= from && t <= to {
			picked = append(picked, named{t, n})
		}
	}
	sort.Slice(picked, func(i, j int) bool { return picked[i].tick < picked[j].tick })
	if len(picked) == 0 {
		return nil, fmt.Errorf("clip %q: no frames", spec)
	}
	var out []timedFrame
	for i, p := range picked {
		img, err := loadPNG(p.path)
		if err != nil {
			return nil, err
		}
		if !crop.Empty() {
			if !crop.In(img.Bounds()) {
				return nil, fmt.Errorf("clip %q: the rectangle is outside the %v frames", spec, img.Bounds().Size())
			}
			img = img.(interface {
				SubImage(image.Rectangle) image.Image
			}).SubImage(crop)
		}
		d := 90
		if i+1 < len(picked) {
			d = picked[i+1].tick - p.tick
		}
		out = append(out, timedFrame{img, d})
	}
	return out, nil
}

// animate writes the frames as a looping GIF at gifW x gifH: one palette
// built from every frame's colours, Floyd-Steinberg dithering onto it,
// and after the first frame only the pixels that changed (the rest
// transparent, the frame cut to the changed rectangle).
func animate(w *bytes.Buffer, frames []timedFrame) error {
	small := make([]*image.NRGBA, len(frames))
	for i, f := range frames {
		s := image.NewNRGBA(image.Rect(0, 0, gifW, gifH))
		draw.ApproxBiLinear.Scale(s, s.Bounds(), f.img, f.img.Bounds(), draw.Src, nil)
		small[i] = s
	}
	pal := paletteOf(small, 255)
	transparent := uint8(len(pal))
	pal = append(pal, color.NRGBA{})
	g := &gif.GIF{LoopCount: 0}
	var prev *image.NRGBA
	carry := 0.0
	for i, s := range small {
		r := s.Bounds()
		if prev != nil {
			r = changed(prev, s)
			if r.Empty() {
				// Nothing changed: the previous frame shows longer.
				carry += float64(frames[i].ticks) * 100 / 60
				g.Delay[len(g.Delay)-1] += int(carry)
				carry -= float64(int(carry))
				continue
			}
		}
		p := image.NewPaletted(r, pal)
		draw.FloydSteinberg.Draw(p, r, s, r.Min)
		if prev != nil {
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					o := s.PixOffset(x, y)
					if bytes.Equal(s.Pix[o:o+4], prev.Pix[o:o+4]) {
						p.SetColorIndex(x, y, transparent)
					}
				}
			}
		}
		carry += float64(frames[i].ticks) * 100 / 60
		d := int(carry)
		carry -= float64(d)
		g.Image = append(g.Image, p)
		g.Delay = append(g.Delay, max(d, 2))
		g.Disposal = append(g.Disposal, gif.DisposalNone)
		prev = s
	}
	g.Config = image.Config{ColorModel: color.Palette(pal), Width: gifW, Height: gifH}
	return gif.EncodeAll(w, g)
}

// changed is the smallest rectangle holding every pixel that differs.
func changed(a, b *image.NRGBA) image.Rectangle {
	r := image.Rectangle{}
	bd := a.Bounds()
	for y := bd.Min.Y; y < bd.Max.Y; y++ {
		ra := a.Pix[a.PixOffset(bd.Min.X, y):a.PixOffset(bd.Max.X, y)]
		rb := b.Pix[b.PixOffset(bd.Min.X, y):b.PixOffset(bd.Max.X, y)]
		if bytes.Equal(ra, rb) {
			continue
		}
		for x := 0; x < bd.Dx(); x++ {
			if !bytes.Equal(ra[4*x:4*x+4], rb[4*x:4*x+4]) {
				r = r.Union(image.Rect(bd.Min.X+x, y, bd.Min.X+x+1, y+1))
			}
		}
	}
	return r
}

// paletteOf picks n colours for the frames: the most frequent cells of a
// 5-bit-per-channel histogram, each the mean of the colours in it, so the
// felt's shades and the cards' reds and creams all find a close entry.
func paletteOf(imgs []*image.NRGBA, n int) color.Palette {
	type cell struct{ r, g, b, count int }
	cells := map[int]*cell{}
	for _, img := range imgs {
		for i := 0; i < len(img.Pix); i += 4 {
			r, g, b := int(img.Pix[i]), int(img.Pix[i+1]), int(img.Pix[i+2])
			k := r>>3<<10 | g>>3<<5 | b>>3
			c := cells[k]
			if c == nil {
				c = &cell{}
				cells[k] = c
			}
			c.r += r
			c.g += g
			c.b += b
			c.count++
		}
	}
	var all []*cell
	for _, c := range cells {
		all = append(all, c)
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].count != all[j].count {
			return all[i].count > all[j].count
		}
		return all[i].r+all[i].g+all[i].b < all[j].r+all[j].g+all[j].b
	})
	var pal color.Palette
	for _, c := range all {
		if len(pal) == n {
			break
		}
		pal = append(pal, color.NRGBA{uint8(c.r / c.count), uint8(c.g / c.count), uint8(c.b / c.count), 0xff})
	}
	return pal
}

// checkGIF: the GIF decodes, is gifW x gifH and has more than one frame.
func checkGIF(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	g, err := gif.DecodeAll(f)
	if err != nil {
		return err
	}
	if g.Config.Width != gifW || g.Config.Height != gifH || len(g.Image) < 2 {
		return fmt.Errorf("%dx%d with %d frames, want %dx%d animated", g.Config.Width, g.Config.Height, len(g.Image), gifW, gifH)
	}
	return nil
}
