package cmdutil

import (
	"io"

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
	return safefile.Write(path, safefile.Options{Force: force, Protect: f.databaseFiles(), Mark: mark}, write)
}

// databaseFiles are the files of the database this run uses: the one
// opened, else the one it would open.
func (f *Factory) databaseFiles() []string {
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
