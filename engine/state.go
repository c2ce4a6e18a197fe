package engine

// Zone is where a card instance is. ZoneUnknown is the hidden part of a
// player's cards: the instance is in the deck, the hand or the archives, but
// which of them is not known (the table rarely logs draws). Every other zone
// is a known location.
type Zone uint8

// The zones. Values appear in hashes and views: append, never renumber.
const (
	ZoneUnknown     Zone = iota // deck, hand or archives, identity not placed
	ZoneDeck                    // known card on top of the deck
	ZoneHand                    // known card in hand
	ZoneArchives                // known card in archives
	ZoneDiscard                 // discard pile (face up, ordered)
	ZonePurged                  // purged (out of the game)
	ZoneBattleline              // a creature in play
	ZoneArtifacts               // an artifact in play
	ZoneUpgrade                 // an upgrade attached to a creature
	ZoneResolving               // a card being played, between the hand and its destination
	ZoneProphecy                // a prophecy beside the identity card (prophecy.go)
	ZoneFate                    // a fate card, facedown under a prophecy (prophecy.go)
	ZoneArchonPower             // an archon power beside the identity card (archon_power.go)
)

var zoneNames = [...]string{"unknown", "deck", "hand", "archives", "discard", "purged", "play", "play", "play", "resolving", "prophecy", "fate", "archon power"}

// String is the zone's name as checkpoints spell locations ("play" for
// every in-play zone).
func (z Zone) String() string {
	if int(z) < len(zoneNames) {
		return zoneNames[z]
	}
	return "zone?"
}

// InPlay reports whether the zone is in play.
func (z Zone) InPlay() bool { return z >= ZoneBattleline && z <= ZoneUpgrade }

// Instance status flags.
const (
	flExhausted uint16 = 1 << iota
	flStunned
	flWarded
	flEnraged
	flFought     // attacked at least once this turn (elusive)
	flUsedToFree // the last use only removed a stun
	flTagged     // tagged for destruction
	// flGuessed: the engine named this card by a guess (a random discard
	// the log did not name). Views do not list it as known; the state hash
	// leaves it out (it changes nothing the rules see).
	flGuessed
)

// inst is one physical card of a deck. Its index in Game.cards is its
// instance id, stable for the whole game.
type inst struct {
	def        int16 // index into Game.defs
	owner      int8
	controller int8
	zone       Zone
	flags      uint16
	damage     int16
	aember     int16
	counters   int16 // +1 power counters
	time       int16 // time counters (Clock creatures: clocks.go)
	armorUsed  int16 // armor spent this turn
	parent     int16 // creature an upgrade is attached to (-1 otherwise)
	copy       int16 // index of the copy in its owner's deck list
}

func (c *inst) has(f uint16) bool { return c.flags&f != 0 }

// player is one side of the table.
type player struct {
	name    string
	deck    *Deck
	aember  int
	keys    [3]bool // red, blue, yellow
	chains  int
	tide    bool // the tide is high for this player
	mullig  bool
	hand    []int16 // known cards in hand
	deckTop []int16 // known cards on top of the deck, top last
	archive []int16 // known cards in archives
	discard []int16 // bottom first
	purged  []int16
	line    []int16 // battleline, left to right
	arts    []int16 // artifacts
	// Hidden cards: how many unknown cards each zone holds. Their identities
	// are the player's instances in ZoneUnknown.
	handUnknown, deckUnknown, archUnknown int
	// turns is how many turns this player has begun: the number players
	// say ("TURN 2 - Alice"). Game.turn counts both players' turns.
	turns int
}

func (p *player) keyCount() int {
	n := 0
	for _, k := range p.keys {
		if k {
			n++
		}
	}
	return n
}

func (p *player) handSize() int    { return len(p.hand) + p.handUnknown }
func (p *player) deckSize() int    { return len(p.deckTop) + p.deckUnknown }
func (p *player) archiveSize() int { return len(p.archive) + p.archUnknown }

// lastKind is what a lasting effect does.
type lastKind uint8

const (
	lastKeyCost      lastKind = iota + 1 // key cost +n for player
	lastGiveKeyword                      // card gains kw (n)
	lastRemove                           // card loses kw
	lastArmor                            // card gains n armor
	lastGainOnFight                      // Warsong: player gains n each time a friendly creature fights
	lastDrawOnPlay                       // Library Access: player draws n each time they play another card
	lastPower                            // card gets +n power
	lastSkipForge                        // Miasma: player skips step 1 ("forge a key") of their turn `until`
	lastExtraTurn                        // player takes another turn after turn until-1
	lastNoHouse                          // player cannot choose house (Restringuntus: while card is in play)
	lastBlank                            // player's creatures' text boxes are blank (Shadow of Dis)
	lastHouse                            // card belongs to house (Orator Hissaro)
	lastNoUse                            // player cannot use cards (Skippy Timehog)
	lastNoDamage                         // card cannot be dealt damage (Hallowed Shield)
	lastPlayOffHouse                     // player may play one card not of house (Phase Shift: one non-Logos card)
	lastHeld                             // card was purged by source, which holds it (Spangler Box)
	lastCopy                             // card is a copy of another while in play: n is its own definition, house its house (Mimic Gel)
	lastSpendable                        // Æmber on card may be spent as if in its controller's pool (a declared effect)
	lastGrant                            // card (each of player's creatures when -1) has the ability text, n its Trigger (declared_grant.go)
	lastNoActions                        // player cannot play action cards (Scrambler Storm; ability_hand_c.go)
	lastHouseWatch                       // if player chooses house, source's controller steals n (Snaglet; ability_hand_c.go)
	lastNoReady                          // card does not ready in its controller's ready step (Kiri Giltspine; ability_hand_c.go)
	lastUseMutants                       // player may use friendly Mutant creatures of any house (Mutagenic Serum; ability_hand_c.go)
	lastReapSteals                       // the Æmber player gains from reaping is stolen instead (Dimension Door; ability_hand_c.go)
	lastOtherFires                       // source's abilities of trigger n resolve out of play (Commandeer: OnPlayOther; ability_hand_c.go)
	lastMayUse                           // player may use card (-1: each friendly artifact) as if of the active house (ability_hand_d.go)
	lastNoReap                           // player's creatures (of house, when set) cannot be used to reap (ability_hand_d.go)
	lastNoReadyStep                      // player does not ready cards in their "ready cards" step (ability_hand_d.go)
	lastGraft                            // if player forges a key, they give their remaining Æmber to the other player (ability_hand_d.go)
	lastHitNeighbors                     // after player uses a friendly creature, deal n damage to its neighbors (ability_hand_d.go)
	lastReturnAction                     // player's next action card returns to hand after it resolves (ability_hand_d.go)
	lastNoVerb                           // player's creatures cannot do Verb(n) (Fogbank: fight; Opposition Research: reap) (ability_hand_e.go)
	lastGainOnPlay                       // player gains n each time they play a creature (Full Moon) (ability_hand_e.go)
	lastKeyCostPer                       // player's keys cost +n for each creature of house in play (Waking Nightmare) (ability_hand_e.go)
	lastReadyOnFight                     // card gains "Fight: Ready this creature." (Into the Fray) (ability_hand_e.go)
	lastGrantPlay                        // each creature player plays gains ability n of source's script, a "Play:" (Charge!) (ability_hand_e.go)
	lastFightDeath                       // a creature player controlled was destroyed in a fight this turn (The Warchest) (ability_hand_e.go)
	lastUseHouse                         // player may use n more cards of house as if it were active (Combat Pheromones) (ability_hand_e.go)
	lastStole                            // player stole Æmber on their turn until-1 (Information Exchange) (ability_hand_e.go)
	lastReaped                           // n creatures reaped this turn (Æmber Conduction Unit) (ability_hand_f.go)
)

// lasting is a lasting effect: it ends at the end of turn `until`.
type lasting struct {
	kind   lastKind
	player int8
	card   int16 // -1 when about no card
	n      int
	kw     Keyword
	until  int // last turn the effect is active
	source int16
	house  House // lastNoHouse: the house that cannot be chosen
	// tied ends the effect when source leaves play ("while CARD is in
	// play", a declared duration).
	tied bool
	text string // lastGrant: the granted ability's text
}

// whileInPlay is the until of a lasting effect that lasts as long as its
// card is in play (dropLasting ends it when the card leaves).
const whileInPlay = 1 << 30

// pendingKind is an ability waiting for the log's choice.
type pendingKind uint8

const (
	pendNone          pendingKind = iota
	pendRandomDiscard             // a player discards a random card (choose names it)
	pendBonus                     // a played card's bonus icon needs a target (choose names it)
	pendAbility                   // an ability's step waits for its choice (run)
	pendCopy                      // a creature that enters play as a copy waits for the creature it copies
)

type pending struct {
	kind   pendingKind
	player int8
	source int16
	// pendBonus: the icon waiting and how the card enters play after.
	icon   int
	half   int16
	flank  Flank
	pos    int
	target CardRef
	// pendAbility: the ability resolving, at the step that waits.
	run run
}

// Game is the state of one match. Its methods are not safe for concurrent
// use; Clone gives an independent copy.
type Game struct {
	db      CardDB
	defs    []*CardDef // distinct cards of both decks
	defIDs  []string   // parallel to defs, their ids: defIndex reads no definition
	scripts []*Script  // parallel to defs, nil when unscripted
	cards   []inst
	p       [2]player

	first  int8
	turn   int // 0 during setup; 1 is the first player's first turn
	active int8
	// numbering is how the log's turn headers count: every turn of the
	// game ("1. Alice", "2. Bob", "3. Alice", older logs) or each player's
	// own ("1. Alice", "1. Bob", "2. Alice"), learnt from the first header
	// only one reading fits.
	numbering numbering
	step      Step
	house     House

	// left are the cards that left play during the last action that was
	// not a declared effect, a choice or a note (nleft of them, latest
	// last): the log's "> shuffle CARD" after a destruction means that
	// card (its Destroyed: or leaves-play ability), not a copy in hand.
	left  [8]int16
	nleft int

	// per turn
	handPlays  int     // cards played or discarded from hand this turn
	plays      int     // cards played this turn
	stepUses   int     // cards played, used or discarded this step (alpha)
	omegaEnded bool    // an omega card ended step 3
	forgedStep bool    // a key was forged in step 1 this turn
	sixCount   []uint8 // plays and uses by title this turn
	archivesOK bool    // archives may still be taken
	offHouseBy bool    // a card's "you may play one card not of the active house" was spent
	destroyed  uint8   // bit p: a creature player p controlled was destroyed this turn (Bonesaw)

	// startGain is the Æmber the turn's start changed each pool by, kept
	// until the next action (turn_boundary.go).
	startGain [2]int16
	// refiller is the player who ended the last turn while a named "draw"
	// may still reveal their step 5 refill: until the new turn's first
	// game action (NoPlayer otherwise). refillLeft is how many cards that
	// refill drew that no draw line has named yet.
	refiller   int8
	refillLeft int

	lasting []lasting
	// blankers has bit p set while a lasting effect blanks player p's
	// creatures' text boxes: derived from lasting (noteLasting), because
	// every keyword and ability lookup asks.
	blankers uint8
	pend     pending
	// suspended is a play that an "after you resolve a bonus icon"
	// ability interrupted (icon_after.go): it goes on once nothing waits.
	suspended pending
	// hiddenPick is 1 + the instance pickFromHand took for a card of a
	// hand the log does not name, 0 when none: the step that archives it
	// keeps it unknown. Set and spent within one step.
	hiddenPick int16
	// stack holds runs something interrupted (a bonus icon, an inner
	// ability waiting); they go on once nothing waits (drain).
	stack  [maxStack]run
	nstack int
	// ans is the choose line being read while runs resume; forcing says
	// the pending choice is resolved without one (another action came).
	ans     answers
	forcing bool
	// sweeping is set while sweep resolves destruction: a Destroyed
	// ability that destroys again leaves the new card to the sweep going
	// on (its next round) rather than sweeping the first card twice.
	sweeping bool
	// compiled is !Setup.HandOnly: generated scripts resolve.
	compiled bool
	// auto holds the cards abilities chose by themselves during the last
	// action (one legal choice): a choose line naming them confirms them.
	auto  [4]int16
	nauto int
	// autoNo: a "you may" of the last action resolved as no by itself,
	// nothing it could do (mayMoot); a choose line saying "no" confirms it.
	autoNo bool
	// order is the order a log line gave the next action's simultaneous
	// abilities (setOrder), norder how many cards it named.
	order  [8]int16
	norder int
	// bufs are scratch lists of card ids the interpreter lends itself
	// (takeBuf); not game state: empty between actions, never cloned.
	bufs      [][]int16
	nbuf      int
	auraDepth int // nesting of aura lookups (aura)
	// ctxs are the contexts escape-hatch closures are given, one a
	// nesting level (takeCtx); like bufs, not game state, never cloned.
	ctxs []*Ctx
	nctx int
	// statics has bit k set when some card of the game has a constant
	// ability of kind k: the derived properties skip the scan otherwise.
	statics staticSet
	// staticBits[d] has bit k set when definition d's script has a
	// constant ability of kind k, and the triggers of its own abilities
	// (noteScripts).
	staticBits  []defMarks
	lowersPower bool      // some constant ability gives –N power (noteScripts)
	grantedKWs  []Keyword // the keywords constant abilities of the game's cards grant (noteScripts)
	triggers    Trigger   // every trigger some card of the game has
	granted     Trigger   // every trigger of an ability some card of the game grants
	upList      []int16   // upgrades in play (derived from zones: spares scans)
	// asked are the last texts pick built for a choice the log does not
	// state (askedFinding): not game state, a cache of what the step and
	// the card's name alone say. A clone copies it, a resumed game starts
	// without.
	asked  [4]askedChoice
	nasked uint8

	// proph is the players' prophecies (Prophetic Visions; prophecy.go).
	proph prophState
	// powers are the archon powers of both players (archon_power.go):
	// laid out by New, they never move.
	powers []int16

	over   bool
	winner int8
	reason string

	actionIndex int
	source      int16 // card of the last play/use, for declared effects
	// did is the ledger of what the source's abilities did (declared_check.go),
	// ndid its length; inRun is the nesting of abilities resolving (exec).
	did    [maxDid]didEntry
	ndid   int
	inRun  int
	runSrc int16 // the card whose ability is resolving (exec)

	ev      []Event
	setupEv []Event
	viol    []Violation
	checks  []CheckResult
}

// Outcome is what one action did. Its slices alias the game's internal
// buffers: they are valid until the next call to Apply (copy them to keep).
type Outcome struct {
	Events     []Event
	Violations []Violation
	Checks     []CheckResult
}

// CheckResult is one checkpoint item compared with the engine's state.
type CheckResult struct {
	Item     CheckItem
	Player   int8
	Card     CardRef
	Expected string // what the log asserts
	Actual   string // what the engine has
	OK       bool
}

// PlayerSetup is one side of the match header.
type PlayerSetup struct {
	Name   string
	Deck   *Deck
	Chains int
}

// Setup is the match header the engine needs.
type Setup struct {
	Players [2]PlayerSetup
	First   int8
	// HandOnly leaves the cards compiled from their printed text
	// (cards_*_gen.go) unscripted, as before they were compiled: only
	// hand-written scripts resolve and a log declares the other cards'
	// effects. Off (the default), compiled scripts resolve like hand-written
	// ones, and a declared effect of a card the engine resolves is a check
	// (declared_check.go).
	HandOnly bool
}

func (g *Game) def(i int16) *CardDef { return g.defs[g.cards[i].def] }
func (g *Game) name(i int16) string  { return g.defs[g.cards[i].def].Name }

// houseOf is the house of a card instance: the copy's maverick house if any.
func (g *Game) houseOf(i int16) House {
	c := &g.cards[i]
	for j := range g.lasting {
		l := &g.lasting[j]
		if (l.kind == lastHouse || l.kind == lastCopy) && l.card == i {
			return l.house // "for the remainder of the turn, they belong to house Saurian"
		}
		if l.kind == lastCounter && l.card == i && l.text == zPaint && l.n > 0 {
			return "mars" // Revo Hooligans (ability_hand_z.go)
		}
		if l.kind == hwLastHeldHouse && l.card == i {
			if h := g.hwHeldHouse(i, l); h != "" {
				return h // "while under your control, it belongs to house Shadows" (house_while_held.go)
			}
		}
	}
	if len(g.upList) > 0 {
		if h := g.huHouseOverride(i); h != "" {
			return h // Academy Training (ability_hand_u.go)
		}
	}
	if c.copy < 0 {
		return g.defs[c.def].House // a partial deck's unseen card ("" until adopted)
	}
	if h := g.p[c.owner].deck.Cards[c.copy].House; h != "" {
		return h
	}
	return printedHouse(g.p[c.owner].deck, g.defs[c.def])
}

func (g *Game) bonuses(i int16) []Bonus {
	c := &g.cards[i]
	if c.copy < 0 {
		return nil
	}
	return g.p[c.owner].deck.Cards[c.copy].Enhancements
}

func other(p int8) int8 { return 1 - p }
