package carddb

import (
	"math/rand/v2"
	"testing"
)

// TestFoldASCII: the ASCII fast path folds as the general one does, on
// names, cuts of log lines and random ASCII strings.
func TestFoldASCII(t *testing.T) {
	names := []string{"", " ", "a", "A", "troll", "Troll", "sir marrows", "sir  marrows", " sir marrows", "sir marrows ",
		"Gizelhart's Zealot", "Quixo the \"Adventurer\"", "PYR*0", "Auto-Autopsy 2.1", "nan26 uses Troll to", "`x`", "a\tb",
		"Duck, Duck, Superb Duck", "...", "x-", "-x", "1 2 3"}
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		b := make([]byte, r.IntN(12))
		for i := range b {
			b[i] = byte(r.IntN(0x80))
		}
		names = append(names, string(b))
	}
	for _, n := range names {
		if got, want := Fold(n), foldUnicode(n); got != want {
			t.Errorf("Fold(%q) = %q, want %q", n, got, want)
		}
	}
}
