package engine

// handAAScripts are cards scripted by hand (issue 16, batch AA). A clause
// the language cannot say is a small closure (DoGo) whose English is its
// Say; each card's test is in scripts_hand_aa_test.go.
var handAAScripts = []Script{
	// Nexus: "Elusive. Reap: Use an opponent’s artifact as if it were
	// yours."
	{ID: "nexus", Abilities: []Ability{{On: OnReap, Steps: aaUseEnemyArtifact}}},
	// Skippy the Glorious: "Play/After Reap: Archive the top card of your
	// deck. Scrap: Use an opponent’s artifact as if it were yours. If you
	// do, draw a card."
	{ID: "skippy-the-glorious", Abilities: []Ability{
		{On: OnPlay | OnReap, Steps: []Clause{{Do: DoArchiveTop, N: 1}}},
		{On: OnScrap, Steps: append(aaUseEnemyArtifact[:2:2], Clause{Do: DoDraw, N: 1, If: Cond{Is: IfDone}})},
	}},
	// Lateral Shift: "Play: Look at your opponent’s hand. Play a card from
	// that hand as if it were yours." (The choose line names the card.)
	{ID: "lateral-shift", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, To: aaOppHand, Say: "Look at your opponent's hand. Play a card from that hand as if it were yours.",
			Go: pfPlay(pfWhere{zone: ZoneHand, opp: true}, Target{Kind: AnyCard}, false)},
	}}}},
	// Talent Scout: "Talent Scout may be used as if it belonged to the
	// active house. Play: Look at your opponent’s hand and play a creature
	// from it as if it were yours. Your opponent takes control of Talent
	// Scout." (The creature's own abilities resolve first.)
	{ID: "talent-scout",
		Statics: []Static{{Is: AsActiveHouse, To: This}},
		Abilities: []Ability{{On: OnPlay, Steps: []Clause{
			{Do: DoGo, To: Target{Kind: Creature, Where: InHand, Side: Enemy}, Say: "Look at your opponent's hand and play a creature from it as if it were yours.",
				Go: pfPlay(pfWhere{zone: ZoneHand, opp: true}, Target{Kind: Creature}, false)},
			{Do: DoGo, Say: "Your opponent takes control of Talent Scout.", Go: aaOppTakesThis},
		}}},
	},
	// Murkens: "Play: Choose a random card in your opponent’s archives or
	// the top card of your opponent’s deck. Play that card as if it were
	// yours." (`choose archives X` or `choose deck X`.)
	{ID: "murkens", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Choose a random card in your opponent's archives or the top card of your opponent's deck. Play that card as if it were yours.", Go: aaMurkens},
	}}}},
	// Flea Market: "Action: Look at a random card in your opponent’s hand.
	// You may give your opponent 1A. If you do, play that card as if it
	// were yours." (`choose X yes`: the card, then the "you may".)
	{ID: "flea-market", Abilities: []Ability{{On: OnAction, Steps: []Clause{
		{Do: DoGo, To: aaOppHand, Say: "Look at a random card in your opponent's hand.", Go: aaLookAtOppCard},
		{Do: DoPay, N: 1, May: true},
		{Do: DoGo, If: Cond{Is: IfDone}, Say: "Play that card as if it were yours.", Go: aaPlayThat},
	}}}},
	// Masterplan: "Play: Put a card from your hand facedown beneath
	// Masterplan. Omni: Play the card beneath Masterplan. Sacrifice
	// Masterplan." (FAQ: Masterplan is still in play while the card
	// plays.)
	{ID: "masterplan", Abilities: []Ability{
		{On: OnPlay, Steps: []Clause{{Do: DoGo, Say: "Put a card from your hand facedown beneath Masterplan.", To: Target{Kind: AnyCard, Where: InHand}, Go: hsUnderFromHandStep(false)}}},
		{On: OnOmni, Steps: []Clause{
			{Do: DoGo, Say: "Play the card beneath Masterplan.", Go: aaPlayUnder},
			{Do: DoSacrifice, To: This},
		}},
	}},
	// Cauldron: "Omni: Put the top card of your deck faceup under
	// Cauldron. If there are 3 cards under Cauldron, play them one at a
	// time as if they were in your hand." (The choose line names the card
	// put under, then each card played, in the order played.)
	{ID: "cauldron", Abilities: []Ability{{On: OnOmni, Steps: []Clause{
		{Do: DoGo, Say: "Put the top card of your deck faceup under Cauldron.", Go: aaTopUnder},
		{Do: DoGo, Say: "If there are 3 cards under Cauldron, play them one at a time as if they were in your hand.", Go: aaPlayUnderIfN(3)},
	}}}},
	// Omnipus: "Omnipus cannot fight. Play: Discard the top 8 cards of
	// your deck. Play each Tentaclid from your discard pile, one at a
	// time. Reap: Gain 1A for each friendly Tentaclid."
	{ID: "omnipus",
		Statics: []Static{{Is: Cannot, Verb: VerbFight, Who: EachPlayer, To: This}},
		Abilities: []Ability{
			{On: OnPlay, Steps: []Clause{
				{Do: DoDiscardNamed, N: 8, To: Target{Kind: AnyCard}},
				{Do: DoGo, Say: "Play each Tentaclid from your discard pile, one at a time.", Go: pfEach(pfPlay(pfWhere{zone: ZoneDiscard}, Target{Kind: Creature, Name: "tentaclid"}, false))},
			}},
			{On: OnReap, Steps: []Clause{
				{Do: DoGain, N: 1, Per: &Amount{Q: CountOf, Of: Target{Count: Each, Side: Friendly, Name: "tentaclid"}}},
			}},
		},
	},
	// Beast of Dark Legend: "Play: Play a friendly Keyraken creature from
	// a purged zone. Ready a friendly Keyraken creature." (A friendly
	// card out of play is one its player owns: their purged zone.)
	{ID: "beast-of-dark-legend", Abilities: []Ability{{On: OnPlay, Steps: []Clause{
		{Do: DoGo, Say: "Play a friendly Keyraken creature from a purged zone.", Go: pfPlay(pfWhere{zone: ZonePurged}, Target{Kind: Creature, House: "keyraken"}, false)},
		{Do: DoReady, To: Target{Side: Friendly, House: "keyraken"}},
	}}}},
	// Miss Chievous: "After a friendly Geistoid creature enters play, each
	// player discards the top 2 cards of their deck. After Reap: Play the
	// topmost creature from your discard pile."
	{ID: "miss-chievous", Abilities: []Ability{
		{On: OnCreatureEnters, When: &Target{Side: Friendly, House: "geistoid"}, Steps: []Clause{
			{Do: DoDiscardNamed, N: 2, To: Target{Kind: AnyCard}},
			{Do: DoDiscardNamed, N: 2, Who: Opponent, To: Target{Kind: AnyCard}},
		}},
		{On: OnReap, Steps: []Clause{
			{Do: DoGo, Say: "Play the topmost creature from your discard pile.", Go: aaPlayTopmost(Target{Kind: Creature})},
		}},
	}},
	// Zavel, “Archaeologist”: "Each time you play an artifact from your
	// discard pile, gain 1A. Play/After Reap: You may play an artifact
	// from your discard pile."
	{ID: "zavel-archaeologist",
		Statics: []Static{{Is: aaGainOnDiscardPlay, N: 1, To: Target{Kind: Artifact}}},
		Abilities: []Ability{{On: OnPlay | OnReap, Steps: []Clause{
			{Do: DoGo, Say: "You may play an artifact from your discard pile.", Go: pfPlay(pfWhere{zone: ZoneDiscard}, Target{Kind: Artifact}, true)},
		}}},
	},
}
