// Package audio plays the short sound effects of the collection. The sounds
// are synthesised after the first frame (no asset files), one player per
// effect is reused, and a machine without a sound device plays silently
// instead of stopping the game.
package audio

import (
	"encoding/binary"
	"math"

	eaudio "github.com/hajimehoshi/ebiten/v2/audio"
)

// Effect names one sound.
type Effect int

// The effects the games use.
const (
	Deal Effect = iota
	Draw
	Play
	Count
	Win
	Refuse
	Place
	Roll
	Lose // a lost run (20 Strong): the winning notes falling
	numEffects
)

const sampleRate = 44100

// Mixer owns the one audio context. The zero value is not usable; use New.
type Mixer struct {
	audible bool                       // a context may be made: not silent, a device found
	ctx     *eaudio.Context            // made by the first Warm or Play (see New)
	players [numEffects]*eaudio.Player // made by Warm, or by Play on first use
	warmed  Effect                     // the effects below it are made
	volume  float64
	muted   bool
}

// New makes the mixer. When silent is true, or the machine has no audio
// output, no audio context is created at all: Ebitengine reports a missing
// device as a fatal error from RunGame, which the program could not catch.
func New(silent bool) *Mixer {
	return &Mixer{volume: 0.7, audible: !silent && outputAvailable()}
}

// context makes the audio context on first use. It is not made by New: in a
// browser, making it (the page's AudioContext and its worklet) took about
// 10 ms of the first frame, and it cannot sound before the first click or
// key anyway.
func (m *Mixer) context() *eaudio.Context {
	if m.ctx == nil && m.audible {
		m.ctx = eaudio.NewContext(sampleRate)
	}
	return m.ctx
}

// Warm makes the audio context, then the next effect not made yet, one a
// call: the app calls it once a tick after its first frame, so the effects
// (about 12 ms each to synthesise in a browser) are not made before the
// menu shows, and none is made in the tick that first plays it.
func (m *Mixer) Warm() {
	if m.ctx == nil {
		m.context() // the context alone this tick
		return
	}
	for m.warmed < numEffects {
		e := m.warmed
		m.warmed++
		if m.players[e] == nil {
			m.player(e)
			return
		}
	}
}

// player is effect e's player, made on first use.
func (m *Mixer) player(e Effect) *eaudio.Player {
	if m.players[e] == nil {
		m.players[e] = m.ctx.NewPlayerF32FromBytes(synth(e))
	}
	return m.players[e]
}

// Silent tells whether sound is off for good on this machine.
func (m *Mixer) Silent() bool { return !m.audible }

// SetVolume sets the volume in [0,1].
func (m *Mixer) SetVolume(v float64) { m.volume = math.Max(0, math.Min(1, v)) }

// Volume returns the volume in [0,1].
func (m *Mixer) Volume() float64 { return m.volume }

// SetMuted mutes or unmutes every effect.
func (m *Mixer) SetMuted(muted bool) { m.muted = muted }

// Muted tells whether sound is muted.
func (m *Mixer) Muted() bool { return m.muted }

// Play starts an effect from its beginning. In browsers the context becomes
// ready after the first click or key; effects asked for before are dropped.
func (m *Mixer) Play(e Effect) {
	if m.muted || m.volume == 0 || m.context() == nil || !m.ctx.IsReady() {
		return
	}
	p := m.player(e)
	p.SetVolume(m.volume)
	_ = p.Rewind()
	p.Play()
}

// tone describes one synthesised sound: a few partials with an envelope.
type tone struct {
	seconds float64
	notes   []float64 // frequencies played one after another
	noise   float64   // share of noise, for card swishes
	decay   float64   // exponential decay rate
	gain    float64
}

var tones = [numEffects]tone{
	Deal:   {seconds: 0.07, notes: []float64{900}, noise: 0.8, decay: 60, gain: 0.35},
	Draw:   {seconds: 0.12, notes: []float64{500}, noise: 0.85, decay: 35, gain: 0.35},
	Play:   {seconds: 0.10, notes: []float64{220}, noise: 0.35, decay: 40, gain: 0.5},
	Count:  {seconds: 0.30, notes: []float64{660, 880}, noise: 0, decay: 9, gain: 0.35},
	Win:    {seconds: 0.75, notes: []float64{523, 659, 784, 1046}, noise: 0, decay: 4, gain: 0.35},
	Refuse: {seconds: 0.20, notes: []float64{150, 120}, noise: 0.1, decay: 12, gain: 0.4},
	Place:  {seconds: 0.12, notes: []float64{330}, noise: 0.3, decay: 30, gain: 0.45},
	Roll:   {seconds: 0.35, notes: []float64{700}, noise: 0.9, decay: 10, gain: 0.3},
	Lose:   {seconds: 0.75, notes: []float64{523, 440, 349, 262}, noise: 0, decay: 4, gain: 0.35},
}

// synth renders an effect as 32-bit float stereo samples.
func synth(e Effect) []byte {
	t := tones[e]
	n := int(t.seconds * sampleRate)
	buf := make([]byte, n*8)
	seed := uint32(2463534242)
	perNote := n / len(t.notes)
	for i := 0; i < n; i++ {
		note := min(i/perNote, len(t.notes)-1)
		local := float64(i-note*perNote) / sampleRate
		x := float64(i) / sampleRate
		seed ^= seed << 13
		seed ^= seed >> 17
		seed ^= seed << 5
		noise := float64(seed)/math.MaxUint32*2 - 1
		wave := math.Sin(2*math.Pi*t.notes[note]*x) + 0.3*math.Sin(4*math.Pi*t.notes[note]*x)
		env := math.Exp(-t.decay*local) * math.Min(1, local*400)
		v := float32(t.gain * env * ((1-t.noise)*wave + t.noise*noise))
		bits := math.Float32bits(v)
		binary.LittleEndian.PutUint32(buf[i*8:], bits)
		binary.LittleEndian.PutUint32(buf[i*8+4:], bits)
	}
	return buf
}
