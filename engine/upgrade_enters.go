package engine

// OnUpgradeEnters: "After an upgrade enters play, …" (Armory Officer
// Nel): any upgrade, either player's, played or put into play attached
// to a card; not one that moves from a creature to another (that is only
// OnUpgradeAttached). Trig: the upgrade. Numbered from the top, as the
// batches' own triggers are.
const OnUpgradeEnters Trigger = 1 << 36

// upgradeEntered: upgrade up has just entered play, attached to card on.
func (g *Game) upgradeEntered(up, on int16) {
	g.hdAttached(on)
	if g.triggers&OnUpgradeEnters != 0 {
		g.fireAll(OnUpgradeEnters, up)
	}
}
