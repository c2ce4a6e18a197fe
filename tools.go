//go:build tools

// Package kfr pins the module's chosen dependencies while the packages that
// use them are being written, so that go.mod does not churn under parallel work.
package kfr

import (
	_ "github.com/go-echarts/go-echarts/v2/charts"
	_ "github.com/spf13/cobra"
	_ "github.com/vmihailenco/msgpack/v5"
	_ "golang.org/x/term"
	_ "golang.org/x/text/unicode/norm"
	_ "modernc.org/sqlite"
)
