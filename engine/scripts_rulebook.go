package engine

// scriptLists holds every scripted card, one list a file. This file
// scripts the cards the rulebook uses as its examples; later sets add
// files of their own entries, and their list here. (A list of lists: no
// table is concatenated at every start of kfr.) It is set in init, not in
// its declaration: escape-hatch closures of the lists reach, through the
// engine, the code that looks scripts up, which Go counts as an
// initialization cycle; init copies a slice header a list.
var scriptLists [][]Script

func init() {
	scriptLists = [][]Script{rulebookScripts, triggerScripts, restrictionScripts, simpleScripts, tcoScripts, keyCostScripts, upgradeScripts, auraScripts, houseScripts, tableScripts, handAScripts, handA2Scripts, handBScripts, tco2Scripts, handCScripts, handDScripts, handEScripts, handFScripts, handGScripts, handHScripts, handIScripts, handJScripts, handKScripts, handLScripts, handMScripts, handNScripts, handOScripts, handPScripts, handQScripts, handRScripts, handSScripts, handTScripts, handUScripts, handVScripts, handWScripts, handXScripts, handYScripts, handZScripts, handAAScripts, handABScripts, handACScripts, handADScripts, handAEScripts, handAFScripts, handAGScripts, handAHScripts, tcocScripts}
}

var rulebookScripts = []Script{
	// Anger: "Play: Ready and fight with a friendly creature."
	{ID: "anger", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoReadyAndFight, To: Target{Side: Friendly}},
	}}}},
	// Troll: "Reap: Troll heals 3 damage."
	{ID: "troll", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoHeal, N: 3, To: This},
	}}}},
	// Krump: "After an enemy creature is destroyed fighting Krump, its controller loses 1A."
	{ID: "krump", Abilities: []Ability{{On: OnEnemyDestroyedFighting, Steps: []Clause{
		{Do: DoLose, N: 1, Who: ThatController},
	}}}},
	// Valdr: "Valdr deals +2D while attacking an enemy flank creature."
	{ID: "valdr", Statics: []Static{
		{Is: FightBonus, N: 2, To: Target{Count: Each, Side: Enemy, Is: AtFlank}},
	}},
	// Bad Penny: "Destroyed: Return Bad Penny to your hand."
	{ID: "bad-penny", Statics: []Static{{Is: DestroyedGoes, Zone: ZoneHand}}},
	// Tocsin: "Reap: Your opponent discards a random card from their hand."
	{ID: "tocsin", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDiscardRandom, N: 1, Who: Opponent},
	}}}},
	// Staunch Knight: "Staunch Knight gets +2 power while it is on a flank."
	{ID: "staunch-knight", Statics: []Static{
		{Is: PowerBonus, N: 2, To: This, If: Cond{Is: IfThisOnFlank}},
	}},
	// Protect the Weak: "This creature gets +1 armor and gains taunt."
	{ID: "protect-the-weak", Statics: []Static{
		{Is: ArmorBonus, N: 1, To: ThisCreature},
		{Is: KeywordGrant, KW: Taunt, To: ThisCreature},
	}},
	// Quixo the "Adventurer": "Skirmish. Fight: Draw a card."
	{ID: "quixo-the-adventurer", Abilities: []Ability{{On: OnFight, Steps: []Clause{
		{Do: DoDraw, N: 1},
	}}}},
	// Gauntlet of Command: "Action: Ready and fight with a friendly creature."
	{ID: "gauntlet-of-command", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoReadyAndFight, To: Target{Side: Friendly}},
	}}}},
	// Mind Barb: "Play: Your opponent discards a random card from their hand."
	{ID: "mind-barb", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoDiscardRandom, N: 1, Who: Opponent},
	}}}},
	// Warsong: "Play: For the remainder of the turn, gain 1A each time a friendly creature fights."
	{ID: "warsong", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLasting, Last: lastGainOnFight, N: 1, Dur: UntilTurnEnd},
	}}}},
	// The Terror: "Play: If your opponent has no A, gain 2A."
	{ID: "the-terror", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGain, N: 2, If: Cond{Is: IfAember, Who: Opponent, Cmp: Equal, N: 0}},
	}}}},
	// Raiding Knight: "Play: Capture 1A."
	{ID: "raiding-knight", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoCapture, N: 1, To: This},
	}}}},
	// Champion Anaphiel: "Taunt." The printed keyword is all there is.
	{ID: "champion-anaphiel"},
	// Hunting Witch: "Each time you play another creature, gain 1A."
	{ID: "hunting-witch", Abilities: []Ability{{On: OnPlayOther, When: &Target{Side: Friendly}, Steps: []Clause{
		{Do: DoGain, N: 1},
	}}}},
	// Mother: "During your draw cards step, refill your hand to 1 additional card."
	{ID: "mother", Statics: []Static{{Is: HandBonus, N: 1}}},
	// Gorm of Omm: "Omni: Sacrifice Gorm of Omm. Destroy an artifact."
	{ID: "gorm-of-omm", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoSacrifice, To: This},
		{Do: DoDestroy, To: Target{Kind: Artifact}},
	}}}},
	// Library Access (errata): "Play: For the remainder of the turn, each
	// time you play another card, draw a card. Purge Library Access."
	{ID: "library-access", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLasting, Last: lastDrawOnPlay, N: 1, Dur: UntilTurnEnd},
		{Do: DoPurge, To: This},
	}}}},
}

// houseScripts are constant abilities about the house choice.
var houseScripts = []Script{
	// Pitlord: "Taunt. While Pitlord is in play you must choose Dis as your
	// active house." (the rulebook's Cannot vs Must/May example)
	{ID: "pitlord", Statics: []Static{{Is: MustChoose, House: "dis"}}},
	// Restringuntus: "Play: Choose a house. Your opponent cannot choose
	// that house as their active house until Restringuntus leaves play."
	{ID: "restringuntus", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseHouse},
		{Do: DoForbidHouse, Who: Opponent},
	}}}},
}

// triggerScripts are cards that show the turn and before-fight triggers.
var triggerScripts = []Script{
	// Firespitter: "Before Fight: Deal 1D to each enemy creature."
	{ID: "firespitter", Abilities: []Ability{{On: OnBeforeFight, Steps: []Clause{
		{Do: DoDamage, N: 1, To: Target{Count: Each, Side: Enemy}},
	}}}},
	// Flarie: "At the start of your turn, gain 1A."
	{ID: "flarie", Abilities: []Ability{{On: OnTurnStart, Steps: []Clause{
		{Do: DoGain, N: 1},
	}}}},
	// Shaffles: "At the end of your turn, your opponent loses 1A."
	{ID: "shaffles", Abilities: []Ability{{On: OnTurnEnd, Steps: []Clause{
		{Do: DoLose, N: 1, Who: Opponent},
	}}}},
}

// simpleScripts are common one-line abilities.
var simpleScripts = []Script{
	// Silvertooth: "Silvertooth enters play ready."
	{ID: "silvertooth", Statics: []Static{{Is: EntersReady}}},
	// Urchin: "Elusive. Play: Steal 1A."
	{ID: "urchin", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSteal, N: 1},
	}}}},
	// Bumpsy: "Play: Your opponent loses 1A."
	{ID: "bumpsy", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoLose, N: 1, Who: Opponent},
	}}}},
	// Shooler: "Play: If your opponent has 4A or more, steal 1A."
	{ID: "shooler", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoSteal, N: 1, If: Cond{Is: IfAember, Who: Opponent, Cmp: AtLeast, N: 4}},
	}}}},
}

// restrictionScripts are constant "cannot" abilities.
var restrictionScripts = []Script{
	// Barrister Joya: "Enemy creatures cannot reap."
	{ID: "barrister-joya", Statics: []Static{
		{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: Target{Count: Each, Side: Enemy}},
	}},
	// Tentaclid: "Skirmish. Taunt. Tentaclid cannot reap."
	{ID: "tentaclid", Statics: []Static{
		{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: This},
	}},
	// Ember Imp: "Your opponent cannot play more than 2 cards each turn."
	{ID: "ember-imp", Statics: []Static{{Is: CannotPlayMore, N: 2, Who: Opponent}}},
}

func (g *Game) addLasting(l lasting) {
	g.lasting = append(g.lasting, l)
	g.noteLasting()
	// The effects on a player rather than a card leave no other trace in
	// the events: a key cost changed for a while, a turn to come. A TCO
	// line stating them is checked against these.
	switch l.kind {
	case lastKeyCost:
		g.emit(Event{Kind: EvStatus, Player: l.player, N: l.n, Other: StatusKeyCost})
	case lastExtraTurn:
		g.emit(Event{Kind: EvStatus, Player: l.player, Other: StatusExtraTurn})
	}
}

// takeLasting ends the lasting effects match picks and appends them, in
// their order, to taken, which it returns. A caller acts on what it took
// after: what it does then (a card entering play, a steal) may add
// lasting effects of its own, which a filter still running over the list
// would cut off again.
func (g *Game) takeLasting(match func(l *lasting) bool, taken []lasting) []lasting {
	k := 0
	for i := range g.lasting {
		if match(&g.lasting[i]) {
			taken = append(taken, g.lasting[i])
			continue
		}
		g.lasting[k] = g.lasting[i]
		k++
	}
	if k < len(g.lasting) {
		g.lasting = g.lasting[:k]
		g.noteLasting()
	}
	return taken
}

// The words of the status events about a player, not a card (Event.Other).
const (
	StatusKeyCost   = "key cost"   // N: the change to the player's key cost
	StatusExtraTurn = "extra turn" // the player takes another turn after this one
)

// noteLasting recomputes what is derived from the lasting effects after
// they changed.
func (g *Game) noteLasting() {
	g.blankers = 0
	for j := range g.lasting {
		l := &g.lasting[j]
		if l.kind == lastBlank {
			g.blankers |= 1 << l.player
		}
		if l.kind == zLastBlank {
			g.blankers |= zBlankCards // ability_hand_z.go
		}
	}
}

// heal removes up to n damage from a creature.
func (g *Game) heal(id int16, n int) {
	c := &g.cards[id]
	if c.zone != ZoneBattleline || n <= 0 {
		return
	}
	n = min(n, int(c.damage))
	if n > 0 {
		c.damage -= int16(n)
		g.emit(Event{Kind: EvHealed, Player: c.controller, Card: g.def(id).ID, N: n})
	}
}
