// Package engine is the KeyForge rules engine: a pure, deterministic
// function of (card definitions, match header, actions) to (states,
// events, violations). It does no I/O, reads no clock, keeps no mutable
// global state and never depends on map iteration order: the same log
// gives the same state hashes everywhere.
//
// # Using it
//
//	g, err := engine.New(db, engine.Setup{Players: ..., First: 0})
//	out := g.Apply(action) // events, violations, checkpoint results
//	g.Hash(); g.View(); g.Over(); g.Clone()
//
// New fails only on unusable input (a missing deck, an unknown card id).
// Apply never fails and never panics: a broken rule is a Violation (an id
// from Rules, a message naming the card, the rulebook section) and the
// action is applied as recorded wherever that is possible, because the
// table's game went on.
//
// # Implicit steps (what a physical log may leave out)
//
//   - Setup: New deals the starting hands (first player 7, other 6, each
//     less the chain penalty, shedding a chain when it bites). Mulligans
//     come next as actions; the first other action starts turn 1.
//   - Step 1: when the log has no "forge" and the active player can afford
//     a key when the turn's first other action (or "house") arrives, the
//     key is forged at once (the first unforged colour). "forge" when the
//     key is not affordable is forge-unaffordable (the key is forged and
//     the pool emptied, as the table did).
//   - Step 2: a play, discard or use before any "house" chooses the card's
//     house implicitly.
//   - "end" performs step 4 (ready the active player's cards), step 5
//     (refill to six, or more with Mother, less the chain penalty; an
//     empty deck is reset from the discard pile), ends the turn's lasting
//     effects, emits EvKeyCheck ("check!") when a key is affordable, and
//     starts the next turn. A turn header "N. Player" for the next turn
//     while the turn is still open ends it the same way.
//   - A "draw" naming cards right after "end" (before the new turn's
//     first game action; a turn header may come between), or naming the
//     player who just ended, reveals what that player's refill drew;
//     naming more cards than the refill drew is a hand-refill violation
//     and the extra cards are drawn as recorded.
//
// # Choices
//
// A choice the player makes while something resolves comes from the log's
// next "choose" line: the target of a capture, damage or discard bonus
// icon (icons resolve in order, after the Æmber bonus and before the card
// enters play), the card a random discard took, and every choice an
// ability asks for (see Abilities). Waiting and Prompt report what is
// awaited and its legal answers. A choice with one legal answer, or none
// that matters, resolves by itself. Any other action resolves what waits
// as far as possible without the choice (a capture icon goes to the
// leftmost friendly creature, a discard takes a guessed card, a damage
// icon is lost) and flags choice-missing where the choice mattered.
//
// # Hidden information
//
// The engine knows both deck lists and how many cards each zone holds, not
// the deck order nor what was drawn. Every card is an instance with a
// stable id; an instance whose location is not known is "unaccounted"
// (ZoneUnknown), counted once in its owner's hidden hand, deck or archives
// count. Playing or discarding a card takes a known copy from hand, else
// an unaccounted copy while the hand holds unknown cards; when no copy can
// be in that hand it is card-not-available and the best stand-in is used
// (an unaccounted copy from the deck, else a known copy out of play) so
// the game goes on. Identities not logged but needed (a random discard, a
// discarded top card) take the lowest unaccounted instance: a documented
// guess. Conservation holds at every step: CheckInvariants proves it.
//
// # Abilities
//
// A card's abilities are data in one ability language (ability.go, and
// docs/abilities.md): a Script holds triggered abilities (a Trigger, a
// condition, Clauses acting on Targets) and constant abilities (Static).
// The interpreter (ability_run.go, ability_do.go, ability_static.go)
// resolves them; an ability waiting for a choice is a run held in the
// pending choice, plain data, hashed and cloned with the rest of the state.
// Each Script prints back as English (ability_text.go). Unscripted cards
// are still recordable: the log declares their effects ("> gain 2") and the
// engine applies and checks each primitive (Effect, EffectSpecs).
//
// Logs that declare what happened (TCO imports) and scripts must not both
// apply an effect. Every script resolves its card's abilities whole; a
// declared effect of a scripted card is a check of what its abilities (its
// own, or one another card gave it) did (declared_check.go), and the TCO
// importer keeps such a line as a comment it checks against the engine's
// events (FullyScripted, Scripts.Makes: a change the card's script cannot
// make is another card's, and stays declared). scripts_*.go hold the
// cards, each with a test.
//
// Compiled cards: engine/cardgen (go generate ./engine) compiles the
// printed text of the keyteki packs into cards_<set>_gen.go, a card only
// when its script prints back as its own text (CardTextKey). Every game
// resolves them, unless its Setup is HandOnly; a hand-written script of
// the same card wins. A declared effect of a card a game resolves is a
// check of what its ability did (declared_check.go). testdata/compiled-cards.golden lists them all in
// English, testdata/cardgen-blockers.txt what stops the others.
//
// Derived buffers: the Outcome of Apply aliases internal buffers, valid
// until the next Apply.
package engine
