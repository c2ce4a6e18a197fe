package cmdutil

// ReportedError is a failure the command already printed (per-file errors
// of a multi-file import): Main exits non-zero without printing it again.
type ReportedError struct{ Msg string }

func (e *ReportedError) Error() string { return e.Msg }

// ExitUsage is the exit status of a command called wrongly: an unknown
// command or flag, a missing or extra argument, a required flag not given.
const ExitUsage = 2

// UsageError is an error in how kfr was called (exit status 2), not in
// what it worked on.
type UsageError struct{ Err error }

func (e *UsageError) Error() string { return e.Err.Error() }
func (e *UsageError) Unwrap() error { return e.Err }

// ExitCode is ExitUsage.
func (e *UsageError) ExitCode() int { return ExitUsage }
