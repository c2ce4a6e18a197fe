package engine

import (
	"slices"
	"testing"
)

// A choose line answers several waiting choices, each after its label, in
// the order they wait: "choose bonus: Troll ability: Krump" after play
// Anger with a damage icon damages Troll (the icon) and readies Krump to
// fight (the Play: ability).
func TestChoiceSeveralLabels(t *testing.T) {
	tests := []struct {
		name    string
		answers []string // in order; a word ends in ':'
		rules   string
		damaged int  // damage on Troll afterwards
		fought  bool // Krump fought Dust Pixie (destroyed)
		waiting string
	}{
		{"bonus then ability", []string{"bonus:", "troll", "ability:", "krump", "dust-pixie"}, "", 1, true, ""},
		{"unlabelled first answer, then ability", []string{"troll", "ability:", "krump", "dust-pixie"}, "", 1, true, ""},
		{"one label: the old form", []string{"bonus:", "troll"}, "", 1, false, "ready-fight"},
		{"ability first skips the icon, then no bonus waits", []string{"ability:", "krump", "dust-pixie", "bonus:", "troll"}, "choice-missing,choice-unexpected", 0, true, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			s := housesIconScen(t, aliceHouses, "anger", []Bonus{BonusDamage}, []string{"troll", "krump"}, []string{"dust-pixie", "bad-penny"})
			troll := s.creature(0, "troll")
			s.creature(0, "krump")
			pixie := s.creature(1, "dust-pixie")
			s.creature(1, "bad-penny")
			s.house("brobnar")
			s.play("anger")
			s.wantRules(s.do(chooseInOrder(tc.answers...)), tc.rules)
			s.wantDamage(troll, tc.damaged)
			if fought := s.g.cards[pixie].zone == ZoneDiscard; fought != tc.fought {
				t.Errorf("Dust Pixie destroyed: %v, want %v", fought, tc.fought)
			}
			if w, _ := s.g.Waiting(); w != tc.waiting {
				t.Errorf("%q waits, want %q", w, tc.waiting)
			}
		})
	}
}

// chooseInOrder builds a choose action from answers in order, recording
// the order as the notation does (Action.Mix); a label, "left" and
// "right" are words, any other answer a card id.
func chooseInOrder(answers ...string) Action {
	a := Action{Verb: VerbChoose}
	for i, w := range answers {
		if _, label := choiceLabels[w]; label || w == "left" || w == "right" {
			a.Words = append(a.Words, w)
			a.Mix |= 1 << i
			continue
		}
		a.Cards = append(a.Cards, CardRef{ID: w})
	}
	return a
}

func TestLabelledParts(t *testing.T) {
	tests := []struct {
		name    string
		answers []string
		want    []Action // nil: the line is read as it is
	}{
		{"no label", []string{"troll", "left"}, nil},
		{"one label", []string{"bonus:", "troll"}, nil},
		{"two labels", []string{"bonus:", "troll", "ability:", "krump", "left"}, []Action{
			{Verb: VerbChoose, Words: []string{"bonus:"}, Cards: []CardRef{{ID: "troll"}}, Mix: 1},
			{Verb: VerbChoose, Words: []string{"ability:", "left"}, Cards: []CardRef{{ID: "krump"}}, Mix: 0b101},
		}},
		{"answers before the first label", []string{"troll", "ability:", "krump", "random:", "anger"}, []Action{
			{Verb: VerbChoose, Cards: []CardRef{{ID: "troll"}}},
			{Verb: VerbChoose, Words: []string{"ability:"}, Cards: []CardRef{{ID: "krump"}}, Mix: 1},
			{Verb: VerbChoose, Words: []string{"random:"}, Cards: []CardRef{{ID: "anger"}}, Mix: 1},
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := labelledParts(chooseInOrder(tc.answers...))
			if !slices.EqualFunc(got, tc.want, sameChoose) {
				t.Errorf("parts %+v, want %+v", got, tc.want)
			}
		})
	}
}

func sameChoose(a, b Action) bool {
	return a.Verb == b.Verb && a.Mix == b.Mix && slices.Equal(a.Cards, b.Cards) && slices.Equal(a.Words, b.Words)
}
