package main

import (
	"encoding/json"

	"github.com/hajimehoshi/ebiten/v2"
)

// state is the part of the real game's window.twentyState() contract that
// the benchmark reads.
type state struct {
	Scene       string   `json:"scene"`
	Game        string   `json:"game"`
	Over        bool     `json:"over"`
	Ticks       int      `json:"ticks"`
	TPS         float64  `json:"tps"`
	FPS         float64  `json:"fps"`
	MaxUpdateMs float64  `json:"maxUpdateMs"`
	MaxDrawMs   float64  `json:"maxDrawMs"`
	Thinking    bool     `json:"thinking"`
	Message     string   `json:"message"`
	Targets     []string `json:"targets"`
}

func (g *game) stateJSON() string {
	b, err := json.Marshal(state{
		Scene:       "empty",
		Ticks:       g.ticks,
		TPS:         ebiten.ActualTPS(),
		FPS:         ebiten.ActualFPS(),
		MaxUpdateMs: worstMs(&g.updateMax),
		MaxDrawMs:   worstMs(&g.drawMax),
		Targets:     []string{},
	})
	if err != nil {
		return "{}"
	}
	return string(b)
}
