package engine

// EventKind says what changed. Every state change the engine makes is also
// an event, so that analysis never has to diff states. Values are stored:
// append, never renumber.
type EventKind uint8

// The event kinds.
const (
	EvNone           EventKind = iota
	EvTurnStart                // Player's turn N begins
	EvTurnEnd                  // Player's turn N ends
	EvMulligan                 // Player mulligans
	EvKeyForged                // Player forges Key paying N
	EvKeyUnforged              // Player's Key is unforged
	EvHouseChosen              // Player chooses House
	EvArchivesTaken            // Player takes N archived cards into hand
	EvCardPlayed               // Player plays Card (House is the card's house)
	EvCardDiscarded            // Player discards Card from hand (Other "guessed": a random discard the log did not name, Card the engine's guess; "deck": from the top of the deck; "archives": from the archives)
	EvCardUsed                 // Player uses Card (Other: "reap", "fight", "action", "omni")
	EvReap                     // Card reaps
	EvFight                    // Card fights Other
	EvAemberGained             // Player gains N Æmber from Source
	EvAemberLost               // Player loses N Æmber (Source says why: forge, pay, steal, capture…)
	EvAemberStolen             // Player steals N from the opponent
	EvAemberCaptured           // Card (controlled by Player's opponent… see Player) captures N
	EvDamage                   // Card is dealt N damage (after armor)
	EvHealed                   // Card is healed N
	EvDestroyed                // Card is destroyed (Player is its controller)
	EvLeftPlay                 // Card leaves play to Other zone
	EvDraw                     // Player draws N cards
	EvChains                   // Player's chains change by N
	EvTide                     // Player raises the tide
	EvStatus                   // Card gains/loses a status (Other: "stun", "unstun", "ward", "enrage", "exhaust", "ready"; "aember to supply": N Æmber left it for the common supply; "token": made a token creature; about a player, no card: StatusKeyCost, StatusExtraTurn)
	EvControl                  // Player takes control of Card
	EvArchived                 // Player archives Card
	EvPurged                   // Card is purged
	EvCheck                    // checkpoint evaluated (N = 1 agreed, 0 disagreed)
	EvGameOver                 // Player wins (Other: "keys", "concede")
	EvKeyCheck                 // Player ends the turn able to forge next turn ("check!"; N is the cost)
	EvProphecy                 // prophecy Card (Other: "activate", "flip": by its owner, Player; "fulfil": Player is the active player who fulfilled it)
)

// Source says where Æmber came from (or went to). Values are stored.
type Source uint8

// Æmber sources.
const (
	SrcNone        Source = iota
	SrcReap               // the 1 Æmber of reaping
	SrcAemberBonus        // a card's printed Æmber bonus
	SrcBonusIcon          // an Æmber bonus icon beyond the printed bonus (enhancement)
	SrcAbility            // a card's scripted ability
	SrcDeclared           // a declared effect
	SrcSteal              // stolen from the opponent
	SrcCapture            // captured Æmber returned to a pool (or captured, on loss)
	SrcForge              // spent forging a key
	SrcPay                // paid to the opponent
)

var sourceNames = [...]string{"", "reap", "aember-bonus", "bonus-icon", "ability", "declared", "steal", "capture", "forge", "pay"}

// String is the source's stable name, used in JSON.
func (s Source) String() string {
	if int(s) < len(sourceNames) {
		return sourceNames[s]
	}
	return "source?"
}

// Event is one state change. The small fields and the turn come first, in
// one word (a replay keeps every event: 64 bytes, not 88). A turn fits in
// an int32: a match has at most record.MaxActions actions.
type Event struct {
	Kind   EventKind
	Player int8
	Source Source
	Key    KeyColor
	Turn   int32
	Card   string // card id
	Other  string // second card id, or a word the kind documents
	N      int
	House  House
}

// EventsInto makes the game's next Apply append its events to buf, after
// buf's elements, in buf's spare room while it lasts (beyond it, in a
// list of the game's own): a caller that keeps every event, a replay,
// then finds them in place instead of copying them. Outcome.Events are
// the action's events either way. The game goes on writing there, from
// the same place at each Apply, until EventsInto is called again (nil:
// back to a list of its own).
func (g *Game) EventsInto(buf []Event) { g.ev = buf[len(buf):] }
