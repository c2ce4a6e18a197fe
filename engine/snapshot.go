package engine

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// A snapshot is the state of a game after some actions, as bytes: Resume
// gives back the game those actions made, without applying them again
// (kfr log resumes a long match from its stored snapshot instead of
// replaying it from the start).
//
// What a snapshot holds is the state that actions change. What New
// derives from the setup is not in it: the card database, the decks, the
// scripts of the cards and what the engine notes about them (noteScripts),
// the setup's events. Resume therefore takes the same database and setup
// New took, and refuses a snapshot whose cards, definitions or player
// names are not the setup's. Scratch space (bufs, ctxs) and the last
// action's outcome (ev, viol, checks) are not state.
//
// The codec names every field it writes, in order; snapshot_test.go fails
// when a struct of the game gains a field the codec does not name, so
// that whoever adds engine state adds it here too (and bumps
// snapshotVersion: a snapshot of another version is refused).

// snapshotVersion is the codec's version, the byte after the magic.
const snapshotVersion = 6

var snapshotMagic = [4]byte{'k', 'f', 'r', 'G'}

// ErrSnapshot is wrapped by Resume for a snapshot it cannot use: another
// version, damaged bytes, or a game of another setup.
var ErrSnapshot = errors.New("engine: unusable snapshot")

// AppendSnapshot appends the game's state to b. Take it between actions.
func (g *Game) AppendSnapshot(b []byte) []byte {
	w := snapW{b: b}
	start := len(b)
	w.b = append(w.b, snapshotMagic[:]...)
	w.b = append(w.b, snapshotVersion)
	g.writeSetup(&w)
	g.writeTurn(&w)
	w.n(len(g.cards))
	for i := range g.cards {
		w.inst(&g.cards[i])
	}
	for i := range g.p {
		w.player(&g.p[i])
	}
	w.n(len(g.lasting))
	for i := range g.lasting {
		w.lasting(&g.lasting[i])
	}
	g.writeRuns(&w)
	g.writeLedger(&w)
	w.proph(&g.proph)
	return binary.LittleEndian.AppendUint32(w.b, crc32.ChecksumIEEE(w.b[start:]))
}

// Resume is the game New(db, s) becomes after the actions snap was taken
// after (AppendSnapshot). A snapshot of another version, damaged, or of
// another setup gives an error wrapping ErrSnapshot, never a game.
func Resume(db CardDB, s Setup, snap []byte) (*Game, error) {
	if len(snap) < len(snapshotMagic)+1+4 {
		return nil, fmt.Errorf("%w: %d bytes", ErrSnapshot, len(snap))
	}
	body, sum := snap[:len(snap)-4], binary.LittleEndian.Uint32(snap[len(snap)-4:])
	if crc32.ChecksumIEEE(body) != sum {
		return nil, fmt.Errorf("%w: checksum", ErrSnapshot)
	}
	if [4]byte(body[:4]) != snapshotMagic || body[4] != snapshotVersion {
		return nil, fmt.Errorf("%w: version %d, not %d", ErrSnapshot, body[4], snapshotVersion)
	}
	g, err := New(db, s)
	if err != nil {
		return nil, err
	}
	r := snapR{b: body[5:]}
	if err := g.readSnapshot(&r); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrSnapshot, err)
	}
	return g, nil
}

func (g *Game) readSnapshot(r *snapR) error {
	if err := g.readSetup(r); err != nil {
		return err
	}
	first := g.first
	g.readTurn(r)
	if g.first != first && r.err == nil {
		return fmt.Errorf("player %d went first, the setup says %d", g.first+1, first+1)
	}
	if n := r.n(); n != len(g.cards) && r.err == nil {
		return fmt.Errorf("%d cards, the setup has %d", n, len(g.cards))
	}
	for i := range g.cards {
		r.inst(&g.cards[i])
	}
	for i := range g.p {
		r.player(&g.p[i])
	}
	g.lasting = g.lasting[:0]
	for n := r.n(); n > 0 && r.err == nil; n-- {
		var l lasting
		r.lasting(&l)
		g.lasting = append(g.lasting, l)
	}
	g.readRuns(r)
	g.readLedger(r)
	r.proph(&g.proph)
	if r.err != nil {
		return r.err
	}
	if len(r.b) != 0 {
		return fmt.Errorf("%d bytes left over", len(r.b))
	}
	return g.checkIDs()
}

// writeSetup writes what must be the setup's: the card definitions (those
// a token added after New too), the player names and whether compiled
// scripts resolve.
func (g *Game) writeSetup(w *snapW) {
	w.n(len(g.defs))
	for _, d := range g.defs {
		w.str(d.ID)
	}
	w.str(g.p[0].name)
	w.str(g.p[1].name)
	w.bool(g.compiled)
}

func (g *Game) readSetup(r *snapR) error {
	n := r.n()
	if r.err == nil && n < len(g.defs) {
		return fmt.Errorf("%d card definitions, the setup has %d", n, len(g.defs))
	}
	for i := 0; i < n && r.err == nil; i++ {
		id := r.str()
		switch {
		case r.err != nil:
		case i < len(g.defs):
			if g.defs[i].ID != id {
				return fmt.Errorf("card definition %d is %q, the setup's is %q", i, id, g.defs[i].ID)
			}
		case id == Unseen:
			g.addDef(&unseenCard)
		default:
			d := g.db.Card(id)
			if d == nil {
				return fmt.Errorf("unknown card id %q", id)
			}
			g.addDef(d)
		}
	}
	names := [2]string{r.str(), r.str()}
	compiled := r.bool()
	if r.err == nil && (names[0] != g.p[0].name || names[1] != g.p[1].name || compiled != g.compiled) {
		return fmt.Errorf("players %q and %q (compiled %v), the setup's are %q and %q (%v)",
			names[0], names[1], compiled, g.p[0].name, g.p[1].name, g.compiled)
	}
	return r.err
}

// writeTurn writes the game's place in the match and the turn's counts.
func (g *Game) writeTurn(w *snapW) {
	w.i(int64(g.first))
	w.i(int64(g.turn))
	w.i(int64(g.active))
	w.u(uint64(g.numbering))
	w.u(uint64(g.step))
	w.str(string(g.house))
	w.ids(g.left[:])
	w.i(int64(g.nleft))
	w.i(int64(g.handPlays))
	w.i(int64(g.plays))
	w.i(int64(g.stepUses))
	w.bool(g.omegaEnded)
	w.bool(g.forgedStep)
	w.b = binary.AppendUvarint(w.b, uint64(len(g.sixCount)))
	w.b = append(w.b, g.sixCount...)
	w.bool(g.archivesOK)
	w.bool(g.offHouseBy)
	w.u(uint64(g.destroyed))
	w.i(int64(g.startGain[0]))
	w.i(int64(g.startGain[1]))
	w.i(int64(g.refiller))
	w.i(int64(g.refillLeft))
	w.u(uint64(g.blankers))
	w.bool(g.over)
	w.i(int64(g.winner))
	w.str(g.reason)
	w.i(int64(g.actionIndex))
	w.i(int64(g.source))
}

func (g *Game) readTurn(r *snapR) {
	g.first = r.i8()
	g.turn = r.int()
	g.active = r.i8()
	g.numbering = numbering(r.u8())
	g.step = Step(r.u8())
	g.house = House(r.str())
	r.idsInto(g.left[:])
	g.nleft = r.int()
	g.handPlays = r.int()
	g.plays = r.int()
	g.stepUses = r.int()
	g.omegaEnded = r.bool()
	g.forgedStep = r.bool()
	if n := r.n(); n != len(g.sixCount) && r.err == nil {
		r.fail(fmt.Errorf("%d play counts, %d card definitions", n, len(g.sixCount)))
	}
	copy(g.sixCount, r.take(len(g.sixCount)))
	g.archivesOK = r.bool()
	g.offHouseBy = r.bool()
	g.destroyed = r.u8()
	g.startGain = [2]int16{r.i16(), r.i16()}
	g.refiller = r.i8()
	g.refillLeft = r.int()
	g.blankers = r.u8()
	g.over = r.bool()
	g.winner = r.i8()
	g.reason = r.str()
	g.actionIndex = r.int()
	g.source = r.i16()
}

// writeRuns writes the abilities under way: the one waiting, those it
// interrupted, the choose line being read, and the cards the last action
// chose by itself or was told the order of.
func (g *Game) writeRuns(w *snapW) {
	w.pending(&g.pend)
	w.pending(&g.suspended)
	for i := range g.stack {
		if g.stack[i] == (run{}) {
			w.b = append(w.b, zeroRun...) // the slots above nstack: most of them
		} else {
			w.run(&g.stack[i])
		}
	}
	w.i(int64(g.nstack))
	w.n(len(g.ans.cards))
	for _, c := range g.ans.cards {
		w.ref(c)
	}
	w.n(len(g.ans.words))
	for _, s := range g.ans.words {
		w.str(s)
	}
	w.i(int64(g.ans.ci))
	w.i(int64(g.ans.wi))
	w.bool(g.forcing)
	w.bool(g.sweeping)
	w.ids(g.auto[:])
	w.i(int64(g.nauto))
	w.bool(g.autoNo)
	w.ids(g.order[:])
	w.i(int64(g.norder))
	w.i(int64(g.auraDepth))
	w.n(len(g.upList))
	w.ids(g.upList)
}

func (g *Game) readRuns(r *snapR) {
	r.pending(&g.pend)
	r.pending(&g.suspended)
	for i := range g.stack {
		r.run(&g.stack[i])
	}
	g.nstack = r.int()
	g.ans = answers{}
	if n := r.n(); n > 0 {
		g.ans.cards = make([]CardRef, 0, min(n, len(r.b)))
		for ; n > 0 && r.err == nil; n-- {
			g.ans.cards = append(g.ans.cards, r.ref())
		}
	}
	if n := r.n(); n > 0 {
		g.ans.words = make([]string, 0, min(n, len(r.b)))
		for ; n > 0 && r.err == nil; n-- {
			g.ans.words = append(g.ans.words, r.str())
		}
	}
	g.ans.ci = r.int()
	g.ans.wi = r.int()
	g.forcing = r.bool()
	g.sweeping = r.bool()
	r.idsInto(g.auto[:])
	g.nauto = r.int()
	g.autoNo = r.bool()
	r.idsInto(g.order[:])
	g.norder = r.int()
	g.auraDepth = r.int()
	g.upList = r.idsAppend(g.upList[:0], r.n())
}

// writeLedger writes what the source's abilities did (declared_check.go).
func (g *Game) writeLedger(w *snapW) {
	for i := range g.did {
		d := &g.did[i]
		w.u(uint64(d.kind))
		w.i(int64(d.player))
		w.bool(d.used)
		w.i(int64(d.src))
		w.i(int64(d.n))
		w.str(d.card)
	}
	w.i(int64(g.ndid))
	w.i(int64(g.inRun))
	w.i(int64(g.runSrc))
}

func (g *Game) readLedger(r *snapR) {
	for i := range g.did {
		d := &g.did[i]
		d.kind = EffectKind(r.u8())
		d.player = r.i8()
		d.used = r.bool()
		d.src = r.i16()
		d.n = r.int()
		d.card = r.str()
	}
	g.ndid = r.int()
	g.inRun = r.int()
	g.runSrc = r.i16()
}

// checkIDs refuses what the engine would index out of range with: a card
// or definition index, a count of a fixed array.
func (g *Game) checkIDs() error {
	nc, nd := int16(len(g.cards)), int16(len(g.defs))
	card := func(id int16) bool { return id >= -1 && id < nc } // -1: none
	for _, id := range g.upList {
		if id < 0 || id >= nc {
			return fmt.Errorf("upgrade %d of %d cards", id, nc)
		}
	}
	for i := range g.cards {
		c := &g.cards[i]
		if c.def < 0 || c.def >= nd || !card(c.parent) || c.owner&^1 != 0 || c.controller&^1 != 0 {
			return fmt.Errorf("card %d: definition %d, parent %d, owner %d, controller %d", i, c.def, c.parent, c.owner, c.controller)
		}
	}
	// Players index the two sides: 0 or 1, or NoPlayer where none may be.
	player := func(p int8) bool { return p >= NoPlayer && p <= 1 }
	players := []int8{g.refiller, g.winner, g.pend.player, g.pend.run.player}
	for i := range g.stack {
		players = append(players, g.stack[i].player)
	}
	for i := range g.lasting {
		players = append(players, g.lasting[i].player)
	}
	for i := range g.did {
		players = append(players, g.did[i].player)
	}
	if g.active&^1 != 0 {
		return fmt.Errorf("active player %d", g.active)
	}
	for _, p := range players {
		if !player(p) {
			return fmt.Errorf("player %d", p)
		}
	}
	for i := range g.p {
		p := &g.p[i]
		for _, l := range [...][]int16{p.hand, p.deckTop, p.archive, p.discard, p.purged, p.line, p.arts} {
			for _, id := range l {
				if id < 0 || id >= nc {
					return fmt.Errorf("player %d: card %d of %d in a zone", i+1, id, nc)
				}
			}
		}
	}
	for _, l := range [...][]int16{g.left[:], g.auto[:], g.order[:]} {
		for _, id := range l {
			if !card(id) {
				return fmt.Errorf("card %d of %d", id, nc)
			}
		}
	}
	counts := [...][2]int{{g.nleft, len(g.left)}, {g.nstack, len(g.stack)}, {g.nauto, len(g.auto)},
		{g.norder, len(g.order)}, {g.ndid, len(g.did)}}
	for _, c := range counts {
		if c[0] < 0 || c[0] > c[1] {
			return fmt.Errorf("count %d of %d", c[0], c[1])
		}
	}
	for _, run := range append(g.stack[:], g.pend.run) {
		if run.def < -1 || run.def >= nd || !card(run.src) || !card(run.trig) ||
			int(run.nThat) > len(run.that) || int(run.npick) > len(run.pick) {
			return fmt.Errorf("an ability under way: definition %d, card %d", run.def, run.src)
		}
	}
	return nil
}

// snapW appends a snapshot: integers as varints, strings and lists with
// their length first.
type snapW struct{ b []byte }

func (w *snapW) u(v uint64)   { w.b = binary.AppendUvarint(w.b, v) }
func (w *snapW) i(v int64)    { w.b = binary.AppendVarint(w.b, v) }
func (w *snapW) n(v int)      { w.u(uint64(v)) }
func (w *snapW) str(s string) { w.n(len(s)); w.b = append(w.b, s...) }

func (w *snapW) bool(v bool) {
	if v {
		w.b = append(w.b, 1)
	} else {
		w.b = append(w.b, 0)
	}
}

// ids writes the ids of a list whose length is known (written before, or
// an array's).
func (w *snapW) ids(l []int16) {
	for _, id := range l {
		w.i(int64(id))
	}
}

func (w *snapW) ref(c CardRef) {
	w.str(c.ID)
	w.i(int64(c.Copy))
	w.str(c.Icons)
}

func (w *snapW) inst(c *inst) {
	w.i(int64(c.def))
	w.i(int64(c.owner))
	w.i(int64(c.controller))
	w.u(uint64(c.zone))
	w.u(uint64(c.flags))
	w.i(int64(c.damage))
	w.i(int64(c.aember))
	w.i(int64(c.counters))
	w.i(int64(c.time))
	w.i(int64(c.armorUsed))
	w.i(int64(c.parent))
	w.i(int64(c.copy))
}

func (w *snapW) player(p *player) {
	w.i(int64(p.aember))
	for _, k := range p.keys {
		w.bool(k)
	}
	w.i(int64(p.chains))
	w.bool(p.tide)
	w.bool(p.mullig)
	for _, l := range [...][]int16{p.hand, p.deckTop, p.archive, p.discard, p.purged, p.line, p.arts} {
		w.n(len(l))
		w.ids(l)
	}
	w.i(int64(p.handUnknown))
	w.i(int64(p.deckUnknown))
	w.i(int64(p.archUnknown))
	w.i(int64(p.turns))
}

func (w *snapW) lasting(l *lasting) {
	w.u(uint64(l.kind))
	w.i(int64(l.player))
	w.i(int64(l.card))
	w.i(int64(l.n))
	w.str(string(l.kw))
	w.i(int64(l.until))
	w.i(int64(l.source))
	w.str(string(l.house))
	w.bool(l.tied)
	w.str(l.text)
}

// zeroRun is what run writes for an empty run, written once.
var zeroRun = func() []byte {
	var w snapW
	w.run(&run{})
	return w.b
}()

func (w *snapW) run(r *run) {
	w.i(int64(r.def))
	w.i(int64(r.src))
	w.u(uint64(r.ab))
	w.u(uint64(r.pc))
	w.u(uint64(r.rep))
	w.i(int64(r.player))
	w.i(int64(r.trig))
	w.u(uint64(r.nThat))
	w.ids(r.that[:])
	w.i(int64(r.done))
	w.bool(r.did)
	w.str(string(r.house))
	w.u(uint64(r.opt))
	w.u(uint64(r.loops))
	w.u(uint64(r.npick))
	w.ids(r.pick[:])
	w.u(uint64(r.use))
	w.u(uint64(r.in))
	w.i(int64(r.chosen))
	w.u(uint64(r.left))
}

// snapR reads a snapshot; the first error sticks, and every read after it
// gives a zero value.
type snapR struct {
	b   []byte
	err error
}

var errShort = errors.New("the snapshot ends early")

func (r *snapR) fail(err error) {
	if r.err == nil {
		r.err = err
	}
	r.b = nil
}

func (r *snapR) u() uint64 {
	v, k := binary.Uvarint(r.b)
	if k <= 0 {
		r.fail(errShort)
		return 0
	}
	r.b = r.b[k:]
	return v
}

func (r *snapR) i() int64 {
	v, k := binary.Varint(r.b)
	if k <= 0 {
		r.fail(errShort)
		return 0
	}
	r.b = r.b[k:]
	return v
}

func (r *snapR) int() int     { return int(r.i()) }
func (r *snapR) i8() int8     { return int8(r.i()) }
func (r *snapR) i16() int16   { return int16(r.i()) }
func (r *snapR) u8() uint8    { return uint8(r.u()) }
func (r *snapR) bool() bool   { return r.u() != 0 }
func (r *snapR) str() string  { return string(r.take(r.n())) }
func (r *snapR) ref() CardRef { return CardRef{ID: r.str(), Copy: r.int(), Icons: r.str()} }

// n reads a length, which cannot be more than the bytes left.
func (r *snapR) n() int {
	v := r.u()
	if v > uint64(len(r.b)) {
		r.fail(fmt.Errorf("a length of %d with %d bytes left", v, len(r.b)))
		return 0
	}
	return int(v)
}

func (r *snapR) take(n int) []byte {
	if n > len(r.b) {
		r.fail(errShort)
		return nil
	}
	b := r.b[:n]
	r.b = r.b[n:]
	return b
}

func (r *snapR) idsInto(l []int16) {
	for i := range l {
		l[i] = r.i16()
	}
}

func (r *snapR) idsAppend(l []int16, n int) []int16 {
	for ; n > 0 && r.err == nil; n-- {
		l = append(l, r.i16())
	}
	return l
}

func (r *snapR) inst(c *inst) {
	c.def = r.i16()
	c.owner = r.i8()
	c.controller = r.i8()
	c.zone = Zone(r.u8())
	c.flags = uint16(r.u())
	c.damage = r.i16()
	c.aember = r.i16()
	c.counters = r.i16()
	c.time = r.i16()
	c.armorUsed = r.i16()
	c.parent = r.i16()
	c.copy = r.i16()
}

func (r *snapR) player(p *player) {
	p.aember = r.int()
	for k := range p.keys {
		p.keys[k] = r.bool()
	}
	p.chains = r.int()
	p.tide = r.bool()
	p.mullig = r.bool()
	for _, l := range [...]*[]int16{&p.hand, &p.deckTop, &p.archive, &p.discard, &p.purged, &p.line, &p.arts} {
		*l = r.idsAppend((*l)[:0], r.n())
	}
	p.handUnknown = r.int()
	p.deckUnknown = r.int()
	p.archUnknown = r.int()
	p.turns = r.int()
}

func (r *snapR) lasting(l *lasting) {
	l.kind = lastKind(r.u8())
	l.player = r.i8()
	l.card = r.i16()
	l.n = r.int()
	l.kw = Keyword(r.str())
	l.until = r.int()
	l.source = r.i16()
	l.house = House(r.str())
	l.tied = r.bool()
	l.text = r.str()
}

func (r *snapR) run(x *run) {
	x.def = r.i16()
	x.src = r.i16()
	x.ab = r.u8()
	x.pc = r.u8()
	x.rep = r.u8()
	x.player = r.i8()
	x.trig = r.i16()
	x.nThat = r.u8()
	r.idsInto(x.that[:])
	x.done = r.i16()
	x.did = r.bool()
	x.house = House(r.str())
	x.opt = r.u8()
	x.loops = r.u8()
	x.npick = r.u8()
	r.idsInto(x.pick[:])
	x.use = Verb(r.u8())
	x.in = r.u8()
	x.chosen = r.i8()
	x.left = r.u8()
}

// Applied is how many actions the game has applied since New (a resumed
// game counts those before its snapshot).
func (g *Game) Applied() int { return g.actionIndex }

// pending writes a choice that waits, or a play suspended.
func (w *snapW) pending(p *pending) {
	w.u(uint64(p.kind))
	w.i(int64(p.player))
	w.i(int64(p.source))
	w.i(int64(p.icon))
	w.i(int64(p.half))
	w.u(uint64(p.flank))
	w.i(int64(p.pos))
	w.ref(p.target)
	w.run(&p.run)
}

func (r *snapR) pending(p *pending) {
	p.kind = pendingKind(r.u8())
	p.player = r.i8()
	p.source = r.i16()
	p.icon = r.int()
	p.half = r.i16()
	p.flank = Flank(r.u8())
	p.pos = r.int()
	p.target = r.ref()
	r.run(&p.run)
}
