package engine

// "… cannot play more than 1 card of each card type (action, artifact,
// creature, upgrade) each turn" (Kaupe, its evil twin). The constant
// ability says who (Who: the card's controller's opponent, or You); the
// cards a player played this turn are noted by type, in games with such a
// card only.

// hqOnePerType is the constant ability; it is numbered apart from the
// shared list (which grows from 1) and from the batches' kinds.
const hqOnePerType StaticKind = 44

// hqLastPlayedType notes that player played a card of type text this
// turn.
const hqLastPlayedType lastKind = 252

// hqNotePlayedType notes the type of the card just played, while a card
// of the game restricts plays by type.
func (g *Game) hqNotePlayedType(played int16) {
	if !g.hasStatic(hqOnePerType) {
		return
	}
	t := g.def(played).Type
	if t == TypeTokenCreature {
		t = TypeCreature
	}
	g.addLasting(lasting{kind: hqLastPlayedType, player: g.active, card: -1, text: string(t), until: g.until(UntilTurnEnd), source: -1})
}

// hqRestricted is the card in play whose "one card of each type" forbids
// the active player to play card id now, -1 when none.
func (g *Game) hqRestricted(verb Verb, id int16) int16 {
	if verb != VerbPlay || !g.hasStatic(hqOnePerType) {
		return -1
	}
	pl, t := g.active, g.def(id).Type
	if t == TypeTokenCreature {
		t = TypeCreature
	}
	played := false
	for _, l := range g.lasting {
		if l.kind == hqLastPlayedType && l.player == pl && CardType(l.text) == t {
			played = true
			break
		}
	}
	if !played {
		return -1
	}
	for _, side := range g.p {
		for _, src := range side.line {
			if st := g.staticOf(src, hqOnePerType); st != nil && whoIs(st.Who, g.cards[src].controller, pl) {
				return src
			}
		}
	}
	return -1
}

// hqStaticText prints the constant ability of this file.
func hqStaticText(st *Static) (string, bool) {
	if st.Is != hqOnePerType {
		return "", false
	}
	if st.Who == You {
		return "You cannot play more than 1 card of each type each turn.", true
	}
	return "Your opponent cannot play more than 1 card of each card type (action, artifact, creature, upgrade) each turn.", true
}
