package site

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// WriteFile writes one file of a report (a page, or the site's ECharts)
// through a temporary file in the same folder, renamed into place, so
// that a failed report never leaves half a page behind. Every file a
// report writes goes through here: the one place to make safer (refuse
// the database, --force for a user's file, umask) for all of them.
func WriteFile(path string, write func(io.Writer) error) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".kfr-report-*")
	if err != nil {
		return fmt.Errorf("write the report: %w (choose another place with -o)", err)
	}
	defer os.Remove(tmp.Name())
	if err := write(tmp); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return fmt.Errorf("write the report: %w", err)
	}
	return nil
}
