package main

import (
	"reflect"
	"strings"
	"testing"

	"github.com/kfr-dev/kfr/engine"
)

// The compiler reads each form into the script a reviewer would write.
func TestCompile(t *testing.T) {
	tests := []struct {
		name, text, card string
		want             engine.Script
	}{
		{"gain", "Play: Gain 2A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{{Do: engine.DoGain, N: 2}}}}}},
		{"damage each enemy", "Before Fight: Deal 1D to each enemy creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnBeforeFight, Steps: []engine.Clause{{Do: engine.DoDamage, N: 1, To: engine.Target{Count: engine.Each, Side: engine.Enemy}}}}}}},
		{"heal self", "Reap: Troll heals 3 damage.", "Troll", engine.Script{Abilities: []engine.Ability{{On: engine.OnReap, Steps: []engine.Clause{{Do: engine.DoHeal, N: 3, To: engine.This}}}}}},
		{"if you do", "Action: Sacrifice a friendly creature. If you do, draw 2 cards.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnAction, Steps: []engine.Clause{
			{Do: engine.DoSacrifice, To: engine.Target{Side: engine.Friendly}},
			{Do: engine.DoDraw, N: 2, If: engine.Cond{Is: engine.IfDone}}}}}}},
		{"opponent condition", "Play: If your opponent has 4A or more, steal 1A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoSteal, N: 1, If: engine.Cond{Is: engine.IfAember, Who: engine.Opponent, Cmp: engine.AtLeast, N: 4}}}}}}},
		{"event trigger it", "After an enemy creature reaps, stun it.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnCreatureReaps, When: &engine.Target{Side: engine.Enemy}, Steps: []engine.Clause{
			{Do: engine.DoStun, To: engine.TheTriggering}}}}}},
		{"static flank", "Staunch Knight gets +2 power while it is on a flank.", "Staunch Knight", engine.Script{Statics: []engine.Static{
			{Is: engine.PowerBonus, N: 2, To: engine.This, If: engine.Cond{Is: engine.IfThisOnFlank}}}}},
		{"destroyed goes", "Destroyed: Return Bad Penny to your hand.", "Bad Penny", engine.Script{Statics: []engine.Static{{Is: engine.DestroyedGoes, Zone: engine.ZoneHand}}}},
		{"grant", "This creature gains, \"Reap: Steal 1A.\"", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnReap, Grant: &engine.ThisCreature, Steps: []engine.Clause{{Do: engine.DoSteal, N: 1}}}}}},
		{"archive a card is from hand", "Play: Archive a card.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoArchive, To: engine.Target{Kind: engine.AnyCard, Where: engine.InHand}}}}}}},
		{"and", "Play: Deal 1D to a creature and stun it.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoDamage, N: 1, To: engine.Target{}}, {Do: engine.DoStun, To: engine.ThatOne, And: true}}}}}},
		{"keys cost next turn", "Reap: Keys cost +2A during your opponent's next turn.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnReap, Steps: []engine.Clause{
			{Do: engine.DoKeyCost, N: 2, Who: engine.Opponent, Dur: engine.UntilNextTurn}}}}}},
		{"while damaged", "Gron gets +4 power while it is damaged.", "Gron", engine.Script{Statics: []engine.Static{
			{Is: engine.PowerBonus, N: 4, To: engine.This, If: engine.Cond{Is: engine.IfThisDamaged}}}}},
		{"play limit", "Your opponent cannot play more than 2 cards each turn.", "X", engine.Script{Statics: []engine.Static{
			{Is: engine.CannotPlayMore, N: 2, Who: engine.Opponent}}}},
		{"non-house", "Play: Destroy each non-Star Alliance creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoDestroy, To: engine.Target{Count: engine.Each, Is: engine.NotHouse, House: "staralliance"}}}}}}},
		{"forge reduced", "Reap: Forge a key at current cost, reduced by 1A for each friendly Sin creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnReap, Steps: []engine.Clause{
			{Do: engine.DoForge, N: -1, Per: &engine.Amount{Of: engine.Target{Count: engine.Each, Side: engine.Friendly, Trait: "Sin"}}}}}}}},
		{"forge at +10A reduced", "Play: Forge a key at +10A current cost, reduced by 1A for each card in your hand.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoForge, N: 10, Per: &engine.Amount{Q: engine.HandOf, Minus: true}}}}}}},
		{"forge at +6A", "Play: Forge a key at +6A current cost.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoForge, N: 6}}}}}},
		{"lasting ability", "Play: For the remainder of the turn, gain 1A each time a friendly creature fights.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoLastingAbility, Dur: engine.UntilTurnEnd, Lasting: &engine.Ability{On: engine.OnCreatureFights, When: &engine.Target{Side: engine.Friendly},
				Steps: []engine.Clause{{Do: engine.DoGain, N: 1}}}}}}}}},
		{"lasting ability on it", "Play: For the remainder of the turn, each time a creature reaps, it captures 1A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoLastingAbility, Dur: engine.UntilTurnEnd, Lasting: &engine.Ability{On: engine.OnCreatureReaps,
				Steps: []engine.Clause{{Do: engine.DoCapture, N: 1, To: engine.TheTriggering}}}}}}}}},
		{"capture all", "Play: Capture all of your opponent's A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoCapture, To: engine.This, Per: &engine.Amount{Q: engine.AemberOf, Who: engine.Opponent}}}}}}},
		{"tokens for each", "Play: Make a token creature for each friendly Knight creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoToken, N: 1, Per: &engine.Amount{Of: engine.Target{Count: engine.Each, Side: engine.Friendly, Trait: "Knight"}}}}}}}},
		{"after your opponent forges a key", "After your opponent forges a key, gain 2A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnKeyForged, When: &engine.Target{Side: engine.Enemy},
			Steps: []engine.Clause{{Do: engine.DoGain, N: 2}}}}}},
		{"after a player raises the tide", "After a player raises the tide, gain 2A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnTideRaised,
			Steps: []engine.Clause{{Do: engine.DoGain, N: 2}}}}}},
		{"while in the center, it gains", "While X is in the center of your battleline, it gains, \"Action: Steal 2A.\"", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnAction,
			Grant: &engine.This, If: engine.Cond{Is: engine.IfThisInCenter}, Steps: []engine.Clause{{Do: engine.DoSteal, N: 2}}}}}},
		{"and a second target", "Play: Exalt a friendly creature and an enemy creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoExalt, To: engine.Target{Side: engine.Friendly}}, {Do: engine.DoExalt, To: engine.Target{Side: engine.Enemy}, And: true}}}}}},
		{"of the chosen house", "Play: Choose a house. Stun each creature of that house.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoChooseHouse}, {Do: engine.DoStun, To: engine.Target{Count: engine.Each, Is: engine.ChosenHouse}}}}}}},
		{"choose one", "Play: Choose one:\n• Steal 1A.\n• Gain 2A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoChooseOne, N: 2, Say: "•"}, {Do: engine.DoSteal, N: 1, Opt: 1}, {Do: engine.DoGain, N: 2, Opt: 2}}}}}},
		{"on top of its owner's deck", "Play: Put an enemy creature on top of its owner's deck.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoTopDeck, To: engine.Target{Side: engine.Enemy}}}}}}},
		{"on the bottom still", "Play: Put an enemy creature on the bottom of its owner's deck.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoBottom, To: engine.Target{Side: engine.Enemy}}}}}}},
		{"two verbs", "Play: Stun and exhaust a creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoStun}, {Do: engine.DoExhaust, To: engine.ThatOne, And: true, Alt: true}}}}}},
		{"two verbs on each", "Play: Ready and enrage each friendly creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoReady, To: engine.Target{Count: engine.Each, Side: engine.Friendly}},
			{Do: engine.DoEnrage, To: engine.Target{Count: engine.Each, Side: engine.Friendly}, And: true, Alt: true}}}}}},
		{"power for each A on it", "Each friendly creature gets +2 power for each A on it.", "X", engine.Script{Statics: []engine.Static{
			{Is: engine.PowerBonus, N: 2, To: engine.Target{Count: engine.Each, Side: engine.Friendly}, Per: &engine.Amount{Q: engine.AemberOnIt}}}}},
		{"not on a flank", "Play: Stun each enemy creature not on a flank.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoStun, To: engine.Target{Count: engine.Each, Side: engine.Enemy, Is: engine.NotAtFlank}}}}}}},
		{"damage and damage", "Play: Deal 2D to a friendly creature and 2D to an enemy creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoDamage, N: 2, To: engine.Target{Side: engine.Friendly}}, {Do: engine.DoDamage, N: 2, To: engine.Target{Side: engine.Enemy}, And: true, Alt: true}}}}}},
		{"a player's deck", "Play: Discard the top 10 cards of a player's deck.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoDiscardTop, N: 10, Who: engine.ChosenPlayer}}}}}},
		{"any player's deck", "Action: Discard the top 4 cards of any player's deck.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnAction, Steps: []engine.Clause{
			{Do: engine.DoDiscardTop, N: 4, Who: engine.ChosenPlayer, Alt: true}}}}}},
		{"each player discards the top", "Scrap: Each player discards the top card of their deck.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnScrap, Steps: []engine.Clause{
			{Do: engine.DoDiscardTop, N: 1, Who: engine.EachPlayer}}}}}},
		{"shuffle discard", "Scrap: Shuffle your discard pile into your deck.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnScrap, Steps: []engine.Clause{
			{Do: engine.DoShuffleDiscard}}}}}},
		{"if it is a creature", "Reap: Discard the top card of your deck. If it is a creature, gain 1A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnReap, Steps: []engine.Clause{
			{Do: engine.DoDiscardNamed, N: 1, To: engine.Target{Kind: engine.AnyCard}}, {Do: engine.DoGain, N: 1, If: engine.Cond{Is: engine.IfThatIs, Of: &engine.Target{}}}}}}}},
		{"if haunted, enters play ready", "If you are haunted, X enters play ready.", "X", engine.Script{Statics: []engine.Static{{Is: engine.EntersReady, If: engine.Cond{Is: engine.IfHaunted}}}}},
		{"if no enemy creatures, destroy", "If there are no enemy creatures in play, destroy X.", "X", engine.Script{Statics: []engine.Static{{Is: engine.DestroyedWhile,
			If: engine.Cond{Is: engine.IfCount, Of: &engine.Target{Count: engine.Each, Side: engine.Enemy}, Cmp: engine.Equal}}}}},
		{"even amount", "Action: If your opponent has an even amount of A, steal 1A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnAction, Steps: []engine.Clause{
			{Do: engine.DoSteal, N: 1, If: engine.Cond{Is: engine.IfAember, Who: engine.Opponent, Cmp: engine.Even}}}}}}},
		{"play or use a house's card", "Fight/Reap: You may play or use an Untamed card this turn.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnFight | engine.OnReap, Steps: []engine.Clause{
			{Do: engine.DoLasting, Last: engine.LastPlayOrUseHouse, House: "untamed", Dur: engine.UntilTurnEnd}}}}}},
		{"each friendly creature may fight", "Play: For the remainder of the turn, each friendly creature may fight.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoMayUse, N: int(engine.VerbFight), To: engine.Target{Count: engine.Each, Side: engine.Friendly}, Dur: engine.UntilTurnEnd}}}}}},
		{"chosen house cannot reap", "Action: Choose a house. During your opponent's next turn, creatures of the chosen house cannot be used to reap.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnAction, Steps: []engine.Clause{
			{Do: engine.DoChooseHouse}, {Do: engine.DoLasting, To: engine.Target{Is: engine.ChosenHouse}, Who: engine.Opponent, Dur: engine.UntilNextTurn, Last: engine.LastNoReap}}}}}},
		{"no creatures next turn", "Omni: Your opponent cannot play creatures on their next turn.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnOmni, Steps: []engine.Clause{
			{Do: engine.DoLasting, Who: engine.Opponent, Dur: engine.UntilNextTurn, Last: engine.LastNoCreatures}}}}}},
		{"while tide low, no damage fighting", "While the tide is low, X deals no damage when fighting.", "X", engine.Script{Statics: []engine.Static{{Is: engine.NoDamageFighting, If: engine.Cond{Is: engine.IfTideLow}}}}},
		{"while tide high, enters play ready", "While the tide is high, X enters play ready.", "X", engine.Script{Statics: []engine.Static{{Is: engine.EntersReady, If: engine.Cond{Is: engine.IfTide}}}}},
		{"your opponent's keys cost", "Play: Your opponent's keys cost +3A during their next turn.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoKeyCost, N: 3, Who: engine.Opponent, Dur: engine.UntilNextTurn, Alt: true}}}}}},
		{"first key", "Players cannot forge their first key.", "X", engine.Script{Statics: []engine.Static{{Is: engine.NoThirdKey, N: 1}}}},
		{"each elusive creature", "Play: Destroy each elusive creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoDestroy, To: engine.Target{Count: engine.Each, Is: engine.IsElusive}}}}}}},
		{"refill: the step leads", "During their “draw cards” step, your opponent refills their hand to 1 less card.", "X", engine.Script{Statics: []engine.Static{{Is: engine.RefillMod, N: -1, Who: engine.Opponent, Lead: true}}}},
		{"if an enemy creature has been destroyed", "Reap: If an enemy creature has been destroyed this turn, gain 1A.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnReap, Steps: []engine.Clause{
			{Do: engine.DoGain, N: 1, If: engine.Cond{Is: engine.IfEnemyDestroyed, N: 1}}}}}}},
		{"with odd power", "Play: Destroy each creature with odd power.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoDestroy, To: engine.Target{Count: engine.Each, Is: engine.OddPower}}}}}}},
		{"for each card in your opponent's archives", "Play: Gain 1A for each card in your opponent's archives.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoGain, N: 1, Per: &engine.Amount{Q: engine.ArchivesOf, Who: engine.Opponent}}}}}}},
		{"captures from its own side", "Fight: An enemy creature captures 2A from its own side.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnFight, Steps: []engine.Clause{
			{Do: engine.DoCaptureOwn, N: 2, To: engine.Target{Side: engine.Enemy}}}}}}},
		{"neighbors of a house", "Each of X's Mars neighbors gains splash-attack 2.", "X", engine.Script{Statics: []engine.Static{
			{Is: engine.KeywordGrant, To: engine.Target{Count: engine.Neighbors, House: "mars"}, KW: "splash-attack", N: 2}}}},
		{"lasting after you play", "Play: For the remainder of the turn, after you play another card, exhaust a creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoLastingAbility, Dur: engine.UntilTurnEnd, Lasting: &engine.Ability{On: engine.OnPlayOther, When: &engine.Target{Kind: engine.AnyCard, Side: engine.Friendly, Is: engine.Other},
				After: true, Steps: []engine.Clause{{Do: engine.DoExhaust}}}}}}}}},
		{"each friendly creature cannot be dealt damage", "Play: For the remainder of the turn, each friendly creature cannot be dealt damage.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoCardLasting, To: engine.Target{Count: engine.Each, Side: engine.Friendly}, Dur: engine.UntilTurnEnd, Last: engine.LastNoDamage}}}}}},
		{"for each A on that creature", "Play: Exalt a friendly creature. Gain 1A for each A on that creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoExalt, To: engine.Target{Side: engine.Friendly}}, {Do: engine.DoGain, N: 1, Per: &engine.Amount{Q: engine.AemberOnCards, Of: engine.ThatOne}}}}}}},
		{"choose then that creature", "Play: Choose a friendly creature. Destroy that creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoChoose, To: engine.Target{Side: engine.Friendly}}, {Do: engine.DoDestroy, To: engine.ThatOne}}}}}},
		{"choose two", "Play: Choose a friendly creature and an enemy creature. Stun that creature.", "X", engine.Script{Abilities: []engine.Ability{{On: engine.OnPlay, Steps: []engine.Clause{
			{Do: engine.DoChoose, To: engine.Target{Side: engine.Friendly}}, {Do: engine.DoChooseAlso, To: engine.Target{Side: engine.Enemy}, And: true},
			{Do: engine.DoStun, To: engine.ThatOne}}}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := compile(tt.text, tt.card)
			if r.script == nil {
				t.Fatalf("not compiled: %s (%s)", r.blocker, r.example)
			}
			if !reflect.DeepEqual(*r.script, tt.want) {
				t.Errorf("compile(%q) =\n%s\nwant\n%s", tt.text, literal(reflect.ValueOf(*r.script)), literal(reflect.ValueOf(tt.want)))
			}
		})
	}
}

// Texts the grammar cannot read are blockers, and keyword-only texts need
// no script.
func TestCompileBlocked(t *testing.T) {
	tests := []struct{ name, text, blocker string }{
		{"gains a play ability", "This creature gains, \"Play: Draw a card.\"", "this creature gains ,"},
		{"it without an antecedent", "At the end of your turn, destroy it.", "destroy it ."},
		{"gains an unknown ability", "This creature gains, \"Reap: Frobnicate.\"", "frobnicate ."},
		{"unknown verb", "Play: Frobnicate a creature.", "frobnicate a creature ."},
		{"keywords only", "Elusive. Skirmish.", ""},
		{"destroying two is one destruction", "Play: Destroy a friendly creature and an enemy creature.", "destroy a friendly creature"},
		{"that house without a house chosen", "Play: Stun each creature of that house.", "stun each creature of"},
		{"each other after a choice is not this card's other", "Play: Choose a friendly creature. Destroy each other creature.", "destroy each other creature"},
		{"choose each is no choice", "Play: Choose each creature.", "choose each creature ."},
		{"if it is a: no card discarded before", "Play: Gain 1A. If it is a creature, gain 1A.", "if it is a"},
		{"if it is a: the top of the opponent's deck prints otherwise", "Play: Discard the top card of your opponent's deck. If it is a creature, gain 1A.", "if it is a"},
		{"may fight of the chosen house: the lasting effect outlives the choice", "Play: Choose a house. For the remainder of the turn, each friendly creature of that house may fight.", "for the remainder of"},
		{"A on that creature without a creature before", "Play: Gain 1A for each A on that creature.", "gain NA for each"},
		{"lasting ability: it before its event", "Play: For the remainder of the turn, destroy it each time a creature reaps.", "for the remainder of"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := compile(tt.text, "X")
			if r.script != nil {
				t.Fatalf("compiled %q", tt.text)
			}
			if r.blocker != tt.blocker || (tt.blocker == "") != r.none {
				t.Errorf("blocker %q (none %v), want %q", r.blocker, r.none, tt.blocker)
			}
		})
	}
}

// The emitter prints constants by name and leaves zero fields out.
func TestLiteral(t *testing.T) {
	s := engine.Script{ID: "x", Abilities: []engine.Ability{{On: engine.OnPlay | engine.OnReap, Steps: []engine.Clause{
		{Do: engine.DoDamage, N: 2, To: engine.Target{Side: engine.Enemy, Is: engine.Damaged | engine.AtFlank}}}}}}
	want := `Script{ID: "x", Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{{Do: DoDamage, N: 2, To: Target{Side: Enemy, Is: Damaged | AtFlank}}}}}}`
	if got := literal(reflect.ValueOf(s)); got != want {
		t.Errorf("literal =\n%s\nwant\n%s", got, want)
	}
}

// FuzzCompile: the normaliser and the parser never panic, and a compiled
// script prints as English the emitter can write.
func FuzzCompile(f *testing.F) {
	for _, s := range []string{
		"Play: Gain 2\uf360.", "Reap: Troll heals 3 damage.", "Elusive. (reminder)\vFight: Steal 1<A>.",
		"Each time you play another creature, gain 1A.", "After an enemy creature reaps, stun it.",
		"Play: If your opponent has 4A or more, steal 1A. Otherwise, draw two cards.",
		"Other friendly creatures get +1 armor.", "Play: Deal 4D to a creature, with 2D splash.",
		"Play: Destroy all non-Star Alliance creatures.", "Play: Return up to 2 friendly creatures to their owners' hands.",
	} {
		f.Add(s, "Troll")
	}
	f.Fuzz(func(t *testing.T, text, name string) {
		r := compile(text, name)
		if r.script == nil {
			return
		}
		_ = r.script.Text(name)
		if src := literal(reflect.ValueOf(*r.script)); !strings.HasPrefix(src, "Script{") {
			t.Errorf("literal = %q", src)
		}
	})
}

// The guards refuse scripts the interpreter would misread for the card's
// type, whatever their English.
func TestGuards(t *testing.T) {
	tests := []struct {
		name, text, typ string
		refused         bool
	}{
		{"upgrade's creature", "This creature gains elusive.", "upgrade", false},
		{"a creature's 'this creature' is not a parent", "This creature gains elusive.", "creature", true},
		{"action captures", "Play: Capture 1A.", "action", true},
		{"action purges itself", "Play: Purge X.", "action", false},
		{"scrap on a creature fires", "Scrap: Draw a card.", "creature", false},
		{"leaves play never fires", "Leaves Play: Draw a card.", "creature", true},
		{"reap on an action never fires", "Reap: Draw a card.", "action", true},
		{"return from a discard pile", "Play: Return a creature from your discard pile to your hand.", "action", false},
		{"neighbors of the destroyed", "Play: Deal 2D to a creature. If this damage destroys that creature, deal 2D to each of its neighbors.", "action", true},
		{"a token creature is made (the deck's token card)", "Play: Make a token creature.", "action", false},
		{"a lasting grant's this creature is the creature given it", "Play: Until the start of your next turn, each creature gains, \"Before Fight: Exalt this creature.\"", "action", false},
		{"an action is never in play to forbid a house", "Play: Choose a house. Your opponent cannot choose that house as their active house until X leaves play.", "action", true},
		{"most powerful in a given ability's cards", "Each friendly creature with the highest power gains, \"Fight: Gain 2A.\"", "creature", true},
		{"each creature with the lowest power, a step's", "Play: Destroy each creature with the lowest power.", "action", false},
		{"destroy in a discard pile", "Play: Destroy a creature in your discard pile.", "action", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := compileCard(card{ID: "x", Name: "X", Text: tt.text, Type: tt.typ})
			if refused := c.script == nil; refused != tt.refused {
				t.Errorf("refused = %v (%s), want %v", refused, c.blocker, tt.refused)
			}
		})
	}
}
