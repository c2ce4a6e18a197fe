package engine

// handDScripts are cards of the shared decks and TCO logs that the card
// text compiler does not compile (issue 16, batch D), written by hand in
// the card list's order. Choices that later steps act on are DoChoose /
// DoChooseAlso (ability_hand_d.go); a closure (DoGo) stands for what the
// language cannot say, small and with its English. Each card's test is in
// scripts_hand_d_test.go.
var handDScripts = []Script{
	// Battle Fleet: "Play: Reveal any number of Mars cards from your hand.
	// For each card revealed this way, draw 1 card."
	{ID: "battle-fleet", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReveal, To: Target{Count: UpTo, N: AnyNumber, Kind: AnyCard, Where: InHand, House: "mars"}},
		{Do: DoDraw, N: 1, Per: &Amount{Q: DoneThisWay}},
	}}}},
	// Brain Stem Antenna: "This creature gains, “After you play a Mars
	// creature, ready this creature and for the remainder of the turn it
	// belongs to house Mars.”"
	{ID: "brain-stem-antenna", Abilities: []Ability{{On: OnPlayOther, Grant: &ThisCreature, When: &Target{Side: Friendly, House: "mars"}, Steps: []Clause{
		{Do: DoReady, To: This},
		{Do: DoSetHouse, To: This, House: "mars", Dur: UntilTurnEnd},
	}}}},
	// Com. Officer Kirby: "Play/Fight/Reap: You may play a non-Star
	// Alliance artifact, upgrade, or action card this turn." (The
	// permission is Phase Shift's: that it is not a creature goes
	// unchecked.)
	{ID: "com-officer-kirby", Abilities: []Ability{{On: OnPlay | OnFight | OnReap, Steps: []Clause{
		{Do: DoLasting, Last: lastPlayOffHouse, House: "staralliance", Dur: UntilTurnEnd},
	}}}},
	// Mindwarper: "Elusive. Action: Choose an enemy creature. It captures
	// 1A from its own side."
	{ID: "mindwarper", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy}},
		{Do: DoGo, Say: "It captures 1A from its own side.", Go: func(x *Ctx) {
			for _, id := range x.r.that[:x.r.nThat] {
				x.g.captureFrom(id, 1, x.g.cards[id].controller)
			}
		}},
	}}}},
	// One Stood Against Many: "Play: Ready and fight with a friendly
	// creature 3 times, each time against a different enemy creature.
	// Resolve these fights one at a time." (That each fight is against
	// another creature goes unchecked.)
	{ID: "one-stood-against-many", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReadyAndFight, To: Target{Side: Friendly}},
		{Do: DoReadyAndFight, To: ThatOne},
		{Do: DoReadyAndFight, To: ThatOne},
	}}}},
	// Particle Sweep: "Play: Deal 2D to a creature. If it is a Mutant
	// creature, destroy it instead."
	{ID: "particle-sweep", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{}},
		{Do: DoGo, Say: "Deal 2D to it. If it is a Mutant creature, destroy it instead.", Go: func(x *Ctx) {
			g := x.g
			for _, id := range x.r.that[:x.r.nThat] {
				if g.def(id).HasTrait("mutant") {
					g.destroy(id)
				} else {
					g.damage(id, 2, false)
				}
			}
			g.sweep()
		}},
	}}}},
	// Sci. Officer Morpheus: "After you play a creature with a play
	// effect, trigger its play effect an additional time."
	{ID: "sci-officer-morpheus", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoGo, Say: "If it has a play effect, trigger its play effect an additional time.", Go: func(x *Ctx) {
			if t := x.r.trig; t >= 0 && x.g.cards[t].zone == ZoneBattleline {
				x.g.fire(t, OnPlay, -1)
			}
		}},
	}}}},
	// Snag’s Mirror: "After a player chooses an active house, their
	// opponent cannot choose the same house as their active house on their
	// next turn."
	{ID: "snag-s-mirror", Abilities: []Ability{{On: OnHouseChosen, Steps: []Clause{
		{Do: DoGo, Say: "their opponent cannot choose the same house as their active house on their next turn.", Go: func(x *Ctx) {
			g := x.g
			g.addLasting(lasting{kind: lastNoHouse, player: other(g.active), card: x.Self, house: g.house, until: g.until(UntilNextTurn), source: x.Self})
		}},
	}}}},
	// The Callipygian Ideal: "Play: Exalt this creature. This creature
	// gains, “You may spend A on this creature as if it were in your
	// pool.”" (While the upgrade is in play: it enters play only played.)
	{ID: "the-callipygian-ideal", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoExalt, To: ThisCreature},
		{Do: DoGo, Say: "This creature gains, “You may spend A on this creature as if it were in your pool”", Go: func(x *Ctx) {
			if p := x.g.cards[x.Self].parent; p >= 0 && x.g.cards[x.Self].zone == ZoneUpgrade {
				x.g.addLasting(lasting{kind: lastSpendable, player: x.Player, card: p, until: whileInPlay, source: x.Self, tied: true})
			}
		}},
	}}}},
	// Tribute: "Play: The most powerful friendly creature captures 2A. You
	// may exalt that creature to repeat the preceding effect." (Asked only
	// while the repeat could capture: the TCO importer reads the capture's
	// line as a yes to a "may" after it.)
	{ID: "tribute", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 2, To: Target{Side: Friendly, Is: MostPowerful}},
		{Do: DoExalt, To: ThatOne, May: true, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 1}},
		{Do: DoCapture, N: 2, To: ThatOne, If: Cond{Is: IfDone}},
	}}}},
	// Lost in the Woods: "Play: Choose 2 friendly creatures and 2 enemy
	// creatures. Shuffle each chosen creature into its owner’s deck."
	{ID: "lost-in-the-woods", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Count: Exactly, N: 2, Side: Friendly}},
		{Do: DoChooseAlso, To: Target{Count: Exactly, N: 2, Side: Enemy}, And: true},
		{Do: DoShuffle, To: ThatOne},
	}}}},
}

// handDHeld are scripts written and tested (scripts_hand_d_test.go
// installs them) but not in scriptLists, because scripted they make the
// shared TCO logs' import worse:
//   - Quintrino Flux: TCO states both choices in one line ("destroy
//     Jargogle, Tantadlin and …"); the importer answers one prompt a line,
//     so the second choice goes missing;
//   - Vezyma Thinkdrone: a "you may" card choice the log gives no choose
//     line for resolves as "no" without a violation, so the importer,
//     which answers prompts only in a log with a missing choice, leaves
//     TCO's "archive Gold Key Imp" undone.
var handDHeld = []Script{
	// Quintrino Flux: "Play: Choose a friendly creature and an enemy
	// creature. Destroy the chosen creatures and each creature with the
	// same power as either of the chosen creatures."
	{ID: "quintrino-flux", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Friendly}},
		{Do: DoChooseAlso, To: Target{Side: Enemy}, And: true},
		{Do: DoGo, Say: "Destroy the chosen creatures and each creature with the same power as either of the chosen creatures.", Go: func(x *Ctx) {
			g := x.g
			var powers []int
			for _, id := range x.r.that[:x.r.nThat] {
				powers = append(powers, g.power(id))
			}
			n := g.destroyEach(func(id int16) bool {
				return indexOf(x.r.that[:x.r.nThat], id) >= 0 || hdHasInt(powers, g.power(id))
			})
			x.r.did, x.r.done = n > 0, int16(n)
		}},
	}}}},
	// Vezyma Thinkdrone: "Reap: You may archive a friendly creature or
	// artifact from play."
	{ID: "vezyma-thinkdrone", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoArchive, May: true, To: Target{Side: Friendly, Kind: AnyCard}},
	}}}},
}

func hdHasInt(s []int, n int) bool {
	for _, x := range s {
		if x == n {
			return true
		}
	}
	return false
}
