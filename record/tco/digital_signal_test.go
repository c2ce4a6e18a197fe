package tco

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// Digital Signal ("Play: For each card in your opponent's archives,
// archive a card. Discard your opponent's archives.") is resolved whole by
// the engine's script. The two lines TCO logs for it (game-12.txt, lines
// 331–332) are comments: an archive or a discard declared from them would
// be applied twice, the discard from the wrong player's hand.
func TestDigitalSignalLinesAreComments(t *testing.T) {
	if !engine.FullyScripted("digital-signal") {
		t.Fatal("Digital Signal is not scripted whole by the engine")
	}
	ix := testIndex(t)
	var data []byte
	for _, lf := range testLogs(t) {
		if lf.name == "game-12.txt" {
			data = lf.data
		}
	}
	if data == nil {
		t.Skip("game-12.txt absent")
	}
	raw := strings.Split(string(data), "\n")
	want := map[int]string{
		329: "NaN plays Digital Signal",
		331: "NaN uses Digital Signal to archive 1 cards  and discard Chasm Vespid from nan26's archives",
		332: "NaN uses Digital Signal to discard Chasm Vespid",
	}
	for n, text := range want {
		if n > len(raw) || strings.TrimRight(raw[n-1], "\r") != text {
			t.Fatalf("game-12.txt line %d is not %q", n, text)
		}
	}
	res, err := Parse("game-12.txt", data, ix)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range res.Unknown {
		if u.Line >= 329 && u.Line <= 332 {
			t.Errorf("line %d not understood: %q", u.Line, u.Text)
		}
	}
	entries := map[int][]string{}
	for _, e := range res.Match.Entries {
		if e.Line < 329 || e.Line > 332 {
			continue
		}
		entries[e.Line] = append(entries[e.Line], describe(e))
		switch e.Line {
		case 329:
			if e.Action.Verb != engine.VerbPlay || e.Action.Card.ID != "digital-signal" {
				t.Errorf("line 329: %s, want the play of Digital Signal", describe(e))
			}
		case 331, 332:
			if e.Action.Verb != engine.VerbComment {
				t.Errorf("line %d: %s, want a comment", e.Line, describe(e))
			}
		}
	}
	for _, n := range []int{329, 331, 332} {
		if len(entries[n]) == 0 {
			t.Errorf("line %d gave no entry", n)
		}
	}
	// What the archived card was is kept in the comments.
	if got := strings.Join(entries[331], "; "); !strings.Contains(got, "Chasm Vespid from nan26's archives") {
		t.Errorf("line 331's comments %q do not name the discarded card", got)
	}
}
