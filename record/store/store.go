// Package store keeps kfr's data in one SQLite file (modernc.org/sqlite,
// no cgo): cards, decks and, through later migrations, matches.
//
// The schema lives in embedded numbered migrations (migrations/NNNN_*.sql),
// applied in order on Open, each in its own transaction; PRAGMA
// user_version holds the number of the last one applied. Adding a table is
// adding the next file. Open refuses, without touching it, a file that is
// not a kfr database, and a database written by a newer kfr.
package store

import (
	"bytes"
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// Errors Open and the other methods wrap; test with errors.Is.
var (
	ErrNotKfr   = errors.New("not a kfr database")
	ErrNewer    = errors.New("written by a newer kfr")
	ErrLocked   = errors.New("database is locked by another process")
	ErrReadOnly = errors.New("database is read-only")
	ErrCorrupt  = errors.New("database file is corrupt")
	ErrNotFound = errors.New("not found")
	// ErrDamaged is a stored match that cannot be read whole (an action
	// that does not decode): the other matches read as ever.
	ErrDamaged = errors.New("is damaged")
	// ErrDiskFull is a write the disk had no room for.
	ErrDiskFull = errors.New("disk is full")
)

// minFree is the free space under which a failed write is put down to a
// full disk: SQLite needs a few pages (and its -shm file, 32 KB) to write.
const minFree = 256 << 10

// Store is an open kfr database. It is safe for concurrent use.
type Store struct {
	db   *sql.DB
	path string
	// readOnly says why the store was opened read-only ("" when it was
	// not): its disk is full or its file system read-only, so that it
	// can still be read; a write then fails saying why.
	readOnly string
	packer   packer // compresses imported logs (packs.go)

	stmtMu sync.Mutex
	stmts  map[string]*sql.Stmt // prepared once (prepared)
}

// mmapSize is how much of the database file SQLite maps (see OpenWith):
// 256 MB, the log of about 20,000 long matches; past that it reads.
const mmapSize = 256 << 20

// Options tune Open.
type Options struct {
	// BusyTimeout is how long a statement waits for another process's
	// lock before failing with ErrLocked (default 5 s).
	BusyTimeout time.Duration
	// NoMap reads the file through SQLite's page cache instead of a
	// memory map: every page read through the map stays in the process's
	// memory, and an import of 1,000 logs peaked 10 MB higher with it
	// (45 MB), for no time saved. Short commands (kfr log) read faster
	// through the map.
	NoMap bool
	// CacheKB bounds SQLite's page cache of each connection (0: SQLite's
	// 2,000 KB). An import writes each match once and reads little back:
	// with 512 KB, 1,000 logs peaked about 3 MB lower, in the same CPU
	// time.
	CacheKB int
}

// Open opens (creating if absent) the kfr database at path and brings its
// schema up to date.
func Open(path string) (*Store, error) { return OpenWith(path, Options{}) }

// OpenWith is Open with options.
func OpenWith(path string, opt Options) (*Store, error) {
	if opt.BusyTimeout <= 0 {
		opt.BusyTimeout = 5 * time.Second
	}
	if err := checkHeader(path); err != nil {
		return nil, err
	}
	// synchronous=NORMAL: in WAL mode a commit survives the process being
	// killed (kfr log's promise); only a power cut may lose the last ones.
	//
	// mmap_size: SQLite reads the database file through a memory map
	// instead of copying each page it reads into its own cache. kfr log
	// reads a match's cards from wherever they lie in a card table of
	// thousands; mapped, that is 0.3 to 0.5 ms faster (BenchmarkLogOneAction,
	// paired runs). The known risk of a map, a read past the end of a file
	// another process truncated, cannot happen here: SQLite only shrinks
	// the file under an exclusive lock, which no reader's shared lock allows,
	// and it drops its map when a read transaction finds the file changed
	// since its last one. Writes still go through write(2).
	mmap := mmapSize
	if opt.NoMap {
		mmap = 0
	}
	dsn := fmt.Sprintf("file:%s?_pragma=busy_timeout(%d)&_pragma=foreign_keys(1)&_pragma=synchronous(1)&_pragma=mmap_size(%d)&_txlock=immediate",
		escapePath(path), opt.BusyTimeout.Milliseconds(), mmap)
	if opt.CacheKB > 0 {
		dsn += fmt.Sprintf("&_pragma=cache_size(-%d)", opt.CacheKB) // negative: in KB
	}
	s, err := openDSN(path, dsn, "")
	if err == nil {
		return s, nil
	}
	// An existing database on a full disk or a read-only file system
	// cannot even be opened for reading as above (WAL mode needs its
	// -shm file): open it immutable, as nothing can change it meanwhile.
	if why := diskState(path); why != "" && exists(path) {
		ro := fmt.Sprintf("file:%s?mode=ro&immutable=1&_pragma=busy_timeout(%d)&_pragma=foreign_keys(1)",
			escapePath(path), opt.BusyTimeout.Milliseconds())
		if s, rerr := openDSN(path, ro, why); rerr == nil {
			return s, nil
		}
	}
	return nil, err
}

// openDSN opens the database at path through dsn and brings its schema
// up to date; readOnly is why it is opened read-only ("" when it is not).
func openDSN(path, dsn, readOnly string) (*Store, error) {
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	s := &Store{db: db, path: path, readOnly: readOnly}
	if err := s.migrate(); err != nil {
		db.Close()
		return nil, err
	}
	return s, nil
}

// ReadOnly says why the store was opened read-only, "" when it was not.
func (s *Store) ReadOnly() string { return s.readOnly }

func exists(path string) bool {
	st, err := os.Stat(path)
	return err == nil && st.Size() > 0
}

// Close closes the database.
func (s *Store) Close() error {
	s.stmtMu.Lock()
	for _, st := range s.stmts {
		st.Close()
	}
	s.stmts = nil
	s.stmtMu.Unlock()
	return s.db.Close()
}

// Leave ends the store's use by a process about to exit, without closing
// the database: its write-ahead log is left as a killed process leaves it.
// A commit is safe there already (synchronous=NORMAL: only a power cut may
// lose the last ones, as ever); closing would merge the log into the file
// (a checkpoint: two fsyncs) and delete it, and the next writer would
// create it again (two more). A log grown past maxLeftWAL is closed as
// ever, so that the next opener, which reads a left log whole (SQLite's
// recovery), reads little. Nothing of the store may be used after Leave.
func (s *Store) Leave() error {
	if fi, err := os.Stat(s.path + "-wal"); err != nil || fi.Size() > maxLeftWAL || s.readOnly != "" {
		return s.Close()
	}
	return nil
}

// maxLeftWAL is the largest write-ahead log Leave leaves: about 50 kfr log
// calls of one action, a 0.3 ms read for the next opener.
const maxLeftWAL = 512 << 10

// prepared is query prepared once for the store's life: the statements an
// import runs for every log (look a hash up, insert the match and its
// pack, read and save decks). Preparing them each time cost as much as
// running them, a twentieth of an import.
func (s *Store) prepared(query string) (*sql.Stmt, error) {
	s.stmtMu.Lock()
	defer s.stmtMu.Unlock()
	if st, ok := s.stmts[query]; ok {
		return st, nil
	}
	st, err := s.db.Prepare(query)
	if err != nil {
		return nil, err
	}
	if s.stmts == nil {
		s.stmts = map[string]*sql.Stmt{}
	}
	s.stmts[query] = st
	return st, nil
}

// txStmt is query prepared once (prepared), for use in tx.
func (s *Store) txStmt(tx *sql.Tx, query string) (*sql.Stmt, error) {
	st, err := s.prepared(query)
	if err != nil {
		return nil, err
	}
	return tx.Stmt(st), nil
}

// Path is the file the store was opened from.
func (s *Store) Path() string { return s.path }

// DB is the underlying handle, for packages that add their own tables
// through migrations (matches, actions).
func (s *Store) DB() *sql.DB { return s.db }

// SchemaVersion is the number of the newest migration this binary knows.
func SchemaVersion() int {
	ms, _ := migrations()
	return len(ms)
}

// checkHeader refuses an existing, non-empty file that is not SQLite,
// before SQLite gets a chance to touch it.
func checkHeader(path string) error {
	f, err := os.Open(path)
	if errors.Is(err, os.ErrNotExist) {
		return nil
	}
	if err != nil {
		return fmt.Errorf("open %s: %w", path, err)
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return fmt.Errorf("%s is a folder, not a database file: give a file path with --db", path)
	}
	head := make([]byte, 16)
	n, err := io.ReadFull(f, head)
	if n == 0 {
		return nil // empty file: a new database
	}
	if err != nil || !bytes.Equal(head, []byte("SQLite format 3\x00")) {
		return fmt.Errorf("%s: %w (not an SQLite file); use --db to choose another file", path, ErrNotKfr)
	}
	return nil
}

func escapePath(p string) string {
	r := strings.NewReplacer("%", "%25", "?", "%3f", "#", "%23")
	return r.Replace(p)
}

type migration struct {
	version int
	name    string
	sql     string
}

// migrations lists the embedded migrations; their numbers must run 1, 2, 3…
func migrations() ([]migration, error) {
	entries, err := migrationFS.ReadDir("migrations")
	if err != nil {
		return nil, err
	}
	var out []migration
	for _, e := range entries {
		num, _, ok := strings.Cut(e.Name(), "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil {
			return nil, fmt.Errorf("migration %s: name must be NNNN_what.sql", e.Name())
		}
		body, err := migrationFS.ReadFile(path.Join("migrations", e.Name()))
		if err != nil {
			return nil, err
		}
		out = append(out, migration{v, e.Name(), string(body)})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].version < out[j].version })
	for i, m := range out {
		if m.version != i+1 {
			return nil, fmt.Errorf("migration %s: expected number %d", m.name, i+1)
		}
	}
	return out, nil
}

// migrate checks the file is a kfr database of a version this binary
// knows, then applies the missing migrations.
func (s *Store) migrate() error {
	ms, err := migrations()
	if err != nil {
		return err
	}
	var version int
	if err := s.db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return s.wrap("read schema version", err)
	}
	if version > len(ms) {
		return fmt.Errorf("%s: schema version %d %w (this kfr knows up to %d): upgrade kfr", s.path, version, ErrNewer, len(ms))
	}
	if err := s.checkOwner(version); err != nil {
		return err
	}
	if version < len(ms) && s.readOnly != "" {
		return fmt.Errorf("%s: this kfr must upgrade the database (schema %d to %d) and cannot: %s: %w", s.path, version, len(ms), s.readOnly, ErrReadOnly)
	}
	if version < len(ms) {
		if _, err := s.db.Exec("PRAGMA journal_mode=WAL"); err != nil {
			return s.wrap("set WAL journal", err)
		}
	}
	for _, m := range ms[version:] {
		if err := s.apply(m); err != nil {
			return err
		}
	}
	return nil
}

// checkOwner refuses a database some other program wrote: one with tables
// but no schema version, or a version but no kfr marker.
func (s *Store) checkOwner(version int) error {
	if version == 0 {
		var tables int
		if err := s.db.QueryRow("SELECT count(*) FROM sqlite_schema").Scan(&tables); err != nil {
			return s.wrap("read schema", err)
		}
		if tables > 0 {
			return fmt.Errorf("%s: %w (it has tables but no kfr schema); use --db to choose another file", s.path, ErrNotKfr)
		}
		return nil
	}
	var app string
	err := s.db.QueryRow("SELECT value FROM kfr_meta WHERE key = 'application'").Scan(&app)
	if err != nil || app != "kfr" {
		if err != nil && !isMissingTable(err) && !errors.Is(err, sql.ErrNoRows) {
			return s.wrap("read kfr_meta", err)
		}
		return fmt.Errorf("%s: %w (schema version %d but no kfr marker); use --db to choose another file", s.path, ErrNotKfr, version)
	}
	return nil
}

func isMissingTable(err error) bool { return strings.Contains(err.Error(), "no such table") }

func (s *Store) apply(m migration) error {
	return s.tx(context.Background(), "migrate to "+m.name, func(tx *sql.Tx) error {
		if _, err := tx.Exec(m.sql); err != nil {
			return err
		}
		_, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", m.version))
		return err
	})
}

// tx runs f in one transaction, committed when f returns nil.
func (s *Store) tx(ctx context.Context, what string, f func(*sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return s.wrap(what, err)
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		return s.wrap(what, err)
	}
	if err := tx.Commit(); err != nil {
		return s.wrap(what, err)
	}
	return nil
}

// wrap names the operation and file, and maps SQLite's result codes to
// the package's errors.
func (s *Store) wrap(what string, err error) error {
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED:
			return fmt.Errorf("%s: %s: %w (try again when the other kfr is done): %v", s.path, what, ErrLocked, err)
		case sqlite3.SQLITE_READONLY, sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_PERM:
			if s.readOnly != "" {
				return s.diskError(what, s.readOnly, err)
			}
			if why := diskState(s.path); why != "" {
				return s.diskError(what, why, err)
			}
			return fmt.Errorf("%s: %s: %w (check the file's and folder's permissions): %v", s.path, what, ErrReadOnly, err)
		case sqlite3.SQLITE_FULL, sqlite3.SQLITE_IOERR:
			if why := diskState(s.path); why != "" || se.Code()&0xff == sqlite3.SQLITE_FULL {
				return s.diskError(what, why, err)
			}
			return fmt.Errorf("%s: %s: the disk or its file system failed (an I/O error; check the disk): %w", s.path, what, err)
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return fmt.Errorf("%s: %s: %w: %v", s.path, what, ErrCorrupt, err)
		}
	}
	return fmt.Errorf("%s: %s: %w", s.path, what, err)
}

// diskError is a write refused for want of room, or by a read-only file
// system (why), said in words; nothing of it was written.
func (s *Store) diskError(what, why string, err error) error {
	if why == "its file system is read-only" {
		return fmt.Errorf("%s: %s: %w: %s, it can only be read; nothing was written (%v)", s.path, what, ErrReadOnly, why, err)
	}
	return fmt.Errorf("%s: %s: %w; nothing was written: free some space and try again (%v)", s.path, what, ErrDiskFull, err)
}
