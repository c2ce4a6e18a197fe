package store

import (
	"database/sql"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/kfr-dev/kfr/record"
)

// Snapshot is a match's game state as a writer stored it with the last
// action it appended (migration 0009): bytes the store does not read.
type Snapshot struct {
	Actions int    // the log's length it is the state after
	Basis   string // the writer's key for what else the state depends on (its engine's build)
	Data    []byte
}

// AppendEntriesSnapshot is AppendEntries that stores snap, the match's
// state after es, in the same transaction (snap.Actions is set to the
// log's new length). The snapshot it replaces is kept as the one before
// when it was the state one action before with the same Basis, so that
// Undo of the last action keeps a snapshot.
func (s *Store) AppendEntriesSnapshot(id string, from int, es []record.Entry, snap Snapshot) error {
	return s.appendEntries(id, from, es, &snap)
}

// putSnapshot stores snap as match id's state after actions, and moves the
// match's updated stamp to the one it is stored at.
func putSnapshot(tx *sql.Tx, id int64, actions int, snap *Snapshot) error {
	now := stamp(time.Now())
	_, err := tx.Exec(`INSERT INTO match_snapshots (match_id, updated, data_version, actions, basis, data)
		VALUES (?1, ?2, (SELECT n FROM data_version), ?3, ?4, ?5)
		ON CONFLICT (match_id) DO UPDATE SET
			prev = CASE WHEN match_snapshots.updated = (SELECT updated FROM matches WHERE id = ?1)
				AND match_snapshots.data_version = excluded.data_version
				AND match_snapshots.actions = ?3 - 1 AND match_snapshots.basis = ?4
				THEN match_snapshots.data END,
			updated = excluded.updated, data_version = excluded.data_version,
			actions = excluded.actions, basis = excluded.basis, data = excluded.data`,
		id, now, actions, snap.Basis, snap.Data)
	if err != nil {
		return err
	}
	return touchAt(tx, id, now)
}

// undoSnapshot follows the undo of match id's last action (of count): a
// snapshot that was of the match as it was becomes the one before it, and
// the match's updated stamp moves.
func undoSnapshot(tx *sql.Tx, id int64, count int) error {
	now := stamp(time.Now())
	_, err := tx.Exec(`UPDATE match_snapshots SET data = prev, prev = NULL, actions = actions - 1, updated = ?2
		WHERE match_id = ?1 AND prev IS NOT NULL AND actions = ?3
			AND updated = (SELECT updated FROM matches WHERE id = ?1)`, id, now, count)
	if err != nil {
		return err
	}
	return touchAt(tx, id, now)
}

// MatchInfoSnapshot is MatchInfo and, read at once with it, the match's
// snapshot when it is of the match as it is: taken at the match's updated
// stamp, with the card data as it is, after info.Actions actions. Its
// Data is nil when there is none such; the caller still checks Basis.
func (s *Store) MatchInfoSnapshot(id string) (MatchInfo, Snapshot, error) {
	n, err := parseID(id)
	if err != nil {
		return MatchInfo{}, Snapshot{}, err
	}
	st, err := s.prepared("SELECT " + seekColumns + `, coalesce(s.actions, -1), coalesce(s.basis, ''),
		CASE WHEN s.updated = m.updated AND s.data_version = (SELECT n FROM data_version) THEN s.data END
		FROM matches m LEFT JOIN match_snapshots s ON s.match_id = m.id WHERE m.id = ?`)
	if err != nil {
		return MatchInfo{}, Snapshot{}, s.wrap("read match "+id, err)
	}
	var snap Snapshot
	info, err := scanInfo(moreColumns{st.QueryRow(n), []any{&snap.Actions, &snap.Basis, &snap.Data}})
	if errors.Is(err, sql.ErrNoRows) {
		return MatchInfo{}, Snapshot{}, fmt.Errorf("no match %s: %w (kfr match list shows the matches)", id, ErrNotFound)
	}
	if err != nil {
		return MatchInfo{}, Snapshot{}, s.wrap("read match "+id, err)
	}
	if snap.Actions != info.Actions {
		snap.Data = nil
	}
	return info, snap, nil
}

// moreColumns scans the columns scanInfo reads, then more.
type moreColumns struct {
	r    scanner
	more []any
}

func (m moreColumns) Scan(dest ...any) error { return m.r.Scan(append(dest, m.more...)...) }

// seekColumns are infoColumns with the log's length read from its last
// action (logLength) instead of by counting its actions, which reads
// every row of a long log: a fifth of a kfr log at 2,000 actions.
var seekColumns = strings.Replace(infoColumns, "(SELECT count(*) FROM actions a WHERE a.match_id = m.id)",
	"coalesce((SELECT max(a.seq) + 1 FROM actions a WHERE a.match_id = m.id) - "+
		"coalesce((SELECT p.n FROM match_packs p WHERE p.match_id = m.id), 0), 0)", 1)

// logLength is match id's log length, read from its last action's seq
// (one seek): the actions follow the pack's with no gap, as
// AppendEntries writes each at the length it read and Undo deletes the
// last. An unknown match gives an error wrapping ErrNotFound.
func logLength(tx *sql.Tx, id int64) (int, error) {
	var n int
	err := tx.QueryRow(`SELECT coalesce((SELECT max(seq) + 1 FROM actions WHERE match_id = ?1),
		(SELECT n FROM match_packs WHERE match_id = ?1), 0) FROM matches WHERE id = ?1`, id).Scan(&n)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, fmt.Errorf("no match %d: %w", id, ErrNotFound)
	}
	return n, err
}
