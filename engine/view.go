package engine

import "fmt"

// View is a read-only snapshot of the state for rendering. It shares
// nothing with the game: keep it as long as you like.
type View struct {
	// Turn is the absolute index of the turn (both players' turns count);
	// PlayerTurn is the number players say: Active's own turn number
	// ("TURN 2 - Alice"), 0 during the setup.
	Turn       int
	PlayerTurn int
	Active     int8
	Step       Step
	House      House
	// Tide is the player for whom the tide is high, NoPlayer when nobody.
	Tide    int8
	Over    bool
	Winner  int8
	Reason  string
	Players [2]PlayerView
}

// PlayerView is one side of the table.
type PlayerView struct {
	Name   string
	Aember int
	Keys   []KeyColor // forged keys
	Chains int
	// Zone counts and the cards known to be there (card ids). Hand, Deck
	// and Archives hold unknown cards too: the count is the truth, the
	// list is what is known.
	Hand, Deck, Discard, Archives, Purged ZoneView
	Battleline                            []CardView
	Artifacts                             []CardView
	KeyCost                               int
}

// ZoneView is a zone's size and the known cards in it (bottom first for
// the discard pile).
type ZoneView struct {
	Count int
	Known []string
}

// CardView is a card in play.
type CardView struct {
	ID        string
	Name      string
	Instance  int
	Power     int
	Armor     int // armor left this turn
	Damage    int
	Aember    int
	Counters  int
	Exhausted bool
	Stunned   bool
	Warded    bool
	Enraged   bool
	Upgrades  []string
	Gigantic  string // the other half of a gigantic creature ("" otherwise)
	// Copy is the copy number the notation gives this card now (Troll#2 is
	// 2), counting the active player's cards first; 0 for the first copy.
	Copy int
	// Printed power and armor; ArmorMax is the armor it has this turn
	// (Armor is what is left of it).
	PrintedPower, PrintedArmor, ArmorMax int
	// Keywords it has now, printed or granted: "taunt", "assault 2".
	Keywords []string
	// Granted are the texts of abilities the log declared it gained
	// ("> grant"), while they last.
	Granted []string
}

// viewKeywords are the keywords a view lists, in the rulebook's order.
var viewKeywords = []Keyword{Taunt, Elusive, Skirmish, Poison, Assault, Hazardous, SplashAttack,
	Deploy, Alpha, Omega, Invulnerable, Versatile, Treachery}

// View takes a snapshot.
func (g *Game) View() View {
	v := View{Turn: g.turn, PlayerTurn: g.playerTurn(), Active: g.active, Step: g.step, House: g.house, Tide: NoPlayer,
		Over: g.over, Winner: g.winner, Reason: g.reason}
	for pl := range g.p {
		p := &g.p[pl]
		if p.tide {
			v.Tide = int8(pl)
		}
		pv := PlayerView{Name: p.name, Aember: p.aember, Chains: p.chains, KeyCost: g.keyCost(int8(pl))}
		for i, k := range p.keys {
			if k {
				pv.Keys = append(pv.Keys, KeyColor(i+1))
			}
		}
		pv.Hand = g.zoneView(p.hand, p.handSize())
		pv.Deck = g.zoneView(p.deckTop, p.deckSize())
		pv.Archives = g.zoneView(p.archive, p.archiveSize())
		pv.Discard = g.zoneView(p.discard, len(p.discard))
		pv.Purged = g.zoneView(p.purged, len(p.purged))
		for _, id := range p.line {
			pv.Battleline = append(pv.Battleline, g.cardView(id))
		}
		for _, id := range p.arts {
			pv.Artifacts = append(pv.Artifacts, g.cardView(id))
		}
		v.Players[pl] = pv
	}
	return v
}

func (g *Game) zoneView(ids []int16, n int) ZoneView {
	z := ZoneView{Count: n}
	for _, id := range ids {
		if !g.cards[id].has(flGuessed) { // the count has it; its identity is a guess
			z.Known = append(z.Known, g.def(id).ID)
		}
	}
	return z
}

func (g *Game) cardView(id int16) CardView {
	c := &g.cards[id]
	d := g.def(id)
	cv := CardView{ID: d.ID, Name: d.Name, Instance: int(id), Damage: int(c.damage), Aember: int(c.aember),
		Counters: int(c.counters), Exhausted: c.has(flExhausted), Stunned: c.has(flStunned),
		Warded: c.has(flWarded), Enraged: c.has(flEnraged)}
	cv.Copy = g.ref(id).Copy
	cv.PrintedPower, cv.PrintedArmor = d.Power, d.Armor
	cv.Granted = g.declaredGrants(id)
	for _, k := range viewKeywords {
		switch n := g.keywordN(id, k); {
		case n == 0:
		case k == Assault || k == Hazardous || k == SplashAttack:
			cv.Keywords = append(cv.Keywords, fmt.Sprintf("%s %d", k, n))
		default:
			cv.Keywords = append(cv.Keywords, string(k))
		}
	}
	if c.zone == ZoneBattleline {
		cv.Power = g.power(id)
		cv.ArmorMax = g.armor(id)
		cv.Armor = cv.ArmorMax - int(c.armorUsed)
		for i := range g.cards {
			if g.cards[i].zone == ZoneUpgrade && g.cards[i].parent == id {
				if u := g.def(int16(i)).ID; u == d.GiganticOther {
					cv.Gigantic = u
				} else {
					cv.Upgrades = append(cv.Upgrades, u)
				}
			}
		}
	}
	return cv
}
