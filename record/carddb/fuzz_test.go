package carddb

import (
	"errors"
	"testing"
)

func FuzzReadPack(f *testing.F) {
	f.Add([]byte(`{"code":"CotA","name":"Call of the Archons","cards":[{"id":"troll","name":"Troll","number":"048","expansion":341,"house":"brobnar","keywords":["assault:2"],"traits":["giant"],"type":"creature","rarity":"Common","amber":0,"armor":null,"power":8,"text":"Reap: Troll heals 3 damage."}]}`))
	f.Add([]byte(`{"cards":[{"id":"g","name":"G","power":"X"},{"id":"g2","name":"G","rarity":"FIXED"}]}`))
	f.Add([]byte(`{"cards":[{"id":1}]}`))
	f.Add([]byte("{\n\"cards\": [\n}"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := ReadPack("fuzz.json", data)
		if err != nil {
			var se *SyntaxError
			if errors.As(err, &se) && (se.Line < 1 || se.Column < 1) {
				t.Fatalf("position %d:%d", se.Line, se.Column)
			}
			return
		}
		for _, c := range p.Cards {
			if c.ID == "" || c.Name == "" {
				t.Fatalf("card without id or name: %+v", c)
			}
		}
		NewIndex(Merge(p.Cards)) // must not panic
	})
}

func FuzzReadFacts(f *testing.F) {
	f.Add([]byte("id: troll\nname: Troll\nhouse: brobnar\ntype: creature\npower: 8\nkeywords: elusive, assault 2\ntraits: giant\nprinting: 341 048\ntext: Reap: heal.\ntext: more\n\nid: x\nname: X\nhouse: dis\ntype: action\n"))
	f.Add([]byte("# c\nname: before id\n"))
	f.Add([]byte("id: a\npower: many\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		cs, err := ReadFacts("fuzz.txt", data)
		if err != nil {
			var se *SyntaxError
			if errors.As(err, &se) && (se.Line < 1 || se.Column < 1) {
				t.Fatalf("position %d:%d", se.Line, se.Column)
			}
			return
		}
		for _, c := range cs {
			if c.ID == "" || c.Name == "" || c.House == "" || c.Type == "" {
				t.Fatalf("incomplete card accepted: %+v", c)
			}
		}
	})
}
