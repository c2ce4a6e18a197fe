//go:build unix

package logcmd_test

import (
	"bytes"
	"fmt"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
	"github.com/kfr-dev/kfr/record/store"
)

// TestInterruptedBatch sends kfr log - a long batch and, once some of it
// is stored, SIGINT, SIGTERM or SIGHUP: kfr log stops between two
// actions, exits 1, and says how many of the batch it logged, which is
// exactly what the store holds; the actions it logged are printed.
func TestInterruptedBatch(t *testing.T) {
	bin := kfrtest.Binary(t)
	const total = 5000
	var batch strings.Builder
	for i := range total {
		fmt.Fprintf(&batch, "# note %d\n", i)
	}
	said := regexp.MustCompile(`(\d+) of 5000 actions logged`)
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP} {
		t.Run(sig.String(), func(t *testing.T) {
			db, id := testDB(t)
			cmd := exec.Command(bin, "--db", db, "log", "-")
			cmd.Stdin = strings.NewReader(batch.String())
			var out, errOut bytes.Buffer
			cmd.Stdout, cmd.Stderr = &out, &errOut
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			waitForActions(t, db, id)
			cmd.Process.Signal(sig)
			err := cmd.Wait()
			stored := countActions(t, db, id)
			if stored == total {
				t.Skipf("the batch ended before the signal (%v)", err)
			}
			m := said.FindStringSubmatch(errOut.String())
			if cmd.ProcessState.ExitCode() != 1 || m == nil {
				t.Fatalf("exit %d, want 1 and \"N of 5000 actions logged\":\n%s", cmd.ProcessState.ExitCode(), errOut.String())
			}
			if n, _ := strconv.Atoi(m[1]); n != stored {
				t.Errorf("kfr log said %d logged, the store holds %d", n, stored)
			}
			if !strings.Contains(errOut.String(), sig.String()) {
				t.Errorf("the message does not name the signal %v:\n%s", sig, errOut.String())
			}
			if last := fmt.Sprintf("# note %d", stored-1); !strings.Contains(out.String(), last) {
				t.Errorf("the last action logged (%s) is not printed", last)
			}
		})
	}
}

// waitForActions waits until match id has an action stored.
func waitForActions(t *testing.T, db, id string) {
	t.Helper()
	for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(2 * time.Millisecond) {
		if countActions(t, db, id) > 0 {
			return
		}
	}
	t.Fatal("no action stored after 20 s")
}

func countActions(t *testing.T, db, id string) int {
	t.Helper()
	st, err := store.Open(db)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	info, err := st.MatchInfo(id)
	if err != nil {
		t.Fatal(err)
	}
	return info.Actions
}
