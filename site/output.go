package site

import (
	"io"
	"path/filepath"
	"strings"

	"github.com/kfr-dev/kfr/record/safefile"
)

// The marks every file of a report ends with: an existing file that ends
// with its mark is kfr's own and is replaced without --force.
const (
	PageMark   = "<!-- written by kfr report -->" // after a page's </html>
	ScriptMark = "// written by kfr report"       // after the site's ECharts
)

// WriteFile writes one file of a report (a page, or the site's ECharts)
// by safefile's rules: through a temporary file renamed into place (a
// failed report leaves no half page), never over o.Protect (the open
// database), over an existing file only when it is kfr's own (it ends
// with the mark) or with o.Force, with the umask's mode. Every file a
// report writes goes through here.
func WriteFile(path string, o safefile.Options, write func(io.Writer) error) error {
	o.Mark = PageMark
	if strings.EqualFold(filepath.Ext(path), ".js") {
		o.Mark = "\n" + ScriptMark
	}
	return safefile.Write(path, o, write)
}
