package store

import (
	"database/sql"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

func openTemp(t *testing.T) *Store {
	t.Helper()
	s, err := Open(filepath.Join(t.TempDir(), "kfr.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestOpenMigratesOnceAndReopens(t *testing.T) {
	path := filepath.Join(t.TempDir(), "kfr.db")
	for i := 0; i < 2; i++ {
		s, err := Open(path)
		if err != nil {
			t.Fatalf("open %d: %v", i, err)
		}
		var v int
		var mode string
		var fk int
		if err := s.db.QueryRow("PRAGMA user_version").Scan(&v); err != nil {
			t.Fatal(err)
		}
		s.db.QueryRow("PRAGMA journal_mode").Scan(&mode)
		s.db.QueryRow("PRAGMA foreign_keys").Scan(&fk)
		if v != SchemaVersion() || mode != "wal" || fk != 1 {
			t.Errorf("open %d: user_version %d (want %d), journal %s, foreign_keys %d", i, v, SchemaVersion(), mode, fk)
		}
		s.Close()
	}
}

// rawDB opens a file with plain SQLite, outside the store.
func rawDB(t *testing.T, path string) *sql.DB {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { db.Close() })
	return db
}

func TestOpenRefuses(t *testing.T) {
	cases := []struct {
		name  string
		setup func(t *testing.T, path string)
		want  error
	}{
		{"text file", func(t *testing.T, path string) {
			os.WriteFile(path, []byte("1 Troll\n2 Bad Penny\n"), 0o644)
		}, ErrNotKfr},
		{"other sqlite database", func(t *testing.T, path string) {
			db := rawDB(t, path)
			if _, err := db.Exec("CREATE TABLE songs (title TEXT)"); err != nil {
				t.Fatal(err)
			}
			db.Close()
		}, ErrNotKfr},
		{"versioned but not kfr", func(t *testing.T, path string) {
			db := rawDB(t, path)
			db.Exec("CREATE TABLE songs (title TEXT)")
			db.Exec("PRAGMA user_version = 1")
			db.Close()
		}, ErrNotKfr},
		{"newer schema", func(t *testing.T, path string) {
			s, err := Open(path)
			if err != nil {
				t.Fatal(err)
			}
			s.db.Exec("PRAGMA user_version = 999")
			s.Close()
		}, ErrNewer},
		{"folder", func(t *testing.T, path string) { os.Mkdir(path, 0o755) }, nil},
		{"corrupt", func(t *testing.T, path string) {
			junk := append([]byte("SQLite format 3\x00"), []byte(strings.Repeat("\xffjunk", 300))...)
			os.WriteFile(path, junk, 0o644)
		}, ErrCorrupt},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			path := filepath.Join(t.TempDir(), "x.db")
			c.setup(t, path)
			before, _ := os.ReadFile(path)
			s, err := OpenWith(path, Options{BusyTimeout: 50 * time.Millisecond})
			if err == nil {
				s.Close()
				t.Fatal("opened")
			}
			if c.want != nil && !errors.Is(err, c.want) {
				t.Fatalf("error %v, want %v", err, c.want)
			}
			if !strings.Contains(err.Error(), path) {
				t.Errorf("error %q does not name the file", err)
			}
			after, _ := os.ReadFile(path)
			if string(before) != string(after) {
				t.Error("the file was changed")
			}
		})
	}
}

func TestLockedDatabase(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.db")
	other := rawDB(t, path)
	conn, err := other.Conn(t.Context())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := conn.ExecContext(t.Context(), "BEGIN EXCLUSIVE"); err != nil {
		t.Fatal(err)
	}
	if _, err := conn.ExecContext(t.Context(), "CREATE TABLE held (x)"); err != nil {
		t.Fatal(err)
	}
	_, err = OpenWith(path, Options{BusyTimeout: 50 * time.Millisecond})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("error %v, want ErrLocked", err)
	}
	conn.ExecContext(t.Context(), "ROLLBACK")
}

func TestLockedWrite(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.db")
	s, err := OpenWith(path, Options{BusyTimeout: 50 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	conn, _ := rawDB(t, path).Conn(t.Context())
	defer conn.Close()
	if _, err := conn.ExecContext(t.Context(), "BEGIN IMMEDIATE"); err != nil {
		t.Fatal(err)
	}
	_, err = s.ImportCards([]*engine.CardDef{{ID: "troll", Name: "Troll", House: "brobnar", Type: "creature"}})
	if !errors.Is(err, ErrLocked) {
		t.Fatalf("error %v, want ErrLocked", err)
	}
	conn.ExecContext(t.Context(), "ROLLBACK")
}

func TestReadOnlyDatabase(t *testing.T) {
	if os.Geteuid() == 0 {
		t.Skip("root ignores file permissions")
	}
	dir := t.TempDir()
	path := filepath.Join(dir, "x.db")
	os.WriteFile(path, nil, 0o444) // empty: needs the schema written
	_, err := Open(path)
	if !errors.Is(err, ErrReadOnly) {
		t.Fatalf("error %v, want ErrReadOnly", err)
	}
}

func TestReadOnlyDatabaseAsRoot(t *testing.T) {
	// Root writes through permissions, so the read-only case is made with
	// SQLite's own read-only mode on an up-to-date database.
	path := filepath.Join(t.TempDir(), "x.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	s.Close()
	ro, err := sql.Open("sqlite", "file:"+path+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer ro.Close()
	s2 := &Store{db: ro, path: path}
	_, err = s2.ImportCards([]*engine.CardDef{{ID: "troll", Name: "Troll", House: "brobnar", Type: "creature"}})
	if !errors.Is(err, ErrReadOnly) {
		t.Fatalf("error %v, want ErrReadOnly", err)
	}
}

func TestCardsImportMergeAndSearch(t *testing.T) {
	s := openTemp(t)
	cota := []*engine.CardDef{
		{ID: "troll", Name: "Troll", House: "brobnar", Type: "creature", Power: 8, Traits: []string{"giant"},
			Text: "Troll cannot reap.", Printings: []engine.Printing{{Set: 341, Number: "75"}}},
		{ID: "anger", Name: "Anger", House: "brobnar", Type: "action", Amber: 1,
			Text: "Play: Ready and fight with a friendly creature.", Printings: []engine.Printing{{Set: 341, Number: "1"}}},
	}
	reprint := []*engine.CardDef{
		{ID: "troll", Name: "Troll", House: "brobnar", Type: "creature", Power: 8, Traits: []string{"giant"},
			Text: "Troll cannot reap.", Printings: []engine.Printing{{Set: 600, Number: "20"}}},
	}
	for i := 0; i < 2; i++ { // the second round is a re-import: no change
		if _, err := s.ImportCards(cota); err != nil {
			t.Fatal(err)
		}
		res, err := s.ImportCards(reprint)
		if err != nil {
			t.Fatal(err)
		}
		if res.New != 0 || res.Cards != 1 {
			t.Errorf("reprint import %+v, want 1 card, 0 new", res)
		}
	}
	troll, err := s.Card("troll")
	if err != nil {
		t.Fatal(err)
	}
	if len(troll.Printings) != 2 || troll.Printings[0].Set != 341 || troll.Printings[1].Set != 600 {
		t.Errorf("printings %v, want 341 and 600", troll.Printings)
	}
	if n, _ := s.CardCount(); n != 2 {
		t.Errorf("%d cards, want 2", n)
	}
	if _, err := s.Card("nope"); !errors.Is(err, ErrNotFound) {
		t.Errorf("unknown card: %v", err)
	}
	for _, c := range []struct {
		f    CardFilter
		want string
	}{
		{CardFilter{House: "Brobnar"}, "Anger,Troll"},
		{CardFilter{Type: "creature"}, "Troll"},
		{CardFilter{Trait: "Giant"}, "Troll"},
		{CardFilter{Set: 600}, "Troll"},
		{CardFilter{Text: "READY and"}, "Anger"},
		{CardFilter{House: "dis"}, ""},
	} {
		cs, err := s.Search(c.f)
		if err != nil {
			t.Fatal(err)
		}
		var names []string
		for _, x := range cs {
			names = append(names, x.Name)
		}
		if got := strings.Join(names, ","); got != c.want {
			t.Errorf("Search(%+v) = %q, want %q", c.f, got, c.want)
		}
	}
}

func TestDeckSaveAndFind(t *testing.T) {
	s := openTemp(t)
	if _, err := s.ImportCards([]*engine.CardDef{{ID: "troll", Name: "Troll", House: "brobnar", Type: "creature"}}); err != nil {
		t.Fatal(err)
	}
	carried := []*engine.CardDef{{ID: "new-card", Name: "New Card", House: "dis", Type: "action"},
		{ID: "troll", Name: "Troll (other facts)", House: "brobnar", Type: "creature"}}
	d := &engine.Deck{ID: "abcd1234-0000", Name: "Æmber Pals", Set: 341, Houses: [3]engine.House{"brobnar", "dis", "logos"},
		Cards: []engine.DeckCard{{CardID: "troll", Enhancements: []engine.Bonus{"aember", "draw"}}, {CardID: "new-card", House: "logos"}}}
	if err := s.SaveDeck(d, carried); err != nil {
		t.Fatal(err)
	}
	if c, _ := s.Card("troll"); c.Name != "Troll" {
		t.Errorf("a carried card replaced the database's facts: %q", c.Name)
	}
	for _, q := range []string{"abcd1234-0000", "ABCD", "aember pals", "AEmber", "æmber  pals"} {
		got, err := s.Deck(q)
		if err != nil {
			t.Fatalf("Deck(%q): %v", q, err)
		}
		if got.ID != d.ID || got.Name != d.Name || got.Houses != d.Houses || len(got.Cards) != 2 ||
			len(got.Cards[0].Enhancements) != 2 || got.Cards[0].Enhancements[1] != "draw" || got.Cards[1].House != "logos" {
			t.Errorf("Deck(%q) = %+v", q, got)
		}
	}
	_, err := s.Deck("Amber Pels")
	var le *DeckLookupError
	if !errors.As(err, &le) || len(le.Candidates) == 0 || le.Candidates[0] != "Æmber Pals" || !errors.Is(err, ErrNotFound) {
		t.Errorf("misspelt deck: %v", err)
	}
	// A long name is typed by its start: a misspelt start is suggested too.
	for _, q := range []string{"amber pls", "æmbr"} {
		_, err := s.Deck(q)
		if !errors.As(err, &le) || len(le.Candidates) == 0 || le.Candidates[0] != "Æmber Pals" {
			t.Errorf("misspelt start %q: %v", q, err)
		}
	}
	bad := &engine.Deck{ID: "x", Name: "Bad", Cards: []engine.DeckCard{{CardID: "ghost"}}}
	if err := s.SaveDeck(bad, nil); err == nil || !strings.Contains(err.Error(), "ghost") {
		t.Errorf("deck with an unknown card: %v", err)
	}
	good := &engine.Deck{ID: "y", Name: "Good", Cards: []engine.DeckCard{{CardID: "troll"}}}
	if err := s.SaveDecks([]*engine.Deck{good, bad}, nil); err == nil {
		t.Error("saved a batch with a bad deck")
	}
	if ds, _ := s.Decks(); len(ds) != 1 || ds[0].Cards != 2 {
		t.Errorf("decks %+v: a failed save left something", ds)
	}
	twin := &engine.Deck{ID: "abcd9999", Name: "Æmber Pals", Cards: []engine.DeckCard{{CardID: "troll"}}}
	if err := s.SaveDeck(twin, nil); err != nil {
		t.Fatal(err)
	}
	_, err = s.Deck("aember pals")
	if !errors.As(err, &le) || !le.Ambiguous || len(le.Candidates) != 2 {
		t.Errorf("two decks of one name: %v", err)
	}
	if _, err := s.Deck("abcd"); !errors.As(err, &le) {
		t.Errorf("an id prefix of two decks: %v", err)
	}
}

// realPacks reads every pack in ../shared (skips without it).
func realPacks(t testing.TB) []*carddb.Pack {
	t.Helper()
	files, _ := filepath.Glob("../../../shared/data/keyteki-packs/*.json")
	if len(files) == 0 {
		t.Skip("no ../shared/data/keyteki-packs beside the repository")
	}
	var packs []*carddb.Pack
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := carddb.ReadPack(f, data)
		if err != nil {
			t.Fatal(err)
		}
		packs = append(packs, p)
	}
	return packs
}

func TestImportAllPacks(t *testing.T) {
	packs := realPacks(t)
	s := openTemp(t)
	for round := 0; round < 2; round++ {
		for _, p := range packs {
			if _, err := s.ImportPack(p); err != nil {
				t.Fatal(err)
			}
		}
		if n, _ := s.CardCount(); n != 2556 {
			t.Fatalf("round %d: %d card ids, want 2556", round, n)
		}
		// Each round: a second import reads the cards back (to merge),
		// so a list written wrong in the first would be rewritten in
		// its wrong form to both places.
		checkCardLists(t, s.db)
	}
	ix, err := s.CardIndex()
	if err != nil {
		t.Fatal(err)
	}
	g, err := ix.Lookup("ultra gravitron")
	if err != nil || !g.IsGigantic() || g.GiganticBottom || ix.Card(g.GiganticOther) == nil {
		t.Errorf("gigantic top half: %+v %v", g, err)
	}
	if n, ok := s.SetNumber("cota"); !ok || n != 341 {
		t.Errorf("set CotA = %d %v, want 341", n, ok)
	}
	if n, ok := s.SetNumber("Call of the Archons"); !ok || n != 341 {
		t.Errorf("set by name = %d %v", n, ok)
	}
	if penny, _ := s.Card("bad-penny"); penny == nil || !reflect.DeepEqual(penny.Traits, []string{"human", "thief"}) {
		t.Errorf("bad-penny's traits: %+v", penny)
	}
	anaphiel, _ := s.Card("champion-anaphiel")
	if anaphiel == nil || len(anaphiel.Printings) < 3 || anaphiel.Printings[0].Set != 341 || anaphiel.House != "sanctum" {
		t.Errorf("champion-anaphiel: %+v", anaphiel)
	}
}

// checkCardLists fails unless every card's list columns (0005) say what
// its keyword, trait and printing rows say, and some card has each list.
func checkCardLists(t *testing.T, db *sql.DB) {
	t.Helper()
	var differ, keywords, traits, printings int
	err := db.QueryRow(`SELECT
		sum(keyword_list != coalesce((SELECT group_concat(keyword || char(31) || n, char(30) ORDER BY pos)
			FROM card_keywords WHERE card_id = cards.id), '')
		OR trait_list != coalesce((SELECT group_concat(trait, char(30) ORDER BY pos)
			FROM card_traits WHERE card_id = cards.id), '')
		OR printing_list != coalesce((SELECT group_concat(set_num || char(31) || number ||
				CASE WHEN house != '' THEN char(31) || house ELSE '' END, char(30) ORDER BY set_num, number)
			FROM card_printings WHERE card_id = cards.id), '')),
		sum(keyword_list != ''), sum(trait_list != ''), sum(printing_list != '')
		FROM cards`).Scan(&differ, &keywords, &traits, &printings)
	if err != nil {
		t.Fatal(err)
	}
	if differ != 0 || keywords == 0 || traits == 0 || printings == 0 {
		t.Errorf("card list columns: %d cards disagree with their rows; %d with keywords, %d with traits, %d with printings",
			differ, keywords, traits, printings)
	}
}

// Migration 0005 fills the list columns of the cards a database already
// holds from their rows.
func TestMigrationFillsCardLists(t *testing.T) {
	path := filepath.Join(t.TempDir(), "kfr.db")
	db := rawDB(t, path)
	ms, err := migrations()
	if err != nil {
		t.Fatal(err)
	}
	old := &Store{db: db, path: path}
	for _, m := range ms[:4] {
		if err := old.apply(m); err != nil {
			t.Fatal(err)
		}
	}
	for _, q := range []string{
		`INSERT INTO cards (id, name, fold, house, type) VALUES ('troll', 'Troll', 'troll', 'brobnar', 'creature')`,
		`INSERT INTO cards (id, name, fold, house, type) VALUES ('punch', 'Punch', 'punch', 'brobnar', 'action')`,
		`INSERT INTO card_keywords (card_id, pos, keyword, n) VALUES ('troll', 1, 'assault', 2), ('troll', 0, 'elusive', 0)`,
		`INSERT INTO card_traits (card_id, pos, trait) VALUES ('troll', 0, 'Giant')`,
		`INSERT INTO card_printings (card_id, set_num, number) VALUES ('troll', 452, '9'), ('troll', 341, '85')`,
	} {
		if _, err := db.Exec(q); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	cm, err := s.CardMap([]string{"troll", "punch"})
	if err != nil {
		t.Fatal(err)
	}
	troll := cm["troll"]
	wantKeywords := []engine.KeywordValue{{Keyword: "elusive"}, {Keyword: "assault", N: 2}}
	wantPrintings := []engine.Printing{{Set: 341, Number: "85"}, {Set: 452, Number: "9"}}
	if !reflect.DeepEqual(troll.Keywords, wantKeywords) || !reflect.DeepEqual(troll.Traits, []string{"Giant"}) ||
		!reflect.DeepEqual(troll.Printings, wantPrintings) {
		t.Errorf("troll after 0005: keywords %v traits %v printings %v", troll.Keywords, troll.Traits, troll.Printings)
	}
	if p := cm["punch"]; p.Keywords != nil || p.Traits != nil || p.Printings != nil {
		t.Errorf("punch after 0005: %+v", p)
	}
}

func BenchmarkImportAllPacks(b *testing.B) {
	packs := realPacks(b)
	var size int64
	for i := 0; i < b.N; i++ {
		path := filepath.Join(b.TempDir(), "kfr.db")
		s, err := Open(path)
		if err != nil {
			b.Fatal(err)
		}
		for _, p := range packs {
			if _, err := s.ImportPack(p); err != nil {
				b.Fatal(err)
			}
		}
		s.db.Exec("PRAGMA wal_checkpoint(TRUNCATE)")
		s.Close()
		st, _ := os.Stat(path)
		size = st.Size()
	}
	b.ReportMetric(float64(size), "db-bytes")
}

// LookupCard agrees with carddb.Index.Lookup on every kind of query.
func TestLookupCardAgreesWithIndex(t *testing.T) {
	s := openTemp(t)
	cards := []*engine.CardDef{
		{ID: "troll", Name: "Troll", House: "brobnar", Type: "creature"},
		{ID: "bad-penny", Name: "Bad Penny", House: "shadows", Type: "creature"},
		{ID: "badgemaster", Name: "Badgemaster", House: "brobnar", Type: "creature"},
		{ID: "æmber-imp", Name: "Æmber Imp", House: "dis", Type: "creature"},
		{ID: "almsmaster", Name: "Almsmaster", House: "sanctum", Type: "creature"},
		{ID: "almsmaster-evil-twin", Name: "Almsmaster", House: "sanctum", Type: "creature"},
		{ID: "ultra-gravitron", Name: "Ultra Gravitron", House: "logos", Type: "creature", GiganticOther: "ultra-gravitron2"},
		{ID: "ultra-gravitron2", Name: "Ultra Gravitron", House: "logos", Type: "creature", GiganticOther: "ultra-gravitron", GiganticBottom: true},
	}
	if _, err := s.ImportCards(cards); err != nil {
		t.Fatal(err)
	}
	ix, _ := s.CardIndex()
	for _, q := range []string{"troll", "TROLL", "bad", "bad p", "aember imp", "AE", "almsmaster", "almsmaster-evil-twin",
		"ultra gravitron", "ultra-gravitron2", "trol", "trolll", "zzz", "", "  "} {
		want, werr := ix.Lookup(q)
		got, gerr := s.LookupCard(q)
		if (werr == nil) != (gerr == nil) || (werr != nil && werr.Error() != gerr.Error()) ||
			(want != nil && (got == nil || got.ID != want.ID)) {
			t.Errorf("LookupCard(%q) = %v, %v; index: %v, %v", q, got, gerr, want, werr)
		}
	}
	m, err := s.CardMap([]string{"ultra-gravitron", "troll", "troll"})
	if err != nil || len(m) != 3 || m.Card("ultra-gravitron2") == nil {
		t.Errorf("CardMap: %v %v", m, err)
	}
	if _, err := s.CardMap([]string{"ghost"}); !errors.Is(err, ErrNotFound) {
		t.Errorf("CardMap of an unknown id: %v", err)
	}
}

// Migration 0008 marks the TCO matches stored before it as replayed with
// hand-written scripts only ([Scripts "hand"]), once, and leaves the
// others as they were.
func TestMigrationKeepsTCOMatchesOnHandScripts(t *testing.T) {
	path := filepath.Join(t.TempDir(), "kfr.db")
	db := rawDB(t, path)
	ms, err := migrations()
	if err != nil {
		t.Fatal(err)
	}
	old := &Store{db: db, path: path}
	for _, m := range ms[:6] {
		if err := old.apply(m); err != nil {
			t.Fatal(err)
		}
	}
	rows := []struct{ source, tags, want string }{
		{"tco", `[]`, `[["Scripts","hand"]]`},
		{"tco", `[["Round","2"]]`, `[["Round","2"],["Scripts","hand"]]`},
		{"tco", `[["Scripts","hand"]]`, `[["Scripts","hand"]]`},
		{"table", `[]`, `[]`},
		{"notation", `[["Round","2"]]`, `[["Round","2"]]`},
	}
	for _, r := range rows {
		if _, err := db.Exec(`INSERT INTO matches (player1, player2, tags, source, created, updated) VALUES ('A', 'B', ?, ?, '', '')`, r.tags, r.source); err != nil {
			t.Fatal(err)
		}
	}
	db.Close()
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	for i, r := range rows {
		var got string
		if err := s.db.QueryRow(`SELECT tags FROM matches WHERE id = ?`, i+1).Scan(&got); err != nil {
			t.Fatal(err)
		}
		if got != r.want {
			t.Errorf("%s match with tags %s: %s after 0008, want %s", r.source, r.tags, got, r.want)
		}
	}
}
