package carddb

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestReadPackFixture(t *testing.T) {
	data := []byte(`{"code":"T","name":"Test","locale":{"x":1},"cards":[
 {"id":"troll","name":"Troll","number":"1","expansion":341,"house":"brobnar","keywords":[],"traits":["Giant"],"type":"creature","amber":0,"armor":null,"power":8,"text":"x","image":"y"},
 {"id":"grumpus","name":"Grumpus","number":"2","expansion":341,"house":"brobnar","keywords":["assault:2","elusive"],"traits":[],"type":"creature","amber":"1","armor":"2","power":"5","text":""},
 {"id":"ultra-gravitron","name":"Ultra Gravitron","number":"3","expansion":496,"house":"logos","keywords":[],"traits":[],"type":"creature","amber":0,"armor":0,"power":14,"text":""},
 {"id":"ultra-gravitron2","name":"Ultra Gravitron","number":"4","expansion":496,"house":"logos","keywords":[],"traits":[],"type":"creature","rarity":"FIXED","amber":0,"armor":0,"power":14,"text":""}]}`)
	p, err := ReadPack("t.json", data)
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Cards) != 4 || p.Cards[0].Power != 8 || p.Cards[0].Armor != 0 || !p.Cards[0].HasTrait("giant") {
		t.Fatalf("troll = %+v", p.Cards[0])
	}
	g := p.Cards[1]
	if g.Amber != 1 || g.Armor != 2 || g.Power != 5 || g.KeywordN("assault") != 2 || !g.Has("elusive") {
		t.Fatalf("grumpus = %+v", g)
	}
	top, bottom := p.Cards[2], p.Cards[3]
	if top.GiganticOther != bottom.ID || bottom.GiganticOther != top.ID || top.GiganticBottom || !bottom.GiganticBottom {
		t.Fatalf("gigantic halves not linked: %+v %+v", top, bottom)
	}
}

func TestReadPackSyntaxError(t *testing.T) {
	_, err := ReadPack("bad.json", []byte("{\"cards\": [\n  {\"id\": \"x\",,}\n]}"))
	var se *SyntaxError
	if !errors.As(err, &se) || se.Line != 2 || se.Column < 13 {
		t.Fatalf("err = %#v", err)
	}
}

// TestReadSharedPacks reads the real card database when ../shared is beside
// the checkout, as it is in CI.
func TestReadSharedPacks(t *testing.T) {
	files, _ := filepath.Glob("../../../shared/data/keyteki-packs/*.json")
	if len(files) == 0 {
		t.Skip("../shared/data not present")
	}
	ids := map[string]bool{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := ReadPack(f, data)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range p.Cards {
			ids[c.ID] = true
		}
	}
	if len(ids) != 2556 {
		t.Errorf("distinct card ids = %d, want 2556", len(ids))
	}
}
