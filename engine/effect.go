package engine

// EffectKind is a declared-effect primitive. Values are stored (msgpack):
// append new kinds at the end of the list, never renumber.
type EffectKind uint8

// The declared-effect primitives.
const (
	EffNone          EffectKind = iota
	EffGain                     // gain N Æmber
	EffLose                     // lose N Æmber
	EffSteal                    // steal N from the opponent (as much as there is)
	EffCapture                  // Card captures N from its controller's opponent (Card: the source creature when zero)
	EffExalt                    // Card is exalted: 1 Æmber from the supply onto it
	EffMove                     // move N Æmber from Card to Target (the pool when Target is zero)
	EffPay                      // pay N Æmber to the opponent
	EffDamage                   // deal N damage to Card, Splash to its neighbours
	EffHeal                     // heal N damage from Card
	EffFullHeal                 // fully heal Card
	EffDestroy                  // destroy Card
	EffSacrifice                // sacrifice Card (destroy a card you control)
	EffReady                    // ready Card
	EffExhaust                  // exhaust Card
	EffStun                     // stun Card
	EffUnstun                   // remove the stun from Card
	EffWard                     // ward Card
	EffEnrage                   // enrage Card
	EffPower                    // add N (signed) +1 power counters to Card
	EffDraw                     // draw N cards
	EffDiscard                  // discard Card from hand
	EffDiscardRandom            // discard N random cards from hand
	EffDiscardTop               // discard the top N cards of the deck
	EffArchive                  // archive Card (from hand, or from play to its owner's archives); an unnamed card from hand when Card is zero
	EffArchiveTop               // archive the top N cards of the deck
	EffPurge                    // purge Card
	EffReturn                   // return Card to its owner's hand
	EffTopDeck                  // put Card on top of its owner's deck
	EffShuffle                  // shuffle Card into its owner's deck
	EffControl                  // take control of Card
	EffChains                   // gain (N > 0) or shed (N < 0) chains
	EffKeyCost                  // modify key cost by N (signed) for Duration
	EffForge                    // forge a key (Key) at cost N (0 when "at no cost")
	EffUnforge                  // unforge a key (Key)
	EffSearch                   // search the deck (and discard) for Card and take it into hand
	EffReveal                   // reveal Card (its identity becomes known)
	EffRaiseTide                // raise the tide
	EffGiveKeyword              // Card gains Keyword (N for assault N...) for Duration
	EffRemoveKeyword            // Card loses Keyword for Duration
	EffFight                    // an ability makes Card fight Target
	EffReap                     // an ability makes Card reap
	EffUse                      // an ability uses Card
	EffPlay                     // an ability plays Card
	EffPutInPlay                // put Card into play without playing it
	EffArmor                    // Card gains N armor for Duration
	EffSupply                   // move N Æmber from Card to the common supply
	EffExtraTurn                // take another turn after this one
	EffNoForge                  // step 1 ends without a key forged (the log says so)
	EffFate                     // Card's "Fate:" ability resolves (its prophecy was fulfilled)
	EffToken                    // make N token creatures (Card: the deck's token creature)
	EffSpendable                // Æmber on Card may be spent as if in its controller's pool, while Card is in play
	EffUnward                   // Card's ward token is spent (by damage or destruction the log may not state); none: nothing
	EffGrant                    // Card (each of the player's creatures when Card is zero) gains the ability Text for Duration (declared_grant.go)
	EffControlLeft              // take control of Card and put it on the left flank (EffControl: the right)
)

// EffectSpec says how an effect is written and which fields it uses.
//
// Args lists the arguments in the order notation writes them, separated by
// spaces: "n" a number ("+n" a signed one), "c" Card, "t" Target, "k" a key
// colour, "w" a keyword, "s" the "splash N" suffix, "d" a duration suffix,
// "x" a quoted text (Text).
// A trailing "?" marks an argument that may be left out.
type EffectSpec struct {
	Kind EffectKind
	Name string
	Args string
}

// EffectSpecs lists every effect, indexed by kind.
var EffectSpecs = [...]EffectSpec{
	{EffNone, "", ""},
	{EffGain, "gain", "n"},
	{EffLose, "lose", "n"},
	{EffSteal, "steal", "n"},
	{EffCapture, "capture", "n c?"},
	{EffExalt, "exalt", "c"},
	{EffMove, "move", "n c t?"},
	{EffPay, "pay", "n"},
	{EffDamage, "damage", "n c s?"},
	{EffHeal, "heal", "n c"},
	{EffFullHeal, "fullheal", "c"},
	{EffDestroy, "destroy", "c"},
	{EffSacrifice, "sacrifice", "c"},
	{EffReady, "ready", "c"},
	{EffExhaust, "exhaust", "c"},
	{EffStun, "stun", "c"},
	{EffUnstun, "unstun", "c"},
	{EffWard, "ward", "c"},
	{EffEnrage, "enrage", "c"},
	{EffPower, "power", "+n c"},
	{EffDraw, "draw", "n"},
	{EffDiscard, "discard", "c"},
	{EffDiscardRandom, "discard-random", "n"},
	{EffDiscardTop, "discard-top", "n"},
	{EffArchive, "archive", "c"},
	{EffArchiveTop, "archive-top", "n"},
	{EffPurge, "purge", "c"},
	{EffReturn, "return", "c"},
	{EffTopDeck, "topdeck", "c"},
	{EffShuffle, "shuffle", "c"},
	{EffControl, "control", "c"},
	{EffChains, "chains", "+n"},
	{EffKeyCost, "keycost", "+n d?"},
	{EffForge, "forge", "k? n?"},
	{EffUnforge, "unforge", "k?"},
	{EffSearch, "search", "c"},
	{EffReveal, "reveal", "c"},
	{EffRaiseTide, "tide", ""},
	{EffGiveKeyword, "give", "w n? c d?"},
	{EffRemoveKeyword, "remove", "w c d?"},
	{EffFight, "fight", "c t"},
	{EffReap, "reap", "c"},
	{EffUse, "use", "c"},
	{EffPlay, "play", "c"},
	{EffPutInPlay, "putinplay", "c"},
	{EffArmor, "armor", "n c d?"},
	{EffSupply, "supply", "n c"},
	{EffExtraTurn, "extraturn", ""},
	{EffNoForge, "noforge", ""},
	{EffFate, "fate", "c"},
	{EffToken, "token", "n c"},
	{EffSpendable, "spendable", "c"},
	{EffUnward, "unward", "c"},
	{EffGrant, "grant", "c x d?"},
	{EffControlLeft, "control-left", "c"},
}

// String is the effect's notation name.
func (k EffectKind) String() string {
	if int(k) < len(EffectSpecs) {
		return EffectSpecs[k].Name
	}
	return "effect?"
}

// EffectKindByName finds an effect by its notation name.
func EffectKindByName(name string) (EffectKind, bool) {
	for _, s := range EffectSpecs {
		if s.Kind != EffNone && s.Name == name {
			return s.Kind, true
		}
	}
	return EffNone, false
}

// Duration suffixes in notation: "> keycost +2 turn", "> give elusive Troll next".
var durationNames = [...]string{UntilNone: "", UntilTurnEnd: "turn", UntilNextTurn: "next", UntilLeavesPlay: "while"}

// String is the duration's notation suffix ("" for UntilNone).
func (d Duration) String() string {
	if int(d) < len(durationNames) {
		return durationNames[d]
	}
	return "duration?"
}

// ParseDuration reads a duration suffix ("turn", "next").
func ParseDuration(s string) (Duration, bool) {
	for i, n := range durationNames {
		if i > 0 && n == s {
			return Duration(i), true
		}
	}
	return UntilNone, false
}
