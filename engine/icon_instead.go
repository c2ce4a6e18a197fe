package engine

// Bonus icons resolved "instead" as something else: "When you resolve an
// Æmber bonus icon, you may make a token creature instead" (Whimsical
// Conjuror), "… as a capture, damage, or draw icon instead" (Puzzling
// Trinket), "When you would resolve a draw bonus icon, you may choose to
// resolve it as a discard bonus icon instead" (Quantum Mouse), "When
// resolving a bonus icon, you may archive a card from your hand instead"
// (Librarian). Each is one constant ability, IconInstead, naming the icon
// it replaces and what may replace it. The replacements of all the cards
// a player controls are offered together on each of their icons: the icon
// waits ("bonus-instead") for the choose line's word: a replacement, or
// "no" (a card alone: the printed icon's target). Amphora Captura and
// Control (capture instead) join the offer on an icon a card of this kind
// replaces; on the others they wait as they always did
// ("bonus-or-capture").

// printedAsIcons: in a game with a card that replaces bonus icons or
// reacts to each one, a card's printed Æmber bonus resolves as the Æmber
// bonus icons it is (FAQ, Wild Bounty: "Even æmber icons that always
// appear on your card are considered bonus icons"), one by one before the
// added icons; other games gain it at once, as they always did. The
// game's scripts decide, so a play's icons stay the same list throughout.
func (g *Game) printedAsIcons() bool {
	return g.hasStatic(IconInstead) || g.triggers&OnIcon != 0
}

// playIcons are the bonus icons a play of card id resolves one by one:
// its added icons, after its printed Æmber bonus when printedAsIcons.
func (g *Game) playIcons(id int16) []Bonus {
	if g.printedAsIcons() {
		return g.hgIconsOf(id)
	}
	return g.bonuses(id)
}

// IconInstead is the constant ability "when you resolve a <from> bonus
// icon, you may <into> instead"; its N says from and into (iconInstead).
const IconInstead StaticKind = 128

// iconWords are the replacements, by bit: the five icons (resolve it as
// that icon), a token creature, a card of the hand archived.
var iconWords = [...]string{"aember", "capture", "damage", "draw", "discard", "token", "archive"}

const (
	iconAsToken   = 1 << 5
	iconAsArchive = 1 << 6
)

// iconBit is the bit of word w in iconWords, 0 when it is none.
func iconBit(w string) uint {
	for i, s := range iconWords {
		if s == w {
			return 1 << i
		}
	}
	return 0
}

// iconInstead is the constant ability replacing bonus icon from (""
// any) by one of into (iconWords).
func iconInstead(from Bonus, into ...string) Static {
	m := uint(0)
	for _, w := range into {
		m |= iconBit(w)
	}
	return Static{Is: IconInstead, N: int(iconBit(string(from))) | int(m)<<8}
}

// iconInsteadParts splits a constant ability's N: the icon's bit (0 any)
// and the replacements' bits.
func iconInsteadParts(st *Static) (from, into uint) {
	return uint(st.N) & 0xff, uint(st.N) >> 8
}

// iconInsteads are the replacements player pl may choose for their bonus
// icon b: those of the IconInstead cards they control, Amphora Captura's
// capture with them, less those that would do nothing (a capture without a
// friendly creature, a discard or an archive from an empty hand) and b
// itself.
func (g *Game) iconInsteads(pl int8, b Bonus) uint {
	if !g.hasStatic(IconInstead) {
		return 0
	}
	m := uint(0)
	var buf [48]int16
	for _, id := range g.inPlayOrder(buf[:0]) {
		if g.cards[id].controller != pl {
			continue
		}
		st := g.staticOf(id, IconInstead)
		if st == nil || !g.staticHolds(st, id) {
			continue
		}
		if from, into := iconInsteadParts(st); from == 0 || from == iconBit(string(b)) {
			m |= into
		}
	}
	if m != 0 && g.hgMayCapture(pl, b) {
		m |= iconBit(string(BonusCapture))
	}
	if len(g.p[pl].line) == 0 {
		m &^= iconBit(string(BonusCapture))
	}
	if g.p[pl].handSize() == 0 {
		m &^= iconBit(string(BonusDiscard)) | iconAsArchive
	}
	return m &^ iconBit(string(b))
}

// iconInsteadWords are the words a "bonus-instead" wait takes.
func (g *Game) iconInsteadWords() []string {
	m := g.iconInsteads(g.pend.player, g.playIcons(g.pend.source)[g.pend.icon])
	var ws []string
	for i, w := range iconWords {
		if m&(1<<i) != 0 {
			ws = append(ws, w)
		}
	}
	return append(ws, "no")
}

// resolveIconInstead resolves the icon a play waits on when a replacement
// may take its place: the choose line's first word, when one of those
// offered, replaces it; otherwise it resolves as printed, its target the
// line's card. Then the play goes on.
func (g *Game) resolveIconInstead(p pending, chosen bool) {
	pl := p.player
	b := g.playIcons(p.source)[p.icon]
	w, _ := g.ans.nextWord()
	bit := iconBit(w) & g.iconInsteads(pl, b)
	switch {
	case bit == iconAsToken:
		g.iconToken(p)
		b = "" // replaced by no icon: only "after you resolve a bonus icon"
	case bit == iconAsArchive:
		g.archiveNamedFromHand(pl)
		b = ""
	case bit != 0:
		b = Bonus(w)
	}
	suspended := false
	if b == "" {
		suspended = g.afterIcon(p, b)
	} else {
		suspended = g.resolveIconAs(p, b, chosen)
	}
	if !suspended {
		p.icon++
		g.resumePlay(p)
	}
}

// iconToken makes the token creature an icon's replacement makes: the
// choose line's card, else the deck's.
func (g *Game) iconToken(p pending) {
	ref, ok := g.ans.nextCard()
	if !ok {
		ref, ok = g.deckToken(p.player)
	}
	if !ok {
		g.violate("choice-missing", p.player, "%s: the log does not say which token creature", g.name(p.source))
		return
	}
	g.makeToken(p.player, ref)
}

// resolveIconAs resolves bonus icon b of the play p (the printed one, or
// the one it resolves as), its target the choose line's next card, then
// the "after you resolve …" abilities (afterIcon). It reports whether the
// play was suspended (one of those waits).
func (g *Game) resolveIconAs(p pending, b Bonus, chosen bool) bool {
	pl := p.player
	switch b {
	case BonusAmber:
		g.gain(pl, 1, SrcBonusIcon)
	case BonusDraw:
		g.draw(pl, 1)
	default:
		if !g.iconHasTarget(pl, b) {
			break
		}
		ref, ok := g.ans.nextCard()
		if !chosen || !ok {
			g.violate("choice-missing", pl, "%s: the log does not say the target of its %s bonus icon", g.name(p.source), b)
		}
		if b == BonusDamage && ref.IsZero() {
			break // a damage icon without its target is lost, as ever
		}
		g.iconOn(pl, b, ref)
	}
	return g.afterIcon(p, b) || b == BonusDraw && g.ahIconDrawWaits(p)
}

// archiveNamedFromHand archives the card of pl's hand the choose line
// names next, or an unnamed one ("archive a card from your hand").
func (g *Game) archiveNamedFromHand(pl int8) {
	ref, ok := g.ans.nextCard()
	if !ok {
		g.archiveFromHand(pl)
		return
	}
	id := g.hyKnownInHand(pl, ref)
	if id < 0 {
		g.violate("effect-target", pl, "archive: %s is not in %s's hand", g.refName(ref), g.p[pl].name)
		return
	}
	g.moveInst(id, ZoneArchives) // an event, as any archiving
}

// iconInsteadText prints IconInstead.
func iconInsteadText(st *Static) (string, bool) {
	if st.Is != IconInstead {
		return "", false
	}
	from, into := iconInsteadParts(st)
	s := "When resolving a bonus icon"
	if from != 0 {
		s = "When you resolve " + iconName(from, true) + " bonus icon"
	}
	switch into {
	case iconAsToken:
		return s + ", you may make a token creature instead.", true
	case iconAsArchive:
		return s + ", you may archive a card from your hand instead.", true
	}
	var names []string
	for i := range iconWords[:5] {
		if into&(1<<i) != 0 {
			names = append(names, iconName(1<<i, false))
		}
	}
	return s + ", you may choose to resolve it as " + orList(names) + " icon instead.", true
}

// iconName names an icon's bit: "a draw" (article) or "draw".
func iconName(bit uint, article bool) string {
	n := ""
	for i, w := range iconWords {
		if bit == 1<<i {
			n = map[string]string{"aember": "A", "capture": "capture", "damage": "D", "draw": "draw", "discard": "discard"}[w]
		}
	}
	switch {
	case !article:
		return n
	case n == "A":
		return "an A"
	}
	return "a " + n
}

// orList joins names as "a, b, or c" ("a" alone, "a or b").
func orList(names []string) string {
	switch len(names) {
	case 0:
		return ""
	case 1:
		return "a " + names[0]
	case 2:
		return "a " + names[0] + " or " + names[1]
	}
	s := "a "
	for i, n := range names {
		if i == len(names)-1 {
			s += "or " + n
			break
		}
		s += n + ", "
	}
	return s
}

// OnIcon: "After you resolve a bonus icon, …" (Rage), fired for the
// cards of the player whose icon it was, once each icon has resolved
// (replaced or not; one with no target too), before the next
// (afterIcon). Trig: the card whose icon it was.
const OnIcon Trigger = 1 << 31

// OnIconDamage: "After an enemy creature is dealt damage by a D bonus
// icon, …" (Maleficorn; When the creature). Trig: the creature.
const OnIconDamage Trigger = 1 << 32

// iconTriggerLead prints this file's triggers.
func iconTriggerLead(a *Ability) string {
	switch {
	case a.On&OnIcon != 0:
		return "After you resolve a bonus icon"
	case a.On&OnIconDamage != 0:
		return "After an enemy creature is dealt damage by a D bonus icon"
	}
	return ""
}

// WithBonusIcon: "a card with a bonus icon" (Adaptoid); its printed Æmber
// bonus counts (FAQ, Wild Bounty).
const WithBonusIcon Filter = 1 << 31
