package cmdutil

import (
	"fmt"
	"io"
	"os"

	"github.com/kfr-dev/kfr/record/safefile"
)

// ReportMark ends every HTML report kfr writes (an HTML comment, after the
// page): a file that ends with it is a page kfr wrote, which a new report
// may replace without --force.
const ReportMark = "<!-- written by kfr report -->"

// WriteOutput writes the file a command's -o names by the one rule of
// record/safefile: never the open database (nor its -wal, -shm, -journal),
// never over an existing file without force (unless it ends with mark, when
// mark is not ""), all or nothing through a temporary file, with the
// umask's permissions.
func (f *Factory) WriteOutput(path string, force bool, mark string, write func(io.Writer) error) error {
	return safefile.Write(path, safefile.Options{Force: force, Protect: f.DatabaseFiles(), Mark: mark}, write)
}

// DatabaseFiles are the files of the database this run uses: the one
// opened, else the one it would open.
func (f *Factory) DatabaseFiles() []string {
	path := ""
	if f.st != nil {
		path = f.st.Path()
	} else if p, err := f.DBPath(); err == nil {
		path = p
	}
	if path == "" {
		return nil
	}
	return []string{path, path + "-wal", path + "-shm", path + "-journal"}
}

// ReadInput reads a file a command was given, or stdin for "-" (when
// stdin is not nil: a command that reads no standard input passes nil),
// refusing more than limit bytes with an error that says so (before
// reading a file that is larger, and after limit bytes of standard
// input), so that a wrong file does not fill the memory.
func ReadInput(name string, stdin io.Reader, limit int64) ([]byte, error) {
	if name == "-" && stdin != nil {
		data, err := io.ReadAll(io.LimitReader(stdin, limit+1))
		if err == nil && int64(len(data)) > limit {
			err = fmt.Errorf("standard input: more than %d MB, more than kfr reads as one file: is it the right input?", limit>>20)
		}
		return data, err
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > limit {
		return nil, fmt.Errorf("%s: %.1f MB, more than kfr reads as one file (%d MB): is it the right file?", name, float64(st.Size())/(1<<20), limit>>20)
	}
	data, err := io.ReadAll(io.LimitReader(f, limit+1))
	if err == nil && int64(len(data)) > limit {
		err = fmt.Errorf("%s: more than %d MB, more than kfr reads as one file: is it the right file?", name, limit>>20)
	}
	return data, err
}
