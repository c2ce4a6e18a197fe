package engine

import "testing"

// Checkpoints of what the table shows beyond counts: the key cost, the
// winner, a creature's position (as play … at N) and flank, a status that
// is absent, numbers on artifacts, and a card in the discard pile while a
// copy of it is in play.
func TestCheckMore(t *testing.T) {
	s := fightScen(t, []string{"troll", "krump", "krump", "krump", "gauntlet-of-command"}, nil)
	s.creature(0, "troll")
	k1 := s.creature(0, "krump")
	s.creature(0, "krump")
	g := s.artifact(0, "gauntlet-of-command")
	s.g.cards[g].aember = 2
	s.g.put(s.take(0, "krump"), ZoneDiscard) // the third Krump: in the discard pile
	s.g.cards[k1].flags |= flStunned
	card := func(id string, copy int, items ...CheckItem) *Check {
		return &Check{Player: NoPlayer, Card: CardRef{ID: id, Copy: copy}, Items: items}
	}
	tests := []struct {
		name string
		c    *Check
		ok   bool
		got  string
	}{
		{"key cost", &Check{Player: 0, Items: []CheckItem{{Field: "keycost", N: 6}}}, true, "6"},
		{"not won yet", &Check{Player: 1, Items: []CheckItem{{Field: "won", Word: "no"}}}, true, "no"},
		{"won, wrongly", &Check{Player: 0, Items: []CheckItem{{Field: "won", Word: "yes"}}}, false, "no"},
		{"position", card("krump", 2, CheckItem{Field: "position", N: 2}), true, "2"},
		{"position, wrong", card("troll", 0, CheckItem{Field: "position", N: 1}), false, "0"},
		{"flank", card("troll", 0, CheckItem{Field: "flank", Word: "yes"}), true, "yes"},
		{"not a flank", card("krump", 0, CheckItem{Field: "flank", Word: "no"}), true, "no"},
		{"status absent", card("troll", 0, CheckItem{Field: "warded", Word: "no"}), true, "no"},
		{"status present", card("krump", 0, CheckItem{Field: "stunned", Word: "yes"}), true, "yes"},
		{"status said absent, present", card("krump", 0, CheckItem{Field: "stunned", Word: "no"}), false, "yes"},
		{"Æmber on an artifact", card("gauntlet-of-command", 0, CheckItem{Field: "aember", N: 2}), true, "2"},
		{"a copy in the discard pile", card("krump", 0, CheckItem{Field: "location", Word: "discard"}), true, "discard"},
		{"a copy in play", card("krump", 0, CheckItem{Field: "location", Word: "play"}), true, "play"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			out := s.do(Action{Verb: VerbCheck, Check: tc.c})
			if len(out.Checks) != 1 {
				t.Fatalf("%d check results", len(out.Checks))
			}
			if r := out.Checks[0]; r.OK != tc.ok || r.Actual != tc.got {
				t.Errorf("check %+v: ok %v, actual %q; want %v, %q", tc.c.Items[0], r.OK, r.Actual, tc.ok, tc.got)
			}
		})
	}
}
