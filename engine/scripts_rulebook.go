package engine

// scriptLists holds every scripted card, one literal a file. This file
// scripts the cards the rulebook uses as its examples; later sets add
// files of their own entries, and their list here. (A list of lists: the
// compiler lays it out, where concatenating them into one table ran at
// every start of kfr.)
var scriptLists = [...][]Script{rulebookScripts, triggerScripts, restrictionScripts, simpleScripts, tcoScripts, keyCostScripts, upgradeScripts, auraScripts, houseScripts}

var rulebookScripts = []Script{
	// Anger: "Play: Ready and fight with a friendly creature."
	{ID: "anger", Play: func(x *Ctx) { x.wait(pendReadyFight, x.Player) }},
	// Troll: "Reap: Troll heals 3 damage."
	{ID: "troll", Reap: func(x *Ctx) { x.g.heal(x.Self, 3) }},
	// Krump: "After an enemy creature is destroyed fighting Krump, its controller loses 1A."
	{ID: "krump", EnemyDestroyedFighting: func(x *Ctx, enemy int8) { x.g.lose(enemy, 1, SrcAbility) }},
	// Valdr: "Valdr deals +2D while attacking an enemy flank creature."
	{ID: "valdr", FightBonus: func(g *Game, self, target int16) int {
		if g.onFlank(target) {
			return 2
		}
		return 0
	}},
	// Bad Penny: "Destroyed: Return Bad Penny to your hand."
	{ID: "bad-penny", DestroyedTo: ZoneHand},
	// Tocsin: "Reap: Your opponent discards a random card from their hand."
	{ID: "tocsin", Reap: func(x *Ctx) { x.wait(pendRandomDiscard, x.Opponent()) }},
	// Staunch Knight: "Staunch Knight gets +2 power while it is on a flank."
	{ID: "staunch-knight", PowerMod: func(g *Game, self int16) int {
		if g.onFlank(self) {
			return 2
		}
		return 0
	}},
	// Protect the Weak: "This creature gets +1 armor and gains taunt."
	{ID: "protect-the-weak", GiveArmor: 1, GiveKeywords: []Keyword{Taunt}},
	// Quixo the "Adventurer": "Skirmish. Fight: Draw a card."
	{ID: "quixo-the-adventurer", Fight: func(x *Ctx) { x.g.draw(x.Player, 1) }},
	// Gauntlet of Command: "Action: Ready and fight with a friendly creature."
	{ID: "gauntlet-of-command", Action: func(x *Ctx) { x.wait(pendReadyFight, x.Player) }},
	// Mind Barb: "Play: Your opponent discards a random card from their hand."
	{ID: "mind-barb", Play: func(x *Ctx) { x.wait(pendRandomDiscard, x.Opponent()) }},
	// Warsong: "Play: For the remainder of the turn, gain 1A each time a friendly creature fights."
	{ID: "warsong", Play: func(x *Ctx) {
		x.g.addLasting(lasting{kind: lastGainOnFight, player: x.Player, card: -1, n: 1, until: x.g.turn, source: x.Self})
	}},
	// The Terror: "Play: If your opponent has no A, gain 2A."
	{ID: "the-terror", Play: func(x *Ctx) {
		if x.g.p[x.Opponent()].aember == 0 {
			x.g.gain(x.Player, 2, SrcAbility)
		}
	}},
	// Raiding Knight: "Play: Capture 1A."
	{ID: "raiding-knight", Play: func(x *Ctx) { x.g.capture(x.Self, 1) }},
	// Champion Anaphiel: "Taunt." The printed keyword is all there is.
	{ID: "champion-anaphiel"},
	// Hunting Witch: "Each time you play another creature, gain 1A."
	{ID: "hunting-witch", AfterPlayOther: func(x *Ctx, played int16) {
		if x.g.def(played).Type.IsCreature() {
			x.g.gain(x.Player, 1, SrcAbility)
		}
	}},
	// Mother: "During your draw cards step, refill your hand to 1 additional card."
	{ID: "mother", HandBonus: 1},
	// Gorm of Omm: "Omni: Sacrifice Gorm of Omm. Destroy an artifact."
	{ID: "gorm-of-omm", Omni: func(x *Ctx) {
		x.g.destroy(x.Self)
		x.wait(pendDestroyArt, x.Player)
	}},
	// Library Access (errata): "Play: For the remainder of the turn, each
	// time you play another card, draw a card. Purge Library Access."
	{ID: "library-access", PurgeAfterPlay: true, Play: func(x *Ctx) {
		x.g.addLasting(lasting{kind: lastDrawOnPlay, player: x.Player, card: -1, n: 1, until: x.g.turn, source: x.Self})
	}},
}

// houseScripts are constant abilities about the house choice.
var houseScripts = []Script{
	// Pitlord: "Taunt. While Pitlord is in play you must choose Dis as your
	// active house." (the rulebook's Cannot vs Must/May example)
	{ID: "pitlord", MustHouse: "dis"},
	// Restringuntus: "Play: Choose a house. Your opponent cannot choose
	// that house as their active house until Restringuntus leaves play."
	// The house comes with the log's "choose" line (resolveHouse).
	{ID: "restringuntus", Play: func(x *Ctx) { x.wait(pendHouse, x.Player) }},
}

// triggerScripts are cards that show the turn and before-fight triggers.
var triggerScripts = []Script{
	// Firespitter: "Before Fight: Deal 1D to each enemy creature."
	{ID: "firespitter", BeforeFight: func(x *Ctx, _ int16) {
		for _, id := range append([]int16(nil), x.g.p[x.Opponent()].line...) {
			x.g.damage(id, 1, false)
		}
	}},
	// Flarie: "At the start of your turn, gain 1A."
	{ID: "flarie", TurnStart: func(x *Ctx) { x.g.gain(x.Player, 1, SrcAbility) }},
	// Shaffles: "At the end of your turn, your opponent loses 1A."
	{ID: "shaffles", TurnEnd: func(x *Ctx) { x.g.lose(x.Opponent(), 1, SrcAbility) }},
}

// simpleScripts are common one-line abilities.
var simpleScripts = []Script{
	// Silvertooth: "Silvertooth enters play ready."
	{ID: "silvertooth", EntersReady: true},
	// Urchin: "Elusive. Play: Steal 1A."
	{ID: "urchin", Play: func(x *Ctx) { x.g.steal(x.Player, 1) }},
	// Bumpsy: "Play: Your opponent loses 1A."
	{ID: "bumpsy", Play: func(x *Ctx) { x.g.lose(x.Opponent(), 1, SrcAbility) }},
	// Shooler: "Play: If your opponent has 4A or more, steal 1A."
	{ID: "shooler", Play: func(x *Ctx) {
		if x.g.p[x.Opponent()].aember >= 4 {
			x.g.steal(x.Player, 1)
		}
	}},
}

// restrictionScripts are constant "cannot" abilities.
var restrictionScripts = []Script{
	// Barrister Joya: "Enemy creatures cannot reap."
	{ID: "barrister-joya", Restrict: func(g *Game, self int16, pl int8, verb Verb, id int16) bool {
		return verb == VerbReap && g.cards[id].controller != g.cards[self].controller
	}},
	// Tentaclid: "Skirmish. Taunt. Tentaclid cannot reap."
	{ID: "tentaclid", Restrict: func(g *Game, self int16, pl int8, verb Verb, id int16) bool {
		return verb == VerbReap && id == self
	}},
	// Ember Imp: "Your opponent cannot play more than 2 cards each turn."
	{ID: "ember-imp", Restrict: func(g *Game, self int16, pl int8, verb Verb, id int16) bool {
		return verb == VerbPlay && pl != g.cards[self].controller && g.plays >= 2
	}},
}

func (g *Game) addLasting(l lasting) {
	g.lasting = append(g.lasting, l)
	g.noteLasting()
}

// noteLasting recomputes what is derived from the lasting effects after
// they changed.
func (g *Game) noteLasting() {
	g.blankers = 0
	for _, l := range g.lasting {
		if l.kind == lastBlank {
			g.blankers |= 1 << l.player
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
