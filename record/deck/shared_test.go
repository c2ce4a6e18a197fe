package deck

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/kfr-dev/kfr/engine"
	"github.com/kfr-dev/kfr/record/carddb"
)

// shared is the real data beside the repository (CI clones it there).
const shared = "../../../shared/data"

var (
	realOnce  sync.Once
	realIndex *carddb.Index
	realErr   error
)

// realCards indexes every pack in shared/data/keyteki-packs, reprints
// merged; the test is skipped when the data is absent.
func realCards(t testing.TB) *carddb.Index {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join(shared, "keyteki-packs", "*.json"))
	if len(files) == 0 {
		t.Skip("no ../shared/data/keyteki-packs beside the repository")
	}
	realOnce.Do(func() {
		var all []*engine.CardDef
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				realErr = err
				return
			}
			p, err := carddb.ReadPack(f, data)
			if err != nil {
				realErr = err
				return
			}
			all = append(all, p.Cards...)
		}
		realIndex = carddb.NewIndex(carddb.Merge(all))
	})
	if realErr != nil {
		t.Fatal(realErr)
	}
	return realIndex
}

// copyKey describes one copy for comparisons: card id and enhancements.
func copyKeys(d *engine.Deck) []string {
	out := make([]string, len(d.Cards))
	for i, c := range d.Cards {
		icons := make([]string, len(c.Enhancements))
		for j, e := range c.Enhancements {
			icons[j] = string(e)
		}
		sort.Strings(icons)
		out[i] = c.CardID + "+" + strings.Join(icons, "+")
	}
	sort.Strings(out)
	return out
}

func TestRealDecksAgree(t *testing.T) {
	cards := realCards(t)
	if cards.Len() != 2556 {
		t.Errorf("packs hold %d card ids, want 2556", cards.Len())
	}
	data, err := os.ReadFile(filepath.Join(shared, "decks", "keyteki-standalone-decks.json"))
	if err != nil {
		t.Fatal(err)
	}
	kt, err := Read("keyteki-standalone-decks.json", data, cards)
	if err != nil {
		t.Fatal(err)
	}
	if kt.Format != Keyteki || len(kt.Decks) != 14 {
		t.Fatalf("keyteki file: format %s, %d decks; want keyteki, 14", kt.Format, len(kt.Decks))
	}
	byID := map[string]*engine.Deck{}
	for _, d := range kt.Decks {
		byID[d.ID] = d
	}
	mvFiles, _ := filepath.Glob(filepath.Join(shared, "decks", "mastervault", "*.json"))
	if len(mvFiles) != 14 {
		t.Fatalf("%d Master Vault decks, want 14", len(mvFiles))
	}
	for _, f := range mvFiles {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			doc, err := Read(f, data, cards)
			if err != nil {
				t.Fatal(err)
			}
			if doc.Format != MasterVault || len(doc.Decks) != 1 {
				t.Fatalf("format %s, %d decks", doc.Format, len(doc.Decks))
			}
			if len(doc.Cards) != 0 {
				t.Errorf("created %d cards the packs should know: %s", len(doc.Cards), doc.Cards[0].Name)
			}
			mv := doc.Decks[0]
			if len(mv.Cards) != Size {
				t.Errorf("%d cards", len(mv.Cards))
			}
			other := byID[mv.ID]
			if other == nil {
				t.Fatalf("deck %s (%s) not in the keyteki file", mv.ID, mv.Name)
			}
			if mv.Name != other.Name || mv.Houses != other.Houses || mv.Set != other.Set {
				t.Errorf("header differs: MV %q %v %d, keyteki %q %v %d", mv.Name, mv.Houses, mv.Set, other.Name, other.Houses, other.Set)
			}
			if a, b := copyKeys(mv), copyKeys(other); !slices.Equal(a, b) {
				t.Errorf("cards differ:\nMV      %v\nkeyteki %v", a, b)
			}
		})
	}
}
