package ui

import (
	"encoding/json"

	"github.com/twenty-games/twenty/rules/play"

	"github.com/twenty-games/twenty/rules/ai"
)

// AnimSpeed scales every tween; Instant skips animation entirely.
type AnimSpeed int

// Animation speeds offered in the settings.
const (
	Slow AnimSpeed = iota
	NormalSpeed
	Fast
	Instant
)

var animSpeedNames = [...]string{"Slow", "Normal", "Fast", "Instant"}

func (s AnimSpeed) String() string { return animSpeedNames[s] }

// Scale turns a tween length at normal speed into ticks at this speed.
func (s AnimSpeed) Scale(ticks int) int {
	switch s {
	case Slow:
		return ticks * 3 / 2
	case Fast:
		return max(1, ticks/2)
	case Instant:
		return 0
	}
	return ticks
}

// Settings are kept between sessions.
type Settings struct {
	Volume        float64   `json:"volume"`
	Muted         bool      `json:"muted"`
	Speed         AnimSpeed `json:"speed"`
	Difficulty    ai.Level  `json:"difficulty"`
	Fullscreen    bool      `json:"fullscreen"`
	ReducedMotion bool      `json:"reducedMotion"`
	// ColourSafe draws suits, tiles and dice in a palette that colour
	// blind players tell apart (sprites.SetColourSafe).
	ColourSafe bool `json:"colourSafe"`
}

func defaultSettings() Settings {
	return Settings{Volume: 0.7, Speed: NormalSpeed, Difficulty: ai.Normal}
}

const SettingsKey = "settings"

// LoadSettings reads the settings; anything unreadable falls back to the
// defaults (settings are not worth an error screen).
func LoadSettings(st play.Store) Settings {
	s := defaultSettings()
	text, ok, err := st.Load(SettingsKey)
	if err != nil || !ok {
		return s
	}
	if json.Unmarshal([]byte(text), &s) != nil {
		return defaultSettings()
	}
	s.Volume = min(1, max(0, s.Volume))
	if s.Speed < Slow || s.Speed > Instant {
		s.Speed = NormalSpeed
	}
	if s.Difficulty < ai.Easy || s.Difficulty > ai.Hard {
		s.Difficulty = ai.Normal
	}
	return s
}

func StoreSettings(st play.Store, s Settings) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	return st.Save(SettingsKey, string(b))
}
