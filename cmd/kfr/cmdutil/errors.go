package cmdutil

// ReportedError is a failure the command already printed (per-file errors
// of a multi-file import): Main exits non-zero without printing it again.
type ReportedError struct{ Msg string }

func (e *ReportedError) Error() string { return e.Msg }
