package tcoimport

import (
	"strconv"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/record/tco"
	"github.com/kfr-dev/kfr/replay"
)

// answerLog: Alice plays Senator Shrix ("Play/After Reap: You may exalt
// Senator Shrix", scripted: the engine asks yes or no), then the lines.
func answerLog(lines ...string) string {
	head := []string{
		"Alice brings Deck One to The Crucible",
		"Bob brings Deck Two to The Crucible",
		"Alice won the flip and is first player",
		"Key phase - Alice",
		"Alice does not forge a key.  They have 0 amber.  The current cost is 6 amber",
		"House phase - Alice",
		"Alice chooses saurian as their active house this turn",
		"Main phase - Alice",
		"Alice plays Senator Shrix",
	}
	return strings.Join(append(head, lines...), "\n")
}

// TestAnswerPrompts: the engine's "may" of a scripted ability is answered
// from TCO's lines: yes when TCO logged what the ability did, no when the
// turn goes on without it; no choice is missing either way.
func TestAnswerPrompts(t *testing.T) {
	dir := sharedDir(t)
	if !engine.FullyScripted("senator-shrix") {
		t.Skip("Senator Shrix is not scripted: no prompt to answer")
	}
	for _, tc := range []struct {
		name   string
		lines  []string
		answer string
	}{
		{"logged: yes", []string{"Alice uses Senator Shrix to exalt Senator Shrix", "End of turn 1"}, "yes"},
		{"not logged: no", []string{"End of turn 1"}, "no"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st, ix := storeWithPacks(t, dir)
			rep, err := New(st, ix).Import("answer.txt", []byte(answerLog(tc.lines...)))
			if err != nil {
				t.Fatal(err)
			}
			if rep.Answered != 1 || rep.Violations != 0 {
				t.Fatalf("answered %d, %d violations; want 1 answer and none", rep.Answered, rep.Violations)
			}
			m, err := st.Match(rep.Match)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, e := range m.Entries {
				if e.Comment == CommentAnswered {
					got = append(got, strings.Join(e.Action.Words, " "))
				}
			}
			if len(got) != 1 || got[0] != tc.answer {
				t.Errorf("answers %q, want %q", got, tc.answer)
			}
		})
	}
}

// TestAnswer: the answer read from the scripted lines of the prompt's own
// ability; another card's lines answer nothing.
func TestAnswer(t *testing.T) {
	said := func(card, by string) tco.Note {
		return tco.Note{Card: engine.CardRef{ID: card}, Source: engine.CardRef{ID: by}}
	}
	did := func(k engine.EffectKind, card, by string) tco.Note {
		n := said(card, by)
		n.Kind = k
		return n
	}
	troll, krump := engine.CardRef{ID: "troll"}, engine.CardRef{ID: "krump", Copy: 2}
	krump1, krump2 := engine.CardRef{ID: "krump", Copy: 1}, engine.CardRef{ID: "krump", Copy: 2}
	for _, tc := range []struct {
		name     string
		prompt   engine.Prompt
		evidence []tco.Note
		want     string // "" when there is no answer
	}{
		{"may, logged", engine.Prompt{Source: "anger", Words: []string{"yes", "no"}}, []tco.Note{said("", "anger")}, "yes"},
		{"may, another card logged", engine.Prompt{Source: "anger", Words: []string{"yes", "no"}}, []tco.Note{said("", "shooler")}, "no"},
		{"a card named", engine.Prompt{Source: "anger", Cards: []engine.CardRef{troll, krump}}, []tco.Note{said("krump", "anger")}, "krump#2"},
		{"a card not among the answers", engine.Prompt{Source: "anger", Cards: []engine.CardRef{troll}}, []tco.Note{said("krump", "anger")}, ""},
		{"nothing logged", engine.Prompt{Source: "anger", Cards: []engine.CardRef{troll}}, nil, ""},
		// "uses Chronus to archive a card": a card of the hand TCO does
		// not name is "?" (a zero reference), only for a hand that may
		// hold unseen cards and a line of the same kind of change.
		{"a hidden card of the hand", archivePrompt(true), []tco.Note{archived("chronus")}, "?"},
		{"a hidden card, all of the hand seen", archivePrompt(false), []tco.Note{archived("chronus")}, ""},
		{"a hidden card, another kind", archivePrompt(true), []tco.Note{{Kind: engine.EffDiscard, Source: engine.CardRef{ID: "chronus"}}}, ""},
		{"a hidden card, another ability", archivePrompt(true), []tco.Note{archived("shooler")}, ""},
		// "take all Æmber from Krump and destroy it": one Krump; "return
		// all Æmber from Krump, Krump and Troll": two copies.
		{"a title named by two changes", engine.Prompt{Source: "anger", Cards: []engine.CardRef{krump1, krump2}},
			[]tco.Note{did(engine.EffMove, "krump", "anger"), did(engine.EffDestroy, "krump", "anger")}, "krump#1"},
		// A step of one card takes the first card named; the next
		// prompt takes the next (Trade Blows: enemy, then friendly).
		{"a step of one card", engine.Prompt{Source: "anger", One: true, Cards: []engine.CardRef{troll, krump}},
			[]tco.Note{said("krump", "anger"), said("troll", "anger")}, "krump#2"},
		{"a title named twice by one change", engine.Prompt{Source: "anger", Cards: []engine.CardRef{krump1, troll, krump2}},
			[]tco.Note{did(engine.EffMove, "krump", "anger"), did(engine.EffMove, "krump", "anger"), did(engine.EffMove, "troll", "anger")}, "krump#1krump#2troll"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			a, ok := answer(tc.prompt, tc.evidence, nil)
			got := ""
			if ok {
				got = strings.Join(a.Words, " ")
				for _, c := range a.Cards {
					if c.IsZero() {
						got += "?"
					}
					got += c.ID
					if c.Copy > 0 {
						got += "#" + strconv.Itoa(c.Copy)
					}
				}
			}
			if got != tc.want {
				t.Errorf("answer %q, want %q", got, tc.want)
			}
		})
	}
}

// TestNamesTheCard: a prompt for a card out of play (none listed, or the
// cards the deck may hold) is answered by the effect that plays a named
// card, and only by that; a listed card in play (Troll) is a target.
func TestNamesTheCard(t *testing.T) {
	play := func(id string) record.Entry {
		return record.Entry{Action: engine.Action{Verb: engine.VerbEffect, Effect: &engine.Effect{Kind: engine.EffPlay, Card: engine.CardRef{ID: id}}}}
	}
	gain := record.Entry{Action: engine.Action{Verb: engine.VerbEffect, Effect: &engine.Effect{Kind: engine.EffGain, N: 1}}}
	for _, tc := range []struct {
		name   string
		prompt engine.Prompt
		entry  record.Entry
		want   bool
	}{
		{"top of the deck played", engine.Prompt{Source: "wild-wormhole"}, play("warfaline"), true},
		{"another effect", engine.Prompt{Source: "wild-wormhole"}, gain, false},
		{"answers listed", engine.Prompt{Source: "anger", Cards: []engine.CardRef{{ID: "troll"}}}, play("troll"), false},
		{"cards the deck may hold listed", engine.Prompt{Source: "wild-wormhole", Cards: []engine.CardRef{{ID: "krump"}, {ID: "warfaline"}}}, play("warfaline"), true},
		{"a card the deck cannot hold", engine.Prompt{Source: "wild-wormhole", Cards: []engine.CardRef{{ID: "krump"}}}, play("warfaline"), false},
		{"a may", engine.Prompt{Source: "anger", Words: []string{"yes", "no"}}, play("troll"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			inPlay := func(id string) bool { return id == "troll" }
			if got := namesTheCard(tc.prompt, tc.entry, inPlay); got != tc.want {
				t.Errorf("namesTheCard = %v, want %v", got, tc.want)
			}
		})
	}
}

// A line of a scripted card checks the change it states among the events
// around it: the card it names, or for a change that may take a card from
// a hidden zone (a discard from a deck the engine does not know), the kind
// alone; a line whose change events do not show is no check.
func TestScriptCheckKinds(t *testing.T) {
	for _, tc := range []struct {
		kind      engine.EffectKind
		evidenced bool
		hidden    bool
	}{
		{engine.EffDamage, true, false},
		{engine.EffDestroy, true, false},
		{engine.EffDiscard, true, true},
		{engine.EffDiscardTop, true, true},
		{engine.EffArchive, true, true},
		{engine.EffReveal, false, false},
		{engine.EffReturn, false, false},
		{engine.EffPower, false, false},
	} {
		if got := evidenced(tc.kind); got != tc.evidenced {
			t.Errorf("evidenced(%s) = %v, want %v", tc.kind, got, tc.evidenced)
		}
		if got := hiddenZones(tc.kind); got != tc.hidden {
			t.Errorf("hiddenZones(%s) = %v, want %v", tc.kind, got, tc.hidden)
		}
	}
}

// archivePrompt is Chronus's "you may archive a card" as the engine asks
// it; unseen says the hand may hold cards never seen.
func archivePrompt(unseen bool) engine.Prompt {
	return engine.Prompt{Source: "chronus", Kind: engine.EffArchive, Cards: []engine.CardRef{{ID: "troll"}}, Words: []string{"no"}, Unseen: unseen}
}

// archived is a line of card by archiving a card it does not name.
func archived(by string) tco.Note {
	return tco.Note{Kind: engine.EffArchive, Source: engine.CardRef{ID: by}}
}

// TestUseAnswers: a step that uses a creature (Prompt.Uses) is answered
// by the line TCO logs for that use ("uses Austeralis Seaborg to reap"):
// the creature (or "yes" to a "may" of the ability's own card), how it is
// used, and what it fights; a line of another creature answers nothing.
func TestUseAnswers(t *testing.T) {
	seaborg, troll := engine.CardRef{ID: "austeralis-seaborg"}, engine.CardRef{ID: "troll"}
	pick := engine.Prompt{Source: "unity-or-discord", Uses: true, Cards: []engine.CardRef{troll, seaborg}}
	may := engine.Prompt{Source: "brunx-and-bongle", Uses: true, Words: []string{"yes", "no"}}
	reap := func(c engine.CardRef) record.Entry {
		return record.Entry{Action: engine.Action{Verb: engine.VerbReap, Card: c}}
	}
	declared := record.Entry{Action: engine.Action{Verb: engine.VerbEffect, Effect: &engine.Effect{Kind: engine.EffFight, Card: seaborg, Target: troll}}}
	for _, tc := range []struct {
		name   string
		prompt engine.Prompt
		line   record.Entry
		want   string
	}{
		{"the creature reaps", pick, reap(seaborg), "austeralis-seaborg; reap"},
		{"the creature fights", pick, declared, "austeralis-seaborg; fight; troll"},
		{"its own may", may, reap(engine.CardRef{ID: "brunx-and-bongle"}), "yes; reap"},
		{"another creature", may, reap(troll), ""},
		{"how the chosen creature is used", engine.Prompt{Source: "cwo-tucheay", Uses: true, Words: []string{"fight", "reap"}}, declared, "fight; troll"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []string
			for _, a := range useAnswers(tc.prompt, tc.line) {
				s := strings.Join(a.Words, " ")
				for _, c := range a.Cards {
					s += c.ID
				}
				got = append(got, s)
			}
			if g := strings.Join(got, "; "); g != tc.want {
				t.Errorf("answers %q, want %q", g, tc.want)
			}
		})
	}
}

// TestForcedAt: an entry resolved an ability that waited for a choice
// when the replay has a choice-missing finding there; another finding, or
// another entry, is no such resolution.
func TestForcedAt(t *testing.T) {
	r := &replay.Replay{
		Unverifiable:      []engine.Violation{{Rule: "card-not-available"}, {Rule: "choice-missing"}},
		UnverifiableEntry: []int{3, 5},
	}
	for i, want := range map[int]bool{3: false, 4: false, 5: true} {
		if got := forcedAt(r, i); got != want {
			t.Errorf("forcedAt(%d) = %v, want %v", i, got, want)
		}
	}
}

// TestNotYesNo: a word that is neither yes nor no is no answer to a
// "may" (TCO's house chosen for another ability while one waits); any
// other prompt, or a yes, or a card, may be.
func TestNotYesNo(t *testing.T) {
	may := engine.Prompt{Words: []string{"yes", "no"}}
	word := func(w string) engine.Action { return engine.Action{Verb: engine.VerbChoose, Words: []string{w}} }
	for _, tc := range []struct {
		name string
		p    engine.Prompt
		a    engine.Action
		want bool
	}{
		{"a house to a may", may, word("staralliance"), true},
		{"yes to a may", may, word("yes"), false},
		{"a card to a may", may, engine.Action{Verb: engine.VerbChoose, Cards: []engine.CardRef{{ID: "troll"}}}, false},
		{"a house to a house prompt", engine.Prompt{Words: []string{"dis", "logos"}}, word("dis"), false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := notYesNo(tc.p, tc.a); got != tc.want {
				t.Errorf("notYesNo = %v, want %v", got, tc.want)
			}
		})
	}
}
