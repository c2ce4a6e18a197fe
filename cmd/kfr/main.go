// Command kfr records KeyForge matches, replays them through the rules
// engine and reports on decks and matchups. See README.md.
package main

import (
	"os"

	"github.com/kfr-dev/kfr/cmd/kfr/root"
)

func main() { os.Exit(root.Main(os.Args[1:], os.Stdout, os.Stderr)) }
