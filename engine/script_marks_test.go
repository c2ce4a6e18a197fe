package engine

import (
	"slices"
	"testing"
)

// TestScriptMarksAsPerAbility compares what noteScripts makes of the
// scripts' marks with what notePerAbility derives from every ability:
// for each script of the card database alone (hand-written and compiled),
// and for all of them in one game (the marks OR-ed, the granted keywords
// in their order).
func TestScriptMarksAsPerAbility(t *testing.T) {
	var all []*Script
	for _, lists := range [][][]Script{scriptLists, genLists[:]} {
		for _, list := range lists {
			for i := range list {
				all = append(all, &list[i])
			}
		}
	}
	idx := scriptIndex()
	stored := 0
	for _, s := range all {
		if e := idx[s.ID]; e.hand == s || e.gen == s {
			stored++
			if s.marks == nil {
				t.Fatalf("%s: the index made no marks", s.ID)
			}
		}
		if err := noteBothWays([]*Script{s, nil}); err != nil {
			t.Fatalf("%s alone: %v", s.ID, err)
		}
	}
	if stored < 1000 {
		t.Fatalf("only %d scripts have marks", stored)
	}
	if err := noteBothWays(all); err != nil {
		t.Fatalf("all %d scripts: %v", len(all), err)
	}
	rev := slices.Clone(all)
	slices.Reverse(rev)
	if err := noteBothWays(rev); err != nil {
		t.Fatalf("all %d scripts, last first: %v", len(all), err)
	}
}

// noteBothWays notes the scripts of a game of them by their marks and
// compares it with notePerAbility (checkNotedScripts).
func noteBothWays(scripts []*Script) error {
	g := &Game{scripts: scripts}
	g.noteScripts()
	return g.checkNotedScripts()
}
