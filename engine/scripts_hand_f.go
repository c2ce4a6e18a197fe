package engine

// handFScripts are cards of the 14 shared decks (first half) that the compiler of card texts
// does not compile, scripted by hand (issue 16, batch F). A clause the
// language cannot say is a small closure (DoGo) whose English is its Say;
// each card's test is in scripts_hand_f_test.go.
//
// Some entries are scripts an earlier batch wrote and held back (its
// handXHeld list says why): the reason is gone, and hfFrom registers them
// as they are.
var handFScripts = []Script{
	// New Frontiers: "Play: Choose a house. Reveal the top 3 cards of your
	// deck. Archive each card of the chosen house and discard the others."
	// (Batch D's; engine/randplay's driver names the top cards now.)
	heldScript(handDHeld, "new-frontiers"),
	// Impspector: "Destroyed: Purge a random card from your opponent’s
	// hand." (Batch D's; engine/randplay's driver names the random card
	// from the right hand now.)
	heldScript(handDHeld, "impspector"),
	// One Stood Against Many: "Play: Ready and fight with a friendly
	// creature 3 times, each time against a different enemy creature.
	// Resolve these fights one at a time." (Batch D's; the "Fight:"
	// abilities of each fight now resolve before the next fight.)
	heldScript(handDHeld, "one-stood-against-many"),
	// Quintrino Flux: "Play: Choose a friendly creature and an enemy
	// creature. Destroy the chosen creatures and each creature with the
	// same power as either of the chosen creatures." (Batch D's; the TCO
	// importer answers both choices from TCO's one line now.)
	heldScript(handDHeld, "quintrino-flux"),
	// Red Alert: "Play: If there are more enemy creatures than friendly
	// creatures, deal damage to each enemy creature equal to the
	// difference." (Batch A's; the shared TCO imports' board damage stays
	// above its floor with it now, and its 11 checks are 10 agreeing: the
	// other is Sacro-Saurus's armor, which TCO's line does not count.)
	heldScript(handAHeld, "red-alert"),
	// Vezyma Thinkdrone: "Reap: You may archive a friendly creature or
	// artifact from play." (Batch D's; the TCO importer answers its "you
	// may" from TCO's "archive …" line now.)
	heldScript(handDHeld, "vezyma-thinkdrone"),
	// J.O.N. Cargo: "Reap: Discard the top card of your deck and reveal
	// your hand. Archive each card that shares a house with the discarded
	// card." (The log names the discarded card, then the cards archived:
	// the hand is hidden. A card named that does not share the house is
	// flagged; the prompt offers only those that do.)
	{ID: "jon-cargo", Abilities: []Ability{{On: OnReap, Steps: []Clause{
		{Do: DoDiscardNamed, N: 1, To: Target{Kind: AnyCard}},
		{Do: DoGo, Say: "Reveal your hand.", Go: hfCargoHouse},
		{Do: DoArchive, To: Target{Count: UpTo, N: AnyNumber, Kind: AnyCard, Where: InHand, Is: ChosenHouse}, If: Cond{Is: IfDone}},
		{Do: DoGo, Go: hfCargoCheck, If: Cond{Is: IfDone}}, // bookkeeping: nothing printed
	}}}},
	// Gargantodon: "Gargantodon enters play stunned. Gargantodon only deals
	// 4D when fighting. Each A that would be stolen is captured by a
	// creature controlled by the active player instead." (FAQ: Æmber that
	// cannot be stolen, Discombobulator's, is not captured either.)
	{ID: "gargantodon", Statics: []Static{
		{Is: EntersStunned},
		{Is: FightDamageCap, N: 4, To: This},
		{Is: StealsCaptured},
	}},
	// Æmber Conduction Unit: "After an enemy creature reaps, if it is the
	// first time a creature has reaped this turn, stun it."
	{ID: "æmber-conduction-unit", Abilities: []Ability{{On: OnCreatureReaps, When: &Target{Side: Enemy}, Steps: []Clause{
		{Do: DoGo, Say: "If it is the first time a creature has reaped this turn, stun it.", Go: hfStunFirstReaper},
	}}}},
	// Martians Make Bad Allies: "Play: Reveal your hand. Purge each
	// revealed non-Mars creature and gain 1A for each card purged this
	// way." (The log names the creatures purged: the hand is hidden. A
	// card named that is not a non-Mars creature is flagged.)
	{ID: "martians-make-bad-allies", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Reveal your hand.", Go: func(*Ctx) {}},
		{Do: DoPurge, To: hfNonMarsInHand},
		{Do: DoGain, N: 1, Per: &Amount{Q: DoneThisWay}},
		{Do: DoGo, Go: hfHandCheck(hfNonMarsInHand)}, // bookkeeping: nothing printed
	}}}},
	// Scrivener Favian: "Enhance PTPT. When you resolve a PT bonus icon,
	// you may choose to steal 1A instead." (PT: the capture icon. The
	// log's choose line for the icon says "steal".)
	{ID: "scrivener-favian", Statics: []Static{{Is: CaptureIconSteals}}},
	// Entropic Manipulator: "Play: Choose a player. You may redistribute
	// the damage on the creatures that player controls among that player’s
	// creatures. (You may cause more damage to a creature than it has
	// power.)" (The choose line says 1, you, or 2, your opponent, then
	// names a creature for each damage it holds after.)
	{ID: "entropic-manipulator", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoChooseOne, N: 2, Say: "•"},
		{Do: DoGo, Opt: 1, Say: "You may redistribute the damage on the creatures you control among them.", Go: hfRedistribute(false)},
		{Do: DoGo, Opt: 2, Say: "You may redistribute the damage on the creatures your opponent controls among them.", Go: hfRedistribute(true)},
	}}}},
	// Cyber-Clone: "Play: Purge another creature. Until Cyber-Clone leaves
	// play, it has power equal to the purged creature’s power, and gains
	// that creature’s armor, keywords, and traits." (Its printed facts;
	// the traits are not gained, see hfCyberClone.)
	{ID: "cyber-clone", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoPurge, To: Target{Is: Other}},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Until Cyber-Clone leaves play, it has power equal to the purged creature's power, and gains that creature's armor, keywords, and traits.", Go: hfCyberClone},
	}}}},
}

// hfNonMarsInHand is Martians Make Bad Allies' "each revealed non-Mars
// creature": those of the hand the log names.
var hfNonMarsInHand = Target{Count: UpTo, N: AnyNumber, Kind: Creature, Where: InHand, House: "mars", Is: NotHouse}
