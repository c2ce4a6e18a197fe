package tcoimport

import (
	"fmt"
	"strings"
	"testing"
)

// settleLog is a short two-turn log: Alice plays Troll, then line, then
// checkpoints that give Alice aember Æmber.
func settleLog(line string, aember int) string {
	return strings.Join([]string{
		"Alice brings Deck One to The Crucible",
		"Bob brings Deck Two to The Crucible",
		"Alice won the flip and is first player",
		"Key phase - Alice",
		"Alice does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Alice",
		"Alice chooses brobnar as their active house this turn",
		"Main phase - Alice",
		"Alice plays Troll",
		line,
		"End of turn 1",
		fmt.Sprintf("Alice: %d amber (0 keys) Bob: 0 amber (0 keys)", aember),
		"Turn 1 - Bob",
		"Key phase - Bob",
		"Bob does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Bob",
		"Bob chooses shadows as their active house this turn",
		"End of turn 1",
		fmt.Sprintf("Alice: %d amber (0 keys) Bob: 0 amber (0 keys)", aember),
	}, "\n")
}

// TestSettle: a checkpoint that disagrees after a line whose effects the log
// hides is settled by an effect on that line (counted apart, as settled);
// one after lines that said everything is left to disagree.
func TestSettle(t *testing.T) {
	dir := sharedDir(t)
	for _, tc := range []struct {
		name        string
		line        string
		aember      int
		settled     int
		disagreeing int
	}{
		{"hidden line, more Æmber", "Alice uses Troll to deal 2 damage to each creature", 3, 1, 0},
		{"hidden line, agreeing", "Alice uses Troll to deal 2 damage to each creature", 0, 0, 0},
		{"nothing hidden", "Alice uses Troll to gain 1 amber", 3, 0, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, ix := storeWithPacks(t, dir)
			rep, err := New(st, ix).Import("settle.txt", []byte(settleLog(tc.line, tc.aember)))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Settled != tc.settled || rep.Checkpoints-rep.Agreeing != tc.disagreeing {
				t.Errorf("settled %d, %d of %d checkpoint items disagree; want %d settled, %d disagreeing",
					rep.Settled, rep.Checkpoints-rep.Agreeing, rep.Checkpoints, tc.settled, tc.disagreeing)
			}
			m, err := st.Match(rep.Match)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			for _, e := range m.Entries {
				if e.Comment == CommentSettled {
					n++
				}
			}
			if n != tc.settled {
				t.Errorf("%d settled entries stored, want %d", n, tc.settled)
			}
		})
	}
}

// TestHasTrigger: a trigger is the few words before a colon, sentences run
// together or not.
func TestHasTrigger(t *testing.T) {
	for _, tc := range []struct {
		text, trigger string
		want          bool
	}{
		{"Reap: Gain 1.", "Reap", true},
		{"Elusive. (The first time this creature is attacked each turn, no damage is dealt.)Reap: You may exalt it.", "Reap", true},
		{"Play/After Reap: You may exalt Senator Shrix.", "Play", true},
		{"Play/After Reap: You may exalt Senator Shrix.", "Reap", true},
		{"Play/After Reap: You may exalt Senator Shrix.", "Fight", false},
		{"Skip your “forge a key” step.\nAction: Destroy The Sting.", "Play", false},
		{"Deal 2 to a creature. If you play another card: gain 1.", "Play", false},
		{"", "Reap", false},
	} {
		t.Run(tc.trigger+" in "+tc.text, func(t *testing.T) {
			if got := hasTrigger(tc.text, tc.trigger); got != tc.want {
				t.Errorf("hasTrigger = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestSettleChains: Ann's short opening hand says she began with chains;
// her first shed ("reduced by 1 to 3") comes after Coward's End, whose
// "Gain 3 chains" TCO does not log, so the reader's 4 chains are 2 too
// many. The import settles the start at 2, where the engine's chains agree
// with the line.
func TestSettleChains(t *testing.T) {
	dir := sharedDir(t)
	log := strings.Join([]string{
		"Bob brings Deck One to The Crucible",
		"Ann brings Deck Two to The Crucible",
		"Bob won the flip and is first player",
		"Bob draws 6 card  s to their maximum of 6",
		"Ann draws 5 card  s to their maximum of 6",
		"Key phase - Bob",
		"Bob does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Bob",
		"Bob chooses shadows as their active house this turn",
		"End of turn 1",
		"Turn 1 - Ann",
		"Key phase - Ann",
		"Ann does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Ann",
		"Ann chooses brobnar as their active house this turn",
		"Main phase - Ann",
		"Ann plays Coward’s End",
		"Ann uses Coward’s End to destroy each undamaged creature",
		"Draw phase - Ann",
		"Ann's chains are reduced by 1 to 3",
		"End of turn 1",
	}, "\n")
	st, ix := storeWithPacks(t, dir)
	rep, err := New(st, ix).Import("chains.txt", []byte(log))
	if err != nil {
		t.Fatal(err)
	}
	m, err := st.Match(rep.Match)
	if err != nil {
		t.Fatal(err)
	}
	if got := m.Header.Chains[1]; got != 2 || rep.Agreeing != rep.Checkpoints {
		t.Errorf("Ann began with %d chains, %d of %d checkpoint items agree; want 2, all", got, rep.Agreeing, rep.Checkpoints)
	}
}

// logTurn is a turn of a made-up log: its key and house phases with
// nothing forged, then lines in its main phase.
func logTurn(pl, house string, lines ...string) []string {
	head := []string{"Key phase - " + pl,
		pl + " does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - " + pl, pl + " chooses " + house + " as their active house this turn", "Main phase - " + pl}
	return append(head, lines...)
}

// unlistedLog: Alice's three creatures, Bob's Zap (one damage, its
// target not named), then Alice's Kerwollop, whose line names the
// creatures it hit (list), and the Æmber Alice has after it.
func unlistedLog(list string, aember int) string {
	var lines []string
	add := func(l ...string) { lines = append(lines, l...) }
	add("Alice brings Deck One to The Crucible", "Bob brings Deck Two to The Crucible",
		"Alice won the flip and is first player")
	add(logTurn("Alice", "shadows", "Alice plays Jackie Tar")...)
	add("End of turn 1", "Alice: 0 amber (0 keys) Bob: 0 amber (0 keys)", "Turn 1 - Bob")
	add(logTurn("Bob", "staralliance")...)
	add("End of turn 1", "Alice: 0 amber (0 keys) Bob: 0 amber (0 keys)", "Turn 2 - Alice")
	add(logTurn("Alice", "shadows", "Alice plays Umbra", "Alice plays Mooncurser")...)
	add("End of turn 2", "Alice: 0 amber (0 keys) Bob: 0 amber (0 keys)", "Turn 2 - Bob")
	add(logTurn("Bob", "staralliance", "Bob plays Zap", "Bob gains an amber due to Zap's bonus icon",
		"Bob uses Zap to deal 1 damage to a creature for each house represented among creatures in play")...)
	add("End of turn 2", "Alice: 0 amber (0 keys) Bob: 1 amber (0 keys)", "Turn 3 - Alice")
	add(logTurn("Alice", "shadows", "Alice plays Kerwollop", "Alice uses Kerwollop to deal damage to "+list,
		"Alice gains amber for each creature destroyed this way")...)
	add("End of turn 3", fmt.Sprintf("Alice: %d amber (0 keys) Bob: 1 amber (0 keys)", aember))
	return strings.Join(lines, "\n")
}

// TestUnlisted: a line naming each creature an "each" step hit is the
// board: the creature it leaves out was taken out by the hidden choice
// before it (Zap's damage), which the import answers so; a line naming
// them all changes nothing.
func TestUnlisted(t *testing.T) {
	dir := sharedDir(t)
	for _, tc := range []struct {
		name    string
		list    string
		aember  int
		answers []string // the choose entries the import inferred
		// disagree is how many checkpoint items disagree: with every
		// creature named, Zap's damage stays undealt (its targets are
		// not known) and Kerwollop destroys one creature fewer.
		disagree int
	}{
		{"a creature left out", "Jackie Tar, and Umbra", 0, []string{"mooncurser"}, 0},
		{"every creature named", "Jackie Tar, Umbra, and Mooncurser", 2, nil, 1},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, ix := storeWithPacks(t, dir)
			rep, err := New(st, ix).Import("unlisted.txt", []byte(unlistedLog(tc.list, tc.aember)))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Checkpoints-rep.Agreeing != tc.disagree || rep.Violations != 0 {
				t.Errorf("%d of %d checkpoint items disagree, %d violations; want %d, none",
					rep.Checkpoints-rep.Agreeing, rep.Checkpoints, rep.Violations, tc.disagree)
			}
			m, err := st.Match(rep.Match)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range m.Entries {
				if e.Comment == CommentChoiceUnlisted {
					for _, c := range e.Action.Cards {
						got = append(got, c.ID)
					}
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.answers) {
				t.Errorf("inferred choices %v, want %v", got, tc.answers)
			}
		})
	}
}
