package engine

// Hash is a deterministic hash of the whole game state (FNV-1a style,
// a word at a time): the same
// log replayed anywhere gives the same hashes. It walks fixed-order slices
// only (never a map).
func (g *Game) Hash() uint64 {
	h := hasher(14695981039346656037)
	h.int(g.turn)
	h.int(int(g.active))
	h.int(int(g.step))
	h.str(string(g.house))
	h.int(g.handPlays)
	h.int(g.plays)
	h.int(g.stepUses)
	h.bool(g.omegaEnded)
	h.bool(g.forgedStep)
	h.bool(g.archivesOK)
	if g.offHouseBy {
		// Hashed only when set, so that the hashes of games without such
		// a card stay what they were.
		h.str("off-house")
	}
	if g.destroyed != 0 && g.readsDestroyed() {
		// Hashed only in games with a card that reads it (Bonesaw), so
		// that the hashes of other games stay what they were.
		h.str("destroyed")
		h.int(int(g.destroyed))
	}
	if g.startGain != [2]int16{} {
		// Hashed only when a turn's start changed a pool, so that the
		// hashes of other games stay what they were (turn_boundary.go).
		h.str("start gain")
		h.int(int(g.startGain[0]))
		h.int(int(g.startGain[1]))
	}
	h.int(int(g.refiller))
	h.int(g.refillLeft)
	h.bool(g.over)
	h.int(int(g.winner))
	h.int(int(g.pend.kind))
	h.int(int(g.pend.player))
	h.int(int(g.pend.source))
	h.int(g.pend.icon)
	if g.pend.kind == pendAbility {
		h.run(&g.pend.run)
	}
	if k := g.suspended.kind; k != pendNone { // (a game with nothing suspended hashes as before)
		h.str("waits")
		h.int(int(k))
		h.int(int(g.suspended.player))
		h.int(int(g.suspended.source))
		h.int(int(g.suspended.half))
		h.int(g.suspended.icon)
		h.int(g.suspended.pos)
	}
	h.int(g.nstack)
	for i := range g.nstack {
		h.run(&g.stack[i])
	}
	if g.norder > 0 { // (so that a game without order lines hashes as before)
		h.ids(g.order[:g.norder])
	}
	h.int(g.nauto)
	for _, id := range g.auto[:g.nauto] {
		h.int(int(id))
	}
	for _, n := range g.sixCount {
		h.int(int(n))
	}
	if g.proph.armed() || g.proph.used || g.proph.guess >= 0 {
		// Hashed only while a prophecy is in use, so that the hashes of
		// games without one stay what they were (prophecy.go).
		g.hashProph(&h)
	}
	for i := range g.p {
		p := &g.p[i]
		h.int(p.aember)
		h.int(p.chains)
		for _, k := range p.keys {
			h.bool(k)
		}
		h.bool(p.tide)
		h.bool(p.mullig)
		h.int(p.handUnknown)
		h.int(p.deckUnknown)
		h.int(p.archUnknown)
		for _, z := range [...][]int16{p.hand, p.deckTop, p.archive, p.discard, p.purged, p.line, p.arts} {
			h.ids(z)
		}
	}
	for i := range g.cards {
		c := &g.cards[i]
		h.word(uint64(c.zone) | uint64(uint8(c.controller))<<8 | uint64(c.flags&^flGuessed)<<16 | uint64(uint16(c.damage))<<32 | uint64(uint16(c.parent))<<48)
		h.word(uint64(uint16(c.aember)) | uint64(uint16(c.counters))<<16 | uint64(uint16(c.armorUsed))<<32 | uint64(uint16(c.time))<<48)
	}
	for _, l := range g.lasting {
		h.int(int(l.kind))
		h.int(int(l.player))
		h.int(int(l.card))
		h.int(l.n)
		h.str(string(l.kw))
		h.int(l.until)
		h.str(string(l.house))
		h.bool(l.tied)
		h.str(l.text)
	}
	return uint64(h)
}

type hasher uint64

// run hashes an ability resolving (a pending choice, an interrupted run).
func (h *hasher) run(r *run) {
	h.word(uint64(uint16(r.def)) | uint64(uint16(r.src))<<16 | uint64(r.ab)<<32 | uint64(r.pc)<<40 | uint64(r.rep)<<48 | uint64(uint8(r.player))<<56)
	h.word(uint64(uint16(r.trig)) | uint64(r.nThat)<<16 | uint64(uint16(r.done))<<32)
	h.ids(r.that[:r.nThat])
	h.bool(r.did)
	h.str(string(r.house))
	h.word(uint64(r.opt) | uint64(r.loops)<<8 | uint64(r.use)<<16 | uint64(r.in)<<24)
	h.ids(r.pick[:r.npick])
	if r.left > 0 { // (other runs hash as before)
		h.int(int(r.left))
	}
}

const fnvPrime = 1099511628211

func (h *hasher) int(n int) { h.word(uint64(n)) }

func (h *hasher) word(w uint64) {
	x := (uint64(*h) ^ w) * fnvPrime
	*h = hasher(x ^ x>>29)
}

// ids hashes a zone list, its length first, four ids to a word.
func (h *hasher) ids(z []int16) {
	h.int(len(z))
	var w uint64
	for i, id := range z {
		w = w<<16 | uint64(uint16(id))
		if i&3 == 3 {
			h.word(w)
			w = 0
		}
	}
	h.word(w)
}

func (h *hasher) bool(b bool) {
	if b {
		h.int(1)
	} else {
		h.int(0)
	}
}

func (h *hasher) str(s string) {
	h.int(len(s))
	for i := 0; i < len(s); i++ {
		*h = (*h ^ hasher(s[i])) * fnvPrime
	}
}

// Clone gives an independent copy of the game (card definitions and decks
// are shared: they are never modified).
func (g *Game) Clone() *Game {
	return g.CloneInto(new(Game))
}

// CloneInto makes dst the copy of the game Clone gives, and returns it.
// The lists it copies go into dst's own where they have room, so a caller
// trying many games from one (the TCO import's placement tries) allocates
// them once. dst must be a game only the caller holds, not g; its state
// is lost.
func (g *Game) CloneInto(dst *Game) *Game {
	old := *dst
	*dst = *g
	c := dst
	c.cards = append(old.cards[:0], g.cards...)
	c.sixCount = append(old.sixCount[:0], g.sixCount...)
	c.lasting = append(old.lasting[:0], g.lasting...)
	c.upList = append(old.upList[:0], g.upList...)
	// Scratch, not game state (Apply empties the lists first, bufs are
	// empty between actions): dst's are reused.
	c.ev, c.viol, c.checks = old.ev[:0], old.viol[:0], old.checks[:0]
	c.bufs, c.nbuf = old.bufs, 0
	c.ctxs, c.nctx = nil, 0
	for i := range c.p {
		p, was := &c.p[i], &old.p[i]
		p.hand = append(was.hand[:0], p.hand...)
		p.deckTop = append(was.deckTop[:0], p.deckTop...)
		p.archive = append(was.archive[:0], p.archive...)
		p.discard = append(was.discard[:0], p.discard...)
		p.purged = append(was.purged[:0], p.purged...)
		p.line = append(was.line[:0], p.line...)
		p.arts = append(was.arts[:0], p.arts...)
	}
	return c
}

// readsDestroyed reports whether a card of the game has a constant ability
// whose condition is "a friendly creature was destroyed this turn".
func (g *Game) readsDestroyed() bool {
	for _, s := range g.scripts {
		if s == nil {
			continue
		}
		for i := range s.Statics {
			if s.Statics[i].If.Is == IfFriendlyDestroyed {
				return true
			}
		}
		for i := range s.Abilities {
			if s.Abilities[i].If.Is == IfFriendlyDestroyed {
				return true // Font of the Eye
			}
		}
	}
	return false
}
