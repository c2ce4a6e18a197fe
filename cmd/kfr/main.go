// Command kfr records KeyForge matches, replays them through the rules
// engine and reports on decks and matchups. See README.md.
package main

import (
	"os"

	"github.com/kfr-dev/kfr/cmd/kfr/root"

	// Maps the memory kfr is about to use in a few calls instead of a
	// page fault at a time (see the package for why and how much).
	_ "github.com/kfr-dev/kfr/cmd/kfr/prefault"
)

func main() { os.Exit(root.MainExit(os.Args[1:], os.Stdout, os.Stderr)) }
