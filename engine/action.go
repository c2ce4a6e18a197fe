package engine

// Verb says what an Action asks for: one line of a match log.
type Verb uint8

// The verbs of a match log. Values are stored (msgpack): append new verbs at
// the end, never renumber.
const (
	VerbNone     Verb = iota
	VerbMulligan      // Player mulligans (setup)
	VerbForge         // step 1: forge a key (Key is the colour, KeyAny when not said)
	VerbHouse         // step 2: choose House
	VerbArchives      // step 2: take all archived cards into hand (only the Cards named: The Archivist)
	VerbPlay          // play Card [Flank/Pos] [on Target]
	VerbDiscard       // discard Card from hand
	VerbReap          // use Card to reap
	VerbFight         // use Card to fight Target
	VerbAction        // use Card's "Action:" ability
	VerbOmni          // use Card's "Omni:" ability
	VerbTide          // raise the tide (the rules' Omni ability, cost 3 chains)
	VerbDraw          // draw N cards, or the known Cards
	VerbChoose        // a choice an ability asks for: Words (targets are Cards)
	VerbEffect        // a declared effect of an unscripted ability: Effect
	VerbCheck         // a checkpoint: Check
	VerbEnd           // end of turn: steps 4 and 5, then the next turn begins
	VerbConcede       // Player concedes
	VerbTurn          // turn header "N. Player": N is the turn, Player whose turn it is
	VerbComment       // a kept comment (Words[0]); the engine ignores it
	VerbUnstun        // use stunned creature Card: it exhausts and its stun is removed, nothing else happens
	VerbHand          // Cards are in Player's hand: an opening hand, or cards an ability drew, named
	VerbOrder         // the next action's simultaneous abilities resolve in the order of Cards (the active player's choice)
	VerbProphecy      // activate prophecy Card: Target (a card from hand; zero when hidden) goes facedown under it; House the house it names (Trust Your Feelings)
	VerbFlip          // flip prophecy Card to its other side, its fate card with it (Heads, I Win)
)

var verbNames = [...]string{
	VerbNone: "", VerbMulligan: "mulligan", VerbForge: "forge", VerbHouse: "house",
	VerbArchives: "archives", VerbPlay: "play", VerbDiscard: "discard", VerbReap: "reap",
	VerbFight: "fight", VerbAction: "action", VerbOmni: "omni", VerbTide: "tide",
	VerbDraw: "draw", VerbChoose: "choose", VerbEffect: ">", VerbCheck: "check",
	VerbEnd: "end", VerbConcede: "concede", VerbTurn: "turn", VerbComment: "#",
	VerbUnstun: "unstun", VerbHand: "hand", VerbOrder: "order", VerbProphecy: "prophecy", VerbFlip: "flip",
}

// String is the verb as notation spells it.
func (v Verb) String() string {
	if int(v) < len(verbNames) {
		return verbNames[v]
	}
	return "verb?"
}

// NoPlayer is the Player of an action that names none.
const NoPlayer int8 = -1

// Flank says where a creature enters the battleline.
type Flank uint8

// Flanks. FlankAt puts a deploying creature at position Pos (0 = leftmost).
const (
	FlankDefault Flank = iota // not said: the right flank
	FlankLeft
	FlankRight
	FlankAt
)

// KeyColor is one of the three keys.
type KeyColor uint8

// Key colours. KeyAny means "not said": the engine picks the first unforged.
const (
	KeyAny KeyColor = iota
	KeyRed
	KeyBlue
	KeyYellow
)

var keyNames = [...]string{"", "red", "blue", "yellow"}

// String is the colour's name ("" for KeyAny).
func (k KeyColor) String() string {
	if int(k) < len(keyNames) {
		return keyNames[k]
	}
	return "key?"
}

// ParseKeyColor reads "red", "blue" or "yellow".
func ParseKeyColor(s string) (KeyColor, bool) {
	for i, n := range keyNames {
		if i > 0 && n == s {
			return KeyColor(i), true
		}
	}
	return KeyAny, false
}

// CardRef names a card in a log line: the card id and, when two cards with
// that title are in play, which copy (notation "Troll#2" is Copy 2; 0 means
// not said, which is the first).
type CardRef struct {
	ID   string
	Copy int
	// Icons says which copy of a deck's differing copies a card taken from
	// a hidden zone is (play, discard): "" any copy, "plain" a copy without
	// enhancements, else its enhancements joined by "+" ("capture+draw",
	// IconsOf). Identical copies need nothing.
	Icons string
}

// IsZero reports whether the reference names no card.
func (r CardRef) IsZero() bool { return r.ID == "" }

// Action is one line of a match log, already resolved against the card
// database: card names are ids, player names are indexes (0 is Player1).
// Only the fields the Verb uses are set.
//
// The small fields come first, in one word (an action is copied often:
// 184 bytes, not 208).
type Action struct {
	Verb   Verb
	Player int8 // mulligan, concede, turn header; NoPlayer elsewhere
	Flank  Flank
	Key    KeyColor
	// Mix keeps the order of a choose line's answers, which Cards and
	// Words hold apart: bit i is set when the line's i-th answer is a word
	// (0: the cards came first). The engine reads cards and words each in
	// their own order; the notation prints them back as they were written.
	Mix    uint32
	Card   CardRef
	Target CardRef // fight target; upgrade target of play ("on")
	// Pos and N share a word (an Action is 176 bytes, not 184): a log's
	// positions, counts and turns are far below 2^31 (record.MaxActions).
	Pos    int32 // position for FlankAt
	N      int32 // draw count; turn number of a turn header
	House  House
	Cards  []CardRef // draw of known cards; targets of choose
	Words  []string  // choose options; comment text
	Effect *Effect
	Check  *Check
}

// Duration is how long a lasting effect lasts.
type Duration uint8

// Durations of declared lasting effects.
const (
	UntilNone       Duration = iota // not lasting
	UntilTurnEnd                    // "for the remainder of the turn"
	UntilNextTurn                   // "during your opponent's next turn" / until the end of the next turn
	UntilLeavesPlay                 // "while CARD is in play": Effect.Target names the card
)

// Effect is a declared effect: one primitive stated in the log for an
// ability the engine has not scripted (notation "> gain 2").
//
// Whose effect it is: Player when it is not NoPlayer; else the active
// player's opponent when Opponent; else the active player. The card whose
// ability it is (the source) is the card of the last play/use action.
//
// The one-byte fields come first, in one word (136 bytes, not 152).
type Effect struct {
	Kind     EffectKind
	Player   int8
	Opponent bool
	Key      KeyColor
	Duration Duration
	N        int // amount; signed for power, chains and keycost
	Splash   int
	Card     CardRef
	Target   CardRef // second card: where Æmber moves to, what an upgrade moves to
	Keyword  Keyword
	// Text is a granted ability's printed text (EffGrant): the engine
	// shows it and never runs it; the log declares what it does.
	Text string
}

// Check is a checkpoint: what the table shows, for the engine to compare.
// It is about a player (Player set, Card zero) or about a card.
type Check struct {
	Player int8
	Card   CardRef
	Items  []CheckItem
}

// CheckItem is one asserted fact.
//
// Player fields: aember, keys, chains, hand, deck, discard, archives, purged
// (N is the number). Card fields: damage, power, armor, aember, counters
// (N); location (Word: hand, play, discard, deck, archives, purged);
// status (Word: exhausted, ready, stunned, warded, enraged).
type CheckItem struct {
	Field string
	N     int
	Word  string
}
