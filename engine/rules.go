package engine

// Rule is one rule the engine checks: the id a Violation carries, a title,
// where the rule is written and a short quote of it.
type Rule struct {
	ID        string
	Title     string
	Reference string
	Quote     string
}

// Rules lists every rule id a Violation can carry, in a stable order. Tools
// (replay, audit) list and look up rules here; the engine never modifies it.
var Rules = []Rule{
	{"first-turn", "First turn rule", "Rulebook: Step 3 – First Turn Rule",
		"During the first player's first turn of the game, that player cannot play or discard more than one card from their hand."},
	{"rule-of-six", "Rule of six", "Rulebook: Glossary – Rule of Six",
		"No more than six copies of a single card (by title) may be played and/or used during a single turn."},
	{"forge-mandatory", "Forging is mandatory", "Rulebook: Step 1 – Forge a Key",
		"If the active player has enough Æmber to forge a key during this step, they must do so."},
	{"forge-unaffordable", "Not enough Æmber to forge", "Rulebook: Step 1 – Forge a Key",
		"To forge a key, the active player spends Æmber from the Æmber pool. The default cost to forge a key is six Æmber."},
	{"forge-step", "Forging outside step 1", "Rulebook: Step 1 – Forge a Key",
		"No more than one key can be forged during this step each turn."},
	{"key-forged", "Key already forged", "Rulebook: Step 1 – Forge a Key",
		"That player flips any one of their key tokens over to its forged side."},
	{"not-active-house", "Card not of the active house", "Rulebook: Step 3 – Play, Discard, and Use Cards of the Chosen House",
		"The active player may not play, use, or discard cards that aren't of the active house unless specified by a card ability."},
	{"house-choice", "House cannot be chosen", "Rulebook: Step 2 – Choose a House",
		"A player cannot choose to activate a house unless it is either on their identity card or they control a card that belongs to that house."},
	{"house-must", "House that must be chosen", "Rulebook: Glossary – House Choice; Cannot vs Must/May",
		"A card instructs the player that they must choose a house; if the rules or a card say they cannot, the \"cannot\" effect takes precedence."},
	{"house-twice", "House already chosen", "Rulebook: Step 2 – Choose a House",
		"The active player chooses one of the houses on their identity card to activate, making it the active house for the remainder of the turn."},
	{"archives-timing", "Archives taken late", "Rulebook: Step 2 – Choose a House",
		"After choosing a house, the active player has the option to take all cards in their archives and add them to their hand."},
	{"exhausted", "Exhausted card used", "Rulebook: Ready and Exhausted",
		"An exhausted card is not able to be used until it is readied by a game step or card ability."},
	{"not-controller", "Card not controlled", "Rulebook: Step 3 – Play, Discard, and Use Cards",
		"The active player may use any number of cards of the active house that are in play under their control."},
	{"not-in-play", "Card not in play", "Rulebook: Using Cards",
		"Cards in play may be used; a card that is not in play cannot be used or targeted as one in play."},
	{"taunt", "Taunt", "Rulebook: Glossary – Taunt",
		"Each of a taunt creature's neighbors cannot be attacked unless that neighbor also has taunt."},
	{"stunned", "Stunned creature", "Rulebook: Glossary – Stun",
		"The next time a stunned creature is used, the only thing that happens is the creature exhausts and the stun is removed."},
	{"alpha", "Alpha", "Rulebook: Glossary – Alpha",
		"A card with alpha can only be played if you haven't played, used, or discarded any other cards during the current step of your turn."},
	{"omega", "Omega", "Rulebook: Glossary – Omega",
		"After a card with omega is played, the current step ends: the active player cannot play, use, or discard any more cards."},
	{"card-not-available", "Card not in hand", "Rulebook: Playing Cards",
		"A card is played from its controller's hand; no unaccounted copy of it can be in that hand."},
	{"card-not-in-deck", "Card not in the deck", "Rulebook: Deck Construction",
		"Each player plays with their own deck; the card is in neither deck list."},
	{"hand-refill", "Hand refill", "Rulebook: Step 5 – Draw Cards",
		"The active player draws cards from the top of their deck until they have six cards in their hand."},
	{"no-enemy-creature", "Nothing to fight", "Rulebook: Glossary – Fight",
		"A creature cannot be used to fight if there is no enemy creature to fight."},
	{"fight-target", "Illegal fight target", "Rulebook: Glossary – Fight",
		"A creature fights a creature controlled by the opponent."},
	{"turn-order", "Turn out of order", "Rulebook: Turn Sequence",
		"Players alternate taking turns until one player wins the game."},
	{"mulligan", "Mulligan", "Rulebook: Setup, step 7 – Mulligan",
		"Each player, starting with the first player, has one opportunity to mulligan their starting hand."},
	{"game-over", "Action after the game ended", "Rulebook: Objective",
		"The game ends immediately when a player forges their third key, and that player wins the game."},
	{"not-a-creature", "Not a creature", "Rulebook: Glossary – Damage",
		"Only creatures can be dealt damage, healed, stunned, warded, enraged or given power counters."},
	{"upgrade-target", "Upgrade without a creature", "Rulebook: Upgrades",
		"If an upgrade cannot attach to a card in play, the upgrade cannot enter play."},
	{"tide-chains", "Raising the tide", "Rulebook: The Tide",
		"Omni: Raise the tide. Gain 3 chains. (Only a player for whom the tide is not high raises it.)"},
	{"enrage", "Enraged creature must fight", "Rulebook: Glossary – Enrage",
		"If able to fight, an enraged creature must be used to fight when it is used."},
	{"choice-missing", "Ability choice missing", "Rulebook: Glossary – Abilities",
		"The player resolving an ability makes its choices; the log did not say what was chosen."},
	{"choice-unexpected", "Choice without an ability", "Rulebook: Glossary – Abilities",
		"Choices are made while an ability resolves; no ability was waiting for one."},
	{"effect-target", "Declared effect cannot apply", "Rulebook: Golden Rule – resolve as much as possible",
		"Resolve as much of an ability as possible; a declared effect named a card it cannot apply to."},
	{"effect-differs", "Declared effect differs from the ability", "Rulebook: Glossary – Abilities",
		"A card's ability does what its text says; the log declares the same change with another amount."},
	{"deploy", "Deploy", "Rulebook: Glossary – Deploy",
		"A creature with deploy can enter play anywhere in its controller's battleline; other creatures enter on a flank."},
	{"restricted", "A card says cannot", "Rulebook: Golden Rule; Glossary – Cannot vs Must/May",
		"If the text of a card directly contradicts the text of the rules, the text of the card takes precedence; \"cannot\" is absolute."},
	{"gigantic", "Gigantic creature", "Rulebook: Glossary – Gigantic",
		"In order to play a gigantic creature, a player must have both halves of the creature in hand, and play those cards together as a single creature."},
	{"internal-error", "Engine error", "kfr: engine",
		"The engine could not apply the action; please report the log."},
	{"prophecy", "Prophecy activation", "Prophetic Visions: prophecy cards (docs/prophecies.md)",
		"Once each turn, the active player may put a card from their hand facedown under one of their prophecies, if neither side of that prophecy card has a card under it."},
}

// ruleAt is where each rule of Rules is, made once: a finding looks up
// its rule's reference (RuleByID's pass over the list was a third of
// recording one).
var ruleAt = func() map[string]int {
	at := make(map[string]int, len(Rules))
	for i := range Rules {
		at[Rules[i].ID] = i
	}
	return at
}()

// ruleReference is the reference of rule id, "" when Rules has none; as
// RuleByID's, should a tool change Rules.
func ruleReference(id string) string {
	if i, ok := ruleAt[id]; ok && i < len(Rules) && Rules[i].ID == id {
		return Rules[i].Reference
	}
	if r, ok := RuleByID(id); ok {
		return r.Reference
	}
	return ""
}

// RuleByID finds a rule of Rules.
func RuleByID(id string) (Rule, bool) {
	for i := range Rules {
		if Rules[i].ID == id {
			return Rules[i], true
		}
	}
	return Rule{}, false
}
