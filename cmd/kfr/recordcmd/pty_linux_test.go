//go:build linux

package recordcmd_test

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/kfr-dev/kfr/cmd/kfr/kfrtest"
)

// pty is the master side of a pseudo-terminal and everything read from it.
type pty struct {
	master *os.File
	slave  *os.File
	mu     sync.Mutex
	buf    strings.Builder
	done   chan struct{}
}

func ioctl(fd uintptr, req uintptr, arg unsafe.Pointer) error {
	if _, _, e := syscall.Syscall(syscall.SYS_IOCTL, fd, req, uintptr(arg)); e != 0 {
		return e
	}
	return nil
}

// openPTY opens a pseudo-terminal pair through /dev/ptmx (unlockpt,
// ptsname by TIOCGPTN) with an 80x24 window.
func openPTY() (*pty, error) {
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR|syscall.O_NOCTTY|syscall.O_CLOEXEC, 0)
	if err != nil {
		return nil, err
	}
	var unlock int32
	if err := ioctl(m.Fd(), syscall.TIOCSPTLCK, unsafe.Pointer(&unlock)); err != nil {
		m.Close()
		return nil, fmt.Errorf("unlockpt: %w", err)
	}
	var n uint32
	if err := ioctl(m.Fd(), syscall.TIOCGPTN, unsafe.Pointer(&n)); err != nil {
		m.Close()
		return nil, fmt.Errorf("ptsname: %w", err)
	}
	s, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		m.Close()
		return nil, err
	}
	ws := struct{ rows, cols, x, y uint16 }{24, 80, 0, 0}
	if err := ioctl(s.Fd(), syscall.TIOCSWINSZ, unsafe.Pointer(&ws)); err != nil {
		m.Close()
		s.Close()
		return nil, fmt.Errorf("set window size: %w", err)
	}
	p := &pty{master: m, slave: s, done: make(chan struct{})}
	go func() {
		defer close(p.done)
		b := make([]byte, 4096)
		for {
			n, err := m.Read(b)
			p.mu.Lock()
			p.buf.Write(b[:n])
			p.mu.Unlock()
			if err != nil {
				return // EIO once the last slave is closed
			}
		}
	}()
	return p, nil
}

func (p *pty) output() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.buf.String()
}

var escapes = regexp.MustCompile(`\x1b\[[0-9;?]*[A-Za-z]`)

// waitFor waits until the output (escape sequences removed) after from
// holds want, and returns the offset after it.
func (p *pty) waitFor(t *testing.T, from int, want string) int {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for {
		out := p.output()
		plain := escapes.ReplaceAllString(out[min(from, len(out)):], "")
		if strings.Contains(plain, want) {
			return len(out)
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %q in the terminal output after 10 s:\n%q", want, plain)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

func (p *pty) typeKeys(t *testing.T, s string) {
	t.Helper()
	if _, err := p.master.WriteString(s); err != nil {
		t.Fatal(err)
	}
}

// startRecord runs the built kfr record on a new pseudo-terminal, with
// env added to its environment.
func startRecord(t *testing.T, db string, env ...string) (*pty, *exec.Cmd) {
	t.Helper()
	p, err := openPTY()
	if err != nil {
		if errors.Is(err, os.ErrNotExist) || errors.Is(err, os.ErrPermission) || errors.Is(err, syscall.ENODEV) {
			t.Skipf("no pseudo-terminal here (/dev/ptmx: %v): the terminal test needs one", err)
		}
		t.Fatal(err)
	}
	cmd := exec.Command(kfrtest.Binary(t), "--db", db, "record")
	cmd.Stdin, cmd.Stdout, cmd.Stderr = p.slave, p.slave, p.slave
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true, Setctty: true, Ctty: 0}
	cmd.Env = append(append(os.Environ(), "TERM=xterm"), env...)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p.slave.Close() // the child holds it; the reader sees EIO when it exits
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			cmd.Wait()
		}
		p.master.Close()
	})
	return p, cmd
}

// finish waits for the process and the end of its output.
func finish(t *testing.T, p *pty, cmd *exec.Cmd) {
	t.Helper()
	errc := make(chan error, 1)
	go func() { errc <- cmd.Wait() }()
	select {
	case err := <-errc:
		if err != nil {
			t.Fatalf("kfr record: %v\n%q", err, p.output())
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("kfr record did not end:\n%q", p.output())
	}
	<-p.done
}

func TestRecordThroughTerminal(t *testing.T) {
	db, id := testDB(t)
	cases := []struct {
		name  string
		leave string // the key that ends the session
		keys  []struct{ typed, want string }
		log   []string // the log afterwards
	}{
		{name: "tab completion, Ctrl-C clears the line, Ctrl-D leaves", leave: "\x04",
			keys: []struct{ typed, want string }{
				{"ho\t", "house "},
				{"brob\t", "house brobnar "},
				{"\r", "1. house brobnar"},
				{"play Tro\t", "play Troll "},
				{"\r", "at 0: Troll (8 power, exhausted)"},
				{"fight Troll \t", "fight Troll "}, // Bob has no creature: nothing offered
				{"\x03", ""},                       // Ctrl-C clears the line, the session goes on
				{"end\r", "3. end"},
				{"house \t", "logos  sanctum  untamed"},
				{"unt\t\r", "4. house untamed"},
				{"reap Troll\r", "VIOLATION"},
			},
			log: []string{"house brobnar", "play Troll", "end", "house untamed", "reap Troll"}},
		{name: "undo then Ctrl-D", leave: "\x04",
			keys: []struct{ typed, want string }{
				{"undo\r", "undid 5. reap Troll"},
				{"play \"Dust P\t", `play "Dust Pixie" `},
				{"\r", "5. play \"Dust Pixie\""},
				{"board\r", "at 0: Dust Pixie (1 power, exhausted)"},
			},
			log: []string{"house brobnar", "play Troll", "end", "house untamed", `play "Dust Pixie"`}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, cmd := startRecord(t, db)
			at := p.waitFor(t, 0, "> ")
			for _, k := range c.keys {
				p.typeKeys(t, k.typed)
				if k.want != "" {
					at = p.waitFor(t, at, k.want)
				}
			}
			p.typeKeys(t, c.leave)
			finish(t, p, cmd)
			p.waitFor(t, at, fmt.Sprintf("Saved: match %s has %d actions.", id, len(c.log)) /* both cases log several */)
			if got := stored(t, db, id); !slices.Equal(got, c.log) {
				t.Errorf("log %q, want %q", got, c.log)
			}
		})
	}
}

// At the terminal, a choice an ability waits for is shown, TAB after
// choose offers only its legal answers, and another action is held once
// with a warning: entered again, it is logged. A restart shows the board
// and what still waits.
func TestRecordWaitingChoiceThroughTerminal(t *testing.T) {
	db, id := testDB(t)
	keys := []struct{ typed, want string }{
		{"house brobnar\r", "1. house brobnar"},
		{"play Troll\r", "2. play Troll"},
		{"end\r", "3. end"},
		{"house untamed\r", "4. house untamed"},
		{"play \"Dust Pixie\"\r", "5. play \"Dust Pixie\""},
		{"end\r", "6. end"},
		{"house brobnar\r", "7. house brobnar"},
		{"play Krump\r", "8. play Krump"},
		{"play Anger\r", "WAITING: Anger: ready and fight with a friendly creature"},
		{"", "answer: choose Troll | Krump"},
		{"", "brobnar, choose> "},
		{"choose \t", "Troll  Krump"},
		{"\x15reap Troll\r", "not logged: a choice is waiting: Anger: ready and fight with a friendly creature"},
		{"", "the same action again to log it anyway"},
		{"choose Kr\t", "choose Krump "},
		{"\r", "10. choose Krump"},
	}
	p, cmd := startRecord(t, db)
	at := p.waitFor(t, 0, "> ")
	from := at
	for _, k := range keys {
		if k.typed != "" { // "": more of what the previous keys printed
			from = at
			p.typeKeys(t, k.typed)
		}
		at = p.waitFor(t, from, k.want)
	}
	p.typeKeys(t, "\x04")
	finish(t, p, cmd)
	want := []string{"house brobnar", "play Troll", "end", "house untamed", `play "Dust Pixie"`, "end",
		"house brobnar", "play Krump", "play Anger", "choose Krump"}
	if got := stored(t, db, id); !slices.Equal(got, want) {
		t.Fatalf("log %q, want %q (the held reap Troll must not be logged)", got, want)
	}

	// Undo the answer, leave, come back: the board and the waiting choice show.
	p, cmd = startRecord(t, db)
	at = p.waitFor(t, 0, "> ")
	p.typeKeys(t, "undo\r")
	at = p.waitFor(t, at, "undid 10. choose Krump")
	p.typeKeys(t, "\x04")
	finish(t, p, cmd)
	p, cmd = startRecord(t, db)
	for _, want := range []string{"Alice's turn 2, step main, house brobnar", "at 1: Krump (6 power, exhausted)",
		"WAITING: Anger: ready and fight with a friendly creature; answer: choose Troll | Krump"} {
		p.waitFor(t, 0, want)
	}
	at = p.waitFor(t, 0, "choose> ")
	p.typeKeys(t, "reap Troll\r")
	at = p.waitFor(t, at, "not logged: a choice is waiting")
	p.typeKeys(t, "reap Troll\r")
	p.waitFor(t, at, "NOT ANSWERED: Anger")
	p.typeKeys(t, "\x04")
	finish(t, p, cmd)
	if got := stored(t, db, id); len(got) != 10 || got[9] != "reap Troll" {
		t.Errorf("log %q, want reap Troll logged the second time", got)
	}
}

// On an 80x24 terminal the violations of an action come after the compact
// board, within the last lines before the prompt, in bold red; NO_COLOR
// leaves the escapes out. The board numbers creatures as play … at N and
// names second copies as the notation does.
func TestRecordAtAGlance(t *testing.T) {
	for _, noColor := range []bool{false, true} {
		t.Run(map[bool]string{false: "colour", true: "NO_COLOR"}[noColor], func(t *testing.T) {
			db, _ := testDB(t)
			var env []string
			if noColor {
				env = []string{"NO_COLOR=1"}
			}
			p, cmd := startRecord(t, db, env...)
			at := p.waitFor(t, 0, "> ")
			for _, k := range []struct{ typed, want string }{
				{"house brobnar\r", "1. house brobnar"}, {"play Troll\r", "2. play Troll"}, {"end\r", "3. end"},
				{"house untamed\r", "4. house untamed"}, {"play \"Dust Pixie\"\r", "5. play"}, {"end\r", "6. end"},
				{"house brobnar\r", "7. house brobnar"}, {"play Krump\r", "8. play Krump"},
			} {
				p.typeKeys(t, k.typed)
				at = p.waitFor(t, at, k.want)
			}
			from := at
			p.typeKeys(t, "reap Krump\r")
			p.waitFor(t, from, "Krump is exhausted\r\n     Rulebook: Ready and Exhausted")
			p.waitFor(t, from, "Exhausted\r\nAlice's turn 2, brobnar> ")
			out := p.output()[from:]
			prompt := strings.LastIndex(out, "> ")
			shown := strings.Split(escapes.ReplaceAllString(out[:prompt], ""), "\n")
			if len(shown) > 23 {
				shown = shown[len(shown)-23:] // what an 80x24 screen still shows above the prompt
			}
			screen := strings.Join(shown, "\n")
			board := strings.Index(screen, "at 1: Krump (6 power, exhausted)")
			viol := strings.Index(screen, "VIOLATION exhausted: Krump is exhausted")
			if board < 0 || viol < 0 || viol < board {
				t.Errorf("the last 23 lines before the prompt should hold the board, then the violation:\n%s", screen)
			}
			colored := strings.Contains(out, styleBadForTest+"   VIOLATION exhausted")
			if colored == noColor {
				t.Errorf("colour escape before the violation: %v, want %v\n%q", colored, !noColor, out)
			}
			p.typeKeys(t, "\x04")
			finish(t, p, cmd)
		})
	}
}

// styleBadForTest is record.go's styleBad (the test is in another package).
const styleBadForTest = "\x1b[1;31m"
