package tcoimport

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// hrxPoltergeistLog: Bob plays Lash of Broken Dreams ("Action: Keys cost
// +3A during your opponent's next turn."), then Alice's Poltergeist uses
// it as hers (Bob's keys cost 9) and destroys it; with lashFirst, Alice
// plays her own Lash before Poltergeist, which, entering play exhausted,
// cannot be used: TCO still logs the use, and Bob's keys cost 6.
func hrxPoltergeistLog(lashFirst bool) string {
	lines := []string{
		"Bob brings Deck Two to The Crucible",
		"Alice brings Deck One to The Crucible",
		"Bob won the flip and is first player",
		"Key phase - Bob",
		"Bob does not forge a key. They have 0 amber. The current cost is 6 Æmber ",
		"House phase - Bob",
		"Bob chooses dis  as their active house this turn",
		"Main phase - Bob",
	}
	if !lashFirst {
		lines = append(lines, "Bob plays Lash of Broken Dreams")
	}
	lines = append(lines,
		"End of turn 1",
		"Bob: 0 Æmber  (0 keys) Alice: 0 Æmber  (0 keys)",
		"TURN 1 - Alice",
		"Key phase - Alice",
		"Alice does not forge a key. They have 0 amber. The current cost is 6 Æmber ",
		"House phase - Alice",
		"Alice chooses dis  as their active house this turn",
		"Main phase - Alice",
	)
	if lashFirst {
		lines = append(lines, "Alice plays Lash of Broken Dreams")
	}
	cost := "9"
	if lashFirst {
		cost = "6"
	}
	lines = append(lines,
		"Alice plays Poltergeist",
		"Alice gains an Æmber  due to Poltergeist's bonus icon",
		"Alice uses Poltergeist to use Lash of Broken Dreams and destroy it",
		"End of turn 1",
		"Bob: 0 Æmber  (0 keys) Alice: 1 Æmber  (0 keys)",
		"TURN 2 - Bob",
		"Key phase - Bob",
		"Bob does not forge a key. They have 0 amber. The current cost is "+cost+" Æmber ",
	)
	return strings.Join(lines, "\n")
}

// TestHrxScriptedUse: TCO's "uses Poltergeist to use X" is a check of
// the use Poltergeist's script makes, not a second use declared after it
// (which finds the artifact destroyed); the use of an exhausted artifact,
// which does nothing, agrees with the engine making none.
func TestHrxScriptedUse(t *testing.T) {
	dir := sharedDir(t)
	if !engine.FullyScripted("poltergeist") {
		t.Skip("Poltergeist is not scripted")
	}
	for _, tc := range []struct {
		name      string
		lashFirst bool
	}{{"an enemy artifact, used", false}, {"an exhausted artifact, not used", true}} {
		t.Run(tc.name, func(t *testing.T) {
			rep := hrxImport(t, dir, "poltergeist.txt", []byte(hrxPoltergeistLog(tc.lashFirst)))
			if rep.Violations != 0 || rep.Agreeing != rep.Checkpoints {
				t.Errorf("%d violations, %d of %d checkpoint items agree; want none and all", rep.Violations, rep.Agreeing, rep.Checkpoints)
			}
			hrxWantChecks(t, rep, "poltergeist", "use", "lash-of-broken-dreams")
		})
	}
}

// TestHrxAnswerPlaced: game-01's Brunx and Bongle fights Cornicen
// Octavia, which survived Skixuno only because Defense Initiative warded
// it as a neighbor of the creature it chose, a place the import settles
// after its first answers (on the default flanks, Cornicen Octavia is
// destroyed and nothing waits after the fight). Answered again on the
// settled places, TCO's "uses Brunx and Bongle to reap" answers its "you
// may ready and reap": no violation, and the line that readies it agrees.
func TestHrxAnswerPlaced(t *testing.T) {
	dir := sharedDir(t)
	if !engine.FullyScripted("brunx-and-bongle") {
		t.Skip("Brunx and Bongle is not scripted")
	}
	rep := hrxImportShared(t, dir, "game-01.txt")
	if rep.Violations != 0 || rep.Placed == 0 {
		t.Errorf("%d violations, %d places settled; want none and some", rep.Violations, rep.Placed)
	}
	hrxWantChecks(t, rep, "brunx-and-bongle", "ready", "brunx-and-bongle")
}

// TestHrxPlaceAnswered: in game-04 Sil-A-T8 reaps and readies Scout Pete,
// which reaps next: Sil-A-T8 had a Star Alliance neighbor, which it has
// only with a creature TCO does not say the flank of on the other side,
// and the creature it readied is named only as its "may" answer, which
// the default board never asks. A place tried with the log answered
// again on it leaves no violation, and the ready agrees.
func TestHrxPlaceAnswered(t *testing.T) {
	dir := sharedDir(t)
	if !engine.FullyScripted("sil-a-t8") {
		t.Skip("Sil-A-T8 is not scripted")
	}
	rep := hrxImportShared(t, dir, "game-04.txt")
	if rep.Violations != 0 {
		t.Errorf("%d violations, want none", rep.Violations)
	}
	hrxWantChecks(t, rep, "sil-a-t8", "", "scout-pete")
}

// TestHrxWordsNotAsked: a choose line of words none of which a prompt for
// cards lists ("chooses option 'Opponent's'" while Infurnace waits for
// the cards it purges) is no answer; a word the prompt lists ("no" to an
// "up to"), a card, or a prompt that asks for words only, is.
func TestHrxWordsNotAsked(t *testing.T) {
	cards := engine.Prompt{Source: "infurnace", Cards: []engine.CardRef{{ID: "hock"}}, Words: []string{"no"}}
	words := engine.Prompt{Source: "warfaline", Words: []string{"1", "2"}}
	for _, tc := range []struct {
		name string
		p    engine.Prompt
		a    engine.Action
		want bool
	}{
		{"an option where cards are asked", cards, engine.Action{Verb: engine.VerbChoose, Words: []string{"Opponent's"}}, true},
		{"a word the prompt lists", cards, engine.Action{Verb: engine.VerbChoose, Words: []string{"no"}}, false},
		{"a card", cards, engine.Action{Verb: engine.VerbChoose, Cards: []engine.CardRef{{ID: "hock"}}}, false},
		{"a prompt of words only", words, engine.Action{Verb: engine.VerbChoose, Words: []string{"Mine"}}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := wordsNotAsked(tc.p, tc.a); got != tc.want {
				t.Errorf("wordsNotAsked = %v, want %v", got, tc.want)
			}
		})
	}
}

// TestHrxChoiceNotAnswer: a house TCO logs as chosen while Senator
// Shrix's "may" waits (a choice of a card the engine does not model, as a
// prophecy's) is kept as an account, not read as the "may"'s answer: the
// line after answers it.
func TestHrxChoiceNotAnswer(t *testing.T) {
	dir := sharedDir(t)
	if !engine.FullyScripted("senator-shrix") {
		t.Skip("Senator Shrix is not scripted: no prompt to answer")
	}
	st, ix := storeWithPacks(t, dir)
	rep, err := New(st, ix).Import("shrix.txt", []byte(answerLog("Bob chooses house dis", "Alice uses Senator Shrix to exalt Senator Shrix", "End of turn 1")))
	if err != nil {
		t.Fatal(err)
	}
	if rep.Violations != 0 || rep.Unverifiable != 0 {
		t.Errorf("%d violations, %d unverifiable; want none", rep.Violations, rep.Unverifiable)
	}
	m, err := st.Match(rep.Match)
	if err != nil {
		t.Fatal(err)
	}
	var idle, answers []string
	for _, e := range m.Entries {
		switch e.Comment {
		case CommentIdleChoice:
			idle = append(idle, e.Text)
		case CommentAnswered:
			answers = append(answers, strings.Join(e.Action.Words, " "))
		}
	}
	if len(idle) != 1 || len(answers) != 1 || answers[0] != "yes" {
		t.Errorf("idle choices %q, answers %q; want the house line, and yes", idle, answers)
	}
}

// hrxImport imports the TCO log src (named name) into a fresh store with
// every shared pack.
func hrxImport(t *testing.T, dir, name string, src []byte) Report {
	t.Helper()
	st, ix := storeWithPacks(t, dir)
	rep, err := New(st, ix).Import(name, src)
	if err != nil {
		t.Fatal(err)
	}
	return rep
}

// hrxImportShared imports the shared log tco-logs/name.
func hrxImportShared(t *testing.T, dir, name string) Report {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(dir, "tco-logs", name))
	if err != nil {
		t.Fatal(err)
	}
	return hrxImport(t, dir, name, src)
}

// hrxWantChecks wants exactly one script check of source's effect (any,
// when ""), agreeing, on card (any, when "").
func hrxWantChecks(t *testing.T, rep Report, source, effect, card string) {
	t.Helper()
	n := 0
	for _, c := range rep.ScriptChecks {
		if c.Source != source || effect != "" && c.Effect != effect {
			continue
		}
		n++
		if !c.OK || card != "" && c.Card != card {
			t.Errorf("check %+v, want an agreeing one of %s", c, card)
		}
	}
	if n != 1 {
		t.Errorf("%d checks of %s, want 1", n, source)
	}
}
