package replay

import (
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// TestEntryText: an entry with its text says it; an entry made from the same
// source line as the one before (no text of its own) says its action, so
// that the line is shown once and the violations on such an entry still
// say what it did.
func TestEntryText(t *testing.T) {
	l := newMatch("entrytext")
	l.turn(1, 0).house("brobnar").play("troll")
	l.add("", engine.Action{Verb: engine.VerbEffect, Effect: &engine.Effect{Kind: engine.EffGain, Player: 0, N: 2}})
	l.end()
	r := mustRun(t, l.m)
	for _, tc := range []struct {
		name  string
		entry int
		want  string
	}{
		{"with its text", 2, "play Troll"},
		{"a later entry of a line", 3, "> Alice gain 2"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := r.EntryText(tc.entry); !strings.HasPrefix(got, tc.want) {
				t.Errorf("entry %d: %q, want %q", tc.entry, got, tc.want)
			}
		})
	}
}
