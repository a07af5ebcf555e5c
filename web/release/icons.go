package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/png"
	"os"

	"golang.org/x/image/draw"
)

// loadPNG reads a PNG file (the icon's source is web/icon-512.png).
func loadPNG(path string) (image.Image, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return img, nil
}

// resized scales img to size x size (Catmull-Rom: the small sizes stay
// legible rather than losing the pixel art's thin strokes).
func resized(img image.Image, size int) *image.NRGBA {
	dst := image.NewNRGBA(image.Rect(0, 0, size, size))
	if img.Bounds().Dx() == size && img.Bounds().Dy() == size {
		draw.Draw(dst, dst.Bounds(), img, img.Bounds().Min, draw.Src)
		return dst
	}
	draw.CatmullRom.Scale(dst, dst.Bounds(), img, img.Bounds(), draw.Src, nil)
	return dst
}

func pngBytes(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestCompression}
	if err := enc.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// icnsTypes are the Mac icon's entries, each a PNG of its size: the
// 1x and 2x sizes Finder and the Dock ask for, up to the source's 512.
var icnsTypes = []struct {
	kind string
	size int
}{
	{"icp4", 16}, {"icp5", 32}, {"ic11", 32}, {"icp6", 64}, {"ic12", 64},
	{"ic07", 128}, {"ic13", 256}, {"ic08", 256}, {"ic14", 512}, {"ic09", 512},
}

// icns writes the Mac's icon file: "icns", the file's length, then
// entries of a 4-byte type, the entry's length (header included) and a PNG.
func icns(img image.Image) ([]byte, error) {
	var body bytes.Buffer
	for _, t := range icnsTypes {
		p, err := pngBytes(resized(img, t.size))
		if err != nil {
			return nil, err
		}
		body.WriteString(t.kind)
		binary.Write(&body, binary.BigEndian, uint32(8+len(p)))
		body.Write(p)
	}
	var out bytes.Buffer
	out.WriteString("icns")
	binary.Write(&out, binary.BigEndian, uint32(8+body.Len()))
	out.Write(body.Bytes())
	return out.Bytes(), nil
}

// readICNS reads an .icns file as the Mac does: each entry's type and the
// size of the PNG it holds.
func readICNS(b []byte) (map[string]int, error) {
	if len(b) < 8 || string(b[:4]) != "icns" {
		return nil, errors.New("not an icns file")
	}
	if n := binary.BigEndian.Uint32(b[4:8]); int(n) != len(b) {
		return nil, fmt.Errorf("icns: header says %d bytes, the file has %d", n, len(b))
	}
	sizes := map[string]int{}
	for p := 8; p < len(b); {
		if p+8 > len(b) {
			return nil, errors.New("icns: truncated entry header")
		}
		kind := string(b[p : p+4])
		n := int(binary.BigEndian.Uint32(b[p+4 : p+8]))
		if n < 8 || p+n > len(b) {
			return nil, fmt.Errorf("icns: entry %q of %d bytes overruns the file", kind, n)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(b[p+8 : p+n]))
		if err != nil {
			return nil, fmt.Errorf("icns: entry %q: %w", kind, err)
		}
		if cfg.Width != cfg.Height {
			return nil, fmt.Errorf("icns: entry %q is %dx%d", kind, cfg.Width, cfg.Height)
		}
		sizes[kind] = cfg.Width
		p += n
	}
	return sizes, nil
}
