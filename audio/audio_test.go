package audio

import (
	"encoding/binary"
	"math"
	"testing"
)

func TestEverySoundIsShortAndInRange(t *testing.T) {
	for e := Effect(0); e < numEffects; e++ {
		b := synth(e)
		if len(b) == 0 || len(b)%8 != 0 {
			t.Fatalf("effect %d: %d bytes", e, len(b))
		}
		if secs := float64(len(b)/8) / sampleRate; secs > 1 {
			t.Errorf("effect %d lasts %.2f s", e, secs)
		}
		peak := 0.0
		for i := 0; i < len(b); i += 4 {
			v := float64(math.Float32frombits(binary.LittleEndian.Uint32(b[i:])))
			peak = math.Max(peak, math.Abs(v))
		}
		if peak == 0 || peak > 1 {
			t.Errorf("effect %d peak %.2f", e, peak)
		}
	}
}

func TestSilentMixerIgnoresEverything(t *testing.T) {
	m := New(true)
	if !m.Silent() {
		t.Fatal("silent mixer has a context")
	}
	m.SetVolume(2)
	if m.Volume() != 1 {
		t.Fatalf("volume %v", m.Volume())
	}
	m.Play(Win) // must not panic
}
