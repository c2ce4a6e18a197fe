// Package tco turns a game log of The Crucible Online (TCO), as its "copy
// to clipboard" gives it, into a kfr match: a header and an ordered list
// of entries, each an engine.Action with the number of the line it comes
// from. A line that becomes several entries gives its text to the first
// only, so that a log shown entry by entry shows each TCO line once.
//
// # Reading a line
//
// Every line is first normalised: leading and trailing spaces dropped,
// runs of spaces made one, the space before a comma dropped, and TCO's
// split plural ("card", two spaces, "s") made "cards". The content hash (Result.Hash) is
// taken over the normalised non-blank lines, so a log pasted again, even
// with its spacing changed, has the same hash.
//
// TCO's wording changed over the years (keyteki's message templates):
// after normalising, each line is made canonical (see canonical) before it
// is read, so that one shape covers every year: the unit "amber" or
// "aember" is "Æmber" (2021: "gain 2 amber", "X: 3 amber (0 keys)"), a
// doubled "to to" from composed messages is one "to", and "; and" is ", and".
// Player names are matched in that spelling too; the header keeps them as
// written. The hash is taken before, on the normalised text.
//
// Card names are matched exactly (folded title, never a mere prefix)
// through the Resolver; TCO's "’" and "'", doubled apostrophes and "…"
// all match. A title shared by several ids (Dark Tidings' evil twins)
// resolves to the plain id when the resolver can look ids up. Lists of
// cards ("A, B, and C") are cut so that titles holding commas or "and"
// ("Brunx and Bongle", "Duck, Duck, Superb Duck") stay whole.
//
// Player names are literal ("NaN" and "nan26" are names). Player 0 is
// the first "brings" line.
//
// # Shapes understood
//
// Header and setup:
//
//	X brings DECK to The Crucible          Players[i], Decks[i] (first line is player 0)
//	X won the flip and is first player     Header.First
//	X chooses to go first / second         Header.First
//	X chooses to randomize the first player, X has connected to the game server,
//	X is shuffling their deck, Y has joined the game as a spectator, Y has left the game
//	                                       known chatter, no entry
//	X draws 6 cards to their maximum of 6  before the first turn: comment entry, comment "setup"
//	X draws 1 card                         before the first turn: comment entry, comment "setup"
//	X mulligans their hand                 mulligan (Player X) (keyteki's wording; none
//	                                       of the shared logs has one); X keeps their hand: no entry
//
// Turns:
//
//	TURN 3 - X, Turn 3 - X                 turn (Player X, N = turns so far, counting both players')
//	Key phase - X                          the first turn has no TURN line: its key phase begins it
//	House/Main/Ready/Draw phase - X        no entry (the phase is remembered); a House phase
//	                                       right after the turn header: the key phase was skipped,
//	                                       > noforge, comment "key phase skipped" (The Sting)
//	X does not forge a key. They have 3 amber. The current cost is 6 Æmber
//	                                       check (X's aember 3, keycost 6), comment "key phase, cost 6";
//	                                       then > noforge, comment "key phase"
//	X forges the red key, paying 6 Æmber   (2021: "the forgedkeyred, paying 6 amber")
//	                                       > forge red 6 (the cost paid), comment "key phase,
//	                                       paying 6" in X's key phase (the engine makes it
//	                                       step 1's forge); elsewhere an ability forged
//	X chooses mars as their active house this turn   house
//	X moves all the cards in their archives to their hand   archives
//	X readies their cards, X readies all (of) their cards   no entry (the engine readies at end)
//	X draws 2 cards to their maximum of 6  comment entry, comment "draw step"
//	X draws 2 cards up to their maximum hand size of 6   the same (an older wording)
//	X's chains are reduced by 1 to 3       comment entry, comment "chains shed", and check (X's
//	                                       chains 3) after the turn's end (the engine sheds in its
//	                                       draw step); the first shed also sets Header.Chains (3+1,
//	                                       less chains gained before; 0 after a full opening hand)
//	X's deck has run out of cards, so they shuffle   no entry (the rules reshuffle)
//	End of turn 3                          end
//	A: 3 Æmber (0 keys) B: 1 Æmber (1 key) two check entries, one per player, items aember
//	                                       and keys, comment "end of turn"
//	X declares Check!                      comment "check! X"
//	X resolves the fate effect of C        > fate C (the engine resolves a scripted fate), placed
//	                                       right after the "uses P to fulfill its prophecy" line:
//	                                       TCO logs the fate's effects before this line
//	Y chooses house H                      right after X (active) chose their house: a prophecy's
//	                                       condition (Ask Again Later), a comment
//	X concedes                             concede (Player X); Result.Reason "concede"
//	X has won the game                     Result.Winner; Reason "keys" unless someone conceded
//	X changed tide to High                 tide (unless an ability declared it just before)
//
// Main phase:
//
//	X plays C                              play C
//	X plays C attaching it to T            play C on T (Target)
//	X plays C and it is discarded          > discard C (keyteki's PlayUpgradeAction: no creature)
//	X plays C, gaining 2 Æmber             play C, > gain for the Æmber beyond C's printed icons
//	                                       (an older wording: the icons in the play line)
//	X is playing as the …                  known chatter (an older setup line)
//	X plays C, again on the next line      C an action: once (TCO repeats the line when an
//	                                       ability plays an action card, Event Horizon)
//	X discards C                           discard C (X's main phase), else > discard C
//	X uses C to reap with C                reap C (X active, main phase), after > control C
//	                                       (comment "control inferred") when only the opponent was
//	                                       seen with C (a control change TCO logs as "apply a lasting
//	                                       effect to C"); a creature is used once a
//	                                       turn, so a second reap or fight with the title that turn
//	                                       is C#2 (another copy), unless an ability readied C
//	X uses C to make C fight T             fight C T
//	X uses C to make D fight T             > fight D T (an ability makes D fight)
//	X uses C to reap with D                > reap D
//	X uses C to …                          when C has an "Action:" (or "Omni:") ability, is not
//	                                       the card just played and was not used yet this turn,
//	                                       and X is the active player in the main phase: action C
//	                                       (omni C) first; then the effects of "…" (below)
//	X uses C                               action/omni C as above, else comment "ability of C"
//	X uses C without effect                comment
//	X exhausts C to remove its stun        > exhaust C, > unstun C
//	X adds a card to their hand and discards the other N   > draw 1, > discard-top N (looked
//	                                       at the top cards: which one was kept is hidden)
//
// Bonus icons (comment "bonus icon"):
//
//	X gains an Æmber due to C's bonus icon        > gain 1; one of C's printed Æmber (C
//	                                              just played): comment "bonus icon, printed"
//	X draws a card due to C's bonus icon          > draw 1
//	X captures an Æmber on D due to C's bonus icon  > capture 1 D
//	X deals 1 damage to D due to C's bonus icon   > damage 1 D
//	X discards D due to C's bonus icon            > discard D
//
// Effects of "X uses C to …", one or more clauses joined by "and", ", and",
// ", " or "and then" (each effect has Player set: X, or the player named):
//
//	gain N Æmber / lose N Æmber / make Y gain|lose N Æmber     > gain / lose
//	steal N Æmber [from Y]                        > steal N
//	capture N Æmber [from their opponent, placing it on D]     > capture N D (D = C when not said)
//	deal N damage to LIST [and M to their neighbors]           > damage N D [splash M]
//	deal 3 damage to A, 2 damage to B and 1 damage to D        one > damage each
//	destroy / sacrifice / ward / stun / exhaust / ready / enrage / purge / reveal / play / use LIST
//	use D                                                      > use D, unless the next line says how
//	                                                           ("uses D to reap with D": > reap D;
//	                                                           "make D fight E": > fight D E)
//	ready and enrage LIST, exhaust, stun and enrage D          one effect per verb and card
//	exalt LIST [N times], exalt and enrage D                   > exalt (N times)
//	archive LIST | itself | a card                             > archive D (a card: Card left zero,
//	                                                           an unnamed card from hand)
//	archive the top N cards of their deck                      > archive-top N
//	archive N cards from their discard pile                    no effect: the next line names them
//	archive N cards                                            N × > archive, unnamed
//	discard LIST from Y's archives                             comment (Digital Signal, scripted)
//	discard LIST                                               > discard D
//	discard the top N cards of their deck / of Y's deck / of each player's deck   > discard-top N
//	discard D from their deck                                  > discard-top 1 (comment names D)
//	discard a card at random from Y's hand, discard random card    no effect: "Y discards D at
//	                                                           random" follows and gives > discard D
//	purge a card at random from Y's hand                       likewise, "Y purges D at random"
//	return LIST to their hand / owner's hand                   > return D
//	return LIST to the top of their owner's deck, put D on top of their deck   > topdeck D
//	return LIST to the bottom of …deck, put D on the bottom of Y's deck   > shuffle D, comment
//	                                                           "bottom of deck" (no bottom primitive)
//	return LIST to their owner's deck, shuffle LIST into …deck > shuffle D
//	return to their owner's deck (no list)                     comment: no card chosen (Song of Spring)
//	return all Æmber from LIST to their controller's pool      > move all D, Player: D's controller, the
//	                                                           player D was seen played or used by
//	                                                           (Midyear Festivities); else unknown
//	discard LIST from Y's archives                             comment: the next line states the discard
//	put a creature into play from their discard for each …     comment: "put D into play" lines follow
//	ready N non-T creature(s)                                  comment: "ready D" lines follow (Sil-A-T8)
//	conditionally do something, do several things              as "X uses C" alone (TCO's generic
//	                                                           messages; the lines after state effects)
//	put LIST into play                                         > putinplay D
//	heal D for N damage / fully heal D / fully heal and use D  > heal N D / fullheal D [/ use D]
//	give Y N chains / increase their chains by N / gain N chains   > chains +N
//	increase key cost by N during Y's next turn                > keycost +N next
//	place N +1 power counter(s) on LIST / remove N power counters from D   > power ±N D
//	move N Æmber from D to the pool / move all Æmber from D to the common pool,
//	remove N Æmber from D                                      > supply N D (the common supply;
//	                                                           all: N = AllAmber)
//	take all Æmber from D, move N Æmber from D to their pool   > move N D (to the player's pool)
//	swap control of A and B                                    > control A, > control B
//	search for D [and shuffle …]                               > search D ("X takes D into their
//	                                                           hand" that follows adds nothing)
//	draw N cards                                               > draw N ("X draws N card" that
//	                                                           follows adds nothing)
//	raise the tide                                             > tide
//	destroy each friendly creature with the lowest power: LIST > destroy D (Too Low's fate)
//	deal N damage to each friendly creature                    comment (a fate the engine scripts)
//	take another turn after this one                           > extraturn
//	make a token creature / make N token creatures             > token N T, T the player's token
//	                                                           creature (the first seen; a comment
//	                                                           when the log never names it)
//	forge a key …                                              no effect: the "forges" line follows
//	cause Y to gain N Æmber (2021)                             as make Y gain N Æmber
//	add N power counters to LIST (2021)                        > power +N D
//	remove all Æmber from D (2021)                             > supply all D
//	return LIST to their deck (2021)                           > shuffle D
//	heal N damage and ward D, remove ward and deal N damage to D   keyteki names a target
//	                                                           shared by joined actions once, at the end:
//	                                                           both apply to D (removing a ward: comment)
//	reveal D from their hand                                   > reveal D
//	trigger the play effect of D an additional time            as "X uses C" alone
//	a clause whose object is a description, not a card ("deal 1 damage to a creature for
//	each house …", "abduct 2 creatures", "place a card under D", "make each creature …",
//	"reap with each of its neighbors in turn", "destroy all creatures without Æmber")
//	                                                           comment "hidden": understood, what it
//	                                                           did is not in the log; "abduct N creatures"
//	                                                           is named by the later lines "C leaves the
//	                                                           archives and will be returned its owner
//	                                                           hand" (the opponent's cards): > archive C,
//	                                                           comment "named by a later line"
//	"it" is the card named last in the line ("use Screechbomb and destroy it"); "itself" is C.
//
// Mechanics the rules do not describe, and lasting effects kfr has no
// primitive for, are kept as comment entries (counted in Result.Commented):
// prophecies ("X activates their …" for archon powers and the like, "X
// uses P to fulfill its prophecy", "X uses P to flip P to Q"; "X
// activates their prophecy P" is > prophecy P, a hidden card of the hand
// put under P), time counters ("place
// 1 time on …"), tokens ("X removes C tokens N using …"), mutation counters,
// "name house H", "choose H", "copy C", looking at and rearranging the deck,
// and lasting effects ("stop …", "prevent …", "allow …", "blank …", "apply a lasting effect to …", "change the active house to …",
// "resolve the bonus icons of …", clauses ending "for the remainder of the
// turn", "this turn", "next turn"). "P reveals D" (a prophecy) is > reveal D.
// "X manually …" (TCO's manual mode) is a comment, but "X manually moves
// C from their Z to their play area" is > putinplay C (comment "manual mode"). Chat (a line with only a
// player's name, then the message) is a comment "chat X: …".
//
// Every other line is unknown: it is kept as a comment entry with comment
// "unknown", listed in Result.Unknown and not counted as understood. When
// an unknown ability line has clauses that are understood ("make Y lose
// half their Æmber and steal 1 Æmber"), those still become effects, with
// comment "partial", before the unknown comment.
//
// # What an importer learns beyond the entries
//
// Result.Notes, one per entry, names for the comment entries of abilities
// (comment "scripted", comment "hidden") the ability's card and the card
// its effect named: the codec and the notation keep only a comment's
// words, and an importer that drives the engine (tcoimport) answers the
// engine's prompts and settles hidden effects with them. A copy TCO logs
// before the play of the card that copies ("uses Mimicry to to copy C",
// then "plays Mimicry") goes after the play, and the copy's later lines
// name C as their source (copy_ahead.go).
//
// # Replaying: what not to apply twice
//
// Some lines record what the engine does by itself from the rules and
// the card definitions; Automatic reports their entries: the opening hands
// (comment "setup"), the draw step ("draw step"), chains shed then
// ("chains shed"), and the Æmber bonus icons printed on the card just
// played ("bonus icon, printed": as many as CardDef.Amber). They are
// comment entries (the line's facts in Words), so that a replay, which
// applies every entry, does not do them twice.
//
// The other bonus-icon lines (comment "bonus icon"; IsBonusIcon reports
// both kinds) are enhanced icons, icons an ability resolves again (Fission
// Bloom) and printed icons other than Æmber, which card definitions do not
// carry. A TCO deck is partial and its enhancements unknown, so the
// recommended replay of a TCO import applies these as declared effects;
// with a complete deck list (enhancements known) it skips them as well.
package tco
