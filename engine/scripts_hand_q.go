package engine

// handQScripts are the last cards of the 14 shared decks, scripted by hand
// (issue 16): each needed a rule hook of its own. Their tests are in
// scripts_hand_q_test.go.
var handQScripts = []Script{
	// Chronus: "Enhance RR. After you resolve a R bonus icon, you may
	// archive a card." (R is the draw icon.) The archive comes between the
	// icons of the card played, as "after" says (icon_after.go).
	{ID: "chronus", Abilities: []Ability{{On: OnDrawIcon, Steps: []Clause{
		{Do: DoArchive, May: true, To: Target{Kind: AnyCard, Where: InHand}},
	}}}},
	// Auto-Legionary (errata): "Action: Put Auto-Legionary on a flank of
	// your battleline. While in the battleline, it is considered a
	// creature with 5 power and may be used as if it belonged to the
	// active house." The choose line names the flank ("left", "right").
	// In the battleline it is no artifact (the target matcher); it takes
	// damage, fights and reaps as a creature, and leaves play as any card.
	{ID: "auto-legionary", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoChooseOne, N: 2},
		{Do: DoGo, Opt: 1, Say: "Put Auto-Legionary on the left flank of your battleline.", Go: hqArtifactToFlank(true)},
		{Do: DoGo, Opt: 2, Say: "Put Auto-Legionary on the right flank of your battleline.", Go: hqArtifactToFlank(false)},
	}}}, Statics: []Static{
		{Is: PowerBonus, N: 5, To: This, If: hqInBattleline},
		{Is: AsActiveHouse, To: This, If: hqInBattleline},
	}},
	// Fission Bloom: "Enhance R. Action: The next time you play a card
	// this turn, resolve each of its bonus icons an additional time." (As
	// Wild Bounty's: the second ability has no trigger; the lasting
	// effect resolves it for the card played, after its icons.)
	{ID: "fission-bloom", Abilities: []Ability{
		{On: OnAction, Steps: []Clause{
			{Do: DoGo, Say: "The next time you play a card this turn, resolve each of its bonus icons an additional time.", Go: hgNextPlayIconsAgain},
		}},
		{Steps: []Clause{hgResolveItsIcons}},
	}},
	// PYR*0: "Splash-attack 3. PYR*0 may be played as an upgrade instead
	// of a creature, with the text: “This creature gains splash-attack
	// 3.”" (As Securi-Droid: a static of "this creature" lets it be
	// played on a creature.)
	{ID: "pyr*0", Statics: []Static{{Is: KeywordGrant, KW: SplashAttack, N: 3, To: ThisCreature}}},
	// Down To Size: "Play: Choose an enemy creature. Until the end of the
	// turn, that creature is considered to have 1 power and 0 armor."
	{ID: "down-to-size", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy}},
		{Do: DoGo, Say: "Until the end of the turn, that creature is considered to have 1 power and 0 armor.", Go: hqThatIsOneAndZero},
	}}}},
	// Shrink-ray Technician: "After Reap: Choose an enemy creature. It
	// gets –2 power until the end of the turn. Scrap: Choose the most
	// powerful enemy creature. Until the end of the turn, that creature is
	// considered to have 1 power and 0 armor."
	{ID: "shrink-ray-technician", Abilities: []Ability{
		{On: OnReap, Steps: []Clause{{Do: DoPower, N: -2, Dur: UntilTurnEnd, To: Target{Side: Enemy}}}},
		{On: OnScrap, Steps: []Clause{
			{Do: DoChoose, To: Target{Side: Enemy, Is: MostPowerful}},
			{Do: DoGo, Say: "Until the end of the turn, that creature is considered to have 1 power and 0 armor.", Go: hqThatIsOneAndZero},
		}},
	}},
	// The Pale Star: "Omni: Destroy The Pale Star. For the remainder of
	// the turn, each creature is considered to have 1 power and 0 armor."
	{ID: "the-pale-star", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoDestroy, To: This},
		{Do: DoGo, Say: "For the remainder of the turn, each creature is considered to have 1 power and 0 armor.", Go: func(x *Ctx) {
			x.g.consideredToHave(-1, 1, 0, x.g.until(UntilTurnEnd), x.r)
		}},
	}}}},
	// Hoaxpitality: "Play: Choose an enemy creature and a friendly
	// creature. Until the end of the turn, the friendly creature’s power
	// is equal to the enemy creature's power." (The enemy creature's
	// power when it resolves; a Play: ability has no triggering card, so
	// the run keeps the enemy creature in its trig slot.)
	{ID: "hoaxpitality", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChoose, To: Target{Side: Enemy}},
		{Do: DoGo, And: true, Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.r.trig = x.r.that[0] // kept for the last step
			}
		}},
		{Do: DoChoose, To: Target{Side: Friendly}, And: true},
		{Do: DoGo, Say: "Until the end of the turn, the friendly creature’s power is equal to the enemy creature's power.", Go: func(x *Ctx) {
			g, e := x.g, x.r.trig
			if x.r.nThat == 0 || e < 0 || g.cards[e].zone != ZoneBattleline {
				return
			}
			f := x.r.that[0]
			g.addLasting(lasting{kind: lastPowerIs, player: x.Player, card: f, n: g.power(e), until: g.until(UntilTurnEnd), source: x.Self})
		}},
	}}}},
	// The Forsaken: "Each time your opponent discards a card from their
	// hand, make a token creature on your left flank."
	{ID: "the-forsaken", Abilities: []Ability{{On: OnOppDiscards, Steps: []Clause{
		{Do: DoToken, N: 1},
		{Do: DoGo, Say: "Put it on your left flank.", Go: hqTokenToLeftFlank},
	}}}},
	// Kaupe: "Your opponent cannot play more than 1 card of each card
	// type (action, artifact, creature, upgrade) each turn."
	{ID: "kaupe", Statics: []Static{{Is: hqOnePerType, Who: Opponent}}},
	// Kaupe (evil twin): "You cannot play more than 1 card of each type
	// each turn. Fight/Reap: Discard any number of cards from your hand.
	// For each card discarded this way, deal 2D to an enemy creature."
	{ID: "kaupe-evil-twin", Statics: []Static{{Is: hqOnePerType, Who: You}}, Abilities: []Ability{{On: OnFight | OnReap, Steps: []Clause{
		{Do: DoDiscard, To: Target{Count: UpTo, N: 36, Kind: AnyCard, Where: InHand}},
		{Do: DoForEach, Per: &Amount{Q: DoneThisWay}},
		{Do: DoDamage, N: 2, To: Target{Side: Enemy}},
		{Do: DoRepeat, N: 1},
	}}}},
	// Kirby’s Blaster: "This creature gains, “Fight/Reap: You may deal 2D
	// to a creature, or attach Kirby’s Blaster to Com. Officer Kirby.”
	// After you attach Kirby’s Blaster to Com. Officer Kirby, draw 2
	// cards." (The choose line's word says which: "deal" or "attach".)
	{ID: "kirby-s-blaster", Abilities: []Ability{
		hqBlasterGrant("kirby-s-blaster", "Kirby’s Blaster", "com-officer-kirby", "Com. Officer Kirby"),
		{On: OnAttached, Steps: []Clause{
			{Do: DoGo, Say: "It must be Com. Officer Kirby", Go: hqAttachedTo("com-officer-kirby")},
			{Do: DoDraw, N: 2, If: Cond{Is: IfDone}},
		}},
	}},
	// Walls’ Blaster: "This creature gains, “Fight/Reap: You may deal 2D
	// to a creature, or attach Walls’ Blaster to Chief Engineer Walls.”
	// After you attach Walls’ Blaster to Chief Engineer Walls, stun a
	// creature for each upgrade on Chief Engineer Walls."
	{ID: "walls--blaster", Abilities: []Ability{
		hqBlasterGrant("walls--blaster", "Walls’ Blaster", "chief-engineer-walls", "Chief Engineer Walls"),
		{On: OnAttached, Steps: []Clause{
			{Do: DoGo, Say: "It must be Chief Engineer Walls", Go: hqAttachedTo("chief-engineer-walls")},
			{Do: DoStun, If: Cond{Is: IfDone}, To: Target{}},
			hcRepeatFor(1, "repeat it for each upgrade on Chief Engineer Walls", func(x *Ctx) int {
				if x.r.trig < 0 {
					return 0
				}
				return x.g.hqUpgradesOn(x.r.trig)
			}),
		}},
	}},
	// Circle of Power: "Each friendly Untamed creature is considered to
	// have 5 power."
	{ID: "circle-of-power", Statics: []Static{{Is: hqPowerIs, N: 5, To: Target{Count: Each, Side: Friendly, House: "untamed"}}}},
	// Soft Landing: "Play: The next creature or artifact you play this
	// turn enters play ready."
	{ID: "soft-landing", Abilities: goAbility(OnPlay, "The next creature or artifact you play this turn enters play ready.", hqNextPlayedReady)},
	// Thermal Depletion: "Play: Until the start of your next turn,
	// creatures cannot ready." (Through the opponent's turn: their ready
	// step too.)
	{ID: "thermal-depletion", Abilities: goAbility(OnPlay, "Until the start of your next turn, creatures cannot ready.", func(x *Ctx) {
		x.g.addLasting(lasting{kind: hqLastNoReady, player: x.Player, card: -1, until: x.g.until(UntilNextTurn), source: x.Self})
	})},
	// The four Clock cards (their time counters come from one another;
	// engine/clocks.go). Released from handQHeld: TCO resolves several
	// Clocks' end-of-turn abilities in the order the player chose, and
	// the import now gives the engine that order (tcoimport/order.go: an
	// order line before the end, by the order of TCO's lines). TCO does
	// not say which copy of a title a line is: each title's copies go
	// left to right.
	// Tick-Tock: "At the end of your turn, put a time counter on each
	// friendly Clock creature. If there are 3 or more time counters on
	// Tick-Tock, destroy Tick-Tock. If you do, archive up to 3 cards from
	// your hand and discard pile." (Up to 3 from the discard pile, then
	// from the hand: the choose lines name them.)
	{ID: "tick-tock", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoGo, Say: "Put a time counter on each friendly Clock creature.", Go: hqTickClocks},
		{Do: DoGo, Say: "If there are 3 or more time counters on Tick-Tock, destroy Tick-Tock.", Go: hqLeaveAtTime(3, false)},
		{Do: DoArchive, If: hqLeftBattleline, To: Target{Count: UpTo, N: 3, Kind: AnyCard, Side: Friendly, Where: InDiscard}},
		{Do: DoArchive, If: hqLeftBattleline, To: Target{Count: UpTo, N: 3, Kind: AnyCard, Where: InHand}},
	}}}},
	// Chronometer: "At the end of your turn, put a time counter on each
	// friendly Clock creature. If there are 6 or more time counters on
	// Chronometer, destroy Chronometer. If you do, purge a card from a
	// discard pile."
	{ID: "chronometer", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoGo, Say: "Put a time counter on each friendly Clock creature.", Go: hqTickClocks},
		{Do: DoGo, Say: "If there are 6 or more time counters on Chronometer, destroy Chronometer.", Go: hqLeaveAtTime(6, false)},
		{Do: DoPurge, If: Cond{Is: IfDone}, To: Target{Kind: AnyCard, Where: InDiscard}},
	}}}},
	// Ancestral Timekeeper: "At the end of your turn, put a time counter
	// on each friendly Clock creature. If there are 12 or more time
	// counters on Ancestral Timekeeper, purge Ancestral Timekeeper. If you
	// do, take another turn after this one."
	{ID: "ancestral-timekeeper", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoGo, Say: "Put a time counter on each friendly Clock creature.", Go: hqTickClocks},
		{Do: DoGo, Say: "If there are 12 or more time counters on Ancestral Timekeeper, purge Ancestral Timekeeper.", Go: hqLeaveAtTime(12, true)},
		{Do: DoExtraTurn, If: Cond{Is: IfDone}},
	}}}},
	// Synchronizer: "Each friendly Clock creature gains, “Destroyed: Move
	// half the time counters (rounding up) from this creature to
	// Synchronizer.” Omni: Move all time counters on Synchronizer to a
	// friendly Clock creature."
	{ID: "synchronizer", Abilities: []Ability{
		{On: OnDestroyed, Grant: &Target{Count: Each, Side: Friendly, Trait: "clock"}, Steps: []Clause{
			{Do: DoGo, Say: "Move half the time counters (rounding up) from this creature to Synchronizer.", Go: func(x *Ctx) {
				g, id := x.g, x.Self
				s := g.hqSynchronizerOf(x.Player)
				if id < 0 || s < 0 {
					return
				}
				n := (g.cards[id].time + 1) / 2
				g.cards[id].time -= n
				g.cards[s].time += n
			}},
		}},
		{On: OnOmni, Steps: []Clause{
			{Do: DoChoose, To: Target{Side: Friendly, Trait: "clock"}},
			{Do: DoGo, Say: "Move all time counters on Synchronizer to that creature.", Go: func(x *Ctx) {
				g, s := x.g, x.Self
				if x.r.nThat == 0 || s < 0 || g.cards[x.r.that[0]].zone != ZoneBattleline {
					return
				}
				g.cards[x.r.that[0]].time += g.cards[s].time
				g.cards[s].time = 0
			}},
		}},
	}},
	// (Held until batch held-Y: in game-04 Disabled Security plays
	// Guere's Parallel Thinking, and the line that plays it answered
	// Disabled Security's first discard in place of the three the line
	// before names; tcoimport now answers a prompt from its own lines
	// first (toldFor), and record/tco no longer counts a card an ability
	// plays as its player's own when the other player's lines show it.
	// Every one of its 9 lines agrees; no item is lost.)
	// Parallel Thinking: "Play: Discard the top 2 cards of a player’s deck
	// or 2 random cards from a player’s archives. If the discarded cards
	// share a type, steal 2A." TCO names the option as keyteki gives it
	// ("chooses option 'Opponent's Deck'") and the cards discarded ("uses
	// Parallel Thinking to discard A and B"), which answer the deck's
	// top; of the archives, the engine's random cards are its own (a card
	// it does not know is "cannot verify").
	{ID: "parallel-thinking", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 4, Say: "My Deck / My Archives / Opponent's Deck / Opponent's Archives"},
		{Do: DoDiscardNamed, N: 2, Opt: 1, To: Target{Kind: AnyCard}},
		{Do: DoGo, Opt: 2, Say: "Discard 2 random cards from your archives.", Go: hqDiscardArchived(false)},
		{Do: DoDiscardNamed, N: 2, Opt: 3, Who: Opponent, To: Target{Kind: AnyCard}},
		{Do: DoGo, Opt: 4, Say: "Discard 2 random cards from your opponent's archives.", Go: hqDiscardArchived(true)},
		{Do: DoGo, Say: "If the discarded cards share a type, steal 2A.", Go: func(x *Ctx) {
			if x.g.hqShareType(x.r.that[:x.r.nThat]) {
				x.g.steal(x.Player, 2)
			}
		}},
	}}}},
	// (Held until batch held-Y: in game-12 its discard from NaN's deck
	// (Infinity Strop) left NaN's partial deck one never-seen card short
	// for later named discards. record/tco took Ask Again Later's revealed
	// card (the top of NaN's deck) into NaN's hand, so that the deck
	// needed one more copy than it holds; it is a comment now, and every
	// item agrees with Atrocity.)
	// Atrocity: "At the start of your opponent’s turn, that player
	// discards the top card of their deck. They must choose the discarded
	// card’s house as their active house this turn. Deal 1D to Atrocity."
	// The choose line names the discarded card.
	{ID: "atrocity", Abilities: []Ability{{On: OnAnyTurnStart, If: Cond{Is: IfNotYourTurn}, Steps: []Clause{
		{Do: DoDiscardNamed, N: 1, Who: Opponent, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "They must choose the discarded card’s house as their active house this turn.", Go: func(x *Ctx) {
			if x.r.nThat > 0 {
				x.g.mustChooseUntil(x.Self, x.Opponent(), x.g.houseOf(x.r.that[0]), x.g.until(UntilTurnEnd))
			}
		}},
		{Do: DoDamage, N: 1, To: This},
	}}}},
	// (Held until batch held-Y: in game-12 its discards, named by TCO,
	// found no copy NaN's partial deck could hold, since Ask Again
	// Later's revealed top card was taken into the hand (record/tco keeps
	// it in the deck now), and TCO's "plays Bring Low" for the card it
	// plays was a second play (tcoimport reads it as the account of the
	// answer's play, playedByAnswers). Every item agrees.)
	// Event Horizon: "Play: Discard cards from the top of your deck until
	// you discard an action card or run out of cards. If you discarded an
	// action card, play that card." The choose lines name the cards.
	{ID: "event-horizon", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardNamed, To: Target{Kind: ActionCard}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Play that action card.", Go: hqPlayLastDiscarded},
	}}}},
}

// hqBlasterGrant is the ability a Blaster gives its creature: "Fight/Reap:
// You may deal 2D to a creature, or attach <up> to <hero>."
func hqBlasterGrant(up, upName, hero, heroName string) Ability {
	return Ability{On: OnFight | OnReap, Grant: &ThisCreature, Steps: []Clause{
		{Do: DoChooseOne, N: 2},
		{Do: DoDamage, N: 2, Opt: 1, To: Target{}},
		{Do: DoGo, Opt: 2, Say: "Attach " + upName + " to " + heroName + ".", Go: hqAttachTo(up, hero)},
	}}
}

// handQHeld are scripts written and tested but not registered: the TCO
// import gets worse with them. (Batch held-Y registered the last three:
// Parallel Thinking, Atrocity and Event Horizon.)
var handQHeld = []Script{}

// hqPlayLastDiscarded plays the last card the step before discarded (the
// action card a "discard until" stopped at) from the discard pile.
func hqPlayLastDiscarded(x *Ctx) {
	if x.r.nThat == 0 {
		return
	}
	x.r.setThat([]int16{x.r.that[x.r.nThat-1]})
	playThatFromDiscard(x)
}

// hqLeftBattleline holds once the card itself is no creature in a
// battleline any more (Tick-Tock destroyed by its own ability: "if you
// do", for each of the steps after).
var hqLeftBattleline = Cond{Is: IfCount, Of: &Target{Count: Self, Kind: Creature}, Cmp: Equal, N: 0}

// hqInBattleline holds while the card itself is a creature in a
// battleline ("while in the battleline").
var hqInBattleline = Cond{Is: IfCount, Of: &Target{Count: Self, Kind: Creature}, Cmp: AtLeast, N: 1}

// hqArtifactToFlank moves the artifact whose ability resolves from its
// controller's artifacts to a flank of their battleline, as it is: used
// (exhausted), with what is on it. It does not enter play: it was in play.
func hqArtifactToFlank(left bool) func(x *Ctx) {
	return func(x *Ctx) {
		g, id := x.g, x.r.src
		if id < 0 || g.cards[id].zone != ZoneArtifacts {
			return
		}
		c := &g.cards[id]
		p := &g.p[c.controller]
		p.arts = removeID(p.arts, id)
		c.zone = ZoneBattleline
		if left {
			p.line = append([]int16{id}, p.line...)
		} else {
			p.line = append(p.line, id)
		}
	}
}

// hqDiscardArchived discards 2 random cards from the archives of the
// controller (or of their opponent): the cards it took are what the step
// did, for the steps after.
func hqDiscardArchived(opp bool) func(x *Ctx) {
	return func(x *Ctx) {
		pl := x.Player
		if opp {
			pl = x.Opponent()
		}
		var ids []int16
		for range 2 {
			if id := x.g.discardArchived(pl); id >= 0 {
				ids = append(ids, id)
			}
		}
		x.r.setThat(ids)
	}
}

// hqShareType reports whether the cards are two or more of one card type.
func (g *Game) hqShareType(ids []int16) bool {
	if len(ids) < 2 {
		return false
	}
	for _, id := range ids[1:] {
		if g.def(id).Type != g.def(ids[0]).Type {
			return false
		}
	}
	return true
}
