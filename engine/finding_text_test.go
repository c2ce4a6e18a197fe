package engine

import (
	"fmt"
	"testing"
)

// TestForgeFindingAsSprintf: the finding of a declared forge the pool
// cannot pay, which joins its words without Sprintf (the most frequent
// finding of the TCO logs), says what the former format said.
func TestForgeFindingAsSprintf(t *testing.T) {
	s := fightScen(t, nil, nil)
	s.g.p[0].aember = 3
	out := s.effect(Effect{Kind: EffForge, Player: 0, Key: KeyRed, N: 16})
	want := fmt.Sprintf("%s has %d Æmber and the key costs %d", s.g.p[0].name, 3, 16)
	if len(out.Violations) != 1 || out.Violations[0].Message != want {
		t.Fatalf("findings %v, want one saying %q", out.Violations, want)
	}
}
