package store

import (
	"bytes"
	"compress/flate"
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"
	"sync"

	"github.com/kfr-dev/kfr/record"
)

// A pack is an imported match's log in one compressed blob (table
// match_packs): the imported file, then per action its msgpack, which
// line of the file its text is and its comment. The file is stored once
// and compresses to a few bytes per action, where a row per action held
// its line verbatim.
//
// Layout before deflate, every number a uvarint:
//
//	version (1)
//	len(file) file
//	n, then n times: len(action) action, text, len(comment) comment
//
// text is 0 for no text, 1 for a text not found among the file's lines
// (len(text) text follows), 2+i for the file's line i (0-based; lines
// split at "\n", a trailing "\r" dropped).
const packVersion = 1

// Text references in a pack.
const (
	packNoText      = 0
	packLiteralText = 1
	packLineText    = 2 // + the 0-based line
)

// packedAction is one action read from a pack.
type packedAction struct {
	action        []byte
	text, comment string
}

// packLevel is deflate's level for packs: the default's 6 compressed the
// shared logs 9% smaller (6.5 bytes an action instead of 7.2) in over twice
// the time, a tenth of an import's.
const packLevel = 4

var packWriters = sync.Pool{New: func() any {
	w, _ := flate.NewWriter(nil, packLevel)
	return w
}}

// packLog is the pack of file and the entries parsed from it, whose
// encoded actions are blobs. An entry's text is the line its Line names
// when it is that line, else kept verbatim.
func packLog(file []byte, es []record.Entry, blobs [][]byte) ([]byte, error) {
	lines := strings.Split(string(file), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	raw := make([]byte, 0, len(file)+len(es)*24)
	raw = binary.AppendUvarint(raw, packVersion)
	raw = appendBytes(raw, file)
	raw = binary.AppendUvarint(raw, uint64(len(es)))
	for i, e := range es {
		raw = appendBytes(raw, blobs[i])
		switch l := e.Line - 1; {
		case e.Text == "":
			raw = binary.AppendUvarint(raw, packNoText)
		case l >= 0 && l < len(lines) && lines[l] == e.Text:
			raw = binary.AppendUvarint(raw, packLineText+uint64(l))
		default:
			raw = binary.AppendUvarint(raw, packLiteralText)
			raw = appendBytes(raw, []byte(e.Text))
		}
		raw = appendBytes(raw, []byte(e.Comment))
	}
	var out bytes.Buffer
	w := packWriters.Get().(*flate.Writer)
	defer packWriters.Put(w)
	w.Reset(&out)
	if _, err := w.Write(raw); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func appendBytes(b, s []byte) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// errPack is a pack that does not read.
var errPack = errors.New("its compressed log does not read")

// unpack reads a pack's actions (the file's text is in their texts).
func unpack(data []byte) ([]packedAction, error) {
	raw, err := io.ReadAll(flate.NewReader(bytes.NewReader(data)))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", errPack, err)
	}
	r := packReader{b: raw, s: string(raw)}
	if v := r.uvarint(); v != packVersion {
		return nil, fmt.Errorf("%w: version %d", errPack, v)
	}
	file := r.str()
	var lines []string
	if file != "" {
		lines = strings.Split(file, "\n")
	}
	n := r.uvarint()
	if r.bad || n > record.MaxActions {
		return nil, errPack
	}
	out := make([]packedAction, n)
	for i := range out {
		a := &out[i]
		a.action = r.bytes()
		switch t := r.uvarint(); {
		case t == packNoText:
		case t == packLiteralText:
			a.text = r.str()
		case t-packLineText < uint64(len(lines)):
			a.text = strings.TrimSuffix(lines[t-packLineText], "\r")
		default:
			r.bad = true
		}
		a.comment = r.str()
		if r.bad {
			return nil, fmt.Errorf("%w: action %d", errPack, i+1)
		}
	}
	return out, nil
}

// packReader reads a pack's raw bytes (b, and s the same as a string, so
// that texts share one copy); bad is set by a read past the end.
type packReader struct {
	b   []byte
	s   string
	at  int
	bad bool
}

func (r *packReader) uvarint() uint64 {
	v, n := binary.Uvarint(r.b[r.at:])
	if n <= 0 {
		r.bad = true
		return 0
	}
	r.at += n
	return v
}

func (r *packReader) span() (int, int) {
	n := r.uvarint()
	if r.bad || n > uint64(len(r.b)-r.at) {
		r.bad = true
		return r.at, r.at
	}
	start := r.at
	r.at += int(n)
	return start, r.at
}

func (r *packReader) bytes() []byte {
	i, j := r.span()
	return r.b[i:j:j]
}

func (r *packReader) str() string {
	i, j := r.span()
	return r.s[i:j]
}

// packed is the lazily read pack of one match, for a reader of its rows
// that meets an empty action.
type packed struct {
	q       driver.QueryerContext
	match   int64
	actions []packedAction
	read    bool
}

// action is the packed action of the row seq, read from the pack the
// first time one is needed.
func (p *packed) action(ctx context.Context, seq int64) (packedAction, error) {
	if !p.read {
		p.read = true
		var err error
		if p.actions, err = readPack(ctx, p.q, p.match); err != nil {
			return packedAction{}, err
		}
	}
	if seq < 0 || seq >= int64(len(p.actions)) {
		return packedAction{}, fmt.Errorf("%w: it has no action %d", errPack, seq+1)
	}
	return p.actions[seq], nil
}

// readPack reads and unpacks match n's pack.
func readPack(ctx context.Context, q driver.QueryerContext, n int64) ([]packedAction, error) {
	rows, err := q.QueryContext(ctx, "SELECT data FROM match_packs WHERE match_id = ?", []driver.NamedValue{{Ordinal: 1, Value: n}})
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	row := make([]driver.Value, 1)
	if err := rows.Next(row); err == io.EOF {
		return nil, fmt.Errorf("%w: it is missing", errPack)
	} else if err != nil {
		return nil, err
	}
	data, _ := row[0].([]byte)
	return unpack(data)
}

// packedRow is the packed action of match n's row seq, read in tx.
func packedRow(tx *sql.Tx, n int64, seq int) (packedAction, error) {
	var data []byte
	if err := tx.QueryRow("SELECT data FROM match_packs WHERE match_id = ?", n).Scan(&data); err != nil {
		return packedAction{}, err
	}
	as, err := unpack(data)
	if err != nil {
		return packedAction{}, err
	}
	if seq < 0 || seq >= len(as) {
		return packedAction{}, fmt.Errorf("%w: it has no action %d", errPack, seq+1)
	}
	return as[seq], nil
}
