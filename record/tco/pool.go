package tco

import "github.com/kfr-dev/kfr/engine"

// poolOf is Note.Pool for a line's effect: 1 + the player whose pool a
// lose (the player named) or a steal (the stealer's opponent) takes
// from, 0 for any other effect or a player not named.
func poolOf(e engine.Effect) int8 {
	if e.Player != 0 && e.Player != 1 {
		return 0
	}
	switch e.Kind {
	case engine.EffLose:
		return 1 + e.Player
	case engine.EffSteal:
		return 1 + (1 - e.Player)
	}
	return 0
}
