package engine

import "strings"

// optionWorded is the option of the "choose one" step at r.pc that word
// names when the step lists no option names (a card compiled from its
// text): the one option whose printed clauses hold word as a whole word
// ("Heal" for "Fully heal a creature and gain 1A."), 0 when none or
// several do. TCO names options by short labels of its own; a label that
// is a word of exactly one option's text can only mean that option.
func (g *Game) optionWorded(r *run, word string) int {
	word = strings.ToLower(strings.TrimSpace(word))
	if word == "" || strings.ContainsRune(word, ' ') {
		return 0
	}
	steps := g.stepsOf(r)
	name := g.defs[r.def].Name
	found := 0
	for k := 1; k <= 8; k++ {
		var text strings.Builder
		for i := int(r.pc) + 1; i < len(steps); i++ {
			if int(steps[i].Opt) == k {
				text.WriteString(clauseText(&steps[i], name))
				text.WriteByte(' ')
			}
		}
		if text.Len() == 0 {
			break
		}
		if !hasWord(strings.ToLower(text.String()), word) {
			continue
		}
		if found != 0 {
			return 0 // two options hold the word: it names neither
		}
		found = k
	}
	return found
}

// hasWord reports whether w occurs in s as a whole word.
func hasWord(s, w string) bool {
	for _, f := range strings.FieldsFunc(s, func(c rune) bool {
		return !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c >= 0x80)
	}) {
		if f == w {
			return true
		}
	}
	return false
}

// tcocScripts are, first, the whole scripts of cards that had a partial
// hand-written one (a Complement, which left the rest to TCO's lines):
// the same as their compiled scripts, kept hand-written so that a match
// imported with [Scripts "hand"] while they were hand-scripted still
// resolves them.
var tcocScripts = []Script{
	// Parabyte: "Your opponent's keys cost +1 for each A on friendly
	// creatures. Play/After Reap: A friendly creature captures 1."
	{ID: "parabyte", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{{Do: DoCapture, N: 1, To: Target{Side: Friendly}}}}},
		Statics: []Static{{Is: KeyCostMod, N: 1, Per: &Amount{Q: AemberOnCards, Of: Target{Count: Each, Side: Friendly}}, Who: Opponent}}},
	// Belligerent Guard: "Belligerent Guard enters play ready. Play: Your
	// opponent draws a card."
	{ID: "belligerent-guard", Abilities: []Ability{{On: OnPlay, Steps: []Clause{{Do: DoDraw, N: 1, Who: Opponent}}}},
		Statics: []Static{{Is: EntersReady}}},
	// Yandylinx: "After Reap: Discard a card. If you do, your opponent
	// loses 1A. Scrap: Each friendly Mars creature captures 1A."
	{ID: "yandylinx", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{{Do: DoDiscard, To: Target{Kind: AnyCard, Where: InHand}}, {Do: DoLose, N: 1, Who: Opponent, If: Cond{Is: IfDone}}}},
		{On: OnScrap, Steps: []Clause{{Do: DoCapture, N: 1, To: Target{Count: Each, Side: Friendly, House: "mars"}}}},
	}},
	// Unstable Dale: "After Reap: Deal 1D to each creature for each card in
	// your hand. Fate: Deal 3D to each friendly creature."
	{ID: "unstable-dale", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{{Do: DoDamage, N: 1, Per: &Amount{Q: HandOf}, To: Target{Count: Each}}}},
		{On: OnFate, Steps: []Clause{{Do: DoDamage, N: 3, To: Target{Count: Each, Side: Friendly}}}},
	}},
	// Predatory Lending: "Play: Exalt and enrage an enemy creature. Fate:
	// Pay your opponent 1A for each enemy Shadows creature."
	{ID: "predatory-lending", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoExalt, To: Target{Side: Enemy}}, {Do: DoEnrage, To: Target{Count: That}, And: true, Alt: true}}},
		{On: OnFate, Steps: []Clause{{Do: DoPay, N: 1, Per: &Amount{Of: Target{Count: Each, Side: Enemy, House: "shadows"}}}}},
	}},
	// Generous Offer: "Play: Destroy a friendly creature. If you do, steal
	// 2A."
	{ID: "generous-offer", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDestroy, To: Target{Side: Friendly}}, {Do: DoSteal, N: 2, If: Cond{Is: IfDone}},
	}}}},
	// Crash Muldoon: "Deploy. Crash Muldoon enters play ready. Action: Use
	// a neighboring non-Star Alliance creature."
	{ID: "crash-muldoon", Abilities: []Ability{{On: OnAction, Steps: []Clause{{Do: DoUse, To: Target{Is: NotHouse | Neighboring, House: "staralliance"}}}}},
		Statics: []Static{{Is: EntersReady}}},
	// Centurion Stenopius: "Centurion Stenopius gets +3 power for each A
	// on it. Play/Fight/Reap: You may exalt Centurion Stenopius."
	{ID: "centurion-stenopius", Abilities: []Ability{{On: OnPlay | OnReap | OnFight, Steps: []Clause{{Do: DoExalt, To: Target{Count: Self}, May: true}}}},
		Statics: []Static{{Is: PowerBonus, To: Target{Count: Self}, N: 3, Per: &Amount{Q: AemberOnIt}}}},
}
