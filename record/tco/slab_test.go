package tco

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSlabJoinKeepsWords: the words joined into the slab's chunks read
// as the parts joined, once many more have filled the chunk they are in
// and others after it, a join longer than a chunk included.
func TestSlabJoinKeepsWords(t *testing.T) {
	var s slab
	r := rand.New(rand.NewPCG(65, 66))
	pieces := []string{"check! ", "NaN", "scripted: ", "Æmber", " (", ")", "", strings.Repeat("x", textChunk/3)}
	var parts [][]string
	var got []string
	for range 3000 {
		ps := make([]string, r.IntN(5))
		for i := range ps {
			ps[i] = pieces[r.IntN(len(pieces))]
		}
		parts = append(parts, ps)
		got = append(got, s.join(ps...))
	}
	for i, ps := range parts {
		if want := strings.Join(ps, ""); got[i] != want {
			t.Fatalf("join %d of %q = %q, want %q", i, ps, got[i], want)
		}
	}
}
