package ai

import "testing"

// TestMarginReward: with weight 0.1 any win is worth more than 0.95, a
// draw exactly 0.5 and any loss less than 0.05; a larger margin is worth
// more up to the scale, and nothing past it.
func TestMarginReward(t *testing.T) {
	for _, c := range []struct {
		margin, want float64
	}{
		{0, 0.5}, {40, 1}, {400, 1}, {-40, 0}, {-400, 0}, {20, 0.975}, {-20, 0.025},
	} {
		if got := MarginReward(c.margin, 40, 0.1); got < c.want-1e-12 || got > c.want+1e-12 {
			t.Errorf("MarginReward(%v, 40, 0.1) = %v, want %v", c.margin, got, c.want)
		}
	}
	if MarginReward(1, 40, 0.1) <= 0.95 || MarginReward(-1, 40, 0.1) >= 0.05 {
		t.Error("a win by 1 is not above 0.95, or a loss by 1 not below 0.05")
	}
}
