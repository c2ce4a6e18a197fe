// Package version is `kfr version`.
package version

import (
	"fmt"
	"runtime"
	"runtime/debug"

	"github.com/spf13/cobra"

	"github.com/kfr-dev/kfr/cmd/kfr/cmdutil"
	"github.com/kfr-dev/kfr/record/store"
)

// Version is set at build time with -ldflags "-X github.com/kfr-dev/kfr/cmd/kfr/version.Version=v1.2.3";
// otherwise the module version or VCS revision is shown.
var Version = ""

// New is `kfr version`.
func New(f *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: "Print kfr's version, Go version and database schema version",
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			v := struct {
				Version string `json:"version"`
				Go      string `json:"go"`
				Schema  int    `json:"schema"`
			}{current(), runtime.Version(), store.SchemaVersion()}
			if f.JSON {
				return cmdutil.WriteJSON(f.Out, v)
			}
			_, err := fmt.Fprintf(f.Out, "kfr %s (%s, schema %d)\n", v.Version, v.Go, v.Schema)
			return err
		},
	}
}

func current() string {
	if Version != "" {
		return Version
	}
	info, ok := debug.ReadBuildInfo()
	if !ok {
		return "dev"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" {
		return v
	}
	rev, dirty := "", false
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return "dev-" + rev
}
