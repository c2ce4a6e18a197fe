package tco

import "github.com/kfr-dev/kfr/engine"

// activatesProphecy reads "X activates their prophecy P": a card of X's
// hand goes facedown under P, a card TCO never names there (> prophecy
// P). The deck the import rebuilds lists no prophecy (TCO names none as
// a card of a deck), and the engine takes a hidden card of the hand for
// it: the hand and the deck then count as the table's did. P is not seen
// as a card of X's deck: a prophecy is never shuffled in nor drawn.
func (p *parser) activatesProphecy(c lineCtx, name string) {
	r, ok := p.cards.ref(name)
	if !ok {
		p.note(c, p.slab.join("prophecy activated: ", name))
		return
	}
	p.add(c, engine.Action{Verb: engine.VerbProphecy, Card: r}, "")
}

// seeFate notes the fate card "X resolves the fate effect of C" names as
// a card of its owner's deck. A prophecy is fulfilled during its owner's
// opponent's turn, so the owner is the player whose turn it is not; X is
// not (TCO names the active player or the owner, by version).
func (p *parser) seeFate(r engine.CardRef) {
	if p.turnOpen {
		p.see(p.other(p.active), r)
	}
}
