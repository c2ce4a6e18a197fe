// Package codec stores one engine.Action as compact msgpack: an array whose
// first element is the verb and whose other elements are only the fields
// that verb uses, in a fixed order per verb, with trailing zero fields left
// out. Card references are the id string (or [id, copy]); houses and check
// fields are small numbers from append-only tables.
//
// The layout is stored: never reorder a verb's fields or a table; add new
// fields at the end of a verb's list and new names at the end of a table.
package codec

import (
	"bytes"
	"errors"
	"fmt"

	"github.com/kfr-dev/kfr/engine"
	"github.com/vmihailenco/msgpack/v5"
)

// field is one part of an Action that a verb's layout lists.
type field uint8

const (
	fPlayer field = iota // Player+1 (0 is NoPlayer)
	fCard
	fTarget
	fFlank
	fPos
	fKey
	fHouse
	fN
	fCards
	fWords
	fEffect // the Effect's fields, inline
	fCheck  // the Check's player, card and items, inline
	fMix    // the order of a choose line's cards and words (Action.Mix)
)

// layouts lists, per verb, the fields stored after the verb.
var layouts = [...][]field{
	engine.VerbNone:     nil,
	engine.VerbMulligan: {fPlayer},
	engine.VerbForge:    {fKey},
	engine.VerbHouse:    {fHouse},
	engine.VerbArchives: {fCards},
	engine.VerbPlay:     {fCard, fFlank, fPos, fTarget},
	engine.VerbDiscard:  {fCard},
	engine.VerbReap:     {fCard},
	engine.VerbFight:    {fCard, fTarget},
	engine.VerbAction:   {fCard},
	engine.VerbOmni:     {fCard},
	engine.VerbTide:     nil,
	engine.VerbDraw:     {fN, fCards},
	engine.VerbChoose:   {fCards, fWords, fMix},
	engine.VerbEffect:   {fEffect},
	engine.VerbCheck:    {fCheck},
	engine.VerbEnd:      nil,
	engine.VerbConcede:  {fPlayer},
	engine.VerbTurn:     {fN, fPlayer},
	engine.VerbComment:  {fWords},
	engine.VerbUnstun:   {fCard},
	engine.VerbHand:     {fPlayer, fCards},
	engine.VerbOrder:    {fCards},
	engine.VerbProphecy: {fCard, fTarget, fHouse},
	engine.VerbFlip:     {fCard},
}

// houseTable numbers houses from 1 (0 is no house). Append only.
var houseTable = []engine.House{
	"brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed",
	"saurian", "staralliance", "unfathomable", "ekwidon", "geistoid",
	"skyborn", "redemption",
}

// checkFieldTable numbers check fields from 0. Append only.
var checkFieldTable = []string{
	"aember", "keys", "chains", "hand", "deck", "discard", "archives", "purged",
	"damage", "power", "armor", "counters", "location", "status",
	"keycost", "won", "position", "flank", "exhausted", "stunned", "warded", "enraged",
}

// maxLen bounds counts read from stored data.
const maxLen = 1 << 16

// EncodeAction stores an action compactly.
func EncodeAction(a engine.Action) ([]byte, error) {
	var buf bytes.Buffer
	if err := encode(msgpack.NewEncoder(&buf), a); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// Encoder encodes many actions with one msgpack encoder and buffer, which
// EncodeAction makes anew for each (an import encodes hundreds a log).
type Encoder struct {
	buf bytes.Buffer
	enc *msgpack.Encoder
}

// Append appends to b what EncodeAction(a) returns.
func (e *Encoder) Append(b []byte, a engine.Action) ([]byte, error) {
	if e.enc == nil {
		e.enc = msgpack.NewEncoder(&e.buf)
	}
	e.buf.Reset()
	if err := encode(e.enc, a); err != nil {
		return b, err
	}
	return append(b, e.buf.Bytes()...), nil
}

// encode writes a to enc.
func encode(enc *msgpack.Encoder, a engine.Action) error {
	if int(a.Verb) >= len(layouts) {
		return fmt.Errorf("codec: unknown verb %d", a.Verb)
	}
	var parts []func(*msgpack.Encoder) error
	for _, f := range layouts[a.Verb] {
		ps, err := fieldParts(a, f)
		if err != nil {
			return err
		}
		parts = append(parts, ps...)
	}
	for len(parts) > 0 && parts[len(parts)-1] == nil {
		parts = parts[:len(parts)-1]
	}
	if err := enc.EncodeArrayLen(len(parts) + 1); err != nil {
		return err
	}
	if err := enc.EncodeUint(uint64(a.Verb)); err != nil {
		return err
	}
	for _, p := range parts {
		if p == nil {
			p = encodeZero
		}
		if err := p(enc); err != nil {
			return err
		}
	}
	return nil
}

// A part writes one array element; nil means "zero", written as 0 unless
// it is trailing (then left out).
type part = func(*msgpack.Encoder) error

func encodeZero(e *msgpack.Encoder) error { return e.EncodeUint(0) }

func intPart(n int) part {
	if n == 0 {
		return nil
	}
	return func(e *msgpack.Encoder) error { return e.EncodeInt(int64(n)) }
}

func stringPart(s string) part {
	if s == "" {
		return nil
	}
	return func(e *msgpack.Encoder) error { return e.EncodeString(s) }
}

func cardPart(c engine.CardRef) part {
	if c.ID == "" && c.Copy == 0 && c.Icons == "" {
		return nil
	}
	return func(e *msgpack.Encoder) error { return encodeCard(e, c) }
}

// encodeCard writes "id", [id, copy], or [id, copy, icons] when the
// reference names which differing copy (CardRef.Icons; added later, so
// older rows are the shorter forms).
func encodeCard(e *msgpack.Encoder, c engine.CardRef) error {
	if c.Copy == 0 && c.Icons == "" {
		return e.EncodeString(c.ID)
	}
	n := 2
	if c.Icons != "" {
		n = 3
	}
	if err := e.EncodeArrayLen(n); err != nil {
		return err
	}
	if err := e.EncodeString(c.ID); err != nil {
		return err
	}
	if err := e.EncodeInt(int64(c.Copy)); err != nil {
		return err
	}
	if n == 3 {
		return e.EncodeString(c.Icons)
	}
	return nil
}

func playerPart(pl int8) (part, error) {
	if pl < engine.NoPlayer || pl > 1 {
		return nil, fmt.Errorf("codec: player %d out of range", pl)
	}
	return intPart(int(pl) + 1), nil
}

func housePart(h engine.House) part {
	for i, x := range houseTable {
		if x == h {
			return intPart(i + 1)
		}
	}
	return stringPart(string(h))
}

func cardsPart(cs []engine.CardRef) part {
	if len(cs) == 0 {
		return nil
	}
	return func(e *msgpack.Encoder) error {
		if err := e.EncodeArrayLen(len(cs)); err != nil {
			return err
		}
		for _, c := range cs {
			if err := encodeCard(e, c); err != nil {
				return err
			}
		}
		return nil
	}
}

func wordsPart(ws []string) part {
	if len(ws) == 0 {
		return nil
	}
	return func(e *msgpack.Encoder) error {
		if err := e.EncodeArrayLen(len(ws)); err != nil {
			return err
		}
		for _, w := range ws {
			if err := e.EncodeString(w); err != nil {
				return err
			}
		}
		return nil
	}
}

func fieldParts(a engine.Action, f field) ([]part, error) {
	switch f {
	case fPlayer:
		p, err := playerPart(a.Player)
		return []part{p}, err
	case fCard:
		return []part{cardPart(a.Card)}, nil
	case fTarget:
		return []part{cardPart(a.Target)}, nil
	case fFlank:
		return []part{intPart(int(a.Flank))}, nil
	case fPos:
		return []part{intPart(int(a.Pos))}, nil
	case fKey:
		return []part{intPart(int(a.Key))}, nil
	case fHouse:
		return []part{housePart(a.House)}, nil
	case fN:
		return []part{intPart(int(a.N))}, nil
	case fMix:
		return []part{intPart(int(a.Mix))}, nil
	case fCards:
		return []part{cardsPart(a.Cards)}, nil
	case fWords:
		return []part{wordsPart(a.Words)}, nil
	case fEffect:
		return effectParts(a.Effect)
	case fCheck:
		return checkParts(a.Check)
	}
	return nil, fmt.Errorf("codec: unknown field %d", f)
}

// effectParts: kind, owner, N, Card, Target, Key, Keyword, Splash,
// Duration, Text (added later: older rows end before it and read as "").
// owner packs Player and Opponent: (Player+1)*2 + Opponent.
func effectParts(e *engine.Effect) ([]part, error) {
	if e == nil {
		return nil, errors.New("codec: effect action without an Effect")
	}
	if e.Player < engine.NoPlayer || e.Player > 1 {
		return nil, fmt.Errorf("codec: effect player %d out of range", e.Player)
	}
	if len(e.Text) > maxText {
		return nil, fmt.Errorf("codec: effect text of %d bytes (at most %d)", len(e.Text), maxText)
	}
	owner := (int(e.Player) + 1) * 2
	if e.Opponent {
		owner++
	}
	return []part{
		intPart(int(e.Kind)), intPart(owner), intPart(e.N), cardPart(e.Card), cardPart(e.Target),
		intPart(int(e.Key)), stringPart(string(e.Keyword)), intPart(e.Splash), intPart(int(e.Duration)),
		stringPart(e.Text),
	}, nil
}

// checkParts: player, card, then per item its field (table index or
// name) and its value (N, or Word as a string when Word is set).
func checkParts(c *engine.Check) ([]part, error) {
	if c == nil {
		return nil, errors.New("codec: check action without a Check")
	}
	pl, err := playerPart(c.Player)
	if err != nil {
		return nil, err
	}
	parts := []part{pl, cardPart(c.Card)}
	for _, it := range c.Items {
		if it.Word != "" && it.N != 0 {
			return nil, fmt.Errorf("codec: check item %q has both a number and a word", it.Field)
		}
		fp := stringPart(it.Field)
		for i, f := range checkFieldTable {
			if f == it.Field {
				fp = intPart(i)
			}
		}
		if it.Field == "" {
			return nil, errors.New("codec: check item without a field")
		}
		vp := intPart(it.N)
		if it.Word != "" {
			vp = stringPart(it.Word)
		}
		parts = append(parts, fp, vp)
	}
	if len(c.Items) > 0 {
		// Keep every item's value, even a trailing zero.
		last := len(parts) - 1
		if parts[last] == nil {
			parts[last] = encodeZero
		}
	}
	return parts, nil
}
