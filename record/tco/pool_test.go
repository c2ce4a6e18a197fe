package tco

import (
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestFzxPoolOf: a lose takes from the player it names, a steal from the
// stealer's opponent; other effects and unnamed players take from none.
func TestFzxPoolOf(t *testing.T) {
	for _, tc := range []struct {
		name string
		e    engine.Effect
		want int8
	}{
		{"lose names player 1", engine.Effect{Kind: engine.EffLose, Player: 1, N: 1}, 2},
		{"lose names player 0", engine.Effect{Kind: engine.EffLose, Player: 0, N: 1}, 1},
		{"steal by player 0", engine.Effect{Kind: engine.EffSteal, Player: 0, N: 1}, 2},
		{"steal by player 1", engine.Effect{Kind: engine.EffSteal, Player: 1, N: 1}, 1},
		{"gain", engine.Effect{Kind: engine.EffGain, Player: 0, N: 1}, 0},
		{"no player", engine.Effect{Kind: engine.EffLose, Player: engine.NoPlayer, N: 1}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := poolOf(tc.e); got != tc.want {
				t.Errorf("poolOf = %d, want %d", got, tc.want)
			}
		})
	}
}
