//go:build !linux

package store

// diskState cannot tell a full or read-only disk here: errors are
// reported as SQLite gives them.
func diskState(path string) string { return "" }
