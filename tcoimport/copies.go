package tcoimport

import (
	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record"
	"github.com/kfr-dev/kfr/replay"
)

// copyReader corrects which copy a TCO line means when a player has two
// copies of a title in play. TCO never numbers copies ("uses Skybooster
// Squadron to reap"); the reader numbers them as best it can, and a
// reference without a number is the first copy in play. But a player
// reaps, fights or uses only a ready copy: when the copy named is exhausted
// and another is ready, the line means that one. The effect lines the same
// use then logs about the copy it named ("… to return Skybooster Squadron
// to their hand") are about the same copy. It reads one entry at a time,
// in the replay that applies them (replay.Options.Before): read is called
// with the game just before entry i is applied. changed counts the
// references it corrected.
type copyReader struct {
	m            *record.Match
	changed      int
	named, meant engine.CardRef // the last use's reference as read, and as corrected
	buf          []engine.InPlayCard
	// kept are readCopies' games before the plays bonusFirst asks about
	// (bonusAsked), by entry, when its game is newGame's (no deck has a
	// token): the answers' pass reads them instead of playing the log
	// again up to there.
	kept map[int]*engine.Game
}

func (c *copyReader) read(g *engine.Game, i int) { c.fix(g, &c.m.Entries[i].Action) }

// readCopies runs the engine over m as replay.RunWith does, reading the
// copies as that replay would (c.read before each entry), without what a
// replay records of each step: a log with scripted lines is replayed
// again once answered, so this first run only reads the copies. It
// reports false when the game cannot be set up (m is then as it was):
// the replay says why.
func readCopies(m *record.Match, db engine.CardDB, decks [2]*engine.Deck, c *copyReader) bool {
	if decks[0] == nil || decks[1] == nil {
		return false
	}
	withTokens := replay.WithTokens(&m.Header, db, decks)
	g, err := engine.New(db, m.Header.Setup(replay.FirstPlayer(m), withTokens))
	if err != nil {
		return false
	}
	keep := withTokens == decks // g is then newGame's
	for i := range m.Entries {
		c.read(g, i)
		if keep && bonusAsked(m.Entries, i) {
			if c.kept == nil {
				c.kept = map[int]*engine.Game{}
			}
			c.kept[i] = g.Clone()
		}
		g.Apply(m.Entries[i].Action)
	}
	return true
}

// fix corrects action a, about to be applied to g.
func (c *copyReader) fix(g *engine.Game, a *engine.Action) {
	switch a.Verb {
	case engine.VerbReap, engine.VerbFight, engine.VerbAction, engine.VerbOmni:
		c.named, c.meant = a.Card, engine.CardRef{}
		if n := g.InPlayCount(g.Active(), a.Card.ID); n == 0 || n == 1 && a.Card.Copy <= 1 {
			return // the card named is the only one it can mean (readyCopy)
		}
		c.buf = g.InPlay(g.Active(), c.buf[:0])
		if ref, ok := readyCopy(c.buf, a.Card); ok {
			c.meant = ref
			a.Card = ref
			c.changed++
		}
	case engine.VerbEffect:
		f := a.Effect
		switch {
		case f == nil || c.named.ID == "" || f.Card.ID != c.named.ID:
		case c.meant.ID != "" && sameRef(f.Card, c.named):
			f.Card = c.meant
			c.changed++
		case c.meant.ID == "" && c.named.Copy > 1 && f.Card.Copy == 0 && !opponentHas(g, c.named.ID):
			// "uses Skybooster Squadron#2 to return Skybooster
			// Squadron": a card naming its own title means itself,
			// when the opponent has no card of that title.
			f.Card = c.named
			c.changed++
		}
	case engine.VerbComment, engine.VerbCheck, engine.VerbChoose:
	default:
		c.named, c.meant = engine.CardRef{}, engine.CardRef{}
	}
}

// sameRef reports whether two references name the same copy (no number is
// the first).
func sameRef(a, b engine.CardRef) bool {
	return a.ID == b.ID && max(a.Copy, 1) == max(b.Copy, 1)
}

// readyCopy is the reference of the first ready copy of ref's card among
// cards, when the copy ref names is exhausted and another is ready.
func readyCopy(cards []engine.InPlayCard, ref engine.CardRef) (engine.CardRef, bool) {
	var ready *engine.CardRef
	for i := range cards {
		c := &cards[i]
		if c.Ref.ID != ref.ID {
			continue
		}
		if sameRef(c.Ref, ref) && !c.Exhausted {
			return engine.CardRef{}, false // the copy named can act
		}
		if !c.Exhausted && ready == nil && !sameRef(c.Ref, ref) {
			ready = &c.Ref
		}
	}
	if ready == nil {
		return engine.CardRef{}, false
	}
	return *ready, true
}

// opponentHas reports whether the active player's opponent has a card of
// id in play.
func opponentHas(g *engine.Game, id string) bool {
	return g.InPlayCount(1-g.Active(), id) > 0
}
