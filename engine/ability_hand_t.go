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
