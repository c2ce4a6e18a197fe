package engine

// Closures and helpers of batch R (scripts_hand_r.go); the turn history
// they read is turn_history.go.

// Conditions the batch's cards share.
var (
	hrFoughtThisTurn = Cond{Is: hrIfFought, Cmp: AtLeast, N: 1}
	hrForgedThisTurn = Cond{Is: hrIfForged, Cmp: AtLeast, N: 1}
	hrOppForgedLast  = Cond{Is: hrIfForged, Who: Opponent, Cmp: AtLeast, N: 1}
)

// hrCannotUse is "<t> cannot be used" while cond holds: no reap, fight or
// action, by either player.
func hrCannotUse(t Target, cond Cond) []Static {
	return []Static{
		{Is: Cannot, Verb: VerbReap, Who: EachPlayer, To: t, If: cond},
		{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: t, If: cond},
		{Is: Cannot, Verb: VerbAction, Who: EachPlayer, To: t, If: cond},
	}
}

// hrOverrun is Overrun's "If 3 or more enemy creatures have been destroyed
// this turn, your opponent loses 2A."
func hrOverrun(x *Ctx) {
	if x.g.hrThisTurn(histDestroyed, x.Opponent(), nil) >= 3 {
		x.g.lose(x.Opponent(), 2, SrcAbility)
	}
}

// hrArchiveSelfIf is "If you <did act> this turn, archive <this card>."
func hrArchiveSelfIf(act histAct) func(x *Ctx) {
	return func(x *Ctx) {
		if x.g.hrThisTurn(act, x.Player, nil) > 0 {
			x.g.hjArchiveSelf(x)
		}
	}
}

// hrForgeFree is "forge a key at no cost".
func hrForgeFree(x *Ctx) {
	if x.g.p[x.Player].keyCount() < 3 {
		x.g.forge(x.Player, KeyAny, 0)
	}
}

// hrFirstMutantOwnerGains is Rack of Redemption's: the creature destroyed
// (the trigger's) is the turn's first Mutant destroyed, of either side.
func hrFirstMutantOwnerGains(x *Ctx) {
	t := x.r.trig
	if t < 0 {
		return
	}
	of := &Target{Trait: "mutant"}
	if x.g.hrThisTurn(histDestroyed, 0, of)+x.g.hrThisTurn(histDestroyed, 1, of) == 1 {
		x.g.gain(x.g.cards[t].owner, 1, SrcAbility)
	}
}
