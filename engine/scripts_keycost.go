package engine

// keyCostScripts are cards whose constant abilities change what a key
// costs (Rulebook, Step 1: "The default cost to forge a key is six Æmber";
// cards modify it while in play).
var keyCostScripts = []Script{
	// Titan Engineer: "While Titan Engineer is not on a flank, keys cost +1A."
	{ID: "titan-engineer", KeyCost: func(g *Game, self int16, pl int8) int {
		if g.onFlank(self) {
			return 0
		}
		return 1
	}},
	// Titan Mechanic: "While Titan Mechanic is on a flank, each key costs –1A."
	{ID: "titan-mechanic", KeyCost: func(g *Game, self int16, pl int8) int {
		if g.onFlank(self) {
			return -1
		}
		return 0
	}},
	// Angwish: "For each damage on Angwish, your opponent's keys cost +1A."
	{ID: "angwish", KeyCost: func(g *Game, self int16, pl int8) int {
		if pl == g.cards[self].controller {
			return 0
		}
		return int(g.cards[self].damage)
	}},
	// EDAI "Edie" 4x4: "Your opponent's keys cost +1 for each card in your
	// archives." (Its "Play: Archive a card" is declared by the log.)
	{ID: "edai-edie-4x4", Complement: true, KeyCost: func(g *Game, self int16, pl int8) int {
		if ctl := g.cards[self].controller; pl != ctl {
			return g.p[ctl].archiveSize()
		}
		return 0
	}},
	// Faust the Great: "Your opponent's keys cost +1A for each friendly
	// creature with A on it." (Its exalt is declared by the log.)
	{ID: "faust-the-great", Complement: true, KeyCost: func(g *Game, self int16, pl int8) int {
		ctl := g.cards[self].controller
		if pl == ctl {
			return 0
		}
		n := 0
		for _, id := range g.p[ctl].line {
			if g.cards[id].aember > 0 {
				n++
			}
		}
		return n
	}},
	// Grump Buggy: "Your opponent's keys cost +1A for each friendly
	// creature with power 5 or higher. Your keys cost +1A for each enemy
	// creature with power 5 or higher."
	{ID: "grump-buggy", KeyCost: func(g *Game, self int16, pl int8) int {
		n := 0
		for _, id := range g.p[other(pl)].line {
			if g.power(id) >= 5 {
				n++
			}
		}
		return n
	}},
	// Parabyte: "Your opponent's keys cost +1 for each A on friendly
	// creatures." (Its "Play/After Reap: A friendly creature captures 1"
	// is declared by the log.)
	{ID: "parabyte", Complement: true, KeyCost: func(g *Game, self int16, pl int8) int {
		ctl := g.cards[self].controller
		if pl == ctl {
			return 0
		}
		n := 0
		for _, id := range g.p[ctl].line {
			n += int(g.cards[id].aember)
		}
		return n
	}},
	// Portalmonger: "While the tide is high, your opponent's keys cost +4."
	{ID: "portalmonger", Complement: true, KeyCost: func(g *Game, self int16, pl int8) int {
		if ctl := g.cards[self].controller; pl != ctl && g.p[ctl].tide {
			return 4
		}
		return 0
	}},
	// Tangimangi: "While your opponent is haunted, their keys cost +3."
	{ID: "tangimangi", Complement: true, KeyCost: func(g *Game, self int16, pl int8) int {
		if pl != g.cards[self].controller && len(g.p[pl].discard) >= 10 {
			return 3
		}
		return 0
	}},
}

// upgradeScripts are upgrades of the TCO logs whose constant abilities
// change their creature's power, armor or keywords; what they make the
// creature do is declared by the log.
var upgradeScripts = []Script{
	// Killzord Mk. 9001: "This creature gets +2 armor and +2 power. This
	// creature gains skirmish and, “After Fight: Gain 1 chain.”"
	{ID: "killzord-mk-9001", Complement: true, GivePower: 2, GiveArmor: 2, GiveKeywords: []Keyword{Skirmish}},
	// Way of the Porcupine: "This creature gains hazardous 3." (Each
	// given keyword counts 1 towards its number.)
	{ID: "way-of-the-porcupine", Complement: true, GiveKeywords: []Keyword{Hazardous, Hazardous, Hazardous}},
}

// auraScripts are creatures whose constant abilities change other
// creatures' armor.
var auraScripts = []Script{
	// Lærie of the Lake: "While the tide is high, each friendly creature
	// gets +2 armor."
	{ID: "lærie-of-the-lake", ArmorAura: func(g *Game, self, id int16) int {
		ctl := g.cards[self].controller
		if g.p[ctl].tide && g.cards[id].controller == ctl {
			return 2
		}
		return 0
	}},
	// Lærie of the Lake (evil twin): "While the tide is high, Lærie of the
	// Lake gets +5 armor."
	{ID: "lærie-of-the-lake-evil-twin", ArmorAura: func(g *Game, self, id int16) int {
		if id == self && g.p[g.cards[self].controller].tide {
			return 5
		}
		return 0
	}},
}
