package tco

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/record"
)

// yearCases are the shapes of TCO's messages as keyteki wrote them in
// earlier years (2021 and before), each with cards, players and numbers
// that the shared logs do not have: the structure is tested, not a line.
var yearCases = []struct {
	name  string
	lines []string
	want  string
}{
	// The unit of Æmber: "amber" (keyteki's templates until it wrote "Æmber").
	{"a named player's key cost", []string{"NaN uses Naja to increase nan26's key cost by 2 until the end of their next turn"}, "> keycost p0 n=2 next"},
	{"no forge, amber", []string{"nan26 does not forge a key.  They have 4 amber.  The current cost is 8 amber "}, "check p0 aember=4 keycost=8 # key phase, cost 8"},
	{"gain amber", []string{"NaN uses Naja to gain 4 amber"}, "> gain p1 n=4"},
	{"steal amber from", []string{"nan26 uses Knoxx to steal 2 amber from NaN"}, "> steal p0 n=2"},
	{"bonus amber", []string{"nan26 gains an amber due to Mock Zap's bonus icon"}, "> gain p0 n=1 # bonus icon"},
	{"bonus capture amber", []string{"NaN captures an amber on Knoxx due to Naja's bonus icon"}, "> capture p1 n=1 knoxx # bonus icon"},
	{"capture amber placing", []string{"NaN uses Chronus to capture 2 amber from their opponent, placing it on Chronus"}, "> capture p1 n=2 chronus"},
	{"lose and draw", []string{"NaN uses Naja to lose 5 amber, and draw 10 cards"}, "> lose p1 n=5; > draw p1 n=10"},
	{"summary, amber", []string{"End of turn 1", "NaN: 12 amber (2 keys) nan26: 0 amber (1 key)"},
		"check p0 aember=0 keys=1 # end of turn; check p1 aember=12 keys=2 # end of turn"},
	// Turns and phases.
	{"turn header, title case", []string{"End of turn 1", "Turn 1 - nan26"}, "turn p0 n=1"},
	{"key phase skipped", []string{"End of turn 1", "Turn 1 - nan26", "House phase - nan26"}, "> noforge p0 # key phase skipped"},
	{"readies all of their cards", []string{"NaN readies all of their cards"}, ""},
	{"readies all their cards", []string{"nan26 readies all their cards"}, ""},
	{"draw step, hand size", []string{"NaN draws 3 cards up to their maximum hand size of 7"}, `# ["draw step: NaN draws 3"] # draw step`},
	// Forging: the key named by its image ("forgedkey" + colour).
	{"forged key image", []string{"End of turn 1", "Turn 1 - nan26", "Key phase - nan26", "nan26 forges the forgedkeyyellow, paying 7 amber"},
		"> forge p0 n=7 key=yellow # key phase, paying 7"},
	// Plays.
	{"play gaining its printed Æmber", []string{"NaN plays Phloxem Spike, gaining 1 amber"}, "play phloxem-spike"},
	{"play gaining more than printed", []string{"NaN plays Phloxem Spike, gaining 3 amber"}, "play phloxem-spike; > gain p1 n=2 # bonus icon"},
	{"upgrade discarded", []string{"NaN plays Siren Horn and it is discarded"}, "> discard p1 siren-horn # played with no creature to attach it to"},
	{"playing as", []string{"NaN is playing as the Archon Dhirrbriar"}, ""},
	// Clauses.
	{"cause to gain", []string{"nan26 uses Knoxx to cause NaN to gain 2 amber"}, "> gain p1 n=2"},
	{"add power counters", []string{"NaN uses Naja to add 2 power counters to to Knoxx and Chronus"}, "> power p1 n=2 knoxx; > power p1 n=2 chronus"},
	{"semicolon join", []string{"nan26 uses Knoxx to steal 2 amber from NaN; and discard Chronus"}, "> steal p0 n=2; > discard p0 chronus"},
	{"remove all amber", []string{"nan26 uses Knoxx to remove all amber from Chronus"}, "> supply p0 n=99 chronus"},
	{"return to their deck", []string{"NaN uses Naja to return Knoxx, Chronus, and Skixuno to their deck"},
		"> shuffle p1 knoxx; > shuffle p1 chronus; > shuffle p1 skixuno"},
	{"heal then ward one target", []string{"nan26 uses Naja to heal 2 damage and ward Skixuno"}, "> heal p0 n=2 skixuno; > ward p0 skixuno"},
	{"remove ward then damage", []string{"nan26 uses Naja to remove ward and deal 4 damage to Knoxx"}, `# ["ward removed"]; > damage p0 n=4 knoxx`},
	{"reveal from hand then archive it", []string{"NaN uses Naja to reveal Knoxx from their hand, and archive it"}, "> reveal p1 knoxx; > archive p1 knoxx"},
	{"trigger a play effect again", []string{"NaN uses Mock Archivist to trigger the play effect of Knoxx an additional time"}, `# ["ability of mock-archivist"] # hidden`},
	{"purge and resolve bonus icons", []string{"nan26 uses Naja to purge Mock Zap and resolve its bonus icons"}, `> purge p0 mock-zap; # ["lasting: resolve its bonus icons"]`},
	{"bare lasting effect", []string{"nan26 uses Naja to apply a lasting effect"}, `# ["lasting: apply a lasting effect"]`},
	{"looked at, one kept", []string{"nan26 adds a card to their hand and discards the other 3"},
		"> draw p0 n=1 # looked at, one kept; > discard-top p0 n=3 # looked at, the others discarded"},
	// A fully scripted card given an ability by a lasting effect: its line
	// states that ability's effect (Urchin's script does not deal damage).
	{"ability granted to a scripted card", []string{"nan26 uses Naja to apply a lasting effect to Urchin", "nan26 uses Urchin to deal 3 damage to Knoxx"}, "> damage p0 n=3 knoxx"},
	{"scripted card without a granted ability", []string{"nan26 uses Tyxl Beambuckler to deal 3 damage to Knoxx"}, `# ["scripted: damage by tyxl-beambuckler"] # scripted`},
	// A change the card's own abilities never make is another card's
	// doing (an upgrade's ability, Rocket Boots' ready on Golis
	// Artificer): declared (Urchin's script steals, it deals no damage).
	{"scripted card, a change its script cannot make", []string{"nan26 uses Urchin to deal 3 damage to Knoxx"}, "> damage p0 n=3 knoxx"},
	// A creature only the opponent had, used by the active player: its
	// control changed (an effect TCO calls a lasting effect).
	{"control inferred from a reap", []string{"nan26 plays Chronus", "NaN uses Naja to apply a lasting effect to Chronus", "NaN uses Chronus to reap with Chronus"},
		"> control p1 chronus # control inferred; reap chronus"},
	{"control inferred from a fight", []string{"nan26 plays Knoxx", "NaN uses Knoxx to make Knoxx fight Skixuno"},
		"> control p1 knoxx # control inferred; fight knoxx -> skixuno"},
	{"own creature: no control", []string{"NaN plays Knoxx", "NaN uses Knoxx to make Knoxx fight Skixuno"}, "fight knoxx -> skixuno"},
	// The opponent names a house as the active player chooses theirs.
	{"house named for a prophecy", []string{"End of turn 1", "TURN 1 - nan26", "House phase - nan26", "nan26 chooses logos as their active house this turn", "NaN chooses house shadows"},
		`# ["names house shadows (prophecy)"]`},
	{"house chosen for an ability", []string{"NaN chooses logos as their active house this turn", "NaN chooses house shadows"}, `choose ["shadows"]`},
	// Unnamed objects: understood, their effect hidden.
	{"capture by an action", []string{"NaN uses Mock Zap to capture 2 amber"}, `# ["unnamed: capture 2 Æmber on a friendly creature"] # hidden`},
	{"capture by a creature", []string{"NaN uses Knoxx to capture 2 amber"}, "> capture p1 n=2 knoxx"},
	{"damage to a creature for each", []string{"NaN uses Naja to deal 2 damage to a creature for each key forged"}, `# ["unnamed: deal 2 damage to a creature for each key forged"] # hidden`},
	{"abduct creatures", []string{"nan26 uses Knoxx to abduct 3 creatures"}, `# ["unnamed: abduct 3 creatures"] # hidden`},
	{"a card under", []string{"nan26 uses Knoxx to place a card under Knoxx"}, `# ["unnamed: place a card under Knoxx"] # hidden`},
	{"each creature", []string{"NaN uses Naja to make each creature deal damage to its left neighbor"}, `# ["unnamed: make each creature deal damage to its left neighbor"] # hidden`},
	{"reap with neighbors", []string{"NaN uses Chronus to reap with each of its neighbors in turn"}, `# ["unnamed: reap with each of its neighbors in turn"] # hidden`},
	{"ward and destroy all, give chains", []string{"nan26 uses Naja to ward Knoxx, destroy all creatures without amber and give nan26 3 chains"},
		`> ward p0 knoxx; # ["unnamed: destroy all creatures without Æmber"] # hidden; > chains p0 n=3`},
}

func TestYears(t *testing.T) {
	for _, tc := range yearCases {
		t.Run(tc.name, func(t *testing.T) {
			es, res := parseShape(t, tc.lines...)
			if len(res.Unknown) > 0 {
				t.Fatalf("unknown lines: %v", res.Unknown)
			}
			if got := shape(es); got != tc.want {
				t.Errorf("%q\n got  %s\n want %s", tc.lines[len(tc.lines)-1], got, tc.want)
			}
		})
	}
}

// TestCanonical: the unit word is rewritten as a word only, never inside
// another word, and the seams of composed messages are
// repaired.
func TestCanonical(t *testing.T) {
	for _, tc := range []struct {
		name, in, want string
	}{
		{"unit", "X uses Y to gain 2 amber", "X uses Y to gain 2 Æmber"},
		{"aember", "X: 3 aember (1 key)", "X: 3 Æmber (1 key)"},
		{"before a dot", "They have 0 amber. The cost", "They have 0 Æmber. The cost"},
		{"inside a word", "X plays Amberling and amberlight", "X plays Amberling and amberlight"},
		{"capitalised title", "X plays Amber Conduction", "X plays Amber Conduction"},
		{"a player's name is canonical too", "amber: 3 amber (0 keys)", "Æmber: 3 Æmber (0 keys)"},
		{"name with underscore", "amber_fox gains 1 amber", "amber_fox gains 1 Æmber"},
		{"doubled to", "X uses Y to to look at", "X uses Y to look at"},
		{"semicolon and", "steal 1 amber from Z; and discard W", "steal 1 Æmber from Z, and discard W"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := canonical(tc.in); got != tc.want {
				t.Errorf("canonical(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}

// TestPlayerNamedAmber: a player whose name is the unit word keeps it, in
// the header and in every line.
func TestPlayerNamedAmber(t *testing.T) {
	src := strings.Join([]string{
		"amber brings Deck A to The Crucible",
		"bob brings Deck B to The Crucible",
		"amber won the flip and is first player",
		"Key phase - amber",
		"amber does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"End of turn 1",
		"amber: 2 amber (0 keys) bob: 0 amber (0 keys)",
	}, "\n")
	res, err := Parse("amber", []byte(src), shapeCards)
	if err != nil {
		t.Fatal(err)
	}
	if res.Match.Header.Players[0] != "amber" || len(res.Unknown) != 0 {
		t.Fatalf("players %q, unknown %v", res.Match.Header.Players, res.Unknown)
	}
	last := res.Match.Entries[len(res.Match.Entries)-2]
	if last.Action.Check == nil || last.Action.Check.Player != 0 || last.Action.Check.Items[0].N != 2 {
		t.Errorf("summary of amber: %+v", last.Action)
	}
}

// TestEachLineOnce: on the shared logs of every year, every line that made
// entries gives its text to exactly one of them (the first), so that a log
// shown entry by entry shows each TCO line once; and the lines that made
// several entries are counted (the repetitions a page showed before).
func TestEachLineOnce(t *testing.T) {
	ix := testIndex(t)
	for _, year := range []string{"tco-logs", "tco-logs-2021"} {
		t.Run(year, func(t *testing.T) {
			files, _ := filepath.Glob(filepath.Join(sharedData, year, "*.txt"))
			if len(files) == 0 {
				t.Skip("shared logs absent")
			}
			extra := 0
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				res, err := Parse(f, data, ix)
				if err != nil {
					t.Fatal(err)
				}
				texts := map[int]int{}
				entries := map[int]int{}
				for i, e := range res.Match.Entries {
					entries[e.Line]++
					if e.Text != "" {
						texts[e.Line]++
						if i > 0 && res.Match.Entries[i-1].Line == e.Line {
							t.Errorf("%s: line %d: text on a later entry of the line", filepath.Base(f), e.Line)
						}
					}
				}
				for line, n := range entries {
					if texts[line] != 1 {
						t.Errorf("%s: line %d: %d entries, %d with the text", filepath.Base(f), line, n, texts[line])
					}
					extra += n - 1
				}
			}
			t.Logf("%s: %d entries beyond the first of their line (shown once now)", year, extra)
		})
	}
}

// TestAbductedNamedLater: the creatures of "abduct N creatures" are the
// opponent's cards later named leaving the abductor's archives; without
// such lines the abduction stays hidden.
func TestAbductedNamedLater(t *testing.T) {
	for _, tc := range []struct {
		name  string
		later []string
		want  string
	}{
		{"both named", []string{"Knoxx leaves the archives and will be returned its owner hand", "Chronus leaves the archives and will be returned its owner hand"},
			"> archive p1 knoxx # named by a later line; > archive p1 chronus # named by a later line"},
		{"one named, an own card skipped", []string{"Naja leaves the archives and will be returned its owner hand", "Chronus leaves the archives and will be returned its owner hand"},
			"> archive p1 chronus # named by a later line"},
		{"none named", nil, `# ["unnamed: abduct 2 creatures"] # hidden`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			lines := append([]string{"nan26 plays Knoxx", "nan26 plays Chronus", "NaN plays Naja", "NaN uses Naja to abduct 2 creatures"}, tc.later...)
			_, res := parseShape(t, lines...)
			if len(res.Unknown) > 0 {
				t.Fatalf("unknown %v", res.Unknown)
			}
			abductLine := strings.Count(shapeLogHead, "\n") + 4
			var es []record.Entry
			for _, e := range res.Match.Entries {
				if e.Line == abductLine {
					es = append(es, e)
				}
			}
			if got := shape(es); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
			if len(es) > 0 && es[0].Text == "" {
				t.Error("the line's text is not on its first entry")
			}
		})
	}
}

// TestNotes: comment entries of abilities note the ability's card and the
// card the effect named, one note per entry, aligned with the entries.
func TestNotes(t *testing.T) {
	for _, tc := range []struct {
		name         string
		lines        []string
		source, card string
	}{
		{"scripted effect", []string{"nan26 uses Tyxl Beambuckler to deal 3 damage to Knoxx"}, "tyxl-beambuckler", "knoxx"},
		{"hidden effect", []string{"NaN uses Naja to abduct 2 creatures"}, "naja", ""},
		{"an effect declared", []string{"NaN uses Naja to deal 2 damage to Knoxx"}, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, res := parseShape(t, tc.lines...)
			if res.Notes.Len() != len(res.Match.Entries) {
				t.Fatalf("%d notes for %d entries", res.Notes.Len(), len(res.Match.Entries))
			}
			n := res.Notes.At(res.Notes.Len() - 1)
			if n.Source.ID != tc.source || n.Card.ID != tc.card {
				t.Errorf("note %+v, want source %q card %q", n, tc.source, tc.card)
			}
		})
	}
}
