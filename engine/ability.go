package engine

// The ability language: a card's abilities are data. A triggered ability
// is a trigger, an optional condition and steps; a constant ability is a
// Static. Steps are built from the same primitives a log can declare
// (gain, capture, damage, …), acting on cards a Target describes ("an
// enemy flank creature", "each damaged creature"), with amounts that may
// be computed ("for each …") and conditions on what earlier steps did
// ("if you do"). The interpreter is ability_run.go, the English printer
// ability_text.go. A card's entry reads like its printed text:
//
//	// Troll: "Reap: Troll heals 3 damage."
//	{ID: "troll", Abilities: []Ability{{On: OnReap, Steps: []Clause{
//		{Do: DoHeal, N: 3, To: This},
//	}}}},
//
// Everything here is plain values (no pointers into a game), so a card's
// script is shared read-only by every Game, and an ability that waits for
// a choice is resumable from plain data (run, in the pending choice).

// Trigger is when a triggered ability resolves: one bit per printed
// trigger, so "Play/Fight/Reap:" is OnPlay|OnFight|OnReap.
type Trigger uint64

// The triggers.
const (
	OnPlay        Trigger = 1 << iota // "Play:"
	OnReap                            // "Reap:" / "After Reap:"
	OnFight                           // "Fight:" / "After Fight:" (the attacker survives)
	OnBeforeFight                     // "Before Fight:" (Trig: the creature it fights)
	OnAction                          // "Action:"
	OnOmni                            // "Omni:"
	OnDestroyed                       // "Destroyed:"
	OnLeavesPlay                      // "Leaves Play:"
	OnScrap                           // "Scrap:" (discarded from hand)
	OnFate                            // "Fate:" (its prophecy fulfilled; about the active player)
	OnTurnStart                       // "At the start of your turn, …"
	OnTurnEnd                         // "At the end of your turn, …"
	// OnPlayOther: "Each time you play another <When>, …" (Trig: the card played).
	OnPlayOther
	// OnEnemyDestroyedFighting: "After an enemy creature is destroyed
	// fighting <this>, …" (Who Opponent of a step is that creature's controller).
	OnEnemyDestroyedFighting
	// OnCreatureReaps: "After a <When> creature reaps, …" (Trig: the reaper).
	OnCreatureReaps
	// OnCreatureDestroyed: "Each time a <When> creature is destroyed, …"
	// (Trig: the creature; it resolves before the creature leaves play).
	OnCreatureDestroyed
	// OnCreatureFights: "After a <When> creature fights, …" (Trig: the fighter).
	OnCreatureFights
	// OnHouseChosen: "After a player chooses <When.House> as their active
	// house, …" (When nil: any house; When.Is NotHouse: "an active house
	// other than <When.House>"; When.Side Friendly: "After you choose …",
	// Enemy: "After your opponent chooses …").
	OnHouseChosen
	// OnKeyForged: "After a player forges a key, …" (When nil; When.Side
	// Friendly: "After you forge a key", Enemy: "After your opponent
	// forges a key"; ability_gen2.go).
	OnKeyForged
	// OnTideRaised: "After a player raises the tide, …" (When as
	// OnKeyForged's).
	OnTideRaised
	// OnEachTurnEnd: "At the end of each player's turn, …" (either
	// player's: the cards of both fire; When &Target{}: printed "At the
	// end of each turn").
	OnEachTurnEnd
	// OnNeighborDamaged: "After 1 of <this>'s neighbors is dealt damage,
	// …" (Trig: that neighbor; ability_hand_c.go).
	OnNeighborDamaged
	// OnUseOther: "After you use a <When> creature, …" (Trig: the card
	// used; after the use resolves, the card in play or not;
	// ability_hand_c.go).
	OnUseOther
	// OnAnyTurnStart: "At the start of each player's turn, …" (ability_hand_d.go).
	OnAnyTurnStart
	// OnArmorPrevents: "After <this> prevents damage with its armor, …":
	// once for each damage prevented (ability_hand_d.go).
	OnArmorPrevents
	// OnUpgradeAttached: "After an upgrade is attached to …" (Trig: the
	// creature it is attached to; ability_hand_d.go).
	OnUpgradeAttached
	// OnActionPlayed: "After an action card is played but before it
	// resolves, …" (Trig: the action card; ability_hand_e.go).
	OnActionPlayed
	// OnCreatureEnters: "Each time a <When> creature enters play, …" (Trig:
	// the creature; ability_hand_e.go).
	OnCreatureEnters
	// OnProphecy: a prophecy's condition, "During your opponent's turn,
	// after …, fulfill …" (its English only: the engine checks it through
	// the prophecy's rule; prophecy.go).
	OnProphecy
)

// Count is how many cards a Target names.
type Count uint8

// The counts.
const (
	One             Count = iota // "a", "an": one card the player chooses
	Exactly                      // "N creatures": N cards the player chooses (N)
	UpTo                         // "up to N": 0 to N cards the player chooses
	Each                         // "each", "all": every matching card
	Self                         // this card
	That                         // back-reference: "that creature", "it" (the cards the last step acted on)
	Triggering                   // the card the trigger is about (the creature fought, the card played)
	Parent                       // the creature an upgrade is attached to ("this creature")
	Neighbors                    // this card's neighbors (filtered like Each)
	ThatNeighbors                // the neighbors of the card the last step acted on
	Fought                       // "the creature <this> fights": the fight trigger's card
	FoughtNeighbors              // "each neighbor of the creature <this> fights"
)

// Side is whose cards a Target matches, from the ability's controller.
type Side uint8

// The sides.
const (
	AnySide  Side = iota
	Friendly      // "friendly", "your"
	Enemy         // "enemy", "your opponent's"
)

// Kind is the card type a Target matches.
type Kind uint8

// The kinds.
const (
	Creature Kind = iota // a creature (in play: on a battleline)
	Artifact
	Upgrade
	AnyCard    // any card of the zone ("a card in your hand", "a card in play")
	ActionCard // an action card
)

// Where is the zone a Target looks in.
type Where uint8

// The zones of a target.
const (
	InPlay     Where = iota // battlelines, artifacts, upgrades
	InHand                  // the ability's controller's hand (Side Enemy: the opponent's)
	InDiscard               // a discard pile
	InArchives              // archives
)

// Filter is a set of conditions a targeted card must meet.
type Filter uint64

// The filters.
const (
	Damaged       Filter = 1 << iota // "damaged"
	Undamaged                        // "undamaged"
	Exhausted                        // "exhausted"
	Ready                            // "ready"
	AtFlank                          // "flank"
	NotAtFlank                       // "not on a flank"
	Stunned                          // "stunned"
	Warded                           // "warded"
	Enraged                          // "enraged"
	WithAember                       // "with Æmber on it"
	Other                            // "another", "other": not this card
	NotHouse                         // House is the house it must not be ("non-Mars")
	PowerAtLeast                     // power N or higher (Target.Power)
	PowerAtMost                      // power N or lower (Target.Power)
	MostPowerful                     // the most powerful (ties: the player chooses)
	LeastPowerful                    // the least powerful
	NotThat                          // not a card the last step acted on
	Neighboring                      // "neighboring": a neighbor of this card
	NotTrait                         // Trait is the trait it must not have ("non-Mutant")
	ChosenHouse                      // "of that house": of the house an earlier "choose a house" step chose
	Token                            // "token creature"
	SharesHouse                      // shares a house with a card the last step acted on (ability_hand_c.go)
	WeakerThanIt                     // power lower than a card the last step acted on (ability_hand_c.go)
	Armored                          // with armor (ability_hand_c.go)
	AmongThat                        // one of the cards the last step acted on ("add 1 of them to your hand")
	InCenter                         // "in the center of its controller's battleline" (ability_hand_e.go)
	NoAember                         // "with no A on it" (ability_hand_e.go)
	NoBonusIcons                     // "with no bonus icons": no Æmber bonus, no enhancement (ability_hand_e.go)
	IsElusive                        // "elusive": with the keyword elusive (ability_gen3.go)
	OddPower                         // "with odd power" (ability_gen3.go)
	EvenPower                        // "with even power"
)

// Target describes the cards a step acts on.
type Target struct {
	Count Count
	N     int8 // for Exactly and UpTo
	Side  Side
	Kind  Kind
	Where Where
	Is    Filter
	House House  // "Mars creature"; with NotHouse, "non-Mars creature"
	Trait string // "Mutant creature"
	Name  string // "an Urchin": the card's id (ability_hand_c.go)
	Power int8   // with PowerAtLeast/PowerAtMost
}

// Common targets.
var (
	This          = Target{Count: Self}
	ThatOne       = Target{Count: That}
	TheTriggering = Target{Count: Triggering}
	ThisCreature  = Target{Count: Parent}
)

// Who is the player a player effect is about, from the ability's controller.
type Who uint8

// The players.
const (
	You            Who = iota // "you", "gain", "draw"
	Opponent                  // "your opponent"
	EachPlayer                // "each player": the active player first
	ThatOwner                 // the owner of the card the last step acted on ("its owner")
	ThatController            // the controller of the card the last step acted on ("its controller")
	// ChosenPlayer: "a player's", "any player's" (Clause.Alt): the player
	// the log's choose line names, once an ability (ability_gen3.go).
	ChosenPlayer
)

// Op is what a step does: the primitives a log can declare, and what
// cards need beyond them.
type Op uint8

// The ops. Amounts are Clause.N (and Clause.Per); cards are Clause.To.
const (
	DoNothing       Op = iota
	DoGain             // Who gains N Æmber
	DoLose             // Who loses N Æmber
	DoSteal            // steal N Æmber
	DoCapture          // To captures N Æmber from its opponent
	DoExalt            // exalt To
	DoDamage           // deal N damage to To (Splash to its neighbors)
	DoHeal             // heal N damage from To (N 0: fully heal)
	DoDestroy          // destroy To
	DoSacrifice        // destroy To (a friendly card)
	DoReady            // ready To
	DoExhaust          // exhaust To
	DoStun             // stun To
	DoWard             // ward To
	DoEnrage           // enrage To
	DoPowerCounters    // give To N +1 power counters (negative: remove)
	DoDraw             // Who draws N cards
	DoDiscard          // Who discards To from hand
	DoDiscardRandom    // Who discards N random cards from hand
	DoDiscardTop       // Who discards the top N cards of their deck
	DoArchive          // archive To (from hand; from play to its owner's archives)
	DoPurge            // purge To
	DoReturn           // return To to its owner's hand
	DoShuffle          // shuffle To into its owner's deck
	DoTakeControl      // take control of To
	DoChains           // Who gains N chains (negative: sheds)
	DoKeyCost          // Who's keys cost +N until Dur ends
	DoRaiseTide        // raise the tide
	DoGiveKeyword      // To gains KW (N) until Dur ends
	DoArmor            // To gets +N armor until Dur ends
	DoPower            // To gets +N power until Dur ends
	DoReadyAndFight    // ready and fight with To
	DoReadyAndReap     // ready and reap with To
	DoReadyAndUse      // ready and use To
	DoFight            // fight with To
	DoUse              // use To
	DoChooseHouse      // choose a house (the log's choose line names it): later steps read it
	DoDestroyHouse     // destroy each creature of the chosen house
	DoForbidHouse      // Who cannot choose the chosen house while this card is in play
	DoLasting          // a lasting effect of kind Last for Who until Dur ends
	DoExtraTurn        // take another turn after this one
	DoToken            // make N token creatures
	DoArchiveTop       // Who archives the top N cards of their deck
	DoPay              // pay your opponent N Æmber
	DoGo               // the escape hatch: Clause.Go
	DoSetHouse         // To belongs to House until Dur ends
	DoCardLasting      // a lasting effect of kind Last on To until Dur ends
	DoForge            // Who forges a key at the current cost +N (Per: "reduced by 1 for each …")
	DoTriggerReap      // trigger To's "Reap:" abilities as if you controlled it
	DoPlayTop          // play the top card of your deck (the choose line names it)
	DoUnforge          // Who unforges a key (the log's choose names the colour when it matters)
	DoTopDeck          // put To on top of its owner's deck
	DoSearch           // Who searches their deck and discard pile for a card (the log names it) and puts it into their hand
	DoChooseOne        // choose one of N options (the log's choose line says 1, 2, …, or an option's name in Say, "A / B"): clauses with Opt k are option k
	DoRepeat           // go back N clauses and resolve them again, while If holds (at most 64 times)
	DoSwap             // swap the places of the two creatures To names on a battleline

	DoPurgeHeld    // purge To; this card holds them (DoReturnHeld puts them back into play)
	DoReturnHeld   // put every card this card holds into play, under its owner's control
	DoBottom       // put To on the bottom of its owner's deck
	DoTakeAember   // move N Æmber (0: all) from each of To to Who's pool
	DoRemoveAember // move N Æmber (0: all) from each of To to the common supply

	// DoLastingAbility: until Dur ends, the ability Lasting resolves
	// whenever its trigger happens ("For the remainder of the turn, gain
	// 1A each time a friendly creature fights."; ability_gen2.go).
	DoLastingAbility
	DoChoose       // choose To and do nothing else: later steps act on them ("it", "the chosen creatures")
	DoChooseAlso   // and choose To: added to the cards the last step chose ("a friendly creature and an enemy creature")
	DoReveal       // reveal To (from hand): "for each card revealed this way"
	DoChooseNumber // choose a number (the log's choose line says it): later steps read it as "this way" (done)
	DoDiscardNamed // Who discards the top N cards of their deck, which the log names (N 0: until one matches To); "this way" counts those matching To
	DoForEach      // "For each <Per>, <the next step>": the next step resolves Per times (it and a DoRepeat after it, N 1)

	DoShuffleDiscard // Who shuffles their discard pile into their deck (ability_gen3.go)
	// DoMayUse: until Dur ends, its controller may use the creatures To
	// matches (N 0) or fight with them (N VerbFight) whatever their house
	// ("For the remainder of the turn, each friendly creature may fight.";
	// Alt: "…, you may use friendly Untamed creatures."; ability_gen3.go).
	DoMayUse
	// DoShuffleBottom: Who shuffles the bottom N cards of their discard
	// pile into their deck ("Shuffle the bottom 3 cards of your discard
	// into your deck.", Immersioneer; ability_gen3.go).
	DoShuffleBottom
	// DoCaptureOwn: To captures N Æmber from its own side, its
	// controller's pool ("An enemy creature captures 1A from its own
	// side."; ability_gen3.go).
	DoCaptureOwn
)

// Clause is one effect of an ability.
type Clause struct {
	Do  Op
	N   int     // the amount (signed for power counters, chains, key cost)
	Per *Amount // a computed amount: N times it (N 0 counts as 1)
	To  Target  // the cards it acts on
	Who Who     // the player it is about
	If  Cond    // resolves only when this holds
	May bool    // "you may": the log's choose line says yes or no

	KW     Keyword
	Dur    Duration
	Splash int
	Last   lastKind // DoLasting, DoCardLasting
	House  House    // DoSetHouse
	// Opt puts the clause in option Opt of the last "choose one"
	// (DoChooseOne): it resolves only when that option was chosen.
	Opt uint8

	// Go is the escape hatch: a clause the language cannot say, as a small
	// closure (Say is its English). It runs with the ability's context.
	Go  func(x *Ctx)
	Say string

	// And prints the step joined to the one before it ("Deal 1D to a
	// creature and stun it."): English only, the steps resolve in order
	// as ever, under the first one's condition (And steps have none).
	And bool
	// Alt prints the step's other wording of its card itself: "Francus
	// captures 1A." for "Capture 1A.", "Heal 2 damage from Eunoia." for
	// "Eunoia heals 2 damage."; "they lose 4A" for "your opponent loses
	// 4A" after a condition on them: English only.
	Alt bool

	// Lasting is DoLastingAbility's ability: an event trigger (On, When),
	// its steps, for the step's controller.
	Lasting *Ability
}

// Quantity is a number read from the game for a computed amount.
type Quantity uint8

// The quantities.
const (
	CountOf       Quantity = iota // how many cards match Amount.Of
	AemberOf                      // how much Æmber Who has
	HalfAemberOf                  // half of Who's Æmber, rounded down
	ArchivesOf                    // how many cards Who has in archives
	DoneThisWay                   // what the last step did ("for each creature destroyed this way")
	DamageOnThis                  // damage on this card
	AemberOnCards                 // Æmber on the cards that match Amount.Of
	AemberOnIt                    // Æmber on the card a constant ability applies to ("for each A on it")
	UnforgedKeys                  // how many keys Who has not forged
	HousesAmong                   // how many houses are represented among the cards that match Of
	UpgradesOnIt                  // upgrades attached to the card a constant ability applies to ("for each upgrade attached to it")
)

// Amount is a computed amount: "for each …", "equal to …".
type Amount struct {
	Q   Quantity
	Of  Target
	Who Who
	// Minus makes the amount N minus the quantity, not N times it: "at
	// +7A current cost, reduced by 1A for each …".
	Minus bool
	Max   int // "to a maximum of Max" (0: none)
}

// CondKind is what a condition tests.
type CondKind uint8

// The conditions.
const (
	Always              CondKind = iota
	IfDone                       // "if you do": the last step did something
	IfNotDone                    // "otherwise", "if you do not"
	IfAember                     // Who has Cmp N Æmber
	IfCount                      // the number of cards matching Of is Cmp N
	IfThisOnFlank                // this creature is on a flank
	IfThisNotFlank               // this creature is not on a flank
	IfTide                       // the tide is high for the ability's controller
	IfHaunted                    // Who is haunted (10 or more cards in their discard pile)
	IfThatDestroyed              // the card the last step acted on has left play
	IfThatSurvived               // the card the last step acted on is still in play
	IfThisDamaged                // this card has damage on it
	IfTideLow                    // the tide is low for the ability's controller (high for their opponent)
	IfThisInCenter               // this creature is in the center of its battleline
	IfFriendlyDestroyed          // a creature of the ability's controller was destroyed this turn
)

// Cmp compares a number with Cond.N.
type Cmp uint8

// The comparisons.
const (
	AtLeast     Cmp = iota // N or more
	AtMost                 // N or fewer
	Equal                  // exactly N ("no Æmber": Equal 0)
	MoreThanOpp            // more than the opponent's (Who vs the other player; IfCount: Of vs Of on the other side; N unused)
	Even                   // an even number ("an even amount of A"; N unused; ability_gen3.go)
	Odd                    // an odd number
)

// Cond is a condition on a step, an ability or a constant ability.
type Cond struct {
	Is  CondKind
	Who Who
	Cmp Cmp
	N   int
	Of  *Target
}

// Ability is a triggered or activated ability.
type Ability struct {
	On    Trigger
	When  *Target // event triggers: the card the event must be about
	If    Cond    // a condition on the whole ability ("if X is not on a flank")
	Steps []Clause
	// Grant, when set, makes this an ability the card gives the cards
	// Grant matches rather than one of its own: an upgrade's `This
	// creature gains, "Reap: Steal 1A."` (Grant: ThisCreature), an aura's
	// `Each friendly creature gains, "Destroyed: …"`. It resolves when
	// such a card triggers it, with that card as "this creature" and its
	// controller as "you" (grant.go).
	Grant *Target
	// After prints a lasting ability's event first as "after …": "For
	// the remainder of the turn, after you play another card, exhaust a
	// creature." (English only; ability_gen3.go).
	After bool
}

// StaticKind is what a constant ability changes.
type StaticKind uint8

// The constant abilities.
const (
	PowerBonus        StaticKind = iota + 1 // To gets +N power
	ArmorBonus                              // To gets +N armor
	KeywordGrant                            // To gains KW (N for assault N…)
	KeyCostMod                              // Who's keys cost +N
	Cannot                                  // Who cannot Verb cards that match To
	MustChoose                              // its controller must choose House in step 2
	EntersReady                             // this creature enters play ready
	HandBonus                               // its controller refills to N more cards
	DestroyedGoes                           // destroyed, it goes to Zone instead of the discard pile
	FightBonus                              // deals +N damage while attacking a card that matches To
	CannotPlayMore                          // Who cannot play more than N cards each turn
	NoDamageAttacked                        // this creature deals no damage when attacked
	NoDamageFighting                        // this creature deals no damage when fighting (attacking or attacked)
	TakesDamageFor                          // damage dealt to a card that matches To is dealt to this creature instead
	SharesFightDamage                       // damage dealt to a card that matches To during fights is also dealt to this creature
	SpendableAember                         // its controller may spend Æmber on it as if it were in their pool
	EntersAsCopy                            // this creature enters play as a copy of another creature in play (the log's choose line names it), of house House
	EntersStunned                           // this creature enters play stunned
	FriendsEnterReady                       // its controller's creatures enter play ready
	NoThirdKey                              // players cannot forge their third key
	PlayOffHouse                            // during its controller's turn, they may play one card not of the active house
	NoForgeAhead                            // a player with more forged keys than their opponent cannot forge keys
	SkipsForge                              // its controller skips their "forge a key" step
	FightDamageCap                          // this creature deals at most N damage when fighting, attacking or attacked (ability_hand_c.go, ability_hand_d.go)
	RefillMod                               // Who refills their hand to N more cards (negative: fewer) in their "draw cards" step (If IfHaunted: a haunted player; ability_hand_c.go)
	NoSteal                                 // its controller's Æmber cannot be stolen (ability_hand_c.go)
	IgnoresArmorTaunt                       // while this creature is attacking, armor and taunt are ignored (ability_hand_c.go)
	SpendsFriends                           // its controller may spend Æmber on friendly creatures as if it were in their pool (ability_hand_c.go)
	Unstealable                             // while its controller has N Æmber or more, their Æmber cannot be stolen (ability_hand_d.go)
	NoTauntElusive                          // while this creature is attacking, ignore taunt and elusive (ability_hand_d.go)
	FlankTargetsOnly                        // when this creature is used to fight, it can only attack flank creatures (ability_hand_d.go)
	CapturesGains                           // each Æmber that would be added to its controller's opponent's pool is captured by this creature instead (ability_hand_d.go)
	ReadyIfHaunted                          // this creature cannot ready unless its controller is haunted (ability_hand_d.go)
	NoStealWithAember                       // while it has Æmber on it, its controller's Æmber cannot be stolen (ability_hand_e.go)
	AsActiveHouse                           // its controller may play or use cards that match To as if they belonged to the active house (ability_hand_e.go)
	MustFight                               // creatures must fight when used, if able (ability_hand_e.go)
	DestroyedWhile                          // this card is destroyed while If holds (ability_hand_e.go)
	OppSpendable                            // an upgrade: its creature's controller's opponent may spend Æmber on the creature as if it were in their pool (ability_hand_e.go)
	GetsForgeAember                         // its controller gets the Æmber their opponent spends forging keys (ability_hand_e.go)
	StealsCaptured                          // each Æmber that would be stolen is captured by a creature the active player controls instead (ability_hand_f.go)
	CaptureIconSteals                       // when its controller resolves a capture bonus icon, they may steal 1 instead (ability_hand_f.go)
)

// Static is a constant ability: true while its card is in play (and its
// text box is not blank), and while If holds.
type Static struct {
	Is   StaticKind
	To   Target
	N    int
	Per  *Amount
	KW   Keyword
	Who  Who
	Verb Verb
	If   Cond
	Zone Zone
	// House: MustChoose's house.
	House House
	// Max caps a computed amount (Per), 0 none: "(to a maximum of 3)".
	Max int
	// And prints the constant ability joined to the one before it, about
	// the same cards ("gets +2 power and gains poison"): English only.
	And bool
	// Lead prints its condition first, the card as "it": "While Gub is
	// not on a flank, it gets +5 power.": English only.
	Lead bool
}

// Script is a card's abilities as data. A card without a script is still
// fully playable: its printed facts (power, armor, Æmber bonus, keywords)
// apply, and the log declares what its ability did as effects.
//
// Adding a card is adding an entry to a script list (scripts_*.go): the
// tables are read-only, and each Game resolves its cards' scripts once, in
// New, so no init order or global mutable state is involved.
type Script struct {
	ID        string
	Abilities []Ability
	Statics   []Static

	marks *scriptMarks // what noteScripts records of it: see marksOf
}

// triggered reports whether the script has an ability with trigger t.
func (s *Script) triggered(t Trigger) bool {
	for i := range s.Abilities {
		if s.Abilities[i].On&t != 0 && s.Abilities[i].Grant == nil {
			return true
		}
	}
	return false
}

// static is the script's first constant ability of kind k, nil when none.
func (s *Script) static(k StaticKind) *Static {
	for i := range s.Statics {
		if s.Statics[i].Is == k {
			return &s.Statics[i]
		}
	}
	return nil
}
