package match_test

import (
	"path/filepath"
	"testing"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/fixtures"
	"github.com/kfr-dev/kfr/record/store"
)

// BenchmarkStoredBytesPerAction imports every fixture match through
// `kfr match import` (parse, replay, store) and reports what the store
// keeps per action: the msgpack blob of the action ("B/action", the
// design's limit is 24), the whole row's payload with the typed text and
// comment ("row-B/action"), and the notation file's size ("file-B/action").
func BenchmarkStoredBytesPerAction(b *testing.B) {
	db, dir := fixtureDB(b)
	args := []string{"match", "import"}
	var fileBytes int
	for _, f := range fixtures.Matches() {
		args = append(args, filepath.Join(dir, f.Name))
		fileBytes += len(f.Src)
	}
	st, err := store.Open(db)
	if err != nil {
		b.Fatal(err)
	}
	defer st.Close()
	var blob, row, actions int64
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if out, errOut, code := kfrtest.Run(b, db, "", args...); code != 0 {
			b.Fatalf("import: exit %d\n%s%s", code, out, errOut)
		}
		b.StopTimer()
		err := st.DB().QueryRow(`SELECT coalesce(sum(length(action)), 0), coalesce(sum(length(action) + length(text) + length(comment)), 0),
			count(*) FROM actions`).Scan(&blob, &row, &actions)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := st.DB().Exec("DELETE FROM matches"); err != nil { // the next round imports anew
			b.Fatal(err)
		}
		b.StartTimer()
	}
	if actions == 0 {
		b.Fatal("no actions stored")
	}
	b.ReportMetric(float64(blob)/float64(actions), "B/action")
	b.ReportMetric(float64(row)/float64(actions), "row-B/action")
	b.ReportMetric(float64(fileBytes)/float64(actions), "file-B/action")
	b.ReportMetric(float64(actions), "actions")
}
