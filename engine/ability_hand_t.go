package engine

// Closures, kinds and helpers of batch T (scripts_hand_t.go).

// htPlayAsActive: "You may play <To> as if they belonged to your active
// house" (Artificer): playing only, the cards in play are used as printed
// (AsActiveHouse is playing and using).
const htPlayAsActive StaticKind = 96

// htPlaysAsActive reports whether a card the active player controls makes
// card id, not in play, playable as if it belonged to the active house.
func (g *Game) htPlaysAsActive(id int16) bool {
	if !g.hasStatic(htPlayAsActive) || g.cards[id].zone.InPlay() {
		return false
	}
	pl := g.active
	var buf [48]int16
	for _, src := range g.inPlayOrder(buf[:0]) {
		if g.cards[src].controller != pl {
			continue
		}
		if st := g.staticOf(src, htPlayAsActive); st != nil && g.staticHolds(st, src) && g.matches(&st.To, id, src, pl) {
			return true
		}
	}
	return false
}

// htStaticText prints the constant abilities of this file.
func htStaticText(st *Static, name string) (string, bool) {
	if st.Is != htPlayAsActive {
		return "", false
	}
	return "You may play " + targetNoun(&st.To, name, true) + " as if they belonged to your active house.", true
}

// htArchiveSelf: "Archive this card." in an ability an archon power gives
// artifacts (Deluge of Power): the card using it goes to its owner's
// archives, if it is still in play.
func htArchiveSelf(x *Ctx) {
	if x.g.cards[x.Self].zone.InPlay() {
		x.g.moveInst(x.Self, ZoneArchives)
	}
}

// htOneOfEachType is "Return 1 card of each type (action, artifact,
// creature, upgrade) from your discard pile to your hand": one return a
// type, each moot when the pile holds none of it.
func htOneOfEachType() []Clause {
	kinds := [...]Kind{ActionCard, Artifact, Creature, Upgrade}
	out := make([]Clause, len(kinds))
	for i, k := range kinds {
		out[i] = Clause{Do: DoReturn, To: Target{Side: Friendly, Kind: k, Where: InDiscard}}
	}
	return out
}

// htFighterLoses4: Peace Accord's "they lose 4A": the controller of the
// creature that fought (the trigger's card).
func htFighterLoses4(x *Ctx) {
	if t := x.r.trig; t >= 0 {
		x.g.lose(x.g.cards[t].controller, 4, SrcAbility)
	}
}

// htSwap swaps the controllers of two creatures in play of different
// controllers; each enters its new controller's battleline (as
// takeControl places it).
func (g *Game) htSwap(a, b int16) {
	ca, cb := g.cards[a].controller, g.cards[b].controller
	if ca == cb || g.cards[a].zone != ZoneBattleline || g.cards[b].zone != ZoneBattleline {
		return
	}
	g.takeControl(cb, a)
	g.takeControl(ca, b)
}

// htSwapWithFought: Shĭzyokŭ Swopper and the creature it fought (the
// trigger's card) swap controllers, when both survived.
func htSwapWithFought(x *Ctx) {
	if t := x.r.trig; t >= 0 {
		x.g.sweep()
		x.g.htSwap(x.Self, t)
	}
}

// htSwapChosen: the two creatures the ability chose ("a friendly token
// creature and an enemy creature") swap controllers; nothing when it
// could not choose both.
func htSwapChosen(x *Ctx) {
	if x.r.nThat == 2 {
		x.g.htSwap(x.r.that[0], x.r.that[1])
		x.r.did = true
	}
}

// htLastNoFightBut: until it ends, creatures not of house cannot be used to
// fight, either player's (Into the Night).
const htLastNoFightBut lastKind = 120

// htRestricted is the source of a restriction of this file on the active
// player using card id with verb, -1 when none.
func (g *Game) htRestricted(verb Verb, id int16) int16 {
	if verb != VerbFight {
		return -1
	}
	for _, l := range g.lasting {
		if l.kind == htLastNoFightBut && g.houseOf(id) != l.house {
			return l.source
		}
	}
	return -1
}
